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

  it('when a student has opened a screen, then it opens again offline; screens never opened are not downloaded ahead', async () => {
    const page = await newPage(browser);
    const student = newStudent('offline');
    await signUp(page, student);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The worker caches the screens' files as they load, and those the first visit loaded
    // before it was there once it is active: the dashboard's code is among them.
    const cachedFiles = () =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const files: string[] = [];
        for (const name of names) {
          const keys = await (await caches.open(name)).keys();
          files.push(...keys.map((request) => `${name} ${new URL(request.url).pathname}`));
        }
        return files;
      });
    await page.waitForFunction(
      () =>
        caches
          .open('screens')
          .then((cache) => cache.keys())
          .then((keys) => keys.some((request) => /\/dashboard-page-/.test(request.url))),
      undefined,
      { timeout: 20_000 },
    );
    expect((await cachedFiles()).filter((file) => /settings-page-/.test(file))).toEqual([]);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: new RegExp(`Welcome.*${student.username}`) }).waitFor();
    await page.context().setOffline(false);
  });
});
