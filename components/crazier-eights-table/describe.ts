/**
 * Words at the Crazier Eights table, computed from views alone: whose turn and which phase, what a
 * choice's options are called, each card's accessible name, with the guide's terms linked.
 */
import type { TemplateResult } from 'lit';
import type { TermId } from '../../src/games/guide.js';
import { cardName, colourName, defOf, isEight } from '../../src/games/crazier-eights/deck.js';
import type { eightsGuide } from '../../src/games/crazier-eights/guide.js';
import type { CardId, Phase } from '../../src/games/crazier-eights/types.js';
import type { EightsView, HandCardView } from '../../src/games/crazier-eights/view.js';
import { term, withTerms } from '../shared/term.js';

/** The terms of Crazier Eights' How to play (src/games/crazier-eights/guide.ts) that the table links. */
export const EIGHTS_TERMS = [
  'event',
  'asset',
  'eight',
  'discard',
  'additional-discard',
  'play',
  'control',
  'destroy',
  'lose-abilities',
  'discard-pile',
  'draw-pile',
  'ally',
  'lose',
] as const satisfies readonly TermId<typeof eightsGuide>[];
export type EightsTerm = (typeof EIGHTS_TERMS)[number];

/** `label` linked to the How to play's term `id`. */
export const eightsTerm = (id: EightsTerm, label: string): TemplateResult => term(id, label);

/** The words of the table's sentences and the cards' texts that name a term. */
const TERM_WORDS: Readonly<Record<string, EightsTerm>> = {
  'discard pile': 'discard-pile',
  'draw pile': 'draw-pile',
  'additional card': 'additional-discard',
  'additional cards': 'additional-discard',
  destroy: 'destroy',
  Destroy: 'destroy',
  destroyed: 'destroy',
  'loses its abilities': 'lose-abilities',
  'gain control': 'control',
  'Gain control': 'control',
  'gains control': 'control',
  'loses the game': 'lose',
  'lost the game': 'lose',
  allies: 'ally',
  ally: 'ally',
};

/** A sentence (a card's text, a prompt) with its terms linked. */
export const linkTerms = (text: string): (string | TemplateResult)[] => withTerms(text, TERM_WORDS);

type Names = Pick<EightsView, 'names' | 'seat'>;

/** "You" for the viewer's own seat, else the seat's name. */
export const who = (view: Names, seat: number): string => (seat === view.seat ? 'You' : (view.names[seat] ?? `Seat ${seat + 1}`));

export const PHASES: readonly { readonly id: Phase; readonly label: string }[] = [
  { id: 'begin', label: 'Begin' },
  { id: 'draw', label: 'Draw' },
  { id: 'main', label: 'Main' },
  { id: 'end', label: 'End' },
];

/** Whose turn, in a few words: "Your turn", "Bob's turn", "Game over". */
export function turnText(view: EightsView): string {
  if (view.status === 'waiting') return 'Waiting for the deal';
  if (view.status === 'between') return `Game ${view.game} over`;
  if (view.status === 'over') return 'Game over';
  if (view.turn === null) return '';
  return view.turn === view.seat ? 'Your turn' : `${view.names[view.turn]}'s turn`;
}

/** "Yellow 9", "Red-Blue 2": a card's colours and rank, no name. */
export function colourRank(card: CardId): string {
  const d = defOf(card);
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  return `${d.colours.map(colourName).join('-')} ${ranks[d.rank - 1]}`;
}

/** A card's name as a screen reader hears it, with its text: "Death (red K), event: Destroy a card…". */
export const cardLabel = (card: CardId): string => `${cardName(card)}, ${defOf(card).kind}: ${defOf(card).text}`;

/** What the viewer may do with a card of the hand now, in words. */
export function handWords(h: HandCardView, myTurn: boolean): string {
  if (!myTurn) return 'wait for your turn';
  const can = [h.canDiscard ? (isEight(h.card) ? 'can be discarded, naming a colour' : 'can be discarded') : '', h.canPlay ? 'can be played' : ''].filter(
    Boolean,
  );
  return can.length ? can.join(' and ') : (h.why ?? 'can be neither discarded nor played now');
}

const ordinal = (n: number): string => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** One option of the viewer's choice: its words, and the card it names (to show its text). */
export interface OptionWords {
  readonly label: string;
  readonly card: CardId | null;
}

export function optionWords(view: EightsView, value: number): OptionWords {
  const kind = view.choice?.kind;
  switch (kind) {
    case 'player':
      return { label: who(view, value), card: null };
    case 'confirm':
      return { label: `Yes: ${who(view, value)}`, card: null };
    case 'handIndex':
      return { label: `${ordinal(value + 1)} card`, card: null };
    case 'looked':
    case 'found': {
      const c = view.looking?.cards[value];
      return c === undefined ? { label: `${ordinal(value + 1)} card`, card: null } : { label: cardName(c), card: c };
    }
    default:
      return { label: cardName(value), card: value };
  }
}

/** What the viewer is looking at, as a heading. */
export const lookingWords = (from: 'pile' | 'search' | 'hand'): string =>
  from === 'pile' ? 'You look at the top of the draw pile' : from === 'search' ? 'You searched the draw pile' : 'You look at their hand';

/** The teams, in words: "Ann and Cyd; Bob and Dee". */
export function teamWords(view: EightsView): string {
  if (!view.teams) return '';
  const ids = [...new Set(view.teams)];
  return ids.map((t) => view.teams!.flatMap((x, s) => (x === t ? [who(view, s)] : [])).join(' and ')).join(' vs ');
}
