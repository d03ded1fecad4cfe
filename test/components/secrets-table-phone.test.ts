/**
 * The Secrets of the Universe table as a person meets it on a phone and wide: every hand card marked
 * for the layout checks and wide enough to tap, a tapped card seen large before it is discarded,
 * rows that scroll sideways fading at the edge they have more beyond, the main area's inactive
 * discards each showing its rank, the dummies named as players are, the line at the top and the
 * meld guide offering only what is possible now, what melds score beside the Basic Version's hand,
 * and the results of a game closing once the next one is dealt early (everyone ready), however Next
 * was said.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import '../../components/secrets-of-the-universe-table/secrets-table.js';
import type { SecretsTable } from '../../components/secrets-of-the-universe-table/secrets-table.js';
import { edgesOf } from '../../components/secrets-of-the-universe-table/scroll-hint.js';
import type { SecretsCommand } from '../../src/games/secrets-of-the-universe/types.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { draw, Driver, goOut, table, take } from '../support/builders/secrets.js';
import { driveTable, play } from '../support/builders/secrets-table.js';
import { textsIn } from '../support/dom.js';
import { commandsFrom } from '../support/table-fixture.js';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The table at `width` px, its commands collected; once its size is known (a phone's table behaves as one from its first tap). */
async function shown(view: SecretsView, width = 390) {
  fixtureCleanup();
  const el = await fixture<SecretsTable>(html`<secrets-table style="width: ${width}px" .view=${view}></secrets-table>`);
  const sent = commandsFrom<SecretsCommand>(el);
  // Its size is observed after the first layout, in the frame after the first.
  await frame();
  await frame();
  await el.updateComplete;
  return { el, sent, root: el.shadowRoot! };
}

const press = async (el: SecretsTable, button: HTMLElement) => {
  button.click();
  await el.updateComplete;
};

const handButton = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('.hand button.card')].find((b) => b.getAttribute('aria-label')!.endsWith(name))!;

const HANDS = { 0: 'E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A1 A1' };

