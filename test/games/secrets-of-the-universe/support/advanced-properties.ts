/**
 * The properties every seeded Advanced bot match must keep, checked event by event: the invariant
 * checker (192 cards conserved across quarters, packets, hands, exposed melds, discard and set-aside
 * areas), every move legal by the book written again here (draws from the right quarter, a Public
 * Bonus Card drawn set aside, a Bonus Card never discarded, pickups into melds, a set-aside Void
 * never back, another's Plain 0 or Special 0 never taken, a Public Bonus Card picked up only by a
 * player who then goes out fully; in an Expert match, a careless charge only for a use the discard
 * showed the picker, never to the picker, and no identical card picked up out of priority for a
 * sequence or a set), and no leak: no seat receives another hand, the deck order, the packets,
 * another's replacement, or the face-down card it did not deal.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { isBonus, isPublic } from '../../../../src/games/secrets-of-the-universe/cards.js';
import type { SecretsState } from '../../../../src/games/secrets-of-the-universe/index.js';
import { secretsChecker } from '../../../../src/games/secrets-of-the-universe/invariants.js';
import { meldOf } from '../../../../src/games/secrets-of-the-universe/melds.js';
import type { SecretsEvent } from '../../../../src/games/secrets-of-the-universe/types.js';
import { SPECTATOR } from '../../../../src/kernel/game.js';
import { game, runs } from '../../../support/builders/secrets.js';
import { advancedMatchSpec, runAdvancedMatch, type AdvancedMatchSpec } from './advanced.js';

export type Seen = Record<
  | 'games'
  | 'wentOut'
  | 'fully'
  | 'deckDraw'
  | 'pickUps'
  | 'taken'
  | 'bumps'
  | 'setAside'
  | 'publicDrawn'
  | 'zeroBack'
  | 'publicPickUps'
  | 'packets'
  | 'packetBonus'
  | 'zeroMelds'
  | 'windows'
  | 'expertGames'
  | 'careless',
  number
>;

export const newSeen = (): Seen => ({
  games: 0,
  wentOut: 0,
  fully: 0,
  deckDraw: 0,
  pickUps: 0,
  taken: 0,
  bumps: 0,
  setAside: 0,
  publicDrawn: 0,
  zeroBack: 0,
  publicPickUps: 0,
  packets: 0,
  packetBonus: 0,
  zeroMelds: 0,
  windows: 0,
  expertGames: 0,
  careless: 0,
});

/** The place of a discard area's owner at the table. */
const placeOfArea = (players: number, area: number): number =>
  area < players ? (players === 2 ? 2 * area : area) : players === 2 ? 2 * (area - players) + 1 : area;

/** Why a pickup breaks the Expert Addition, written from the book, or null. */
function carelessFault(before: SecretsState, event: Extract<SecretsEvent, { type: 'discards.pickedUp' }>, kind: string): string | null {
  const ctx = before.context;
  if (!ctx.options.expert) return event.careless === undefined ? null : 'a careless charge outside the Expert Addition';
  for (const charge of event.careless ?? []) {
    if (charge.seat === event.seat || charge.points <= 0) return 'a careless charge to the picker, or of nothing';
    const shown = event.discards.some((d) => {
      const card = d.area === 'main' ? ctx.discards.main[d.index] : ctx.discards.areas[d.area]![d.index];
      return card?.code === charge.card && card.careless?.some((u) => u.seat === event.seat && u.points === charge.points);
    });
    if (!shown) return 'a careless charge the discard did not show';
  }
  if (kind !== 'sequence' && kind !== 'set') return null;
  const n = ctx.names.length;
  const rank = (area: number) => (placeOfArea(n, area) - placeOfArea(n, event.seat) + 4) % 4;
  for (const d of event.discards) {
    if (d.area === 'main') continue;
    const from = d.area;
    const higher = ctx.discards.areas.some(
      (list, area) => rank(area) < rank(from) && list.some((c, i) => c.code === d.card && !event.discards.some((p) => p.area === area && p.index === i)),
    );
    if (higher) return 'an identical discard picked up before one of higher priority';
  }
  return null;
}

/** The top card of the quarter a place draws from, written from the book: its right-hand one, then on counterclockwise. */
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
function illegal(before: SecretsState, event: SecretsEvent, after: SecretsState): string | null {
  const ctx = before.context;
  switch (event.type) {
    case 'card.drawn':
      if (event.card !== null && isPublic(event.card)) return 'a Public Bonus Card went into a hand';
      return event.card === expectedTop(before, { seat: event.seat }) ? null : 'not the top of the right quarter';
    case 'bonus.drawn':
      return isPublic(event.card) && event.card === expectedTop(before, { seat: event.seat })
        ? null
        : 'set aside other than a Public Bonus Card on top of the right quarter';
    case 'bonus.setAside': {
      const held = ctx.hands[event.seat]!.some((c) => c?.code === event.card);
      const replacement = 'replacement' in event ? event.replacement : undefined;
      if (!held) return 'set aside a card not held';
      return replacement === undefined || replacement === expectedTop(before, { seat: event.seat })
        ? null
        : 'a replacement other than the top of the right quarter';
    }
    case 'card.discarded':
      return isBonus(event.card) ? 'discarded a Bonus Card' : null;
    case 'dummy.discarded':
      return isBonus(event.card) ? 'a dummy discarded a Bonus Card' : null;
    case 'discards.pickedUp': {
      for (const r of event.aside ?? []) {
        if (r.card === 'Void') return 'a set-aside Void came back';
        if ((r.card === 'P0' || r.card === 'S0') && r.area !== event.seat) return "took another's set-aside 0";
      }
      const base = event.onto === null ? [] : ctx.exposed[event.seat]![event.onto]!.cards;
      const picked = [...event.discards.map((d) => ({ code: d.card, taken: true })), ...(event.aside ?? []).map((r) => ({ code: r.card, taken: true }))];
      const meld = meldOf([...base, ...picked, ...event.hand], 'advanced');
      return meld ? carelessFault(before, event, meld.kind) : 'picked up into no meld';
    }
    case 'game.scored': {
      // A Public Bonus Card picked up: its player went out fully.
      const record = after.context.games.at(-1)!;
      const publicOut = 'wentOut' in record.ending && record.hands[record.ending.wentOut]!.melds.some((m) => m.cards.some((c) => isPublic(c.code)));
      return publicOut && 'wentOut' in record.ending && record.hands[record.ending.wentOut]!.bonus !== 10
        ? 'went out with a Public Bonus Card, not fully'
        : null;
    }
    case 'claim.passed':
      return 'a bot passed';
    default:
      return null;
  }
}

