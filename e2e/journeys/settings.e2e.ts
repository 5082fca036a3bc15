import type { Browser, Page } from 'playwright-core';
import { captureScreen, launchBrowser, newPhonePage } from '../support/browser';
import { newStudent, signUp } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Waits for the page's save of a setting to reach the server and come back saved. */
async function saved(page: Page, section: string, save: () => Promise<void>, path: string) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith(path) && response.request().method() === 'PUT',
  );
  await save();
  expect((await answered).status()).toBe(200);
  await page.getByRole('region', { name: section }).getByText('Saved').waitFor();
}

/** Reloads and waits for the server's settings, not a cached copy. */
async function reloaded(page: Page, path: string) {
  const read = page.waitForResponse(
    (response) => response.url().endsWith(path) && response.request().method() === 'GET',
  );
  await page.reload();
  expect((await read).status()).toBe(200);
}

describe('the settings page on a phone', () => {
  it('when a student opens Settings from the menu and changes read receipts and the reminder, then Saved shows and a reload reads them back from the server', async () => {
    const page = await newPhonePage(browser);
    await signUp(page, newStudent('set'));
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('link', { name: 'Settings' }).tap();
    await page.waitForURL('**/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    const receipts = page.getByRole('checkbox', { name: 'Read receipts' });
    await page.getByRole('checkbox', { name: 'Read receipts', disabled: false }).waitFor();
    expect(await receipts.isChecked()).toBe(true);
    await saved(page, 'Chat privacy', () => receipts.tap(), '/api/messages/settings');
    expect(await receipts.isChecked()).toBe(false);

    const reminder = page.getByLabel('Remind me before my activities start');
    await saved(
      page,
      'Reminders',
      async () => {
        await reminder.selectOption('No reminder');
      },
      '/api/users/me/notification-settings',
    );
    await captureScreen(page, 'settings');

    await reloaded(page, '/api/messages/settings');
    await page.getByRole('checkbox', { name: 'Read receipts', disabled: false }).waitFor();
    expect(await receipts.isChecked()).toBe(false);
    expect(await reminder.inputValue()).toBe('0');

    // The profile leads here too, and edits the profile only.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Settings' }).last().tap();
    await page.waitForURL('**/settings');
  });
});