describe('<secrets-table> on a phone and wide', () => {
  it("every card of the viewer's hand is marked as a hand card, sorted or grouped; no other card is", async () => {
    const d = Driver.from(table({ players: 4, dealer: 0, hands: HANDS, top: 'A5' }))
      .settle()
      .do(draw, 0);
    const { el, root } = await shown(d.view(0), 1000);
    expect(root.querySelectorAll('[data-hand-card]')).to.have.length(13);
    expect(root.querySelectorAll('.hand [data-hand-card]')).to.have.length(13);
    el.grouped = true;
    await el.updateComplete;
    expect(root.querySelectorAll('.groups [data-hand-card]')).to.have.length(13);
    await expect(el).to.be.accessible();
  });

  it('on a phone a tap shows the card large with Discard; a second tap discards it; wide, a tap discards at once', async () => {
    const d = Driver.from(table({ players: 4, dealer: 0, discard: 'F7' }))
      .settle()
      .do(take, 0);
    const F7 = 'Fire 7, taken from the discards';
    const phone = await shown(d.view(0));
    expect(handButton(phone.root, F7).getAttribute('aria-label'), 'before the first tap it names the card').to.equal(F7);
    await press(phone.el, handButton(phone.root, F7));
    expect(phone.sent, 'the first tap only shows it').to.deep.equal([]);
    const peek = phone.root.querySelector('.peek')!;
    expect(peek.getAttribute('aria-label')).to.equal(`${F7}, seen large`);
    expect(peek.querySelector('.card')!.getBoundingClientRect().width, 'twice a hand card').to.be.at.least(80);
    expect(handButton(phone.root, F7).getAttribute('aria-label')).to.equal(`Discard ${F7}`);
    await expect(phone.el).to.be.accessible();
    await press(phone.el, handButton(phone.root, F7));
    expect(phone.sent).to.deep.equal([{ type: 'discard', card: 'F7', taken: true }]);

    const viaButton = await shown(d.view(0));
    await press(viaButton.el, handButton(viaButton.root, F7));
    await press(viaButton.el, [...viaButton.root.querySelectorAll<HTMLButtonElement>('.peek button')].find((b) => b.textContent === 'Discard')!);
    expect(viaButton.sent).to.deep.equal([{ type: 'discard', card: 'F7', taken: true }]);

    const putBack = await shown(d.view(0));
    await press(putBack.el, handButton(putBack.root, F7));
    await press(putBack.el, putBack.root.querySelector<HTMLButtonElement>('.peek-close')!);
    expect(putBack.root.querySelector('.peek') === null).to.equal(true);
    expect(handButton(putBack.root, F7).getAttribute('aria-label')).to.equal(F7);
    expect(putBack.sent).to.deep.equal([]);

    const wide = await shown(d.view(0), 1000);
    await press(wide.el, handButton(wide.root, F7));
    expect(wide.sent).to.deep.equal([{ type: 'discard', card: 'F7', taken: true }]);
    expect(wide.root.querySelector('.peek') === null).to.equal(true);
  });

  it('on a phone a card that cannot be played now shows large for a moment; the peek goes when the turn changes', async () => {
    const d = Driver.from(table({ players: 4, dealer: 0, discard: 'F7' })).settle();
    const { el, sent, root } = await shown(d.view(1));
    const first = root.querySelector<HTMLButtonElement>('.hand button.card')!;
    expect(first.disabled, 'a button to look at it').to.equal(false);
    await press(el, first);
    expect(sent).to.deep.equal([]);
    expect(root.querySelector('.peek') !== null).to.equal(true);
    expect(root.querySelector('.peek button.primary') === null, 'nothing to do with it').to.equal(true);
    el.view = d.do(draw, 0).view(1);
    await el.updateComplete;
    expect(root.querySelector('.peek') === null, 'gone with the turn').to.equal(true);
  });

  it('a row that scrolls sideways fades at the edges it has more beyond', async () => {
    const row = await fixture<HTMLDivElement>(
      html`<div style="width: 100px; overflow: auto hidden; white-space: nowrap"><span style="display: inline-block; width: 300px">x</span></div>`,
    );
    expect(edgesOf(row)).to.equal('end');
    row.scrollLeft = 100;
    expect(edgesOf(row)).to.equal('start end');
    row.scrollLeft = 200;
    expect(edgesOf(row)).to.equal('start');
    const d = Driver.from(table({ players: 4, dealer: 0, hands: HANDS, top: 'A5' }))
      .settle()
      .do(draw, 0);
    const { el, root } = await shown(d.view(0), 390);
    el.grouped = true;
    await el.updateComplete;
    await frame();
    const groups = root.querySelector('.groups')!;
    expect(groups.hasAttribute('data-scroll')).to.equal(true);
    expect(groups.getAttribute('data-more') ?? '', 'marked as it lies').to.equal(edgesOf(groups));
    if (edgesOf(groups)) expect(getComputedStyle(groups).maskImage).to.not.equal('none');
  });

  it('the main area shows the rank of each inactive discard; a lane with no more room scrolls sideways, fading at its edge', async () => {
    const d = driveTable({ players: 4, dealer: 0 });
    for (let i = 0; i < 22; i++) play(d, d.view(0).turn!.seat!);
    const { root } = await shown(d.view(0), 390);
    await frame();
    const lane = root.querySelector('.main .lane')!;
    const crosswise = [...lane.querySelectorAll('.slot.cross')].map((s) => s.getBoundingClientRect());
    expect(crosswise.length, 'inactive discards').to.be.above(12);
    const firstRow = crosswise
      .filter((r) => Math.round(r.top) === Math.round(crosswise[0]!.top))
      .map((r) => r.left)
      .sort((a, b) => a - b);
    const steps = firstRow.slice(1).map((left, i) => left - firstRow[i]!);
    const rank = lane.querySelector('.slot.cross .card b')!.getBoundingClientRect();
    expect(Math.min(...steps), 'each card shows its rank').to.be.at.least(rank.width + 2);
    expect(lane.getAttribute('data-more')).to.equal('end');
    expect(getComputedStyle(lane).overflowX).to.equal('auto');
    expect(getComputedStyle(lane).maskImage).to.not.equal('none');
  });

  it('the dummies are named as players are: "Dummy 1" and "Dummy 2", and "The dummy" where it begins a label', async () => {
    const two = await shown(driveTable({ players: 2, dealer: 0 }).view(0), 1000);
    expect(textsIn(two.root, '.places .name')).to.include.members(['Dummy 1', 'Dummy 2']);
    expect(textsIn(two.root, '.felt .area .caption')).to.include.members(['Dummy 1', 'Dummy 2']);
    const three = await shown(
      Driver.from(table({ players: 3, dealer: 0 }))
        .settle()
        .view(0),
      1000,
    );
    expect(textsIn(three.root, '.places .name')).to.include('The dummy');
  });

  it('the line at the top offers going out only when it is possible', async () => {
    const cannot = Driver.from(table({ players: 4, dealer: 0, discard: 'F7' }))
      .settle()
      .do(draw, 0);
    expect((await shown(cannot.view(0), 1000)).root.querySelector('.status .turn')!.textContent).to.equal('Your turn: discard a card.');
    const can = Driver.from(table({ players: 4, dealer: 0, hands: HANDS, top: 'A5' }))
      .settle()
      .do(draw, 0);
    expect((await shown(can.view(0), 1000)).root.querySelector('.status .turn')!.textContent).to.equal('Your turn: discard a card, or go out.');
  });

  it('the meld guide, idle once the viewer drew from the deck, says that no discards can be picked up this turn', async () => {
    const d = driveTable({ players: 4, dealer: 0 });
    const guide = async (seat: number) => (await shown(d.view(seat), 1000)).root.querySelector('.guide .verdict')!.textContent!.trim();
    expect(await guide(1)).to.match(/^On your turn, select discards/);
    d.do(draw, 0);
    expect(await guide(0)).to.equal('You drew from the deck: no discards can be picked up this turn.');
  });

  it("beside the Basic Version's hand, what melds score, from the scoring tables", async () => {
    const d = Driver.from(table({ players: 4, dealer: 0, discard: 'F7' })).settle();
    const { el, root } = await shown(d.view(0), 1000);
    const reference = root.querySelector('.tray .reference')!;
    expect(reference.textContent).to.contain('10, 15, 25, 40, 60, 80, 120');
    expect([...reference.querySelectorAll('pt-term-link')].map((t) => t.getAttribute('term'))).to.deep.equal([
      'sequence',
      'set',
      'coin',
      'unity',
      'concealed',
      'going-out',
    ]);
    await expect(el).to.be.accessible();
  });

  it('the results close once the next game is dealt before the wait ran out, everyone else ready, though Next was not pressed here', async () => {
    const d = Driver.from(table({ players: 2, dealer: 0, hands: HANDS, top: 'A5', nextGameMs: 60_000 }))
      .settle()
      .do(draw, 0)
      .do(goOut, 0)
      .settle();
    const { el, root } = await shown(d.view(1), 1000);
    const overlay = () => root.querySelector('[part~=game-results]');
    el.view = d.do({ type: 'nextGame' }, 0).view(1);
    await el.updateComplete;
    expect(overlay() !== null, 'Ann is ready').to.equal(true);
    // This seat's Next comes from elsewhere (another window, the command line), with the deal.
    el.view = d.do({ type: 'nextGame' }, 1).settle().view(1);
    await el.updateComplete;
    expect(d.view(1).game).to.equal(2);
    expect(overlay() === null, 'dealt early: everyone, this seat too, was ready').to.equal(true);
  });
});
