/**
 * A game's How to play: a button that opens a modal panel with the game's guide, in our own words
 * (its sections, then a glossary in which every term is an anchor). The guide is the game's own
 * (`src/games/<id>/guide.ts`), loaded when the panel first opens; so is the panel's own code and
 * styles (panel.ts, a chunk of its own), so that a page loads only the button until someone asks.
 *
 * The panel answers `pt-term` events (components/shared/term.ts) from anywhere in the page or
 * shadow root it lives in, nested shadow roots included: it opens at that term, scrolled to,
 * highlighted and focused. So a table links its words to the guide without knowing the panel, and
 * a page may place one panel per game (`game` set on each): an event naming a game reaches that
 * game's panel, and one answers. Escape, the Close button or a click beside the panel closes it,
 * and focus goes back to where it was.
 *
 * @csspart button - the How to play button.
 * @csspart dialog - the panel (a modal `<dialog>`).
 * @csspart close - its Close button.
 * @csspart section - each section of the guide.
 * @csspart terms - the glossary (a `<dl>`).
 * @csspart term - a term's entry; the one asked for also has the class `current`.
 *
 * Attribute `placement`: `inline` (default) an inline button; `bar` a line of its own with the
 * button at its end; `end` floated at the end of the short line that follows it (peer-table's
 * status line above a table), adding no height.
 *
 * @cssprop --pt-panel, --pt-text, --pt-muted, --pt-line, --pt-border, --pt-accent, --pt-highlight,
 *   --pt-focus, --pt-scrim, --pt-shadow - the theme tokens (docs/theming.md).
 */
import { adoptStyles, html, LitElement, nothing, type PropertyValues } from 'lit';
import type { Guide } from '../../src/games/guide.js';
import { loadGuide, moduleOf } from '../../src/games/registry.js';
import type { TermEvent } from '../shared/term.js';
import type * as Panel from './panel.js';
import { styles } from './pt-how-to-play.styles.js';
import { define } from '../shared/define.js';
import { onDemand } from '../shared/on-demand.js';

/** The panel's content and styles, loaded once for every How to play of the page. */
const panelPart = onDemand((): Promise<typeof Panel> => import('./panel.js'));

export class PtHowToPlay extends LitElement {
  static override styles = styles;
  static override properties = {
    game: {},
    placement: { reflect: true },
    guide: { state: true },
    problem: { state: true },
    current: { state: true },
  };

  /** The game's id. */
  declare game: string;
  declare placement: 'inline' | 'bar' | 'end';
  /** The game's guide once loaded. */
  declare guide: Guide | null;
  /** Why the guide could not be loaded, or ''. */
  declare problem: string;
  /** The term asked for, highlighted; null for none. */
  declare current: string | null;
  private root: Node | null = null;
  private loading: Promise<void> | null = null;

  constructor() {
    super();
    this.game = '';
    this.placement = 'inline';
    this.guide = null;
    this.problem = '';
    this.current = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.root = this.getRootNode();
    this.root.addEventListener('pt-term', this.onTerm);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.root?.removeEventListener('pt-term', this.onTerm);
    this.root = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('game') && changed.get('game') !== undefined) {
      this.guide = null;
      this.problem = '';
      this.loading = null;
    }
  }

  private get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  /** The panel is open. */
  get open(): boolean {
    return this.dialog?.open ?? false;
  }

  /** Opens the panel, at `term` when given. */
  async show(term: string | null = null): Promise<void> {
    if (!moduleOf(this.game)) return;
    this.current = term;
    await this.withPanel();
    await this.updateComplete;
    const dialog = this.dialog;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    await this.load();
    await this.updateComplete;
    this.reveal();
  }

  close(): void {
    this.dialog?.close();
    this.current = null;
  }

  private onTerm = (event: Event): void => {
    const { detail } = event as TermEvent;
    if (event.defaultPrevented || !detail?.term || !moduleOf(this.game)) return;
    if (detail.game && detail.game !== this.game) return;
    // Answered here: it goes no further (out of peer-table into the page).
    event.preventDefault();
    event.stopPropagation();
    void this.show(detail.term);
  };

  /** The panel's code and styles, in this element's shadow root (a failure shows in the panel). */
  private async withPanel(): Promise<void> {
    if (!panelPart.now) {
      try {
        await panelPart.load();
        this.problem = '';
      } catch (error) {
        this.problem = `How to play could not be loaded: check the connection and try again (${(error as Error).message}).`;
        return;
      }
    }
    const root = this.renderRoot as ShadowRoot;
    const panel = panelPart.now!;
    if (!root.adoptedStyleSheets.includes(panel.panelStyles.styleSheet!))
      adoptStyles(root, [...(this.constructor as typeof PtHowToPlay).elementStyles, panel.panelStyles]);
  }

  private load(): Promise<void> {
    if (!panelPart.now) return Promise.resolve();
    if (this.guide) return Promise.resolve();
    const game = this.game;
    this.loading ??= loadGuide(game).then(
      (guide) => {
        if (game !== this.game) return;
        this.guide = guide;
        this.problem = '';
      },
      (error: unknown) => {
        this.loading = null;
        if (game === this.game) this.problem = (error as Error).message;
      },
    );
    return this.loading;
  }

  /** Scrolls to the term asked for and focuses it, or to the top. */
  private reveal(): void {
    const entry = this.current ? this.renderRoot.querySelector<HTMLElement>(`#term-${CSS.escape(this.current)}`) : null;
    if (!entry) {
      this.renderRoot.querySelector('.body')?.scrollTo({ top: 0 });
      return;
    }
    entry.scrollIntoView({ block: 'start' });
    entry.focus({ preventScroll: true });
  }

  /** Moves to `term`: highlighted, scrolled to and focused. */
  async goTo(term: string): Promise<void> {
    this.current = term;
    await this.updateComplete;
    this.reveal();
  }

  /** A click on the backdrop (the dialog itself, outside its panel) closes it. */
  private onDialogClick(event: MouseEvent): void {
    if (event.target === event.currentTarget) this.close();
  }

  override render() {
    const title = moduleOf(this.game)?.title;
    if (!title) return nothing;
    return html`<button type="button" part="button" class="open" aria-haspopup="dialog" @click=${() => void this.show()}>
        <span class="mark" aria-hidden="true">?</span>How to play<span class="sr"> ${title}</span>
      </button>
      <dialog part="dialog" aria-labelledby="title" @click=${this.onDialogClick} @close=${() => (this.current = null)}>
        <header>
          <h2 id="title">How to play ${title}</h2>
          <button type="button" part="close" class="close" aria-label="Close How to play" @click=${() => this.close()}>✕</button>
        </header>
        <div class="body">${panelPart.now ? panelPart.now.body(this) : this.problem ? html`<p class="problem" role="alert">${this.problem}</p>` : nothing}</div>
      </dialog>`;
  }
}

define('pt-how-to-play', PtHowToPlay);

declare global {
  interface HTMLElementTagNameMap {
    'pt-how-to-play': PtHowToPlay;
  }
}
