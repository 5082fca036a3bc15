/** Pass/fail by category for both suites, printed and written into docs/benchmarks.md. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { count, table, today } from '@peerconnect/bench-kit';
import { isGeoOrText, type MochaTest } from './mongoose-suite';
import type { TestResult } from './unified/runner';

const REPORT_FILE = resolve(import.meta.dirname, '..', '..', '..', 'docs', 'benchmarks.md');
/** The compatibility subsection closes the Embedded MongoDB section; its benchmark keeps what stands from here. */
export const COMPAT_HEADING = '### Compatibility with mongod';
const MONGOOSE_HEADING = "#### mongoose's test suite";
const CRUD_HEADING = '#### Unified CRUD tests';
const SPEC_HEADING = '#### Other specification suites';

const percent = (part: number, whole: number) =>
  `${whole === 0 ? '–' : ((100 * part) / whole).toFixed(2)}%`;

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

/** The docs list only the categories with failures; the printout has them all. */
const failingRows = (tallies: [string, Tally][]) => rows(tallies.filter(([, t]) => t.failed > 0));

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
  const tallies = tallyBy(tests, mongooseCategory, status);
  const byCategory = rows(tallies);
  const header = ['Test files with failures', 'Passed', 'Failed', 'Pending'];
  const failing = outside
    .filter((t) => t.status === 'failed')
    .map((t) => `- ${t.file}: ${t.fullTitle} — ${firstLine(t.error)}`);
  return {
    text: `mongoose test suite: ${headline}\n${byCategory.map((r) => `  ${r.join('\t')}`).join('\n')}`,
    markdown: `${MONGOOSE_HEADING}\n\n${today()}, \`compat --mongoose\`: mongoose's \`test/**/*.test.js\` (as \`npm test\` runs them) against the embedded server, MONGOOSE_TEST_URI instead of its mongodb-memory-server fixture. ${headline}.\n\n${table(header, failingRows(tallies))}\n\nFailing outside geo and $text:\n\n${failing.join('\n')}\n`,
  };
}

export function unifiedSummary(results: TestResult[]) {
  const status = (r: TestResult) => r.outcome.status;
  const ran = results.filter((r) => r.outcome.status !== 'skipped');
  const passed = ran.filter((r) => r.outcome.status === 'passed').length;
  const headline = `${count(passed)} of ${count(ran.length)} that run passed (${percent(passed, ran.length)}); ${count(results.length - ran.length)} of ${count(results.length)} skipped as declared for other server versions or topologies`;
  const category = (r: TestResult) => r.file.replace(/\.json$/, '').split('-')[0]!;
  const tallies = tallyBy(results, category, status);
  const byCategory = rows(tallies);
  const header = ['Operations with failures', 'Passed', 'Failed', 'Skipped'];
  const failing = results.flatMap(({ file, description, outcome }) =>
    outcome.status === 'failed' ? [`- ${file}: ${description} — ${firstLine(outcome.reason)}`] : [],
  );
  return {
    text: `unified CRUD tests: ${headline}\n${byCategory.map((r) => `  ${r.join('\t')}`).join('\n')}`,
    markdown: `${CRUD_HEADING}\n\n${today()}, \`compat --crud\`: mongodb/specifications \`source/crud/tests/unified/*.json\` through the official driver (${driverVersion()}) by our runner (compat/unified), the server taken as a 7.0 standalone. ${headline}.\n\n${table(header, failingRows(tallies))}\n\nFailing:\n\n${failing.join('\n')}\n`,
  };
}

/** A suite's name from its directory: `…/source/gridfs/tests` → gridfs. */
export function suiteName(dir: string): string {
  const parts = dir.split('/').filter(Boolean);
  const source = parts.lastIndexOf('source');
  return source >= 0
    ? parts[source + 1]!
    : parts.filter((p) => !['tests', 'unified'].includes(p)).at(-1)!;
}

