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
 * The Advanced Version: every place's set-aside Bonus Cards (selectable for the meld guide), the
 * window for Private Bonus Cards at the start of a game, setting aside and swapping, the packets,
 * and what a 0 or Divinity stands for in a meld.
 * What only some versions show is a part of those versions, which a page loads with them
 * (version-parts.ts): the table asks for it when the view holds what it shows.
 *
 * The table keeps still as turns pass: every part has a fixed height (what grows scrolls inside its
 * part, or lies over the table like the claim window and the results), and cards placed in a row
 * are placed by transforms, so the viewer's hand stays where it is. Cards travel (CardMotion): the
 * deal and draws from the deck, discards to their area and on to the main area, a card taken into
 * a hand or picked up into a meld, and the face-down card flips over when it is turned up.
 *
 * @fires command - `CustomEvent<SecretsCommand>`: drawFromDeck, takeDiscard, discard, goOut, callCoin,
 *   pickUp, extendMeld, joinMelds, bump, pass.
 * @csspart status, places, place, pile, deck, discards, felt, claim, bumps, duel, player, hand, tray,
 *   card, meld, guide, go-out, coin, reveal, match, match-over, message.
 */
import { adoptStyles, html, nothing, type CSSResult, type PropertyValues } from 'lit';
import type { SecretsCommand } from '../../src/games/secrets-of-the-universe/types.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { Countdown } from '../shared/countdown.js';
import { GameTable } from '../shared/game-table.js';
import type { AsideActions } from './bonus.js';
import { linkWords, meldLabel } from './cards.js';
import { isAsidePicked, isPicked, NOTHING, toggleAside, toggleDiscard, toggleHand, toggleMeld, type Selection } from './selection.js';
import { places, status } from './places.js';
import { playerPanel } from './player.js';
import { gameResults, type ResultsCoin } from './results.js';
import { ScrollHints } from './scroll-hint.js';
import { styles, tableStyles } from './secrets-table.styles.js';
import { bonusParts, tableParts } from './version-parts.js';
import { PARTS, partsOf } from './versions.js';
import { define } from '../shared/define.js';

/** What a selection refers to: when it changes, the selection is dropped. */
const selectionKey = (v: SecretsView | null): string =>
  v?.table
    ? JSON.stringify([
        v.game,
        v.turn?.number,
        v.turn?.step,
        v.hand,
        v.table.areas.map((a) => a.cards.length),
        v.discards.length,
        v.table.exposed[v.seat]?.length,
        v.bonus?.aside.map((a) => a.cards),
      ])
    : '';

/** Time still left of the wait for Next when the next game is dealt (at least; a tenth of the wait if more), past which it was dealt early, everyone ready, not for the wait running out. */
const EARLY_MS = 1000;

/** How long a hand card tapped to look at stays large. */
const PEEK_MS = 3000;

/** What a card seen large belongs to (every version): when the turn, its step or the hand changes, it goes. */
const peekKey = (v: SecretsView | null): string => (v ? JSON.stringify([v.game, v.phase, v.turn?.number, v.turn?.step, v.hand]) : '');

/** A turn of a game: "Not now" on the offer to go out lasts until it ends. */
const turnKey = (v: SecretsView): string => `${v.game}/${v.turn?.number ?? ''}`;

/** The claim window's key: the host waits its length again whenever the claim changes. */
const claimKey = (view: SecretsView | null): string => {
  const claim = view?.table?.claim ?? null;
  return claim ? JSON.stringify([view!.game, view!.turn?.number, claim.card, claim.area, claim.passed]) : '';
};

/** The window for Private Bonus Cards' key: the host waits its length again for each player's window and after each card set aside. */
const privatesKey = (v: SecretsView | null): string => {
  const w = v?.bonus?.privates;
  return w ? JSON.stringify([v!.game, w.seat, v!.bonus!.aside]) : '';
};

export class SecretsTable extends GameTable<SecretsView, SecretsCommand> {
  static override styles = styles;
  static override properties = {
    grouped: { state: true },
    selection: { state: true },
    meldMode: { state: true },
    closedGame: { state: true },
    readyFor: { state: true },
    goOutLater: { state: true },
    narrow: { state: true },
    peeked: { state: true },
  };

