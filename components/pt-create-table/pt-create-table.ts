/**
 * The form that opens a table: which game, how many seats, the game's options, your name, and who
 * plays each other seat: a friend (the seat stays open for the join link) or a bot of one of the
 * game's levels. The button follows the seats: "Create table" opens a lobby while a seat waits
 * for a friend; with a bot in every other seat it reads "Play against bots now" and the game
 * starts at once.
 *
 * A game's options are drawn from its declaration's schema (src/games/declaration.ts): a checkbox
 * for an on/off option, a list for the others, each hidden while it does not apply. Its bot levels
 * come from the declaration too.
 *
 * @fires create-table - `CustomEvent<CreateTableDetail>`: `{game, seats, options, name, bot, seatBots, solo, standInWait, hostWait}`.
 *
 * @csspart form - the form panel.
 * @csspart options - the fieldset of the chosen game's options.
 * @csspart seats - the fieldset of who plays each seat.
 * @csspart waits - the fieldset of what happens when someone leaves mid-game.
 * @csspart create - the submit button while a seat waits for a friend ("Create table").
 * @csspart solo - the submit button with a bot in every other seat ("Play against bots now").
 *
 * @cssprop --pt-panel - background of the panel.
 * @cssprop --pt-accent - the main button.
 */
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import type { NewTable } from '../../src/app/session.js';
import { DEFAULT_BOT_LEVEL, optionsFrom, seatWords, type BotLevel, type GameDeclaration, type OptionField } from '../../src/games/declaration.js';
import { DEFAULT_GAME, MODULES } from '../../src/games/registry.js';
import { MAX_NAME_LENGTH } from '../../src/net/protocol.js';
import { HOST_WAIT, STAND_IN_WAIT } from '../../src/net/stand-in-wait.js';
import { styles } from './pt-create-table.styles.js';
import { define } from '../shared/define.js';

/** A game the form offers: its declaration (a game declared without options or levels has none of its own). */
export type GameChoice = Pick<GameDeclaration, 'id' | 'title' | 'minSeats' | 'maxSeats'> & Partial<GameDeclaration>;

/** The form's answer is the new table itself, as a session creates it. */
export type CreateTableDetail = NewTable;

/** The waits a table may set on someone who left (a bot for a friend, another host for the host), with their words. */
const WAIT_CHOICES: readonly (readonly [string, string])[] = [
  ['10000', 'after 10 seconds'],
  ['30000', 'after 30 seconds'],
  ['60000', 'after 1 minute'],
  ['120000', 'after 2 minutes'],
  ['300000', 'after 5 minutes'],
  ['600000', 'after 10 minutes'],
  ['never', 'never (the table waits)'],
];

export type CreateTableEvent = CustomEvent<CreateTableDetail>;

/** The levels of a game that declares none. */
const PLAIN_LEVELS: readonly BotLevel[] = [
  { id: 'easy', label: 'Easy', help: '' },
  { id: 'strong', label: 'Strong', help: '' },
];

export const levelsOf = (g: GameChoice): readonly BotLevel[] => g.botLevels ?? PLAIN_LEVELS;

