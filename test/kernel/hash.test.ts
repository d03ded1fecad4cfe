import { expect } from '@open-wc/testing';
import { fnv1a, sha256Hex } from '../../src/kernel/hash.js';

describe('sha256Hex', () => {
  it('matches the FIPS 180-2 test vectors', async () => {
    expect(await sha256Hex('abc')).to.equal('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('')).to.equal('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).to.equal(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('hashes text as UTF-8', async () => {
    // SHA-256 of the UTF-8 bytes of "é" (c3 a9).
    expect(await sha256Hex('é')).to.equal('4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c');
  });
});

describe('fnv1a', () => {
  it('matches the published 32-bit FNV-1a values', () => {
    expect(fnv1a('')).to.equal(0x811c9dc5);
    expect(fnv1a('a')).to.equal(0xe40c292c);
    expect(fnv1a('foobar')).to.equal(0xbf9cf968);
  });

  it('depends on the seed', () => {
    expect(fnv1a('abc', 1)).not.to.equal(fnv1a('abc'));
  });
});
