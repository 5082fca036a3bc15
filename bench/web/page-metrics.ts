/**
 * Unthrottled figures from inside the page: Largest Contentful Paint and Cumulative Layout Shift
 * from PerformanceObservers registered before the page's own scripts, and the JavaScript the page
 * fetched (compressed bytes on the wire) until the network went quiet.
 */
import { median as medianOf } from '@peerconnect/bench-kit';
import type { Page } from 'playwright-core';
import type { Browser } from './browser';

export interface PageMetrics {
  lcpMs: number;
  cls: number;
  jsGzipBytes: number;
}

interface Observed {
  lcp: number;
  cls: number;
}

declare global {
  interface Window {
    __benchObserved: Observed;
  }
}

// Runs in the page before any of its scripts (a string: tsx would otherwise rewrite it).
const OBSERVERS = `
  window.__benchObserved = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchObserved.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__benchObserved.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

const SETTLE_MS = 500;

async function measureOnce(page: Page, url: string): Promise<PageMetrics> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) =>
        new URL(entry.name).pathname.endsWith('.js'),
      ) as PerformanceResourceTiming[];
    return {
      lcpMs: window.__benchObserved.lcp,
      cls: window.__benchObserved.cls,
      jsGzipBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    };
  });
}

/** The web figures' median: of an even count, the upper of the two middle values. */
export const median = (values: number[]) => medianOf(values, 'upper');

/** The median of `runs` cold-cache loads (after one warm-up load that is not counted). */
export async function measurePage(
  browser: Browser,
  url: string,
  runs: number,
): Promise<PageMetrics> {
  const page = await browser.context.newPage();
  await page.addInitScript(OBSERVERS);
  try {
    await measureOnce(page, url);
    const results: PageMetrics[] = [];
    for (let run = 0; run < runs; run += 1) {
      await browser.clearCache();
      results.push(await measureOnce(page, url));
    }
    return {
      lcpMs: median(results.map((result) => result.lcpMs)),
      cls: Math.max(...results.map((result) => result.cls)),
      jsGzipBytes: median(results.map((result) => result.jsGzipBytes)),
    };
  } finally {
    await page.close();
  }
}
