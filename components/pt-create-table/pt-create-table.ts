/**
 * The form that opens a table: which game, how many seats, the game's options, your name and how
 * the bots play. "Create table" opens it for friends (bots can fill seats later); "Play against
 * bots now" fills every other seat with a bot and starts at once.
 *
 * A game's options come from `gameOptions[game id]`: a renderer for its fields and a reader that
 * turns the submitted form into the options object. A game without an entry has no options ({}).
 *
 * @fires create-table - `CustomEvent<CreateTableDetail>`: `{game, seats, options, name, bot, solo}`.
 *
 * @csspart form - the form panel.
 * @csspart options - the fieldset of the chosen game's options.
 * @csspart create - the "Create table" button.
 * @csspart solo - the "Play against bots now" button.
 *
 * @cssprop --pt-panel - background of the panel.
 * @cssprop --pt-accent - the main button.
 */
import { html, LitElement, type PropertyValues, type TemplateResult } from 'lit';
import type { NewTable } from '../../src/app/session.js';
import { MAX_NAME_LENGTH } from '../../src/net/protocol.js';
import { styles } from './pt-create-table.styles.js';

export interface GameChoice {
  readonly id: string;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
}

/** The form's answer is the new table itself, as a session creates it. */
export type CreateTableDetail = NewTable;

export type CreateTableEvent = CustomEvent<CreateTableDetail>;

/** How one game's options appear in the form and are read back from it. */
export interface GameOptionsForm {
  render(): TemplateResult;
  read(data: FormData): unknown;
  /** What the greedy bot does, in a few words. */
  readonly greedy: string;
  /** How a number of seats reads ("3 players (and a dummy)"). */
  readonly seats?: (n: number) => string;
}

export const gameOptions: Record<string, GameOptionsForm> = {
  'planet-tricks': {
    render: () => html`<label class="check">
      <input type="checkbox" name="nullRule" checked />
      <span>Null rule <small>(all four 9s in your tricks: 0 for the round)</small></span>
    </label>`,
    read: (data) => ({ nullRule: data.get('nullRule') === 'on' }),
    greedy: 'Careful (avoid tricks)',
  },
  'secrets-of-the-universe': {
    render: () => html`<label
        >Version
        <select name="version">
          <option value="basic" selected>Basic: 144 cards (Earth, Fire, Water, Air)</option>
          <option value="intermediate">Intermediate: 180 cards, with Magic</option>
        </select>
      </label>
      <label class="intermediate-only"
        >Claim window after each discard <small>(Intermediate: time to bump a card)</small>
        <select name="claimMs">
          ${[2000, 3000, 5000, 10000, 20000].map((ms) => html`<option value=${ms} ?selected=${ms === 3000}>${ms / 1000} seconds</option>`)}
        </select>
      </label>
      <label
        >Match
        <select name="matchLength">
          <option value="4" selected>4 games</option>
          <option value="8">8 games</option>
          <option value="16">16 games</option>
        </select>
      </label>`,
    read: (data) => {
      const matchLength = Number(data.get('matchLength'));
      return data.get('version') === 'intermediate'
        ? { version: 'intermediate', matchLength, claimMs: Number(data.get('claimMs')) }
        : { version: 'basic', matchLength };
    },
    greedy: 'Greedy (keeps its best melds)',
    seats: (n) => (n === 2 ? '2 players (and two dummies)' : n === 3 ? '3 players (and a dummy)' : `${n} players`),
  },
};

export const DEFAULT_GAMES: readonly GameChoice[] = [
  { id: 'planet-tricks', title: 'Planet Tricks', minSeats: 3, maxSeats: 6 },
  { id: 'secrets-of-the-universe', title: 'Secrets of the Universe', minSeats: 2, maxSeats: 4 },
];

const range = (min: number, max: number): number[] => Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

export class PtCreateTable extends LitElement {
  static override styles = styles;
  static override properties = {
    games: { attribute: false },
    name: {},
    game: { state: true },
    seats: { state: true },
  };

  declare games: readonly GameChoice[];
  /** Prefills "Your name". */
  declare name: string;
  /** The chosen game's id. */
  declare game: string;
  /** The chosen number of seats. */
  declare seats: number;

  constructor() {
    super();
    this.games = DEFAULT_GAMES;
    this.name = '';
    this.game = '';
    this.seats = 4;
  }

  get chosen(): GameChoice | undefined {
    return this.games.find((g) => g.id === this.game) ?? this.games[0];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('games') || changed.has('game')) {
      const g = this.chosen;
      if (g) {
        this.game = g.id;
        this.seats = clamp(this.seats, g.minSeats, g.maxSeats);
      }
    }
  }

  private submit(event: SubmitEvent): void {
    event.preventDefault();
    const g = this.chosen;
    if (!g) return;
    const form = event.target as HTMLFormElement;
    const data = new FormData(form);
    const detail: CreateTableDetail = {
      game: g.id,
      seats: this.seats,
      options: gameOptions[g.id]?.read(data) ?? {},
      name: String(data.get('name') ?? '').trim(),
      bot: data.get('bot') === 'random' ? 'random' : 'greedy',
      solo: (event.submitter as HTMLButtonElement | null)?.value === 'solo',
    };
    this.dispatchEvent(new CustomEvent('create-table', { detail, bubbles: true, composed: true }));
  }

  override render() {
    const g = this.chosen;
    if (!g) return html`<p>No games available.</p>`;
    const options = gameOptions[g.id];
    return html`
      <form part="form" @submit=${this.submit} aria-labelledby="title">
        <h2 id="title">New table</h2>
        <label
          >Game
          <select name="game" @change=${(e: Event) => (this.game = (e.target as HTMLSelectElement).value)}>
            ${this.games.map((x) => html`<option value=${x.id} ?selected=${x.id === g.id}>${x.title}</option>`)}
          </select>
        </label>
        <label
          >Seats
          <select name="seats" @change=${(e: Event) => (this.seats = Number((e.target as HTMLSelectElement).value))}>
            ${range(g.minSeats, g.maxSeats).map((n) => html`<option value=${n} ?selected=${n === this.seats}>${options?.seats?.(n) ?? `${n} players`}</option>`)}
          </select>
        </label>
        ${options
          ? html`<fieldset part="options">
              <legend>Options</legend>
              ${options.render()}
            </fieldset>`
          : null}
        <label
          >Your name
          <input type="text" name="name" required maxlength=${MAX_NAME_LENGTH} autocomplete="nickname" .value=${this.name} />
        </label>
        <label
          >Bots play
          <select name="bot">
            <option value="greedy">${options?.greedy ?? 'Greedy'}</option>
            <option value="random">Random</option>
          </select>
        </label>
        <div class="actions">
          <div class="choice">
            <button part="create" type="submit" name="mode" value="friends" aria-describedby="create-help">Create table</button>
            <small id="create-help">Share a link with friends; bots can fill empty seats later.</small>
          </div>
          <div class="choice">
            <button part="solo" type="submit" name="mode" value="solo" class="secondary" aria-describedby="solo-help">Play against bots now</button>
            <small id="solo-help">Every other seat is a bot; the game starts at once.</small>
          </div>
        </div>
      </form>
    `;
  }
}

customElements.define('pt-create-table', PtCreateTable);

declare global {
  interface HTMLElementTagNameMap {
    'pt-create-table': PtCreateTable;
  }
  interface HTMLElementEventMap {
    'create-table': CreateTableEvent;
  }
}
