/**
 * The viewer's own panel: a header (cards held, the best arrangement's points, "Select for a meld"
 * and "Group by melds"), the hand, under it what the host said and what to do now, and beside it
 * (below it on a phone) the tray: in the Basic Version what melds score; in the others what a turn
 * brings: a Public Bonus Card drawn, the meld guide first (at the top, clear of the window's bottom
 * corner), the careless discards, the Bonus Card buttons, the face-down card's hints, the viewer's
 * exposed melds, pending bumps and last the Duel for the first dealer. When going out is legal, "Go
 * out" with the arrangement it scores lies over the top of the tray.
 * Every part has a fixed height (the tray scrolls inside), so nothing moves as turns pass and the
 * hand stays where it is.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import type { SecretsCommand } from '../../src/games/secrets-of-the-universe/types.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { card, secretsTerm } from './cards.js';
import { revealedMeld } from './melds.js';
import type { Selection } from './selection.js';
import { handCards, type HandMode } from './hand.js';
import { peekPanel } from './peek.js';
import { bonusParts, tableParts } from './version-parts.js';
import { partsOf } from './versions.js';

export interface PlayerState {
  readonly message: string;
  readonly grouped: boolean;
  readonly meldMode: boolean;
  readonly selection: Selection;
  readonly send: (command: SecretsCommand) => void;
  readonly group: () => void;
  readonly selectForMeld: () => void;
  readonly clear: () => void;
  readonly toggleHand: (index: number) => void;
  readonly toggleMeld: (index: number) => void;
  /** The player put the offer to go out aside for this turn ("Not now"). */
  readonly goOutLater: boolean;
  readonly setGoOutLater: (later: boolean) => void;
  /** The hand's card seen large, by index; `peek` shows one (null where cards are large enough: not on a phone, where the hand lies in one line). */
  readonly peeked: number | null;
  readonly peek: ((index: number, stay: boolean) => void) | null;
  readonly closePeek: () => void;
}

const total = (p: { low: number; high: number }): string => (p.low === p.high ? `${p.low}` : `${p.low}–${p.high}`);

/** Whether the meld guide is open: on the viewer's turn, when discards may be picked up or exposed melds extended or joined. */
export function guiding(v: SecretsView): boolean {
  const t = v.table;
  if (!t || v.turn?.seat !== v.seat) return false;
  if (v.turn.step === 'draw') return t.mayTakeDiscards;
  return v.turn.step === 'discard' && (t.mayTakeDiscards || (t.exposed[v.seat]?.length ?? 0) > 0);
}

/**
 * The offer to go out, with the arrangement it scores, laid over the top of the tray (so its coming
 * and going moves nothing); "Not now" puts it aside for the turn, and "go out" in the line under the
 * hand brings it back.
 */
function goOut(v: SecretsView, s: PlayerState) {
  const g = v.goOut;
  if (!g?.legal || !g.arrangement || s.goOutLater) return nothing;
  const a = g.arrangement;
  const deckDraw = v.table?.deckDrawBonus ?? 0;
  const label = `Go out${g.fully ? ' fully (+10)' : ''}${deckDraw ? ` by deck draw (+${deckDraw})` : ''}`;
  return html`<section class="go-out" part="go-out" aria-label="Go out">
    <div class="actions">
      <button class="primary" @click=${() => s.send({ type: 'goOut' })}>${label}</button>
      <button class="toggle" @click=${() => s.setGoOutLater(true)}>Not now</button>
    </div>
    <span>${secretsTerm('going-out', 'Going out')} now scores this arrangement: ${total(a.total)} points${g.bonus ? ` + ${g.bonus}` : ''}.</span>
    <ul class="melds">${a.melds.map((m) => revealedMeld(m))}</ul>
    ${a.unmelded.length ? html`<p class="loose">Unmelded: ${a.unmelded.map((c) => card(c, 'small'))}</p>` : nothing}
  </section>`;
}

