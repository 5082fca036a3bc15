import type { Browser } from 'playwright-core';
import { captureScreen, launchBrowser, newPage, newPhonePage } from '../support/browser';
import { inDays } from '../support/fixtures';
import { newStudent, signUp } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a weekly series', () => {
  it('when an organizer on a phone creates a weekly series, then its dates are listed; a student joins all in one tap; cancelling this and following marks those dates', async () => {
    const host = await newPhonePage(browser);
    const ana = await newPage(browser);
    await signUp(host, newStudent('host'));
    await signUp(ana, newStudent('ana'));

    await host.goto('/activities/new');
    await host.getByLabel('Activity Title *').fill('Tuesday study group');
    await host.getByLabel('Description *').fill('Past papers, then questions.');
    await host.getByLabel('Date and Time *').fill(inDays(2));
    await host.getByLabel('Location *').fill('Library, room 2');
    await host.getByLabel('Category *').selectOption('Academic');
    await host.getByLabel('Repeat').selectOption('Every week');
    // The start's weekday is chosen for the student; the number of dates is theirs to set.
    expect(await host.locator('.weekday input:checked').count()).toBe(1);
    await host.getByLabel('Number of dates').fill('5');
    await host.getByText(/^5 dates, the last on /).waitFor();
    await captureScreen(host, 'series-form');
    await host.getByRole('button', { name: 'Create Activity' }).tap();
    await host.waitForURL(/\/activities\/[a-f0-9]{24}$/);

    const dates = host.getByRole('region', { name: /Dates in this series/ });
    await dates.getByRole('heading', { name: 'Dates in this series (5)' }).waitFor();
    expect(await dates.getByRole('listitem').count()).toBe(5);
    await host.getByText('Weekly', { exact: true }).first().waitFor();
    await captureScreen(host, 'series-dates');

    await ana.goto(host.url());
    await ana.getByRole('button', { name: 'Join all in the series' }).click();
    await ana.getByRole('button', { name: 'Leave Activity' }).waitFor();
    const anaDates = ana.getByRole('region', { name: /Dates in this series/ });
    await anaDates.getByText('You’re in').nth(3).waitFor();
    expect(await ana.getByRole('button', { name: 'Join all in the series' }).count()).toBe(0);

    // The organizer cancels the third date and the ones after it, from the third date's page.
    await dates.getByRole('link').nth(2).tap();
    await host.waitForURL(/\/activities\/[a-f0-9]{24}$/);
    await host.getByRole('button', { name: 'Cancel activity' }).tap();
    const dialog = host.getByRole('dialog');
    await dialog.getByLabel('This and following dates').check();
    await dialog.getByRole('button', { name: 'Cancel activity' }).tap();
    await host.getByText('This activity is cancelled.').waitFor();
    await dates.getByText('Cancelled').nth(1).waitFor();
    expect(await dates.locator('.series-date.cancelled').count()).toBe(3);

    await ana.goto('/notifications');
    await ana
      .getByText('3 dates of Tuesday study group were cancelled')
      .waitFor({ timeout: 20_000 });
  });
});
