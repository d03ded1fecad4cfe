/**
 * The Secrets of the Universe table in the Advanced Version, drawn from real views: the window for
 * Private Bonus Cards at the start (buttons for its player only), every place's set-aside Bonus Cards,
 * the packets under the deck, and the reveal with the packets taken and what a 0 stands for in a meld;
 * in the Expert Addition each player's buffer, the careless discards before the viewer discards, and
 * the points charged; accessible at each step.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/secrets-of-the-universe-table/secrets-table.js';
import type { RevealedHandView } from '../../src/games/secrets-of-the-universe/view.js';
import { carelessLine } from '../../components/secrets-of-the-universe-table/expert.js';
import { A, B, C, D, discard, draw, goOut } from '../support/builders/secrets.js';
import { area, atPrivates, beforeLastEight, driveAdvanced, plainPickUp, setAsideCard } from '../games/secrets-of-the-universe/support/advanced.js';
import { labels, terms, textIn, textsIn } from '../support/dom.js';
import { accessible, shown } from '../support/secrets-fixture.js';

const buttons = (root: ParentNode, selector: string) => textsIn(root, `${selector} button`);

describe('<secrets-table>, Advanced Version: Bonus Cards', () => {
  it('the window for Private Bonus Cards: its player may set a Plain 0 aside or be done; the others watch', async () => {
    const d = atPrivates({ players: 4, dealer: A, hands: { [A]: 'P0 E1 E2' }, claimMs: 4000 });
    const ann = await shown(d, A);
    expect(textIn(ann.root, '.privates h2')).to.equal('Private Bonus Cards');
    expect(textIn(ann.root, '.privates .hint')).to.match(/^Your turn: set aside a Void or a Plain 0/);
    expect(buttons(ann.root, '.privates')).to.deep.equal(['Set aside Plain 0 (+5)', 'Done']);
    await accessible(ann.el);
    ann.root.querySelector<HTMLButtonElement>('.privates .set-aside button')!.click();
    [...ann.root.querySelectorAll<HTMLButtonElement>('.privates button')].at(-1)!.click();
    expect(ann.sent).to.deep.equal([{ type: 'setAside', card: 'P0' }, { type: 'pass' }]);
    const bob = await shown(d, B);
    expect(textIn(bob.root, '.privates h2'), 'the same title for every seat').to.equal('Private Bonus Cards');
    expect(textIn(bob.root, '.privates .hint')).to.match(/^Ann decides\. In turn from the dealer/);
    expect(buttons(bob.root, '.privates')).to.deep.equal([]);
    expect(bob.root.querySelector('.privates [role=progressbar]')!.getAttribute('aria-label')).to.equal('Time left to decide');
  });

  it("a Private Bonus Card held keeps its set-aside button in the tray: enabled on its holder's turn, disabled between", async () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'Void E1 E2', [B]: 'P0 Void E3' } });
    expect(d.view(A).turn!.seat).to.equal(A);
    const setAside = (card: string) => `Set aside ${card} (+5)`;
    for (const [seat, held, enabled] of [
      [A, ['Void'], true],
      [B, ['Void', 'Plain 0'], false],
    ] as const) {
      const { el, root } = await shown(d, seat);
      expect(buttons(root, '.tray .set-aside')).to.deep.equal(held.map(setAside));
      const buttonsEnabled = [...root.querySelectorAll<HTMLButtonElement>('.tray .set-aside button')].map((b) => !b.disabled);
      expect(buttonsEnabled).to.deep.equal(held.map(() => enabled));
      await accessible(el);
    }
    const { root } = await shown(d, C);
    expect(root.querySelector('.tray .set-aside')).to.equal(null);
  });

  it('a swap of a set-aside Plain 0 for the Special 0 keeps its button in the tray while both are set aside: enabled on the turn, disabled between', async () => {
    const d = driveAdvanced({ players: 4, dealer: A, setAside: { [B]: 'S0' }, hands: { [A]: 'P0 E8' } });
    d.do(setAsideCard('P0'), A);
    expect(d.view(A).turn!.seat).to.equal(A);
    for (const [seat, label, enabled] of [
      [A, "Swap your Plain 0 for Bob's Special 0", true],
      [B, "Swap your Special 0 for Ann's Plain 0", false],
    ] as const) {
      const { el, root, sent } = await shown(d, seat);
      expect(buttons(root, '.tray [part=swap]')).to.deep.equal([label]);
      const button = root.querySelector<HTMLButtonElement>('.tray [part=swap] button')!;
      expect(button.disabled).to.equal(!enabled);
      button.click();
      expect(sent).to.deep.equal(enabled ? [{ type: 'swapZero', with: B }] : []);
      await accessible(el);
    }
    for (const seat of [C, D]) expect((await shown(d, seat)).root.querySelector('.tray [part=swap]')).to.equal(null);
  });

  it("every place shows its set-aside Bonus Cards, the dealer's from the face-down card too; the felt counts the packets", async () => {
    const d = driveAdvanced({ players: 4, dealer: A, faceDownSetAside: 'Void', setAside: { [B]: 'Eternity', [D]: 'S0' } });
    const { el, root } = await shown(d, B);
    expect(labels(root, '.places .aside')).to.deep.equal([
      "Ann's set-aside Bonus Cards: Void",
      'Your set-aside Bonus Cards: Eternity',
      "Dee's set-aside Bonus Cards: Special 0",
    ]);
    expect(labels(root, '.places .aside [role=img]')).to.deep.equal(['Void', 'Eternity', 'Special 0']);
    expect(textIn(root, '.caption.packets')).to.equal('6 packets');
    expect(terms(root, '.caption.packets')).to.deep.equal(['packet']);
    await accessible(el);
  });
});

describe('<secrets-table>, Advanced Version: the reveal', () => {
  it("each 3-Set of 8s and unity of Magic 8s with its packet's Bonus Cards and points; the set-aside line", async () => {
    const d = driveAdvanced({
      players: 4,
      dealer: A,
      hands: { [A]: 'E8 F8 W8 M8 M8 M8 E1 E2 E3 F5 F6 F7' },
      tops: { 0: 'W9' },
      packets: { 4: 'P0 S0', 5: 'Void' },
      setAside: { [A]: 'Infinity' },
      nextGameMs: 60_000,
    });
    d.do(draw, A).do(goOut, A).settle();
    const { el, root } = await shown(d, B);
    const ann = root.querySelector('.reveal article[aria-label="Ann\'s hand"]')!;
    expect(textsIn(ann, '.meld .what')).to.include.members(['3-Set · 15 (packet: Void, +5)', 'concealed Magic 3-Unity · 75 (packet: Plain 0, Special 0, +15)']);
    expect(terms(ann, '.meld .coin-note')).to.deep.equal(['packet', 'packet']);
    expect(textIn(ann, '.aside-line > span')).to.equal('Set aside: +5');
    expect(labels(ann, '.aside-line [role=img]')).to.deep.equal(['Infinity']);
    await accessible(el);
  });

  it('a 0 in a meld with the card it stands for', async () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'P0 E1 E2 F5 F6 F7 W7 W8 W9 A1 A2 A3' }, tops: { 0: 'M5' }, nextGameMs: 60_000 });
    d.do(draw, A).do(goOut, A).settle();
    const { root } = await shown(d, B);
    const ann = root.querySelector('.reveal article[aria-label="Ann\'s hand"]')!;
    expect(textsIn(ann, '.stand-in .as')).to.deep.equal(['as Earth 0']);
    expect(labels(ann, '.stand-in [role=img]')).to.deep.equal(['Plain 0']);
  });
});

describe('<secrets-table>, Advanced Version: the Expert Addition', () => {
  it('before discarding, the cards whose discard would be careless with what each could cost; every place shows its buffer', async () => {
    const ann = await shown(beforeLastEight(), A);
    expect(textIn(ann.root, '.careless')).to.match(/^Careless discards: Water 8 could cost 100.*; your buffer takes the first 10\.$/);
    expect(terms(ann.root, '.careless')).to.deep.equal(['careless-discard']);
    expect(textsIn(ann.root, '.places .buffer')).to.deep.equal(['Buffer 10', 'Buffer 10', 'Buffer 10', 'Buffer 10']);
    await accessible(ann.el);
    const bob = await shown(beforeLastEight(), B);
    expect(textIn(bob.root, '.careless'), 'the box keeps its place between turns').to.equal(
      'Careless discards: none of your discards would be careless now (buffer 10).',
    );
    const height = (r: ShadowRoot) => r.querySelector('.tray .careless')!.getBoundingClientRect().height;
    expect(height(bob.root), 'filled or empty, the box keeps its height').to.equal(height(ann.root));
    const offset = (r: ShadowRoot) => r.querySelector('.tray .careless')!.getBoundingClientRect().top - r.querySelector('.tray')!.getBoundingClientRect().top;
    expect(offset(ann.root), 'and its place, under the meld guide').to.equal(offset(bob.root));
    expect(offset(ann.root)).to.be.above(0);
  });

  it('once charged, the buffer left in the place', async () => {
    const d = beforeLastEight()
      .do(discard('W8'), A)
      .settle()
      .do(plainPickUp([area(A)], '', 1), B);
    const cyd = await shown(d, C);
    expect(textIn(cyd.root, '.places li:first-child .buffer')).to.equal('Buffer 0');
    expect(d.ctx.penalties[A]).to.equal(15);
  });

  it("a revealed hand's careless discards: charged, and lost past the buffer", async () => {
    const line = async (charged: number, lost: number) => {
      const hand = { careless: { charged, lost } } as RevealedHandView;
      return textIn(await fixture(html`<div>${carelessLine(hand)}</div>`), 'p');
    };
    expect(await line(15, 5)).to.equal('Careless discards: 15 charged, −5 past the buffer');
    expect(await line(5, 0)).to.equal('Careless discards: 5 charged, within the buffer');
    expect(await line(0, 0)).to.equal(null);
  });
});
