#!/usr/bin/env node
// Sums jest --json result files into the line CI reads: "N passed, N failed".
// A suite that could not even load counts as one failure; no test at all is a failure too.
import { existsSync, readFileSync } from 'node:fs';

export function summarize(files) {
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    if (!existsSync(file)) {
      console.log(`${file}: no results (the test run did not finish)`);
      failed += 1;
      continue;
    }
    const result = JSON.parse(readFileSync(file, 'utf8'));
    const broken = result.numRuntimeErrorTestSuites ?? 0;
    passed += result.numPassedTests;
    failed += result.numFailedTests + broken;
    console.log(
      `${file}: ${result.numPassedTests} passed, ${result.numFailedTests + broken} failed`,
    );
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(summarize(process.argv.slice(2)) ? 0 : 1);
}
