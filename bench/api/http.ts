/**
 * HTTP throughput and latency with autocannon, on loopback, after a warm-up. The built API (embedded
 * database in its process, the default) on 10,000 students and 10,000 activities from the repo's
 * generator, against two yardsticks in their own processes answering the very same bytes of
 * GET /api/activities from memory: a bare Express 5 route and raw node:http. Rounds alternate
 * between the servers so the machine's noise falls on all of them; the best round of each counts.
 * Writes the "HTTP" section of docs/benchmarks.md. Flags: --duration=<s> per measurement (8).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  count,
  freePort,
  ms,
  signIn,
  startTsxProcess,
  table,
  until,
  untilReady,
} from '@peerconnect/bench-kit';
import autocannon from 'autocannon';
import { spawnApi, untilIdle } from './api-process';
import { sampleLogin, seededDataDir } from './data-dir';
import { howMeasured, say, writeSection } from './report';

const DURATION_S = Number(/--duration=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 8);
const WARMUP_S = 3;
const ROUNDS = 2;
const CONNECTIONS = 50;
const FIXED_RATE = 500;

interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

async function cannon(
  target: Target,
  options: { connections: number; rate?: number; seconds: number },
) {
  await untilIdle(new URL(target.url).origin);
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  } satisfies Figures;
}

/** Warm-up, then the best of `ROUNDS` at full load; `rate` adds a round at that fixed rate. */
async function measure(targets: Target[], connections = CONNECTIONS, rate?: number) {
  for (const target of targets) await cannon(target, { connections, seconds: WARMUP_S });
  const best = targets.map(() => ({ rps: 0, p50: Infinity, p99: Infinity, failures: 0 }));
  const atRate = targets.map(() => Infinity);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, target] of targets.entries()) {
      const full = await cannon(target, { connections, seconds: DURATION_S });
      const kept = best[i]!;
      kept.failures += full.failures;
      if (full.rps > kept.rps) Object.assign(kept, { ...full, failures: kept.failures });
      if (rate) {
        const fixed = await cannon(target, { connections: 10, rate, seconds: DURATION_S });
        atRate[i] = Math.min(atRate[i]!, fixed.p99);
      }
    }
  }
  return targets.map((_, i) => ({ ...best[i]!, p99AtRate: atRate[i]! }));
}

async function startBareServer(kind: 'express' | 'http', bodyFile: string) {
  const port = await freePort();
  const script = fileURLToPath(new URL('bare-server.ts', import.meta.url));
  const server = startTsxProcess(script, [kind, bodyFile, `${port}`]);
  const url = `http://127.0.0.1:${port}/api/activities`;
  await until(async () => ((await fetch(url)).ok ? true : undefined));
  return { url, stop: server.stop };
}

const rowOf = (name: string, figures: Figures & { p99AtRate?: number }, extra = '') => [
  name,
  `${count(figures.rps)}/s`,
  ms(figures.p50),
  ms(figures.p99),
  figures.p99AtRate === undefined || !Number.isFinite(figures.p99AtRate)
    ? ''
    : ms(figures.p99AtRate),
  `${figures.failures}`,
  extra,
];

async function main(): Promise<void> {
  say('seeding 10,000 students and 10,000 activities…');
  const { dataDir } = await seededDataDir(10_000, 10_000);
  // Sign-in limits count requests in flight until they succeed; this load test sends many at once.
  const api = await spawnApi(dataDir, { LOGIN_RATE_LIMIT: '1000000' });
  const stops: (() => unknown)[] = [() => api.stop()];
  try {
    await untilReady(api);
    const token = await signIn(api.base, sampleLogin());
    const headers = { 'x-auth-token': token };
    const page = Buffer.from(
      await (await fetch(`${api.base}/api/activities`, { headers })).arrayBuffer(),
    );
    const [first] = JSON.parse(page.toString()) as { _id: string }[];
    const bodyFile = join(dataDir, 'activities-page.json');
    writeFileSync(bodyFile, page);
    const express = await startBareServer('express', bodyFile);
    stops.push(express.stop);
    const http = await startBareServer('http', bodyFile);
    stops.push(http.stop);

    say(`GET /api/activities (${page.length} bytes) against its yardsticks…`);
    const [list, bareExpress, rawHttp] = await measure(
      [{ url: `${api.base}/api/activities`, headers }, { url: express.url }, { url: http.url }],
      CONNECTIONS,
      FIXED_RATE,
    );
    say('the other routes…');
    const others = await measure([
      { url: `${api.base}/api/activities/${first?._id}`, headers },
      { url: `${api.base}/api/auth/me`, headers },
      { url: `${api.base}/api/recommendations/friends`, headers },
    ]);
    // bcrypt at cost 10 in the worker pool bounds sign-ins; 10 connections keep its queue short.
    const [login] = await measure(
      [
        {
          url: `${api.base}/api/auth/login`,
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(sampleLogin()),
        },
      ],
      10,
    );
    const ratio = (list!.rps / bareExpress!.rps) * 100;
    const rows = [
      rowOf('GET /api/activities (API)', list!, `${ratio.toFixed(0)}% of bare Express`),
      rowOf('the same bytes, bare Express 5 route', bareExpress!),
      rowOf(
        'the same bytes, raw node:http',
        rawHttp!,
        `Express is ${((bareExpress!.rps / rawHttp!.rps) * 100).toFixed(0)}% of it`,
      ),
      rowOf(`GET /api/activities/:id`, others[0]!),
      rowOf('GET /api/auth/me', others[1]!),
      rowOf('GET /api/recommendations/friends', others[2]!),
      rowOf('POST /api/auth/login (10 connections)', login!),
    ];
    writeSection(
      'HTTP',
      `${howMeasured({
        script: 'http',
        guard: `GET /api/activities at ≥ 20% of the requests/s of a bare Express 5 route serving the same bytes; its p99 ≤ 15 ms at ${FIXED_RATE} requests/s.`,
        data: `10,000 students and 10,000 activities from the data generator, one signed in; GET /api/activities is a page of 20 (${count(page.length)} bytes) with creator and participants populated.`,
        method: `the built API (\`node dist/index.js\`, NODE_ENV=production, embedded database in the same process, the default) and the bare servers in their own processes; autocannon in the benchmark's process over loopback, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, best of ${ROUNDS} rounds of ${DURATION_S} s alternating between the servers; p99 at a fixed ${FIXED_RATE} requests/s with 10 connections.`,
      })}

${table(['Route', 'Requests/s', 'p50', 'p99', `p99 at ${FIXED_RATE}/s`, 'Failures', ''], rows)}`,
    );
  } finally {
    for (const stop of stops) await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
