/**
 * The Crazier Eights table. It renders an EightsView and emits commands.
 *
 * From the top: the status bar (game, whose turn, the phase, discards and play left, teams), every
 * seat with its cards in hand, presence and cards in play, the felt: the piles (the draw pile's
 * count, the discard pile's top and the colour a wild eight named), the story of the turn under
 * way (story.ts: each draw, discard, card played and what came of it, as the host sends it, so a
 * bot's turn is seen happening), what is in the open (an event taking effect, revealed cards, what
 * you alone look at, destroyed cards to order) and the prompt of a choice (yours with its options
 * and Decline, or whose it is with the host's countdown); the reader (the card last hovered,
 * focused or tapped, large: on a phone it lies over the felt until closed); and your hand (hand.ts).
 * Results lie over the table until closed.
 *
 * The reader lets go of a card once it is out of sight (played, discarded, gone to the bottom of
 * the discard pile), as soon as you act, when a choice of yours opens, and when a game ends.
 *
 * The table keeps still as turns pass: every part has a fixed height, a choice and the phone's
 * reader lie over the felt, and the hand and each seat's cards in play are lines whose cards are
 * placed by transforms. Cards travel (CardMotion): drawn into the hand from the draw pile, or into
 * a seat's hand (the small card beside its count), discarded from the hand or a seat, played into
 * a seat's cards in play.
 *
 * @fires command - `CustomEvent<EightsCommand>`: play, discard, endTurn, choose, decline.
 * @csspart table, status, places, place, seat, pile, named, story, reveal, choice, reader, hand, card, message, game-results.
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { CardId, EightsCommand } from '../../src/games/crazier-eights/types.js';
import type { EightsView } from '../../src/games/crazier-eights/view.js';
import { Countdown } from '../shared/countdown.js';
import { GameTable } from '../shared/game-table.js';
import { styles } from './crazier-eights-table.styles.js';
import { cardLabel, linkTerms, optionWords, who } from './describe.js';
import { handSection } from './hand.js';
import { piles, reader, seats, statusBar, strips } from './parts.js';
import { results } from './results.js';
import { advance, restart, storyLine, type Story } from './story.js';
import { define } from '../shared/define.js';

/** How long the host waits for a seat other than the turn player's to choose (src/games/crazier-eights/host.ts). */
export const CHOICE_WAIT_MS = 30_000;

const choiceKey = (v: EightsView | null): string => {
  const c = v?.choice;
  return c && c.seat !== v!.turn ? JSON.stringify([v!.game, v!.turnNo, c.seat, c.kind, c.prompt, v!.handCounts, v!.table.length, v!.discard.length]) : '';
};

/** A choice as one key: a new one is drawn afresh. */
const promptKey = (v: EightsView | null): string => (v?.choice ? JSON.stringify([v.choice.seat, v.choice.kind, v.choice.prompt]) : '');

/** Whether `card` is anywhere the viewer sees it now. */
function inSight(v: EightsView, card: CardId): boolean {
  return (
    v.top === card ||
    v.hand.some((h) => h.card === card) ||
    v.table.some((c) => c.card === card) ||
    v.resolving.includes(card) ||
    v.destroyed.includes(card) ||
    (v.revealed ?? []).includes(card) ||
    (v.looking?.cards ?? []).includes(card)
  );
}

export class CrazierEightsTable extends GameTable<EightsView, EightsCommand> {
  static override styles = styles;
  static override properties = {
    picked: { state: true },
    shown: { state: true },
    closedGame: { state: true },
  };

  /** The hand card tapped, whose actions show. */
  declare picked: CardId | null;
  /** The card the reader shows. */
  declare shown: CardId | null;
  /** The game whose results this player closed. */
  declare closedGame: number;
  /** The turn under way and what has happened in it. */
  private story: Story | null = null;
  /** The seats whose cards in hand grew with the last view (a card travels to them from the draw pile). */
  private grew: readonly boolean[] = [];
  private readonly clock = new Countdown(this);

  constructor() {
    super();
    this.picked = null;
    this.shown = null;
    this.closedGame = 0;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.clock.sync(choiceKey(this.view), CHOICE_WAIT_MS);
  }

