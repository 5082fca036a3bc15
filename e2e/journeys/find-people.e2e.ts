import type { Browser } from 'playwright-core';
import { captureScreen, launchBrowser } from '../support/browser';
import { PATIENCE, studentOnPhone } from '../support/planning';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('finding a classmate on a phone', () => {
  it('when a student searches a classmate by username, then the classmate is found and gets the request; a classmate who opts out is no longer found', async () => {
    const ada = await studentOnPhone(browser, 'ada');
    const ben = await studentOnPhone(browser, 'ben');

    await ada.page.goto('/friends?tab=add');
    await ada.page.getByLabel('Search by username, interest or major').fill(ben.student.username);
    const results = ada.page.getByRole('list', { name: 'Find people' });
    await results.getByText(ben.student.username, { exact: true }).waitFor(PATIENCE);
    await captureScreen(ada.page, 'people-search');
    await results.getByRole('button', { name: `Add Friend ${ben.student.username}` }).click();
    // The row keeps the request's own answer: no refetch to wait for, no reset after 3 s.
    await results
      .getByRole('button', { name: `Request Sent ${ben.student.username}` })
      .waitFor(PATIENCE);

    await ben.page.goto('/friends?tab=requests');
    await ben.page.getByRole('tab', { name: /Friend Requests \(1\)/ }).waitFor(PATIENCE);
    await ben.page.getByText(ada.student.username).waitFor(PATIENCE);

    await ben.page.goto('/settings');
    const searchable = ben.page.getByRole('switch', { name: /Find me by search/ });
    // The setting brings its own styles: opened directly, its hint still sits under the title.
    const hint = ben.page.getByText('Other students can find you by username');
    expect(await hint.evaluate((element) => getComputedStyle(element).display)).toBe('block');
    await searchable.uncheck();
    await ben.page.getByText('Saved').waitFor(PATIENCE);
    await captureScreen(ben.page, 'searchable-setting');

    await ada.page.getByLabel('Search by username, interest or major').fill('');
    await ada.page.reload();
    await ada.page.getByLabel('Search by username, interest or major').fill(ben.student.username);
    await ada.page.getByText('Nobody matches this search').waitFor(PATIENCE);
  });
});
