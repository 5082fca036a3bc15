import type { Browser } from 'playwright-core';
import { captureScreen, launchBrowser } from '../support/browser';
import {
  befriend,
  createActivity,
  leaveActivity,
  PATIENCE,
  studentOnPhone,
} from '../support/planning';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('planning together on phones', () => {
  it('when a student invites a friend, then the friend joins from the notification in one tap, and leaving asks first', async () => {
    const ada = await studentOnPhone(browser, 'ada');
    const ben = await studentOnPhone(browser, 'ben');
    await befriend(ada.page, ben.page);
    const title = `Algebra circle ${ada.student.username}`;
    const activityUrl = await createActivity(ada.page, title);

    await ada.page.getByRole('button', { name: 'Invite friends' }).click();
    const picker = ada.page.getByRole('dialog', { name: 'Invite friends' });
    await picker.getByLabel(ben.student.username).check(PATIENCE);
    await captureScreen(ada.page, 'invite-friends');
    await picker.getByRole('button', { name: 'Invite 1 friend' }).click();
    // The picker shows the invite's answer: Ben is invited, and cannot be asked twice.
    await picker.getByText('Invited 1 friend').waitFor(PATIENCE);
    await picker.getByText('Invited', { exact: true }).waitFor(PATIENCE);
    await picker.getByRole('button', { name: 'Close' }).click();

    await ben.page.goto('/notifications');
    const invite = ben.page.getByText(`${ada.student.username} invited you to ${title}`);
    await invite.waitFor(PATIENCE);
    await captureScreen(ben.page, 'notification-invite');
    await ben.page.getByRole('button', { name: `Join ${title}` }).click();
    await ben.page.waitForURL(activityUrl, PATIENCE);
    await ben.page.getByRole('button', { name: 'Leave Activity' }).waitFor(PATIENCE);

    await ada.page.reload();
    await ada.page.getByText(`${ben.student.username} is going`).waitFor(PATIENCE);
    // The activity's own line comes first; cards of other activities further down say theirs.
    await ada.page.getByText('1 going').first().waitFor(PATIENCE);

    await leaveActivity(ben.page);
    await ben.page.getByRole('button', { name: 'Join Activity' }).waitFor(PATIENCE);
    await captureScreen(ben.page, 'activity-left');
  });
});
