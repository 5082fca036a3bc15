/**
 * What every API benchmark shares: the machine line, number formats, percentiles, and writing its
 * own section of docs/benchmarks.md (from its `## ` heading to the next), leaving the others as
 * they are.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

export const REPORT_FILE = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));

export const say = (line = '') => process.stdout.write(`${line}\n`);

/** Node version, cores and load: the figures only mean something next to these. */
export function machine(): string {
  const [load] = loadavg();
  return `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, load average ${load?.toFixed(1)} at the end of the run`;
}

export const today = () => new Date().toISOString().slice(0, 10);

export const ms = (value: number, digits = 0) => `${value.toFixed(digits)} ms`;
export const count = (value: number) => Math.round(value).toLocaleString('en');

/** The `p`th percentile (0-100) of the values, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const median = (values: number[]) => percentile(values, 50);

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

/**
 * Replaces (or appends) the section under `## heading` and prints it. `notes` names a Markdown file
 * beside the benchmark (what the figures show, what each change bought), copied under the figures
 * so it survives every rerun.
 */
export function writeSection(heading: string, body: string, notes?: string): void {
  const title = `## ${heading}`;
  const noteText = notes
    ? `\n\n${readFileSync(new URL(notes, import.meta.url), 'utf8').trim()}`
    : '';
  const section = `${title}\n\n${body.trim()}${noteText}\n`;
  const current = existsSync(REPORT_FILE) ? readFileSync(REPORT_FILE, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(`${title}\n`);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const after = current.indexOf('\n## ', start + title.length);
    const rest = after === -1 ? '' : `\n${current.slice(after + 1)}`;
    next = `${current.slice(0, start)}${section}${rest}`;
  }
  writeFileSync(REPORT_FILE, next);
  say(`\n${section}\nwritten to ${REPORT_FILE}`);
}
