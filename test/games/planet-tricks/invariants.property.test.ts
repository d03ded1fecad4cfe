/**
 * Properties of whole seeded bot games (400 here: 100 per player count, random and greedy bots,
 * the Null rule on and off), checked event by event on the host's full state:
 * every game ends; cards are conserved; every play was legal; every trick is resolved as the
 * book says (an independent oracle); trick counts, the Null rule and totals add up; the next
 * Starting player and the end of the game follow the book; redacted events leak no hidden card.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { card, DECK, type CardId } from '../../../src/games/planet-tricks/cards.js';
import { planetTricks, type PlanetState } from '../../../src/games/planet-tricks/index.js';
import { planetChecker } from '../../../src/games/planet-tricks/invariants.js';
import * as rules from '../../../src/games/planet-tricks/rules.js';
import type { PlanetEvent } from '../../../src/games/planet-tricks/types.js';
import { canonicalJson } from '../../../src/kernel/canonical.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { gameSpec, oracleStarter, oracleTrick, runGame, runs, type GameSpec } from '../../support/builders/bot-games.js';

const GAMES_PER_COUNT = 100;
const sorted = (cards: readonly CardId[]) => cards.slice().sort((a, b) => a - b);
/** Exactly the 64 cards, each once. */
function isDeck(cards: readonly CardId[]): boolean {
  if (cards.length !== DECK.length) return false;
  const seen = new Uint8Array(DECK.length);
  for (const c of cards) {
    if (!(c >= 0 && c < DECK.length) || seen[c]) return false;
    seen[c] = 1;
  }
  return true;
}

/** Was `id` a legal play from `hand` onto the table of `before`, by the book? */
function legalByBook(before: PlanetState, seat: number, id: CardId): string | null {
  const ctx = before.context;
  if (seat !== ctx.turn) return 'out of turn';
  const hand = ctx.hands[seat] as CardId[];
  if (!hand.includes(id)) return 'not in hand';
  const upSuits = new Set(ctx.trick.filter((p) => p.faceUp).map((p) => card(p.card).suit));
  upSuits.delete('black');
  const canFollow = hand.some((c) => upSuits.has(card(c).suit));
  if (canFollow && !upSuits.has(card(id).suit)) return 'must-follow';
  const nothingUp = ctx.trick.every((p) => !p.faceUp);
  if (card(id).suit === 'black' && !ctx.broken && nothingUp && hand.some((c) => card(c).suit !== 'black')) return 'black-cards';
  return null;
}

/** Redaction leaks nothing: for every seat and the spectator, other hands are nulls of the same length. */
function checkRedaction(event: PlanetEvent, players: number): void {
  for (let s = SPECTATOR; s < players; s++) {
    const r = planetTricks.redact(event, s);
    if (event.type !== 'round.dealt') {
      if (r !== event && canonicalJson(r) !== canonicalJson(event)) expect(r).to.deep.equal(event);
      continue;
    }
    const red = r as typeof event;
    expect(Object.keys(red).sort()).to.deep.equal(Object.keys(event).sort());
    expect(red.field).to.deep.equal(event.field);
    const visible = new Set((JSON.stringify(red.hands).match(/\d+/g) ?? []).map(Number));
    event.hands.forEach((hand, o) => {
      expect(red.hands[o]!.length).to.equal(hand.length);
      if (o === s) {
        expect(red.hands[o]).to.deep.equal(hand);
      } else {
        expect(
          red.hands[o]!.every((c) => c === null),
          `seat ${s} sees seat ${o}'s hand`,
        ).to.equal(true);
        for (const c of hand) expect(visible.has(c!), `card ${c} of seat ${o} in seat ${s}'s deal`).to.equal(false);
      }
    });
  }
}

/** How often the rare rules came up, so the properties are known not to hold vacuously. */
const seen = { bigBang: 0, fieldCollision: 0, nulled: 0, notNulled: 0 };

