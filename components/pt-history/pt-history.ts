/**
 * The move history beside a table, as Board Game Arena keeps its log: each event in the game's own
 * words, grouped by turn or by deal, newest at the bottom, the viewer's own moves marked. It is a
 * `role="log"` region, so screen readers announce each new entry, and it follows new entries
 * unless the reader has scrolled up. It folds away (open at first on a wide screen, folded on a
 * phone, where its summary line still says the last move); the choice is kept in the browser.
 *
 * @csspart history - the panel (a details element).
 * @csspart summary - its summary line: "Moves" and the last move.
 * @csspart log - the scrolling list (role="log").
 *
 * @cssprop --pt-history-height - the list's height (default 13rem; 9rem on a phone).
 * @cssprop --pt-panel, --pt-text, --pt-muted, --pt-accent, --pt-line - as in the app.
 */
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import type { HistoryGroup } from './history.js';
import { styles } from './pt-history.styles.js';
import { define } from '../shared/define.js';

const OPEN_KEY = 'peer-table:history-open';

export class PtHistory extends LitElement {
  static override styles = styles;
  static override properties = {
    groups: { attribute: false },
    open: { type: Boolean, reflect: true },
  };

  declare groups: readonly HistoryGroup[];
  declare open: boolean;
  private following = true;

  constructor() {
    super();
    this.groups = [];
    const kept = localStorage.getItem(OPEN_KEY);
    this.open = kept !== null ? kept === 'true' : !matchMedia('(max-width: 700px)').matches;
  }

  private get log(): HTMLElement | null {
    return this.renderRoot.querySelector('[part=log]');
  }

  /** The frame that scrolls the log to its end, if one is on its way. */
  private frame = 0;

  /** Follows new entries unless the reader scrolled up to read older ones (judged as they scroll, where the page is laid out). */
  private scrolled(event: Event): void {
    const log = event.target as HTMLElement;
    this.following = log.scrollHeight - log.scrollTop - log.clientHeight < 24;
  }

  /** New entries show in the next frame: measuring the log at once would lay the page out before the rest of it has rendered. */
  protected override updated(changed: PropertyValues<this>): void {
    if (!this.following && !changed.has('open')) return;
    this.frame ||= requestAnimationFrame(() => {
      this.frame = 0;
      const log = this.log;
      if (log) log.scrollTop = log.scrollHeight;
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  private toggled(event: Event): void {
    const open = (event.target as HTMLDetailsElement).open;
    if (open === this.open) return;
    this.open = open;
    localStorage.setItem(OPEN_KEY, String(open));
  }

  override render() {
    const last = this.groups.at(-1)?.items.at(-1);
    return html`<details part="history" ?open=${this.open} @toggle=${this.toggled}>
      <summary part="summary"><span class="title">Moves</span>${last ? html`<span class="last">${last.lines[0]}</span>` : nothing}</summary>
      <div class="log" part="log" role="log" aria-label="Move history" tabindex="0" @scroll=${this.scrolled}>
        ${
          this.groups.length === 0
            ? html`<p class="empty">No moves yet.</p>`
            : html`<ol class="groups">
              ${this.groups.map(
                (g) => html`<li class="group ${g.milestone ? 'milestone' : ''}">
                  <h3>${g.label}</h3>
                  <ol class="items">
                    ${g.items.map(
                      (item) => html`<li class=${item.mine ? 'mine' : ''}>
                        ${item.lines.map((line, i) => html`<span class=${i === 0 ? 'line' : 'line more'}>${line}</span>`)}${
                          item.mine ? html`<span class="sr"> (your move)</span>` : nothing
                        }
                      </li>`,
                    )}
                  </ol>
                </li>`,
              )}
            </ol>`
        }
      </div>
    </details>`;
  }
}

define('pt-history', PtHistory);

declare global {
  interface HTMLElementTagNameMap {
    'pt-history': PtHistory;
  }
}
