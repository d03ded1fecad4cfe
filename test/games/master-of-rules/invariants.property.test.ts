/**
 * Properties of whole seeded bot games (3, 4 and 5 players, random and greedy bots mixed), checked
 * event by event on the host's full state: the invariants; every card played was legal by the book;
 * every judgement agrees with an oracle written again from the book; the start card passes
 * clockwise; the game ends after the right deal with the right winners; redacted events hide the
 * other hands and the piles.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { morBots } from '../../../src/games/master-of-rules/bots.js';
import { colourOf, isNum, numberOf, ruleOf, type CardId } from '../../../src/games/master-of-rules/cards.js';
import { masterOfRules, type MorState } from '../../../src/games/master-of-rules/index.js';
import { morChecker } from '../../../src/games/master-of-rules/invariants.js';
import type { MorEvent, Play } from '../../../src/games/master-of-rules/types.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { playBotGame } from '../../../src/kernel/runner.js';

const GAMES_PER_COUNT = 150;

/** The book's judgement, written again: place → completed. */
export function oracle(plays: readonly Play[], players: number): Map<number, boolean> {
  const nums = plays.filter((p) => isNum(p.card)).map((p) => p.card);
  const numBy = (by: number) => plays.find((p) => p.by === by && isNum(p.card))!.card;
  const kindBy = (by: number) => {
    const p = plays.find((x) => x.by === by && !isNum(x.card));
    return p ? ruleOf(p.card) : null;
  };
  const count = (f: (c: CardId) => number | string) => {
    const m = new Map<number | string, number>();
    for (const c of nums) m.set(f(c), (m.get(f(c)) ?? 0) + 1);
    return m;
  };
  const plain = (by: number): boolean => {
    const mine = numBy(by);
    switch (kindBy(by)) {
      case 'limit-23':
        return nums.reduce((a, c) => a + numberOf(c), 0) <= 23;
      case 'best-of-the-best': {
        const colours = count(colourOf);
        const most = Math.max(...colours.values());
        return colours.get(colourOf(mine)) === most && nums.every((c) => colourOf(c) !== colourOf(mine) || numberOf(c) <= numberOf(mine));
      }
      case 'only-one':
        return nums.filter((c) => c !== mine).every((c) => colourOf(c) !== colourOf(mine) && numberOf(c) !== numberOf(mine));
      case 'trio':
        return [...count(colourOf).values(), ...count(numberOf).values()].some((k) => k >= 3);
      default:
        throw new Error('not a plain rule');
    }
  };
  const out = new Map<number, boolean>();
  for (const p of plays.filter((x) => !isNum(x.card))) {
    if (ruleOf(p.card) !== 'support-right') {
      out.set(p.by, plain(p.by));
      continue;
    }
    // Walk right (previous real seat) past Support Right cards; coming round means all of them.
    let at = Math.min(p.by, players);
    let steps = 0;
    let met: boolean | null = null;
    while (met === null) {
      at = (at - 1 + players) % players;
      if (kindBy(at) !== 'support-right') met = plain(at);
      else if (++steps > players) met = true;
    }
    out.set(p.by, met);
  }
  return out;
}

const seen = { reshuffles: 0, chains: 0, allSupport: 0, dummyMet: 0, ties: 0 };

