import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** One phase of one round: throughput and CPU per operation on both sides of the wire. */
export interface PhaseResult {
  name: string;
  operations: number;
  opsPerSecond: number;
  serverUserMicros: number;
  serverSystemMicros: number;
  clientMicros: number;
}

export interface Summary {
  name: string;
  operations: number;
  bestOps: number;
  medianOps: number;
  bestServerMicros: number;
  medianServerMicros: number;
  medianServerUserMicros: number;
  medianServerSystemMicros: number;
  medianClientMicros: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const serverMicros = (result: PhaseResult) => result.serverUserMicros + result.serverSystemMicros;

/** Best and median per phase over the rounds (best throughput is the highest, best CPU the lowest). */
export function summarise(rounds: PhaseResult[][]): Summary[] {
  return rounds[0]!.map(({ name, operations }) => {
    const runs = rounds.map((round) => round.find((result) => result.name === name)!);
    return {
      name,
      operations,
      bestOps: Math.max(...runs.map((run) => run.opsPerSecond)),
      medianOps: median(runs.map((run) => run.opsPerSecond)),
      bestServerMicros: Math.min(...runs.map(serverMicros)),
      medianServerMicros: median(runs.map(serverMicros)),
      medianServerUserMicros: median(runs.map((run) => run.serverUserMicros)),
      medianServerSystemMicros: median(runs.map((run) => run.serverSystemMicros)),
      medianClientMicros: median(runs.map((run) => run.clientMicros)),
    };
  });
}

const micros = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(1)} ms` : `${value.toFixed(1)} µs`;
const rate = (value: number) => Math.round(value).toLocaleString('en');

export function formatTable(summaries: Summary[]): string {
  const rows = summaries.map(
    (s) =>
      `| ${s.name} | ${rate(s.bestOps)}/s | ${rate(s.medianOps)}/s | ${micros(s.bestServerMicros)} | ` +
      `${micros(s.medianServerMicros)} (${micros(s.medianServerUserMicros)} user + ${micros(s.medianServerSystemMicros)} system) | ` +
      `${micros(s.medianClientMicros)} |`,
  );
  return [
    '| Operation | Best | Median | Server CPU/op, best | Server CPU/op, median | Client CPU/op, median |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

const HEADING = '## Embedded MongoDB';

/**
 * Replaces this benchmark's own section of the shared benchmarks file (from its heading to the next
 * `## ` heading), leaving every other section as it was.
 */
export function writeSection(file: string, body: string): void {
  const section = `${HEADING}\n\n${body.trim()}\n`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(`${HEADING}\n`);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const after = current.indexOf('\n## ', start + HEADING.length);
    const rest = after === -1 ? '' : `\n${current.slice(after + 1)}`;
    next = `${current.slice(0, start)}${section}${rest}`;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, next);
}
