/**
 * Invariants of a Secrets of the Universe match, checked event by event on the host's full state:
 * cards conserved (the Intermediate Version's across the deck's quarters, hands, exposed melds,
 * discard areas, the main area and the face-down card), the turn order with its dummies, hand sizes,
 * taken cards, exposed melds, coin points, game scores and match totals, the dealer's rotation and
 * the winners. Used by the simulator and the tests.
 */
import { countCodes, deckOf, type CardCode, type Version } from './cards.js';
import type { SecretsState } from './index.js';
import { meldOf, type ScoredVersion } from './melds.js';
import * as rules from './rules.js';
import type { SecretsContext, SecretsEvent, Turn } from './types.js';

export type Checker = (state: SecretsState, event: SecretsEvent) => string[];

/**
 * The book's turn order written out as a list, independently of turns.ts: with 4 places in turn
 * order from seat 0, `null` for a dummy; 2 players sit opposite; 3 players' dummy takes the 4th turn
 * and then every 5th.
 */
function expectedTurns(players: number, dealer: number, count: number): Turn[] {
  const out: Turn[] = [];
  if (players === 2) {
    const ring: Turn[] = [{ seat: 0 }, { dummy: 0 }, { seat: 1 }, { dummy: 1 }];
    for (let i = 0; out.length < count; i++) out.push(ring[(2 * dealer + i) % 4]!);
  } else if (players === 3) {
    const dummy = [false, false, false, true];
    while (dummy.length < count) dummy.push(false, false, false, false, true);
    let real = 0;
    for (const d of dummy.slice(0, count)) out.push(d ? { dummy: 0 } : { seat: (dealer + real++) % 3 });
  } else {
    for (let i = 0; i < count; i++) out.push({ seat: (dealer + i) % players });
  }
  return out;
}

const key = (t: Turn): string => ('seat' in t ? `seat ${t.seat}` : `dummy ${t.dummy}`);

function actorOf(event: SecretsEvent): Turn | null {
  switch (event.type) {
    case 'card.drawn':
    case 'discard.taken':
    case 'discards.pickedUp':
    case 'meld.extended':
    case 'melds.joined':
    case 'card.discarded':
    case 'player.wentOut':
      return { seat: event.seat };
    case 'dummy.discarded':
      return { dummy: event.dummy };
    case 'deck.exhausted':
      return event.turn;
    default:
      return null;
  }
}

const decks = new Map<Version, Map<CardCode, number>>();

/** Exactly the version's deck, each card as many times as it has copies. */
function sameCards(cards: readonly CardCode[], version: Version): boolean {
  if (!decks.has(version)) decks.set(version, countCodes(deckOf(version)));
  const want = decks.get(version)!;
  const have = countCodes(cards);
  return have.size === want.size && [...want].every(([code, n]) => have.get(code) === n);
}

/** Every card of the Intermediate table: quarters, hands, exposed melds, discard areas, the main area, the face-down card. */
const tableCards = (ctx: SecretsContext): (CardCode | null)[] => [
  ...ctx.quarters.flat(), ...ctx.hands.flat().map((c) => c?.code ?? null), ...ctx.exposed.flat().flatMap((m) => m.cards.map((c) => c.code)),
  ...ctx.discards.areas.flat().map((d) => d.code), ...ctx.discards.main.map((d) => d.code), ...(ctx.discards.faceDown ? [ctx.discards.faceDown.code] : []),
];

/** The Intermediate table's own invariants: cards conserved, areas of one card, exposed melds valid and taken from the discards. */
function tableErrors(ctx: SecretsContext, held: readonly number[]): string[] {
  const errors: string[] = [];
  const all = tableCards(ctx);
  if (all.includes(null)) errors.push('the host state has a hidden card');
  if (!sameCards(all as CardCode[], ctx.options.version)) errors.push(`game ${ctx.game}: ${all.length} cards accounted for, not the deck`);
  if (ctx.discards.areas.some((a) => a.length > 1)) errors.push('a discard area holds more than its latest discard');
  const { active, main } = ctx.discards;
  if (active !== null && (active < 0 || active >= main.length)) errors.push('the active main discard is not in the main area');
  ctx.exposed.forEach((melds, s) => {
    for (const m of melds) {
      if (!meldOf(m.cards, ctx.options.version as ScoredVersion)) errors.push(`seat ${s} exposes ${m.cards.map((c) => c.code).join(' ')}, no meld`);
      if (!m.cards.some((c) => c.taken)) errors.push(`seat ${s} exposes a meld with no card from the discards`);
    }
    const count = ctx.hands[s]!.length + melds.reduce((t, m) => t + m.cards.length, 0);
    if (count !== held[s]) errors.push(`seat ${s} holds ${count} cards with its exposed melds, not ${held[s]}`);
  });
  return errors;
}

/** Cards a seat gains or loses by an Intermediate event. */
function heldChange(event: SecretsEvent): { seat: number; by: number } | null {
  switch (event.type) {
    case 'card.drawn':
    case 'discard.taken':
      return { seat: event.seat, by: 1 };
    case 'discards.pickedUp':
      return { seat: event.seat, by: event.discards.length };
    case 'card.discarded':
      return { seat: event.seat, by: -1 };
    default:
      return null;
  }
}

