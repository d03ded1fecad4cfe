/**
 * The Rules of the Universe! table: the players (portrait, health, the Lucky Coin, and every card
 * each owns, as chips: hand, discard pile, exhausted), the auction under way (the items revealed,
 * the bids face down then all at once, the Lucky Coin's flips one by one, the pick order) or the
 * fight (the attack step by step with its face-down card, the defence, the damage as it lands, and
 * what happened this turn and the last), the viewer's own cards and choices, the host's countdown
 * while it waits on a choice, any card seen large on a touch, and the winner over the table at the
 * end. It renders a RotuView and turns intents into commands; a bid and an attack card leave as
 * sealed choices (the page's sealer turns them into commitments).
 *
 * The card seen large (inspector.ts and its styles) is a chunk of its own, loaded on the first touch
 * of a card: it opens when it arrives, where the touch asked; a failed load says so in the message
 * line, and the next touch tries again. Its markup stays in the table's shadow root and its styles
 * join the table's own where they always stood (after the panels', before the phone's, which narrow
 * it), so it looks and behaves as it did.
 *
 * @fires command - `CustomEvent<RotuCommand>`: `bid`, `pick`, `target`, `attack`, `defend`, `exhaust` or `pass`.
 *
 * @csspart status - the top bar: where the game is, the countdown and whose move it is.
 * @csspart turn - the "Your attack" / "Bob picks" pill.
 * @csspart players - the players; auction - the items on offer; bids - the bids, flips and pick order.
 * @csspart arena - the attack under way; feed - what happened this turn and the last.
 * @csspart mine - the viewer's panel; hand - its cards; inspector - a card seen large.
 * @csspart game-over - the results; announcer - the polite live region; message - the host's message (a refusal).
 *
 * @cssprop --pt-table-bg, --pt-panel, --pt-text, --pt-muted, --pt-accent, --pt-turn, --pt-ok, --pt-danger, --pt-focus
 * @cssprop --rotu-card-width - a full card's width; --rotu-chip-width - a small card's in the players' panels.
 */
import { adoptStyles, html, nothing, type PropertyValues } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { cardName } from '../../src/games/rules-of-the-universe/data.js';
import type { RotuCommand } from '../../src/games/rules-of-the-universe/types.js';
import type { RotuView } from '../../src/games/rules-of-the-universe/view.js';
import { Countdown } from '../shared/countdown.js';
import { Announcer } from '../shared/announcer.js';
import { GameTable } from '../shared/game-table.js';
import { onDemand } from '../shared/on-demand.js';
import { arena } from './arena.js';
import { auctionPanel, bidsPanel, feed, shownAuction } from './center.js';
import { describeChange, turnText } from './describe.js';
import type * as InspectorPart from './inspector.js';
import type { InspectHandlers, Inspected } from './inspector.js';
import { minePanel } from './mine.js';
import { players, type Flashes } from './players.js';
import { gameOverlay } from './results.js';
import type { RotuInspect } from './rotu-card.js';
import { styles, tableStyles } from './rules-of-the-universe-table.styles.js';
import { define } from '../shared/define.js';

export type CommandEvent = CustomEvent<RotuCommand>;

/** The sealed choice under way: its round's key as the view knows it. */
const choiceKey = (view: RotuView): string => (view.auction ? `bid-${view.auction.number}` : `attack-${view.turnNo}`);

/** How much room a card seen large needs above the card touched, in px. */
const INSPECTOR_ROOM = 250;

/** The card seen large, its code and styles, loaded once for every table of the page; a failed load is asked for again next time. */
const inspectorPart = onDemand((): Promise<typeof InspectorPart> => import('./inspector.js'));

/** Adopts the card seen large's styles into `root` once, where they cascade among the table's own. */
function adoptInspectorStyles(root: ShadowRoot, part: typeof InspectorPart): void {
  if (!root.adoptedStyleSheets.includes(part.inspectorStyles.styleSheet!)) adoptStyles(root, tableStyles([part.inspectorStyles]));
}

export class RulesOfTheUniverseTable extends GameTable<RotuView, RotuCommand> {
  static override styles = styles;
  static override properties = {
    selected: { state: true },
    inspected: { state: true },
    problem: { state: true },
    dismissedGameOver: { state: true },
  };

  /** The hand card chosen for an ability that takes a target. */
  declare selected: number | null;
  /** The card or character seen large, if any. */
  declare inspected: Inspected | null;
  /** Why the card seen large could not be shown (its part failed to load), or ''; a new message of the host replaces it. */
  declare problem: string;
  declare dismissedGameOver: boolean;
  private readonly clock = new Countdown(this);
  private readonly announcer = new Announcer(this, describeChange, '');
  private flashes: Flashes = new Map();
  private flashKey = 0;
  /** What this page laid face down, by the choice's key. */
  private readonly laid = new Map<string, string>();
  /** Set while a touch on a card opens it large, so that the same click does not close it. */
  private opening = false;
  /** The card touched while the card seen large is loading, opened when it arrives; a touch elsewhere forgets it. */
  private asked: Inspected | null = null;

