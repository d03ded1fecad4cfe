/**
 * The Secrets of the Universe table keeps still and its cards travel (components/shared/motion.ts):
 * every card on the table is marked with its game and code, the deck, each quarter and each place
 * are places cards come from; a discard travels from the hand to its area, a drawn card from the
 * deck into the hand, the main discard taken into the hand, a pickup into the meld, and the dealer's
 * face-down card flips over when it is turned up. Each part keeps its height as turns pass, and the
 * hand is placed by transforms. The same element in the replay viewer moves the same way.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import '../../components/secrets-of-the-universe-table/secrets-table.js';
import type { SecretsTable } from '../../components/secrets-of-the-universe-table/secrets-table.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { A, B, C, cards as cardsOf, D, discard, draw, Driver, table, take } from '../support/builders/secrets.js';
import { area, driveTable, mainArea, pickUp, play } from '../support/builders/secrets-table.js';
import { $, arrived } from '../support/dom.js';

async function shown(view: SecretsView, width = 1000): Promise<SecretsTable> {
  fixtureCleanup();
  const el = await fixture<SecretsTable>(html`<secrets-table style="width: ${width}px" .view=${view}></secrets-table>`);
  await arrived(el);
  return el;
}

/** Shows `view` on `el` and returns the cards that started to travel, by their key. */
async function next(el: SecretsTable, view: SecretsView): Promise<string[]> {
  el.view = view;
  await el.updateComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const moving = [...el.shadowRoot!.querySelectorAll('[data-motion]')].filter((c) => c.getAnimations().some((a) => !(a instanceof CSSTransition)));
  return moving.map((c) => c.getAttribute('data-motion')!);
}

const box = (el: SecretsTable, selector: string) => $(el, selector).getBoundingClientRect();

describe('<secrets-table>: cards that travel', () => {
  it('marks each card on the table with its game and code, and the places cards come from', async () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'W2 E1', [B]: 'A8 F1' } });
    play(d, A, 'W2');
    const el = await shown(d.view(B));
    const root = el.shadowRoot!;
    expect([...root.querySelectorAll('[data-motion-place]')].map((p) => p.getAttribute('data-motion-place')).sort()).to.deep.equal([
      'face-down',
      'place-0',
      'place-1',
      'place-2',
      'place-3',
      'quarter-0',
      'quarter-1',
      'quarter-2',
      'quarter-3',
    ]);
    const hand = [...root.querySelectorAll('.hand [data-motion]')];
    expect(hand).to.have.length(12);
    expect(hand.every((c) => /^1:[EFWAM]\d$/.test(c.getAttribute('data-motion')!))).to.equal(true);
    expect(hand[0]!.getAttribute('data-motion-from'), "drawn from the quarter at Bob's right").to.equal('quarter-1');
    const annArea = root.querySelector('[aria-label^="Ann\'s discard area"] [data-motion]')!;
    expect(annArea.getAttribute('data-motion')).to.equal('1:W2');
    expect(annArea.getAttribute('data-motion-from')).to.equal('place-0');
  });

  it('a discard travels from the hand to its area, and on to the main area at the next discard', async () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'W2 E1 F9' } });
    d.do(draw, A);
    const el = await shown(d.view(A));
    expect(await next(el, d.do(discard('W2'), A).settle().view(A))).to.deep.equal(['1:W2']);
    await arrived(el);
    for (const seat of [B, C, D]) play(d, seat);
    d.do(draw, A);
    await next(el, d.view(A));
    await arrived(el);
    // (cards of the hand beyond the gap slide along too)
    expect(await next(el, d.do(discard('E1'), A).settle().view(A))).to.include.members(['1:W2', '1:E1']);
    expect($(el, '.main .slot.active [data-motion]').getAttribute('data-motion')).to.equal('1:W2');
  });

  it('a pickup travels into the exposed meld; the main discard taken travels into the hand', async () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'W2 E1', [B]: 'A8 W3 W4' } });
    play(d, A, 'W2');
    const el = await shown(d.view(B));
    expect(await next(el, d.do(pickUp([area(A)], 'W3 W4'), B).view(B))).to.have.members(['1:W2', '1:W3', '1:W4']);
    expect([...el.shadowRoot!.querySelectorAll('.own-exposed [data-motion]')].map((c) => c.getAttribute('data-motion'))).to.deep.equal([
      '1:W2',
      '1:W3',
      '1:W4',
    ]);

    // Earth 1 the active main discard, Bob to play.
    const main = mainArea();
    const bob = await shown(main.view(B));
    // (the hand's other cards may slide along to make room)
    expect(await next(bob, main.do(take, B).view(B))).to.include('1:E1');
    const taken = bob.shadowRoot!.querySelector('.hand [data-motion="1:E1"]')!;
    const from = (taken.getAnimations()[0]!.effect as KeyframeEffect).getKeyframes()[0]!.transform as string;
    expect(Number(/translate\([-\d.]+px, (-?[\d.]+)px\)/.exec(from)![1]), 'it comes up from the main area').to.be.below(-100);
  });

  it("the dealer's face-down card flips over as the main discard of the dealer's second turn", async () => {
    const d = driveTable({ players: 4, dealer: A, faceDown: 'M9' });
    for (const seat of [A, B, C]) play(d, seat);
    d.do(draw, D);
    const el = await shown(d.do(discard(d.ctx.hands[D]!.at(-1)!.code), D).view(B));
    const turned = d.settle().view(B);
    expect(await next(el, turned)).to.include('1:M9');
    const card = $(el, '.main .slot.active .card.turned');
    expect(card.getAttribute('data-motion-from')).to.equal('face-down');
    expect(card.getAnimations().some((a) => a instanceof CSSAnimation && a.animationName === 'turn-up')).to.equal(true);
  });

  it('Basic Version: a card drawn from the deck comes from the deck; a discard goes onto the pile', async () => {
    const d = Driver.from(table({ players: 4, dealer: 0, discard: 'F7' })).settle();
    const el = await shown(d.view(A));
    expect($(el, '.deck .back').getAttribute('data-motion-place')).to.equal('deck');
    const held = new Set(d.view(A).hand.map((c) => `1:${c.code}`));
    const moving = await next(el, d.do(draw, A).view(A));
    const drawn = moving.filter((k) => !held.has(k));
    expect(drawn).to.have.length(1);
    expect($(el, `.hand [data-motion="${drawn[0]}"]`).getAttribute('data-motion-from')).to.equal('deck');
    await arrived(el);
    const card = d.view(A).hand[0]!;
    // The discard lands on the pile, and the Fire 7 under it goes into the fan.
    expect(await next(el, d.do(discard(card.code), A).view(A))).to.include.members([`1:${card.code}`, '1:F7']);
  });
});

