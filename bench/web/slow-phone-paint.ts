/**
 * How long a route stays blank on a slow phone, measured rather than simulated: Chromium loads it
 * under the throttling Lighthouse applies in its devtools mode (its slow 4G and 4× CPU slowdown),
 * and the page's own first-contentful-paint entry is read. Lighthouse's default, simulated FCP
 * charges a page for every high-priority request started before its first paint, including the
 * screen code a route fetches while its navbar is already drawn, so it is shown but not judged.
 */
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Page } from 'playwright-core';
import type { Browser } from './browser';
import { median } from './page-metrics';

const PHONE = throttling.mobileSlow4G;
const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

async function firstPaintOnce(browser: Browser, page: Page, url: string): Promise<number> {
  await browser.clearCache();
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  );
  const fcpMs = (await handle.jsonValue()) as number;
  await page.waitForLoadState('networkidle');
  return fcpMs;
}

export interface SlowPhonePaint {
  /** The median first contentful paint of the loads. */
  fcpMs: number;
  /** The latest one: how far a route's own loads spread. */
  slowestFcpMs: number;
}

/** The first contentful paint of `runs` cold loads under a slow phone's throttling. */
export async function slowPhoneFcp(
  browser: Browser,
  url: string,
  runs: number,
): Promise<SlowPhonePaint> {
  const page = await browser.context.newPage();
  try {
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.requestLatencyMs,
      downloadThroughput: bytesPerSecond(PHONE.downloadThroughputKbps),
      uploadThroughput: bytesPerSecond(PHONE.uploadThroughputKbps),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdownMultiplier });
    const paints: number[] = [];
    for (let run = 0; run < runs; run += 1) paints.push(await firstPaintOnce(browser, page, url));
    return { fcpMs: median(paints), slowestFcpMs: Math.max(...paints) };
  } finally {
    await page.close();
  }
}
