import { count, median as medianOf, table, writeReportSection } from '@peerconnect/bench-kit';
import { COMPAT_HEADING } from '../compat/report';

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

const median = (values: number[]) => medianOf(values, 'mean');

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
export function formatTable(summaries: Summary[]): string {
  return table(
    [
      'Operation',
      'Best',
      'Median',
      'Server CPU/op, best',
      'Server CPU/op, median',
      'Client CPU/op, median',
    ],
    summaries.map((s) => [
      s.name,
      `${count(s.bestOps)}/s`,
      `${count(s.medianOps)}/s`,
      micros(s.bestServerMicros),
      `${micros(s.medianServerMicros)} (${micros(s.medianServerUserMicros)} user + ${micros(s.medianServerSystemMicros)} system)`,
      micros(s.medianClientMicros),
    ]),
  );
}

/** Replaces this benchmark's own section of the shared benchmarks file, leaving the others. */
export function writeSection(file: string, body: string): void {
  // The compatibility figures below (compat/report.ts) are another command's: kept as they are.
  writeReportSection(file, 'Embedded MongoDB', body, { keepFrom: COMPAT_HEADING });
}
