// Web Test Runner reporter: writes {passed, failed, skipped} over all sessions, every file, slowest
// first (their tests' seconds added up), the slowest tests, and each failure (file, test, first line
// of its error) to a JSON file for scripts/test.mjs, which prints the failures again at the end of
// its output. The slowest tests are those a busy machine brings nearest their timeouts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The first line of an error's message, or what kind of failure it was. */
const firstLine = (error, fallback) =>
  String(error?.message ?? fallback)
    .split('\n')[0]
    .slice(0, 300);

/** Adds up one suite's tests, recursing into nested suites; a failing test's name goes to `failures`. */
function countSuite(suite, counts, file, failures, path = []) {
  for (const test of suite?.tests ?? []) {
    counts.ms += test.duration ?? 0;
    counts.tests.push({ file, test: [...path, test.name].join(' > '), seconds: Math.round((test.duration ?? 0) / 100) / 10 });
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else {
      counts.failed += 1;
      failures.push({ file, test: [...path, test.name].join(' > '), error: firstLine(test.error, 'failed') });
    }
  }
  for (const child of suite?.suites ?? []) countSuite(child, counts, file, failures, [...path, child.name]);
}

export function summaryReporter({ outFile = '.build/wtr-summary.json' } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      const total = { passed: 0, failed: 0, skipped: 0 };
      const times = [];
      const tests = [];
      const failures = [];
      for (const session of sessions) {
        const counts = { passed: 0, failed: 0, skipped: 0, ms: 0, tests };
        const file = session.testFile.replace(/^.*?test\//, 'test/');
        countSuite(session.testResults, counts, file, failures);
        // A session that failed without any failing test (file did not load, uncaught error,
        // timeout, browser crash) still counts as one failure.
        if (session.passed === false && counts.failed === 0) {
          counts.failed = 1;
          const error = session.errors?.[0] ?? session.testResults?.errors?.[0];
          failures.push({ file, test: '(the file)', error: firstLine(error, session.status ?? 'failed') });
        }
        for (const key of Object.keys(total)) total[key] += counts[key];
        times.push({ file, seconds: Math.round(counts.ms / 100) / 10 });
      }
      total.files = times.sort((a, b) => b.seconds - a.seconds);
      total.tests = tests.sort((a, b) => b.seconds - a.seconds).slice(0, 20);
      total.failures = failures;
      mkdirSync(dirname(outFile), { recursive: true });
      writeFileSync(outFile, `${JSON.stringify(total)}\n`);
    },
  };
}
