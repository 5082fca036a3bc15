/** The Web section of docs/benchmarks.md: figures per route against the web's budgets. */
import { ms, table, today, writeReportSection } from '@peerconnect/bench-kit';
import type { BenchRoute, RouteBundle } from './bundle-report';
import type { LighthouseFigures } from './lighthouse-run';
import type { PageMetrics } from './page-metrics';
import type { SlowPhonePaint } from './slow-phone-paint';

/** How the browser reached the app: through the edge's stand-in, or straight from the app. */
export type Protocol = 'HTTP/2' | 'HTTP/1.1';

export interface RouteResult {
  route: BenchRoute;
  protocol: Protocol;
  bundle: RouteBundle;
  page: PageMetrics;
  slowPhone: SlowPhonePaint;
  lighthouse: LighthouseFigures;
}

const TARGETS = {
  initialJsKb: 90,
  lcpMs: 300,
  /** Lighthouse performance: visitors' pages, then signed-in ones. */
  score: 95,
  signedInScore: 90,
  lighthouseLcpMs: 2500,
  tbtMs: 100,
  cls: 0.05,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? '' : ' ✗');

/**
 * Budgets are judged over HTTP/2 (what students get); the HTTP/1.1 rows carry no marks. No route
 * may stay blank on a slow phone longer than /login over the same front: its median paint no later
 * than /login's slowest, since closer than /login's own spread is no difference.
 */
function figuresRow(
  { route, protocol, bundle, page, slowPhone, lighthouse }: RouteResult,
  loginSlowestFcpMs: number,
): string[] {
  const judged = protocol === 'HTTP/2';
  const check = (ok: boolean) => (judged ? mark(ok) : '');
  const visitors = !route.signedIn;
  return [
    route.path,
    protocol,
    `${kb(bundle.totalGzipBytes)}${visitors ? check(bundle.totalGzipBytes <= TARGETS.initialJsKb * 1024) : ''}`,
    kb(page.jsGzipBytes),
    `${ms(page.lcpMs)}${check(page.lcpMs <= TARGETS.lcpMs)}`,
    `${page.cls.toFixed(3)}${check(page.cls <= TARGETS.cls)}`,
    `${ms(slowPhone.fcpMs)} (≤ ${ms(slowPhone.slowestFcpMs)})${check(slowPhone.fcpMs <= loginSlowestFcpMs)}`,
    `${lighthouse.score}${check(lighthouse.score >= (visitors ? TARGETS.score : TARGETS.signedInScore))}`,
    ms(lighthouse.fcpMs),
    `${ms(lighthouse.lcpMs)}${check(lighthouse.lcpMs <= TARGETS.lighthouseLcpMs)}`,
    `${ms(lighthouse.tbtMs)}${check(lighthouse.tbtMs <= TARGETS.tbtMs)}`,
    `${lighthouse.cls.toFixed(3)}${check(lighthouse.cls <= TARGETS.cls)}`,
  ];
}

