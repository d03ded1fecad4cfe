/**
 * The viewer's hand: sorted by suit and rank, or grouped by its best arrangement (melds grown from
 * exposed melds show the exposed cards beside the hand's). Each card is one button, which discards
 * it, selects it for the meld guide, or (disabled) does nothing yet; on a phone a tap first shows it
 * large (peek.ts), and a discard takes a second tap (a tap that selects only selects).
 *
 * The sorted hand is one line of cards, each placed by a transform (overlapping more when they
 * would not fit), so a card drawn or discarded slides the others along and nothing around the hand
 * moves; a card new in the hand travels in from where it was (the deck, a discard).
 */
import { html, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { card, cardLabel, handCardButton, meldLabel, meldTerm, pointsText, secretsTerm, type HandAct } from './cards.js';
import { exposedPart } from './exposed-part.js';
import { drawPlace, listKeys, motionKey, type Motion } from './motion.js';

export type HandMode = 'look' | 'discard' | 'select';

export interface HandState {
  readonly mode: HandMode;
  readonly grouped: boolean;
  /** Selected cards, by index into the view's hand. */
  readonly selected: readonly number[];
  readonly toggle: (index: number) => void;
  readonly discard: (c: HandCard) => void;
  /** The card seen large (peek.ts), by index into the view's hand. */
  readonly peeked: number | null;
  /** A phone: the grouped hand lies in two rows. */
  readonly narrow: boolean;
  /** On a phone: a tap shows the card large first (and before a discard asks for a second tap); `stay`: until then. */
  readonly peek: ((index: number, stay: boolean) => void) | null;
}

/** Indexes into `hand` of `cards`, each hand card used once. */
function indexesOf(hand: readonly HandCard[], cards: readonly HandCard[], used: Set<number>): number[] {
  return cards.map((c) => {
    const i = hand.findIndex((h, j) => !used.has(j) && h.code === c.code && h.taken === c.taken);
    used.add(i);
    return i;
  });
}

function handCard(v: SecretsView, s: HandState, index: number): TemplateResult {
  const c = v.hand[index];
  if (!c) return html``;
  const motion: Motion = { key: motionKey(v, c.code), from: drawPlace(v) };
  // Once the game is over the hand lies revealed, no longer a hand to play from.
  if (v.phase === 'scoring' || v.phase === 'matchOver') return card(c, '', motion);
  const peek = s.peek;
  const act: HandAct | null =
    s.mode === 'discard'
      ? peek && s.peeked !== index
        ? { label: cardLabel(c), onClick: () => peek(index, true) }
        : { label: `Discard ${cardLabel(c)}`, onClick: () => s.discard(c) }
      : // Selecting for the meld guide, a tap only selects: a card seen large would lie over the discards to select with it.
        s.mode === 'select'
        ? { label: cardLabel(c), onClick: () => s.toggle(index), pressed: s.selected.includes(index) }
        : peek
          ? { label: cardLabel(c), onClick: () => peek(index, false) }
          : null;
  return handCardButton(c, act, motion);
}

interface Group {
  readonly cards: readonly HandCard[];
  readonly caption: TemplateResult;
  /** The caption's words, for its width. */
  readonly words: string;
  /** Cards of an exposed meld on the table, shown beside the hand's. */
  readonly onTable: readonly HandCard[];
  readonly loose: boolean;
}

/** About how wide a group lies on a phone: its cards (33px each and a gap) or its caption (0.72rem), and its frame. */
const widthOf = (g: Group): number => Math.max((g.cards.length + g.onTable.length) * 35, g.words.length * 6.4) + 12;
const rowWidth = (row: readonly Group[]): number => row.reduce((w, g) => w + widthOf(g) + 6, 0);

/**
 * The groups in two rows as near the same width as can be, in their order: split between two
 * groups, or inside the group of cards left unmelded (each part captioned as it is).
 */
function rowsOf(groups: readonly Group[]): [Group[], Group[]] {
  let best: { width: number; rows: [Group[], Group[]] } | null = null;
  const consider = (rows: [Group[], Group[]]) => {
    const width = Math.max(rowWidth(rows[0]), rowWidth(rows[1]));
    // On a tie the later split wins: the first row the fuller.
    if (!best || width <= best.width) best = { width, rows };
  };
  for (let k = 0; k <= groups.length; k++) {
    consider([groups.slice(0, k), groups.slice(k)]);
    const g = groups[k];
    for (let j = 1; g?.loose && j < g.cards.length; j++) {
      consider([
        [...groups.slice(0, k), { ...g, cards: g.cards.slice(0, j) }],
        [{ ...g, cards: g.cards.slice(j) }, ...groups.slice(k + 1)],
      ]);
    }
  }
  return best!.rows;
}

/**
 * The hand by its best arrangement: a group for each meld (those grown from exposed melds with the
 * cards on the table beside the hand's) and one for what is left. One line that scrolls sideways,
 * or on a phone two rows that scroll together.
 */
function groups(v: SecretsView, s: HandState): TemplateResult {
  const best = v.best!;
  const exposed = v.table && v.seat >= 0 ? (v.table.exposed[v.seat] ?? []) : [];
  const part = exposedPart(best.melds, exposed);
  const list: Group[] = best.melds.map((m, i) => {
    const caption = html`${meldTerm(m)} · ${pointsText(m)}`;
    const words = `${meldLabel(m)} · ${pointsText(m)}`;
    if (i >= part.count) return { cards: m.cards, caption, words, onTable: [], loose: false };
    const added = part.added[i]!;
    const onTable = m.cards.slice();
    for (const a of added)
      onTable.splice(
        onTable.findIndex((c) => c.code === a.code && c.taken === a.taken),
        1,
      );
    const more = ` · on the table${added.length ? ' + your cards' : ''}`;
    return {
      cards: added,
      caption: html`${caption} · ${secretsTerm('exposed', 'on the table')}${added.length ? ' + your cards' : ''}`,
      words: words + more,
      onTable,
      loose: false,
    };
  });
  if (best.unmelded.length) list.push({ cards: best.unmelded, caption: html`${secretsTerm('meld', 'unmelded')}`, words: 'unmelded', onTable: [], loose: true });
  const used = new Set<number>();
  const group = (g: Group) => html`<div class="group ${g.loose ? 'loose' : ''}" role="listitem">
    <span class="cards">${g.onTable.map((c) => card(c, 'small'))}${indexesOf(v.hand, g.cards, used).map((i) => handCard(v, s, i))}</span>
    <small>${g.caption}</small>
  </div>`;
  const [first, second] = s.narrow ? rowsOf(list) : [list, []];
  return html`<div class="groups" part="hand" role="list" aria-label="Your hand by melds" data-scroll>
    <div class="row">${first.map(group)}</div>
    <div class="row">${second.map(group)}</div>
  </div>`;
}

/** Cards in a row of a phone's hand: side by side in one row, or at most, each showing enough of its width to tap. */
const ONE_ROW = 7;
const PER_ROW = 9;

/** The rows of a phone's hand of `n` cards: one when they lie side by side, else two, or three for more than 18. */
const rowsFor = (n: number): number => (n <= ONE_ROW ? 1 : Math.max(2, Math.ceil(n / PER_ROW)));

/**
 * The hand's cards, sorted or grouped. Sorted, each card is placed by a transform: in one line, or
 * on a phone in one row, two, or three (the rows closer together) (`--r`, `--c`: its row and its
 * place in it, the first rows a card longer when the count does not share out), so every card
 * shows at least 32px of its width to tap.
 */
export function handCards(v: SecretsView, s: HandState): TemplateResult {
  if (s.grouped && v.best) return groups(v, s);
  const label = s.mode === 'select' ? 'Your hand: select cards for a meld' : 'Your hand';
  const keys = listKeys(v, v.hand, (i) => v.hand[i]!.taken);
  const indexes = v.hand.map((_, i) => i);
  // (Wide, the rows are not used: every card in one line by --i.)
  const rows = rowsFor(v.hand.length);
  const perRow = Math.max(1, Math.ceil(v.hand.length / rows));
  return html`<div class="hand" part="hand" role="group" aria-label=${label} style="--n: ${v.hand.length}; --rows: ${rows}; --per-row: ${perRow}">
    ${repeat(
      indexes,
      (i) => keys[i],
      (i) =>
        html`<span class="at ${s.peeked === i && s.mode !== 'select' ? 'peeked' : ''}" style="--i: ${i}; --r: ${Math.floor(i / perRow)}; --c: ${i % perRow}">${handCard(v, s, i)}</span>`,
    )}
  </div>`;
}
