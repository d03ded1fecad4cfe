/**
 * The Planet Tricks table: seats around a felt, the trick in the centre (each card toward the seat
 * that played it), the field cards and the Break Card, the viewer's hand, a live region that says
 * what happened, and round and game summaries. It renders a PlanetView and turns the hand's
 * `play-card` intent into the one command it emits.
 *
 * @fires command - `CustomEvent<PlanetCommand>`: `{detail: {type: 'playCard', card}}`.
 *
 * @csspart status - the top bar: round, trick and whose turn.
 * @csspart turn - the "Your turn" / "Waiting for Bob" pill.
 * @csspart round-summary - the results after a round, over the felt until closed: each seat's tricks, what counted, the totals, what ends the game.
 * @csspart ring - the table area holding the seats and the felt.
 * @csspart felt - the felt oval.
 * @csspart trick - the cards of the current trick, or the last one gathered onto its winning card.
 * @csspart trick-caption - "Bob takes the trick", "Ann leads", ...
 * @csspart rail - the side panel: Break Card, field cards, scoreboard.
 * @csspart break-card - the Break Card.
 * @csspart field - the four field cards.
 * @csspart scoreboard - the scoreboard.
 * @csspart player - the bottom bar: the viewer's seat badge and hand.
 * @csspart hand - the viewer's hand (pt-hand).
 * @csspart announcer - the polite live region saying the last event.
 * @csspart message - the message from the host (a refusal or status text).
 * @csspart game-over - the end-of-game results (who won, every round's tricks), over the felt until closed.
 * @csspart look - a card seen large: one tapped on the felt, in the field, or in the hand when it may not be played.
 *
 * @cssprop --pt-table-bg - colour around the felt (--pt-bg when the table is used alone); --pt-felt, --pt-felt-edge - the felt and its rim.
 * @cssprop --pt-text, --pt-muted, --pt-accent, --pt-turn, --pt-panel, --pt-focus - text and accents.
 * @cssprop --pt-trick-card-width, --pt-hand-card-width, --pt-field-card-width - card sizes.
 * @cssprop --pt-ring-height - height of the seats-and-felt area (grows with 5 and 6 players).
 * @cssprop --pt-font - font family. Card, seat and scoreboard properties pass through.
 *
 * On a phone the seats sit in a row with the trick in their columns beneath, the viewer's own card
 * below them; the hand lies in as many lines as its deal needs for 34px of every card to tap.
 */
