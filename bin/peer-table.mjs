#!/usr/bin/env node
// The peer-table command line (src/cli/main.ts), run as TypeScript through tsx. `peer-table --help`.
import { register } from 'tsx/esm/api';

register();
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0); // e.g. piped into head
  throw error;
});
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
