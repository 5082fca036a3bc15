import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('theme', () => {
  it('when a student switches the theme, then the choice survives a reload', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    const startedDark = await isDark(page);
    const toggle = page.getByRole('button', {
      name: startedDark ? 'Switch to light mode' : 'Switch to dark mode',
    });
    await toggle.first().click();
    expect(await isDark(page)).toBe(!startedDark);

    await page.reload();
    expect(await isDark(page)).toBe(!startedDark);
    await page
      .getByRole('button', { name: startedDark ? 'Switch to dark mode' : 'Switch to light mode' })
      .first()
      .waitFor();
  });

  it('when nothing is saved and the system prefers dark, then the first paint is already dark', async () => {
    const context = await browser.newContext({
      colorScheme: 'dark',
      baseURL: process.env.E2E_BASE_URL,
    });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await isDark(page)).toBe(true);
    await context.close();
  });
});
