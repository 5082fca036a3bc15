/**
 * The API benchmarks' report: each writes its own section of docs/benchmarks.md, with the notes
 * file beside it (what the figures show, what each change bought) copied under its figures.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { machineLine, writeReportSection } from '@peerconnect/bench-kit';

export const REPORT_FILE = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));

export const say = (line = '') => process.stdout.write(`${line}\n`);

/** The machine line, read when the section is written. */
export const machine = () => `${machineLine()} at the end of the run`;

/**
 * Replaces (or appends) the section under `## heading` and prints it. `notes` names a Markdown file
 * beside the benchmark, copied under the figures so it survives every rerun.
 */
export function writeSection(heading: string, body: string, notes?: string): void {
  const noteText = notes
    ? `\n\n${readFileSync(new URL(notes, import.meta.url), 'utf8').trim()}`
    : '';
  const section = writeReportSection(REPORT_FILE, heading, `${body.trim()}${noteText}`);
  say(`\n${section}\nwritten to ${REPORT_FILE}`);
}
