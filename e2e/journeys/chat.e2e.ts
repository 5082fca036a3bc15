import type { Browser, Page } from 'playwright-core';
import { captureScreen, launchBrowser, newPage } from '../support/browser';
import { inDays } from '../support/fixtures';
import { newStudent, signUp } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function ownId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/me', {
      headers: { 'x-auth-token': localStorage.getItem('token') ?? '' },
    });
    return ((await response.json()) as { _id: string })._id;
  });
}

describe('chat end to end', () => {
  it('when an organizer and a participant chat in the activity and then one to one, then messages, typing and unread counts arrive live', async () => {
    const organizer = newStudent('host');
    const guest = newStudent('guest');
    const hostPage = await newPage(browser);
    const guestPage = await newPage(browser);
    await signUp(hostPage, organizer);
    await signUp(guestPage, guest);

    await hostPage.goto('/activities/new');
    await hostPage.getByLabel('Activity Title *').fill(`Five-a-side ${organizer.username}`);
    await hostPage.getByLabel('Description *').fill('Friendly football, all levels welcome.');
    await hostPage.getByLabel('Date and Time *').fill(inDays(1));
    await hostPage.getByLabel('Location *').fill('Sports hall B');
    await hostPage.getByLabel('Category *').selectOption('Sports');
    await hostPage.getByRole('button', { name: 'Create Activity' }).click();
    await hostPage.waitForURL(/\/activities\/[a-f0-9]{24}$/);
    const activityUrl = hostPage.url();

    await guestPage.goto(activityUrl);
    await guestPage.getByRole('button', { name: 'Join Activity' }).click();
    await guestPage.getByText('No messages yet. Be the first to say something!').waitFor();
    await hostPage.getByText('No messages yet. Be the first to say something!').waitFor();

    await guestPage.getByLabel('Message the group').fill('Shall I bring a ball?');
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
    await hostPage.getByText('Shall I bring a ball?').waitFor();
    await hostPage.getByLabel('Message the group').fill('Yes please, and bibs if you have them');
    await hostPage.keyboard.press('Enter');
    await guestPage.getByText('Yes please, and bibs if you have them').waitFor();
    await captureScreen(guestPage, 'activity-chat');

    const hostId = await ownId(hostPage);
    const guestId = await ownId(guestPage);
    await hostPage.goto('/dashboard');
    await guestPage.goto(`/messages/${hostId}`);
    await guestPage.getByText('Send a message to start the conversation.').waitFor();
    await guestPage.getByLabel(`Message ${organizer.username}`).fill('See you at six');
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
    await guestPage.getByText('See you at six').waitFor();

    await hostPage.getByRole('link', { name: /Messages.*1 unread/ }).waitFor();
    await hostPage
      .getByRole('link', { name: /Messages/ })
      .first()
      .click();
    await hostPage.waitForURL('**/messages');
    await hostPage.getByText('See you at six').waitFor();
    await captureScreen(hostPage, 'conversations');

    await hostPage.getByRole('link', { name: new RegExp(guest.username) }).click();
    await hostPage.waitForURL(`**/messages/${guestId}`);
    await hostPage.getByText('See you at six').waitFor();
    // The online dot means the host's socket is live; typing signals are best effort before that.
    await hostPage.getByText('Online', { exact: true }).waitFor({ state: 'attached' });
    await guestPage
      .getByLabel(`Message ${organizer.username}`)
      .pressSequentially('Running a bit late', { delay: 120 });
    await hostPage.getByText(`${guest.username} is typing...`).waitFor();
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
    await hostPage.getByText('Running a bit late').waitFor();
    await captureScreen(hostPage, 'direct-chat');
  });
});