/** No leaks: what each seat receives holds no other hand, no deck or packet card, nobody else's replacement or face-down card. */
function checkRedaction(event: SecretsEvent, players: number): void {
  for (let s = SPECTATOR; s < players; s++) {
    const r = game.redact(event, s);
    if (event.type === 'layout.dealt') {
      const red = r as typeof event;
      red.hands.forEach((h, o) =>
        expect(o === s ? h : h.every((c) => c === null), `seat ${s} and seat ${o}'s hand`).to.satisfy((x: unknown) =>
          o === s ? JSON.stringify(x) === JSON.stringify(event.hands[o]) : x === true,
        ),
      );
      expect(
        red.quarters.flat().every((c) => c === null),
        `seat ${s} sees the deck order`,
      ).to.equal(true);
      expect(
        red.packets!.flat().every((c) => c === null),
        `seat ${s} sees the packets`,
      ).to.equal(true);
      expect(red.faceDown, `seat ${s} and the face-down card`).to.equal(s === event.dealer ? event.faceDown : null);
    } else if (event.type === 'card.drawn') {
      expect((r as typeof event).card, `seat ${s} sees seat ${event.seat}'s draw`).to.equal(event.seat === s ? event.card : null);
    } else if (event.type === 'bonus.setAside' && 'replacement' in event) {
      expect((r as typeof event).replacement, `seat ${s} sees seat ${event.seat}'s replacement`).to.equal(event.seat === s ? event.replacement : null);
    } else {
      expect(r, `${event.type} is public`).to.deep.equal(event);
    }
  }
}

function count(seen: Seen, state: SecretsState, event: SecretsEvent): void {
  if (event.type === 'discards.pickedUp') {
    seen.pickUps++;
    if (event.aside?.some((r) => r.card === 'P0')) seen.zeroBack++;
    if (event.aside?.some((r) => isPublic(r.card))) seen.publicPickUps++;
    seen.careless += event.careless?.length ?? 0;
  }
  if (event.type === 'discard.taken') seen.taken++;
  if (event.type === 'card.bumped') seen.bumps++;
  if (event.type === 'bonus.setAside') seen.setAside++;
  if (event.type === 'bonus.drawn') seen.publicDrawn++;
  if (event.type === 'packet.revealed') {
    seen.packets++;
    if (event.points > 0) seen.packetBonus++;
  }
  if (event.type === 'privates.closed') seen.windows++;
  if (event.type === 'game.scored') {
    seen.games++;
    if (state.context.options.expert) seen.expertGames++;
    const record = state.context.games.at(-1)!;
    if (record.hands.some((h) => h.melds.some((m) => m.cards.some((c) => c.code === 'P0' || c.code === 'S0')))) seen.zeroMelds++;
    if ('wentOut' in record.ending) {
      const hand = record.hands[record.ending.wentOut]!;
      seen.wentOut++;
      if (hand.bonus > 0) seen.fully++;
      if (hand.deckDraw > 0) seen.deckDraw++;
    }
  }
}

/** One seeded match, every property checked after every event. */
export function checkAdvancedMatch(spec: AdvancedMatchSpec, seen: Seen): void {
  const checker = secretsChecker();
  let prev: SecretsState = game.initial();
  const m = runAdvancedMatch(spec, (state, event, index) => {
    const at = `event ${index} (${event.type})`;
    const errors = checker(state, event);
    if (errors.length > 0) expect(errors, at).to.deep.equal([]);
    const why = illegal(prev, event, state);
    if (why) expect.fail(`${at}: ${why}`);
    checkRedaction(event, spec.players);
    count(seen, state, event);
    prev = state;
  });
  expect(m.finished, 'the match ends').to.equal(true);
  expect(JSON.stringify(m.events)).not.to.contain(spec.seed);
}

/**
 * The suite of `players`: `matches` seeded matches of 4 games under checkAdvancedMatch, and every
 * move of the Advanced Version (each count of Seen but the games) seen at least once. A file per
 * player count, so the browser runs them side by side.
 */
export function advancedPropertySuite(players: number, matches: number): void {
  describe(`Advanced Version properties, ${players} players`, function () {
    this.timeout(120_000);
    it(`${matches} matches of 4 games: invariants, legal moves, no leaks`, () => {
      const seen = newSeen();
      fc.assert(
        fc.property(advancedMatchSpec('advanced-invariants', players), (spec) => checkAdvancedMatch(spec, seen)),
        runs(matches, 900 + players),
      );
      expect(seen.games).to.equal(4 * matches);
      for (const k of Object.keys(seen) as (keyof Seen)[]) if (k !== 'games') expect(seen[k], k).to.be.above(0);
    });
  });
}
