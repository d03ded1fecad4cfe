/**
 * Cards that travel (components/shared/motion.ts): a card new on the table moves from where a card
 * of its key was (hand to trick) or from the place it names (a seat, the deal), within 150–400 ms,
 * by transforms only; cards that stay are left alone; nothing moves under reduced motion.
 */
import { expect, fixture, html as fixtureHtml, nextFrame } from '@open-wc/testing';
import { html, LitElement } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { CardMotion } from '../../components/shared/motion.js';

interface Shown {
  readonly hand: readonly string[];
  readonly trick: readonly { key: string; from: string }[];
}

class MotionTable extends LitElement {
  static override properties = { shown: { attribute: false } };
  declare shown: Shown;
  readonly motion = new CardMotion(this);

  constructor() {
    super();
    this.shown = { hand: [], trick: [] };
  }

  override render() {
    const card = (key: string, from = '') =>
      html`<span class="card" data-motion=${key} data-motion-from=${from} style="display:inline-block;width:40px;height:58px;margin:4px;background:#ccc">${key}</span>`;
    return html`<div class="seat" data-motion-place="seat-1" style="height:40px;width:80px">Bo</div>
      <div class="trick" style="height:80px">${repeat(
        this.shown.trick,
        (t) => t.key,
        (t) => card(t.key, t.from),
      )}</div>
      <div class="hand" style="margin-top:200px">${repeat(
        this.shown.hand,
        (k) => k,
        (k) => card(k, 'deal'),
      )}</div>
      <div data-motion-place="deal" style="width:100px;height:100px"></div>`;
  }
}
customElements.define('motion-table', MotionTable);

const cards = (el: MotionTable, where: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(`${where} .card`)];
const travelling = (card: HTMLElement) => card.getAnimations();

/** After the first render's cards have dealt in. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 450));

async function shown(el: MotionTable, next: Shown): Promise<void> {
  el.shown = next;
  await el.updateComplete;
  await nextFrame();
}

describe('Cards that travel', () => {
  it('a card played from the hand travels from its place in the hand to the trick, in 150–400 ms, by a transform', async () => {
    const el = await fixture<MotionTable>(fixtureHtml`<motion-table .shown=${{ hand: ['a', 'b', 'c'], trick: [] }}></motion-table>`);
    await settled();
    await shown(el, { hand: ['a', 'c'], trick: [{ key: 'b', from: 'seat-1' }] });
    const [played] = cards(el, '.trick');
    const [animation] = travelling(played!);
    expect(animation, 'the played card moves').to.not.equal(undefined);
    const timing = animation!.effect!.getComputedTiming();
    expect(Number(timing.duration) + Number(timing.delay)).to.be.within(150, 400);
    const first = (animation!.effect as KeyframeEffect).getKeyframes()[0]!;
    expect(first.transform).to.match(/^translate\(-?[\d.]+px, [\d.]+px\)/);
    expect(Number(/, ([\d.]+)px\)/.exec(String(first.transform))![1]), 'it starts below, in the hand').to.be.greaterThan(100);
    for (const stayed of cards(el, '.hand')) expect(travelling(stayed), 'cards that stay are left alone').to.deep.equal([]);
  });

  it("a card with no earlier copy comes from the place it names (a bot's seat), growing in", async () => {
    const el = await fixture<MotionTable>(fixtureHtml`<motion-table .shown=${{ hand: ['a'], trick: [] }}></motion-table>`);
    await settled();
    await shown(el, { hand: ['a'], trick: [{ key: 'z', from: 'seat-1' }] });
    const [animation] = travelling(cards(el, '.trick')[0]!);
    const first = (animation!.effect as KeyframeEffect).getKeyframes()[0]!;
    expect(Number(first.opacity)).to.equal(0);
    expect(String(first.transform)).to.contain('scale(0.5)');
  });

  it("a deal staggers its cards from the dealer's place, every card arriving within 400 ms", async () => {
    const el = await fixture<MotionTable>(fixtureHtml`<motion-table></motion-table>`);
    await nextFrame();
    await shown(el, { hand: Array.from({ length: 15 }, (_, i) => `d${i}`), trick: [] });
    const ends = cards(el, '.hand').map((c) => {
      const t = travelling(c)[0]!.effect!.getComputedTiming();
      return Number(t.delay) + Number(t.duration);
    });
    expect(ends).to.have.length(15);
    expect(Math.max(...ends)).to.be.at.most(400);
    expect(ends[14]).to.be.greaterThan(ends[0]!);
  });

  it('two updates in one frame: the cards of both travel', async () => {
    const el = await fixture<MotionTable>(fixtureHtml`<motion-table .shown=${{ hand: ['a', 'b', 'c'], trick: [] }}></motion-table>`);
    await settled();
    el.shown = { hand: ['a', 'c'], trick: [{ key: 'b', from: 'seat-1' }] };
    await el.updateComplete;
    el.shown = {
      hand: ['a'],
      trick: [
        { key: 'b', from: 'seat-1' },
        { key: 'c', from: 'seat-1' },
      ],
    };
    await el.updateComplete;
    await nextFrame();
    const [b, c] = cards(el, '.trick');
    expect(travelling(b!), "the first update's card moves").to.have.length(1);
    expect(travelling(c!), "the second update's card moves").to.have.length(1);
  });

  it('nothing moves under prefers-reduced-motion', async () => {
    const real = window.matchMedia;
    window.matchMedia = ((q: string) => ({ ...real.call(window, q), matches: q.includes('reduce') })) as typeof window.matchMedia;
    try {
      const el = await fixture<MotionTable>(fixtureHtml`<motion-table .shown=${{ hand: ['a', 'b'], trick: [] }}></motion-table>`);
      await nextFrame();
      await shown(el, { hand: ['a'], trick: [{ key: 'b', from: 'seat-1' }] });
      expect(travelling(cards(el, '.trick')[0]!)).to.deep.equal([]);
    } finally {
      window.matchMedia = real;
    }
  });
});
