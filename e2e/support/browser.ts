import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

const requireFromHere = createRequire(__filename);
const axeSource = readFileSync(requireFromHere.resolve('axe-core/axe.min.js'), 'utf8');
export const screenshotDir = resolve(__dirname, '..', 'artifacts', 'screenshots');
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the app');
  return url;
}

const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
  ],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumOptions);
}

/**
 * Chromium with a profile of its own in `userDataDir`, not a private window: what installing an
 * app needs (private windows install nothing).
 */
export function launchProfile(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    ...chromiumOptions,
    baseURL: baseUrl(),
    viewport: desktop,
  });
}

/** A fresh, signed-out browser context (its own storage) on a desktop-sized page; `options` adds to it. */
export async function newPage(
  browser: Browser,
  appUrl = baseUrl(),
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: appUrl, viewport: desktop, ...options });
  return context.newPage();
}

/** The same on a phone: its width, a touch screen and no hover. */
export async function newPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: phone,
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; serious and critical violations fail the journey. */
async function assertAccessible(page: Page, label: string): Promise<void> {
  const violations = await page.evaluate(async (source: string) => {
    if (!('axe' in window)) new Function(source)();
    const axe = (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  }, axeSource);
  const blocking = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (blocking.length > 0) {
    const details = blocking.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    throw new Error(`Accessibility violations on ${label}:\n${details.join('\n')}`);
  }
}

/** Nothing wider than the screen: a phone would scroll the whole page sideways. */
async function assertFitsWidth(page: Page, label: string): Promise<void> {
  const overflowing = await page.evaluate(() => {
    const { clientWidth, scrollWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return null;
    // What sticks out, for the message (fixed elements, like the cursor effect, never scroll).
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > clientWidth + 0.5)
      .filter((element) => getComputedStyle(element).position !== 'fixed')
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
  if (overflowing)
    throw new Error(`Wider than the screen on ${label}: ${overflowing.slice(0, 5).join(', ')}`);
}

async function setTheme(page: Page, dark: boolean): Promise<void> {
  await page.evaluate(
    (isDark: boolean) => document.documentElement.classList.toggle('dark', isDark),
    dark,
  );
  await page.waitForTimeout(150);
}

/**
 * Records a screen: screenshots in light and dark mode and at phone width, an axe-core check in
 * each, and at phone width a check that nothing sticks out sideways. The page's own theme is
 * restored afterwards.
 */
export async function captureScreen(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.waitForLoadState('networkidle');
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  for (const dark of [false, true]) {
    await setTheme(page, dark);
    const theme = dark ? 'dark' : 'light';
    await page.screenshot({ path: join(screenshotDir, `${name}-${theme}.png`), fullPage: true });
    await assertAccessible(page, `${name} (${theme})`);
  }
  const size = page.viewportSize() ?? desktop;
  await page.setViewportSize(phone);
  await setTheme(page, wasDark);
  await page.screenshot({ path: join(screenshotDir, `${name}-phone.png`), fullPage: true });
  await assertAccessible(page, `${name} (phone)`);
  await assertFitsWidth(page, `${name} (phone)`);
  await page.setViewportSize(size);
}
