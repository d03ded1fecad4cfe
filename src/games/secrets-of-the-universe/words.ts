/**
 * What the sentences for Secrets of the Universe's events are made of in every version: the voice
 * of the seat they are told to ("you", "Ann's"), a meld's name and a list of cards. describe-event.ts
 * words the events every version has; each version words the events only it has (its `words`), so
 * a page loads the words of its table's version alone.
 */
import type { Seat } from '../../kernel/game.js';
import { cardName, SUIT_NAMES, type CardCode } from './cards.js';
import { standsFor, type Meld } from './melds.js';
import { capitalise } from './turns.js';
import type { Ev, RevealedMeld, SecretsContext } from './types.js';

/** The players as `seat` names them: "you" for itself, the others by name. */
export interface Voice {
  readonly seat: Seat;
  /** "you", or the player's name. */
  who(s: Seat): string;
  /** `who`, capitalised to start a sentence. */
  Who(s: Seat): string;
  /** "your", or "Ann's". */
  whose(s: Seat): string;
}

/** The voice of `seat` at a table of these players. */
export function voiceOf(names: readonly string[], seat: Seat): Voice {
  const who = (s: Seat): string => (s === seat ? 'you' : (names[s] ?? `Seat ${s + 1}`));
  return { seat, who, Who: (s) => capitalise(who(s)), whose: (s) => (s === seat ? 'your' : `${who(s)}'s`) };
}

/** The events only some versions have: the table's version words them (describe-event.ts the rest). */
export type VersionEvent = Ev<
  | 'dealer.chosen'
  | 'game.dealt'
  | 'duel.dealt'
  | 'layout.dealt'
  | 'faceDown.turnedUp'
  | 'discards.pickedUp'
  | 'meld.extended'
  | 'melds.joined'
  | 'claim.passed'
  | 'claim.closed'
  | 'card.bumped'
  | 'dummy.setAside'
  | 'bonus.setAside'
  | 'bonus.drawn'
  | 'privates.closed'
  | 'zeros.swapped'
  | 'packet.revealed'
>;

/**
 * A version's sentence for one of its own events, from `prev` (the context before it) to `next`
 * (after it), in the voice of the seat it is told to; null for an event the version does not have.
 */
export type EventWords = (prev: SecretsContext, event: VersionEvent, next: SecretsContext, voice: Voice) => string | null;

/** "3-Set of 8s", "4-Unity of Earth 9s", "Water 3–7 sequence", "Earth 0–9 sequence", "Void", "11+ Aces". */
export function meldName(m: RevealedMeld): string {
  const n = m.cards.length;
  if (m.kind === 'single') return m.cards[0]!.code === 'Divinity' ? 'Divinity as a Void' : cardName(m.cards[0]!.code);
  if (m.kind === 'aces') return '11+ Aces';
  const stands = standsFor(m as Meld);
  const first = stands[0]!;
  if (m.kind === 'set') return `${n}-Set of ${first.rank}s`;
  if (m.kind === 'unity') return `${n}-Unity of ${SUIT_NAMES[first.suit]} ${first.rank}s`;
  if (m.kind === 'sequence') return `${SUIT_NAMES[first.suit]} ${first.rank}–${stands[n - 1]!.rank} sequence`;
  return `${m.kind} of ${m.cards.map((c) => cardName(c.code)).join(', ')}`;
}

/** "Earth 7, Fire 7". */
export const names = (codes: readonly CardCode[]): string => codes.map(cardName).join(', ');
