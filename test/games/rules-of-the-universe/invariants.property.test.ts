/**
 * Properties of whole seeded bot games (2 to 6 players, random, easy and strong bots mixed), checked
 * event by event on the host's full state: the invariants; every sealed choice travels as a bare
 * commitment; every pick order is the one an oracle written again from the book gives (ties and
 * the Lucky Coin included); every attack's target was open to attack by the book and its damage is
 * the book's; turns are skipped only by those who could not attack; the refill comes exactly when
 * every hand standing is empty; deaths and the end are the book's.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { rotuBots } from '../../../src/games/rules-of-the-universe/bots.js';
import { characterOf, kindOf, type CardId } from '../../../src/games/rules-of-the-universe/data.js';
import { rulesOfTheUniverse, type RotuState } from '../../../src/games/rules-of-the-universe/index.js';
import { rotuChecker } from '../../../src/games/rules-of-the-universe/invariants.js';
import type { Auction, Happening, RotuContext, RotuEvent } from '../../../src/games/rules-of-the-universe/types.js';
import { playBotGame } from '../../../src/kernel/runner.js';

const GAMES_PER_COUNT = 60;
type Kind = 'random' | 'greedy' | 'easy';

/** The book's pick order, written again: highest bid first; ties by the Lucky Coin, passed in turn order to whoever is tied. */
function bookOrder(a: Auction, players: number): number[] {
  let coin = a.holder;
  let flip = 0;
  const order: number[] = [];
  const values = [...new Set(a.bids)].sort((x, y) => y - x);
  for (const v of values) {
    let tied = a.bids.map((b, s) => (b === v ? s : -1)).filter((s) => s >= 0);
    const first: number[] = [];
    const last: number[] = [];
    while (tied.length > 1) {
      while (!tied.includes(coin)) coin = (coin + 1) % players;
      const f = a.flips[flip++]!;
      expect(f.seat, 'the holder flips').to.equal(coin);
      if (f.lucky) first.push(coin);
      else last.unshift(coin);
      tied = tied.filter((s) => s !== coin);
    }
    order.push(...first, ...tied, ...last);
  }
  expect(flip, 'no flip too many').to.equal(a.flips.length);
  return order;
}

const trait = (ctx: RotuContext, seat: number, t: string): number => {
  const c = characterOf(ctx.characters[seat]!);
  return c.trait === t ? c.amount : 0;
};
const bookDamage = (ctx: RotuContext, by: number, on: number, attack: CardId, defence: CardId | null): number =>
  Math.max(
    0,
    Math.max(0, kindOf(attack).attack + trait(ctx, by, 'attack')) -
      (defence === null ? 0 : kindOf(defence).defence + trait(ctx, on, 'defence')) -
      trait(ctx, on, 'evasion'),
  );

let cunningGames = 0;
const seen = { ties: 0, manyWay: 0, refills: 0, cunning: 0, champions: 0, skips: 0, exhaustedDeaths: 0, magic: 0 };

