/**
 * Invariants of a Secrets of the Universe match, checked event by event on the host's full state:
 * cards conserved (the Intermediate Version's across the deck's quarters, hands, exposed melds,
 * discard areas, the main area and the face-down card; the Advanced Version's set-aside areas and
 * packets too), the turn order with its dummies, hand sizes,
 * taken cards (cards shown in a bump count as taken once exposed), exposed melds, coin points, game scores and match totals, the dealer's rotation and
 * the winners. Used by the simulator and the tests.
 */
import { remembered } from './bounded-cache.js';
import { deckOf, isBonus, isPublic, type CardCode, type HandCard, type Version } from './cards.js';
import { PACKET_SIZE, PACKETS } from './advanced/layout.js';
import { joined } from './intermediate/extensions.js';
import type { SecretsState } from './index.js';
import { meldOf, type ScoredVersion } from './melds.js';
import { isSuperBump } from './intermediate/rules.js';
import * as rules from './rules.js';
import { versionOf } from './versions.js';
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

/**
 * Counts cards against a version's deck: each card as many times as it has copies, nothing else.
 * One per version, reused from one event to the next; it runs at every event of every seeded game,
 * so it counts into an array by each card's place in the deck, with no list of the cards made.
 */
class DeckTally {
  private readonly index = new Map<CardCode, number>();
  private readonly want: Int32Array;
  private readonly have: Int32Array;
  private readonly size: number;
  /** Cards counted since the last reset, and whether one was hidden (null) or not of the deck. */
  total = 0;
  hidden = false;
  private stranger = false;

  constructor(version: Version) {
    const deck = deckOf(version);
    for (const code of deck) if (!this.index.has(code)) this.index.set(code, this.index.size);
    this.want = new Int32Array(this.index.size);
    this.have = new Int32Array(this.index.size);
    for (const code of deck) this.want[this.index.get(code)!]! += 1;
    this.size = deck.length;
  }

  reset(): this {
    this.have.fill(0);
    this.total = 0;
    this.hidden = this.stranger = false;
    return this;
  }

  add(code: CardCode | null): void {
    this.total += 1;
    if (code === null) {
      this.hidden = true;
      return;
    }
    const at = this.index.get(code);
    if (at === undefined) this.stranger = true;
    else this.have[at]! += 1;
  }

  /** Whether the cards counted are exactly the deck (a hidden card is not). */
  get whole(): boolean {
    if (this.hidden || this.stranger || this.total !== this.size) return false;
    for (let i = 0; i < this.want.length; i++) if (this.have[i] !== this.want[i]) return false;
    return true;
  }
}

const tallies = new Map<Version, DeckTally>();
const tallyOf = (version: Version): DeckTally => remembered(tallies, version, () => new DeckTally(version)).reset();

/**
 * Every card of the Intermediate table, counted: quarters, hands, exposed melds, discard areas, the
 * main area, the face-down card; and the Advanced Version's set-aside Bonus Cards and packets.
 */
function tableTally(ctx: SecretsContext): DeckTally {
  const tally = tallyOf(ctx.options.version);
  for (const quarter of ctx.quarters) for (const code of quarter) tally.add(code);
  for (const hand of ctx.hands) for (const card of hand) tally.add(card?.code ?? null);
  for (const melds of ctx.exposed) for (const meld of melds) for (const card of meld.cards) tally.add(card.code);
  for (const area of ctx.discards.areas) for (const d of area) tally.add(d.code);
  for (const d of ctx.discards.main) tally.add(d.code);
  if (ctx.discards.faceDown) tally.add(ctx.discards.faceDown.code);
  for (const area of ctx.aside) for (const code of area) tally.add(code);
  for (const packet of ctx.packets) for (const code of packet) tally.add(code);
  return tally;
}

