// The local PeerJS signaling server (package `peer`), so tables work offline and on a LAN.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Starts a PeerJS server; resolves once it listens. `port` 0 picks a free port. */
export function startSignaling({ port = 9000, host = '127.0.0.1', path = '/peer' } = {}) {
  const { PeerServer } = require('peer');
  return new Promise((resolve, reject) => {
    let server;
    const app = PeerServer({ port, host, path, allow_discovery: false, alive_timeout: 20_000 }, (s) => {
      server = s;
      resolve({ port: s.address().port, path, close: () => new Promise((done) => s.close(() => done())) });
    });
    app.on?.('error', reject);
    setTimeout(() => server || reject(new Error(`the signaling server did not start on port ${port}`)), 10_000);
  });
}