function checkGame(spec: GameSpec): void {
  const n = spec.players;
  const checker = planetChecker();
  let prev: PlanetState = planetTricks.initial();
  let played: CardId[] = [];
  let trickPlays: { seat: number; card: CardId }[] = [];
  let myNines: number[] = [];
  let roundsSeen = 0;
  let endedAt = -1;

  const game = runGame(spec, (state, event, index) => {
    const ctx = state.context;
    const at = `event ${index} (${event.type})`;
    if (ctx.fault !== null) expect.fail(`${at}: fault ${ctx.fault}`);
    const errors = checker(state, event);
    if (errors.length > 0) expect(errors, at).to.deep.equal([]);
    checkRedaction(event, n);

    if (event.type === 'round.dealt') {
      played = [];
      trickPlays = [];
      myNines = new Array<number>(n).fill(0);
      const expected = event.round === 1 ? event.starter : oracleStarter(prev.context.totals, prev.context.roundStarter);
      expect(event.starter, `${at}: Starting player`).to.equal(expected);
      expect(event.starter).to.be.within(0, n - 1);
    }

    if (event.type === 'card.played') {
      const illegal = legalByBook(prev, event.seat, event.card);
      if (illegal) expect.fail(`${at}: ${illegal}`);
      played.push(event.card);
      trickPlays.push({ seat: event.seat, card: event.card });
      if (trickPlays.length === n) {
        const o = oracleTrick(trickPlays, prev.context.leader, prev.context.field, n);
        const last = ctx.lastTrick!;
        expect(
          last.plays.map((p) => p.faceUp),
          `${at}: collisions`,
        ).to.deep.equal(o.faceUp);
        expect({ winner: last.winner, bigBang: last.bigBang, fieldCollision: last.fieldCollision }, `${at}: trick`).to.deep.equal({
          winner: o.winner,
          bigBang: o.bigBang,
          fieldCollision: o.fieldHit,
        });
        if (o.bigBang) seen.bigBang++;
        if (o.fieldHit !== null) seen.fieldCollision++;
        myNines[o.winner]! += trickPlays.filter((p) => card(p.card).rank === 9 && card(p.card).suit !== 'black').length;
        trickPlays = [];
      }
    }

    if (ctx.round > 0) {
      // Cards conserved: hands, the cards played since the deal and the field are the deck.
      const all = [...(ctx.hands.flat() as CardId[]), ...played, ...ctx.field.map((f) => f.card)];
      if (!isDeck(all)) expect(sorted(all), `${at}: cards`).to.deep.equal(DECK);
      if (!rules.fieldInPlay(n) && !ctx.field.every((f) => f.faceUp)) expect.fail(`${at}: the field is used with ${n} players`);
    }

    if (ctx.rounds.length > roundsSeen) {
      // A round just ended: its tricks add up, the Null rule applies, totals are the sums.
      roundsSeen = ctx.rounds.length;
      const r = ctx.rounds[roundsSeen - 1]!;
      expect(
        r.tricks.reduce((a, b) => a + b, 0),
        `${at}: tricks in round ${r.round}`,
      ).to.equal(rules.handSize(n));
      expect(r.nines, `${at}: nines`).to.deep.equal(myNines);
      expect(r.counted).to.deep.equal(r.tricks.map((t, s) => (spec.nullRule && myNines[s] === 4 ? 0 : t)));
      if (myNines.includes(4)) seen[spec.nullRule ? 'nulled' : 'notNulled']++;
      expect(ctx.totals).to.deep.equal(ctx.totals.map((_, s) => ctx.rounds.reduce((a, x) => a + x.counted[s]!, 0)));
      const reached = ctx.totals.some((t) => t >= rules.endTricks(n));
      expect(state.value, `${at}: after round ${r.round}`).to.equal(reached ? 'gameOver' : 'dealing');
      if (reached) endedAt = index;
    }
    prev = state;
  });

  expect(game.finished, 'the game ends').to.equal(true);
  expect(endedAt).to.equal(game.events.length - 1);
  const totals = game.state.context.totals;
  const min = Math.min(...totals);
  expect(planetTricks.result(game.state)!.winners).to.deep.equal(totals.flatMap((t, s) => (t === min ? [s] : [])));
  expect(JSON.stringify(game.events)).not.to.contain(spec.seed);
}

describe('Planet Tricks properties over seeded bot games', function () {
  this.timeout(120_000);
  for (const players of [3, 4, 5, 6]) {
    it(`${players} players, ${GAMES_PER_COUNT} games: games end; cards conserved; plays legal; tricks, Null rule, totals, starters and the end as the book says; no leaks`, () => {
      Object.assign(seen, { bigBang: 0, fieldCollision: 0, nulled: 0, notNulled: 0 });
      fc.assert(fc.property(gameSpec('invariants', players), checkGame), runs(GAMES_PER_COUNT, 100 + players));
      expect(seen.bigBang, 'Big Bangs seen').to.be.above(0);
      expect(seen.nulled, 'rounds nulled by the Null rule').to.be.above(0);
      expect(seen.notNulled, 'four 9s taken with the Null rule off').to.be.above(0);
      if (players % 2 === 1) expect(seen.fieldCollision, 'field collisions').to.be.above(0);
    });
  }
});