  protected override viewChanged(prev: EightsView | null, v: EightsView): void {
    this.story = advance(this.story, prev, v);
    this.grew = v.handCounts.map((n, s) => prev !== null && prev.game === v.game && n > (prev.handCounts[s] ?? 0));
    if (this.picked !== null && !v.hand.some((h) => h.card === this.picked)) this.picked = null;
    const mine = v.choice?.seat === v.seat && v.choice.options !== null;
    if (this.shown !== null && (!inSight(v, this.shown) || v.status !== 'playing' || (mine && promptKey(prev) !== promptKey(v)))) this.shown = null;
  }

  /** A story line grown past its two lines starts afresh with its newest steps, before it is painted. */
  protected override updated(): void {
    const line = this.renderRoot.querySelector('.story');
    if (!this.story || !line || line.scrollHeight <= line.clientHeight + 1) return;
    const story = restart(this.story);
    if (story === this.story) return;
    this.story = story;
    this.requestUpdate();
  }

  protected override send(command: EightsCommand): void {
    this.picked = null;
    this.shown = null;
    super.send(command);
  }

  private readonly show = (card: CardId): void => {
    this.shown = card;
  };

  /** A tap on a card of the hand: picks it (and reads it), or lets it go. */
  private readonly pick = (card: CardId): void => {
    const again = this.picked === card;
    this.picked = again ? null : card;
    this.shown = again ? null : card;
  };

  override render() {
    const v = this.view;
    if (!v) return html`<p class="waiting">Waiting for the deal…</p>`;
    const seated = v.seat >= 0;
    return html`<div class="table ${seated ? '' : 'watching'}" lang="en" style="--n: ${v.names.length}">
      ${statusBar(v)} ${seats(v, this.presence, this.show, this.grew)}
      <section class="middle" part="felt" aria-label="The piles">
        ${piles(v, this.show)}
        <div class="open">${storyLine(v, this.story)} ${strips(v, this.show)}</div>
        ${v.choice ? keyed(promptKey(v), this.prompt(v)) : nothing}
      </section>
      ${reader(this.shown, linkTerms, () => (this.shown = this.picked = null))}
      ${
        seated
          ? handSection(v, { picked: this.picked, message: this.message, pick: this.pick, show: this.show, send: (c) => this.send(c) })
          : html`<p class="message" part="message" role="status">${this.message || 'You are watching.'}</p>`
      }
      ${this.results(v)}
    </div>`;
  }

  /** A choice: yours with its options, or whose it is and how long the host still waits. */
  private prompt(v: EightsView): TemplateResult {
    const c = v.choice!;
    const timed = c.seat !== v.turn;
    const clock = timed
      ? html`<span class="clock" role="timer" aria-label="${Math.ceil(this.clock.remaining / 1000)} seconds left to choose">
          <span class="bar" aria-hidden="true"><span style="width: ${this.clock.duration ? (100 * this.clock.remaining) / this.clock.duration : 0}%"></span></span>${this.clock.words}
        </span>`
      : nothing;
    if (c.seat !== v.seat || !c.options)
      return html`<div class="choice waiting" part="choice" role="status">
        <p><b>${v.names[c.seat]}</b> is choosing: ${linkTerms(c.prompt)}</p>
        ${clock}
      </div>`;
    return html`<div class="choice mine" part="choice" role="group" aria-labelledby="choice-prompt">
      <p id="choice-prompt"><b>Your choice:</b> ${linkTerms(c.prompt)} ${clock}</p>
      <div class="options">
        ${c.options.map((value) => {
          const o = optionWords(v, value);
          const card = o.card;
          return html`<button type="button" class="option" data-value=${value} aria-label=${card === null ? o.label : cardLabel(card)}
            @mouseenter=${() => card !== null && this.show(card)} @focus=${() => card !== null && this.show(card)}
            @click=${() => this.send({ type: 'choose', value })}>${o.label}</button>`;
        })}
        ${c.may ? html`<button type="button" class="decline" @click=${() => this.send({ type: 'decline' })}>Decline</button>` : nothing}
      </div>
    </div>`;
  }

  private results(v: EightsView) {
    if ((v.status !== 'between' && v.status !== 'over') || this.closedGame === v.game) return nothing;
    return results(v, () => (this.closedGame = v.game), who);
  }
}

define('crazier-eights-table', CrazierEightsTable);

declare global {
  interface HTMLElementTagNameMap {
    'crazier-eights-table': CrazierEightsTable;
  }
}
