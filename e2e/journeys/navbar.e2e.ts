import type { Browser, Page } from 'playwright-core';
import { captureScreen, launchBrowser, newPage } from '../support/browser';
import { newStudent, signUp } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The vertical middle of an element, to tell which row of the bar it sits in. */
async function middleOf(page: Page, name: string): Promise<number> {
  const box = await page.getByRole('button', { name }).first().boundingBox();
  if (!box) throw new Error(`${name} is not on screen`);
  return box.y + box.height / 2;
}

describe('navbar', () => {
  it('when a student with the longest name is signed in on a 1280 px screen, then the bar keeps one row', async () => {
    const student = newStudent('averyverylongname');
    expect(student.username).toHaveLength(20);
    const page = await newPage(browser);
    await signUp(page, student);
    const profile = page.getByRole('link', { name: student.username });
    await expect(profile.getAttribute('title')).resolves.toBe(student.username);

    const logout = await middleOf(page, 'Logout');
    // The bell and the theme button stay beside Logout, not on a row below it.
    expect(Math.abs((await middleOf(page, 'Notifications')) - logout)).toBeLessThan(4);
    expect(Math.abs((await middleOf(page, 'Switch to dark mode')) - logout)).toBeLessThan(4);
    // The name gives way instead: it ends in an ellipsis, and its whole is the link's title.
    const cut = await page
      .locator('.nav-user-name')
      .evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(true);
    await captureScreen(page, 'navbar-long-name');
    await page.context().close();
  });

  it('when a student is signed in on a 1024 px screen, then the sections show their icons, the bar keeps one row and the suggested people are cards in a grid', async () => {
    // Another student first, so the dashboard suggests someone.
    const other = await newPage(browser);
    await signUp(other, newStudent('neighbour'));
    await other.context().close();
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1024, height: 768 });
    await signUp(page, newStudent('narrow'));
    const logout = await middleOf(page, 'Logout');
    expect(Math.abs((await middleOf(page, 'Switch to dark mode')) - logout)).toBeLessThan(4);
    const friends = page.locator('.nav-sections').getByRole('link', { name: 'Friends' });
    // The icon alone, the name kept for screen readers and on hover.
    await friends.locator('svg').waitFor();
    const box = await friends.boundingBox();
    expect(Math.abs(box!.y + box!.height / 2 - logout)).toBeLessThan(4);
    expect(box!.width).toBeLessThan(60);
    await expect(friends.getAttribute('title')).resolves.toBe('Friends');
    // The people styles come with the dashboard's suggestions too: cards in a grid, no bullets.
    const suggestions = page.locator('.suggestions');
    await suggestions.waitFor();
    await expect(
      suggestions.evaluate((list) => [
        getComputedStyle(list).display,
        getComputedStyle(list).listStyleType,
      ]),
    ).resolves.toEqual(['grid', 'none']);
    await captureScreen(page, 'navbar-narrow-desktop');
    await page.context().close();
  });
});
