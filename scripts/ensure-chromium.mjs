// Finds Chromium for the tests: CHROME_PATH, else Debian's headless shell (chromium-headless-shell,
// Chromium's own headless build, which Playwright also runs for headless pages), else Debian's
// chromium. As root with apt-get, it installs the headless shell when it is missing (and chromium if
// that fails too). The headless shell draws the same pages with the same engine for about 30% less
// CPU than the full browser run headless (measured on the browser and end-to-end suites), which
// keeps npm test within its time on a two-core machine.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Flags for headless Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const MESSAGE =
  'peer-table tests need Chromium: install Debian\'s "chromium-headless-shell" or "chromium" package (apt-get install chromium-headless-shell) or set CHROME_PATH';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Written once the headless shell's install was tried here. */
const TRIED = fileURLToPath(new URL('../.build/headless-shell-tried', import.meta.url));

function find() {
  for (const path of [process.env.CHROME_PATH, HEADLESS_SHELL, '/usr/bin/chromium']) {
    if (!path) continue;
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {}
  }
  return undefined;
}

const hasAptGet = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/** Resolves to an executable Chromium path; throws with a one-line hint if there is none. */
export async function ensureChromium() {
  let path = find();
  // With a Chromium already there, the headless shell is tried once on this checkout (a machine
  // that cannot install it goes on with what it has, without asking apt at every run).
  const shellWanted = !path || (path !== process.env.CHROME_PATH && path !== HEADLESS_SHELL && !existsSync(TRIED));
  if (shellWanted && process.getuid?.() === 0 && hasAptGet()) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const shell = spawnSync('apt-get', ['install', '-y', 'chromium-headless-shell'], { stdio: 'inherit', env });
    if (shell.status !== 0 && !path) spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
    mkdirSync(dirname(TRIED), { recursive: true });
    writeFileSync(TRIED, '');
    path = find();
  }
  if (!path) throw new Error(MESSAGE);
  return path;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(await ensureChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
