// Web Test Runner config: browser suites (test/**/*.test.ts minus test/node/**) in headless Chromium.
import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupCommonjs from '@rollup/plugin-commonjs';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, ensureChromium } from './scripts/ensure-chromium.mjs';
import { startSignaling } from './scripts/signaling.mjs';
import { summaryReporter } from './test/support/summary-reporter.mjs';

// peerjs pulls in a CommonJS package (eventemitter3); the browser needs it as an ES module.
const commonjs = fromRollup(rollupCommonjs);

/** The same module swaps as the build (esbuild.config.mjs, ALIASES): the tests run what ships. */
function aliasPlugin() {
  const swaps = { 'webrtc-adapter': '/src/net/browser-details.ts', 'peerjs-js-binarypack': '/src/net/binarypack-refused.ts' };
  return {
    name: 'peer-table-aliases',
    resolveImport({ source }) {
      return Object.hasOwn(swaps, source) ? swaps[source] : undefined;
    },
  };
}

/** A local PeerJS signaling server for the WebRTC suites; they read its port from /__signaling.json. */
function signalingPlugin() {
  let signaling;
  return {
    name: 'peer-table-signaling',
    async serverStart() {
      signaling = await startSignaling({ port: 0 });
    },
    serve(context) {
      if (context.path === '/__signaling.json') return { body: JSON.stringify({ port: signaling.port, path: signaling.path }), type: 'json' };
    },
    async serverStop() {
      await signaling?.close();
    },
  };
}

export default {
  rootDir: '.',
  files: ['test/**/*.test.ts', '!test/node/**'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  // Test files at once: most browser suites wait on timers, pages and sockets, not the CPU.
  concurrency: Number(process.env.PT_WTR_CONCURRENCY ?? 2),
  plugins: [
    signalingPlugin(),
    aliasPlugin(),
    commonjs({ include: ['**/node_modules/eventemitter3/**'] }),
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: await ensureChromium(), args: CHROMIUM_ARGS },
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
