/**
 * Words at the table linked to the game's How to play: `term('collision', 'collided')` draws
 * "collided" with a dotted underline, a button that asks for the term. A `<pt-how-to-play>` in the
 * same page or shadow root (or any above it) opens at that term; a table links a term without
 * knowing where the panel is. Nothing shows on hover, so nothing stays open after a tap.
 *
 * `<pt-term-link term="collision">collided</pt-term-link>`
 *
 * @fires pt-term - `CustomEvent<{term}>`, bubbling, composed and cancelable: the panel that opens
 *   cancels it and stops it there, so one panel answers and the page around never sees it.
 *
 * @csspart term - the button.
 */
import { css, html, LitElement, type TemplateResult } from 'lit';
import { define } from './define.js';

export interface TermDetail {
  /** The term's id in the game's guide (src/games/<id>/guide.ts). */
  readonly term: string;
  /** The game whose guide it is, when a page shows several panels; any panel answers without it. */
  readonly game?: string;
}
export type TermEvent = CustomEvent<TermDetail>;

/** Asks the How to play panel for `term`, from `from`; whether a panel answered. */
export function askTerm(from: EventTarget, detail: TermDetail): boolean {
  return !from.dispatchEvent(new CustomEvent<TermDetail>('pt-term', { detail, bubbles: true, composed: true, cancelable: true }));
}

export class PtTermLink extends LitElement {
  static override styles = css`
    :host {
      display: inline;
    }
    button {
      font: inherit;
      color: inherit;
      letter-spacing: inherit;
      background: none;
      border: 0;
      padding: 0;
      margin: 0;
      cursor: pointer;
      text-align: inherit;
      text-decoration: underline dotted;
      text-decoration-thickness: 1px;
      text-underline-offset: 0.2em;
      border-radius: 2px;
    }
    @media (hover: hover) {
      button:hover {
        text-decoration-style: solid;
      }
    }
    button:focus-visible {
      outline: 2px solid var(--pt-focus, #7cc4ff);
      outline-offset: 1px;
    }
  `;
  static override properties = { term: {}, game: {} };

  /** The term's id in the game's guide. */
  declare term: string;
  /** The game, when the page shows panels of several games. */
  declare game: string;

  constructor() {
    super();
    this.term = '';
    this.game = '';
  }

  private ask(): void {
    askTerm(this, this.game ? { term: this.term, game: this.game } : { term: this.term });
  }

  override render() {
    return html`<button type="button" part="term" aria-haspopup="dialog" @click=${this.ask}><slot></slot></button>`;
  }
}

define('pt-term-link', PtTermLink);

declare global {
  interface HTMLElementTagNameMap {
    'pt-term-link': PtTermLink;
  }
  interface HTMLElementEventMap {
    'pt-term': TermEvent;
  }
}

/** `label`, linked to the term `id` of the game's guide. */
export const term = (id: string, label: string): TemplateResult => html`<pt-term-link term=${id}>${label}</pt-term-link>`;

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with each phrase of `phrases` (words → term id) linked where it stands as whole words:
 * `withTerms('Big Bang: Ann takes the trick', {'Big Bang': 'big-bang'})`.
 */
export function withTerms(text: string, phrases: Readonly<Record<string, string>>): (string | TemplateResult)[] {
  const keys = Object.keys(phrases).sort((a, b) => b.length - a.length);
  if (keys.length === 0) return [text];
  const pattern = new RegExp(`(?<![\\w-])(${keys.map(escapeRegExp).join('|')})(?![\\w-])`, 'g');
  const out: (string | TemplateResult)[] = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    out.push(term(phrases[m[1]!]!, m[1]!));
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}
