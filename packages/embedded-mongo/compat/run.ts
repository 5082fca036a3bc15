/**
 * `pnpm --filter @peerconnect/embedded-mongo compat --mongoose <checkout> --crud <dir>`: measures
 * the embedded server against material nobody here wrote — mongoose's own test suite, the
 * MongoDB specifications' unified CRUD tests and, with `--spec`, the other specification suites
 * that apply to a standalone server — prints pass/fail by category and writes the figures into
 * docs/benchmarks.md. The suites stay outside the repository (issue #33).
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { listeningAddress, startNodeProcess } from '@peerconnect/bench-kit';
import { runMongooseSuite } from './mongoose-suite';
import {
  mongooseSummary,
  specSuitesSummary,
  suiteName,
  unifiedSummary,
  writeCompatReport,
} from './report';
import { runFile, type TestResult } from './unified/runner';

const { values } = parseArgs({
  options: {
    mongoose: { type: 'string' },
    crud: { type: 'string' },
    spec: { type: 'string', multiple: true },
    only: { type: 'string' },
    details: { type: 'string' },
    'no-report': { type: 'boolean' },
  },
});

if (!values.mongoose && !values.crud && !values.spec) {
  console.error(
    'usage: compat [--mongoose <mongoose checkout>] [--crud <source/crud/tests/unified>] [--spec <source/<suite>/tests/…>]… [--only <file substring>] [--details <json file>] [--no-report]',
  );
  process.exit(2);
}

/** The embedded server in its own process, journaling into a fresh data directory, as the app runs it. */
async function startServer() {
  const dbPath = mkdtempSync(join(tmpdir(), 'compat-db-'));
  const cli = resolve(import.meta.dirname, '..', 'src', 'cli.ts');
  const server = startNodeProcess(['--import', 'tsx', cli, '--port', '0', '--dbpath', dbPath], {
    stdout: 'pipe',
  });
  const uri = await listeningAddress(server);
  return {
    uri,
    stop: async () => {
      await server.stop();
      rmSync(dbPath, { recursive: true, force: true });
    },
  };
}

const details: Record<string, unknown> = {};
const summaries: string[] = [];

/** Every test of a directory of unified-format JSON files, against a fresh server. */
async function runDirectory(dir: string): Promise<TestResult[]> {
  const server = await startServer();
  const results: TestResult[] = [];
  const files = readdirSync(dir).filter(
    (f) => f.endsWith('.json') && (!values.only || f.includes(values.only)),
  );
  for (const file of files.sort())
    results.push(...(await runFile(server.uri, join(dir, file), file)));
  await server.stop();
  return results;
}

if (values.spec) {
  const suites = new Map<string, TestResult[]>();
  for (const dir of values.spec) suites.set(suiteName(dir), await runDirectory(dir));
  const summary = specSuitesSummary(suites);
  process.stdout.write(`${summary.text}\n`);
  summaries.push(summary.markdown);
  details.spec = [...suites.values()].flat().filter((r) => r.outcome.status === 'failed');
}

if (values.crud) {
  const results = await runDirectory(values.crud);
  const summary = unifiedSummary(results);
  process.stdout.write(`${summary.text}\n`);
  summaries.push(summary.markdown);
  details.crud = results.filter((r) => r.outcome.status === 'failed');
}

if (values.mongoose) {
  const server = await startServer();
  const tests = await runMongooseSuite(
    resolve(values.mongoose),
    `${server.uri.replace(/\/$/, '')}/mongoose_test`,
  );
  await server.stop();
  const summary = mongooseSummary(tests);
  process.stdout.write(`${summary.text}\n`);
  summaries.unshift(summary.markdown);
  details.mongoose = tests.filter((t) => t.status === 'failed');
}

if (values.details) writeFileSync(values.details, JSON.stringify(details, null, 2));
if (!values['no-report'] && !values.only) writeCompatReport(summaries);
