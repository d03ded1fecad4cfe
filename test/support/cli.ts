/** Running the command line in tests: as a child process (the real bin), or in this process (fast). */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';

const BIN = fileURLToPath(new URL('../../bin/peer-table.mjs', import.meta.url));

export interface Run {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** `npx peer-table …args` as a child process, with `input` on standard input. */
export function cli(args: readonly string[], input = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: 'pipe' });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
}

/** The same command line run in this process (for the many argument checks). */
export async function inProcess(args: readonly string[], input?: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main([...args], { out: (t) => (out += t), err: (t) => (err += t), stdin: async () => input ?? '' });
  return { code, out, err };
}
