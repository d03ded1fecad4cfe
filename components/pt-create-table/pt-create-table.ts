/**
 * The form that opens a table: which game, how many seats, the game's options, your name and how
 * the bots play. "Create table" opens it for friends (bots can fill seats later); "Play against
 * bots now" fills every other seat with a bot and starts at once.
 *
 * A game's options are drawn from its declaration's schema (src/games/declaration.ts): a checkbox
 * for an on/off option, a list for the others, each hidden while it does not apply.
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
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import type { NewTable } from '../../src/app/session.js';
import { optionsFrom, seatWords, type GameDeclaration, type OptionField } from '../../src/games/declaration.js';
import { MODULES } from '../../src/games/registry.js';
import { MAX_NAME_LENGTH } from '../../src/net/protocol.js';
import { styles } from './pt-create-table.styles.js';

/** A game the form offers: its declaration (a game declared without options has none). */
export type GameChoice = Pick<GameDeclaration, 'id' | 'title' | 'minSeats' | 'maxSeats'> & Partial<GameDeclaration>;

/** The form's answer is the new table itself, as a session creates it. */
export type CreateTableDetail = NewTable;

export type CreateTableEvent = CustomEvent<CreateTableDetail>;

const isCheckbox = (field: OptionField): boolean =>
  field.choices.length === 2 && field.choices.every((c) => typeof c.value === 'boolean');

/** One option's field, hidden while the option does not apply; `changed` hears each change. */
function optionField(field: OptionField, shown: boolean, changed: (e: Event) => void) {
  const help = field.help ? html` <small>(${field.help})</small>` : nothing;
  if (isCheckbox(field)) {
    return html`<label class="check" ?hidden=${!shown}>
      <input type="checkbox" name=${field.key} ?checked=${field.default === true} @change=${changed} />
      <span>${field.label}${help}</span>
    </label>`;
  }
  return html`<label ?hidden=${!shown}
    >${field.label}${help}
    <select name=${field.key} @change=${changed}>
      ${field.choices.map((c) => html`<option value=${String(c.value)} ?selected=${c.value === field.default}>${c.label}</option>`)}
    </select>
  </label>`;
}

const range = (min: number, max: number): number[] => Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

export class PtCreateTable extends LitElement {
  static override styles = styles;
  static override properties = {
    games: { attribute: false },
    name: {},
    game: { state: true },
    seats: { state: true },
    values: { state: true },
  };

  declare games: readonly GameChoice[];
  /** Prefills "Your name". */
  declare name: string;
  /** The chosen game's id. */
  declare game: string;
  /** The chosen number of seats. */
  declare seats: number;
  /** The options as the form holds them now: which fields apply. */
  declare values: Record<string, unknown>;

  constructor() {
    super();
    this.games = MODULES;
    this.name = '';
    this.game = '';
    this.seats = 4;
    this.values = {};
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
        this.values = this.optionsOf(g, null);
      }
    }
  }

  /** The chosen game's options from the form's data (its defaults before there is any). */
  private optionsOf(g: GameChoice, data: FormData | null): Record<string, unknown> {
    if (!g.options) return {};
    const declared = g as GameDeclaration;
    if (!data) return optionsFrom(declared, (field) => field.default);
    return optionsFrom(declared, (field) => (isCheckbox(field) ? data.get(field.key) === 'on' : data.get(field.key)));
  }

  private readonly changed = (event: Event): void => {
    const g = this.chosen;
    const form = (event.target as Element).closest('form');
    if (g && form) this.values = this.optionsOf(g, new FormData(form));
  };

  private submit(event: SubmitEvent): void {
    event.preventDefault();
    const g = this.chosen;
    if (!g) return;
    const form = event.target as HTMLFormElement;
    const data = new FormData(form);
    const detail: CreateTableDetail = {
      game: g.id,
      seats: this.seats,
      options: this.optionsOf(g, data),
      name: String(data.get('name') ?? '').trim(),
      bot: data.get('bot') === 'random' ? 'random' : 'greedy',
      solo: (event.submitter as HTMLButtonElement | null)?.value === 'solo',
    };
    this.dispatchEvent(new CustomEvent('create-table', { detail, bubbles: true, composed: true }));
  }

  override render() {
    const g = this.chosen;
    if (!g) return html`<p>No games available.</p>`;
    const fields = g.options ?? [];
    return html`
      <form part="form" @submit=${this.submit}>
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
            ${range(g.minSeats, g.maxSeats).map((n) => html`<option value=${n} ?selected=${n === this.seats}>${seatWords(g as GameDeclaration, n)}</option>`)}
          </select>
        </label>
        ${fields.length
          ? html`<fieldset part="options">
              <legend>Options</legend>
              ${fields.map((field) => optionField(field, field.key in this.values, this.changed))}
            </fieldset>`
          : null}
        <label
          >Your name
          <input type="text" name="name" required maxlength=${MAX_NAME_LENGTH} autocomplete="nickname" .value=${this.name} />
        </label>
        <label
          >Bots play
          <select name="bot">
            <option value="greedy">${g.greedyBot ?? 'Greedy'}</option>
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
