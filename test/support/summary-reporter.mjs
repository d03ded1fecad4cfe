// Web Test Runner reporter: writes {passed, failed, skipped} over all sessions, and every file, slowest
// first (their tests' seconds added up), to a JSON file for scripts/test.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Adds up one suite's tests, recursing into nested suites. */
function countSuite(suite, counts) {
  for (const test of suite?.tests ?? []) {
    counts.ms += test.duration ?? 0;
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite?.suites ?? []) countSuite(child, counts);
}

export function summaryReporter({ outFile = '.build/wtr-summary.json' } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      const total = { passed: 0, failed: 0, skipped: 0 };
      const times = [];
      for (const session of sessions) {
        const counts = { passed: 0, failed: 0, skipped: 0, ms: 0 };
        countSuite(session.testResults, counts);
        // A session that failed without any failing test (file did not load, uncaught error,
        // timeout, browser crash) still counts as one failure.
        if (session.passed === false && counts.failed === 0) counts.failed = 1;
        for (const key of Object.keys(total)) total[key] += counts[key];
        times.push({ file: session.testFile, seconds: Math.round(counts.ms / 100) / 10 });
      }
      total.files = times.sort((a, b) => b.seconds - a.seconds);
      mkdirSync(dirname(outFile), { recursive: true });
      writeFileSync(outFile, `${JSON.stringify(total)}\n`);
    },
  };
}
