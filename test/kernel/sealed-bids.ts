/**
 * Sealed Bids, a tiny game for the sealed-choice mechanic's tests: three rounds in which every seat
 * bids 1 to 5 face down at once; the highest bid nobody else made scores a point. A seat that does
 * not seal or open in time bids nothing that round.
 */
import { SPECTATOR, type Game, type Seat } from '../../src/kernel/game.js';
import {
  applySealed,
  commitment,
  isSealedCommand,
  lateSeats,
  openedChoices,
  owes,
  refuseOpen,
  refuseSeal,
  sealedRound,
  stageOf,
  type SealedCommand,
  type SealedEvent,
  type SealedRound,
} from '../../src/kernel/sealed.js';

export interface BidsOptions {
  /** How long the host waits for late seals or openings, in ms. */
  readonly waitMs: number;
}
export type BidsCommand = { readonly type: 'bid'; readonly coin: number } | SealedCommand<number>;
export type BidsEvent =
  | { readonly type: 'game.created'; readonly options: BidsOptions; readonly names: readonly string[] }
  | SealedEvent<number>
  | { readonly type: 'round.scored'; readonly round: number; readonly winner: Seat | null };
export interface BidsState {
  readonly names: readonly string[];
  readonly options: BidsOptions;
  readonly round: number;
  readonly bids: SealedRound<number> | null;
  readonly scores: readonly number[];
  readonly history: readonly (Seat | null)[];
  readonly fault: string | null;
}
export interface BidsView {
  readonly round: number;
  readonly stage: string;
  readonly owes: 'seal' | 'open' | null;
  readonly opened: readonly (number | null)[];
  readonly scores: readonly number[];
}

const ROUNDS = 3;
const validCoin = (coin: number): string | null => (Number.isInteger(coin) && coin >= 1 && coin <= 5 ? null : 'A bid is 1 to 5.');
const keyOf = (round: number): string => `bid-${round}`;
const everyone = (s: BidsState): Seat[] => s.names.map((_, i) => i);

function winnerOf(r: SealedRound<number>): Seat | null {
  const bids = [...openedChoices(r)];
  const unique = bids.filter(([, c]) => bids.filter(([, d]) => d === c).length === 1).sort((a, b) => b[1] - a[1]);
  return unique[0]?.[0] ?? null;
}

export const sealedBids: Game<BidsState, BidsCommand, BidsEvent, BidsView, BidsOptions> = {
  id: 'sealed-bids',
  title: 'Sealed Bids',
  minSeats: 2,
  maxSeats: 4,
  defaultOptions: () => ({ waitMs: 30_000 }),
  checkOptions: (o, seats) => (seats >= 2 && seats <= 4 && typeof (o as BidsOptions)?.waitMs === 'number' ? null : 'Sealed Bids: 2 to 4 seats and a wait.'),
  created: (options, names) => ({ type: 'game.created', options, names }),
  initial: () => ({ names: [], options: { waitMs: 0 }, round: 0, bids: null, scores: [], history: [], fault: null }),
  evolve(s, e) {
    if (s.fault) return s;
    if (e.type === 'game.created') {
      return {
        ...s,
        names: e.names,
        options: e.options,
        round: 1,
        bids: sealedRound(
          keyOf(1),
          e.names.map((_, i) => i),
        ),
        scores: e.names.map(() => 0),
      };
    }
    if (e.type === 'round.scored') {
      if (!s.bids || stageOf(s.bids) !== 'done' || e.winner !== winnerOf(s.bids))
        return { ...s, fault: 'a round scored before its bids were open, or for the wrong seat' };
      const scores = s.scores.map((v, i) => (i === e.winner ? v + 1 : v));
      const round = s.round + 1;
      return { ...s, scores, history: [...s.history, e.winner], round, bids: round > ROUNDS ? null : sealedRound(keyOf(round), everyone(s)) };
    }
    if (!s.bids) return { ...s, fault: 'no bids are due' };
    const next = applySealed(s.bids, e, validCoin);
    return 'fault' in next ? { ...s, fault: next.fault } : { ...s, bids: next };
  },
  fault: (s) => s.fault,
  decide(s, c, seat) {
    if (!s.bids) return { ok: false, rule: 'over', reason: 'The game is over.' };
    if (c.type === 'bid') return { ok: false, rule: 'sealed', reason: 'A bid is placed face down: send a commitment to it (seal), and open it later.' };
    if (c.type === 'seal') {
      const why = refuseSeal(s.bids, seat, c);
      return why ? { ok: false, rule: 'seal', reason: why } : { ok: true, events: [{ type: 'choice.sealed', seat, key: c.key, commitment: c.commitment }] };
    }
    const why = refuseOpen(s.bids, seat, c, validCoin);
    return why ? { ok: false, rule: 'open', reason: why } : { ok: true, events: [{ type: 'choice.opened', seat, key: c.key, choice: c.choice, salt: c.salt }] };
  },
  advance(s, _random, timeUp) {
    if (!s.bids) return [];
    if (stageOf(s.bids) === 'done') return [{ type: 'round.scored', round: s.round, winner: winnerOf(s.bids) }];
    return timeUp ? lateSeats(s.bids) : [];
  },
  timeout: (s) => (s.bids && stageOf(s.bids) !== 'done' ? s.options.waitMs : null),
  // Nothing here is hidden: a commitment reveals nothing, and an opening is for everyone.
  redact: (e) => e,
  view: (s, seat) => ({
    round: s.round,
    stage: s.bids ? stageOf(s.bids) : 'over',
    owes: s.bids && seat !== SPECTATOR ? owes(s.bids, seat) : null,
    opened: s.names.map((_, i) => (s.bids ? (openedChoices(s.bids).get(i) ?? null) : null)),
    scores: s.scores,
  }),
  legalCommands: (s, seat) => (s.bids && owes(s.bids, seat) === 'seal' ? [1, 2, 3, 4, 5].map((coin) => ({ type: 'bid' as const, coin })) : []),
  isCommand: (x): x is BidsCommand =>
    isSealedCommand(x) || (typeof x === 'object' && x !== null && (x as BidsCommand).type === 'bid' && Object.keys(x).length === 2),
  result: (s) => {
    if (s.round <= ROUNDS || s.names.length === 0) return null;
    const best = Math.max(...s.scores);
    return { winners: everyone(s).filter((i) => s.scores[i] === best), scores: s.scores, summary: `Most rounds won: ${best}.` };
  },
  sealing: {
    commitment,
    choiceOf: (s, c) => (c.type === 'bid' && s.bids ? { key: s.bids.key, choice: c.coin } : null),
    toOpen: (s, seat) => (s.bids && owes(s.bids, seat) === 'open' ? s.bids.key : null),
  },
};
