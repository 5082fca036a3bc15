/** The API benchmarks' report: each writes its own section of docs/benchmarks.md. */
import { machineLine, writeReportSection } from '@peerconnect/bench-kit';
import { REPORT_FILE } from '../repo';

export const say = (line = '') => process.stdout.write(`${line}\n`);

/** The machine line, read when the section is written. */
export const machine = () => `${machineLine()} at the end of the run`;

/** Replaces (or appends) the section under `## heading` and prints it. */
export function writeSection(heading: string, body: string): void {
  const section = writeReportSection(REPORT_FILE, heading, body.trim());
  say(`\n${section}\nwritten to ${REPORT_FILE}`);
}
