/**
 * The app page: a form to set up a game of Planet Tricks against bots, then the table itself.
 * Turns the table's `command` events into moves judged by the in-browser host.
 */
import { html, LitElement } from 'lit';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks, type PlanetState } from '../../src/games/planet-tricks/index.js';
import type { PlanetCommand, PlanetEvent, PlanetOptions } from '../../src/games/planet-tricks/types.js';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import { LocalTable } from '../../src/net/local-table.js';
import '../planet-tricks-table/planet-tricks-table.js';
import { styles } from './peer-table-app.styles.js';

type Table = LocalTable<PlanetState, PlanetCommand, PlanetEvent, PlanetView, PlanetOptions>;

const BOT_NAMES = ['Ada', 'Bo', 'Cyd', 'Dee', 'Eli'];
const SPEEDS: Record<string, number> = { relaxed: 1.6, normal: 1, fast: 0.35 };
const NAME_KEY = 'peer-table:name';

/** Bots pause longer right after a trick is taken, so a person can see who took it. */
export const planetBotDelay = (scale: number) => (state: PlanetState) =>
  scale * (state.context.trick.length === 0 && state.context.lastTrick ? 1500 : 750);

export class PeerTableApp extends LitElement {
  static override styles = styles;
  static override properties = {
    view: { state: true },
    message: { state: true },
  };

  declare view: PlanetView | null;
  declare message: string;
  private table: Table | null = null;

  constructor() {
    super();
    this.view = null;
    this.message = '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.table?.close();
  }

  private async start(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const name = String(data.get('name') ?? '').trim() || 'You';
    localStorage.setItem(NAME_KEY, name);
    const players = Number(data.get('players'));
    const bot = planetBots[data.get('bots') === 'random' ? 'random' : 'greedy'];
    const table = await LocalTable.open(planetTricks, {
      options: { nullRule: data.get('nullRule') === 'on' },
      names: [name, ...BOT_NAMES.slice(0, players - 1)],
      human: 0,
      bot,
      botDelay: planetBotDelay(SPEEDS[String(data.get('speed'))] ?? 1),
    });
    table.addEventListener('change', () => {
      this.view = table.view();
      this.message = '';
    });
    this.table = table;
    this.view = table.view();
  }

  private async play(event: CustomEvent<PlanetCommand>): Promise<void> {
    const decision = await this.table?.play(event.detail);
    if (decision && !decision.ok) this.message = decision.reason;
  }

  private leave(): void {
    this.table?.close();
    this.table = null;
    this.view = null;
    this.message = '';
  }

  override render() {
    return html`
      <header>
        <h1>peer-table <span>· Planet Tricks</span></h1>
        ${this.view ? html`<button class="secondary" @click=${this.leave}>New game</button>` : null}
      </header>
      ${this.view
        ? html`<planet-tricks-table .view=${this.view} .message=${this.message} @command=${this.play}></planet-tricks-table>`
        : this.renderSetup()}
    `;
  }

  private renderSetup() {
    return html`
      <form @submit=${this.start} aria-labelledby="setup-title">
        <h2 id="setup-title">Planet Tricks</h2>
        <p>Take as few tricks as you can. Cards of equal rank collide and stop counting.</p>
        <label>Your name <input type="text" name="name" maxlength="24" value=${localStorage.getItem(NAME_KEY) ?? ''} placeholder="You" /></label>
        <label
          >Players
          <select name="players">
            ${[3, 4, 5, 6].map((n) => html`<option value=${n} ?selected=${n === 4}>${n} (you and ${n - 1} bots)</option>`)}
          </select>
        </label>
        <label
          >Bots
          <select name="bots">
            <option value="greedy">Careful (avoid tricks)</option>
            <option value="random">Random</option>
          </select>
        </label>
        <label
          >Bot speed
          <select name="speed">
            <option value="relaxed">Relaxed</option>
            <option value="normal" selected>Normal</option>
            <option value="fast">Fast</option>
          </select>
        </label>
        <label class="check"><input type="checkbox" name="nullRule" checked /> Null rule (all four 9s in your tricks: 0 for the round)</label>
        <button type="submit">Start game</button>
      </form>
    `;
  }
}

customElements.define('peer-table-app', PeerTableApp);

declare global {
  interface HTMLElementTagNameMap {
    'peer-table-app': PeerTableApp;
  }
}
