import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { captureScreen, launchBrowser, launchProfile, newPage } from '../support/browser';
import { newStudent, signUp } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Chromium's own verdict on installing the page's app: the ids of what stands in the way. */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  return installabilityErrors.map(({ errorId }) => errorId);
}

describe('the installable app', () => {
  it('when a student opens it, then Chromium finds it installable and after a reload the service worker serves the page; push is offered from settings', async () => {
    const page = await newPage(browser);
    await signUp(page, newStudent('pwa'));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // What Chromium's install prompt (and Lighthouse's former installable-manifest audit) checks.
    // A test browser's contexts are private windows, where Chromium installs nothing: the one
    // error left, and no other (manifest, icons, service worker, start URL all pass).
    expect(await installabilityErrors(page)).toEqual(['in-incognito']);
    const cdp = await page.context().newCDPSession(page);
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

  it('when opened in a browser profile of its own, then headless Chromium finds nothing against installing it, and the manifest has what installing shows', async () => {
    const profileDir = mkdtempSync(join(tmpdir(), 'peerconnect-install-'));
    const context = await launchProfile(profileDir);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(await installabilityErrors(page)).toEqual([]);

      const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
        icons: { src: string; sizes: string; type: string; purpose: string }[];
        [field: string]: unknown;
      };
      expect(manifest).toMatchObject({
        name: 'PeerConnect',
        short_name: 'PeerConnect',
        id: '/',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: '#4f46e5',
        background_color: '#f6f6fb',
      });
      expect(
        manifest.icons.map(({ sizes, type, purpose }) => `${sizes} ${type} ${purpose}`),
      ).toEqual(['192x192 image/png any', '512x512 image/png any', '512x512 image/png maskable']);
      for (const icon of manifest.icons) {
        const response = await page.request.get(icon.src);
        expect(response.headers()['content-type']).toBe('image/png');
        // A PNG's width and height are the first fields of its IHDR chunk, at bytes 16 and 20.
        const png = await response.body();
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
      }
      // The page's light theme colour is the manifest's, so the installed app's bar matches.
      expect(
        await page.locator('meta[name="theme-color"][media*="light"]').getAttribute('content'),
      ).toBe(manifest.theme_color);
    } finally {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    }
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