/** The Intermediate table's own invariants: cards conserved, areas of one card, exposed melds valid and taken from the discards. */
function tableErrors(ctx: SecretsContext, held: readonly number[]): string[] {
  const errors: string[] = [];
  const tally = tableTally(ctx);
  if (tally.hidden) errors.push('the host state has a hidden card');
  else if (!tally.whole) errors.push(`game ${ctx.game}: ${tally.total} cards accounted for, not the deck`);
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

/** The 0 a join of two exposed sequences takes off (Advanced), judged on the state before it. */
function detachedBy(prev: SecretsContext, event: SecretsEvent): HandCard | null {
  if (event.type !== 'melds.joined' || prev.options.version !== 'advanced') return null;
  const own = prev.exposed[event.seat]!;
  return joined(own[event.melds[0]]!, own[event.melds[1]]!, 'advanced').detached;
}

/** Cards a seat gains or loses, in its hand and exposed melds, by an Intermediate or Advanced event. */
function heldChange(prev: SecretsContext, event: SecretsEvent): { seat: number; by: number } | null {
  switch (event.type) {
    case 'card.drawn':
    case 'discard.taken':
      return { seat: event.seat, by: 1 };
    case 'discards.pickedUp':
      return { seat: event.seat, by: event.discards.length + (event.aside?.length ?? 0) };
    case 'card.discarded':
      return { seat: event.seat, by: -1 };
    case 'bonus.setAside':
      return { seat: event.seat, by: 'replacement' in event ? 0 : -1 };
    case 'melds.joined':
      return detachedBy(prev, event) ? { seat: event.seat, by: -1 } : null;
    default:
      return null;
  }
}

/**
 * The Advanced table's own invariants: the Intermediate ones; set-aside areas hold Bonus Cards only;
 * six packets of eight; no Public Bonus Card in a hand but the one a replacement just turned up,
 * which the next event sets aside.
 */
function advancedErrors(state: SecretsState, held: readonly number[], takenHeld: number, event: SecretsEvent): string[] {
  const ctx = state.context;
  const errors = layoutErrors(state, held, takenHeld);
  if (ctx.aside.flat().some((c) => !isBonus(c))) errors.push('a set-aside area holds a card of a suit');
  if (ctx.packets.length !== PACKETS || ctx.packets.some((p) => p.length !== PACKET_SIZE)) errors.push('the packets are not six of eight');
  const turnedUp = event.type === 'bonus.setAside' && event.replacement && isPublic(event.replacement) ? event.replacement : null;
  ctx.hands.forEach((hand, s) => {
    const publics = hand.filter((c) => c !== null && isPublic(c.code));
    if (publics.length > (turnedUp && event.type === 'bonus.setAside' && event.seat === s ? 1 : 0)) errors.push(`seat ${s} holds a Public Bonus Card`);
  });
  return errors;
}

/** The Basic Version's cards: one deck, the hands (twelve, thirteen for the player who drew) and the discard pile. */
function deckErrors(state: SecretsState, _held: readonly number[], takenHeld: number): string[] {
  const ctx = state.context;
  const errors: string[] = [];
  const tally = tallyOf(ctx.options.version);
  let taken = 0;
  for (const hand of ctx.hands) {
    for (const card of hand) {
      tally.add(card?.code ?? null);
      if (card?.taken) taken += 1;
    }
  }
  for (const code of ctx.deck) tally.add(code);
  for (const d of ctx.discards.main) tally.add(d.code);
  if (tally.hidden) errors.push('the host state has a hidden card');
  else if (!tally.whole) errors.push(`game ${ctx.game}: ${tally.total} cards accounted for, not the deck`);
  if (taken !== takenHeld) errors.push(`${taken} taken cards held, ${takenHeld} taken and not discarded`);
  const size = rules.handSize(ctx.options.version);
  const drawn = state.hasTag('discard') || (ctx.ending !== null && 'wentOut' in ctx.ending);
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
  let taken = 0;
  for (const hand of ctx.hands) for (const card of hand) if (card?.taken) taken += 1;
  for (const melds of ctx.exposed) for (const meld of melds) for (const card of meld.cards) if (card.taken) taken += 1;
  if (taken !== takenHeld) errors.push(`${taken} taken cards held, ${takenHeld} taken and not discarded`);
  return errors;
}

/** Each version's card invariants, during a game. */
const CARD_CHECKS: Readonly<Record<ScoredVersion, (state: SecretsState, held: readonly number[], takenHeld: number, event: SecretsEvent) => string[]>> = {
  basic: deckErrors,
  intermediate: layoutErrors,
  advanced: advancedErrors,
};

export function secretsChecker(): Checker {
  let turns: Turn[] = [];
  let k = 0;
  let takenHeld = 0;
  let held: number[] = [];
  /** Seats whose super-bump's three cards turn exposed when their next turn begins. */
  let supers: number[] = [];
  let prev: SecretsContext | null = null;
  return (state, event) => {
    const ctx = state.context;
    const n = ctx.names.length;
    const errors: string[] = [];
    if (event.type === 'game.dealt' || event.type === 'layout.dealt') {
      turns = expectedTurns(n, event.dealer, 2000);
      k = 0;
      takenHeld = 0;
      supers = [];
      held = new Array<number>(n).fill(rules.handSize(ctx.options.version));
      if (ctx.firstDealer !== null && event.dealer !== (ctx.firstDealer + event.game - 1) % n) errors.push(`game ${event.game}: the dealer does not rotate`);
    }
    const change = prev && heldChange(prev, event);
    if (change) held[change.seat]! += change.by;
    const actor = actorOf(event);
    if (actor) {
      const expected = turns[k];
      if (!expected || key(expected) !== key(actor)) errors.push(`turn ${k + 1}: ${key(actor)} acted, ${expected ? key(expected) : 'nobody'} was due`);
      if (event.type === 'card.discarded' || event.type === 'dummy.discarded') k++;
    }
    if (event.type === 'discard.taken') takenHeld++;
    if (event.type === 'discards.pickedUp') takenHeld += event.discards.length + (event.aside?.length ?? 0);
    if (prev && detachedBy(prev, event)?.taken) takenHeld--;
    if (event.type === 'card.discarded' && event.taken) takenHeld--;
    if (event.type === 'card.bumped' && isSuperBump(event.shown)) supers.push(event.seat);
    else if (event.type === 'card.bumped') takenHeld += event.shown.filter((c) => !c.taken).length;
    const turn = 'seat' in ctx.turn ? ctx.turn.seat : null;
    const turned = event.type === 'claim.closed' || event.type === 'claim.passed' || event.type === 'card.bumped';
    if (turned && turn !== null && supers.includes(turn) && !state.hasTag('claim')) {
      takenHeld += 3;
      supers = supers.filter((s) => s !== turn);
    }
    if (ctx.game > 0) errors.push(...CARD_CHECKS[ctx.options.version](state, held, takenHeld, event));
    for (const c of ctx.coins) {
      if (c.points === null || c.outcome === null || !ctx.revealed) continue;
      const { low, high } = ctx.revealed[c.seat]!.melds[c.meld]!.points;
      if (c.points !== (c.call === c.outcome ? high : low)) errors.push(`coin of seat ${c.seat}: ${c.points} points`);
    }
    prev = ctx;
    for (const g of ctx.games) {
      const scores = rules.gameScores({
        hands: g.hands,
        coins: g.coins,
        duelWinners: g.duel?.winners ?? null,
        packets: g.packets,
        limit: versionOf(ctx).limit,
        penalties: g.penalties,
      });
      if (!scores || scores.some((x, s) => x !== g.scores[s])) errors.push(`game ${g.game}: scores do not add up`);
    }
    // The totals add up the game scores; Ultimate 11+ Aces leaves its player's alone and the others' at zero.
    const sums = ctx.games.reduce(
      (acc, g) => {
        const ultimate = rules.ultimateSeat(g.hands);
        return acc.map((t, s) => (ultimate === null || ultimate === s ? t + g.scores[s]! : 0));
      },
      ctx.totals.map(() => 0),
    );
    if (sums.some((t, s) => t !== ctx.totals[s])) errors.push('match totals are not the sum of the game scores');
    if (ctx.games.length > ctx.options.matchLength) errors.push('more games than the match length');
    if (state.hasTag('matchOver')) {
      const max = Math.max(...ctx.totals);
      const winners = ctx.totals.flatMap((t, s) => (t === max ? [s] : []));
      const ultimate = ctx.games.some((g) => rules.ultimateSeat(g.hands) !== null);
      if (ctx.games.length !== ctx.options.matchLength && !ultimate) errors.push('the match ended early');
      if (JSON.stringify(winners) !== JSON.stringify(ctx.winners)) errors.push('the winners are not the highest totals');
    }
    return errors;
  };
}