  /** Show the hand grouped by its best arrangement instead of by suit and rank. */
  declare grouped: boolean;
  /** The meld guide's selection (Intermediate Version). */
  declare selection: Selection;
  /** After drawing, hand cards select for the meld guide instead of discarding. */
  declare meldMode: boolean;
  /** The claim window's countdown. */
  private readonly clock = new Countdown(this);
  private readonly privatesClock = new Countdown(this);
  private readonly nextClock = new Countdown(this);
  /** Rows that scroll sideways fade at the edges they have more beyond. */
  protected readonly hints = new ScrollHints(this);
  private selectionFor = '';
  private peekFor = '';
  /** The game whose results this player closed. */
  declare closedGame: number;
  /** The game after which this player pressed Next (its results close once the next game is dealt). */
  declare readyFor: number;
  /** The last game whose results were shown while it was being scored or waited after. */
  private seenLive = 0;
  /** The game after which the table waited for Next at the last update, everyone else ready (0: none). */
  private waitedAfter = 0;
  /** The turn (game/turn number) for which the player put the offer to go out aside with "Not now". */
  declare goOutLater: string;
  /** The table is as narrow as a phone's (the styles' `secrets` container at most 520px): a tap shows a hand card large first. */
  declare narrow: boolean;
  /** The hand's card seen large, by index into the view's hand. */
  declare peeked: number | null;
  private peekTimer: ReturnType<typeof setTimeout> | undefined;
  /** The table top's styles this table adopted (the Intermediate Version's, once the page has loaded it). */
  private top: readonly CSSResult[] | undefined;
  private readonly sizes = new ResizeObserver(([e]) => {
    const narrow = (e?.contentRect.width ?? 0) <= 520;
    if (narrow !== this.narrow) this.narrow = narrow;
  });

  constructor() {
    super();
    this.grouped = false;
    this.selection = NOTHING;
    this.meldMode = false;
    this.closedGame = 0;
    this.readyFor = 0;
    this.goOutLater = '';
    this.narrow = false;
    this.peeked = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.sizes.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.sizes.disconnect();
    this.closePeek();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.adoptTableTop();
    if (changed.has('view')) {
      const key = selectionKey(this.view);
      if (key !== this.selectionFor) {
        this.selectionFor = key;
        this.clear();
      }
      const peek = peekKey(this.view);
      if (peek !== this.peekFor) {
        this.peekFor = peek;
        this.closePeek();
      }
    }
    this.clock.sync(claimKey(this.view), this.view?.table?.claim?.durationMs ?? 0);
    this.privatesClock.sync(privatesKey(this.view), this.view?.bonus?.privates?.durationMs ?? 0);
    const v = this.view;
    const next = v?.next;
    // Ready for the next game, however it was said (Next here, or a command from elsewhere), the
    // results close once it is dealt: the view says so while the table waits, or, when everyone else
    // was ready, the next game is dealt before the wait ran out (the host deals early only once
    // everyone is ready, and the last one's readiness can come with the deal).
    if (next && v!.reveal && v!.seat >= 0 && next.ready[v!.seat]) this.readyFor = v!.reveal.game;
    if (v && !next && this.waitedAfter > 0 && this.nextClock.remaining > Math.max(EARLY_MS, this.nextClock.duration / 10)) this.readyFor = this.waitedAfter;
    this.waitedAfter = next && v!.reveal && next.ready.every((r, s) => r || s === v!.seat) ? v!.reveal.game : 0;
    this.nextClock.sync(next ? JSON.stringify([this.view!.game, next.ready]) : '', next?.waitMs ?? 0);
  }

  /**
   * The styles of the Intermediate Version's table top are a part of that version, which a page may
   * load after this table first rendered (a guest learns the table's version from the host): the
   * table adopts them once they are there, before it shows a table of that version.
   */
  private adoptTableTop(): void {
    const top = PARTS.intermediate?.styles;
    if (top === this.top) return;
    this.top = top;
    adoptStyles(this.renderRoot as ShadowRoot, tableStyles(top ?? []));
  }

  private clear(): void {
    this.selection = NOTHING;
    this.meldMode = false;
    this.closePeek();
  }

  /** Shows the hand's card `index` large: until it is discarded or put back (`stay`), else for a moment. */
  private peek(index: number, stay: boolean): void {
    clearTimeout(this.peekTimer);
    this.peeked = index;
    if (!stay) this.peekTimer = setTimeout(() => this.closePeek(), PEEK_MS);
  }

