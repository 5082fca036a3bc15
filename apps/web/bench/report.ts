/** The Web section of docs/benchmarks.md: figures per route against the web's budgets. */
import { ms, table, today, writeReportSection } from '@peerconnect/bench-kit';
import type { BenchRoute, RouteBundle } from './bundle-report';
import type { LighthouseFigures } from './lighthouse-run';
import type { PageMetrics } from './page-metrics';

export interface RouteResult {
  route: BenchRoute;
  bundle: RouteBundle;
  page: PageMetrics;
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

function figuresRow({ route, bundle, page, lighthouse }: RouteResult): string[] {
  const budgeted = !route.signedIn;
  const initial = `${kb(bundle.totalGzipBytes)}${budgeted ? mark(bundle.totalGzipBytes <= TARGETS.initialJsKb * 1024) : ''}`;
  return [
    route.path,
    initial,
    kb(page.jsGzipBytes),
    `${ms(page.lcpMs)}${mark(page.lcpMs <= TARGETS.lcpMs)}`,
    `${page.cls.toFixed(3)}${mark(page.cls <= TARGETS.cls)}`,
    `${lighthouse.score}${mark(lighthouse.score >= (budgeted ? TARGETS.score : TARGETS.signedInScore))}`,
    `${ms(lighthouse.lcpMs)}${mark(lighthouse.lcpMs <= TARGETS.lighthouseLcpMs)}`,
    `${ms(lighthouse.tbtMs)}${mark(lighthouse.tbtMs <= TARGETS.tbtMs)}`,
    `${lighthouse.cls.toFixed(3)}${mark(lighthouse.cls <= TARGETS.cls)}`,
  ];
}

function bundleLines({ route, bundle }: RouteResult): string {
  const chunks = bundle.chunks.map(
    (chunk) => `${chunk.file.replace(/^static\/js\//, '')} ${kb(chunk.gzipBytes)}`,
  );
  return `- ${route.path} (${bundle.chunks.length} files): ${chunks.join(', ')}`;
}

export function formatReport(
  results: RouteResult[],
  run: { machine: string; runs: number; lighthouseRuns: number; referenceLcpMs: number },
): string {
  return [
    `Written by \`pnpm --filter @peerconnect/web bench\` (apps/web/bench/web-bench.ts) on ${today()}: ${run.machine}. The built API (NODE_ENV=production) serves the built web app on localhost (its chunks as the build compressed them: brotli to Chromium), seeded over HTTP with a student, four peers sharing their interests and 32 activities (3 joined). Debian's Chromium ${'`--headless --no-sandbox --disable-gpu --disable-background-networking`'}; every measured load starts with an empty HTTP cache; signed-in routes run after signing in through the login screen.`,
    '',
    `Targets: initial JS ≤ ${TARGETS.initialJsKb} KB gzipped for / and /login; unthrottled LCP ≤ ${TARGETS.lcpMs} ms; Lighthouse (mobile, simulated throttling) performance ≥ ${TARGETS.score} for / and /login and ≥ ${TARGETS.signedInScore} signed in, LCP ≤ ${TARGETS.lighthouseLcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}. ✗ marks a miss.`,
    '',
    `Initial JS is the inline theme script of index.html, the entry chunk, the route's chunk and their static imports (Vite's manifest), gzipped (the budget's measure; the brotli files the browser gets are about 13% smaller); JS loaded is what the page fetched (brotli bytes) until the network was idle, lazy chunks included. Unthrottled figures: median of ${run.runs} loads (CLS: the worst); Lighthouse: the run with the median score of ${run.lighthouseRuns}.`,
    '',
    `For scale, a static HTML page (a heading and a paragraph, no script, from a bare node:http server) painted its LCP in ${ms(run.referenceLcpMs)} in the same browser during the same run.`,
    '',
    `The stack's floor, measured on empty Vite apps: react-dom 19 alone is 67.2 KB gzipped, with createBrowserRouter and RouterProvider 96.0 KB, with a QueryClientProvider 102.9 KB; the ${TARGETS.initialJsKb} KB budget of / and /login is below it. The local server speaks HTTP/1.1, which Lighthouse's simulation replays over six connections: a route's chunks are fetched six at a time, a 150 ms round trip each batch, so the number of files a signed-in route needs before it paints weighs on its LCP as much as their bytes (over HTTP/2 they would share one connection).`,
    '',
    table(
      [
        'Route',
        'Initial JS',
        'JS loaded',
        'LCP',
        'CLS',
        'Lighthouse',
        'LH LCP',
        'LH TBT',
        'LH CLS',
      ],
      results.map(figuresRow),
    ),
    '',
    'Bundle report (gzipped chunks each route loads before it renders):',
    '',
    ...results.map(bundleLines),
  ].join('\n');
}

/** Replaces the Web section; every other section stays as it is. */
export function writeWebSection(file: string, body: string): void {
  writeReportSection(file, 'Web', body);
}
