#!/usr/bin/env node
// Sums jest --json result files into the line CI reads: "N passed, N failed, N skipped", after one
// line per failed test or suite saying which (so the log's tail names them) and one per skipped
// test saying why. A suite that could not even load counts as one failure; no test at all is a
// failure too.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

// A conditional skip puts its reason in the test's title (see apps/api/src/test/conditions.ts).
const REASON = / ?\[skipped: ([^\]]+)\]/;

function whySkipped(test) {
  if (test.status === 'todo') return 'a test still to write (it.todo)';
  return REASON.exec(test.fullName)?.[1] ?? 'no reason given (left out by -t, .only or .skip)';
}

/** "file › title — reason" for every skipped or to-do test of one result file. */
function skippedTests(result) {
  return result.testResults.flatMap((suite) =>
    suite.assertionResults
      .filter((test) => test.status === 'pending' || test.status === 'todo')
      .map((test) => {
        const title = test.fullName.replace(REASON, '');
        return `${relative(process.cwd(), suite.name)} › ${title} — ${whySkipped(test)}`;
      }),
  );
}

/**
 * "file › title" for every failed test, and "file (the suite itself failed)" for a suite that
 * failed outside its tests (it did not load, or a hook threw).
 */
function failedTests(result) {
  return result.testResults.flatMap((suite) => {
    const file = relative(process.cwd(), suite.name);
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && suite.status === 'failed')
      return [`${file} (the suite itself failed)`];
    return failed.map((test) => `${file} › ${test.fullName}`);
  });
}

export function summarize(files) {
  let passed = 0;
  let failed = 0;
  const skipped = [];
  const failures = [];
  for (const file of files) {
    if (!existsSync(file)) {
      console.log(`${file}: no results (the test run did not finish)`);
      failed += 1;
      continue;
    }
    const result = JSON.parse(readFileSync(file, 'utf8'));
    const broken = result.numRuntimeErrorTestSuites ?? 0;
    const skippedHere = skippedTests(result);
    passed += result.numPassedTests;
    failed += result.numFailedTests + broken;
    skipped.push(...skippedHere);
    failures.push(...failedTests(result));
    console.log(
      `${file}: ${result.numPassedTests} passed, ${result.numFailedTests + broken} failed, ${skippedHere.length} skipped`,
    );
  }
  for (const line of skipped) console.log(`skipped: ${line}`);
  for (const line of failures) console.log(`failed: ${line}`);
  console.log(`${passed} passed, ${failed} failed, ${skipped.length} skipped`);
  return failed === 0 && passed > 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(summarize(process.argv.slice(2)) ? 0 : 1);
}
