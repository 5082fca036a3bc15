import type { Browser } from 'playwright-core';
import { captureScreen, launchBrowser, newPage } from '../support/browser';
import { newStudent, signUp } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the installable app', () => {
  it('when a student opens it, then Chromium finds it installable and after a reload the service worker serves the page; push is offered from settings', async () => {
    const page = await newPage(browser);
    await signUp(page, newStudent('pwa'));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // What Chromium's install prompt (and Lighthouse's former installable-manifest audit) checks.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A test browser's contexts are private windows, where Chromium installs nothing: the one
    // error left, and no other (manifest, icons, service worker, start URL all pass).
    expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual(['in-incognito']);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);

    // Headless Chromium refuses push subscriptions; the setting shows this device's state and
    // asks nothing until the student clicks.
    await page.goto('/settings');
    const toggle = page.getByRole('button', { name: 'Turn on notifications' });
    await toggle.waitFor();
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await captureScreen(page, 'push-setting');
  });
});
