/**
 * The home page: what peer-table is in one line, your name, a card per game (its description,
 * player counts, the bots' level, "Play against bots now", "New table" and How to play), the
 * tables this browser hosts or joined, to resume, and the replay import. "New table" opens the
 * full create form (seats, options, who plays each seat) on that game, one click away: the form is
 * a chunk of its own, loaded on that click (`updateComplete` waits for it while the form is open).
 *
 * @fires create-table - `CustomEvent<CreateTableDetail>`: from a card's "Play against bots now"
 *   (every other seat a bot of the chosen level, the game's default seats and options) or from the
 *   create form.
 * @fires log-text - from the replay import (pt-log-import).
 * @fires forget-table - `CustomEvent<{table}>`: remove a table from Your tables (its record in this browser).
 *
 * @csspart intro - the line saying what this is, with your name.
 * @csspart games - the list of game cards.
 * @csspart game - one game's card.
 * @csspart play-now - a card's "Play against bots now" button.
 * @csspart create - the create form (pt-create-table), once opened.
 * @csspart tables - your tables.
 * @csspart replay-import - the replay import.
 *
 * @cssprop --pt-panel, --pt-accent, --pt-text, --pt-muted, --pt-line, --pt-focus - the theme tokens.
 */
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import { html, LitElement, nothing } from 'lit';
import type { KnownTable } from '../../src/app/session.js';
import { DEFAULT_BOT_LEVEL, defaultOptions, type GameDeclaration } from '../../src/games/declaration.js';
import { MODULES } from '../../src/games/registry.js';
import { MAX_NAME_LENGTH } from '../../src/net/protocol.js';
import type { CreateTableDetail } from '../pt-create-table/pt-create-table.js';
import '../pt-how-to-play/pt-how-to-play.js';
import '../pt-log-import/pt-log-import.js';
import { knownTables } from './known-tables.js';
import { styles } from './pt-home.styles.js';
import { define } from '../shared/define.js';

/** The seats a quick game against bots has: four, within the game's range. */
export const quickSeats = (g: Pick<GameDeclaration, 'minSeats' | 'maxSeats'>): number => Math.min(g.maxSeats, Math.max(g.minSeats, 4));

export class PtHome extends LitElement {
  static override styles = styles;
  static override properties = {
    games: { attribute: false },
    known: { attribute: false },
    name: {},
    level: {},
    creating: { state: true },
    levels: { state: true },
    formProblem: { state: true },
  };

  declare games: readonly GameDeclaration[];
  /** The tables this browser hosts or joined, newest first. */
  declare known: readonly KnownTable[];
  /** Your name, as typed (prefilled with the one remembered). */
  declare name: string;
  /** The bots' level a card starts with. */
  declare level: string;
  /** The game whose create form is open, or ''. */
  declare creating: string;
  /** The bots' level chosen on each game's card. */
  declare levels: Record<string, string>;
  /** Why the create form could not be loaded, or ''. */
  declare formProblem: string;
  /** The create form's element on its way, once asked for. */
  private form: Promise<unknown> | null = null;

  constructor() {
    super();
    this.games = MODULES;
    this.known = [];
    this.name = '';
    this.level = DEFAULT_BOT_LEVEL;
    this.creating = '';
    this.levels = {};
    this.formProblem = '';
  }

  /** Also waits for the create form's element while the form is open. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    if (!this.creating || !this.form) return done;
    await this.form;
    return super.getUpdateComplete();
  }

  /** Loads the create form's element (once; again after a failure). */
  private loadForm(): Promise<unknown> {
    this.formProblem = '';
    this.form ??= import('../pt-create-table/pt-create-table.js').catch((error: Error) => {
      this.form = null;
      this.formProblem = `The form could not be loaded: check the connection and try again (${error.message}).`;
    });
    return this.form;
  }

  private levelOf(g: GameDeclaration): string {
    const chosen = this.levels[g.id] ?? this.level;
    return g.botLevels.some((l) => l.id === chosen) ? chosen : g.botLevels.at(-1)!.id;
  }

  /** A card's "Play against bots now": asks for your name first if there is none. */
  private playNow(g: GameDeclaration): void {
    const input = this.renderRoot.querySelector<HTMLInputElement>('input[name=name]')!;
    const name = input.value.trim();
    if (!name) {
      input.reportValidity();
      input.focus();
      return;
    }
    const seats = quickSeats(g);
    const level = this.levelOf(g);
    const detail: CreateTableDetail = {
      game: g.id,
      seats,
      options: defaultOptions(g),
      name,
      bot: level,
      seatBots: Array.from({ length: seats }, (_, s) => (s === 0 ? null : level)),
      solo: true,
    };
    this.dispatchEvent(new CustomEvent('create-table', { detail, bubbles: true, composed: true }));
  }

