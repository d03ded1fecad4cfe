/**
 * The Rules of the Universe! table: the players (character, health, coins, the Lucky Coin, and
 * every hand, discard pile and exhausted card), the auction under way (the items revealed, the bids
 * face down then all at once, the Lucky Coin's flips one by one, the pick order) or the fight (the
 * attack with its face-down card, the defence, the damage as it lands, what happened this turn and
 * the last), the viewer's own cards and choices, the host's countdown while it waits on a choice,
 * and the winner over the table at the end. It renders a RotuView and turns intents into commands;
 * a bid and an attack card leave as sealed choices (the page's sealer turns them into commitments).
 *
 * @fires command - `CustomEvent<RotuCommand>`: `bid`, `pick`, `target`, `attack`, `defend`, `exhaust` or `pass`.
 *
 * @csspart status - the top bar: where the game is, the countdown and whose move it is.
 * @csspart turn - the "Your attack" / "Bob picks" pill.
 * @csspart players - the players; auction - the items on offer; bids - the bids, flips and pick order.
 * @csspart arena - the attack under way; feed - what happened this turn and the last.
 * @csspart mine - the viewer's panel; hand - its cards.
 * @csspart game-over - the results; announcer - the polite live region; message - the host's message (a refusal).
 *
 * @cssprop --pt-table-bg, --pt-panel, --pt-text, --pt-muted, --pt-accent, --pt-turn, --pt-ok, --pt-danger, --pt-focus
 * @cssprop --rotu-card-width - a full card's width; --rotu-chip-width - a small card's in the players' panels.
 */
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { cardName } from '../../src/games/rules-of-the-universe/data.js';
import type { RotuCommand } from '../../src/games/rules-of-the-universe/types.js';
import type { RotuView } from '../../src/games/rules-of-the-universe/view.js';
import type { Presence } from '../game-screen.js';
import { Countdown } from '../shared/countdown.js';
import { CardMotion } from '../shared/motion.js';
import { arena, auctionPanel, bidsPanel, feed } from './center.js';
import { describeChange, turnText } from './describe.js';
import { minePanel } from './mine.js';
import { players, type Flashes } from './players.js';
import { gameOverlay } from './results.js';
import { styles } from './rules-of-the-universe-table.styles.js';

export type CommandEvent = CustomEvent<RotuCommand>;

/** The sealed choice under way: its round's key as the view knows it. */
const choiceKey = (view: RotuView): string => (view.auction ? `bid-${view.auction.number}` : `attack-${view.turnNo}`);

export class RulesOfTheUniverseTable extends LitElement {
  static override styles = styles;
  static override properties = {
    view: { attribute: false },
    message: {},
    presence: { attribute: false },
    selected: { state: true },
    dismissedGameOver: { state: true },
  };

  declare view: RotuView | null;
  /** A refusal reason from the host or other status text, shown in a live region. */
  declare message: string;
  /** Whether each seat's person is connected (components/game-screen.ts); empty when unknown. */
  declare presence: readonly Presence[];
  /** The hand card chosen for an ability that takes a target. */
  declare selected: number | null;
  declare dismissedGameOver: boolean;
  private readonly clock = new Countdown(this);
  private readonly motion = new CardMotion(this);
  private announcement = '';
  private flashes: Flashes = new Map();
  private flashKey = 0;
  /** What this page laid face down, by the choice's key. */
  private readonly laid = new Map<string, string>();

  constructor() {
    super();
    this.view = null;
    this.message = '';
    this.presence = [];
    this.selected = null;
    this.dismissedGameOver = false;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    const view = this.view;
    if (!changed.has('view') || !view) return;
    const prev = (changed.get('view') as RotuView | null | undefined) ?? null;
    const text = describeChange(prev, view);
    if (text) this.announcement = text;
    const flashes = new Map<number, { delta: number; key: number }>();
    if (prev && prev.names.length === view.names.length) {
      view.players.forEach((p, s) => {
        const delta = p.health - prev.players[s]!.health;
        if (delta !== 0 && prev.players[s]!.maxHealth > 0) flashes.set(s, { delta, key: ++this.flashKey });
      });
    }
    if (flashes.size) this.flashes = flashes;
    else if (prev?.turnNo !== view.turnNo) this.flashes = new Map();
    if (this.selected !== null && !view.mine.exhaust.some((o) => o.card === this.selected)) this.selected = null;
    this.clock.sync(view.wait?.key ?? '', view.wait?.ms ?? 0);
  }