/** The Basic Version's cards: one deck, the hands (twelve, thirteen for the player who drew) and the discard pile. */
function deckErrors(state: SecretsState, _held: readonly number[], takenHeld: number): string[] {
  const ctx = state.context;
  const errors: string[] = [];
  const held = ctx.hands.flat();
  if (held.includes(null) || ctx.deck.includes(null)) errors.push('the host state has a hidden card');
  const all = [...held.map((c) => c!.code), ...(ctx.deck as CardCode[]), ...ctx.discards.main.map((d) => d.code)];
  if (!sameCards(all, ctx.options.version)) errors.push(`game ${ctx.game}: ${all.length} cards accounted for, not the deck`);
  const taken = held.filter((c) => c?.taken).length;
  if (taken !== takenHeld) errors.push(`${taken} taken cards held, ${takenHeld} taken and not discarded`);
  const size = rules.handSize(ctx.options.version);
  const drawn = state.matches({ playing: 'discard' }) || (ctx.ending !== null && 'wentOut' in ctx.ending);
  ctx.hands.forEach((h, s) => {
    const want = drawn && 'seat' in ctx.turn && ctx.turn.seat === s ? size + 1 : size;
    if (h.length !== want) errors.push(`seat ${s} holds ${h.length} cards, not ${want}`);
  });
  return errors;
}

/** The Intermediate table's cards, with the taken cards held in hands and exposed melds. */
function layoutErrors(state: SecretsState, held: readonly number[], takenHeld: number): string[] {
  const ctx = state.context;
  const errors = tableErrors(ctx, held);
  const taken = [...ctx.hands.flat(), ...ctx.exposed.flat().flatMap((m) => m.cards)].filter((c) => c?.taken).length;
  if (taken !== takenHeld) errors.push(`${taken} taken cards held, ${takenHeld} taken and not discarded`);
  return errors;
}

/** Each version's card invariants, during a game. */
const CARD_CHECKS: Readonly<Record<ScoredVersion, (state: SecretsState, held: readonly number[], takenHeld: number) => string[]>> = {
  basic: deckErrors,
  intermediate: layoutErrors,
};

export function secretsChecker(): Checker {
  let turns: Turn[] = [];
  let k = 0;
  let takenHeld = 0;
  let held: number[] = [];
  return (state, event) => {
    const ctx = state.context;
    const n = ctx.names.length;
    const errors: string[] = [];
    if (event.type === 'game.dealt' || event.type === 'layout.dealt') {
      turns = expectedTurns(n, event.dealer, 2000);
      k = 0;
      takenHeld = 0;
      held = new Array<number>(n).fill(rules.handSize(ctx.options.version));
      if (ctx.firstDealer !== null && event.dealer !== (ctx.firstDealer + event.game - 1) % n) errors.push(`game ${event.game}: the dealer does not rotate`);
    }
    const change = heldChange(event);
    if (change) held[change.seat]! += change.by;
    const actor = actorOf(event);
    if (actor) {
      const expected = turns[k];
      if (!expected || key(expected) !== key(actor)) errors.push(`turn ${k + 1}: ${key(actor)} acted, ${expected ? key(expected) : 'nobody'} was due`);
      if (event.type === 'card.discarded' || event.type === 'dummy.discarded') k++;
    }
    if (event.type === 'discard.taken') takenHeld++;
    if (event.type === 'discards.pickedUp') takenHeld += event.discards.length;
    if (event.type === 'card.discarded' && event.taken) takenHeld--;
    if (ctx.game > 0 && !state.matches('scored')) errors.push(...CARD_CHECKS[ctx.options.version as ScoredVersion](state, held, takenHeld));
    for (const c of ctx.coins) {
      if (c.points === null || c.outcome === null || !ctx.revealed) continue;
      const { low, high } = ctx.revealed[c.seat]!.melds[c.meld]!.points;
      if (c.points !== (c.call === c.outcome ? high : low)) errors.push(`coin of seat ${c.seat}: ${c.points} points`);
    }
    for (const g of ctx.games) {
      const scores = rules.gameScores(g.hands, g.coins, g.duel?.winners ?? null);
      if (!scores || scores.some((x, s) => x !== g.scores[s])) errors.push(`game ${g.game}: scores do not add up`);
    }
    const sums = ctx.totals.map((_, s) => ctx.games.reduce((a, g) => a + g.scores[s]!, 0));
    if (sums.some((t, s) => t !== ctx.totals[s])) errors.push('match totals are not the sum of the game scores');
    if (ctx.games.length > ctx.options.matchLength) errors.push('more games than the match length');
    if (state.matches('matchOver')) {
      const max = Math.max(...ctx.totals);
      const winners = ctx.totals.flatMap((t, s) => (t === max ? [s] : []));
      if (ctx.games.length !== ctx.options.matchLength) errors.push('the match ended early');
      if (JSON.stringify(winners) !== JSON.stringify(ctx.winners)) errors.push('the winners are not the highest totals');
    }
    return errors;
  };
}
