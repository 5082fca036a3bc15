/** Pass/fail by category for both suites, printed and written into docs/benchmarks.md. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { count, table, today } from '@peerconnect/bench-kit';
import { isGeoOrText, type MochaTest } from './mongoose-suite';
import type { TestResult } from './unified/runner';

const REPORT_FILE = resolve(import.meta.dirname, '..', '..', '..', 'docs', 'benchmarks.md');
/** The compatibility subsections close the Embedded MongoDB section; its benchmark keeps what stands from here. */
export const COMPAT_HEADING = '### Compatibility: mongoose';
const CRUD_HEADING = '### Compatibility: unified CRUD tests';

const percent = (part: number, whole: number) =>
  `${whole === 0 ? '–' : ((100 * part) / whole).toFixed(1)}%`;

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

function tallyBy<T>(items: T[], category: (item: T) => string, status: (item: T) => keyof Tally) {
  const tallies = new Map<string, Tally>();
  for (const item of items) {
    const key = category(item);
    const tally = tallies.get(key) ?? { passed: 0, failed: 0, skipped: 0 };
    tally[status(item)] += 1;
    tallies.set(key, tally);
  }
  return [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function rows(tallies: [string, Tally][]): string[][] {
  return tallies.map(([name, t]) => [name, count(t.passed), count(t.failed), count(t.skipped)]);
}

/** mongoose's test files grouped by what they cover: `model.populate.test.js` → model. */
const mongooseCategory = (test: MochaTest) => {
  const name = test.file.replace(/^test\//, '');
  return name.includes('/') ? `${name.split('/')[0]}/` : name.split('.')[0]!;
};

export function mongooseSummary(tests: MochaTest[]) {
  const status = (t: MochaTest) => (t.status === 'pending' ? 'skipped' : t.status);
  const ran = tests.filter((t) => t.status !== 'pending');
  const passed = ran.filter((t) => t.status === 'passed').length;
  const outside = ran.filter((t) => !isGeoOrText(t));
  const outsidePassed = outside.filter((t) => t.status === 'passed').length;
  const headline = `${count(passed)} passed, ${count(ran.length - passed)} failed (${percent(passed, ran.length)}); outside geo and $text: ${count(outsidePassed)} of ${count(outside.length)} (${percent(outsidePassed, outside.length)}); ${count(tests.length - ran.length)} pending`;
  const byCategory = rows(tallyBy(tests, mongooseCategory, status));
  const header = ['Test files', 'Passed', 'Failed', 'Pending'];
  return {
    text: `mongoose test suite: ${headline}\n${byCategory.map((r) => `  ${r.join('\t')}`).join('\n')}`,
    markdown: `${COMPAT_HEADING}'s test suite\n\n${today()}, \`compat --mongoose\`: mongoose's \`test/**/*.test.js\` (as \`npm test\` runs them) against the embedded server, MONGOOSE_TEST_URI instead of its mongodb-memory-server fixture. ${headline}.\n\n${table(header, byCategory)}\n`,
  };
}

export function unifiedSummary(results: TestResult[]) {
  const status = (r: TestResult) => r.outcome.status;
  const ran = results.filter((r) => r.outcome.status !== 'skipped');
  const passed = ran.filter((r) => r.outcome.status === 'passed').length;
  const headline = `${count(passed)} of ${count(ran.length)} that run passed (${percent(passed, ran.length)}); ${count(results.length - ran.length)} of ${count(results.length)} skipped as declared for other server versions or topologies`;
  const category = (r: TestResult) => r.file.replace(/\.json$/, '').split('-')[0]!;
  const byCategory = rows(tallyBy(results, category, status));
  const header = ['Operation', 'Passed', 'Failed', 'Skipped'];
  return {
    text: `unified CRUD tests: ${headline}\n${byCategory.map((r) => `  ${r.join('\t')}`).join('\n')}`,
    markdown: `${CRUD_HEADING}\n\n${today()}, \`compat --crud\`: mongodb/specifications \`source/crud/tests/unified/*.json\` through the official driver (${require_driver_version()}) by our runner (compat/unified), the server taken as a 7.0 standalone. ${headline}.\n\n${table(header, byCategory)}\n`,
  };
}

function require_driver_version(): string {
  const file = resolve(import.meta.dirname, '..', 'node_modules', 'mongodb', 'package.json');
  return existsSync(file)
    ? `mongodb ${(JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version}`
    : 'mongodb';
}

/** Replaces the subsection each summary heads (or appends it at the end of the Embedded MongoDB section). */
export function writeCompatReport(summaries: string[]): void {
  let text = readFileSync(REPORT_FILE, 'utf8');
  for (const summary of summaries) {
    const heading = summary.slice(0, summary.indexOf('\n'));
    const start = text.indexOf(`${heading}\n`);
    if (start >= 0) {
      const rest = text.slice(start + heading.length);
      const ends = [rest.indexOf('\n### '), rest.indexOf('\n## ')].filter((i) => i >= 0);
      const end = ends.length > 0 ? start + heading.length + Math.min(...ends) + 1 : text.length;
      text = `${text.slice(0, start)}${summary.trim()}\n\n${text.slice(end)}`;
    } else {
      const section = text.indexOf('## Embedded MongoDB\n');
      const next = text.indexOf('\n## ', section + 1);
      const at = next === -1 ? text.length : next + 1;
      text = `${text.slice(0, at).trimEnd()}\n\n${summary.trim()}\n\n${text.slice(at)}`;
    }
  }
  writeFileSync(REPORT_FILE, text);
}
