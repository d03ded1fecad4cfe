/**
 * The Master of Rules table: the places (players with their VP and completed rule cards, and the
 * dummies), the cards in play this deal by trick, each rule card's objective as the table meets it
 * so far, the refill set and the piles, the viewer's hand of four numerical and three rule cards,
 * a live region saying what happened, and the judgement of each deal and the game's results over
 * the table until closed. It renders a MorView and turns the intents of its cards into commands.
 *
 * @fires command - `CustomEvent<MorCommand>`: `{type: 'playCard', card}` or `{type: 'takeRefill', card}`.
 *
 * @csspart status - the top bar: deal, round, trick and whose turn.
 * @csspart turn - the "Your turn" / "Waiting for Bob" pill.
 * @csspart places - the players and dummies.
 * @csspart deal - the cards in play this deal; trick - one trick's row.
 * @csspart objectives - the rule cards in play, each met or not so far, and why.
 * @csspart refill - the refill set and the piles.
 * @csspart player - the viewer's bar and hand; hand - the numerical cards (pt-hand); rules - the rule cards.
 * @csspart deal-results - a deal's judgement, over the table until closed; game-over - the results.
 * @csspart announcer - the polite live region; message - the host's message (a refusal).
 *
 * @cssprop --pt-table-bg, --pt-panel, --pt-text, --pt-muted, --pt-accent, --pt-turn, --pt-ok, --pt-danger, --pt-focus
 * @cssprop --pt-hand-card-width - card size in the hand; --mor-table-card-width - on the table and in the refill set.
 */
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { ruleOf, cardName, type CardId } from '../../src/games/master-of-rules/cards.js';
import type { MorCommand } from '../../src/games/master-of-rules/types.js';
import type { MorView } from '../../src/games/master-of-rules/view.js';
import type { Presence } from '../game-screen.js';
import '../pt-hand/pt-hand.js';
import type { HandItem, PlayCardEvent } from '../pt-hand/pt-hand.js';
import { CardMotion } from '../shared/motion.js';
import { describeChange, morTerm, promptText, turnText } from './describe.js';
import { numFace } from './faces.js';
import './mor-rule-card.js';
import { objectives, places, refill, tricks } from './panels.js';
import { cardRow } from './row.js';
import { dealOverlay, gameOverlay } from './results.js';
import { styles } from './master-of-rules-table.styles.js';

export type CommandEvent = CustomEvent<MorCommand>;

export class MasterOfRulesTable extends LitElement {
  static override styles = styles;
  static override properties = {
    view: { attribute: false },
    message: {},
    presence: { attribute: false },
    dismissedDeal: { state: true },
    dismissedGameOver: { state: true },
  };

  declare view: MorView | null;
  /** A refusal reason from the host or other status text, shown in a live region. */
  declare message: string;
  /** Whether each seat's person is connected (components/game-screen.ts); empty when unknown. */
  declare presence: readonly Presence[];
  declare dismissedDeal: number;
  declare dismissedGameOver: boolean;
  private readonly motion = new CardMotion(this);
  private announcement = '';

  constructor() {
    super();
    this.view = null;
    this.message = '';
    this.presence = [];
    this.dismissedDeal = 0;
    this.dismissedGameOver = false;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('view') && this.view) {
      const prev = (changed.get('view') as MorView | null | undefined) ?? null;
      const text = describeChange(prev, this.view);
      if (text) this.announcement = text;
    }
  }

  private send(command: MorCommand): void {
    this.dispatchEvent(new CustomEvent<MorCommand>('command', { detail: command, bubbles: true, composed: true }));
  }

  private onPlayNum(event: PlayCardEvent): void {
    event.stopPropagation();
    this.send({ type: 'playCard', card: event.detail.card });
  }

  private renderHand(view: MorView) {
    const active = view.phase === 'playing' && view.turn === view.seat;
    const items: HandItem[] = view.hand.nums.map((e) => ({ card: e.card, ...numFace(e.card), reason: e.refusal?.reason ?? null }));
    const waiting = view.phase === 'taking' && view.turn === view.seat ? 'First take a card from the refill set.' : 'Wait for your turn.';
    const prompt = promptText(view);
    return html`<section class="player ${active ? 'active' : ''}" part="player" aria-label="Your hand">
      <p class="prompt ${prompt ? '' : 'idle'}" aria-hidden=${prompt ? 'false' : 'true'}>${prompt || '\u00a0'}</p>
      <div class="hands">
        <pt-hand part="hand" exportparts="card" label="Your numerical cards" .cards=${items} .active=${active} @play-card=${this.onPlayNum}></pt-hand>
        <div class="rules" part="rules">
          ${cardRow(view.hand.rules, (e) => e.card, 3, 'Your rule cards', (e) =>
            html`<mor-rule-card exportparts="card" interactive data-motion=${e.card} data-motion-from="piles" .kind=${ruleOf(e.card)} .label=${cardName(e.card)}
              .disabled=${!active || e.refusal !== null} .reason=${active ? (e.refusal?.reason ?? '') : waiting}
              @card-activate=${() => this.send({ type: 'playCard', card: e.card })}></mor-rule-card>`,
          )}
        </div>
      </div>
    </section>`;
  }

  private renderOverlays(view: MorView) {
    if (view.phase === 'over' && view.result) return this.dismissedGameOver ? nothing : gameOverlay(view, () => (this.dismissedGameOver = true));
    if (view.last && this.dismissedDeal !== view.last.deal) return dealOverlay(view, () => (this.dismissedDeal = view.last!.deal));
    return nothing;
  }

  override render() {
    const view = this.view;
    if (!view) return html`<p class="empty">No game yet.</p>`;
    const turn = turnText(view);
    const mine = view.turn === view.seat && view.seat >= 0;
    const where =
      view.deal > 0
        ? html`<span class="line">Deal ${view.deal} of ${view.totalDeals}${view.finalDeal ? ' · final deal' : ''}</span><span class="sep"> · </span><span class="line">${morTerm('round', 'Round')} ${view.round} of ${view.totalRounds} · Trick ${view.trick}</span>`
        : 'Master of Rules';
    return html`<div class="table">
      <div class="status" part="status">
        <h2 class="where">${where}</h2>
        <p class="turn ${mine ? 'mine' : ''}" part="turn">${turn}</p>
      </div>
      ${this.renderOverlays(view)} ${places(view, this.presence)}
      <div class="middle">${tricks(view)} ${objectives(view)}</div>
      ${refill(view, (card: CardId) => this.send({ type: 'takeRefill', card }))}
      ${view.seat >= 0 ? this.renderHand(view) : nothing}
      <div class="news">
        <p class="announcer" part="announcer" aria-live="polite">${this.announcement}</p>
        <p class="message" part="message" role="status">${this.message}</p>
      </div>
    </div>`;
  }
}

if (!customElements.get('master-of-rules-table')) customElements.define('master-of-rules-table', MasterOfRulesTable);

declare global {
  interface HTMLElementTagNameMap {
    'master-of-rules-table': MasterOfRulesTable;
  }
}
