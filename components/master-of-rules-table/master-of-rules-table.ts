/**
 * The Master of Rules table: the places (players with their VP and completed rule cards, and the
 * dummies), the cards in play this deal by trick, each rule card's objective as the table meets it
 * so far, the refill set and the piles, the viewer's hand of four numerical and three rule cards,
 * a card of the hand seen large, a live region saying what happened, and the judgement of each deal
 * and the game's results over the table until closed. It renders a MorView and turns the intents
 * of its cards into commands.
 *
 * @fires command - `CustomEvent<MorCommand>`: `{type: 'playCard', card}` or `{type: 'takeRefill', card}`.
 *
 * @csspart status - the top bar: deal, round, trick and whose turn.
 * @csspart turn - the "Your turn" / "Waiting for Bob" pill.
 * @csspart places - the players and dummies.
 * @csspart deal - the cards in play this deal; trick - one trick's row.
 * @csspart objectives - the rule cards in play, each met or not so far, and why.
 * @csspart refill - the refill set and the piles.
 * @csspart player - the viewer's bar; hand - its cards; inspector - the card of the hand seen large.
 * @csspart deal-results - a deal's judgement, over the table until closed; game-over - the results.
 * @csspart announcer - the polite live region; message - the host's message (a refusal).
 *
 * @cssprop --pt-table-bg, --pt-panel, --pt-text, --pt-muted, --pt-accent, --pt-turn, --pt-ok, --pt-danger, --pt-focus
 * @cssprop --pt-hand-card-width - card size in the hand; --mor-table-card-width - on the table and in the refill set.
 * @cssprop --mor-yellow-face, --mor-yellow-ink, --mor-yellow-symbol (also blue, purple, red, black) - the numerical cards' colours.
 */
import { html, nothing } from 'lit';
import type { CardId } from '../../src/games/master-of-rules/cards.js';
import type { MorCommand } from '../../src/games/master-of-rules/types.js';
import type { MorView } from '../../src/games/master-of-rules/view.js';
import { Announcer } from '../shared/announcer.js';
import { GameTable } from '../shared/game-table.js';
import { describeChange, morTerm, turnText } from './describe.js';
import { playerBar } from './hand.js';
import type { Inspected } from './inspector.js';
import { objectives, places, refill, tricks } from './panels.js';
import { dealOverlay, gameOverlay } from './results.js';
import { styles } from './master-of-rules-table.styles.js';
import { define } from '../shared/define.js';

export type CommandEvent = CustomEvent<MorCommand>;

export class MasterOfRulesTable extends GameTable<MorView, MorCommand> {
  static override styles = styles;
  static override properties = {
    dismissedDeal: { state: true },
    dismissedGameOver: { state: true },
    inspected: { state: true },
  };

  declare dismissedDeal: number;
  declare dismissedGameOver: boolean;
  /** The card of the hand seen large, if any. */
  declare inspected: Inspected | null;
  private readonly announcer = new Announcer(this, describeChange, '');

  constructor() {
    super();
    this.dismissedDeal = 0;
    this.dismissedGameOver = false;
    this.inspected = null;
  }

  /** A card seen large goes when it leaves the hand, and when results are laid over the table. */
  protected override viewChanged(prev: MorView | null, view: MorView): void {
    const card = this.inspected?.card;
    const held = [...view.hand.nums, ...view.hand.rules].some((e) => e.card === card);
    if (this.inspected && (!held || view.last !== prev?.last || view.phase === 'over')) this.inspected = null;
  }

  private play(card: CardId): void {
    this.inspected = null;
    this.send({ type: 'playCard', card });
  }

  private inspect(card: CardId, pinned: boolean): void {
    // Pointing at another card does not take the place of one tapped.
    if (!pinned && this.inspected?.pinned && this.inspected.card !== card) return;
    this.inspected = { card, pinned: pinned || (this.inspected?.pinned === true && this.inspected.card === card) };
  }

  /** A tap anywhere on the table but the hand's cards and the card seen large closes it. */
  private onTableClick(event: Event): void {
    if (!this.inspected?.pinned) return;
    const inside = event.composedPath().some((n) => n instanceof Element && (n.hasAttribute('data-hand-card') || n.classList.contains('inspector')));
    if (!inside) this.inspected = null;
  }

  private renderOverlays(view: MorView) {
    if (view.phase === 'over' && view.result) return this.dismissedGameOver ? nothing : gameOverlay(view, () => (this.dismissedGameOver = true));
    if (view.last && this.dismissedDeal !== view.last.deal) return dealOverlay(view, () => (this.dismissedDeal = view.last!.deal));
    return nothing;
  }

  private renderHand(view: MorView, covered: boolean) {
    return playerBar(view, covered ? null : this.inspected, {
      play: (card) => this.play(card),
      inspect: (card, pinned) => this.inspect(card, pinned),
      close: () => (this.inspected = null),
    });
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
    const overlay = this.renderOverlays(view);
    return html`<div class="table" @click=${this.onTableClick}>
      <div class="status" part="status">
        <h2 class="where">${where}</h2>
        <p class="turn ${mine ? 'mine' : ''}" part="turn">${turn}</p>
      </div>
      ${overlay} ${places(view, this.presence)}
      <div class="middle">${tricks(view)} ${objectives(view)}</div>
      ${refill(view, (card: CardId) => this.send({ type: 'takeRefill', card }))}
      ${view.seat >= 0 ? this.renderHand(view, overlay !== nothing) : nothing}
      <div class="news">
        <p class="announcer sr" part="announcer" aria-live="polite">${this.announcer.said}</p>
        <p class="message" part="message" role="status">${this.message}</p>
      </div>
    </div>`;
  }
}

define('master-of-rules-table', MasterOfRulesTable);

declare global {
  interface HTMLElementTagNameMap {
    'master-of-rules-table': MasterOfRulesTable;
  }
}
