import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { LitElement } from 'lit';
import '../../components/planet-tricks-table/planet-tricks-table.js';
import '../../components/pt-card/pt-card.js';
import '../../components/pt-chat/pt-chat.js';
import '../../components/pt-create-table/pt-create-table.js';
import '../../components/pt-home/pt-home.js';
import '../../components/pt-lobby/pt-lobby.js';
import '../../components/pt-log-import/pt-log-import.js';
import '../../components/pt-seat/pt-seat.js';
import { theme } from '../../components/shared/theme.styles.js';
import type { Lobby } from '../../src/net/protocol.js';
import { Replay } from './planet-views.js';

/** Stands for `<peer-table>`: `theme` at its host, its children moved into its shadow root. */
class ThemeFrame extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).adoptedStyleSheets = [theme.styleSheet!];
  }
  connectedCallback(): void {
    this.shadowRoot!.append(...this.childNodes);
  }
}
customElements.define('theme-frame', ThemeFrame);

const LOBBY: Lobby = {
  table: 't1',
  game: 'planet-tricks',
  options: { nullRule: true },
  seats: [
    { kind: 'person', name: 'Ann', connected: true },
    { kind: 'bot', name: 'Bob (bot)', connected: true },
    { kind: 'bot', name: 'Cyd (bot)', connected: true },
  ],
  spectators: 0,
  started: false,
  hostSeat: 0,
  hostCommitment: 'a'.repeat(64),
  seatCommitments: [null, null, null],
  startedAt: null,
};
const game = new Replay(4, 'ui-4-0');
const VIEW = game.find((v) => v.phase === 'playing' && v.turn === 0 && v.trick.length > 0).view;

/** Every element in `root` and in the shadow roots below it. */
function everything(root: ParentNode): Element[] {
  return [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? everything(e.shadowRoot) : [])]);
}

/** The first element matching the last selector, each earlier one naming a host to look inside. */
function inside(root: ParentNode, ...path: string[]): HTMLElement {
  let el: Element = root.querySelector(path[0]!)!;
  for (const selector of path.slice(1)) el = el.shadowRoot!.querySelector(selector)!;
  expect(el, path.join(' » ')).to.exist;
  return el as HTMLElement;
}

async function mount(className = ''): Promise<ShadowRoot> {
  const wrapper = await fixture(html`<div>
    <style>
      theme-frame.custom {
        --pt-accent: rgb(255, 105, 180);
        --pt-panel: rgb(1, 2, 3);
        --pt-chip: rgb(4, 5, 6);
      }
    </style>
    <theme-frame class=${className}>
      <pt-lobby .lobby=${LOBBY} .guestRole=${{ kind: 'seat', seat: 0 }} status="online" join-url="https://x.example/#t1" name="Ann"></pt-lobby>
      <pt-create-table name="Ann"></pt-create-table>
      <pt-home name="Ann"></pt-home>
      <pt-chat></pt-chat>
      <pt-log-import></pt-log-import>
      <pt-seat name="Bob" cards="3" turn></pt-seat>
      <pt-card interactive label="Sun 7" suit="sun" rank="7"></pt-card>
      <planet-tricks-table style="width: 1100px" .view=${VIEW}></planet-tricks-table>
    </theme-frame>
  </div>`);
  const root = wrapper.querySelector('theme-frame')!.shadowRoot!;
  // Until nothing renders any more: each element's first render adds the nested ones.
  for (let pending = true; pending; ) {
    const elements = everything(root).filter((e): e is LitElement => 'updateComplete' in e);
    pending = (await Promise.all(elements.map((e) => e.updateComplete))).some((done) => !done);
  }
  return root;
}

/** Some colours change with a transition (the log import's drop zone): wait for their end. */
async function transitionsEnd(root: ShadowRoot): Promise<void> {
  await Promise.all(everything(root).flatMap((e) => e.getAnimations().map((a) => a.finished)));
}

const style = (el: Element): CSSStyleDeclaration => getComputedStyle(el);

