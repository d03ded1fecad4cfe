import { expect } from '@open-wc/testing';
import { canonicalJson } from '../../src/kernel/canonical.js';
import type { LogFile } from '../../src/log/format.js';
import { MAX_LOG_BYTES } from '../../src/log/parse.js';
import { base64urlEncode, decodeShareLink, encodeShareLink } from '../../src/log/share-link.js';
import { verifyLogFile } from '../../src/log/verify.js';
import { fairGame } from './fixture.js';
import { loadEveryPlay } from '../support/games.js';

let good: LogFile;
let link: string;

/** Link data holding `bytes` gzipped, as an attacker or a broken copy could make it. */
async function linkOf(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip'));
  return base64urlEncode(new Uint8Array(await new Response(stream).arrayBuffer()));
}
const reasonOf = async (data: string): Promise<string> => {
  const result = await decodeShareLink(data);
  if (result.ok) throw new Error('accepted');
  return result.reason;
};

describe('share link', () => {
  before(loadEveryPlay);

  before(async () => {
    good = (await fairGame()).file;
    link = await encodeShareLink(good);
  });

  it('is base64url of the gzip of the canonical JSON (a full log without its per-event hashes, which the reader rebuilds), and decodes to the same file, which verifies', async () => {
    expect(link).to.match(/^[A-Za-z0-9_-]+$/);
    const shared = { ...good, events: good.events.map(({ seq, event }) => ({ seq, event })), head: good.events.at(-1)!.hash };
    expect(link).to.equal(await linkOf(new TextEncoder().encode(canonicalJson(shared))));
    expect(link.length).to.be.below((await linkOf(new TextEncoder().encode(canonicalJson(good)))).length / 2);
    for (const form of [link, `log=${link}`, `#log=${link}`, `https://peer-table.example/#log=${link}`]) {
      const decoded = await decodeShareLink(form);
      if (!decoded.ok) throw new Error(decoded.reason);
      expect(canonicalJson(decoded.file)).to.equal(canonicalJson(good));
    }
    const decoded = await decodeShareLink(link);
    expect(decoded.ok && (await verifyLogFile(decoded.file)).kind).to.equal('verified');
  });

  it('refuses a full log whose events do not lead to the hash it was shared with', async () => {
    const shared = { ...good, events: good.events.map(({ seq, event }) => ({ seq, event })), head: '0'.repeat(64) };
    expect(await reasonOf(await linkOf(new TextEncoder().encode(canonicalJson(shared))))).to.equal(
      'the link is damaged: its events do not lead to the hash they were shared with',
    );
  });

  it('names bad base64url: a character that cannot be in it, or a length no encoding gives', async () => {
    expect(await reasonOf(`${link.slice(0, 10)}+${link.slice(11)}`)).to.equal('the link is not valid base64url: character 11 ("+") cannot be in it');
    expect(await reasonOf(link.slice(0, 4 * 100 + 1))).to.equal('the link is not valid base64url: it is cut short');
    expect(await reasonOf('#log=')).to.equal('the link holds no log');
  });

  it('names data that does not decompress: not gzip, damaged or cut short', async () => {
    expect(await reasonOf('AAAAAAAAAAAA')).to.equal('the link is damaged: its data does not decompress');
    const middle = Math.floor(link.length / 2);
    const damaged = `${link.slice(0, middle)}${link[middle] === 'A' ? 'B' : 'A'}${link.slice(middle + 1)}`;
    expect(await reasonOf(damaged)).to.equal('the link is damaged: its data does not decompress');
    expect(await reasonOf(link.slice(0, 4 * Math.floor(link.length / 8)))).to.equal('the link is damaged: its data does not decompress');
  });

  it('then names what parseLogFile finds, text that is not UTF-8, and more than 10 MB', async () => {
    expect(await reasonOf(await linkOf(new TextEncoder().encode('{"format":"peer-table-log","version":2}')))).to.equal(
      'format version 2 is not supported; this version reads 1',
    );
    expect(await reasonOf(await linkOf(new TextEncoder().encode('{"format":')))).to.equal('the file is cut short or is not JSON');
    expect(await reasonOf(await linkOf(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])))).to.equal("the link's data is not UTF-8 text");
    expect(await reasonOf(await linkOf(new Uint8Array(MAX_LOG_BYTES + 1).fill(0x20)))).to.equal('the link holds more than 10 MB of log');
  });
});
