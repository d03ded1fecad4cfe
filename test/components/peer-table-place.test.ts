import { expect } from '@open-wc/testing';
import { hashOf, joinTarget, placeOf } from '../../components/peer-table/place.js';
import { openReplay, perspectiveOf, verdictWords } from '../../components/peer-table/replay-source.js';
import type { LogFile } from '../../src/log/file.js';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('<peer-table> places and replay perspectives', () => {
  it('reads every place from a fragment and writes it back', () => {
    for (const hash of [`#host=${ID}`, `#join=${ID}&game=planet-tricks`, '#log=H4sIAAA&step=12', '#replay']) {
      expect(hashOf(placeOf(hash))).to.equal(hash);
    }
    expect(placeOf('')).to.deep.equal({ kind: 'home' });
    expect(placeOf('#host=short')).to.deep.equal({ kind: 'home' });
  });

  it('a join link without a game (made before tables held other games) opens Planet Tricks', () => {
    expect(placeOf(`#join=${ID}`)).to.deep.equal({ kind: 'join', table: ID, game: 'planet-tricks' });
    expect(placeOf(`#join=${ID}&game=NOT A GAME`)).to.deep.equal({ kind: 'join', table: ID, game: 'planet-tricks' });
  });

  it('takes a table from a pasted link or a bare id, and refuses anything else', () => {
    expect(joinTarget(`https://example.org/play/?x=1#join=${ID}&game=secrets-of-the-universe`, 'planet-tricks')).to.deep.equal({
      table: ID,
      game: 'secrets-of-the-universe',
    });
    expect(joinTarget(`  ${ID} `, 'secrets-of-the-universe')).to.deep.equal({ table: ID, game: 'secrets-of-the-universe' });
    expect(joinTarget(`https://example.org/#join=${ID}`, 'crazier-eights')).to.deep.equal({ table: ID, game: 'crazier-eights' });
    expect(joinTarget('https://example.org/#host=whatever', 'planet-tricks')).to.equal(null);
    expect(joinTarget('hello', 'planet-tricks')).to.equal(null);
  });

  it('reads the seat attribute as a 1-based seat, spectator or all', () => {
    expect(perspectiveOf(null)).to.equal(null);
    expect(perspectiveOf('1')).to.equal(0);
    expect(perspectiveOf(' 3 ')).to.equal(2);
    expect(perspectiveOf('Spectator')).to.equal(-1);
    expect(perspectiveOf('all')).to.equal('all');
    expect(perspectiveOf('0')).to.equal(null);
    expect(perspectiveOf('two')).to.equal(null);
  });

  it('a chosen file that is not a log says so by name, and is never fetched as an address', async () => {
    const fetched: unknown[] = [];
    const real = window.fetch;
    window.fetch = (async (...args: unknown[]) => {
      fetched.push(args);
      return new Response('', { status: 404 });
    }) as typeof fetch;
    try {
      for (const text of ['hello world', 'https://example.org/other.json', '#log=abc', '']) {
        const opened = await openReplay({ name: 'notes.txt', text }, null);
        expect(opened.ok).to.equal(false);
        expect(opened.ok ? '' : opened.reason).to.match(/^This log cannot be replayed: notes\.txt is not a peer-table log \(/);
      }
      const broken = await openReplay({ name: 'cut.json', text: '{"format":"peer-table-log"' }, null);
      expect(broken.ok ? '' : broken.reason).to.contain('cut.json is not a peer-table log (the file is cut short or is not JSON)');
    } finally {
      window.fetch = real;
    }
    expect(fetched).to.deep.equal([]);
  });

  it('tells a player the verdict in words: the game by its title, its players and steps, no ids', () => {
    const file = { game: 'planet-tricks', seats: ['Ann', 'Bob', 'Cyd'], events: new Array(184).fill({}), perspective: 'full' } as unknown as LogFile;
    const result = { winners: [0], scores: [10, 4, 2], summary: 'Ann wins with 10 points.' };
    expect(verdictWords(file, { kind: 'verified', text: '', seed: 'x', result })).to.equal(
      'Verified: the shuffle and every move check out. Planet Tricks, 3 players (Ann, Bob, Cyd), 184 steps. Ann wins with 10 points.',
    );
    const own = { ...file, perspective: 1 } as unknown as LogFile;
    expect(verdictWords(own, { kind: 'unverified', text: '', result: null })).to.equal(
      "Unverified: Bob's own log. It replays without fault, but only the host's full log can be checked. Planet Tricks, 3 players (Ann, Bob, Cyd), 184 steps.",
    );
    expect(verdictWords(file, { kind: 'failed', text: '', reason: 'entry 3 does not match its hash' })).to.equal(
      'Verification failed: entry 3 does not match its hash',
    );
  });
});
