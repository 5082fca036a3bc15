/** The Web section of docs/benchmarks.md: figures per route against the web's guards. */
import { ms, table, today, writeReportSection } from '@peerconnect/bench-kit';
import type { BenchRoute, FirstLoad } from './first-load';
import type { LighthouseFigures } from './lighthouse-run';
import type { PageMetrics } from './page-metrics';
import type { SlowPhonePaint } from './slow-phone-paint';

/** How the browser reached the app: through the edge's stand-in, or straight from the app. */
export type Protocol = 'HTTP/2' | 'HTTP/1.1';

export interface RouteResult {
  route: BenchRoute;
  protocol: Protocol;
  firstLoad: FirstLoad;
  page: PageMetrics;
  slowPhone: SlowPhonePaint;
  lighthouse: LighthouseFigures;
}

/** Issue 45's guards, judged on the HTTP/2 rows (what students get). */
const GUARDS = {
  /** Lighthouse performance (mobile, simulated throttling), every route. */
  lighthouseScore: 95,
  /** The landing page's first load, gzipped: every script and stylesheet (first-load.ts). */
  landingFirstLoadKb: 130,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function figuresRow({
  route,
  protocol,
  firstLoad,
  page,
  slowPhone,
  lighthouse,
}: RouteResult): string[] {
  const check = (ok: boolean) => (protocol === 'HTTP/2' && !ok ? ' ✗' : '');
  const landing = route.path === '/';
  return [
    route.path,
    protocol,
    `${kb(firstLoad.totalGzipBytes)}${landing ? check(firstLoad.totalGzipBytes <= GUARDS.landingFirstLoadKb * 1024) : ''}`,
    kb(page.jsGzipBytes),
    ms(page.lcpMs),
    page.cls.toFixed(3),
    `${ms(slowPhone.fcpMs)} (≤ ${ms(slowPhone.slowestFcpMs)})`,
    `${lighthouse.score}${check(lighthouse.score >= GUARDS.lighthouseScore)}`,
    ms(lighthouse.fcpMs),
    ms(lighthouse.lcpMs),
    ms(lighthouse.tbtMs),
    lighthouse.cls.toFixed(3),
  ];
}

/** A route's file count, its three largest files and what the rest weigh together. */
function firstLoadLines({ route, firstLoad }: RouteResult): string {
  const bySize = [...firstLoad.files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const largest = bySize
    .slice(0, 3)
    .map((file) => `${file.file.replace(/^static\/(js|assets)\//, '')} ${kb(file.gzipBytes)}`);
  const rest = bySize.slice(3);
  const restBytes = rest.reduce((sum, file) => sum + file.gzipBytes, 0);
  return `- ${route.path} (${firstLoad.files.length} files): ${largest.join(', ')}, and ${rest.length} more (${kb(restBytes)})`;
}

export function formatReport(
  results: RouteResult[],
  run: {
    machine: string;
    loadAtStart: string;
    runs: number;
    lighthouseRuns: number;
    referenceLcpMs: number;
  },
): string {
  const served = (protocol: Protocol) => results.filter((result) => result.protocol === protocol);
  return [
    `**Guard:** Lighthouse (mobile, simulated throttling) performance ≥ ${GUARDS.lighthouseScore} on every route below, and the landing page's (/) first load ≤ ${GUARDS.landingFirstLoadKb} KB gzipped (every script and stylesheet, the service worker's precache excluded), judged on the HTTP/2 rows (✗ marks a miss). **Rerun:** ${'`pnpm --filter @peerconnect/benchmarks bench:web`'} (needs ${'`openssl`'} and /usr/bin/chromium).`,
    '',
    `**Measured** on ${today()}: ${run.machine} (${run.loadAtStart} when it started). **Data:** a student, four peers sharing their interests and 32 activities (3 joined), seeded over HTTP. **Method:** the built API (NODE_ENV=production) serves the built web app on localhost (its chunks brotli-compressed as built) to Debian's Chromium ${'`--headless --no-sandbox --disable-gpu --disable-background-networking`'}; every load starts with an empty HTTP cache; signed-in routes after signing in through the login screen. Each route is loaded through a stand-in for the HTTPS + HTTP/2 edge students reach the app by (Render's Cloudflare; bench/web/edge.ts: node:http2 with a throwaway certificate only this Chromium trusts, forwarding over HTTP/1.1), then straight from the app over HTTP/1.1.`,
    '',
    `First load (once per route, straight from the app, on both rows): what a first visit loads until the network is idle, the service worker blocked (its precache is left out): every script and stylesheet response as bytes on the wire to a browser that accepts only gzip, and index.html's inline script, gzipped; JS loaded: what the page fetched (brotli bytes) until the network was idle, lazy chunks included. LCP and CLS: unthrottled, the median of ${run.runs} loads (CLS: the worst). Slow phone FCP: the median of ${run.runs} cold loads under Lighthouse's devtools throttling (${'`mobileSlow4G`'}), from the page's own paint entry, the slowest in brackets. LH: Lighthouse's figures, from the run with the median score of ${run.lighthouseRuns}. For scale, a static HTML page (no script, from a bare node:http server) painted its LCP in ${ms(run.referenceLcpMs)} in the same browser during the same run.`,
    '',
    table(
      [
        'Route',
        'Served',
        'First load',
        'JS loaded',
        'LCP',
        'CLS',
        'Slow phone FCP',
        'Lighthouse',
        'LH FCP',
        'LH LCP',
        'LH TBT',
        'LH CLS',
      ],
      [...served('HTTP/2'), ...served('HTTP/1.1')].map(figuresRow),
    ),
    '',
    'First loads (the gzipped files each route loaded):',
    '',
    ...served('HTTP/2').map(firstLoadLines),
  ].join('\n');
}

/** Replaces the Web section; every other section stays as it is. */
export function writeWebSection(file: string, body: string): void {
  writeReportSection(file, 'Web', body);
}
