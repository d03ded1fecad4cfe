import { expect } from '@open-wc/testing';
import { hashOf, joinTarget, placeOf } from '../../components/peer-table/place.js';
import { perspectiveOf } from '../../components/peer-table/replay-source.js';

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
});
