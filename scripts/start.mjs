// `npm start`: builds the app into dist/, starts the local PeerJS signaling server, serves the app
// (telling it where signaling is through /peer-table.config.json) and prints the address.
// HOST=0.0.0.0 serves the local network too; PORT and SIGNAL_PORT change the ports.
import { fileURLToPath } from 'node:url';
import { build } from '../esbuild.config.mjs';
import { serve } from './serve.mjs';
import { startSignaling } from './signaling.mjs';

const host = process.env.HOST ?? '127.0.0.1';
await build();
const signaling = await startSignaling({ host, port: Number(process.env.SIGNAL_PORT ?? 9000) });
const { url } = await serve(fileURLToPath(new URL('../dist/', import.meta.url)), {
  host,
  port: Number(process.env.PORT ?? 8080),
  // The page's own host name is used for signaling, so the same link works from other machines.
  routes: { '/peer-table.config.json': { signaling: { port: signaling.port, path: signaling.path, secure: false, iceServers: [] } } },
});
console.log(`peer-table is running at ${url.replace('0.0.0.0', 'localhost')}`);
console.log(`signaling server (PeerJS) on port ${signaling.port}; tables work with no internet connection`);
