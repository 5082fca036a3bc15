/**
 * The browser's side of opening a long conversation: Debian's Chromium loads the built web app
 * from the API, signed in, at /messages/<other>, and the time is taken from navigation until the
 * newest message is on screen. Each load is a fresh context (no HTTP cache, no query cache).
 */
import { chromium } from 'playwright-core';

export interface ShownFigures {
  /** Milliseconds from navigation to the newest message visible, one per load. */
  times: number[];
  /** Message rows in the DOM a second after: what the virtual list renders of the whole history. */
  renderedRows: number;
}

export async function timeToShow(
  base: string,
  token: string,
  path: string,
  newestText: string,
  loads: number,
): Promise<ShownFigures> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const times: number[] = [];
    let renderedRows = 0;
    for (let load = 0; load < loads; load += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(token)})`);
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${base}${path}`);
      await page.getByText(newestText, { exact: true }).waitFor({ state: 'visible' });
      times.push(performance.now() - started);
      await page.waitForTimeout(1_000);
      renderedRows = await page.locator('.chat-message').count();
      await context.close();
    }
    return { times, renderedRows };
  } finally {
    await browser.close();
  }
}
