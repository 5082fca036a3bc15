/** The API benchmarks' instance of the built API (this package's dist/), and waiting for it. */
import {
  spawnApi as spawnBuiltApi,
  until,
  type ApiOptions,
  type ApiProcess,
} from '@peerconnect/bench-kit';
import { API_DIR } from '../repo';

/** The spawned API's signing secret, so a benchmark can issue its students' tokens without signing in. */
export const BENCH_SECRET = 'benchmark-secret-of-at-least-32-characters';

/**
 * Spawns the API on the embedded database in `dataDir`; returns at once (see `untilReady`).
 * `launch.entry`: the built entry, relative to apps/api (another build's, for an A/B in one run).
 */
export const spawnApi = (
  dataDir: string,
  env: Record<string, string> = {},
  launch: Pick<ApiOptions, 'entry' | 'nodeFlags' | 'launcher' | 'node'> = {},
): Promise<ApiProcess> =>
  spawnBuiltApi({ apiRoot: API_DIR, dataDir, secret: BENCH_SECRET, env, ...launch });

/**
 * Waits until the API answers health quickly again: requests a load test left queued are still
 * being worked off after its connections close, and would weigh on the next measurement. Any
 * quick answer counts (the yardstick servers answer 404).
 */
export async function untilIdle(base: string, quickMs = 20): Promise<void> {
  await until(async () => {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    return performance.now() - started < quickMs ? true : undefined;
  });
}
