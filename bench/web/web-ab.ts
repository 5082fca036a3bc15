/**
 * An A/B of two web builds in one run, for a change whose effect is smaller than this machine's
 * noise between runs: two API processes serve the two builds, one browser alternates between them
 * (A then B, then B then A), and each round takes an unthrottled load (median of 3) and one
 * Lighthouse run of each, through an HTTPS + HTTP/2 front like the bench's (edge.ts). Prints every
 * round and the medians; writes nothing.
 *
 *   pnpm --filter @peerconnect/benchmarks exec tsx web/web-ab.ts --baseline /tmp/dist-before \
 *     [--candidate dist] [--route /activities] [--rounds 4] [--visitor]
 *
 * Build the baseline first (e.g. `vite build --outDir /tmp/dist-before` at the older commit);
 * the API is apps/api/dist as built (`pnpm exec tsup` there). --visitor measures without signing in.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadAverage } from '@peerconnect/bench-kit';
import { startApp, type RunningApp } from './app-server';
import { launchBrowser, signIn } from './browser';
import { startEdge, type Edge } from './edge';
import { lighthouseMedian, type LighthouseFigures } from './lighthouse-run';
import { measurePage, median } from './page-metrics';
import { API_DIR, WEB_DIR } from '../repo';

const { values: options } = parseArgs({
  options: {
    baseline: { type: 'string' },
    candidate: { type: 'string', default: resolve(WEB_DIR, 'dist') },
    route: { type: 'string', default: '/activities' },
    rounds: { type: 'string', default: '4' },
    visitor: { type: 'boolean', default: false },
  },
});

interface Variant {
  name: 'A' | 'B';
  app: RunningApp;
  edge: Edge;
  unthrottledLcp: number[];
  lighthouse: LighthouseFigures[];
}

const summary = ({ name, unthrottledLcp, lighthouse }: Variant) => {
  const lcp = lighthouse.map((run) => Math.round(run.lcpMs));
  const tbt = lighthouse.map((run) => Math.round(run.tbtMs));
  return `${name}: unthrottled LCP ${Math.round(median(unthrottledLcp))} ms, Lighthouse LCP ${median(lcp)} ms [${lcp.join('/')}], TBT ${median(tbt)} ms [${tbt.join('/')}], score ${median(lighthouse.map((run) => run.score))}`;
};

async function main(): Promise<void> {
  if (!options.baseline) throw new Error('--baseline <a web build directory> is required');
  const variants: Variant[] = [];
  for (const [name, dist] of [
    ['A', options.baseline],
    ['B', options.candidate],
  ] as const) {
    const app = await startApp(API_DIR, resolve(dist));
    const edge = await startEdge(app.baseUrl);
    variants.push({ name, app, edge, unthrottledLcp: [], lighthouse: [] });
  }
  const browser = await launchBrowser(variants.map((variant) => variant.edge.spkiSha256));
  try {
    for (const variant of options.visitor ? [] : variants) {
      const page = await browser.context.newPage();
      await signIn(page, variant.edge.baseUrl, variant.app.student);
      await page.close();
    }
    for (let round = 0; round < Number(options.rounds); round += 1) {
      for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
        const url = `${variant.edge.baseUrl}${options.route}`;
        variant.unthrottledLcp.push((await measurePage(browser, url, 3)).lcpMs);
        variant.lighthouse.push(await lighthouseMedian(browser, url, 1));
        const run = variant.lighthouse.at(-1)!;
        console.log(
          `round ${round + 1} ${variant.name}: unthrottled LCP ${Math.round(variant.unthrottledLcp.at(-1)!)} ms, Lighthouse ${run.score}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms (load average ${loadAverage()})`,
        );
      }
    }
    console.log(`\n${options.route}\n${variants.map(summary).join('\n')}`);
  } finally {
    await browser.close();
    for (const variant of variants) {
      await variant.edge.stop();
      await variant.app.stop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
