/**
 * Lighthouse's performance category with its defaults (mobile form factor, simulated slow 4G and
 * a 4× CPU slowdown), run through the shared browser's DevTools port. Storage is kept so signed-in
 * pages stay signed in; the HTTP cache is cleared before each run so every run is a first visit.
 */
import lighthouse from 'lighthouse';
import type { Browser } from './browser';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The whole Lighthouse result (JSON), for looking into a figure. */
  json: string;
}

// Lighthouse's own advice for this occasional trace failure ("Please run Lighthouse again"): one
// failed run must not end a benchmark of several minutes.
const RETRIED_ERRORS = new Set(['NO_NAVSTART']);
const ATTEMPTS = 3;

async function runOnce(browser: Browser, url: string, attempt = 1): Promise<LighthouseFigures> {
  await browser.clearCache();
  const result = await lighthouse(url, {
    port: browser.debuggingPort,
    onlyCategories: ['performance'],
    disableStorageReset: true,
    logLevel: 'error',
    output: 'json',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError && RETRIED_ERRORS.has(lhr.runtimeError.code) && attempt < ATTEMPTS) {
    return runOnce(browser, url, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    json: JSON.stringify(lhr),
  };
}

/** The run with the median score of `runs` (Lighthouse's own advice for noisy machines). */
export async function lighthouseMedian(
  browser: Browser,
  url: string,
  runs: number,
): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runOnce(browser, url));
  results.sort((a, b) => a.score - b.score);
  return results[Math.floor(results.length / 2)]!;
}
