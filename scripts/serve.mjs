// A small static file server for dist/ and other built folders (used by npm start, bench and e2e tests).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.css': 'text/css',
};

/**
 * Serves `root` on host:port (port 0 picks a free one); resolves to the listening server and its URL.
 * `routes` maps a path to a JSON value served there instead of a file.
 */
export function serve(root, { port = 0, host = '127.0.0.1', routes = {} } = {}) {
  const base = root.endsWith(sep) ? root : root + sep;
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (Object.hasOwn(routes, path)) {
      res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-cache' });
      return res.end(JSON.stringify(routes[path]));
    }
    const file = join(base, path.endsWith('/') ? `${path}index.html` : path);
    try {
      if (!file.startsWith(base)) throw new Error('outside the served folder');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address();
      resolve({ server, url: `http://${host}:${bound}/` });
    });
  });
}
