/**
 * The Secrets of the Universe table. It renders a SecretsView and emits commands.
 *
 * Both versions: the places around the table (hand sizes, the dealer, whose turn, every card taken
 * from the discards), the viewer's hand sorted or grouped by its best arrangement with live points,
 * "Go out" when it is legal, the coin calls, each game's reveal and the match table.
 * The Basic Version: the deck and the discard pile.
 * The Intermediate Version: the table top (deck quarters, discard areas, the main area's active and
 * inactive discards, the dealer's face-down card), exposed melds, the claim window with Pass and
 * Bump, pending bumps, the Duels, and the meld guide: select discards, hand cards and exposed melds
 * to pick up, extend or join, seeing the meld it forms or the rule's reason it cannot.
 *
 * @fires command - `CustomEvent<SecretsCommand>`: drawFromDeck, takeDiscard, discard, goOut, callCoin,
 *   pickUp, extendMeld, joinMelds, bump, pass.
 * @csspart status, places, place, pile, deck, discards, felt, claim, bumps, duel, player, hand, card,
 *   meld, guide, go-out, coin, reveal, match, match-over, message.
 */
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { cardName, type HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import type { SecretsCommand } from '../../src/games/secrets-of-the-universe/types.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { pile } from './basic-pile.js';
import { card, meld, meldLabel } from './cards.js';
import { bumpsPanel, claimKey, claimSlot } from './claim.js';
import { dealerDuel } from './duels.js';
import { ownExposed } from './exposed.js';
import { felt } from './felt.js';
import { isPicked, NOTHING, toggleDiscard, toggleHand, toggleMeld, type Selection } from './guide.js';
import { guidePanel } from './guide-view.js';
import { handCards, type HandMode } from './hand.js';
import { places, status } from './places.js';
import type { Presence } from '../game-screen.js';
import { Countdown } from '../shared/countdown.js';
import { gameResults } from './results.js';
import { styles } from './secrets-table.styles.js';

const total = (p: { low: number; high: number }): string => (p.low === p.high ? `${p.low}` : `${p.low}–${p.high}`);

/** What a selection refers to: when it changes, the selection is dropped. */
const selectionKey = (v: SecretsView | null): string =>
  v?.table
    ? JSON.stringify([v.game, v.turn?.number, v.turn?.step, v.hand, v.table.areas.map((a) => a.cards.length), v.discards.length, v.table.exposed[v.seat]?.length])
    : '';

export class SecretsTable extends LitElement {
  static override styles = styles;
  static override properties = {
    view: { attribute: false },
    message: {},
    grouped: { state: true },
    selection: { state: true },
    meldMode: { state: true },
    presence: { attribute: false },
    closedGame: { state: true },
    readyFor: { state: true },
  };

  declare view: SecretsView | null;
  declare message: string;
  /** Show the hand grouped by its best arrangement instead of by suit and rank. */
  declare grouped: boolean;
  /** The meld guide's selection (Intermediate Version). */
  declare selection: Selection;
  /** After drawing, hand cards select for the meld guide instead of discarding. */
  declare meldMode: boolean;
  /** Whether each seat's person is connected (components/game-screen.ts); empty when unknown. */
  declare presence: readonly Presence[];
  /** The claim window's countdown. */
  private readonly clock = new Countdown(this);
  private readonly nextClock = new Countdown(this);
  private selectionFor = '';
  /** The game whose results this player closed. */
  declare closedGame: number;
  /** The game after which this player pressed Next (its results close once the next game is dealt). */
  declare readyFor: number;
  /** The last game whose results were shown while it was being scored or waited after. */
  private seenLive = 0;

  constructor() {
    super();
    this.view = null;
    this.message = '';
    this.grouped = false;
    this.selection = NOTHING;
    this.meldMode = false;
    this.presence = [];
    this.closedGame = 0;
    this.readyFor = 0;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('view')) {
      const key = selectionKey(this.view);
      if (key !== this.selectionFor) {
        this.selectionFor = key;
        this.clear();
      }
    }
    this.clock.sync(claimKey(this.view), this.view?.table?.claim?.durationMs ?? 0);
    const next = this.view?.next;
    this.nextClock.sync(next ? JSON.stringify([this.view!.game, next.ready]) : '', next?.waitMs ?? 0);
  }

  private send(command: SecretsCommand): void {
    this.dispatchEvent(new CustomEvent('command', { detail: command, bubbles: true, composed: true }));
  }

  private clear(): void {
    this.selection = NOTHING;
    this.meldMode = false;
  }

  override render() {
    const v = this.view;
    if (!v) return html`<p class="waiting">Waiting for the deal…</p>`;
    const t = v.table;
    const inPlay = v.phase === 'playing' || v.phase === 'scoring';
    const own = t && v.seat >= 0 ? (t.exposed[v.seat] ?? []) : [];
    return html`<div class="table">
      ${status(v)} ${places(v, this.presence)}
      ${inPlay && t
        ? html`<div class="felt-wrap">
              ${felt(v, t, {
                picked: (ref) => isPicked(this.selection, ref),
                toggle: (ref) => (this.selection = toggleDiscard(this.selection, ref)),
                draw: () => this.send({ type: 'drawFromDeck' }),
                take: () => this.send({ type: 'takeDiscard' }),
              })}
              ${claimSlot(v, this.clock, (c) => this.send(c))}
            </div>
          ${bumpsPanel(v)}`
        : inPlay
          ? pile(v, (c) => this.send(c))
          : nothing}
      ${v.seat >= 0 && v.hand.length + own.length > 0 ? this.player(v) : nothing}
      ${t && v.game <= 1 ? dealerDuel(t.dealerDuel, v.names, v.phase === 'dealing' || (v.turn?.number ?? 0) <= v.names.length) : nothing}
      <p class="message" part="message" role="status">${this.message}</p>
      ${this.results(v)}
    </div>`;
  }

  /** Whether the meld guide is open: on the viewer's turn, when discards may be picked up or exposed melds extended or joined. */
  private guiding(v: SecretsView): boolean {
    const t = v.table;
    if (!t || v.turn?.seat !== v.seat) return false;
    if (v.turn.step === 'draw') return t.mayTakeDiscards;
    return v.turn.step === 'discard' && (t.mayTakeDiscards || (t.exposed[v.seat]?.length ?? 0) > 0);
  }

  private player(v: SecretsView) {
    const t = v.table;
    const own = t?.exposed[v.seat] ?? [];
    const discarding = v.turn?.seat === v.seat && v.turn.step === 'discard';
    const guiding = this.guiding(v);
    const fromTable = this.selection.discards.length + this.selection.melds.length > 0;
    const selecting = guiding && (v.turn?.step === 'draw' || this.meldMode || fromTable);
    const mode: HandMode = selecting ? 'select' : discarding ? 'discard' : 'look';
    const best = v.best;
    return html`<section class="player ${v.turn?.seat === v.seat ? 'active' : ''}" part="player" aria-labelledby="hand-title">
      <header>
        <h2 id="hand-title">Your hand <small>${v.hand.length} cards</small></h2>
        ${best ? html`<span class="best" aria-live="polite">Best arrangement${own.length ? ' with your exposed melds' : ''}: <strong>${total(best.total)}</strong> points</span>` : nothing}
        <button class="toggle" aria-pressed=${this.grouped ? 'true' : 'false'} @click=${() => (this.grouped = !this.grouped)}>Group by melds</button>
        ${guiding && discarding
          ? html`<button class="toggle" aria-pressed=${selecting ? 'true' : 'false'} @click=${() => (selecting ? this.clear() : (this.meldMode = true))}>Select for a meld</button>`
          : nothing}
      </header>
      ${handCards(v, {
        mode,
        grouped: this.grouped,
        selected: this.selection.hand,
        toggle: (i) => (this.selection = toggleHand(this.selection, i)),
        discard: (c: HandCard) => this.send({ type: 'discard', card: c.code, taken: c.taken }),
      })}
      ${mode === 'discard' ? html`<p class="hint">Choose a card to discard${t ? ' into your discard area' : ''}.</p>` : nothing}
      ${this.faceDownHint(v)}
      ${t ? ownExposed(own, this.selection.melds, guiding ? (i) => (this.selection = toggleMeld(this.selection, i)) : null) : nothing}
      ${guiding ? guidePanel(v, this.selection, { send: (c) => this.send(c), clear: () => this.clear() }) : nothing}
      ${this.goOut(v)}
    </section>`;
  }

  /** The dealer's face-down card: when it will be turned up, and on the dealer's second turn the choice it gives. */
  private faceDownHint(v: SecretsView) {
    const t = v.table;
    if (!t || v.dealer !== v.seat) return nothing;
    if (t.faceDown?.code) return html`<p class="hint">Your face-down card, ${cardName(t.faceDown.code)}, is turned up at the start of your second turn.</p>`;
    const active = t.main.active === null ? undefined : v.discards[t.main.active];
    const second = v.turn?.seat === v.seat && v.turn.step === 'draw' && active && 'deal' in active.from;
    if (!second) return nothing;
    return html`<p class="hint face-up">Your face-down card, ${cardName(active.code)}, is turned up as the main discard: take it, or leave it and draw from the deck (it then turns inactive).</p>`;
  }

  private goOut(v: SecretsView) {
    const g = v.goOut;
    if (!g?.legal || !g.arrangement) return nothing;
    const a = g.arrangement;
    const deckDraw = v.table?.deckDrawBonus ?? 0;
    const label = `Go out${g.fully ? ' fully (+10)' : ''}${deckDraw ? ` by deck draw (+${deckDraw})` : ''}`;
    return html`<div class="go-out" part="go-out">
      <button class="primary" @click=${() => this.send({ type: 'goOut' })}>${label}</button>
      <span>Scores this arrangement: ${total(a.total)} points${g.bonus ? ` + ${g.bonus}` : ''}.</span>
      <ul class="melds">${a.melds.map((m) => meld(m))}</ul>
      ${a.unmelded.length ? html`<p class="loose">Unmelded: ${a.unmelded.map((c) => card(c, 'small'))}</p>` : nothing}
    </div>`;
  }

  /**
   * A game's results over the table, from its reveal while it is scored and through the wait for
   * Next, until the player closes them; pressing Next closes them once the next game is dealt.
   */
  private results(v: SecretsView) {
    const r = v.reveal;
    if (!r) return nothing;
    const live = v.phase === 'scoring' || v.phase === 'matchOver';
    if (live) this.seenLive = r.game;
    const shown = this.closedGame !== r.game && (live || (this.seenLive === r.game && this.readyFor !== r.game));
    if (!shown) return nothing;
    return gameResults(v, r, {
      coin: this.coin(v),
      countdown: this.nextClock.words,
      next: () => {
        this.readyFor = r.game;
        this.send({ type: 'nextGame' });
      },
      close: () => (this.closedGame = r.game),
    });
  }

  private coin(v: SecretsView) {
    const c = v.reveal?.pendingCoin;
    if (!c || v.phase !== 'scoring') return nothing;
    const m = v.reveal!.hands[c.seat]?.melds[c.meld];
    const what = m ? `${meldLabel(m)} (${m.points.low} or ${m.points.high} points)` : 'a meld';
    if (c.call !== null) return html`<p class="coin panel" part="coin" role="status">Flipping the coin for ${v.names[c.seat]}'s ${what}: called ${c.call}…</p>`;
    if (c.seat !== v.seat) return html`<p class="coin panel" part="coin" role="status">Waiting for ${v.names[c.seat]} to call the coin for their ${what}.</p>`;
    return html`<div class="coin panel mine" part="coin" role="group" aria-label="Call the coin">
      <p>Your ${what}: call the coin. Right scores ${m?.points.high}, wrong ${m?.points.low}.</p>
      <button class="primary" @click=${() => this.send({ type: 'callCoin', call: 'heads' })}>Heads</button>
      <button class="primary" @click=${() => this.send({ type: 'callCoin', call: 'tails' })}>Tails</button>
    </div>`;
  }
}

customElements.define('secrets-table', SecretsTable);

declare global {
  interface HTMLElementTagNameMap {
    'secrets-table': SecretsTable;
  }
}