  constructor() {
    super();
    this.selected = null;
    this.inspected = null;
    this.problem = '';
    this.dismissedGameOver = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('message') && this.message) this.problem = '';
    super.willUpdate(changed);
  }

  protected override viewChanged(prev: RotuView | null, view: RotuView): void {
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
    if (view.phase === 'over' && prev?.phase !== 'over') {
      this.inspected = null;
      this.asked = null;
    }
    this.clock.sync(view.wait?.key ?? '', view.wait?.ms ?? 0);
  }

  protected override send(command: RotuCommand): void {
    this.selected = null;
    this.inspected = null;
    this.asked = null;
    super.send(command);
  }

  private readonly handlers: InspectHandlers = {
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
    select: (card: number | null) => {
      this.selected = card;
      this.inspected = null;
    },
    exhaust: (card: number, target: number | null) => this.send({ type: 'exhaust', card, target }),
    pass: () => this.send({ type: 'pass' }),
    pick: (item: number) => this.send({ type: 'pick', item }),
    close: () => (this.inspected = null),
  };

  /** Opens a card or a character large beside the box it lies in. */
  private open(card: number, character: number, rect: DOMRect): void {
    const table = this.renderRoot.querySelector('.table')?.getBoundingClientRect();
    if (!table) return;
    const above = rect.top - table.top > INSPECTOR_ROOM;
    const inspected: Inspected = { card, character, above, y: Math.round(above ? rect.top - table.top - 8 : rect.bottom - table.top + 8) };
    this.opening = true;
    this.problem = '';
    this.asked = inspected;
    if (inspectorPart.now) this.show(inspectorPart.now, inspected);
    else
      void inspectorPart.load().then(
        (part) => this.show(part, inspected),
        () => {
          if (this.asked !== inspected) return;
          this.asked = null;
          this.problem = 'The card seen large could not be loaded: check the connection and try again.';
        },
      );
  }

  /** Opens `inspected` if it is still the card last touched. */
  private show(part: typeof InspectorPart, inspected: Inspected): void {
    if (this.asked !== inspected) return;
    adoptInspectorStyles(this.renderRoot as ShadowRoot, part);
    this.asked = null;
    this.inspected = inspected;
  }

  override updated(changed: PropertyValues<this>): void {
    if (changed.has('inspected') && this.inspected) (this.renderRoot.querySelector('.inspector') as HTMLElement | null)?.focus({ preventScroll: true });
  }

  private readonly onInspect = (e: CustomEvent<RotuInspect>): void => this.open(e.detail.card, e.detail.character, e.detail.rect);

  /** A click anywhere else on the table closes the card seen large. */
  private readonly onTableClick = (e: Event): void => {
    if (this.opening) {
      this.opening = false;
      return;
    }
    this.asked = null;
    if (this.inspected && !e.composedPath().some((t) => (t as Element).classList?.contains('inspector'))) this.inspected = null;
  };

  private where(view: RotuView) {
    const a = shownAuction(view);
    if (a) return `Auction ${a.number + 1} of 11 · ${a.kind === 'character' ? 'characters' : 'pool cards'}`;
    if (view.auctionsDone === 0 && view.phase !== 'over') return 'Auction 1 of 11 · characters';
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
    const acting =
      view.mine.bid.length + view.mine.picks.length + view.mine.targets.length + view.mine.attack.length + view.mine.defend.length + view.mine.exhaust.length >
      0;
    const fighting = view.auctionsDone >= 11 && view.auction === null;
    const inspected = this.inspected && view.phase !== 'over' ? this.inspected : null;
    const message = this.problem || this.message;
    const mineState = { selected: this.selected, inspected: inspected?.card ?? null, laid: this.laid.get(choiceKey(view)) ?? '', message };
    return html`<div class="table ${fighting ? 'fight' : 'auctions'}" style="--n: ${view.names.length}; --items: ${view.names.length + 1}; --rows: ${view.names.length + 1 > 5 ? 2 : 1}; --bidrows: ${Math.ceil(view.names.length / 2)}"
        @rotu-inspect=${this.onInspect} @click=${this.onTableClick}>
      <div class="status" part="status">
        ${keyed(this.where(view), html`<h2 class="where">${this.where(view)}</h2>`)}
        ${this.countdown(view)}
        ${keyed(turn, html`<p class="turn ${acting ? 'yours' : ''}" part="turn">${turn}</p>`)}
      </div>
      ${players(view, this.presence, this.flashes, { target: this.handlers.target, character: (id, rect) => this.open(-1, id, rect) })}
      <div class="center">${fighting ? arena(view) : auctionPanel(view, this.handlers.pick)}</div>
      <div class="side">${fighting ? feed(view) : bidsPanel(view)}</div>
      ${view.seat >= 0 && view.players[view.seat] ? minePanel(view, mineState, this.handlers) : html`<p class="message spectator ${message ? 'shown' : ''}" part="message" role="status">${message}</p>`}
      <p class="announcer" part="announcer" aria-live="polite">${this.announcer.said}</p>
      ${inspected && inspectorPart.now ? inspectorPart.now.inspector(view, inspected, this.handlers) : nothing}
      ${view.phase === 'over' && view.result && !this.dismissedGameOver ? gameOverlay(view, () => (this.dismissedGameOver = true)) : nothing}
    </div>`;
  }
}

define('rules-of-the-universe-table', RulesOfTheUniverseTable);

declare global {
  interface HTMLElementTagNameMap {
    'rules-of-the-universe-table': RulesOfTheUniverseTable;
  }
}