function checkGame(players: number, bots: readonly ('random' | 'greedy' | 'easy')[], seed: string): void {
  const checker = morChecker();
  let prev: MorState = masterOfRules.initial();
  const game = playBotGame(masterOfRules, {
    options: {},
    names: bots.map((b, s) => `${b}${s}`),
    bots: bots.map((b) => morBots[b]),
    seed,
    onEvent: (s, e, index) => {
      const state = s as MorState;
      const event = e as MorEvent;
      const at = `${seed} event ${index} (${event.type})`;
      const errors = checker(state, event);
      if (errors.length) expect(errors, at).to.deep.equal([]);
      for (let seat = SPECTATOR; seat < players; seat++) {
        const red = masterOfRules.redact(event, seat);
        if (event.type === 'game.dealt' && red.type === 'game.dealt') {
          expect(
            [...red.numPile, ...red.rulePile].every((c) => c === null),
            at,
          ).to.equal(true);
          red.hands.forEach((h, o) =>
            expect(
              [...h.nums, ...h.rules].every((c) => (o === seat ? c !== null : c === null)),
              at,
            ).to.equal(true),
          );
        } else if (event.type === 'pile.reshuffled' && red.type === 'pile.reshuffled') {
          expect(
            red.cards.every((c) => c === null),
            at,
          ).to.equal(true);
        } else expect(red, at).to.deep.equal(event);
      }
      if (event.type === 'pile.reshuffled') seen.reshuffles++;
      if (event.type === 'card.played' && !isNum(event.card)) {
        // The book: the other kind in the second trick; a played rule only when every rule in hand has been.
        const ctx = prev.context;
        const first = ctx.plays.find((p) => p.by === event.seat && p.trick === 1);
        if (ctx.trick === 2) expect(first && isNum(first.card), `${at}: other kind`).to.equal(true);
        const played = new Set(ctx.plays.filter((p) => !isNum(p.card)).map((p) => ruleOf(p.card)));
        const hand = ctx.hands[event.seat]!.rules as CardId[];
        if (played.has(ruleOf(event.card)))
          expect(
            hand.every((c) => played.has(ruleOf(c))),
            `${at}: rule already played`,
          ).to.equal(true);
      }
      if (event.type === 'deal.started') expect(event.start, at).to.equal((state.context.keeper + event.deal - 1) % players);
      if (state.context.last !== prev.context.last && state.context.last) {
        const last = state.context.last;
        expect(last.plays.filter((p) => isNum(p.card)).length, `${at}: five numerical cards`).to.equal(5);
        const want = oracle(last.plays, players);
        for (const j of last.judgements) {
          expect(j.met, `${at}: judgement of place ${j.by}`).to.equal(want.get(j.by));
          expect(j.kept, at).to.equal(j.met && j.by < players);
          if (j.by >= players && j.met) seen.dummyMet++;
        }
        const sr = last.plays.filter((p) => p.by < players && !isNum(p.card) && ruleOf(p.card) === 'support-right').length;
        if (sr >= 2) seen.chains++;
        if (sr === players) seen.allSupport++;
      }
      prev = state;
    },
  });
  expect(game.finished, `${seed}: the game ends`).to.equal(true);
  const ctx = game.state.context;
  expect(ctx.deal).to.equal(players === 5 ? 10 : 12);
  const result = masterOfRules.result(game.state)!;
  const vp = ctx.completed.map((c) => c.length + (new Set(c.map(ruleOf)).size === 5 ? 2 : 0));
  expect(result.scores).to.deep.equal(vp);
  const best = Math.max(...vp);
  expect(result.winners.every((s) => vp[s] === best)).to.equal(true);
  if (vp.filter((v) => v === best).length > 1) seen.ties++;
}

describe('Master of Rules properties over seeded bot games', function () {
  this.timeout(300_000);
  for (const players of [3, 4, 5]) {
    it(`${players} players, ${GAMES_PER_COUNT} games: invariants, legal plays, judgements as the book says, the start card, the end, no leaks`, () => {
      Object.assign(seen, { reshuffles: 0, chains: 0, allSupport: 0, dummyMet: 0, ties: 0 });
      const bot = fc.constantFrom<'random' | 'greedy' | 'easy'>('random', 'greedy', 'easy');
      fc.assert(
        fc.property(fc.array(bot, { minLength: players, maxLength: players }), fc.nat(), (bots, seed) => checkGame(players, bots, `props/${players}/${seed}`)),
        { numRuns: GAMES_PER_COUNT, seed: 40 + players, endOnFailure: true },
      );
      expect(seen.reshuffles, 'reshuffles').to.be.above(0);
      expect(seen.chains, 'deals with two or more Support Right').to.be.above(0);
      expect(seen.ties, 'tied games').to.be.above(0);
      if (players === 3) expect(seen.dummyMet, 'Dummy 1 meeting its objective').to.be.above(0);
    });
  }
});
