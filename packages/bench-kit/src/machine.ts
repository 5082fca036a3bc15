/** What the figures only mean something next to: the Node version, the cores and the load. */
import { cpus, loadavg } from 'node:os';

/** `2 × <model>`. */
export function cpuLine(): string {
  return `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}`;
}

/** The one-minute load average, e.g. `1.3`: how busy the shared machine was. */
export const loadAverage = () => (loadavg()[0] ?? Number.NaN).toFixed(1);

/** `Node v22…, 2 × <model>, load average 1.3` (the load at the time of the call). */
export function machineLine(): string {
  return `Node ${process.version}, ${cpuLine()}, load average ${loadAverage()}`;
}
