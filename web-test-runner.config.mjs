// Web Test Runner config: browser suites (test/**/*.test.ts minus test/node/**) in headless Chromium.
import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS } from './scripts/ensure-chromium.mjs';
import { summaryReporter } from './test/support/summary-reporter.mjs';

export default {
  rootDir: '.',
  files: ['test/**/*.test.ts', '!test/node/**'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  concurrency: 1,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
    }),
  ],
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  testFramework: { config: { timeout: 120000 } },
  // Per-file limits: some suites play 1000 bot games.
  testsStartTimeout: 120000,
  testsFinishTimeout: 900000,
  browserStartTimeout: 120000,
  reporters: [defaultReporter(), summaryReporter({ outFile: '.build/wtr-summary.json' })],
};
