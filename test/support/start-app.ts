/** Runs `npm start`'s script on free ports for end-to-end suites; resolves once it serves. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export async function startApp(): Promise<{ url: string; stop: () => void; process: ChildProcess }> {
  const [port, signal] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...process.env, PORT: String(port), SIGNAL_PORT: String(signal) } });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`npm start did not come up: ${out}`)), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running at (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}: ${out}`)));
  });
  return { url, stop: () => child.kill(), process: child };
}
