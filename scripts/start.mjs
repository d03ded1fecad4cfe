// `npm start`: builds the app into dist/, starts the local PeerJS signaling server, serves the app
// (telling it where signaling is through /peer-table.config.json) and prints the address.
// HOST=0.0.0.0 serves the local network too, and the links the page hands out use this machine's
// network address; PORT and SIGNAL_PORT change the ports; OUTDIR builds and serves another folder
// than dist/ (two of these at once must not share one); NO_BUILD=1 serves that folder as built
// before (`npm run build`), without building it again. Stopping this process stops both servers.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../esbuild.config.mjs';
import { serve } from './serve.mjs';
import { startSignaling } from './signaling.mjs';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const signalPort = Number(process.env.SIGNAL_PORT ?? 9000);
const outdir = process.env.OUTDIR ? resolve(process.env.OUTDIR) : fileURLToPath(new URL('../dist', import.meta.url));

/** Stops with one line saying what went wrong and what to change. */
function fail(message) {
  console.error(`peer-table: ${message}`);
  process.exit(1);
}

/** Null when `port` can be listened on at `host`, else why not. */
const portProblem = (p) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (e) => resolve(e.code ?? e.message));
    probe.listen(p, host, () => probe.close(() => resolve(null)));
  });

for (const [p, variable, what] of [
  [port, 'PORT', 'the app'],
  [signalPort, 'SIGNAL_PORT', 'the signaling server'],
]) {
  if (!Number.isInteger(p) || p < 0 || p > 65535) fail(`${variable}=${process.env[variable]} is not a port number.`);
  const problem = await portProblem(p);
  if (problem === 'EADDRINUSE') fail(`port ${p} (${what}) is already in use: free it, or choose another with ${variable}=${p + 1} npm start`);
  if (problem === 'EACCES') fail(`port ${p} (${what}) needs more privileges: choose another with ${variable}=${p < 1024 ? p + 8000 : p + 1} npm start`);
  if (problem === 'EADDRNOTAVAIL') fail(`HOST=${host} is not an address of this machine.`);
  if (problem) fail(`cannot listen on ${host}:${p} (${problem}).`);
}

/** This machine's first IPv4 address on a network, or null. */
function networkAddress() {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return null;
}

const loopback = host === 'localhost' || /^127\./.test(host) || host === '::1';
const everywhere = host === '0.0.0.0' || host === '::';
const reachable = loopback ? null : everywhere ? networkAddress() : host;

if (process.env.NO_BUILD === '1') {
  if (!existsSync(`${outdir}/index.html`)) fail(`NO_BUILD=1 serves ${outdir} as built before, and it holds no build: run npm run build first.`);
} else await build({ outdir });
const signaling = await startSignaling({ host, port: signalPort });
// The page's own host name is used for signaling, so the same link works from other machines;
// `share` is the address other machines reach, for the links a page opened at localhost hands out.
const config = { signaling: { port: signaling.port, path: signaling.path, secure: false, iceServers: [] } };
const { server, url } = await serve(`${outdir}/`, { host, port, routes: { '/peer-table.config.json': config } });
const bound = new URL(url).port;
if (reachable) config.share = `http://${reachable}:${bound}/`;

const local = url.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
if (reachable) {
  console.log(`peer-table is running at ${config.share} (on this machine also ${local})`);
  console.log('friends on your network open that address, or the join link a table shows');
} else {
  console.log(`peer-table is running at ${local}`);
  console.log('only this machine can open it: HOST=0.0.0.0 npm start serves your network too');
}
console.log(`signaling server (PeerJS) on port ${signaling.port}; tables work with no internet connection`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    void signaling.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
