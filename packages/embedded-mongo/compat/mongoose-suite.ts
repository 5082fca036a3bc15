/**
 * Runs mongoose's own test suite (a checkout of Automattic/mongoose with its dev dependencies
 * installed) against the embedded server: mocha as `npm test` runs it, but with our config instead
 * of the checkout's .mocharc.yml, whose fixture would start mongodb-memory-server; the tests read
 * MONGOOSE_TEST_URI instead.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

export interface MochaTest {
  file: string;
  fullTitle: string;
  status: 'passed' | 'failed' | 'pending';
  error?: string;
}

interface MochaReport {
  passes: { file: string; fullTitle: string }[];
  failures: { file: string; fullTitle: string; err: { message?: string } }[];
  pending: { file: string; fullTitle: string }[];
}

/** The mocha config the suite runs with: mongoose's own settings, minus the memory-server fixture. */
const MOCHA_CONFIG = {
  ui: 'bdd',
  extension: ['test.js'],
  'node-option': ['disable-warning=MONGOOSE'],
  timeout: 10_000,
  exit: true,
  ignore: ['test/encryption/**/*.test.js'],
  spec: ['test/**/*.test.js'],
};

export async function runMongooseSuite(checkout: string, uri: string): Promise<MochaTest[]> {
  const dir = mkdtempSync(join(tmpdir(), 'compat-mocha-'));
  const config = join(dir, 'mocharc.json');
  const output = join(dir, 'report.json');
  writeFileSync(config, JSON.stringify(MOCHA_CONFIG));
  const mocha = join(checkout, 'node_modules', 'mocha', 'bin', 'mocha.js');
  const child = spawn(
    process.execPath,
    [mocha, '--config', config, '--reporter', 'json', '--reporter-option', `output=${output}`],
    {
      cwd: checkout,
      env: { ...process.env, MONGOOSE_TEST_URI: uri, MONGOOSE_REPLSET_URI: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const report = JSON.parse(readFileSync(output, 'utf8')) as MochaReport;
  const file = (path: string) => relative(checkout, path);
  return [
    ...report.passes.map((t) => ({
      file: file(t.file),
      fullTitle: t.fullTitle,
      status: 'passed' as const,
    })),
    ...report.failures.map((t) => ({
      file: file(t.file ?? ''),
      fullTitle: t.fullTitle,
      status: 'failed' as const,
      error: t.err.message ?? '',
    })),
    ...report.pending.map((t) => ({
      file: file(t.file),
      fullTitle: t.fullTitle,
      status: 'pending' as const,
    })),
  ];
}

/** Geo queries and $text need 2d/2dsphere/text indexes the embedded server does not have (README). */
const GEO_OR_TEXT = /geo|\b2d\b|2dsphere|\$near|\$within|\$text|text index|text search|\$meta/i;

export const isGeoOrText = (test: MochaTest) =>
  GEO_OR_TEXT.test(test.file) ||
  GEO_OR_TEXT.test(test.fullTitle) ||
  GEO_OR_TEXT.test(test.error ?? '');
