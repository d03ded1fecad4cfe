/**
 * The How to play panel's content: the guide's sections, then its glossary, every `[words](#term)`
 * of its texts a button that moves to that term; or why the guide could not be loaded, or that it
 * is on its way. A chunk of its own, loaded when a panel first opens (with its styles).
 */
import { html, nothing } from 'lit';
import { pieces, type Guide } from '../../src/games/guide.js';

export { panelStyles } from './panel.styles.js';

/** What the content needs of the panel's element. */
export interface GuidePanel {
  readonly guide: Guide | null;
  readonly problem: string;
  /** The term asked for, highlighted; null for none. */
  readonly current: string | null;
  show(term: string | null): Promise<void>;
  goTo(term: string): Promise<void>;
}

function text(el: GuidePanel, text: string) {
  return pieces(text).map((p) =>
    typeof p === 'string' ? p : html`<button type="button" class="ref" @click=${() => void el.goTo(p.term)}>${p.label}</button>`,
  );
}

function content(el: GuidePanel, guide: Guide) {
  return html`${guide.sections.map(
    (s) => html`<section part="section" aria-labelledby="section-${s.id}">
        <h3 id="section-${s.id}">${s.title}${s.scope && !s.title.includes(s.scope) ? html` <span class="scope">${s.scope}</span>` : nothing}</h3>
        ${s.paragraphs.map((p) => html`<p>${text(el, p)}</p>`)}
      </section>`,
  )}
    <section aria-labelledby="terms-title">
      <h3 id="terms-title">Terms</h3>
      <dl part="terms">
        ${guide.terms.map(
          (t) => html`<div part="term" class="entry ${t.id === el.current ? 'current' : ''}" id="term-${t.id}" tabindex="-1">
            <dt>${t.term}${t.scope ? html` <span class="scope">${t.scope}</span>` : nothing}</dt>
            <dd>${text(el, t.text)}</dd>
          </div>`,
        )}
      </dl>
    </section>`;
}

/** The panel's body: the guide, why it could not be loaded, or that it is on its way. */
export function body(el: GuidePanel) {
  if (el.problem) {
    return html`<p class="problem" role="alert">${el.problem} <button type="button" @click=${() => void el.show(el.current)}>Try again</button></p>`;
  }
  return el.guide ? content(el, el.guide) : html`<p class="loading" role="status">Loading…</p>`;
}
