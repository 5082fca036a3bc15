/** The API benchmarks' report: each writes its own section of docs/benchmarks.md. */
import { machineLine, today, writeReportSection } from '@peerconnect/bench-kit';
import { REPORT_FILE } from '../repo';

export const say = (line = '') => process.stdout.write(`${line}\n`);

/** The machine line, read when the section is written. */
export const machine = () => `${machineLine()} at the end of the run`;

export interface HowMeasured {
  /** The package script that reruns it: `bench:<script>`. */
  script: string;
  /** What the figures must stay within (issue 45's guards); none for figures kept for reference. */
  guard?: string;
  /** The data the API held and the clients used. */
  data: string;
  /** How the figures were taken. */
  method: string;
}

/** How every section opens: its guard, its rerun command, then machine, data and method. */
export function howMeasured({ script, guard, data, method }: HowMeasured): string {
  return [
    `**Guard:** ${guard ?? 'none; the figures are for reference.'} **Rerun:** \`pnpm --filter @peerconnect/benchmarks bench:${script}\`.`,
    `**Measured** on ${today()}: ${machine()}. **Data:** ${data} **Method:** ${method}`,
  ].join('\n\n');
}

/** Replaces (or appends) the section under `## heading` and prints it. */
export function writeSection(heading: string, body: string): void {
  const section = writeReportSection(REPORT_FILE, heading, body.trim());
  say(`\n${section}\nwritten to ${REPORT_FILE}`);
}