  /** Opens the create form on game `id`, and takes the reader there. */
  private async openForm(id: string): Promise<void> {
    void this.loadForm();
    this.creating = id;
    await this.updateComplete;
    const form = this.renderRoot.querySelector('pt-create-table');
    await form?.updateComplete;
    form?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    form?.shadowRoot?.querySelector<HTMLSelectElement>('select[name=seats]')?.focus({ preventScroll: true });
  }

  private closeForm(): void {
    const id = this.creating;
    this.creating = '';
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>(`#new-${id}`)?.focus());
  }

  /** Takes a table off the list at once, and asks for it to be forgotten. */
  private forget(table: KnownTable): void {
    this.known = this.known.filter((t) => t.table !== table.table);
    this.dispatchEvent(new CustomEvent('forget-table', { detail: { table: table.table }, bubbles: true, composed: true }));
  }

  override render() {
    return html`
      <section class="intro" part="intro">
        <p class="tagline">Card games with friends, right in your browsers: no server, no sign-up.</p>
        <label class="you"
          >Your name at the tables
          <input
            name="name"
            required
            maxlength=${MAX_NAME_LENGTH}
            autocomplete="nickname"
            placeholder="How the table calls you"
            .value=${this.name}
            @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)}
          />
        </label>
      </section>
      <h2 class="sr">Games</h2>
      <ul class="games" part="games">
        ${this.games.map((g) => this.renderGame(g))}
      </ul>
      ${this.creating ? this.renderForm() : nothing}
      <div class="more">
        ${
          this.known.length > 0
            ? html`<section class="panel" part="tables" role="group" aria-labelledby="known-title">
              <h2 id="known-title">Your tables</h2>
              ${knownTables(this.known, (t) => this.forget(t))}
            </section>`
            : nothing
        }
        <section class="panel replay" part="replay-import" role="group" aria-labelledby="replay-title">
          <h2 id="replay-title">Replay a game</h2>
          <p class="muted">Open a game log you saved: step through every move, from any seat.</p>
          <pt-log-import></pt-log-import>
        </section>
      </div>
    `;
  }

  private renderGame(g: GameDeclaration) {
    const level = this.levelOf(g);
    const chosen = g.botLevels.find((l) => l.id === level);
    const bots = quickSeats(g) - 1;
    return html`<li class="game" part="game">
      <article aria-labelledby="title-${g.id}">
        <header>
          <span class="art" aria-hidden="true">${unsafeSVG(g.icon)}</span>
          <div>
            <h3 id="title-${g.id}">${g.title}</h3>
            <p class="players">${g.minSeats === g.maxSeats ? g.minSeats : `${g.minSeats}–${g.maxSeats}`} players · ${g.duration}</p>
          </div>
        </header>
        <p class="description">${g.description}</p>
        <fieldset class="level">
          <legend>Bots</legend>
          <div class="segments">
            ${g.botLevels.map(
              (l) => html`<label
                ><input
                  type="radio"
                  name="level-${g.id}"
                  value=${l.id}
                  .checked=${l.id === level}
                  @change=${() => (this.levels = { ...this.levels, [g.id]: l.id })}
                /><span>${l.label}</span></label
              >`,
            )}
          </div>
          ${chosen?.help ? html`<small class="help">${chosen.label}: ${chosen.help}.</small>` : nothing}
        </fieldset>
        <div class="actions">
          <div class="choice">
            <button part="play-now" class="primary" aria-describedby="quick-${g.id}" @click=${() => this.playNow(g)}>Play against bots now</button>
            <small id="quick-${g.id}">You and ${bots} ${level} bot${bots === 1 ? '' : 's'}; the game starts at once.</small>
          </div>
          <div class="choice">
            <button
              id="new-${g.id}"
              class="secondary"
              aria-describedby="new-help-${g.id}"
              aria-expanded=${this.creating === g.id ? 'true' : 'false'}
              @click=${() => this.openForm(g.id)}
            >
              New table…
            </button>
            <small id="new-help-${g.id}">Invite friends by link; choose the seats, options and bots.</small>
          </div>
        </div>
        <pt-how-to-play .game=${g.id}></pt-how-to-play>
      </article>
    </li>`;
  }

  private renderForm() {
    return html`<section class="create" role="group" aria-label="New table">
      <button class="close secondary" @click=${() => this.closeForm()} aria-label="Close the new table form">Close</button>
      ${
        this.formProblem
          ? html`<p class="problem" role="alert">${this.formProblem} <button class="secondary" @click=${() => this.loadForm()}>Try again</button></p>`
          : html`<pt-create-table part="create" .games=${this.games} .game=${this.creating} .name=${this.name} .level=${this.level}></pt-create-table>`
      }
    </section>`;
  }
}

define('pt-home', PtHome);

declare global {
  interface HTMLElementTagNameMap {
    'pt-home': PtHome;
  }
}
