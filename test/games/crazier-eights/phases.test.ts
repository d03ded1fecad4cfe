/**
 * The phase the table shows is the book's phase of the turn: the beginning phase while its
 * abilities wait on a choice or a fact, the draw while the turn player's card is drawn, the main
 * phase while the player acts (or chooses for a card played), the end phase while its abilities
 * wait. Checked at every resting state of seeded games.
 */
import { expect } from '@open-wc/testing';
import { eightsBots } from '../../../src/games/crazier-eights/bots.js';
import { crazierEights } from '../../../src/games/crazier-eights/index.js';
import { playBotGame } from '../../../src/kernel/runner.js';

describe('Crazier Eights: the phase shown', () => {
  it('names the book’s phases of a turn, each where the chart rests in it', () => {
    const seen = new Set<string>();
    for (const seed of ['phases/1', 'phases/2', 'phases/3']) {
      const names = ['Ann', 'Bob', 'Cat', 'Dan'];
      playBotGame(crazierEights, {
        options: { series: 'single', teams: 'none', promos: 0 },
        names,
        bots: names.map(() => eightsBots.strong),
        seed,
        onEvent: (state) => {
          const { phase } = crazierEights.view(state, 0);
          seen.add(phase);
          if (state.hasTag('acting')) expect(phase).to.equal('main');
          if (state.hasTag('beginning')) expect(phase).to.equal('begin');
          if (state.hasTag('end')) expect(phase).to.equal('end');
          if (state.hasTag('main') && state.hasTag('hosting') && !state.hasTag('choosing')) expect(phase).to.be.oneOf(['draw', 'main']);
        },
      });
    }
    expect([...seen].sort()).to.include.members(['draw', 'main', 'over']);
    for (const p of seen) expect(['setup', 'begin', 'draw', 'main', 'end', 'over']).to.include(p);
  });
});