/** What the viewer may do now, in a line. */
function todo(v: SecretsView, mode: HandMode, s: PlayerState) {
  if (mode === 'discard') {
    const out = !v.goOut?.legal
      ? ''
      : s.goOutLater
        ? html`, or <button class="link" @click=${() => s.setGoOutLater(false)}>go out</button>`
        : html`, or ${secretsTerm('going-out', 'go out')}`;
    return html`<p class="hint">Choose a card to discard${v.table ? html` into your ${secretsTerm('discard-area', 'discard area')}` : ''}${out}.</p>`;
  }
  if (mode === 'select') return html`<p class="hint">Select cards of your hand for a ${secretsTerm('meld', 'meld')}: the meld guide shows what they form.</p>`;
  return nothing;
}

export function playerPanel(v: SecretsView, s: PlayerState): TemplateResult {
  const t = v.table;
  const mid = tableParts(v);
  const bonus = bonusParts(v);
  const own = t?.exposed[v.seat] ?? [];
  const discarding = v.turn?.seat === v.seat && v.turn.step === 'discard';
  const guide = guiding(v);
  const fromTable = s.selection.discards.length + s.selection.melds.length > 0;
  const selecting = guide && (v.turn?.step === 'draw' || s.meldMode || fromTable);
  const mode: HandMode = selecting ? 'select' : discarding ? 'discard' : 'look';
  const best = v.best;
  const discard = (c: HandCard) => s.send({ type: 'discard', card: c.code, taken: c.taken });
  // Never over a window that asks something of the table (a claim, the Private Bonus Cards).
  const windowOpen = !!v.table?.claim || !!v.bonus?.privates;
  // Nor over the discards while cards are selected for the meld guide.
  const peeked = s.peek && s.peeked !== null && v.phase === 'playing' && !windowOpen && mode !== 'select' ? (v.hand[s.peeked] ?? null) : null;
  return html`<section class="player ${v.turn?.seat === v.seat ? 'active' : ''}" part="player" aria-labelledby="hand-title">
    <header>
      <h2 id="hand-title">Your hand <small>${v.hand.length} cards</small></h2>
      <span class="best" aria-live="polite">${best ? html`Best<span class="long">${own.length ? ' with your exposed melds' : ' arrangement'}</span>: <strong>${total(best.total)}</strong> points` : nothing}</span>
      <span class="tools">
        ${
          t
            ? html`<button class="toggle" aria-pressed=${selecting ? 'true' : 'false'} ?disabled=${!(guide && discarding)}
              @click=${() => (selecting ? s.clear() : s.selectForMeld())}>Select for a meld</button>`
            : nothing
        }
        <button class="toggle" aria-pressed=${s.grouped ? 'true' : 'false'} @click=${s.group}>Group by melds</button>
      </span>
    </header>
    <div class="hand-row">
      ${handCards(v, {
        mode,
        grouped: s.grouped,
        selected: s.selection.hand,
        toggle: s.toggleHand,
        discard,
        peeked: s.peeked,
        peek: s.peek,
        narrow: s.peek !== null,
      })}
      ${peekPanel(peeked ? { card: peeked, mode, discard: () => discard(peeked), close: s.closePeek } : null)}
    </div>
    <div class="say">
      <p class="message" part="message" role="status">${s.message}</p>
      ${todo(v, mode, s)}
    </div>
    <div class="tray" part="tray" data-scroll="y">
      ${mid ? nothing : partsOf('basic').meldPoints()}
      ${bonus?.publicHint(v)}
      ${mid?.guidePanel(v, s.selection, { send: s.send, clear: s.clear }, guide)}
      ${bonus?.carelessHint(v)}
      ${v.bonus?.privates ? nothing : bonus?.setAsideButtons(v, s.send)}
      ${bonus?.swapButtons(v, s.send)}
      ${mid?.faceDownHint(v)}
      ${mid?.ownExposed(v, own, s.selection.melds, guide ? s.toggleMeld : null)}
      ${mid?.bumpsPanel(v)}
      ${t && mid && v.game <= 1 ? mid.dealerDuel(t.dealerDuel, v.names, v.phase === 'dealing' || (v.turn?.number ?? 0) <= v.names.length) : nothing}
    </div>
    ${goOut(v, s)}
  </section>`;
}