  private send(command: RotuCommand): void {
    this.selected = null;
    this.dispatchEvent(new CustomEvent<RotuCommand>('command', { detail: command, bubbles: true, composed: true }));
  }

  private readonly handlers = {
    bid: (nth: number) => {
      this.laid.set(choiceKey(this.view!), `coin ${this.view!.mine.bid[nth]}`);
      this.send({ type: 'bid', nth });
    },
    attack: (card: number) => {
      this.laid.set(choiceKey(this.view!), cardName(card));
      this.send({ type: 'attack', card });
    },
    target: (seat: number) => this.send({ type: 'target', seat }),
    defend: (card: number | null) => this.send({ type: 'defend', card }),
    select: (card: number | null) => (this.selected = card),
    exhaust: (card: number, target: number | null) => this.send({ type: 'exhaust', card, target }),
    pass: () => this.send({ type: 'pass' }),
  };

  private where(view: RotuView) {
    if (view.auction) return `Auction ${view.auction.number + 1} of 11 · ${view.auction.kind === 'character' ? 'characters' : 'pool cards'}`;
    if (view.turnNo > 0) return `The fight · turn ${view.turnNo} · round ${view.round}`;
    return 'Rules of the Universe!';
  }

  private countdown(view: RotuView) {
    if (!view.wait) return html`<span class="clock idle" aria-hidden="true"></span>`;
    const share = this.clock.duration ? (100 * this.clock.remaining) / this.clock.duration : 0;
    return html`<span class="clock" role="timer" aria-label="${Math.ceil(this.clock.remaining / 1000)} seconds left">
      <span class="bar" aria-hidden="true"><span style="width: ${share}%"></span></span>${this.clock.words}</span>`;
  }

  override render() {
    const view = this.view;
    if (!view) return html`<p class="empty">No game yet.</p>`;
    const turn = turnText(view);
    const acting = view.mine.bid.length + view.mine.picks.length + view.mine.targets.length + view.mine.attack.length + view.mine.defend.length + view.mine.exhaust.length > 0;
    const fighting = view.auction === null;
    return html`<div class="table ${fighting ? 'fight' : 'auctions'}" style="--n: ${view.names.length}">
      <div class="status" part="status">
        ${keyed(this.where(view), html`<h2 class="where">${this.where(view)}</h2>`)}
        ${this.countdown(view)}
        ${keyed(turn, html`<p class="turn ${acting ? 'yours' : ''}" part="turn">${turn}</p>`)}
      </div>
      ${players(view, this.presence, this.flashes, this.handlers.target)}
      <div class="center">${fighting ? arena(view) : auctionPanel(view, (item) => this.send({ type: 'pick', item }))}</div>
      <div class="side">${fighting ? feed(view) : bidsPanel(view)}</div>
      ${view.seat >= 0 ? minePanel(view, { selected: this.selected, laid: this.laid.get(choiceKey(view)) ?? '' }, this.handlers) : nothing}
      <div class="news">
        <p class="announcer" part="announcer" aria-live="polite">${this.announcement}</p>
        <p class="message" part="message" role="status">${this.message}</p>
      </div>
      ${view.phase === 'over' && view.result && !this.dismissedGameOver ? gameOverlay(view, () => (this.dismissedGameOver = true)) : nothing}
    </div>`;
  }
}

if (!customElements.get('rules-of-the-universe-table')) customElements.define('rules-of-the-universe-table', RulesOfTheUniverseTable);

declare global {
  interface HTMLElementTagNameMap {
    'rules-of-the-universe-table': RulesOfTheUniverseTable;
  }
}
