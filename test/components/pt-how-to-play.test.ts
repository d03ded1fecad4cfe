import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { render } from 'lit';
import { PLANET_TERMS } from '../../components/planet-tricks-table/describe.js';
import '../../components/planet-tricks-table/pt-scoreboard.js';
import type { PtScoreboard } from '../../components/planet-tricks-table/pt-scoreboard.js';
import '../../components/pt-how-to-play/pt-how-to-play.js';
import type { PtHowToPlay } from '../../components/pt-how-to-play/pt-how-to-play.js';
import { SECRETS_TERMS } from '../../components/secrets-of-the-universe-table/cards.js';
import { theme } from '../../components/shared/theme.styles.js';
import { askTerm, term, withTerms } from '../../components/shared/term.js';
import { planetGuide } from '../../src/games/planet-tricks/guide.js';
import { secretsGuide } from '../../src/games/secrets-of-the-universe/guide.js';
import { Replay } from './planet-views.js';
import { $ } from '../support/dom.js';

/** Stands for `<peer-table>`: the theme and its background at its host, its children moved into its shadow root. */
const frameStyle = new CSSStyleSheet();
frameStyle.replaceSync(':host { display: block; padding: 12px; background: var(--pt-bg); color: var(--pt-text); }');
class HowToFrame extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).adoptedStyleSheets = [theme.styleSheet!, frameStyle];
  }
  connectedCallback(): void {
    this.shadowRoot!.append(...this.childNodes);
  }
}
customElements.define('how-to-frame', HowToFrame);

/** A panel and a table in one shadow root, as peer-table draws them. */
async function framed(game: string, table = html``): Promise<{ root: ShadowRoot; panel: PtHowToPlay }> {
  const frame = await fixture<HowToFrame>(html`<how-to-frame><pt-how-to-play game=${game}></pt-how-to-play>${table}</how-to-frame>`);
  const root = frame.shadowRoot!;
  const panel = root.querySelector('pt-how-to-play')!;
  await panel.updateComplete;
  return { root, panel };
}

const dialog = (panel: PtHowToPlay) => $<HTMLDialogElement>(panel, 'dialog');
/** The element that has focus, looking into shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
/** Until the panel has drawn the guide it loaded and gone to the term asked for. */
async function loaded(panel: PtHowToPlay): Promise<void> {
  for (let i = 0; i < 100 && !panel.shadowRoot!.querySelector('dl'); i++) await new Promise((r) => setTimeout(r, 20));
  await panel.updateComplete;
  await new Promise((r) => setTimeout(r, 20));
}
/** Whether `el` has focus (elements are compared, never printed: a failure prints only the message). */
const focused = (el: Element): boolean => deepActive() === el;
/** Whether `el` lies inside the visible part of the panel's scrolled body. */
function inView(panel: PtHowToPlay, el: Element): boolean {
  const body = $(panel, '.body').getBoundingClientRect();
  const box = el.getBoundingClientRect();
  return box.top >= body.top - 1 && box.top < body.bottom;
}

