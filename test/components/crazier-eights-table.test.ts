/**
 * The Crazier Eights table drawn from real views: seeded bot games played with the game's own
 * functions, and tables built with the game's test builders then acted on as the host does.
 * Accessible mid-game, the named colour of a wild eight, every command it fires, the prompt of a
 * choice (yours, or another seat's with the host's countdown), a card's text on focus and tap (and
 * let go once the card is played), a prompt offering only what can be done, the story of another
 * seat's turn told step by step, the results over the table at the end, and parts that keep still
 * through a whole game, every card of the hand with 32 px to tap.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/crazier-eights-table/crazier-eights-table.js';
import type { CrazierEightsTable } from '../../components/crazier-eights-table/crazier-eights-table.js';
import { cardName, deckFor } from '../../src/games/crazier-eights/deck.js';
import { eightsBots } from '../../src/games/crazier-eights/bots.js';
import { crazierEights, DEFAULT_OPTIONS, type EightsState } from '../../src/games/crazier-eights/index.js';
import type { EightsCommand, EightsOptions } from '../../src/games/crazier-eights/types.js';
import type { EightsView } from '../../src/games/crazier-eights/view.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { act, card, discard, end, filler, id, play, table } from '../games/crazier-eights/builders.js';
import { commandsFrom } from '../support/table-fixture.js';

const NAMES = ['Ann', 'Bob', 'Cyd', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];

/** Every state of a seeded game between strong bots. */
function botGame(players: number, seed: string, options: EightsOptions = DEFAULT_OPTIONS): EightsState[] {
  const names = NAMES.slice(0, players);
  const game = playBotGame(crazierEights, { options, names, bots: names.map(() => eightsBots.strong), seed });
  const states: EightsState[] = [];
  let s = crazierEights.initial();
  for (const e of game.events) {
    s = crazierEights.evolve(s, e);
    states.push(s);
  }
  return states;
}

function find(states: readonly EightsState[], seat: number, test: (v: EightsView) => boolean): EightsView {
  for (const s of states) {
    const v = crazierEights.view(s, seat);
    if (test(v)) return v;
  }
  throw new Error('no such view in this game');
}

async function drawn(view: EightsView) {
  const el = await fixture<CrazierEightsTable>(html`<crazier-eights-table .view=${view}></crazier-eights-table>`);
  // The deal's cards travel in from the next frame: the checks look at the table once they are in place.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished.catch(() => undefined)));
  const sent = commandsFrom<EightsCommand>(el);
  return { el, sent, root: el.shadowRoot! };
}

const button = (root: ShadowRoot, label: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    (b.getAttribute('aria-label') ?? b.querySelector('.sr')?.textContent ?? b.textContent!.trim()).trim().startsWith(label),
  )!;