/** A route's file count, its three largest chunks and what the rest weigh together. */
function bundleLines({ route, bundle }: RouteResult): string {
  const bySize = [...bundle.chunks].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const largest = bySize
    .slice(0, 3)
    .map((chunk) => `${chunk.file.replace(/^static\/js\//, '')} ${kb(chunk.gzipBytes)}`);
  const rest = bySize.slice(3);
  const restBytes = rest.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return `- ${route.path} (${bundle.chunks.length} files): ${largest.join(', ')}, and ${rest.length} more (${kb(restBytes)})`;
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
    `Written by \`pnpm --filter @peerconnect/benchmarks bench:web\` (bench/web/web-bench.ts) on ${today()}: ${run.machine} (${run.loadAtStart} when it started; a shared machine). The built API (NODE_ENV=production) serves the built web app on localhost (its chunks as the build compressed them: brotli to Chromium), seeded over HTTP with a student, four peers sharing their interests and 32 activities (3 joined). Debian's Chromium ${'`--headless --no-sandbox --disable-gpu --disable-background-networking`'}; every measured load starts with an empty HTTP cache; signed-in routes run after signing in through the login screen.`,
    '',
    `Students reach the app over HTTPS and HTTP/2: Render proxies every request to its web services through Cloudflare (https://status.render.com/incidents/cshql6qwnldj), which serves HTTP/2 to browsers on every plan. So each route is measured through a stand-in for that edge (bench/web/edge.ts: node:http2 with a throwaway self-signed certificate that only this Chromium trusts, forwarding to the app over HTTP/1.1), and the budgets are judged on those rows; the HTTP/1.1 rows, straight from the app's server, are kept for comparison and carry no marks.`,
    '',
    `Targets: initial JS ≤ ${TARGETS.initialJsKb} KB gzipped for / and /login; unthrottled LCP ≤ ${TARGETS.lcpMs} ms; no route blank on a slow phone for longer than /login (its median first contentful paint no later than /login's slowest load: closer than /login's own spread is no difference); Lighthouse (mobile, simulated throttling) performance ≥ ${TARGETS.score} for / and /login and ≥ ${TARGETS.signedInScore} signed in, LCP ≤ ${TARGETS.lighthouseLcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}. ✗ marks a miss.`,
    '',
    `Initial JS is the inline theme script of index.html, the entry chunk, the route's chunk and their static imports (Vite's manifest), gzipped (the budget's measure; the brotli files the browser gets are about 13% smaller); JS loaded is what the page fetched (brotli bytes) until the network was idle, lazy chunks included. Unthrottled figures: median of ${run.runs} loads (CLS: the worst). Slow phone FCP: the median of ${run.runs} cold loads under the throttling Lighthouse applies in its devtools mode (${'`mobileSlow4G`'}: 562.5 ms request latency, 1.44 Mbps down, 4× CPU slowdown), read from the page's own paint entry (the slowest load in brackets); Lighthouse's default FCP (LH FCP) is simulated from an unthrottled load and charges a route for every high-priority request started before its first paint, including the screen code fetched while the navbar is already drawn, so it is shown but not judged. Lighthouse: the run with the median score of ${run.lighthouseRuns}.`,
    '',
    `For scale, a static HTML page (a heading and a paragraph, no script, from a bare node:http server) painted its LCP in ${ms(run.referenceLcpMs)} in the same browser during the same run.`,
    '',
    `The stack's floor, measured on empty Vite apps: react-dom 19 alone is 67.2 KB gzipped, with createBrowserRouter and RouterProvider 96.0 KB, with a QueryClientProvider 102.9 KB (100.8 KB with react-router 7.18; the same app on React 18.3 is 86.1 KB, before any screen); the ${TARGETS.initialJsKb} KB budget of / and /login is below it. Lighthouse's simulation replays HTTP/1.1 over six connections per origin, so a route's chunks are fetched six at a time with a 150 ms round trip per batch and a signed-in route's file count weighs on its LCP as much as its bytes; over HTTP/2 it replays one connection on which each further request starts without a round trip of its own.`,
    '',
    'Rerun: `pnpm --filter @peerconnect/benchmarks bench:web` (needs `openssl` and /usr/bin/chromium).',
    '',
    table(
      [
        'Route',
        'Served',
        'Initial JS',
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
      [...served('HTTP/2'), ...served('HTTP/1.1')].map((result) => {
        const login = served(result.protocol).find((other) => other.route.path === '/login');
        return figuresRow(result, login?.slowPhone.slowestFcpMs ?? Number.POSITIVE_INFINITY);
      }),
    ),
    '',
    'Bundle report (gzipped chunks each route loads before it renders):',
    '',
    ...served('HTTP/2').map(bundleLines),
  ].join('\n');
}

/** Replaces the Web section; every other section stays as it is. */
export function writeWebSection(file: string, body: string): void {
  writeReportSection(file, 'Web', body);
}
