/**
 * A seat badge: the player's name, cards in hand, tricks this round and in total, the 9s taken
 * (Null rule), and whether it is their turn, they are the Starting player or the viewer; a dot
 * says whether the person is connected (a bot has none). A name too long for a narrow badge wraps
 * between its words; a single word that still does not fit fades out at the edge.
 *
 * Attribute `wide`: on two lines, the name with the flags, then the counts in one row.
 *
 * @csspart seat - the badge.
 * @csspart name - the name line.
 * @csspart stats - the counters.
 * @csspart flags - the "to play" / "Starting player" / "Winner" pills.
 *
 * @cssprop --pt-seat-bg, --pt-seat-you-bg, --pt-seat-text, --pt-seat-muted, --pt-seat-border
 * @cssprop --pt-turn - ring and pill colour of the seat to play.
 * @cssprop --pt-leader-bg, --pt-winner-bg, --pt-seat-font-size, --pt-seat-min-width, --pt-seat-name-width
 */
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { styles } from './pt-seat.styles.js';
import { presenceDot, presenceStyles, presenceWords } from '../shared/presence.js';
import type { Presence } from '../game-screen.js';
import { define } from '../shared/define.js';

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export class PtSeat extends LitElement {
  static override styles = [styles, presenceStyles];
  static override properties = {
    name: {},
    presence: { reflect: true },
    cards: { type: Number },
    tricks: { type: Number },
    total: { type: Number },
    nines: { type: Number },
    showNines: { type: Boolean, attribute: 'show-nines' },
    turn: { type: Boolean, reflect: true },
    leader: { type: Boolean, reflect: true },
    you: { type: Boolean, reflect: true },
    winner: { type: Boolean, reflect: true },
    wide: { type: Boolean, reflect: true },
  };

  declare name: string;
  /** 'online' or 'away' for a person (a dot, and "not connected" in its name), '' or 'bot' for none. */
  declare presence: '' | Presence;
  /** Cards in hand. */
  declare cards: number;
  /** Tricks taken this round. */
  declare tricks: number;
  /** Tricks counted over the game. */
  declare total: number;
  /** 9s among this round's tricks (only shown with `showNines`, i.e. the Null rule). */
  declare nines: number;
  declare showNines: boolean;
  /** It is this seat's turn. */
  declare turn: boolean;
  /** The Starting player of the current trick. */
  declare leader: boolean;
  /** The viewer's own seat. */
  declare you: boolean;
  /** Won the game. */
  declare winner: boolean;
  /** Two lines: name and flags, then the counts in a row. */
  declare wide: boolean;
  /** Marks a name wider than its room, so that it fades out rather than stopping short. */
  private resizer: ResizeObserver | null = null;

  constructor() {
    super();
    this.name = '';
    this.presence = '';
    this.cards = 0;
    this.tricks = 0;
    this.total = 0;
    this.nines = 0;
    this.showNines = false;
    this.turn = false;
    this.leader = false;
    this.you = false;
    this.winner = false;
    this.wide = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resizer = new ResizeObserver(() => this.markCut());
    if (this.hasUpdated) this.observeName();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizer?.disconnect();
    this.resizer = null;
  }

  override firstUpdated(): void {
    this.observeName();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('name')) this.markCut();
  }

  private observeName(): void {
    const name = this.renderRoot.querySelector('.n');
    if (name) this.resizer?.observe(name);
  }

  private markCut(): void {
    const name = this.renderRoot.querySelector<HTMLElement>('.n');
    name?.classList.toggle('cut', name.scrollWidth > name.clientWidth + 1);
  }

  /** "Bob, 12 cards, 2 tricks this round, 5 in total, to play". */
  get summary(): string {
    const parts = [
      (this.you ? `${this.name} (you)` : this.name) + (this.presence === 'away' || this.presence === 'standIn' ? `, ${presenceWords(this.presence)}` : ''),
      plural(this.cards, 'card'),
      `${plural(this.tricks, 'trick')} this round`,
      `${this.total} in total`,
    ];
    if (this.showNines && this.nines > 0) parts.push(`${plural(this.nines, 'nine')} taken`);
    if (this.leader) parts.push('Starting player');
    if (this.winner) parts.push('winner');
    if (this.turn) parts.push('to play');
    return parts.join(', ');
  }

  override render() {
    return html`<div class="seat" part="seat" role="img" aria-label=${this.summary}>
      <div class="name" part="name" aria-hidden="true">
        ${presenceDot(this.presence, true)}
        <span class="n">${this.name}</span>${this.you ? html`<span class="you">you</span>` : nothing}
      </div>
      <div class="stats" part="stats" aria-hidden="true">
        <span>cards <b>${this.cards}</b></span>
        <span>tricks <b>${this.tricks}</b></span>
        <span>total <b>${this.total}</b></span>
        ${this.showNines ? html`<span class=${this.nines > 0 ? '' : 'unseen'}>9s <b>${this.nines}/4</b></span>` : nothing}
      </div>
      <div class="flags" part="flags" aria-hidden="true">
        <span class="flag turn ${this.turn ? '' : 'off'}">to play</span>
        ${
          this.winner && !this.leader
            ? nothing
            : html`<span class="flag leader ${this.leader ? '' : 'off'}"><span class="long">Starting player</span><span class="short">Starts</span></span>`
        }
        ${this.winner ? html`<span class="flag winner"><span class="long">Winner</span><span class="short">Won</span></span>` : nothing}
      </div>
    </div>`;
  }
}

define('pt-seat', PtSeat);

declare global {
  interface HTMLElementTagNameMap {
    'pt-seat': PtSeat;
  }
}
