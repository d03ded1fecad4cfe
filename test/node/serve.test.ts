/**
 * The server `npm start` runs (scripts/serve.mjs) sends each file in the most compact form the build
 * wrote beside it that the browser accepts (brotli, then gzip, else as it is), says so with
 * Content-Encoding and Vary, gives each form an ETag and answers a request naming it with 304, and
 * lets browsers keep content-hashed chunks for a year while the rest is checked every time.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '../../scripts/serve.mjs';

const CHUNK = 'chunks/play-AB12CD34.js';
const CODE = `export const play = ${JSON.stringify('a table of cards '.repeat(200))};\n`;
const PAGE = '<!doctype html><title>t</title><script type="module" src="./peer-table.js"></script>\n';

let dir = '';
let base = '';
let stop = (): void => undefined;

/** A GET of `path` with these request headers; the body as bytes. */
async function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: Buffer }> {
  // Node's fetch would undo the compression: ask with its own headers and read the bytes as sent.
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: new Headers(res.headers as Record<string, string>), body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the app server (scripts/serve.mjs)', () => {
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pt-serve-'));
    await mkdir(join(dir, 'chunks'));
    for (const [path, text] of [
      ['peer-table.js', CODE],
      [CHUNK, CODE],
      ['index.html', PAGE],
    ] as const) {
      await writeFile(join(dir, path), text);
      await writeFile(join(dir, `${path}.gz`), gzipSync(text, { level: 9 }));
      await writeFile(join(dir, `${path}.br`), brotliCompressSync(text));
    }
    await writeFile(join(dir, 'plain.json'), '{"only":"as it is"}');
    const { server, url } = await serve(dir);
    base = url;
    stop = () => server.close();
  });
  after(async () => {
    stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends brotli, else gzip, else the file as it is, by Accept-Encoding, and says so', async () => {
    const br = await get('peer-table.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.status, 200);
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.equal(br.headers.get('vary'), 'Accept-Encoding');
    assert.equal(br.headers.get('content-type'), 'text/javascript; charset=utf-8');
    assert.equal(brotliDecompressSync(br.body).toString(), CODE);
    assert.ok(br.body.length < CODE.length / 4, 'the compressed form is what is sent');

    const gz = await get('peer-table.js', { 'accept-encoding': 'gzip, deflate' });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), CODE);

    const refused = await get('peer-table.js', { 'accept-encoding': 'br;q=0, gzip' });
    assert.equal(refused.headers.get('content-encoding'), 'gzip');

    const none = await get('peer-table.js');
    assert.equal(none.headers.get('content-encoding'), null);
    assert.equal(none.body.toString(), CODE);
    assert.equal(none.headers.get('content-length'), String(CODE.length));

    // A file the build wrote no compressed form of goes as it is.
    const plain = await get('plain.json', { 'accept-encoding': 'br, gzip' });
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(plain.body.toString(), '{"only":"as it is"}');
    assert.equal((await get('index.html.gz')).status, 200, 'the compressed files themselves are files too');
    assert.equal((await get('nothing.js', { 'accept-encoding': 'br' })).status, 404);
  });

  it('gives each form its own ETag, and answers a request that names it with 304 and no body', async () => {
    const br = await get('peer-table.js', { 'accept-encoding': 'br' });
    const gz = await get('peer-table.js', { 'accept-encoding': 'gzip' });
    const raw = await get('peer-table.js');
    const tags = [br, gz, raw].map((r) => r.headers.get('etag'));
    assert.ok(
      tags.every((t) => /^"[^"]+"$/.test(t ?? '')),
      String(tags),
    );
    assert.equal(new Set(tags).size, 3);

    const again = await get('peer-table.js', { 'accept-encoding': 'br', 'if-none-match': tags[0]! });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    assert.equal(again.headers.get('etag'), tags[0]);
    assert.equal(again.headers.get('content-encoding'), 'br');
    assert.equal(again.headers.get('cache-control'), 'no-cache');
    assert.equal((await get('peer-table.js', { 'accept-encoding': 'br', 'if-none-match': `"other", W/${tags[0]}` })).status, 304);
    // Another form's tag is another representation: the whole file comes.
    const other = await get('peer-table.js', { 'accept-encoding': 'br', 'if-none-match': tags[1]! });
    assert.equal(other.status, 200);
    assert.equal(brotliDecompressSync(other.body).toString(), CODE);
  });

  it('lets browsers keep content-hashed chunks for a year; the page and the entry are checked every time', async () => {
    const chunk = await get(CHUNK, { 'accept-encoding': 'gzip' });
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers.get('content-encoding'), 'gzip');
    for (const path of ['', 'index.html', 'peer-table.js'])
      assert.equal((await get(path, { 'accept-encoding': 'br' })).headers.get('cache-control'), 'no-cache', path);
    assert.equal((await get('', { 'accept-encoding': 'br' })).headers.get('content-type'), 'text/html; charset=utf-8');
  });
});