describe('<crazier-eights-table>', () => {
  it('is accessible mid-game, for a seat on its turn and for a spectator; marks cards and places for motion', async () => {
    const states = botGame(4, 'c8-table/1');
    const view = find(states, 0, (v) => v.status === 'playing' && v.turn === 0 && v.phase === 'main' && !v.choice && v.table.length > 0 && v.hand.length > 2);
    const { el, root } = await drawn(view);
    await expect(el).to.be.accessible();
    expect(root.querySelectorAll('.hand [data-motion]')).to.have.length(view.hand.length);
    expect(root.querySelectorAll('.hand [data-hand-card]')).to.have.length(view.hand.length);
    expect(root.querySelectorAll('.in-play [data-motion]')).to.have.length(view.table.length);
    expect(root.querySelector(`.discard [data-motion="${view.top}"]`)).to.exist;
    expect([...root.querySelectorAll('[data-motion-place]')].map((e) => e.getAttribute('data-motion-place'))).to.include.members([
      'pile',
      'discard',
      'seat-0',
      'seat-3',
    ]);
    expect(root.querySelector('.turn')!.textContent).to.equal('Your turn');
    expect(root.querySelector('.phases .now')!.textContent).to.equal('Main');
    expect(root.querySelector('.draw b')!.textContent).to.equal(String(view.pileCount));
    const watch = await drawn(find(states, -1, (v) => v.status === 'playing' && v.table.length > 0));
    await expect(watch.el).to.be.accessible();
    expect(watch.root.querySelector('.hand')).to.equal(null);
  });

  it('shows the colour a wild eight named, while it is on top', async () => {
    const s = table({ hands: [[card('yellow', 5)], [card('red', 3)]], discard: [card('yellow', 9), card('red', 8)], named: 'blue', pile: filler(10) });
    const { el, root } = await drawn(crazierEights.view(s, 1));
    expect(root.querySelector('.named')!.classList.contains('blue')).to.equal(true);
    expect(root.querySelector('.named')!.textContent).to.contain('Blue named');
    await expect(el).to.be.accessible();
  });

  it('fires discard, discard naming a colour for an eight, play and endTurn; a refused card says why', async () => {
    const haste = card('yellow', 5);
    const eight = card('blue', 8);
    const curse = id('Curse of Toads');
    const stuck = card('green', 2);
    const s = table({
      hands: [
        [haste, eight, curse, stuck],
        [card('red', 3), card('red', 4)],
      ],
      pile: filler(10),
    });
    const view = crazierEights.view(s, 0);
    const { el, sent, root } = await drawn(view);
    const cardButton = (c: number) => root.querySelector<HTMLButtonElement>(`.hand [data-motion="${c}"]`)!;
    cardButton(haste).click();
    await el.updateComplete;
    button(root, 'Discard').click();
    await el.updateComplete;
    cardButton(eight).click();
    await el.updateComplete;
    expect(root.querySelectorAll('.say .colour')).to.have.length(4);
    await expect(el).to.be.accessible();
    button(root, `Discard ${cardName(eight)}, naming Red`).click();
    await el.updateComplete;
    cardButton(curse).click();
    await el.updateComplete;
    button(root, 'Play').click();
    await el.updateComplete;
    button(root, 'End turn').click();
    expect(sent).to.deep.equal([
      { type: 'discard', card: haste },
      { type: 'discard', card: eight, colour: 'red' },
      { type: 'play', card: curse },
      { type: 'endTurn' },
    ]);
    cardButton(stuck).click();
    await el.updateComplete;
    const why = view.hand.find((h) => h.card === stuck)!.why;
    expect(why).to.be.a('string');
    expect(root.querySelector('.say.why')!.textContent).to.contain(why!);
    expect(sent).to.have.length(4);
  });

  it('shows your choice with its options and Decline, and fires choose and decline', async () => {
    const s = table({ hands: [[id('Plague'), id('Crystal Ball'), card('green', 2)], [card('red', 3)], [card('red', 4)]], pile: filler(10) });
    const plague = act(s, 0, play(id('Plague'))).state;
    const mine = await drawn(crazierEights.view(plague, 0));
    expect(mine.root.querySelector('.choice.mine')!.textContent).to.contain(crazierEights.view(plague, 0).choice!.prompt);
    await expect(mine.el).to.be.accessible();
    button(mine.root, 'Bob').click();
    expect(mine.sent).to.deep.equal([{ type: 'choose', value: 1 }]);
    expect(mine.root.querySelector('.decline')).to.equal(null);

    const ball = act(s, 0, play(id('Crystal Ball'))).state;
    const look = await drawn(crazierEights.view(ball, 0));
    expect(look.root.querySelector('.strip.looking')!.textContent).to.contain('only you');
    expect(look.root.querySelectorAll('.strip.looking .chip')).to.have.length(3);
    look.root.querySelector<HTMLButtonElement>('.decline')!.click();
    expect(look.sent).to.deep.equal([{ type: 'decline' }]);
    const theirs = await drawn(crazierEights.view(ball, 1));
    expect(theirs.root.querySelector('.choice.waiting')!.textContent).to.contain('Ann is choosing');
    expect(theirs.root.querySelector('.strip.looking')).to.equal(null);
  });

  it("counts the host's wait down while another seat than the turn player's chooses", async () => {
    const s = table({ hands: [[id('Curse of Toads'), card('green', 2)], [card('red', 3)]], inPlay: [[id('Watchful Owl'), 1]], pile: filler(10) });
    const after = act(s, 0, play(id('Curse of Toads'))).state;
    expect(after.context.choice?.seat).to.equal(1);
    const turn = await drawn(crazierEights.view(after, 0));
    expect(turn.root.querySelector('.choice.waiting')!.textContent).to.contain('Bob is choosing');
    expect(turn.root.querySelector('.clock')!.textContent).to.contain('30 s');
    const bob = await drawn(crazierEights.view(after, 1));
    expect(bob.root.querySelector('.choice.mine .clock')).to.exist;
    await expect(bob.el).to.be.accessible();
    bob.root.querySelector<HTMLButtonElement>('.options .option')!.click();
    expect(bob.sent).to.deep.equal([{ type: 'choose', value: 0 }]);
  });

  it("reads a card's text on focus and on a tap", async () => {
    const s = table({
      hands: [[card('yellow', 5)], [card('red', 3)]],
      inPlay: [
        [id('Throne of Kings'), 1],
        [id('Castle'), 0, true],
      ],
      pile: filler(10),
    });
    const { el, root } = await drawn(crazierEights.view(s, 0));
    expect(root.querySelector('.reader')!.textContent).to.contain('tap a card');
    const throne = root.querySelector<HTMLButtonElement>(`.in-play [data-motion="${id('Throne of Kings')}"]`)!;
    throne.focus();
    await el.updateComplete;
    expect(root.querySelector('.reader')!.textContent).to.contain('four or more cards');
    const castle = root.querySelector<HTMLButtonElement>(`.in-play [data-motion="${id('Castle')}"]`)!;
    expect(castle.textContent).to.contain('lost its abilities');
    castle.click();
    await el.updateComplete;
    expect(root.querySelector('.reader')!.textContent).to.contain('one fewer cards');
    expect(throne.textContent).to.contain('If a player controls four or more cards');
  });

  it('offers only what can be done now: discard or play, one of them, or only ending the turn', async () => {
    const haste = card('yellow', 5);
    const stuck = card('green', 2);
    const s = table({
      hands: [
        [haste, stuck],
        [card('red', 3), card('red', 4)],
      ],
      pile: filler(10),
    });
    const both = await drawn(crazierEights.view(s, 0));
    expect(both.root.querySelector('.say')!.textContent).to.contain('tap a card to discard or play it');
    const played = act(s, 0, play(haste)).state;
    const nothingLeft = await drawn(crazierEights.view(played, 0));
    expect(nothingLeft.root.querySelector('.say')!.textContent!.replace(/\s+/g, ' ')).to.contain('No card can be discarded or played now: end your turn');
    expect(nothingLeft.root.querySelector('.end')!.classList.contains('now')).to.equal(true);
    const s2 = table({ hands: [[haste, stuck, card('yellow', 4)], [card('red', 3)]], pile: filler(10) });
    const afterDiscard = act(s2, 0, discard(haste)).state;
    const playOnly = await drawn(crazierEights.view(afterDiscard, 0));
    expect(playOnly.root.querySelector('.say')!.textContent!.replace(/\s+/g, ' ')).to.contain('Tap a card to play it, or end your turn');
    await expect(playOnly.el).to.be.accessible();
  });

  it("tells another seat's turn step by step as its views arrive, and lights its seat", async () => {
    const plague = id('Plague');
    const s = table({
      hands: [
        [card('yellow', 5), card('green', 2)],
        [plague, card('yellow', 4), card('red', 3)],
      ],
      pile: filler(12),
    });
    const bobsTurn = act(s, 0, end).state;
    const { el, root } = await drawn(crazierEights.view(s, 0));
    const story = () => root.querySelector('.story')!.textContent!.replace(/\s+/g, ' ').trim();
    el.view = crazierEights.view(bobsTurn, 0);
    await el.updateComplete;
    expect(root.querySelector('.seat.at-turn [role=img]')!.getAttribute('aria-label')).to.contain('Bob');
    expect(story()).to.contain('Bob drew a card');
    const discarded = act(bobsTurn, 1, discard(card('yellow', 4))).state;
    el.view = crazierEights.view(discarded, 0);
    await el.updateComplete;
    expect(story()).to.contain(`discarded ${cardName(card('yellow', 4))}`);
    const played = act(discarded, 1, play(plague)).state;
    el.view = crazierEights.view(played, 0);
    await el.updateComplete;
    expect(story()).to.contain(`played ${cardName(plague)}, an event`);
    const chosen = act(played, 1, { type: 'choose', value: 0 }).state;
    el.view = crazierEights.view(chosen, 0);
    await el.updateComplete;
    expect(story()).to.match(/Ann drew|You drew/);
    expect(root.querySelector('.discard [data-motion]')!.getAttribute('data-motion-from')).to.equal('seat-1');
    await expect(el).to.be.accessible();
  });

  it('lets the card read go once it is played, and says a win once', async () => {
    const haste = card('yellow', 5);
    const s = table({ hands: [[haste, card('green', 2)], [card('red', 3)]], pile: filler(10) });
    const { el, sent, root } = await drawn(crazierEights.view(s, 0));
    root.querySelector<HTMLButtonElement>(`.hand [data-motion="${haste}"]`)!.click();
    await el.updateComplete;
    expect(root.querySelector('.reader')!.textContent).to.contain('Haste');
    button(root, 'Discard').click();
    await el.updateComplete;
    expect(sent).to.deep.equal([{ type: 'discard', card: haste }]);
    expect(root.querySelector('.reader')!.classList.contains('empty')).to.equal(true);

    const won = table({ hands: [[haste], [card('red', 3), card('red', 4)]], pile: filler(10) });
    const over = act(won, 0, discard(haste)).state;
    const end = await drawn(crazierEights.view(over, 1));
    const how = end.root.querySelector('.how')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(how).to.equal('Ann wins: no cards left in hand.');
  });

  it('shows the results over the table at the end until closed', async () => {
    const states = botGame(3, 'c8-table/end', { series: 'points', teams: 'none', promos: 0 });
    const last = crazierEights.view(states.at(-1)!, 0);
    expect(last.status).to.equal('over');
    const { el, root } = await drawn(last);
    const dialog = root.querySelector('[role=dialog]')!;
    expect(dialog.textContent).to.contain('The series is over');
    expect(root.querySelectorAll('.records tbody tr')).to.have.length(3);
    expect(dialog.textContent).to.contain(last.result!.summary);
    await expect(el).to.be.accessible();
    button(root, 'Close').click();
    await el.updateComplete;
    expect(root.querySelector('[role=dialog]')).to.equal(null);
  });

  it('shows teams on the seats', async () => {
    const states = botGame(4, 'c8-table/teams', { series: 'single', teams: 'pairs', promos: 0 });
    const view = find(states, 0, (v) => v.status === 'playing' && v.phase === 'main');
    const { el, root } = await drawn(view);
    expect(root.querySelector('.teams')!.textContent).to.contain(' vs ');
    expect(root.querySelectorAll('.seat .team')).to.have.length(4);
    await expect(el).to.be.accessible();
  });

  it("lays a phone's hand of any size with 32 px or more of every card to tap, hit-tested as it lies, in a box that keeps its height", async () => {
    const view = find(botGame(4, 'c8-table/1'), 0, (v) => v.status === 'playing' && v.turn === 0 && v.phase === 'main' && !v.choice);
    const ids = deckFor(DEFAULT_OPTIONS, 4);
    const el = await fixture<CrazierEightsTable>(html`<crazier-eights-table style="width: 390px; --pt-motion: 0ms" .view=${view}></crazier-eights-table>`);
    const root = el.shadowRoot!;
    let height: number | null = null;
    for (let n = 1; n <= 30; n++) {
      el.view = { ...view, hand: ids.slice(0, n).map((card, i) => ({ card, canDiscard: i % 3 === 0, canPlay: i % 2 === 0, why: null })) };
      await el.updateComplete;
      await Promise.all(root.getAnimations().map((a) => a.finished.catch(() => undefined)));
      const box = root.querySelector('.hand')!.getBoundingClientRect();
      height ??= box.height;
      expect(box.height, `the hand's box with ${n} cards`).to.equal(height);
      for (const c of root.querySelectorAll<HTMLElement>('[data-hand-card]')) {
        const r = c.getBoundingClientRect();
        const y = r.top + 12;
        let free = 0;
        for (let x = Math.ceil(r.left); x < r.right; x++) if (c.contains(root.elementFromPoint(x + 0.5, y))) free++;
        expect(free, `a card of ${n} at 390px`).to.be.at.least(32);
        expect(r.right, `a card of ${n} at 390px`).to.be.at.most(box.right + 0.5);
      }
    }
  });

  it('keeps its parts still through a whole game, the whole hand in its width with 32 px of each card to tap, at 1280px and 390px', async () => {
    const states = botGame(8, 'c8-table/still', { series: 'single', teams: 'none', promos: 4 });
    const parts = ['[part=status]', '[part=places]', '[part=felt]', '[part=story]', '[part=reader]', '[part=hand]', '.actions', '.hand'];
    for (const width of [1280, 390]) {
      const first = crazierEights.view(states[0]!, 0);
      const el = await fixture<CrazierEightsTable>(
        html`<crazier-eights-table style="width: ${width}px; --pt-motion: 0ms" .view=${first}></crazier-eights-table>`,
      );
      const root = el.shadowRoot!;
      let sizes: string | null = null;
      for (let at = 0; at < states.length; at += 3) {
        el.view = crazierEights.view(states[at]!, 0);
        await el.updateComplete;
        const now = parts
          .map((p) => {
            const r = root.querySelector(p)!.getBoundingClientRect();
            return `${p} ${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
          })
          .join('; ');
        if (sizes) expect(now, `state ${at} at ${width}px`).to.equal(sizes);
        sizes = now;
        const box = el.getBoundingClientRect();
        for (const c of root.querySelectorAll('.hand .card'))
          expect(c.getBoundingClientRect().right, `a card of the hand at ${width}px`).to.be.at.most(box.right);
        for (const c of root.querySelectorAll('.in-play .chip'))
          expect(c.getBoundingClientRect().right, `a card in play at ${width}px`).to.be.at.most(box.right);
        // Every card of the hand keeps 32 px of its width to tap, as the hand lies.
        const cards = [...root.querySelectorAll('[data-hand-card]')].map((c) => c.getBoundingClientRect());
        for (const [i, r] of cards.entries()) {
          const next = cards.slice(i + 1).filter((o) => Math.abs(o.top - r.top) < 4);
          const free = next.length ? Math.min(r.width, Math.min(...next.map((o) => o.left)) - r.left) : r.width;
          expect(free, `state ${at}, card ${i} of ${cards.length} at ${width}px`).to.be.at.least(32);
        }
      }
    }
  });
});
