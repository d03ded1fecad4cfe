/**
 * Properties of whole seeded bot matches (random and greedy bots, 2, 3 and 4 players), checked
 * event by event on the host's full state with the invariant checker: cards conserved, the turn
 * order with its dummies, hand sizes, taken cards, coins, scores and totals, the dealer's rotation,
 * the winners. Each move is checked against the state before it, and every redacted event is
 * checked for leaks: no seat ever receives another seat's hand card or the deck order before the
 * reveal, and the spectator no hand card at all.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { SecretsState } from '../../../src/games/secrets-of-the-universe/index.js';
import { secretsChecker } from '../../../src/games/secrets-of-the-universe/invariants.js';
import type { SecretsEvent } from '../../../src/games/secrets-of-the-universe/types.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { game, matchSpec, runMatch, runs, type MatchSpec } from '../../support/builders/secrets.js';

const MATCHES_PER_COUNT = 70;

/** How often the rarer paths came up, so the properties are known not to hold vacuously. */
const seen = { wentOut: 0, fully: 0, exhaustedBySeat: 0, exhaustedByDummy: 0, taken: 0, takenDiscarded: 0, coins: 0, games: 0 };

/** Why `event` was not a legal move from `before`, by the book, or null. */
function illegal(before: SecretsState, event: SecretsEvent): string | null {
  const ctx = before.context;
  const top = ctx.discards.main.at(-1);
  switch (event.type) {
    case 'card.drawn':
      return ctx.deck.length > 0 && event.card === ctx.deck[0] && before.matches({ playing: 'draw' }) ? null : 'a draw that is not the top of the deck';
    case 'discard.taken':
      return top?.code === event.card && before.matches({ playing: 'draw' }) ? null : 'took a card that is not the most recent discard';
    case 'card.discarded': {
      const hand = ctx.hands[event.seat]!;
      const held = hand.some((c) => c?.code === event.card && c.taken === event.taken);
      return held && hand.length === 13 && before.matches({ playing: 'discard' }) ? null : 'discarded a card not held, or before drawing';
    }
    case 'dummy.discarded':
      return event.card === ctx.deck[0] ? null : 'a dummy discarded other than the top of the deck';
    case 'deck.exhausted':
      return ctx.deck.length === 0 ? null : 'ended the game with cards in the deck';
    case 'player.wentOut':
      return ctx.hands[event.seat]!.length === 13 && before.matches({ playing: 'discard' }) ? null : 'went out without drawing';
    default:
      return null;
  }
}

/** No leaks: what `seat` receives of `event` before the reveal holds no other hand card and no deck card. */
function checkRedaction(event: SecretsEvent, players: number): void {
  for (let s = SPECTATOR; s < players; s++) {
    const r = game.redact(event, s);
    expect(Object.keys(r).sort()).to.deep.equal(Object.keys(event).sort());
    if (event.type === 'game.dealt') {
      const red = r as typeof event;
      red.hands.forEach((h, o) => {
        expect(h.length).to.equal(event.hands[o]!.length);
        if (o === s) expect(h).to.deep.equal(event.hands[o]);
        else
          expect(
            h.every((c) => c === null),
            `seat ${s} sees seat ${o}'s dealt hand`,
          ).to.equal(true);
      });
      expect(red.deck.length).to.equal(event.deck.length);
      expect(
        red.deck.every((c) => c === null),
        `seat ${s} sees the deck order`,
      ).to.equal(true);
      expect(red.discard).to.equal(event.discard);
    } else if (event.type === 'card.drawn') {
      expect((r as typeof event).card, `seat ${s} sees seat ${event.seat}'s draw`).to.equal(event.seat === s ? event.card : null);
    } else if (r !== event && JSON.stringify(r) !== JSON.stringify(event)) {
      expect(r, `${event.type} is public`).to.deep.equal(event);
    }
  }
}

function checkMatch(spec: MatchSpec): void {
  const checker = secretsChecker();
  let prev: SecretsState = game.initial();
  const game0 = runMatch(spec, (state, event, index) => {
    const at = `event ${index} (${event.type})`;
    const errors = checker(state, event);
    if (errors.length > 0) expect(errors, at).to.deep.equal([]);
    const why = illegal(prev, event);
    if (why) expect.fail(`${at}: ${why}`);
    checkRedaction(event, spec.players);
    if (event.type === 'player.wentOut') seen.wentOut++;
    if (event.type === 'deck.exhausted') seen['seat' in event.turn ? 'exhaustedBySeat' : 'exhaustedByDummy']++;
    if (event.type === 'discard.taken') seen.taken++;
    if (event.type === 'card.discarded' && event.taken) seen.takenDiscarded++;
    if (event.type === 'coin.flipped') seen.coins++;
    if (event.type === 'game.scored') {
      seen.games++;
      const record = state.context.games.at(-1)!;
      if ('wentOut' in record.ending) {
        const hand = record.hands[record.ending.wentOut]!;
        expect(hand.unmelded.length, `${at}: the hand that went out`).to.be.at.most(2);
        const codes = hand.unmelded.map((c) => c.code);
        const fully = codes.length === 0 || (codes.length === 2 && codes[0] === codes[1]);
        expect(hand.bonus).to.equal(fully ? 10 : 0);
        if (fully) seen.fully++;
      }
    }
    prev = state;
  });
  expect(game0.finished, 'the match ends').to.equal(true);
  expect(game0.events.at(-1)!.type).to.equal('match.over');
  expect(JSON.stringify(game0.events)).not.to.contain(spec.seed);
}

describe('Secrets of the Universe properties over seeded bot matches', function () {
  this.timeout(120_000);
  for (const players of [2, 3, 4]) {
    it(`${players} players, ${MATCHES_PER_COUNT} matches of 4 games: invariants hold, every move is legal, nothing leaks`, () => {
      Object.assign(seen, { wentOut: 0, fully: 0, exhaustedBySeat: 0, exhaustedByDummy: 0, taken: 0, takenDiscarded: 0, coins: 0, games: 0 });
      fc.assert(fc.property(matchSpec('invariants', players), checkMatch), runs(MATCHES_PER_COUNT, 400 + players));
      expect(seen.games).to.equal(4 * MATCHES_PER_COUNT);
      for (const k of ['wentOut', 'fully', 'exhaustedBySeat', 'taken', 'takenDiscarded', 'coins'] as const) expect(seen[k], k).to.be.above(0);
      if (players < 4) expect(seen.exhaustedByDummy, 'a dummy found the deck empty').to.be.above(0);
    });
  }
});
