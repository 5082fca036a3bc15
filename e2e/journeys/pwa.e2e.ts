import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startApp, stopApp } from '../support/app-server';
import { captureScreen, launchBrowser, launchProfile, newPage } from '../support/browser';
import { newStudent, signUp } from '../support/students';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface OpenPage {
  /** Set on the page by the test: a load of the page forgets it. */
  openedBefore?: boolean;
  /** The worker that controlled the page when the test started. */
  firstWorker?: ServiceWorker | null;
}

/** Whether the page has not been loaded again since the test marked it. */
const stillOpen = (page: Page) =>
  page
    .evaluate(() => (window as OpenPage).openedBefore === true)
    // A page being loaded again has no script context to ask.
    .catch(() => false);

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited 10 s for ${what}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** The service worker's notes of the screens' files it cached (workbox-expiration's database). */
const cachedAt = (page: Page) =>
  page.evaluate(async () => {
    // Opening a database that is not there would create it empty, under the worker's feet.
    const databases = await indexedDB.databases();
    if (!databases.some(({ name }) => name === 'workbox-expiration')) return [];
    return new Promise<{ url: string; timestamp: number }[]>((resolve, reject) => {
      const database = indexedDB.open('workbox-expiration');
      database.onerror = () => reject(database.error);
      database.onsuccess = () => {
        const entries = database.result
          .transaction('cache-entries')
          .objectStore('cache-entries')
          .getAll();
        entries.onerror = () => reject(entries.error);
        entries.onsuccess = () => {
          database.result.close();
          resolve(entries.result as { url: string; timestamp: number }[]);
        };
      };
    });
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

  it('when a student opens a screen, then every script file it runs opens with the compile hint, from the network and again from the service worker', async () => {
    const page = await newPage(browser);
    const scripts: Promise<{ file: string; fromWorker: boolean; hinted: boolean }>[] = [];
    page.on('response', (response) => {
      const file = /\/static\/js\/(.*\.js)$/.exec(response.url())?.[1];
      if (!file) return;
      scripts.push(
        response.text().then((text) => ({
          file,
          fromWorker: response.fromServiceWorker(),
          // apps/web/compile-hints.ts: Chromium compiles such a file while it downloads.
          hinted: text.startsWith('//# allFunctionsCalledOnLoad\n'),
        })),
      );
    });
    await signUp(page, newStudent('hints'));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Read before the reload, which drops the first load's bodies.
    const firstLoad = await Promise.all(scripts.splice(0));
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();

    const loaded = [...firstLoad, ...(await Promise.all(scripts))];
    expect(loaded.some(({ fromWorker }) => fromWorker)).toBe(true);
    expect(loaded.some(({ fromWorker }) => !fromWorker)).toBe(true);
    expect(loaded.filter(({ hinted }) => !hinted).map(({ file }) => file)).toEqual([]);
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

  it('when a student has opened a screen, then it opens again offline, opening it again writes nothing to the worker’s database, and screens never opened are not downloaded ahead', async () => {
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

    // The worker notes when it cached each file, so that a new version's files push out the
    // oldest; using a cached file writes nothing, so a page load costs no database writes.
    await until(
      async () => (await cachedAt(page)).some(({ url }) => /\/dashboard-page-.*\.js$/.test(url)),
      'the cached files noted',
    );
    const notedBefore = await cachedAt(page);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: new RegExp(`Welcome.*${student.username}`) }).waitFor();
    const notedAfter = new Map(
      (await cachedAt(page)).map(({ url, timestamp }) => [url, timestamp]),
    );
    expect(notedBefore.filter(({ url, timestamp }) => notedAfter.get(url) !== timestamp)).toEqual(
      [],
    );

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: new RegExp(`Welcome.*${student.username}`) }).waitFor();
    await page.context().setOffline(false);
  });
  it.each([
    ['a page loaded under the worker', true],
    ['the first visit, before there was a worker', false],
  ])(
    'when a new version is published while a student has the app open (%s), then it takes over at once and their next move inside the app loads it',
    async (_, loadedUnderWorker) => {
      // An app of its own, serving a copy of the build whose service worker can change.
      const webDir = mkdtempSync(join(tmpdir(), 'peerconnect-web-'));
      cpSync(resolve(__dirname, '..', '..', 'apps', 'web', 'dist'), webDir, { recursive: true });
      const app = await startApp({ env: () => Promise.resolve({ WEB_DIST_DIR: webDir }) });
      try {
        const page = await newPage(browser, app.baseUrl);
        await page.goto('/login');
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        if (loadedUnderWorker) await page.reload();
        // A first visit's page is taken over by the worker as it starts (clients.claim).
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        await page.evaluate(() => {
          Object.assign(window as OpenPage, {
            openedBefore: true,
            firstWorker: navigator.serviceWorker.controller,
          });
        });
        // With no new version, moving inside the app loads nothing.
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
        expect(await stillOpen(page)).toBe(true);

        appendFileSync(join(webDir, 'sw.js'), '\n// the next version\n');
        await page.evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update();
        });
        await until(
          () =>
            page.evaluate(
              () => navigator.serviceWorker.controller !== (window as OpenPage).firstWorker,
            ),
          'the new version to take over',
        );
        // It took over without reloading the page the student is on.
        await page.waitForTimeout(500);
        expect(await stillOpen(page)).toBe(true);

        await page.goBack();
        await until(async () => !(await stillOpen(page)), 'the page to load again');
        await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
        const registration = await page.evaluate(async () => {
          const current = await navigator.serviceWorker.getRegistration();
          return { waiting: current?.waiting != null, active: current?.active?.state };
        });
        expect(registration).toEqual({ waiting: false, active: 'activated' });
        await page.context().close();
      } finally {
        await stopApp(app.pid);
        rmSync(webDir, { recursive: true, force: true });
      }
    },
  );
});
