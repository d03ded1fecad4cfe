/**
 * The invariant checkers the property suites lean on catch what they are for: a card counted twice
 * or lost, a character in two places. Each takes a real state of a seeded bot game, changed by hand.
 */
import { expect } from '@open-wc/testing';
import { eightsBots } from '../../src/games/crazier-eights/bots.js';
import { crazierEights, type EightsState } from '../../src/games/crazier-eights/index.js';
import { eightsChecker } from '../../src/games/crazier-eights/invariants.js';
import { rotuBots } from '../../src/games/rules-of-the-universe/bots.js';
import { rulesOfTheUniverse, type RotuState } from '../../src/games/rules-of-the-universe/index.js';
import { rotuChecker } from '../../src/games/rules-of-the-universe/invariants.js';
import { secretsBots } from '../../src/games/secrets-of-the-universe/bots.js';
import { secretsOfTheUniverse, type SecretsState } from '../../src/games/secrets-of-the-universe/index.js';
import { secretsChecker } from '../../src/games/secrets-of-the-universe/invariants.js';
import { playBotGame } from '../../src/kernel/runner.js';

/** A state of a seeded bot game once `ready` holds of it, and the events up to it. */
function stateWhere<S>(play: (onEvent: (state: S) => void) => void, ready: (state: S) => boolean): S {
  let found: S | null = null;
  play((state) => {
    if (found === null && ready(state)) found = state;
  });
  expect(found, 'the game reached the state asked for').to.not.equal(null);
  return found!;
}

describe('The invariant checkers catch a broken state', () => {
  it('Rules of the Universe!: a pool card twice, a pool card lost, a character in two places', () => {
    const names = ['Ann', 'Bo', 'Cy'];
    const state = stateWhere<RotuState>(
      (onEvent) => playBotGame(rulesOfTheUniverse, { names, options: {}, bots: names.map(() => rotuBots.greedy), seed: 'checker', onEvent }),
      (s) => s.context.hands.some((h) => h.length > 0) && s.context.pool.length > 1 && s.context.characters.every((c) => c !== null),
    );
    const check = (ctx: Partial<RotuState['context']>) =>
      rotuChecker()({ ...state, context: { ...state.context, ...ctx } } as RotuState, { type: 'x' } as never);
    expect(check({})).to.deep.equal([]);
    const pool = state.context.pool;
    expect(check({ pool: [...pool, pool[0]!] }).join()).to.match(/pool cards in place/);
    expect(check({ pool: pool.slice(1) }).join()).to.match(/pool cards in place/);
    // As many cards as the deck, one of them twice and another gone.
    expect(check({ pool: [pool[0]!, ...pool.slice(0, -1)] }).join()).to.match(/pool cards in place/);
    expect(check({ characterDeck: [...state.context.characterDeck, state.context.characters[0]!] }).join()).to.match(/characters are not each in one place/);
    const deck = state.context.characterDeck;
    expect(check({ characterDeck: [state.context.characters[0]!, ...deck.slice(1)] }).join()).to.match(/characters are not each in one place/);
  });

  it('Crazier Eights: a card twice, a card lost', () => {
    const names = ['Ann', 'Bo', 'Cy', 'Di'];
    const state = stateWhere<EightsState>(
      (onEvent) =>
        playBotGame(crazierEights, {
          names,
          options: { series: 'single', teams: 'none', promos: 0 },
          bots: names.map(() => eightsBots.greedy),
          seed: 'checker',
          onEvent,
        }),
      (s) => s.context.game > 0 && s.context.hands.every((h) => h.length > 1),
    );
    const check = (ctx: Partial<EightsState['context']>) =>
      eightsChecker()({ ...state, context: { ...state.context, ...ctx } } as EightsState, { type: 'x' } as never);
    expect(check({})).to.deep.equal([]);
    const [first, ...rest] = state.context.hands;
    expect(check({ hands: [[...first!, first![0]!], ...rest] }).join()).to.match(/cards in place/);
    expect(check({ hands: [first!.slice(1), ...rest] }).join()).to.match(/cards in place/);
    expect(check({ hands: [[first![0]!, ...first!.slice(0, -1)], ...rest] }).join()).to.match(/cards in place/);
  });

  for (const version of ['basic', 'intermediate', 'advanced'] as const) {
    it(`Secrets of the Universe, ${version}: a card twice and another gone, a card lost, a hidden card`, () => {
      const names = ['Ann', 'Bo', 'Cy'];
      // The checker follows the game from its start: it is fed every event up to the state taken.
      const checker = secretsChecker();
      let found: SecretsState | null = null;
      playBotGame(secretsOfTheUniverse, {
        names,
        options: { version, matchLength: 4 },
        bots: names.map(() => secretsBots.greedy),
        seed: 'checker',
        onEvent: (state, event) => {
          if (found) return;
          expect(checker(state, event as never), event.type).to.deep.equal([]);
          if (state.context.hands.every((h) => h.length > 5) && state.hasTag('draw')) found = state;
        },
      });
      const state = found as SecretsState | null;
      expect(state, 'a turn of the first game').to.not.equal(null);
      const [first, second, ...rest] = state!.context.hands;
      const check = (hands: SecretsState['context']['hands']) =>
        secretsChecker()({ ...state!, context: { ...state!.context, hands } } as SecretsState, { type: 'x' } as never).join();
      // The deck holds two copies of a card: the one put in its place is another card.
      const other = second!.find((c) => c!.code !== first![0]!.code)!;
      expect(check([[other, ...first!.slice(1)], second!, ...rest]), 'one card twice, another gone').to.match(/cards accounted for, not the deck/);
      expect(check([first!.slice(1), second!, ...rest]), 'a card lost').to.match(/cards accounted for, not the deck/);
      expect(check([[null, ...first!.slice(1)], second!, ...rest]), 'a hidden card').to.match(/hidden card/);
    });
  }
});