/** Why a specification test fails, for the ones whose cause is known and not the server's fault. */
const KNOWN_CAUSES: [RegExp, string][] = [
  [/collection\.mapReduce/, 'the Node driver 7 has no mapReduce'],
  [
    /final chunk is missing/,
    "the Node driver's known failure: its download stream ends without checking for a missing last chunk",
  ],
  [/is an unknown field/, 'faithful refusal: the embedded server lacks the feature (README)'],
  [/unsupported (testRunner )?operation|unknown entity/, 'not run: our runner lacks the operation'],
];

function cause(line: string): string {
  const known = KNOWN_CAUSES.find(([pattern]) => pattern.test(line));
  return known ? ` (${known[1]})` : '';
}

/** The standalone-server specification suites: one row each, and every failure with its reason. */
export function specSuitesSummary(suites: Map<string, TestResult[]>) {
  const rowsOf = [...suites].map(([suite, results]) => {
    const by = (status: string) => results.filter((r) => r.outcome.status === status).length;
    return [suite, count(by('passed')), count(by('failed')), count(by('skipped'))];
  });
  const failing = [...suites].flatMap(([suite, results]) =>
    results.flatMap(({ file, description, outcome }) =>
      outcome.status === 'failed'
        ? [
            `- ${suite}/${file}: ${description} — ${firstLine(outcome.reason)}${cause(`${description} ${outcome.reason}`)}`,
          ]
        : [],
    ),
  );
  const header = ['Suite', 'Passed', 'Failed', 'Skipped'];
  return {
    text: `specification suites:\n${rowsOf.map((r) => `  ${r.join('\t')}`).join('\n')}\n${failing.join('\n')}`,
    markdown: `${SPEC_HEADING}\n\n${today()}, \`compat --spec\`: the mongodb/specifications suites that apply to a standalone server, each in the unified test format, through the official driver (${driverVersion()}) by the same runner; skipped tests declare other server versions or topologies (search indexes, transactions and sessions need a replica set).\n\n${table(header, rowsOf)}\n\nFailing:\n\n${failing.join('\n')}\n`,
  };
}

const firstLine = (text = '') => text.split('\n')[0]!.slice(0, 140);

function driverVersion(): string {
  const file = resolve(import.meta.dirname, '..', 'node_modules', 'mongodb', 'package.json');
  return existsSync(file)
    ? `mongodb ${(JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version}`
    : 'mongodb';
}

const COMPAT_INTRO =
  'Written by `pnpm --filter @peerconnect/embedded-mongo compat` (compat/run.ts) from checkouts of the suites kept outside the repository; the embedded server runs in its own process with journaling on. Geo and `$text` tests are counted apart: the embedded server refuses them (README, "What the embedded database does not have").';

/** The end of the block starting at `start`: the next heading of its level or above. */
function blockEnd(text: string, start: number, levels: string[]): number {
  const ends = levels.map((level) => text.indexOf(`\n${level} `, start + 1)).filter((i) => i >= 0);
  return ends.length > 0 ? Math.min(...ends) + 1 : text.length;
}

/** Replaces each suite's block under COMPAT_HEADING (made at the end of the Embedded MongoDB section if missing). */
export function writeCompatReport(summaries: string[]): void {
  let text = readFileSync(REPORT_FILE, 'utf8');
  if (!text.includes(`${COMPAT_HEADING}\n`)) {
    const section = text.indexOf('## Embedded MongoDB\n');
    const at = blockEnd(text, section, ['##']);
    text = `${text.slice(0, at).trimEnd()}\n\n${COMPAT_HEADING}\n\n${COMPAT_INTRO}\n\n${text.slice(at)}`;
  }
  for (const summary of summaries) {
    const heading = summary.slice(0, summary.indexOf('\n'));
    const compat = text.indexOf(`${COMPAT_HEADING}\n`);
    const start = text.indexOf(`${heading}\n`, compat);
    if (start >= 0) {
      const end = blockEnd(text, start, ['####', '###', '##']);
      text = `${text.slice(0, start)}${summary.trim()}\n\n${text.slice(end)}`;
    } else {
      const end = blockEnd(text, compat, ['###', '##']);
      text = `${text.slice(0, end).trimEnd()}\n\n${summary.trim()}\n\n${text.slice(end)}`;
    }
  }
  writeFileSync(REPORT_FILE, `${text.trimEnd()}\n`);
}
