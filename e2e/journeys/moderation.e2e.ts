import type { Browser } from 'playwright-core';
import { MODERATOR_EMAIL } from '../support/app-server';
import { captureScreen, launchBrowser, newPage, newPhonePage } from '../support/browser';
import { openMessageMenu } from '../support/chat';
import { sharedActivity } from '../support/fixtures';
import { newStudent, signUp } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const SPAM = 'Selling past exam answers, 20 euros each, DM me';

describe('reports and moderation', () => {
  it('a student reports a message in the group chat; a moderator hides it; it reads removed for the other students, live', async () => {
    const [hostPage, guestPage, moderatorPage] = [
      await newPage(browser),
      await newPage(browser),
      await newPhonePage(browser),
    ];
    const [host, guest] = [newStudent('host'), newStudent('guest')];
    await signUp(hostPage, host);
    await signUp(guestPage, guest);
    await signUp(moderatorPage, { ...newStudent('mod'), email: MODERATOR_EMAIL });

    // The guest writes something the organizer finds out of place.
    await sharedActivity(hostPage, guestPage, 'Evening five-a-side');
    await guestPage.getByLabel('Message the group').fill(SPAM);
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
    const spam = hostPage.locator('.chat-message', { hasText: SPAM });
    await spam.waitFor();

    // The organizer reports it from the message's actions.
    await (await openMessageMenu(spam)).getByRole('button', { name: 'Report' }).click();
    const form = hostPage.getByRole('dialog', { name: 'Report this message' });
    await form.getByLabel('Spam or advertising').check();
    await form.getByLabel('Anything moderators should know (optional)').fill('Selling answers.');
    await form.getByRole('button', { name: 'Send report' }).click();
    await hostPage.getByText('Thank you. A moderator will look at it').waitFor();

    // The moderator finds it in the queue, with the words as reported, and hides it.
    await moderatorPage.goto('/moderation');
    const card = moderatorPage.locator('.report-card', { hasText: SPAM });
    await card.waitFor();
    await captureScreen(moderatorPage, 'moderation-queue');
    await card.getByLabel('Decision').selectOption('hide');
    await card.getByLabel('Note for the audit log').fill('Selling exam answers.');
    await card.getByRole('button', { name: 'Apply' }).click();
    await moderatorPage.getByText('No open reports. Nothing needs a decision.').waitFor();
    await moderatorPage.getByText('Selling exam answers.').waitFor();
    await captureScreen(moderatorPage, 'moderation-audit');

    // Both students see it removed, live, and after a reload.
    for (const page of [hostPage, guestPage]) {
      await page.getByText('Removed by a moderator').waitFor();
      await page.reload();
      await page.getByText('Removed by a moderator').waitFor();
      expect(await page.getByText(SPAM).count()).toBe(0);
    }
    // The reporter is told the outcome.
    await hostPage.goto('/notifications');
    await hostPage.getByText('A moderator reviewed your report: the content was removed').waitFor();
  });
});
