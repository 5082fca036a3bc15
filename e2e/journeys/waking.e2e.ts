import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { captureScreen, launchBrowser, newPage, screenshotDir } from '../support/browser';
import { startDelayingProxy, type DelayingProxy } from '../support/delaying-proxy';
import { newStudent, signUp } from '../support/students';

const WAKING = 'Server is waking up... This may take up to 30 seconds.';
const API_BOOT_MS = 10_000;

/** The notice as it shows, light, dark and phone-wide, while the API is still held. */
async function shootNotice(page: Page): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const shot = (name: string) =>
    page.screenshot({ path: join(screenshotDir, `waking-dashboard-${name}.png`) });
  await shot('light');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await shot('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('phone');
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1280, height: 800 });
}

let browser: Browser;
let proxy: DelayingProxy;
beforeAll(async () => {
  browser = await launchBrowser();
  proxy = await startDelayingProxy(process.env.E2E_BASE_URL ?? '');
});
afterAll(async () => {
  await browser.close();
  await proxy.close();
});

describe('a returning student while the server wakes', () => {
  it('when the API is held back 10 s, then /dashboard says the server is waking, then shows the data by itself', async () => {
    const page = await newPage(browser, proxy.url);
    await signUp(page, newStudent('waking'));
    await page.getByText("You haven't joined any activities yet.").waitFor();

    // The student comes back later: the server has fallen asleep and takes 10 s to answer.
    proxy.holdApi(API_BOOT_MS);
    const opened = Date.now();
    await page.goto('/dashboard');
    const notice = page.getByRole('status').filter({ hasText: WAKING });
    await notice.waitFor({ timeout: API_BOOT_MS });
    expect(Date.now() - opened).toBeLessThan(API_BOOT_MS);
    await shootNotice(page);

    await page.getByText("You haven't joined any activities yet.").waitFor({ timeout: 30_000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(API_BOOT_MS - 500);
    await notice.waitFor({ state: 'detached', timeout: 5_000 });
    await captureScreen(page, 'waking-dashboard-after');
  });
});
