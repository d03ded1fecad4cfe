/**
 * The results overlay every game's table lays over itself (components/shared/results-overlay.ts):
 * a labelled dialog; on a wide screen its buttons at its foot, on a phone right under the heading,
 * so Next is on the screen where the results begin even when the table is taller than the screen;
 * another round's results a new dialog.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { resultsOverlay, resultsOverlayStyles } from '../../components/shared/results-overlay.js';

class OverlayHost extends LitElement {
  static override styles = resultsOverlayStyles;
  static override properties = { round: { type: Number } };
  declare round: number;
  constructor() {
    super();
    this.round = 1;
  }
  override render() {
    return html`<div style="position: relative; height: 2400px">
      ${resultsOverlay({
        id: 'results-title',
        heading: `Game ${this.round} of 4: Ann went out.`,
        body: html`<p style="height: 2000px">Every hand</p>`,
        actions: html`<button class="primary">Next game</button>`,
        part: 'game-results',
        key: this.round,
      })}
    </div>`;
  }
}
customElements.define('overlay-host', OverlayHost);

const order = (el: HTMLElement): string[] => {
  const parts = ['h2', '.results-body', '.results-actions'].map((s) => [s, el.shadowRoot!.querySelector(s)!.getBoundingClientRect().top] as const);
  return parts.sort((a, b) => a[1] - b[1]).map(([s]) => s);
};

describe('results overlay', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  it('on a phone: the buttons right under the heading, on the screen with it', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await fixture<HTMLElement>(html`<overlay-host></overlay-host>`);
    expect(order(el)).to.deep.equal(['h2', '.results-actions', '.results-body']);
    const dialog = el.shadowRoot!.querySelector('[role=dialog]')!;
    expect(dialog.getAttribute('aria-labelledby')).to.equal('results-title');
    dialog.scrollIntoView({ block: 'start' });
    const next = el.shadowRoot!.querySelector('.results-actions button')!.getBoundingClientRect();
    expect(next.bottom).to.be.lessThan(innerHeight);
  });

  it('on a wide screen: the buttons at its foot', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await fixture<HTMLElement>(html`<overlay-host></overlay-host>`);
    expect(order(el)).to.deep.equal(['h2', '.results-body', '.results-actions']);
  });

  it("another round's results are a new dialog, not the open one rewritten in place", async () => {
    const el = await fixture<HTMLElement & { round: number; updateComplete: Promise<boolean> }>(html`<overlay-host></overlay-host>`);
    const first = el.shadowRoot!.querySelector('[role=dialog]')!;
    el.round = 2;
    await el.updateComplete;
    const second = el.shadowRoot!.querySelector('[role=dialog]')!;
    expect(second.querySelector('h2')!.textContent).to.equal('Game 2 of 4: Ann went out.');
    expect(second).to.not.equal(first);
    expect(el.shadowRoot!.querySelectorAll('[role=dialog]')).to.have.length(1);
  });
});
