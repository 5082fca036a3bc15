#!/usr/bin/env node
// Runs every package's test task through turbo, then sums the jest results each package wrote
// (.jest-results.json) into the one line CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = spawnSync('pnpm', ['exec', 'turbo', 'run', 'test', '--concurrency=1', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});

let passed = 0;
let failed = 0;
let suitesFailed = 0;
for (const group of ['apps', 'packages']) {
  for (const name of readdirSync(join(root, group))) {
    const file = join(root, group, name, '.jest-results.json');
    if (!existsSync(file)) continue;
    const result = JSON.parse(readFileSync(file, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    suitesFailed += result.numRuntimeErrorTestSuites ?? 0;
    console.log(`${group}/${name}: ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
  }
}
// A suite that cannot even load counts as a failure even though it ran no test.
failed += suitesFailed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(run.status !== 0 || failed > 0 || passed === 0 ? 1 : 0);