/** sRGB channels (0–1) of a computed colour: `rgb()`, `rgba()` or `color(srgb …)`. */
function channels(colour: string): number[] {
  const srgb = colour.match(/^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)/);
  if (srgb) return srgb.slice(1, 4).map(Number);
  const rgb = colour.match(/^rgba?\((\d+(?:\.\d+)?), (\d+(?:\.\d+)?), (\d+(?:\.\d+)?)/);
  expect(rgb, colour).to.not.equal(null);
  return rgb!.slice(1, 4).map((c) => Number(c) / 255);
}
function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The computed colour of a token at the frame's host (tokens may be color-mix() of others). */
function token(root: ShadowRoot, name: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${name})`;
  root.append(probe);
  const colour = style(probe).color;
  probe.remove();
  return colour;
}

/** Text on background, AA for normal text. */
const READABLE: [string, string][] = [
  ['--pt-text', '--pt-bg'],
  ['--pt-text', '--pt-panel'],
  ['--pt-text', '--pt-inset'],
  ['--pt-text', '--pt-highlight'],
  ['--pt-text', '--pt-ok-bg'],
  ['--pt-text', '--pt-warning-bg'],
  ['--pt-text', '--pt-danger-bg'],
  ['--pt-muted', '--pt-bg'],
  ['--pt-muted', '--pt-panel'],
  ['--pt-muted', '--pt-inset'],
  ['--pt-faint', '--pt-panel'],
  ['--pt-faint', '--pt-inset'],
  ['--pt-accent-ink', '--pt-bg'],
  ['--pt-accent-ink', '--pt-panel'],
  ['--pt-accent-ink', '--pt-inset'],
  ['--pt-accent-text', '--pt-accent'],
  ['--pt-accent-text', '--pt-turn'],
  ['--pt-ok', '--pt-panel'],
];

const PALETTE = {
  dark: { text: 'rgb(232, 238, 245)', panel: 'rgb(19, 38, 58)', inset: 'rgb(13, 27, 42)', accent: 'rgb(242, 193, 78)' },
  light: { text: 'rgb(22, 32, 43)', panel: 'rgb(255, 255, 255)', inset: 'rgb(244, 247, 251)', accent: 'rgb(242, 193, 78)' },
};

describe('theme', () => {
  afterEach(() => emulateMedia({ colorScheme: 'dark', reducedMotion: 'no-preference' }));

  it('lets a page rule on the host override a token in every nested shadow root', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const plain = await mount();
    expect(style(inside(plain, 'pt-lobby', 'button.primary')).backgroundColor).to.equal(PALETTE.dark.accent);

    const root = await mount('custom');
    expect(style(inside(root, 'pt-lobby', 'button.primary')).backgroundColor).to.equal('rgb(255, 105, 180)');
    expect(style(inside(root, 'pt-lobby', 'pt-join-link', 'button')).backgroundColor).to.equal('rgb(255, 105, 180)');
    expect(style(inside(root, 'pt-lobby', '.panel')).backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(style(inside(root, 'planet-tricks-table', '.rail')).backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(style(inside(root, 'planet-tricks-table', 'pt-scoreboard', 'th.you')).color).to.equal('rgb(255, 105, 180)');
    expect(style(inside(root, 'planet-tricks-table', '.player pt-seat', '.you')).backgroundColor).to.equal('rgb(4, 5, 6)');

    await emulateMedia({ colorScheme: 'light' });
    // Accent text follows the page's accent, darkened for light backgrounds.
    const ink = style(inside(root, 'planet-tricks-table', 'pt-scoreboard', 'th.you')).color;
    channels(ink).forEach((c, i) => expect(c * 255).to.be.closeTo([137.85, 55.5, 81][i]!, 1));
  });

  it('follows prefers-color-scheme, with readable text in both palettes', async () => {
    const root = await mount();
    for (const scheme of ['dark', 'light', 'dark'] as const) {
      await emulateMedia({ colorScheme: scheme });
      await transitionsEnd(root);
      const want = PALETTE[scheme];
      const at = (...path: string[]) => style(inside(root, ...path));
      expect(at('pt-lobby').color, scheme).to.equal(want.text);
      expect(at('pt-lobby', '.panel').backgroundColor, scheme).to.equal(want.panel);
      expect(at('pt-lobby', '.seat').backgroundColor, scheme).to.equal(want.inset);
      expect(at('pt-create-table', 'form').backgroundColor, scheme).to.equal(want.panel);
      expect(at('pt-home', '.tagline').color, scheme).to.equal(want.text);
      expect(at('pt-home', '.game article').backgroundColor, scheme).to.equal(want.panel);
      expect(at('pt-home', '[part=play-now]').backgroundColor, scheme).to.equal(want.accent);
      expect(at('pt-chat', '[part=log]').backgroundColor, scheme).to.equal(want.inset);
      expect(at('pt-log-import', '.zone').backgroundColor, scheme).to.equal(want.panel);
      expect(at('pt-seat', '.seat').color, scheme).to.equal(want.text);
      expect(at('planet-tricks-table').color, scheme).to.equal(want.text);
      expect(at('planet-tricks-table', 'pt-scoreboard').backgroundColor, scheme).to.equal(want.panel);
      expect(at('planet-tricks-table', '.player pt-seat', '.seat').color, scheme).to.equal(want.text);
      expect(at('pt-lobby', 'button.primary').backgroundColor, scheme).to.equal(want.accent);

      for (const [fg, bg] of READABLE) {
        const ratio = contrast(token(root, fg), token(root, bg));
        expect(ratio, `${scheme}: ${fg} on ${bg}`).to.be.at.least(4.5);
      }
    }
  });

  it('stops every transition and animation under prefers-reduced-motion', async () => {
    const root = await mount();
    const moving = () =>
      everything(root).filter((e) => {
        const s = style(e);
        return s.transitionDuration.split(', ').some((d) => d !== '0s') || s.animationName !== 'none';
      });
    const animated = moving().map((e) => `${(e.getRootNode() as ShadowRoot).host.localName} .${e.classList[0]}`);
    expect(animated).to.include.members(['pt-card .card', 'pt-seat .seat', 'pt-log-import .zone']);

    await emulateMedia({ reducedMotion: 'reduce' });
    expect(moving()).to.deep.equal([]);
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(moving().length).to.equal(animated.length);
  });
});
