// Finds Chromium for the tests (CHROME_PATH, then /usr/bin/chromium), installing Debian's package as root if missing.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
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

const MESSAGE = 'peer-table tests need Chromium: install Debian\'s "chromium" package (apt-get install chromium) or set CHROME_PATH';

function find() {
  for (const path of [process.env.CHROME_PATH, '/usr/bin/chromium']) {
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
  if (!path && process.getuid?.() === 0 && hasAptGet()) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
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