const isCheckbox = (field: OptionField): boolean => field.choices.length === 2 && field.choices.every((c) => typeof c.value === 'boolean');

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
    game: {},
    level: {},
    seats: { state: true },
    values: { state: true },
    seatBots: { state: true },
  };

  declare games: readonly GameChoice[];
  /** Prefills "Your name". */
  declare name: string;
  /** The chosen game's id (set it to open the form on a game). */
  declare game: string;
  /** The level of a bot nobody chose one for (`bot` in the answer). */
  declare level: string;
  /** The chosen number of seats. */
  declare seats: number;
  /** The options as the form holds them now: which fields apply. */
  declare values: Record<string, unknown>;
  /** Who plays each seat: a bot level, or null for a friend (seat 0 is the host's). */
  declare seatBots: (string | null)[];

  constructor() {
    super();
    this.games = MODULES;
    this.name = '';
    this.game = '';
    this.level = DEFAULT_BOT_LEVEL;
    this.seats = 4;
    this.values = {};
    this.seatBots = [];
  }

  get chosen(): GameChoice | undefined {
    return this.games.find((g) => g.id === this.game) ?? this.games.find((g) => g.id === DEFAULT_GAME) ?? this.games[0];
  }

  /** Every other seat has a bot: the table starts at once. */
  get solo(): boolean {
    return range(1, this.seats - 1).every((s) => this.seatBots[s]);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('games') || changed.has('game')) {
      const g = this.chosen;
      if (g) {
        this.game = g.id;
        this.seats = clamp(this.seats, g.minSeats, g.maxSeats);
        this.values = this.optionsOf(g, null);
        const levels = levelsOf(g).map((l) => l.id);
        this.seatBots = this.seatBots.map((b) => (b && levels.includes(b) ? b : null));
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

  private setSeat(seat: number, bot: string | null): void {
    const next = this.seatBots.slice();
    next[seat] = bot;
    this.seatBots = next;
  }

  /** Every other seat to a friend (null) or to bots of one level. */
  private fill(bot: string | null): void {
    this.seatBots = range(0, this.seats - 1).map((s) => (s === 0 ? null : bot));
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
      options: this.optionsOf(g, data),
      name: String(data.get('name') ?? '').trim(),
      bot: this.level,
      seatBots: range(0, this.seats - 1).map((s) => (s === 0 ? null : (this.seatBots[s] ?? null))),
      solo: this.solo,
      standInWait: data.get('stand-in') === 'never' ? null : Number(data.get('stand-in') ?? STAND_IN_WAIT),
      hostWait: data.get('host-wait') === 'never' ? null : Number(data.get('host-wait') ?? HOST_WAIT),
    };
    this.dispatchEvent(new CustomEvent('create-table', { detail, bubbles: true, composed: true }));
  }

  override render() {
    const g = this.chosen;
    if (!g) return html`<p>No games available.</p>`;
    const fields = g.options ?? [];
    const solo = this.solo;
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
        ${
          fields.length
            ? html`<fieldset part="options">
              <legend>Options</legend>
              ${fields.map((field) => optionField(field, field.key in this.values, this.changed))}
            </fieldset>`
            : null
        }
        <label
          >Your name
          <input type="text" name="name" required maxlength=${MAX_NAME_LENGTH} autocomplete="nickname" .value=${this.name} />
        </label>
        ${this.renderSeats(g)} ${this.renderWaits()}
        <div class="actions">
          <button part=${solo ? 'solo' : 'create'} type="submit" name="mode" value=${solo ? 'solo' : 'friends'} aria-describedby="submit-help">
            ${solo ? 'Play against bots now' : 'Create table'}
          </button>
          <small id="submit-help"
            >${
              solo
                ? 'Every other seat is a bot: the game starts at once.'
                : 'Friends join the open seats with the link; bots can fill seats later, and you start when every seat is taken.'
            }</small
          >
        </div>
      </form>
    `;
  }

  /** Who plays each seat: you in the first, then a friend or a bot of a level in each other. */
  private renderSeats(g: GameChoice) {
    const levels = levelsOf(g);
    const described = levels.filter((l) => l.help);
    return html`<fieldset part="seats" class="seats">
      <legend>Who plays</legend>
      <div class="fill" role="group" aria-label="Every other seat">
        <span aria-hidden="true">All:</span>
        <button type="button" class="chip" @click=${() => this.fill(null)}>Friends</button>
        ${levels.map((l) => html`<button type="button" class="chip" @click=${() => this.fill(l.id)}>${l.label} bots</button>`)}
      </div>
      <ol>
        <li><span class="seat">Seat 1</span><span class="you">You (the host)</span></li>
        ${range(1, this.seats - 1).map(
          (s) => html`<li>
            <label class="seat" for="seat-${s}">Seat ${s + 1}</label>
            <select id="seat-${s}" name="seat-${s}" @change=${(e: Event) => this.setSeat(s, (e.target as HTMLSelectElement).value || null)}>
              <option value="" ?selected=${!this.seatBots[s]}>A friend (open seat)</option>
              ${levels.map((l) => html`<option value=${l.id} ?selected=${this.seatBots[s] === l.id}>${l.label} bot</option>`)}
            </select>
          </li>`,
        )}
      </ol>
      ${
        described.length
          ? html`<dl class="levels">
            ${described.map((l) => html`<div><dt>${l.label}</dt><dd>${l.help}</dd></div>`)}
          </dl>`
          : nothing
      }
    </fieldset>`;
  }

  /** What happens when someone leaves mid-game: how long the table waits on them. */
  private renderWaits() {
    return html`<fieldset part="waits" class="waits">
      <legend>If someone leaves mid-game</legend>
      <label
        >A friend: a bot plays for them until they are back
        <select name="stand-in">
          ${WAIT_CHOICES.map(([value, words]) => html`<option value=${value} ?selected=${value === String(STAND_IN_WAIT)}>${words}</option>`)}
        </select>
      </label>
      <label
        >You, the host: another player hosts the table
        <select name="host-wait">
          ${WAIT_CHOICES.map(([value, words]) => html`<option value=${value} ?selected=${value === String(HOST_WAIT)}>${words}</option>`)}
        </select>
      </label>
    </fieldset>`;
  }
}

define('pt-create-table', PtCreateTable);

declare global {
  interface HTMLElementTagNameMap {
    'pt-create-table': PtCreateTable;
  }
  interface HTMLElementEventMap {
    'create-table': CreateTableEvent;
  }
}
