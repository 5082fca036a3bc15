/**
 * pnpm bench (or pnpm --filter @peerconnect/benchmarks bench:web): what a student's browser
 * downloads and waits for. Starts the real app and measures each route in Debian's Chromium: the
 * scripts and stylesheets of a first visit, gzipped (first-load.ts), LCP and CLS unthrottled, the
 * first paint under a slow phone's throttling, then Lighthouse with its default mobile throttling.
 * Every route is measured through the HTTPS + HTTP/2 front that stands for Render's Cloudflare edge
 * (the guards' figures), then straight from the app's HTTP/1.1 server.
 * Prints the table and writes the "Web" section of docs/benchmarks.md.
 *
 *   --runs N              loads per route, unthrottled and on a slow phone (median; default 5)
 *   --lighthouse-runs N   Lighthouse runs per route (the median score's run; default 5)
 *   --lighthouse-json DIR writes each route's median Lighthouse result there (<route>-h2.json,
 *                         <route>-http1.1.json)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadAverage, machineLine } from '@peerconnect/bench-kit';
import { launchBrowser, signIn } from './browser';
import { startApp } from './app-server';
import { startEdge } from './edge';
import { firstLoads, type BenchRoute } from './first-load';
import { lighthouseMedian, type LighthouseFigures } from './lighthouse-run';
import { measurePage, type PageMetrics } from './page-metrics';
import { startReferencePage } from './reference-page';
import { slowPhoneFcp } from './slow-phone-paint';
import { formatReport, writeWebSection, type Protocol, type RouteResult } from './report';
import { API_DIR, REPORT_FILE } from '../repo';

const ROUTES: BenchRoute[] = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'activities', path: '/activities', signedIn: true },
];

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'lighthouse-runs': { type: 'string', default: '5' },
    'lighthouse-json': { type: 'string' },
  },
});

async function main(): Promise<void> {
  const loadAtStart = `load average ${loadAverage()}`;
  const app = await startApp(API_DIR);
  const edge = await startEdge(app.baseUrl);
  const browser = await launchBrowser([edge.spkiSha256]);
  const fronts: { protocol: Protocol; baseUrl: string }[] = [
    { protocol: 'HTTP/2', baseUrl: edge.baseUrl },
    { protocol: 'HTTP/1.1', baseUrl: app.baseUrl },
  ];
  const results: RouteResult[] = [];
  let reference: PageMetrics;
  try {
    const loads = await firstLoads(app.baseUrl, ROUTES, app.student);
    const referencePage = await startReferencePage();
    reference = await measurePage(browser, referencePage.url, Number(options.runs));
    await referencePage.stop();
    console.log(`static HTML reference: LCP ${Math.round(reference.lcpMs)} ms`);
    const measure = async (route: BenchRoute, { protocol, baseUrl }: (typeof fronts)[number]) => {
      const url = `${baseUrl}${route.path}`;
      const page: PageMetrics = await measurePage(browser, url, Number(options.runs));
      const audit: LighthouseFigures = await lighthouseMedian(
        browser,
        url,
        Number(options['lighthouse-runs']),
      );
      const slowPhone = await slowPhoneFcp(browser, url, Number(options.runs));
      const firstLoad = loads.find((load) => load.route === route.name)!;
      results.push({ route, protocol, firstLoad, page, slowPhone, lighthouse: audit });
      const jsonDir = options['lighthouse-json'];
      if (jsonDir) {
        mkdirSync(jsonDir, { recursive: true });
        const file = `${route.name}-${protocol === 'HTTP/2' ? 'h2' : 'http1.1'}.json`;
        writeFileSync(join(jsonDir, file), audit.json);
      }
      console.log(
        `${route.name} over ${protocol}: ${(firstLoad.totalGzipBytes / 1024).toFixed(1)} KB, LCP ${Math.round(page.lcpMs)} ms, slow phone FCP ${Math.round(slowPhone.fcpMs)} ms, Lighthouse ${audit.score}, LCP ${Math.round(audit.lcpMs)} ms (load average ${loadAverage()})`,
      );
    };
    // Visitors first, then the same browser signs in (storage is per origin: once per front).
    for (const front of fronts) {
      for (const route of ROUTES.filter((candidate) => !candidate.signedIn)) {
        await measure(route, front);
      }
      const loginPage = await browser.context.newPage();
      await signIn(loginPage, front.baseUrl, app.student);
      await loginPage.close();
      for (const route of ROUTES.filter((candidate) => candidate.signedIn)) {
        await measure(route, front);
      }
    }
  } finally {
    await browser.close();
    await edge.stop();
    await app.stop();
  }
  const report = formatReport(results, {
    machine: machineLine(),
    loadAtStart,
    runs: Number(options.runs),
    referenceLcpMs: reference.lcpMs,
    lighthouseRuns: Number(options['lighthouse-runs']),
  });
  console.log(`\n${report}`);
  writeWebSection(REPORT_FILE, report);
  console.log(`\nwritten to ${REPORT_FILE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
