/**
 * The properties every seeded Intermediate bot match must keep, checked event by event: the
 * invariant checker (cards conserved across quarters, hands, exposed melds, discard areas, the main
 * area and the face-down card), every move legal by the book written again here, the claim window
 * after every discard for every other seat with the same length, no pass from a bot, and no leak: no
 * seat receives another hand, the deck order or the dealer's face-down card.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { meldOf } from '../../../src/games/secrets-of-the-universe/melds.js';
import type { SecretsState } from '../../../src/games/secrets-of-the-universe/index.js';
import { secretsChecker } from '../../../src/games/secrets-of-the-universe/invariants.js';
import type { SecretsEvent } from '../../../src/games/secrets-of-the-universe/types.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { game, runs } from './secrets.js';
import { runTableMatch, tableMatchSpec, type TableMatchSpec } from './secrets-table.js';

export type Seen = Record<
  | 'games'
  | 'wentOut'
  | 'fully'
  | 'deckDraw'
  | 'exhausted'
  | 'pickUps'
  | 'bigPickUps'
  | 'inactiveUnity'
  | 'taken'
  | 'bumps'
  | 'superBumps'
  | 'faceDownTaken'
  | 'faceDownLeft'
  | 'bonusDuels'
  | 'dealerRedraws'
  | 'coins'
  | 'windows',
  number
>;

export const newSeen = (): Seen => ({
  games: 0,
  wentOut: 0,
  fully: 0,
  deckDraw: 0,
  exhausted: 0,
  pickUps: 0,
  bigPickUps: 0,
  inactiveUnity: 0,
  taken: 0,
  bumps: 0,
  superBumps: 0,
  faceDownTaken: 0,
  faceDownLeft: 0,
  bonusDuels: 0,
  dealerRedraws: 0,
  coins: 0,
  windows: 0,
});

/** The quarter a place draws from, written from the book: its right-hand one, then on counterclockwise. */
function expectedTop(state: SecretsState, who: { seat: number } | { dummy: number }): string | null {
  const n = state.context.names.length;
  const place = 'seat' in who ? (n === 2 ? 2 * who.seat : who.seat) : n === 2 ? 2 * who.dummy + 1 : n + who.dummy;
  for (let i = 0; i < 4; i++) {
    const q = state.context.quarters[(place + i) % 4]!;
    if (q.length > 0) return q[0]!;
  }
  return null;
}

/** Why `event` was not a legal move from `before`, by the book, or null. */
function illegal(before: SecretsState, event: SecretsEvent): string | null {
  const ctx = before.context;
  const turnSeat = 'seat' in ctx.turn ? ctx.turn.seat : null;
  switch (event.type) {
    case 'card.drawn':
      return before.matches({ playing: 'draw' }) && event.card === expectedTop(before, { seat: event.seat }) ? null : 'not the top of the right quarter';
    case 'dummy.discarded':
      return event.card === expectedTop(before, { dummy: event.dummy }) ? null : "a dummy discarded other than its quarter's top";
    case 'discard.taken': {
      const active = ctx.discards.active === null ? null : ctx.discards.main[ctx.discards.active]!.code;
      return event.card === active && ctx.drawn?.from !== 'deck' ? null : 'took other than the active main discard, or after a deck draw';
    }
    case 'discards.pickedUp': {
      if (ctx.drawn?.from === 'deck' || event.seat !== turnSeat) return 'picked up after a deck draw or out of turn';
      const base = event.onto === null ? [] : ctx.exposed[event.seat]![event.onto]!.cards;
      const meld = meldOf([...base, ...event.discards.map((d) => ({ code: d.card, taken: true })), ...event.hand], 'intermediate');
      if (!meld) return 'picked up into no meld';
      const inactive = event.discards.some((d) => d.area === 'main' && d.index !== ctx.discards.active);
      return inactive && meld.kind !== 'unity' ? 'an inactive discard in a sequence or set' : null;
    }
    case 'card.discarded': {
      const held = ctx.hands[event.seat]!.some((c) => c?.code === event.card && c.taken === event.taken);
      return held && ctx.drawn !== null && before.matches({ playing: 'discard' }) ? null : 'discarded a card not held, or before drawing';
    }
    case 'card.bumped': {
      const copies = ctx.hands[event.seat]!.filter((c) => c?.code === event.card).length;
      const unity = ctx.exposed[event.seat]!.some((m) => m.kind === 'unity' && m.cards.length === 3 && m.cards[0]!.code === event.card);
      return ctx.claim?.card === event.card && (copies >= 2 || unity) && ctx.claim.area !== event.seat ? null : 'a bump without a pair or a 3-Unity';
    }
    case 'claim.passed':
      return 'a bot passed';
    default:
      return null;
  }
}

