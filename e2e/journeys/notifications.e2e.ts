import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { captureScreen, launchBrowser, newPage, screenshotDir } from '../support/browser';
import { inDays } from '../support/fixtures';
import { newStudent, signUp } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const bell = (page: Page, unread?: number) =>
  page.getByRole('button', {
    name: unread ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  });

describe('notifications end to end', () => {
  it('when B asks A to be friends, A accepts and the organizer moves an activity, then each hears it live in the bell', async () => {
    const ada = newStudent('ada');
    const ben = newStudent('ben');
    const adaPage = await newPage(browser);
    const benPage = await newPage(browser);
    await signUp(adaPage, ada);
    await signUp(benPage, ben);
    await bell(adaPage).waitFor();

    // B sends A a request: A's bell counts up without a reload.
    await benPage.goto('/friends');
    await benPage.getByRole('tab', { name: /Add New Friend/ }).click();
    await benPage.getByLabel('Email', { exact: true }).fill(ada.email);
    await benPage.getByRole('button', { name: 'Send Friend Request' }).click();
    await benPage.getByText('Friend request sent successfully!').waitFor();
    await bell(adaPage, 1).waitFor();

    // The panel: the sentence, the time, unread marked; opening it reads it and leads to /friends.
    await bell(adaPage, 1).click();
    const panel = adaPage.getByRole('region', { name: 'Notifications' });
    await panel.getByText(`${ben.username} sent you a friend request`).waitFor();
    await panel.getByText('just now').waitFor();
    await captureScreen(adaPage, 'notifications-panel');
    await panel.getByRole('link', { name: new RegExp(`${ben.username} sent you`) }).click();
    await adaPage.waitForURL('**/friends');
    await bell(adaPage).waitFor();
    await adaPage.getByRole('tab', { name: /Friend Requests \(1\)/ }).click();
    await adaPage.getByRole('button', { name: `Accept ${ben.username}` }).click();
    await adaPage.getByText('Friend request accepted!').waitFor();

    // B is told, live.
    await bell(benPage, 1).waitFor();

    // The organizer moves an activity B joined: B reads 'moved from … to …'.
    await adaPage.goto('/activities/new');
    await adaPage.getByLabel('Activity Title *').fill(`Board games ${ada.username}`);
    await adaPage.getByLabel('Description *').fill('Catan and tea.');
    await adaPage.getByLabel('Date and Time *').fill(inDays(2));
    await adaPage.getByLabel('Location *').fill('Union room 3');
    await adaPage.getByLabel('Category *').selectOption('Social');
    await adaPage.getByRole('button', { name: 'Create Activity' }).click();
    await adaPage.waitForURL(/\/activities\/[a-f0-9]{24}$/);
    const activityUrl = adaPage.url();
    await benPage.goto(activityUrl);
    await benPage.getByRole('button', { name: 'Join Activity' }).click();
    await benPage.getByRole('button', { name: 'Leave Activity' }).waitFor();
    await bell(adaPage, 1).waitFor();

    await adaPage.goto(activityUrl.replace('/activities/', '/activities/edit/'));
    await adaPage.getByLabel('Date and Time *').fill(inDays(3));
    // Left empty, the end keeps the activity's length from the new start.
    await adaPage.getByLabel('Ends').fill('');
    await adaPage.getByLabel('Location *').fill('Library, group room 4');
    await adaPage.getByRole('button', { name: 'Save Changes' }).click();
    await adaPage.waitForURL(activityUrl);
    await bell(benPage, 2).waitFor();

    await benPage.goto('/notifications');
    const moved = benPage.getByText(
      /Board games .+ moved from .+ at Union room 3 to .+ at Library, group room 4/,
    );
    await moved.waitFor();
    await benPage.getByText(`${ada.username} accepted your friend request`).waitFor();
    await captureScreen(benPage, 'notifications-page');

    // At 360 px nothing sticks out sideways.
    await benPage.setViewportSize({ width: 360, height: 780 });
    const overflow = await benPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await benPage.screenshot({
      path: join(screenshotDir, 'notifications-page-360.png'),
      fullPage: true,
    });

    await benPage.getByRole('button', { name: 'Mark all as read' }).click();
    await bell(benPage).waitFor();
  });

  it('when a student turns friend requests off in the app, then a request reaches the friends page but not the bell', async () => {
    const ada = newStudent('quiet');
    const ben = newStudent('asker');
    const adaPage = await newPage(browser);
    const benPage = await newPage(browser);
    await signUp(adaPage, ada);
    await signUp(benPage, ben);

    await adaPage.goto('/settings');
    const inApp = adaPage.getByRole('checkbox', {
      name: 'Friend requests: in the app',
      exact: true,
    });
    await inApp.uncheck();
    await adaPage.getByLabel('Remind me before my activities start').selectOption('2 hours before');
    await captureScreen(adaPage, 'notification-settings');
    await adaPage.reload();
    expect(await inApp.isChecked()).toBe(false);
    await expectReminder(adaPage, '2 hours before');

    await benPage.goto('/friends');
    await benPage.getByRole('tab', { name: /Add New Friend/ }).click();
    await benPage.getByLabel('Email', { exact: true }).fill(ada.email);
    await benPage.getByRole('button', { name: 'Send Friend Request' }).click();
    await benPage.getByText('Friend request sent successfully!').waitFor();
    await adaPage.goto('/friends');
    await adaPage.getByRole('tab', { name: /Friend Requests \(1\)/ }).waitFor();
    await bell(adaPage).waitFor();
  });
});

async function expectReminder(page: Page, label: string): Promise<void> {
  const shown = await page
    .getByLabel('Remind me before my activities start')
    .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent);
  expect(shown).toBe(label);
}
