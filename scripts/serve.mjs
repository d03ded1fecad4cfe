// A small static file server for dist/ and other built folders (used by npm start, bench and e2e tests).
// It sends a file compressed when the build wrote its compressed forms beside it (`x.js.br`,
// `x.js.gz`: esbuild.config.mjs does) and the browser accepts them, with an ETag for each form (a
// request naming it in If-None-Match gets 304), and lets browsers keep content-hashed chunks for a
// year without asking again (their name changes when their content does); everything else is
// checked with the server each time (`no-cache`, which the ETag makes cheap).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
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

/** The forms a file may be sent in, most compact first: the file beside it, and its Content-Encoding. */
const ENCODINGS = [
  { suffix: '.br', coding: 'br' },
  { suffix: '.gz', coding: 'gzip' },
];

/** A chunk whose name carries its content's hash (`chunks/name-HASH.js`, and its source map). */
const HASHED = /(^|\/)chunks\/[^/]+-[A-Z0-9]{8}\.js(\.map)?$/;
const FOR_A_YEAR = 'public, max-age=31536000, immutable';

/** The codings the request accepts (q=0 refuses one). */
function accepted(header) {
  const codings = new Set();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) codings.add(name);
  }
  return codings;
}

/** Whether If-None-Match names `etag` (or is `*`). */
const matches = (header, etag) => !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

/** Files read once, by path, until they change on disk (their size or time). */
const cache = new Map();

/** The file at `path` as sent with `coding` (null: as it is), with its ETag; null when there is no such form. */
async function form(path, coding) {
  const file = coding ? `${path}${ENCODINGS.find((e) => e.coding === coding).suffix}` : path;
  let info;
  try {
    info = await stat(file);
  } catch {
    return null;
  }
  if (!info.isFile()) return null;
  const key = `${info.size}:${info.mtimeMs}`;
  const cached = cache.get(file);
  if (cached?.key === key) return cached;
  const body = await readFile(file);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}${coding ? `-${coding}` : ''}"`;
  const entry = { key, body, etag };
  cache.set(file, entry);
  return entry;
}

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
    const plain = file.startsWith(base) ? await form(file, null).catch(() => null) : null;
    if (!plain) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    const accepts = accepted(req.headers['accept-encoding']);
    let coding = null;
    let sent = plain;
    for (const { coding: c } of ENCODINGS) {
      if (!accepts.has(c)) continue;
      const compressed = await form(file, c).catch(() => null);
      if (compressed) {
        [coding, sent] = [c, compressed];
        break;
      }
    }
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': HASHED.test(file.slice(base.length).split(sep).join('/')) ? FOR_A_YEAR : 'no-cache',
      etag: sent.etag,
      vary: 'Accept-Encoding',
      ...(coding ? { 'content-encoding': coding } : {}),
    };
    if (matches(req.headers['if-none-match'], sent.etag)) {
      res.writeHead(304, headers);
      return res.end();
    }
    res.writeHead(200, { ...headers, 'content-length': sent.body.length });
    res.end(req.method === 'HEAD' ? undefined : sent.body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address();
      resolve({ server, url: `http://${host}:${bound}/` });
    });
  });
}