describe('<secrets-table>: nothing moves as turns pass', () => {
  it('the places, the felt, the hand and the tray keep their boxes through a round and a pickup', async () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'W2 E1', [B]: 'A8 W3 W4' } });
    const el = await shown(d.view(B));
    const parts = ['.places', '.felt', '.main', '.hand-row', '.tray', '.guide', '.player'];
    const boxes = () => parts.map((p) => JSON.stringify(box(el, p).toJSON()));
    const first = boxes();
    play(d, A, 'W2');
    await next(el, d.view(B));
    expect(boxes()).to.deep.equal(first);
    await next(el, d.do(pickUp([area(A)], 'W3 W4'), B).view(B));
    expect(boxes()).to.deep.equal(first);
    await next(el, d.do(discard('A8'), B).settle().view(B));
    expect(boxes()).to.deep.equal(first);
  });

  it("the hand lies in one line placed by transforms; at a phone's width in one row when short, else two, three past 18 cards, the whole of it inside its row, every card wide to tap", async () => {
    const d = driveTable({ players: 4, dealer: A });
    d.do(draw, A);
    const held = (n: number) => ({ ...d.view(A), hand: cardsOf('E1 E2 E3 E4 E5 E6 E7 E8 E9 F1 F2 F3 F4 F5 F6 F7 F8 F9 W1 W2').slice(0, n) });
    for (const [width, n, lines] of [
      [900, 13, 1],
      [370, 13, 2],
      [370, 7, 1],
      [370, 20, 3],
    ] as const) {
      const el = await shown(n === 13 ? d.view(A) : held(n), width);
      const row = box(el, '.hand-row');
      const cards = [...el.shadowRoot!.querySelectorAll('.hand .card')].map((c) => c.getBoundingClientRect());
      expect(cards).to.have.length(n);
      expect(Math.min(...cards.map((c) => c.left))).to.be.at.least(row.left - 1);
      expect(Math.max(...cards.map((c) => c.right))).to.be.at.most(row.right + 1);
      expect(Math.max(...cards.map((c) => c.bottom))).to.be.at.most(row.bottom + 1);
      expect(new Set(cards.map((c) => Math.round(c.top))).size, `${width} px: ${lines} line(s)`).to.equal(lines);
      const byTop = (c: DOMRect, i: number) => cards.findIndex((o, j) => j > i && Math.round(o.top) === Math.round(c.top));
      const showing = cards.map((c, i) => (byTop(c, i) < 0 ? c.width : cards[byTop(c, i)]!.left - c.left));
      expect(Math.min(...showing), `${width} px: the width of each card showing`).to.be.at.least(32);
      expect(getComputedStyle($(el, '.hand > .at')).position).to.equal('absolute');
    }
  });
});
