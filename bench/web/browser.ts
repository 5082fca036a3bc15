/**
 * One headless Chromium (Debian's) for the whole run, with a persistent profile so the tabs that
 * Lighthouse opens through the DevTools port share the signed-in student's localStorage. It trusts
 * the edge's throwaway certificate (by its key's fingerprint) and no other invalid one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@peerconnect/bench-kit';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export interface Browser {
  context: BrowserContext;
  debuggingPort: number;
  clearCache(): Promise<void>;
  close(): Promise<void>;
}

export async function launchBrowser(edgeSpkiSha256: string[]): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'peerconnect-web-bench-profile-'));
  const debuggingPort = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${debuggingPort}`,
      `--ignore-certificate-errors-spki-list=${edgeSpkiSha256.join(',')}`,
    ],
  });
  const controlPage = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(controlPage);
  return {
    context,
    debuggingPort,
    // Every measured load is a first visit's: nothing from the HTTP cache, storage kept.
    clearCache: async () => {
      await cdp.send('Network.clearBrowserCache');
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs in through the login screen, so storage holds exactly what the app itself keeps. */
export async function signIn(
  page: Page,
  baseUrl: string,
  student: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}