import { html, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { PlanetCommand, Play } from '../../src/games/planet-tricks/types.js';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import '../pt-card/pt-card.js';
import '../pt-hand/pt-hand.js';
import type { HandItem, LookCardEvent, PlayCardEvent } from '../pt-hand/pt-hand.js';
import './pt-scoreboard.js';
import '../pt-seat/pt-seat.js';
import { Announcer } from '../shared/announcer.js';
import { GameTable } from '../shared/game-table.js';
import { cardFace, describeChange, describeRoundEnd, describeTake, linkTerms, planetTerm, turnText, who } from './describe.js';
import { fieldWords, lookPanel, stillThere, trickWords, type Look } from './look.js';
import { gameOverSummary, roundSummary } from './results.js';
import { cardStyle, columnStyle, gatherStyle, ringStyle, seatAngle, seatPlace } from './layout.js';
import { styles } from './planet-tricks-table.styles.js';
import { define } from '../shared/define.js';

export type CommandEvent = CustomEvent<PlanetCommand>;

/** The Break Card's face once broken: a gold crack across a black card, drawn here. */
const breakDrawing = html`<svg viewBox="0 0 40 58" aria-hidden="true">
  <path d="M22 4 L14 24 L22 27 L12 54 L30 22 L21 19 L28 4 Z" fill="currentColor" />
</svg>`;

/** The live region's words for a step: a round's scores, when it ends, apart (said to screen readers only). */
function announce(prev: PlanetView | null, view: PlanetView): { shown: string; quiet: string } | null {
  const text = describeChange(prev, view);
  if (!text) return null;
  const scores = describeRoundEnd(view);
  const at = scores ? text.indexOf(scores) : -1;
  return at < 0 ? { shown: text, quiet: '' } : { shown: text.slice(0, at) + text.slice(at + scores.length), quiet: scores };
}

export class PlanetTricksTable extends GameTable<PlanetView, PlanetCommand> {
  static override styles = styles;
  static override properties = {
    dismissedRound: { state: true },
    dismissedGameOver: { state: true },
    look: { state: true },
  };

  declare dismissedRound: number;
  declare dismissedGameOver: boolean;
  /** The card seen large, or null. */
  declare look: Look | null;
  /**
   * What the live region says: the step from the previous view to this one. The scores of a round
   * just ended are said to screen readers only: the round's results show them.
   */
  private readonly announcer = new Announcer(this, announce, { shown: '', quiet: '' });

  constructor() {
    super();
    this.dismissedRound = 0;
    this.dismissedGameOver = false;
    this.look = null;
  }

  /** A card seen large goes when it leaves its place, and under the results of a round or game. */
  protected override viewChanged(prev: PlanetView | null, view: PlanetView): void {
    const results = prev !== null && view.rounds.length > prev.rounds.length;
    if (this.look && (results || !stillThere(view, this.look))) this.look = null;
  }

  private onPlayCard(event: PlayCardEvent): void {
    event.stopPropagation();
    this.look = null;
    this.send({ type: 'playCard', card: event.detail.card });
  }

  private onLookCard(event: LookCardEvent): void {
    event.stopPropagation();
    this.look = { card: event.detail.card, where: 'hand', words: event.detail.reason };
  }

  /** A tap on a card of the felt or the field shows it large; a tap elsewhere (not in the hand) puts it away. */
  private onTableClick(event: Event): void {
    const path = event.composedPath();
    const el = (x: EventTarget): x is HTMLElement => x instanceof HTMLElement;
    if (path.some((x) => el(x) && (x.localName === 'pt-hand' || x.classList.contains('look')))) return;
    const card = path.find((x): x is HTMLElement => el(x) && x.dataset.look !== undefined);
    const view = this.view;
    if (!card || !view) {
      this.look = null;
      return;
    }
    const id = Number(card.dataset.look);
    const where = card.dataset.where === 'field' ? 'field' : 'trick';
    this.look = { card: id, where, words: where === 'field' ? fieldWords(view, id) : trickWords(view, id) };
  }

  private onKeydown(event: KeyboardEvent): void {
    if (event.key === 'Escape' && this.look) this.look = null;
  }

  /** The seat drawn at the bottom: the viewer, or seat 0 for a spectator. */
  private get bottom(): number {
    return this.view && this.view.seat >= 0 ? this.view.seat : 0;
  }

  private seat(view: PlanetView, s: number, wide = false) {
    return html`<pt-seat part="seat" data-motion-place="seat-${s}" ?wide=${wide}
      .name=${view.names[s] ?? ''}
      .presence=${this.presence[s] ?? ''}
      .cards=${view.handCounts[s] ?? 0}
      .tricks=${view.tricks[s] ?? 0}
      .total=${view.totals[s] ?? 0}
      .nines=${view.nines[s] ?? 0}
      .showNines=${view.nullRule}
      .turn=${view.turn === s}
      .leader=${view.leader === s}
      .you=${view.seat === s}
      .winner=${view.result?.winners.includes(s) ?? false}
    ></pt-seat>`;
  }

  /**
   * A card on the felt, toward the seat that played it (on a phone, under its badge); a taken trick
   * gathers onto its winning card, whose name alone stays.
   */
  private playCard(view: PlanetView, play: Play, winner: number | null) {
    const n = view.names.length;
    const face = cardFace(play.card);
    const won = winner === play.seat;
    const spot = (seat: number) => (((seat - this.bottom) % n) + n) % n;
    const gather = winner === null ? '' : `;${gatherStyle(spot(play.seat), spot(winner), n)}`;
    const column = columnStyle(spot(play.seat), winner === null ? null : spot(winner));
    return html`<figure class="play ${won ? 'won' : ''} ${play.seat === this.bottom ? 'mine' : ''}" style="${cardStyle(spot(play.seat), n)};${column}${gather}">
      <pt-card exportparts="card" data-motion=${play.card} data-motion-from="seat-${play.seat}" data-look=${play.card} data-where="trick"
        .label=${face.label} .suit=${face.suit} .rank=${face.rank} .faceDown=${!play.faceUp}></pt-card>
      <figcaption>${who(view, play.seat)}</figcaption>
    </figure>`;
  }

  private trickCaption(view: PlanetView): string {
    if (view.trick.length > 0) return '';
    if (view.lastTrick) return describeTake(view, view.lastTrick);
    if (view.phase === 'playing' && view.leader !== null) {
      return `${who(view, view.leader)} ${view.leader === view.seat ? 'lead' : 'leads'} the first trick`;
    }
    return '';
  }

  private renderRing(view: PlanetView) {
    const n = view.names.length;
    const others = view.names.map((_, s) => s).filter((s) => s !== this.bottom);
    const showing = view.trick.length > 0 ? view.trick : (view.lastTrick?.plays ?? []);
    const winner = view.trick.length === 0 && view.lastTrick ? view.lastTrick.winner : null;
    const caption = this.trickCaption(view);
    const trickLabel = view.trick.length > 0 ? `Trick ${view.trickNumber}` : 'Last trick';
    return html`<div class="ring" part="ring" data-players=${n} style=${ringStyle(n)}>
      <div class="felt" part="felt" data-motion-place="deal"></div>
      <ul class="others" aria-label="Other players">
        ${others.map((s) => {
          const place = seatPlace(seatAngle(s, this.bottom, n));
          return html`<li class="seat ${place.kind}" style=${place.style}>${this.seat(view, s)}</li>`;
        })}
      </ul>
      <section class="trick ${winner !== null ? 'last' : ''}" part="trick" aria-label=${trickLabel}>
        ${repeat(
          showing,
          // A card keeps its element while it lies on the table: a new trick's cards are new elements, not old ones moved.
          (p) => `${view.trick.length > 0 ? view.trickNumber : `last-${view.trickNumber}`}:${p.seat}`,
          (p) => this.playCard(view, p, winner),
        )}
      </section>
      <p class="trick-caption ${caption ? '' : 'blank'}" part="trick-caption"><span class="words">${caption ? linkTerms(caption) : '\u00a0'}</span></p>
      ${this.look ? lookPanel(this.look, () => (this.look = null)) : nothing}
      ${roundSummary(view, this.dismissedRound, (round) => (this.dismissedRound = round))}
      ${gameOverSummary(view, this.dismissedGameOver, () => (this.dismissedGameOver = true))}
    </div>`;
  }

  private renderRail(view: PlanetView) {
    const used = view.fieldInPlay;
    return html`<aside class="rail" part="rail" aria-label="Break Card, field cards and scores">
      <div class="break ${view.broken ? 'broken' : ''}" part="break-card">
        <span class="break-face" role="img" aria-label=${view.broken ? 'Break Card: face up' : 'Break Card: face down'}>${view.broken ? breakDrawing : nothing}</span>
        <span class="break-text">${
          view.broken
            ? html`${planetTerm('break', 'Broken')}<span class="sr">: Black Cards may be played</span>`
            : html`${planetTerm('black-card', 'Black Cards')} locked`
        }</span>
      </div>
      ${
        view.field.length > 0
          ? html`<section class="field ${used ? '' : 'unused'}" part="field" aria-labelledby="field-title">
            <h3 id="field-title">Field cards${used ? '' : html` <span class="note">not used</span>`}</h3>
            <div class="field-cards">
              ${view.field.map((f) => {
                const face = cardFace(f.card);
                return html`<pt-card exportparts="card" data-look=${f.card} data-where="field" .label=${face.label} .suit=${face.suit} .rank=${face.rank} .faceDown=${!f.faceUp}></pt-card>`;
              })}
            </div>
            ${used ? nothing : html`<p class="note">Not used with ${view.names.length} players</p>`}
          </section>`
          : nothing
      }
      <pt-scoreboard part="scoreboard" compact .view=${view}></pt-scoreboard>
    </aside>`;
  }

  private renderPlayer(view: PlanetView) {
    const items: HandItem[] = view.hand.map((e) => ({ card: e.card, ...cardFace(e.card), reason: e.refusal?.reason ?? null }));
    const active = view.phase === 'playing' && view.turn === view.seat;
    // Small hands (5 and 6 players) leave room for the badge beside them.
    const beside = view.tricksPerRound <= 12;
    return html`<section class="player ${active ? 'active' : ''} ${beside ? 'beside' : ''}" part="player" aria-label=${view.seat >= 0 ? 'You' : 'Bottom seat'}>
      <div class="player-bar">
        ${this.seat(view, this.bottom, true)}<p class="prompt ${active ? '' : 'idle'}" aria-hidden=${active ? 'false' : 'true'}>Your turn: choose a card</p>
      </div>
      ${
        view.seat >= 0
          ? html`<pt-hand part="hand" exportparts="card" .cards=${items} .active=${active} .capacity=${view.tricksPerRound} looks
            @play-card=${this.onPlayCard} @look-card=${this.onLookCard}></pt-hand>`
          : nothing
      }
    </section>`;
  }

  override render() {
    const view = this.view;
    if (!view) return html`<p class="empty">No game yet.</p>`;
    const shownTrick = Math.min(view.trickNumber, view.tricksPerRound);
    const turn = turnText(view);
    const mine = view.phase === 'playing' && view.turn === view.seat;
    return html`<div class="table" @click=${this.onTableClick} @keydown=${this.onKeydown}>
      <div class="status" part="status">
        <h2 class="where">${view.round > 0 ? html`Round ${view.round} · Trick ${shownTrick} of ${view.tricksPerRound}` : 'Planet Tricks'}</h2>
        ${turn ? html`<p class="turn ${mine ? 'mine' : ''}" part="turn">${turn}</p>` : nothing}
      </div>
      ${this.renderRing(view)} ${this.renderPlayer(view)}
      ${this.renderRail(view)}
      <div class="news">
        <p class="announcer" part="announcer" aria-live="polite">${this.announcer.said.shown}${
          this.announcer.said.quiet ? html`<span class="sr"> ${this.announcer.said.quiet}</span>` : nothing
        }</p>
        <p class="message" part="message" role="status">${this.message}</p>
      </div>
    </div>`;
  }
}

define('planet-tricks-table', PlanetTricksTable);

declare global {
  interface HTMLElementTagNameMap {
    'planet-tricks-table': PlanetTricksTable;
  }
}