describe('pt-how-to-play', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'dark' });
    await setViewport({ width: 800, height: 600 });
  });

  it('is a button that opens the game’s guide in a modal panel, accessible', async () => {
    const { panel } = await framed('planet-tricks');
    await expect(panel).to.be.accessible();
    const button = $<HTMLButtonElement>(panel, '[part=button]');
    expect(button.textContent!.replace(/\s+/g, ' ').trim()).to.equal('?How to play Planet Tricks');
    expect(dialog(panel).open).to.equal(false);
    button.click();
    await loaded(panel);
    expect(dialog(panel).open).to.equal(true);
    expect(dialog(panel).matches(':modal')).to.equal(true);
    expect($(panel, 'h2').textContent).to.equal('How to play Planet Tricks');
    const titles = [...panel.shadowRoot!.querySelectorAll('[part=section] h3')].map((h) => h.textContent!.trim());
    expect(titles).to.deep.equal(planetGuide.sections.map((s) => s.title));
    const terms = [...panel.shadowRoot!.querySelectorAll('[part=term]')].map((t) => t.id);
    expect(terms).to.deep.equal(planetGuide.terms.map((t) => `term-${t.id}`));
    // The text's links are words, not markup.
    expect($(panel, '.body').textContent).to.not.match(/\]\(#|\[/);
    await expect(panel).to.be.accessible();
  });

  it('opens at a term asked for from a nested shadow root, scrolled to, highlighted and focused', async () => {
    const { root, panel } = await framed('planet-tricks', html`<div id="table"></div>`);
    // A table element of its own: its shadow root holds the link, as a game table's does.
    const host = root.getElementById('table')!;
    render(
      html`<p>${withTerms('Big Bang: Ann (Starting player) takes the trick', { 'Big Bang': 'big-bang', 'Starting player': 'starting-player' })}</p>`,
      host.attachShadow({ mode: 'open' }),
    );
    const links = [...host.shadowRoot!.querySelectorAll('pt-term-link')];
    expect(links.map((l) => [l.term, l.textContent])).to.deep.equal([
      ['big-bang', 'Big Bang'],
      ['starting-player', 'Starting player'],
    ]);
    await links[0]!.updateComplete;
    links[0]!.shadowRoot!.querySelector('button')!.click();
    await loaded(panel);
    await panel.updateComplete;
    expect(dialog(panel).open).to.equal(true);
    const entry = $(panel, '#term-big-bang');
    expect(entry.classList.contains('current')).to.equal(true);
    expect(panel.shadowRoot!.querySelectorAll('.current')).to.have.length(1);
    expect(focused(entry), 'the term has focus').to.equal(true);
    expect(inView(panel, entry)).to.equal(true);
    // A link inside the panel moves to its term.
    const ref = [...entry.querySelectorAll<HTMLButtonElement>('button.ref')].find((b) => b.textContent === 'Collisions')!;
    ref.click();
    await panel.updateComplete;
    expect($(panel, '#term-collision').classList.contains('current')).to.equal(true);
    expect(focused($(panel, '#term-collision')), 'the linked term has focus').to.equal(true);
    await expect(panel).to.be.accessible();
  });

  it('closes with Escape and with its Close button, and focus goes back', async () => {
    const { panel } = await framed('secrets-of-the-universe');
    const button = $<HTMLButtonElement>(panel, '[part=button]');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await loaded(panel);
    expect(dialog(panel).open).to.equal(true);
    await sendKeys({ press: 'Escape' });
    expect(dialog(panel).open).to.equal(false);
    expect(focused(button), 'focus is back on the button').to.equal(true);

    await panel.show('bump');
    expect(focused($(panel, '#term-bump')), 'the term has focus').to.equal(true);
    $<HTMLButtonElement>(panel, '[part=close]').click();
    await panel.updateComplete;
    expect(dialog(panel).open).to.equal(false);
    expect(panel.shadowRoot!.querySelectorAll('.current')).to.have.length(0);
  });

  it('closes on a click beside the panel', async () => {
    const { panel } = await framed('planet-tricks');
    await panel.show();
    dialog(panel).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog(panel).open).to.equal(false);
  });

  it('links the scoreboard’s Null to the panel: the event crosses shadow roots', async () => {
    const { view } = new Replay(4, 'ui-4-1').find((v) => v.rounds.some((r) => r.nines.includes(4)));
    const { root, panel } = await framed('planet-tricks', html`<pt-scoreboard .view=${view}></pt-scoreboard>`);
    const board = root.querySelector<PtScoreboard>('pt-scoreboard')!;
    await board.updateComplete;
    const link = board.shadowRoot!.querySelector('.null pt-term-link')!;
    expect(link.textContent).to.equal('Null');
    await expect(board).to.be.accessible();
    link.shadowRoot!.querySelector('button')!.click();
    await loaded(panel);
    expect(dialog(panel).open).to.equal(true);
    expect($(panel, '#term-null').classList.contains('current')).to.equal(true);
  });

  it('answers once: the panel of the game the event names, else the first', async () => {
    const frame = await fixture<HowToFrame>(html`<how-to-frame>
      <pt-how-to-play game="planet-tricks"></pt-how-to-play><pt-how-to-play game="secrets-of-the-universe"></pt-how-to-play><span></span>
    </how-to-frame>`);
    const [planet, secrets] = [...frame.shadowRoot!.querySelectorAll('pt-how-to-play')];
    const from = frame.shadowRoot!.querySelector('span')!;
    let escaped = 0;
    const count = () => escaped++;
    document.addEventListener('pt-term', count);
    expect(askTerm(from, { term: 'duel', game: 'secrets-of-the-universe' })).to.equal(true);
    await loaded(secrets!);
    expect([dialog(planet!).open, dialog(secrets!).open]).to.deep.equal([false, true]);
    secrets!.close();
    expect(askTerm(from, { term: 'collision' })).to.equal(true);
    await loaded(planet!);
    expect([dialog(planet!).open, dialog(secrets!).open]).to.deep.equal([true, false]);
    planet!.close();
    // A term the guide does not have opens the guide at its top.
    expect(askTerm(from, { term: 'no-such-term', game: 'planet-tricks' })).to.equal(true);
    await loaded(planet!);
    expect(planet!.shadowRoot!.querySelectorAll('.current')).to.have.length(0);
    expect($(planet!, '.body').scrollTop).to.equal(0);
    planet!.close();
    expect(escaped, 'an answered request stays inside the root').to.equal(0);
    // Outside the panel's root nobody answers.
    const outside = document.createElement('span');
    document.body.append(outside);
    expect(askTerm(outside, { term: 'collision' })).to.equal(false);
    outside.remove();
    document.removeEventListener('pt-term', count);
    expect(escaped).to.equal(1);
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    for (const scheme of ['dark', 'light'] as const) {
      it(`fits a ${width}×${height} screen in the ${scheme} scheme, readable`, async () => {
        await setViewport({ width, height });
        await emulateMedia({ colorScheme: scheme });
        const { panel } = await framed('secrets-of-the-universe');
        await panel.show('super-bump');
        await loaded(panel);
        const box = dialog(panel).getBoundingClientRect();
        expect(box.left).to.be.at.least(0);
        expect(box.right).to.be.at.most(width);
        expect(box.top).to.be.at.least(0);
        expect(box.bottom).to.be.at.most(height);
        const body = $(panel, '.body');
        expect(body.scrollWidth, 'no sideways scrolling').to.be.at.most(body.clientWidth);
        expect(inView(panel, $(panel, '#term-super-bump'))).to.equal(true);
        const close = $(panel, '[part=close]').getBoundingClientRect();
        expect(Math.min(close.width, close.height)).to.be.at.least(44);
        await expect(panel).to.be.accessible();
        panel.close();
      });
    }
  }

  it('draws a term as a dotted-underlined button, with nothing shown on hover', async () => {
    const wrapper = await fixture<HTMLElement>(html`<p>A ${term('collision', 'Collision')} happened.</p>`);
    const link = wrapper.querySelector('pt-term-link')!;
    await link.updateComplete;
    const button = link.shadowRoot!.querySelector('button')!;
    expect(getComputedStyle(button).textDecorationStyle).to.equal('dotted');
    expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
    expect(link.shadowRoot!.querySelectorAll('[title], [role=tooltip]')).to.have.length(0);
    await expect(wrapper).to.be.accessible();
  });

  it('links only terms the guides have', () => {
    const ids = (guide: { terms: readonly { id: string }[] }) => guide.terms.map((t) => t.id);
    expect(ids(planetGuide)).to.include.members([...PLANET_TERMS]);
    expect(ids(secretsGuide)).to.include.members([...SECRETS_TERMS]);
  });
});
