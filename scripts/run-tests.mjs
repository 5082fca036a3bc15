#!/usr/bin/env node
// Runs every package's test task through turbo, then sums the jest results each package wrote.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { summarize } from './jest-summary.mjs';

const root = new URL('..', import.meta.url).pathname;
const resultFiles = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(root, group))
    .map((name) => join(root, group, name))
    .filter((dir) => existsSync(join(dir, 'jest.config.js')))
    .map((dir) => join(dir, '.jest-results.json')),
);
// Stale results from an earlier run must not count.
for (const file of resultFiles) rmSync(file, { force: true });

const run = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'test', '--concurrency=1', '--continue', ...process.argv.slice(2)],
  // Set here rather than on the command line, which only POSIX shells would understand.
  { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
);
process.chdir(root);
const ok = summarize(resultFiles.map((file) => relative(root, file)));
process.exit(run.status === 0 && ok ? 0 : 1);