/** No leaks: what each seat receives of `event` holds no other hand card, no deck card and, unless it dealt, no face-down card. */
function checkRedaction(event: SecretsEvent, players: number): void {
  for (let s = SPECTATOR; s < players; s++) {
    const r = game.redact(event, s);
    if (event.type === 'layout.dealt') {
      const red = r as typeof event;
      red.hands.forEach((h, o) => {
        if (o === s) expect(h).to.deep.equal(event.hands[o]);
        else expect(h.every((c) => c === null) && h.length === event.hands[o]!.length, `seat ${s} sees seat ${o}'s hand`).to.equal(true);
      });
      expect(
        red.quarters.flat().every((c) => c === null),
        `seat ${s} sees the deck order`,
      ).to.equal(true);
      expect(red.faceDown, `seat ${s} and the face-down card`).to.equal(s === event.dealer ? event.faceDown : null);
    } else if (event.type === 'card.drawn') {
      expect((r as typeof event).card, `seat ${s} sees seat ${event.seat}'s draw`).to.equal(event.seat === s ? event.card : null);
    } else if (JSON.stringify(r) !== JSON.stringify(event)) {
      expect(r, `${event.type} is public`).to.deep.equal(event);
    }
  }
}

function count(seen: Seen, before: SecretsState, state: SecretsState, event: SecretsEvent): void {
  const ctx = state.context;
  if (event.type === 'discards.pickedUp') {
    seen.pickUps++;
    if (event.discards.length >= 3) seen.bigPickUps++;
    if (event.discards.some((d) => d.area === 'main' && d.index !== before.context.discards.active)) seen.inactiveUnity++;
  }
  if (event.type === 'discard.taken') seen.taken++;
  if (event.type === 'card.bumped') {
    seen.bumps++;
    if (event.shown.length === 3) seen.superBumps++;
  }
  const active = before.context.discards.active;
  const faceUp = before.matches({ playing: 'draw' }) && active !== null && 'deal' in before.context.discards.main[active]!.from;
  if (faceUp && event.type === 'discard.taken') seen.faceDownTaken++;
  if (faceUp && event.type === 'card.drawn') seen.faceDownLeft++;
  if (event.type === 'duel.dealt' && event.purpose === 'bonus') seen.bonusDuels++;
  if (event.type === 'duel.dealt' && event.purpose === 'dealer' && ctx.firstDealer === null) seen.dealerRedraws++;
  if (event.type === 'coin.flipped') seen.coins++;
  if (event.type === 'deck.exhausted') seen.exhausted++;
  if (event.type === 'game.scored') {
    seen.games++;
    const record = ctx.games.at(-1)!;
    if ('wentOut' in record.ending) {
      const hand = record.hands[record.ending.wentOut]!;
      seen.wentOut++;
      expect(hand.unmelded.length, 'the hand that went out').to.be.at.most(2);
      const codes = hand.unmelded.map((c) => c.code);
      const fully = codes.length === 0 || (codes.length === 2 && codes[0] === codes[1]);
      expect(hand.bonus).to.equal(fully ? 10 : 0);
      if (fully) seen.fully++;
      if (hand.deckDraw > 0) seen.deckDraw++;
    }
  }
}

/** One seeded match, every property checked after every event. */
export function checkTableMatch(spec: TableMatchSpec, seen: Seen): void {
  const checker = secretsChecker();
  let prev: SecretsState = game.initial();
  const m = runTableMatch(spec, (state, event, index) => {
    const at = `event ${index} (${event.type})`;
    const errors = checker(state, event);
    if (errors.length > 0) expect(errors, at).to.deep.equal([]);
    const why = illegal(prev, event);
    if (why) expect.fail(`${at}: ${why}`);
    checkRedaction(event, spec.players);
    if (event.type === 'card.discarded' || event.type === 'dummy.discarded') {
      seen.windows++;
      const others = Array.from({ length: spec.players }, (_, s) => s).filter((s) => event.type === 'dummy.discarded' || s !== event.seat);
      expect(state.context.claim, `${at}: a claim window`).to.deep.equal({ card: event.card, area: state.context.claim!.area, passed: [] });
      expect(game.timeout!(state), `${at}: the window's length`).to.equal(3000);
      for (let s = SPECTATOR; s < spec.players; s++) expect(game.view(state, s).table!.claim!.waitingFor).to.deep.equal(others);
    }
    count(seen, prev, state, event);
    prev = state;
  });
  expect(m.finished, 'the match ends').to.equal(true);
  expect(JSON.stringify(m.events)).not.to.contain(spec.seed);
}

/**
 * The suite of `players`: `matches` seeded Intermediate matches of 4 games under checkTableMatch,
 * and every move of the version seen at least once (each count of Seen but the games and the
 * exhausted deck, which seeded bots rarely reach). A file per player count, so the browser runs
 * them side by side.
 */
export function tablePropertySuite(players: number, matches: number): void {
  describe(`Intermediate Version properties, ${players} players`, function () {
    this.timeout(120_000);
    it(`${matches} matches of 4 games: invariants, legal moves, claim windows, no leaks`, () => {
      const seen = newSeen();
      fc.assert(
        fc.property(tableMatchSpec('table-invariants', players), (spec) => checkTableMatch(spec, seen)),
        runs(matches, 700 + players),
      );
      expect(seen.games).to.equal(4 * matches);
      for (const k of Object.keys(seen) as (keyof Seen)[]) if (k !== 'games' && k !== 'exhausted') expect(seen[k], k).to.be.above(0);
    });
  });
}
