import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/pt-hand/pt-hand.js';
import type { HandItem, PtHand } from '../../components/pt-hand/pt-hand.js';
import type { PtCard } from '../../components/pt-card/pt-card.js';

const MUST = 'Must-Follow: you hold Sun, so you must play Sun.';
const CARDS: HandItem[] = [
  { card: 0, label: 'Sun 1', suit: 'sun', rank: 1, reason: null },
  { card: 5, label: 'Sun 5', suit: 'sun', rank: 5, reason: null },
  { card: 14, label: 'Saturn 1', suit: 'saturn', rank: 1, reason: MUST },
  { card: 56, label: 'Black 1', suit: 'black', rank: 1, reason: MUST },
];

const cards = (el: PtHand): PtCard[] => [...el.shadowRoot!.querySelectorAll('pt-card')];
const buttonOf = (c: PtCard): HTMLButtonElement => c.shadowRoot!.querySelector('button')!;
const focused = (el: PtHand): number => cards(el).findIndex((c) => c.shadowRoot!.activeElement !== null);
const plays = (el: PtHand): number[] => {
  const got: number[] = [];
  el.addEventListener('play-card', (e) => got.push(e.detail.card));
  return got;
};

async function hand(active = true, items = CARDS): Promise<PtHand> {
  const el = await fixture<PtHand>(html`<pt-hand .cards=${items} ?active=${active}></pt-hand>`);
  await Promise.all(cards(el).map((c) => c.updateComplete));
  return el;
}

