/**
 * What a browser loads on a student's first visit to each route: every script and stylesheet
 * response until the network is idle (lazy chunks the first render asks for included), as bytes on
 * the wire to a browser that accepts only gzip (a tiny file the build left uncompressed comes as it
 * is), and index.html's inline scripts, gzipped. The service worker is blocked: its precache
 * fetches the app shell in the background, which no screen waits for. Each route in a fresh
 * browser context (an empty HTTP cache); signed-in routes with the storage the login screen left.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Response } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, signIn } from './browser';

export interface BenchRoute {
  name: string;
  path: string;
  signedIn: boolean;
}

export interface LoadedFile {
  file: string;
  gzipBytes: number;
}

export interface FirstLoad {
  route: string;
  files: LoadedFile[];
  totalGzipBytes: number;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const LOADED_TYPES = new Set(['script', 'stylesheet']);
const SETTLE_MS = 500;

async function loadedFile(response: Response): Promise<LoadedFile> {
  return {
    file: new URL(response.url()).pathname.slice(1),
    gzipBytes: (await response.request().sizes()).responseBodySize,
  };
}

/** The inline scripts of the page's HTML, which run before any file it loads. */
async function inlineScripts(html: Response): Promise<LoadedFile[]> {
  const tags = (await html.text()).matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g);
  return [...tags].map(([, body], index) => ({
    file: `index.html, inline script ${index + 1}`,
    gzipBytes: gzipSync(body!).length,
  }));
}

async function firstLoad(
  context: BrowserContext,
  baseUrl: string,
  route: BenchRoute,
): Promise<FirstLoad> {
  const page = await context.newPage();
  const loaded: Promise<LoadedFile>[] = [];
  const onResponse = (response: Response) => {
    if (LOADED_TYPES.has(response.request().resourceType())) loaded.push(loadedFile(response));
  };
  page.on('response', onResponse);
  const html = await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'networkidle' });
  if (!html?.ok()) throw new Error(`GET ${route.path}: ${html?.status()}`);
  // On a busy machine the network can go quiet before the screen asks for its own files.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(SETTLE_MS);
  page.off('response', onResponse);
  const files = [...(await inlineScripts(html)), ...(await Promise.all(loaded))].sort(
    (a, b) => b.gzipBytes - a.gzipBytes,
  );
  await page.close();
  const totalGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { route: route.name, files, totalGzipBytes };
}

/** Each route's first load from `baseUrl`, signing `student` in for the routes that need it. */
export async function firstLoads(
  baseUrl: string,
  routes: BenchRoute[],
  student: { email: string; password: string },
): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const freshContext = (storageState?: StorageState) =>
    browser.newContext({
      serviceWorkers: 'block',
      storageState,
      extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
    });
  try {
    const signedIn = await freshContext();
    await signIn(await signedIn.newPage(), baseUrl, student);
    const storage = await signedIn.storageState();
    await signedIn.close();
    const loads: FirstLoad[] = [];
    for (const route of routes) {
      const context = await freshContext(route.signedIn ? storage : undefined);
      loads.push(await firstLoad(context, baseUrl, route));
      await context.close();
    }
    return loads;
  } finally {
    await browser.close();
  }
}