function checkGame(players: number, bots: readonly Kind[], seed: string): void {
  const checker = rotuChecker();
  let prev: RotuState = rulesOfTheUniverse.initial();
  /** Who damaged whom this round, as the book counts it, from the happenings. */
  let hitBy: number[][] = [];
  const game = playBotGame(rulesOfTheUniverse, {
    options: {},
    names: bots.map((b, s) => `${b}${s}`),
    bots: bots.map((b) => rotuBots[b]),
    seed,
    onEvent: (st, e, index) => {
      const state = st as RotuState;
      const event = e as RotuEvent;
      const ctx = state.context;
      const before = prev.context;
      const at = `${seed} event ${index} (${event.type})`;
      const errors = checker(state, event);
      if (errors.length) expect(errors, at).to.deep.equal([]);
      for (let seat = -1; seat < players; seat++) expect(rulesOfTheUniverse.redact(event, seat), at).to.equal(event);
      if (event.type === 'choice.sealed') expect(Object.keys(event).sort(), at).to.deep.equal(['commitment', 'key', 'seat', 'type']);
      const a = ctx.auction ?? ctx.past.at(-1);
      if (a?.order.length && a !== (before.auction ?? before.past.at(-1)) && a.picks.length === 0) {
        expect(a.order, `${at}: pick order`).to.deep.equal(bookOrder(a, players));
        if (a.flips.length) seen.ties++;
        if (a.flips.length >= 2) seen.manyWay++;
      }
      if (event.type === 'turn.started') {
        if (event.round !== before.round) hitBy = ctx.names.map(() => []);
        if (event.turn === 1) expect(event.seat, `${at}: whoever used the Lucky Coin last starts`).to.equal(before.holder);
      }
      if (event.type === 'target.chosen') {
        expect(event.target, `${at}: not yourself`).to.not.equal(event.seat);
        expect(event.target, `${at}: not the previous turn’s target`).to.not.equal(before.prevTarget);
        expect(hitBy[event.target]!.length, `${at}: not someone damaged by two this round`).to.be.below(2);
      }
      for (const h of ctx.happenings.filter((x) => !before.happenings.includes(x)) as Happening[]) {
        if (h.kind === 'attack') {
          expect(h.damage, `${at}: the book’s damage`).to.equal(Math.min(before.health[h.on]!, bookDamage(ctx, h.by, h.on, h.card, h.defence)));
          if (h.damage > 0 && !hitBy[h.on]!.includes(h.by)) hitBy[h.on]!.push(h.by);
        }
        if (h.kind === 'magic') {
          seen.magic++;
          for (const c of h.changes) if (c.delta < 0 && !hitBy[c.seat]!.includes(h.by)) hitBy[c.seat]!.push(h.by);
        }
        if (h.kind === 'skip') {
          seen.skips++;
          const noCards = before.hands[h.by]!.length === 0;
          expect(h.why, at).to.equal(noCards ? 'no-cards' : 'no-target');
        }
        if (h.kind === 'refill') seen.refills++;
        if (h.kind === 'death' && h.why === 'exhausted') seen.exhaustedDeaths++;
      }
      if ((state.value === 'between' || state.value === 'over') && prev.value !== 'picking' && ctx.turnNo > 0) {
        // The end of a turn: nobody standing is at 0 health or without a card; the refill came if, and only if, no hand standing held a card.
        ctx.alive.forEach(
          (alive, s) =>
            alive && expect(ctx.health[s]! > 0 && ctx.hands[s]!.length + ctx.discards[s]!.length > 0, `${at}: ${s} should have died`).to.equal(true),
        );
        const refilled = ctx.happenings.some((h) => h.kind === 'refill' && h.turn === ctx.turnNo);
        if (refilled)
          expect(
            before.alive.every((alive, s) => !alive || ctx.discards[s]!.length === 0),
            `${at}: every pile taken back`,
          ).to.equal(true);
        else
          expect(
            before.alive.some((alive, s) => alive && ctx.hands[s]!.length > 0),
            `${at}: a refill was due`,
          ).to.equal(true);
      }
      prev = state;
    },
  });
  expect(game.finished, `${seed}: the game ends`).to.equal(true);
  const ctx = (game.state as RotuState).context;
  const result = rulesOfTheUniverse.result(game.state)!;
  const standing = ctx.alive.flatMap((alive, s) => (alive ? [s] : []));
  if (standing.length === 1) {
    seen.champions++;
    expect(result.winners).to.deep.equal(standing);
  } else {
    seen.cunning++;
    cunningGames++;
    expect(standing).to.deep.equal([]);
    expect(result.winners).to.deep.equal([ctx.lastPlayed]);
  }
  expect(rulesOfTheUniverse.legalCommands(game.state, 0)).to.deep.equal([]);
  expect(rulesOfTheUniverse.decide(game.state, { type: 'pass' }, 0)).to.deep.include({ ok: false, rule: 'phase' });
}

describe('Rules of the Universe! properties over seeded bot games', function () {
  this.timeout(300_000);
  for (const players of [2, 3, 4, 5, 6]) {
    it(`${players} players, ${GAMES_PER_COUNT} games: invariants, the book’s pick orders, targets and damage, skips, refills, deaths and the end`, () => {
      Object.assign(seen, { ties: 0, manyWay: 0, refills: 0, cunning: 0, champions: 0, skips: 0, exhaustedDeaths: 0, magic: 0 });
      const bot = fc.constantFrom<Kind>('random', 'greedy', 'easy');
      fc.assert(
        fc.property(fc.array(bot, { minLength: players, maxLength: players }), fc.nat(), (bots, seed) => checkGame(players, bots, `props/${players}/${seed}`)),
        { numRuns: GAMES_PER_COUNT, seed: 70 + players, endOnFailure: true },
      );
      expect(seen.ties, 'ties broken by the Lucky Coin').to.be.above(0);
      expect(seen.refills, 'refills').to.be.above(0);
      expect(seen.champions, 'champions').to.be.above(0);
      expect(seen.magic, 'magic abilities').to.be.above(0);
      if (players >= 3) expect(seen.manyWay, 'ties of three or more').to.be.above(0);
    });
  }

  it('a game can end with everyone falling at once: a Winner by Cunning (two seeded games where the last two strike each other down in one magic window)', () => {
    const before = cunningGames;
    checkGame(3, ['greedy', 'greedy', 'greedy'], 'cunning/3/5');
    checkGame(4, ['greedy', 'greedy', 'greedy', 'greedy'], 'cunning/4/20');
    expect(cunningGames - before).to.equal(2);
  });
});