describe('pt-hand', () => {
  it('is accessible, a list named "Your hand"', async () => {
    const el = await hand();
    await expect(el).to.be.accessible();
    const list = el.shadowRoot!.querySelector('ul')!;
    expect(list.getAttribute('aria-label')).to.equal('Your hand');
    expect(list.querySelectorAll('li pt-card').length).to.equal(4);
  });

  it('is accessible while waiting and when empty', async () => {
    await expect(await hand(false)).to.be.accessible();
    const empty = await hand(true, []);
    await expect(empty).to.be.accessible();
    expect(empty.shadowRoot!.textContent).to.contain('no cards');
  });

  it('has one tab stop and moves it with arrows, Home and End', async () => {
    const el = await hand();
    const stops = cards(el).filter((c) => buttonOf(c).tabIndex === 0);
    expect(stops.length).to.equal(1);
    cards(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(focused(el)).to.equal(1);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(focused(el)).to.equal(3);
    expect(buttonOf(cards(el)[3]!).tabIndex).to.equal(0);
    expect(buttonOf(cards(el)[0]!).tabIndex).to.equal(-1);
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal(3);
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(focused(el)).to.equal(2);
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(focused(el)).to.equal(0);
  });

  it('plays a legal card with Enter, Space or a click', async () => {
    const el = await hand();
    const got = plays(el);
    cards(el)[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    await sendKeys({ press: 'Space' });
    buttonOf(cards(el)[1]!).click();
    expect(got).to.deep.equal([0, 5, 5]);
  });

  it('keeps an illegal card focusable with its reason, and does not play it', async () => {
    const el = await hand();
    const got = plays(el);
    const saturn = cards(el)[2]!;
    expect(saturn.disabled).to.equal(true);
    expect(saturn.reason).to.equal(MUST);
    const button = buttonOf(saturn);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(saturn.shadowRoot!.getElementById(button.getAttribute('aria-describedby')!)!.textContent).to.equal(MUST);
    saturn.focus();
    expect(focused(el)).to.equal(2);
    await sendKeys({ press: 'Enter' });
    button.click();
    expect(got).to.deep.equal([]);
  });

  it('plays nothing while it is not your turn, and says so', async () => {
    const el = await hand(false);
    const got = plays(el);
    cards(el).forEach((c) => buttonOf(c).click());
    expect(got).to.deep.equal([]);
    expect(cards(el)[0]!.reason).to.equal('Wait for your turn.');
  });

  it('keeps a hand on one line while 34px of every card shows, and wraps a bigger one into balanced lines', async () => {
    const hand = (n: number): HandItem[] =>
      Array.from({ length: n }, (_, i) => ({ card: i, label: `Card ${i}`, suit: 'sun', rank: 1 + (i % 9), reason: null }));
    const laid = async (n: number, capacity = 0) => {
      const el = await fixture<PtHand>(html`<pt-hand style="width: 370px; --pt-card-width: 50px" .cards=${hand(n)} .capacity=${capacity} active></pt-hand>`);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      await el.updateComplete;
      // Cards slide to their places when the lines are balanced.
      await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished));
      const rects = cards(el).map((c) => c.getBoundingClientRect());
      return { el, rects, lines: [...new Set(rects.map((r) => Math.round(r.top)))] };
    };
    // How much of each card shows before the next one on its line.
    const shown = (rects: DOMRect[]) => rects.slice(1).flatMap((r, i) => (Math.round(r.top) === Math.round(rects[i]!.top) ? [r.left - rects[i]!.left] : []));
    const ten = await laid(10);
    expect(ten.lines.length, '10 cards of 50px in 370px').to.equal(1);
    expect(Math.min(...shown(ten.rects))).to.be.at.least(34 - 0.5);
    const twenty = await laid(20);
    expect(twenty.lines.length).to.equal(2);
    expect(twenty.rects.filter((r) => Math.round(r.top) === twenty.lines[0]).length).to.equal(10);
    expect(Math.min(...shown(twenty.rects))).to.be.at.least(34 - 0.5);
    expect(twenty.rects.at(-1)!.right).to.be.at.most(twenty.el.getBoundingClientRect().right + 0.5);
    // A hand dealt 20 keeps the height of two lines when it holds fewer.
    const few = await laid(6, 20);
    expect(few.lines.length).to.equal(1);
    expect(few.el.getBoundingClientRect().height).to.be.closeTo(twenty.el.getBoundingClientRect().height, 0.5);
  });

  it("leaves 32px or more of every card to tap, hit-tested as the hand lies, at a phone's widths and every hand size", async () => {
    const items = (n: number): HandItem[] =>
      Array.from({ length: n }, (_, i) => ({ card: i, label: `Card ${i}`, suit: 'sun', rank: 1 + (i % 9), reason: null }));
    const el = await fixture<PtHand>(html`<pt-hand style="--pt-motion: 0ms" .capacity=${20} active></pt-hand>`);
    for (const [width, card] of [
      [300, 44],
      [340, 50],
      [360, 70],
    ] as const) {
      el.style.width = `${width}px`;
      el.style.setProperty('--pt-card-width', `${card}px`);
      for (let n = 1; n <= 24; n++) {
        el.cards = items(n);
        await el.updateComplete;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        await el.updateComplete;
        for (const c of cards(el)) {
          const r = c.getBoundingClientRect();
          // Near the card's top: the corner, which a card on the line below never covers.
          const y = r.top + 10;
          let free = 0;
          for (let x = Math.ceil(r.left); x < r.right; x++) if (el.shadowRoot!.elementFromPoint(x + 0.5, y) === c) free++;
          expect(free, `${c.label} of ${n} cards of ${card}px in ${width}px`).to.be.at.least(32);
          expect(r.right, `${c.label} of ${n} in ${width}px`).to.be.at.most(el.getBoundingClientRect().right + 0.5);
        }
      }
    }
  });

  it('marks each card as a hand card, and with `looks` asks to show a card that may not be played', async () => {
    const el = await fixture<PtHand>(html`<pt-hand .cards=${CARDS} active looks></pt-hand>`);
    expect(cards(el).every((c) => c.hasAttribute('data-hand-card'))).to.equal(true);
    const looked: unknown[] = [];
    el.addEventListener('look-card', (e) => looked.push(e.detail));
    const got = plays(el);
    buttonOf(cards(el)[2]!).click();
    buttonOf(cards(el)[0]!).click();
    expect(looked).to.deep.equal([{ card: 14, reason: MUST }]);
    expect(got).to.deep.equal([0]);
    el.active = false;
    await el.updateComplete;
    buttonOf(cards(el)[0]!).click();
    expect(looked.at(-1)).to.deep.equal({ card: 0, reason: 'Wait for your turn.' });
  });

  it('keeps focus in the hand when the played card leaves it', async () => {
    const el = await hand();
    el.addEventListener('play-card', (e) => (el.cards = el.cards.filter((c) => c.card !== e.detail.card)));
    cards(el)[1]!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(cards(el).length).to.equal(3);
    expect(focused(el)).to.equal(1);
  });
});