  private closePeek(): void {
    clearTimeout(this.peekTimer);
    this.peeked = null;
  }

  override render() {
    const v = this.view;
    if (!v) return html`<p class="waiting">Waiting for the deal…</p>`;
    const t = v.table;
    const dealt = v.phase !== 'waiting';
    const seated = v.seat >= 0;
    const mid = tableParts(v);
    const bonus = bonusParts(v);
    const asideActs: AsideActions = {
      selectable: () => t?.mayTakeDiscards === true,
      picked: (ref) => isAsidePicked(this.selection, ref),
      toggle: (ref) => (this.selection = toggleAside(this.selection, ref)),
    };
    return html`<div class="table ${t ? 'intermediate' : 'basic'} ${v.bonus ? 'advanced' : ''} ${seated ? '' : 'watching'}">
      ${status(v)} ${places(v, this.presence, asideActs)}
      ${
        dealt && t && mid
          ? html`<div class="felt-wrap">
            ${mid.felt(v, t, {
              picked: (ref) => isPicked(this.selection, ref),
              toggle: (ref) => (this.selection = toggleDiscard(this.selection, ref)),
              draw: () => this.send({ type: 'drawFromDeck' }),
              take: () => this.send({ type: 'takeDiscard' }),
            })}
            ${mid.claimSlot(v, this.clock, (c) => this.send(c))}
            ${bonus?.privatesPanel(v, this.privatesClock, (c) => this.send(c))}
          </div>`
          : dealt
            ? partsOf('basic').pile(v, (c) => this.send(c))
            : nothing
      }
      ${
        seated && dealt
          ? playerPanel(v, {
              message: this.message,
              grouped: this.grouped,
              meldMode: this.meldMode,
              selection: this.selection,
              send: (c) => this.send(c),
              group: () => {
                this.grouped = !this.grouped;
                this.closePeek();
              },
              selectForMeld: () => (this.meldMode = true),
              clear: () => this.clear(),
              toggleHand: (i) => (this.selection = toggleHand(this.selection, i)),
              toggleMeld: (i) => (this.selection = toggleMeld(this.selection, i)),
              goOutLater: this.goOutLater === turnKey(v),
              setGoOutLater: (later) => (this.goOutLater = later ? turnKey(v) : ''),
              peeked: this.peeked,
              peek: this.narrow ? (i, stay) => this.peek(i, stay) : null,
              closePeek: () => this.closePeek(),
            })
          : html`<div class="watch">
            ${mid?.bumpsPanel(v)}
            ${t && mid && v.game <= 1 ? mid.dealerDuel(t.dealerDuel, v.names, v.phase === 'dealing' || (v.turn?.number ?? 0) <= v.names.length) : nothing}
            <p class="message" part="message" role="status">${this.message}</p>
          </div>`
      }
      ${this.results(v)}
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

  /** The coin to call, while one is pending: a line of words, and the viewer's call when it is theirs. */
  private coin(v: SecretsView): ResultsCoin | null {
    const c = v.reveal?.pendingCoin;
    if (!c || v.phase !== 'scoring') return null;
    const m = v.reveal!.hands[c.seat]?.melds[c.meld];
    const label = m ? meldLabel(m) : 'a meld';
    const what = m ? `${label} (${m.points.low} or ${m.points.high} points)` : label;
    const coin = (text: string) => linkWords(text, { coin: 'coin' });
    if (c.call !== null) return { words: coin(`${v.names[c.seat]} called ${c.call} for their ${what}; flipping the coin…`) };
    if (c.seat !== v.seat) return { words: coin(`${v.names[c.seat]} calls the coin for their ${what}.`) };
    return {
      words: coin(`Call the coin for your ${label}: right scores ${m?.points.high}, wrong ${m?.points.low}.`),
      call: html`<span class="coin-call" role="group" aria-label="Call the coin">
        <button class="primary" @click=${() => this.send({ type: 'callCoin', call: 'heads' })}>Heads</button>
        <button class="primary" @click=${() => this.send({ type: 'callCoin', call: 'tails' })}>Tails</button>
      </span>`,
    };
  }
}

define('secrets-table', SecretsTable);

declare global {
  interface HTMLElementTagNameMap {
    'secrets-table': SecretsTable;
  }
}
