/**
 * Loaded into the benchmarked API with `--import` (see pictures.ts): its main thread's event-loop
 * delay and its full garbage collections, so a benchmark can tell the server's stalls from its
 * clients' own waiting. On SIGUSR2 the figures since the last signal are appended to the file
 * EVENT_LOOP_PROBE names, as a JSON line, and counting starts again. Plain JavaScript: the built
 * API runs under plain Node.
 */
import { appendFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.EVENT_LOOP_PROBE;

if (file && isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let fullCollections = 0;
  let fullCollectionMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      fullCollections += 1;
      fullCollectionMs += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('SIGUSR2', () => {
    const ms = (ns) => ns / 1e6;
    const figures = {
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
      fullCollections,
      fullCollectionMs,
    };
    appendFileSync(file, `${JSON.stringify(figures)}\n`);
    delay.reset();
    fullCollections = 0;
    fullCollectionMs = 0;
  });
}
