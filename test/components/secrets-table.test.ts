/**
 * The Secrets of the Universe table drawn from real views (states built by playing the game's own
 * decide and evolve): what each seat may click, the commands it emits, taken cards marked on every
 * screen, the hand grouped by melds, "Go out" with its arrangement, the coin call, the reveal, the
 * match table and the chip settlement; accessible at each step.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../components/secrets-of-the-universe-table/secrets-table.js';
import type { SecretsTable } from '../../components/secrets-of-the-universe-table/secrets-table.js';
import type { SecretsCommand } from '../../src/games/secrets-of-the-universe/types.js';
import { draw, Driver, goOut, table, take } from '../support/builders/secrets.js';
import { labels, terms } from '../support/dom.js';
import { accessible, shown } from '../support/secrets-fixture.js';

describe('<secrets-table>', () => {
  it('on your turn to draw: the deck and the top discard are the only things to click, and say what they do', async () => {
    const d = Driver.from(table({ players: 4, dealer: 0, discard: 'F7' })).settle();
    const { el, sent, root } = await shown(d, 0);
    await accessible(el);
    const deck = root.querySelector<HTMLButtonElement>('.deck button')!;
    expect(deck.disabled).to.equal(false);
    expect(deck.getAttribute('aria-label')).to.equal('95 cards in the deck: draw one');
    expect(labels(root, '.discards button')).to.deep.equal(['Take Fire 7 from the discards']);
    expect(root.querySelectorAll('.hand button:enabled')).to.have.length(0);
    deck.click();
    root.querySelector<HTMLButtonElement>('.discards button')!.click();
    expect(sent).to.deep.equal([{ type: 'drawFromDeck' }, { type: 'takeDiscard' }]);
    expect(root.querySelector('.status .turn')!.textContent).to.contain('Your turn: draw');
  });

  it('another seat sees the same table with nothing to click', async () => {
    const d = Driver.from(table({ players: 4, dealer: 0, discard: 'F7' })).settle();
    const { root } = await shown(d, 1);
    expect(root.querySelector<HTMLButtonElement>('.deck button')!.disabled).to.equal(true);
    expect(root.querySelectorAll('.discards button')).to.have.length(0);
    expect(root.querySelector('.status .turn')!.textContent).to.contain('Ann is drawing');
    expect(root.querySelector('.place.turn .name')!.textContent).to.contain('Ann');
  });

  it("a place looks the same whether or not it is that player's turn, but for its border, on a phone and wide", async () => {
    const d = Driver.from(table({ players: 3, dealer: 0, discard: 'F7' })).settle();
    for (const width of [390, 1000]) {
      const wrap = await fixture<HTMLDivElement>(html`<div style="width: ${width}px"><secrets-table .view=${d.view(2)}></secrets-table></div>`);
      const root = wrap.querySelector('secrets-table')!.shadowRoot!;
      const looks = [...root.querySelectorAll<HTMLElement>('.place')].map((li) => {
        const style = getComputedStyle(li);
        return { turn: li.classList.contains('turn'), look: [style.display, style.fontWeight, style.whiteSpace, li.getBoundingClientRect().height].join(' ') };
      });
      expect(
        looks.filter((l) => l.turn),
        `${width} px`,
      ).to.have.length(1);
      expect(new Set(looks.map((l) => l.look)).size, `${width} px: ${JSON.stringify(looks)}`).to.equal(1);
    }
  });

  it('after taking the discard: every card may be discarded, the taken card is marked for you and for everyone else', async () => {
    const d = Driver.from(table({ players: 4, dealer: 0, discard: 'F7' }))
      .settle()
      .do(take, 0);
    const mine = await shown(d, 0);
    await accessible(mine.el);
    const buttons = labels(mine.root, '.hand button');
    expect(buttons).to.have.length(13);
    expect(buttons).to.include('Discard Fire 7, taken from the discards');
    expect(mine.root.querySelectorAll('.hand .card.taken .mark')).to.have.length(1);
    mine.root.querySelector<HTMLButtonElement>('.hand button[aria-label="Discard Fire 7, taken from the discards"]')!.click();
    expect(mine.sent).to.deep.equal([{ type: 'discard', card: 'F7', taken: true }]);
    const theirs = await shown(d, 2);
    expect(labels(theirs.root, '.place .taken [role=img]')).to.deep.equal(['Fire 7, taken from the discards']);
    expect(terms(theirs.root, '.place .taken'), 'the taken mark explained').to.deep.equal(['taken']);
  });

  it('"Go out" appears only when legal, with the arrangement it would score; the hand groups by melds', async () => {
    const hands = { 0: 'E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A1 A1' };
    const d = Driver.from(table({ players: 4, dealer: 0, hands, top: 'A5' }))
      .settle()
      .do(draw, 0);
    const { el, sent, root } = await shown(d, 0);
    expect(root.querySelector('.go-out button')!.textContent).to.equal('Go out');
    expect(root.querySelector('.go-out')!.textContent).to.contain('Going out now scores this arrangement: 70 points');
    expect(root.querySelectorAll('.go-out .meld')).to.have.length(4);
    expect(terms(root, '.go-out > span')).to.deep.equal(['going-out']);
    expect(terms(root, '.say'), 'what to do now').to.deep.equal(['going-out']);
    root.querySelector<HTMLButtonElement>('.go-out button')!.click();
    expect(sent).to.deep.equal([{ type: 'goOut' }]);
    const toggle = root.querySelector<HTMLButtonElement>('button.toggle')!;
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect([...root.querySelectorAll('.groups .group > small')].map((s) => s.textContent)).to.deep.equal([
      '3-Sequence · 10',
      '3-Sequence · 10',
      '3-Sequence · 10',
      'concealed 3-Unity · 40',
      'unmelded',
    ]);
    expect(terms(root, '.groups')).to.deep.equal(['sequence', 'sequence', 'sequence', 'unity', 'meld']);
    await accessible(el);
    const before = await shown(Driver.from(table({ players: 4, dealer: 0, hands, top: 'A5' })).settle(), 0);
    expect(before.root.querySelector('.go-out')).to.equal(null);
  });

  it('the offer to go out lies over the tray, moving nothing; "Not now" puts it aside for the turn and "go out" brings it back', async () => {
    const hands = { 0: 'E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A1 A1' };
    const start = Driver.from(table({ players: 4, dealer: 0, hands, top: 'A5' })).settle();
    const { el, root } = await shown(start, 0);
    const place = (e: Element) => JSON.stringify(e.getBoundingClientRect());
    const under = [...root.querySelectorAll('.tray > *, .say, .hand-row')];
    const before = under.map(place);
    el.view = start.do(draw, 0).view(0);
    await el.updateComplete;
    const offer = root.querySelector('.go-out')!;
    expect(offer.getAttribute('aria-label')).to.equal('Go out');
    expect(under.map(place), 'the tray, the hand and the line under it stay where they were').to.deep.equal(before);
    const tray = root.querySelector('.tray')!.getBoundingClientRect();
    expect(offer.getBoundingClientRect().top).to.equal(tray.top);
    [...offer.querySelectorAll('button')].find((b) => b.textContent === 'Not now')!.click();
    await el.updateComplete;
    expect(root.querySelector('.go-out')).to.equal(null);
    const again = root.querySelector<HTMLButtonElement>('.say button.link')!;
    expect(again.textContent).to.equal('go out');
    again.click();
    await el.updateComplete;
    expect(root.querySelector('.go-out')).to.not.equal(null);
    await accessible(el);
  });

  it('on a phone, the results under their buttons stay put from the reveal through the coin to Next, for the caller and the others', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const hands = { 0: 'E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A1 A1', 1: 'E8 F8 W8 E5 E6 E7 F1 F1 W2 W4 A6 A9' };
      const d = Driver.from(table({ players: 4, dealer: 0, hands, top: 'A5', nextGameMs: 60_000 }))
        .settle()
        .do(draw, 0)
        .do(goOut, 0)
        .settle();
      for (const seat of [0, 1]) {
        const { el, root } = await shown(d, seat);
        const top = () => root.querySelector('.results-body')!.getBoundingClientRect().top;
        const heads = () => [...root.querySelectorAll('.revealed header')].map((h) => Math.round(h.getBoundingClientRect().height));
        const first = top();
        const headsFirst = heads();
        expect(Math.max(...headsFirst), `seat ${seat}: each hand's name, went out and score on one line`).to.be.below(30);
        const later = new Driver(d.state, [...d.log], d.seed).do({ type: 'callCoin', call: 'heads' }, 1).settle();
        el.view = later.view(seat);
        await el.updateComplete;
        expect(root.querySelector('.coin'), 'the coin is called').to.equal(null);
        expect(root.querySelector('.results-actions .waiting')!.textContent).to.match(/^Next game when everyone is ready/);
        expect(top(), `seat ${seat}`).to.equal(first);
        expect(heads(), `seat ${seat}: the scores, once known, wrap nothing`).to.deep.equal(headsFirst);
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('after going out: the coin call for a 3-Set of 8s, then every hand revealed with points per meld and the match table, over the table', async () => {
    const hands = { 0: 'E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A1 A1', 1: 'E8 F8 W8 E5 E6 E7 F1 F1 W2 W4 A6 A9' };
    const d = Driver.from(table({ players: 4, dealer: 0, hands, top: 'A5', nextGameMs: 60_000 }))
      .settle()
      .do(draw, 0)
      .do(goOut, 0)
      .settle();
    const caller = await shown(d, 1);
    expect(caller.root.querySelector('.coin')!.textContent).to.match(/^Call the coin for your 3-Set: right scores 15, wrong 10\.$/);
    expect(terms(caller.root, '.coin'), 'the coin once').to.deep.equal(['coin']);
    await accessible(caller.el);
    expect([...caller.root.querySelectorAll('[part~=game-results] .results-actions button')].map((b) => b.textContent)).to.deep.equal([
      'Heads',
      'Tails',
      'Close',
    ]);
    caller.root.querySelectorAll<HTMLButtonElement>('.coin-call button')[1]!.click();
    expect(caller.sent).to.deep.equal([{ type: 'callCoin', call: 'tails' }]);
    const watcher = await shown(d, 0);
    expect(watcher.root.querySelector('.coin')!.textContent).to.match(/^Bob calls the coin for their 3-Set \(10 or 15 points\)\.$/);
    d.do({ type: 'callCoin', call: 'tails' }, 1).settle();
    const after = await shown(d, 2);
    expect(after.root.querySelector('[part~=game-results] h2')!.textContent).to.equal('Game 1 of 4: Ann went out.');
    const reveal = after.root.querySelector('[part~=game-results] .reveal')!;
    expect(reveal.querySelectorAll('article')).to.have.length(4);
    expect(reveal.textContent).to.match(/3-Set · (10|15) \(coin: called tails, landed (heads|tails)\)/);
    expect(after.root.querySelector('table.match caption')!.textContent).to.contain('game 1 of 4 scored');
    expect(after.root.querySelector('table.match .out')!.textContent!.trim()).to.be.oneOf(['•', '★']);
    expect(after.root.querySelector('[part=match-key]')!.textContent).to.equal('• went out · ★ went out fully (+10)');
    await accessible(after.el);
  });

  it('between games: Next, who the table waits for, and the results close once the next game is dealt', async () => {
    const hands = { 0: 'E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A1 A1' };
    const d = Driver.from(table({ players: 3, dealer: 0, hands, top: 'A5', nextGameMs: 60_000 }))
      .settle()
      .do(draw, 0)
      .do(goOut, 0)
      .settle();
    expect(d.step).to.equal('between');
    const el = await fixture<SecretsTable>(html`<secrets-table .view=${d.view(1)}></secrets-table>`);
    const root = el.shadowRoot!;
    const sent: SecretsCommand[] = [];
    el.addEventListener('command', (e) => sent.push((e as CustomEvent<SecretsCommand>).detail));
    const overlay = () => root.querySelector('[part~=game-results]');
    expect(overlay()!.querySelector('.waiting')!.textContent).to.match(/^Next game when everyone is ready \(Ann, you, Cyd\), or in (1:00|59 s)\.$/);
    const next = overlay()!.querySelector<HTMLButtonElement>('button.primary')!;
    expect(next.textContent).to.equal('Next game');
    next.click();
    expect(sent).to.deep.equal([{ type: 'nextGame' }]);
    d.do({ type: 'nextGame' }, 1).do({ type: 'nextGame' }, 0);
    el.view = d.view(1);
    await el.updateComplete;
    expect(overlay()!.querySelector('.waiting')!.textContent).to.contain('(Cyd)');
    expect(overlay()!.querySelector('button.primary')).to.equal(null);
    d.do({ type: 'nextGame' }, 2).settle();
    expect(d.step).to.equal('draw');
    el.view = d.view(1);
    await el.updateComplete;
    expect(overlay(), 'closed for whoever pressed Next').to.equal(null);
    // A seat that did not press Next (the host's wait ran out) keeps the results until it closes them.
    const late = await fixture<SecretsTable>(html`<secrets-table .view=${d.view(2)}></secrets-table>`);
    expect(late.shadowRoot!.querySelector('[part~=game-results]'), 'not shown to a page that never saw the game scored').to.equal(null);
  });

  it('a seat whose wait ran out keeps the results over the new game until it closes them', async () => {
    const hands = { 0: 'E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A1 A1' };
    const d = Driver.from(table({ players: 2, dealer: 0, hands, top: 'A5', nextGameMs: 60_000 }))
      .settle()
      .do(draw, 0)
      .do(goOut, 0)
      .settle();
    const el = await fixture<SecretsTable>(html`<secrets-table .view=${d.view(1)}></secrets-table>`);
    d.timeUp();
    expect(d.log.some((e) => e.type === 'ready.timedOut')).to.equal(true);
    el.view = d.view(1);
    await el.updateComplete;
    const overlay = () => el.shadowRoot!.querySelector('[part~=game-results]');
    expect(overlay()).to.not.equal(null);
    overlay()!.querySelector<HTMLButtonElement>('button')!.click();
    await el.updateComplete;
    expect(overlay()).to.equal(null);
  });

  it("the next game's results, over results left open, are a new dialog: nothing of the old one is rewritten in place", async () => {
    const hands = { 0: 'E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A1 A1' };
    const d = Driver.from(table({ players: 2, dealer: 0, hands, top: 'A5', nextGameMs: 60_000 }))
      .settle()
      .do(draw, 0)
      .do(goOut, 0)
      .settle();
    const el = await fixture<SecretsTable>(html`<secrets-table .view=${d.view(1)}></secrets-table>`);
    d.timeUp();
    const first = el.shadowRoot!.querySelector('[part~=game-results]')!;
    const firstHands = [...first.querySelectorAll('article')];
    for (let i = 0; i < 2000 && d.view(1).reveal?.game !== 2; i++) {
      d.settle();
      const seat = d.actor();
      const legal = d.legalCommands(seat);
      d.do(legal.find((c) => c.type === 'goOut' || c.type === 'callCoin') ?? legal.find((c) => c.type === 'drawFromDeck') ?? legal.at(-1)!, seat);
      el.view = d.view(1);
      await el.updateComplete;
      if (d.view(1).reveal?.game !== 2)
        expect(el.shadowRoot!.querySelector('[part~=game-results]'), 'the first results stay open through the second game').to.equal(first);
    }
    const second = el.shadowRoot!.querySelector('[part~=game-results]')!;
    expect(second.querySelector('h2')!.textContent).to.match(/^Game 2 of 4: /);
    expect(second).to.not.equal(first);
    expect(first.isConnected).to.equal(false);
    expect([...second.querySelectorAll('article')].some((a) => firstHands.includes(a))).to.equal(false);
  });

  it('at the end of a match: the winners and every chip payment', async () => {
    const d = Driver.from(table({ players: 2, dealer: 0, matchLength: 4 }));
    for (let i = 0; i < 2000 && d.step !== 'matchOver'; i++) {
      d.settle();
      if ((d.step as string) === 'matchOver') break;
      const seat = d.actor();
      const legal = d.legalCommands(seat);
      const choice = legal.find((c) => c.type === 'goOut' || c.type === 'callCoin') ?? legal.find((c) => c.type === 'drawFromDeck') ?? legal.at(-1)!;
      d.do(choice, seat);
    }
    expect(d.step).to.equal('matchOver');
    const { el, root } = await shown(d, 0);
    const over = root.querySelector('.match-over')!;
    expect(over.querySelector('h3')!.textContent).to.match(/win/);
    expect(over.querySelectorAll('.chips li')).to.have.length(2);
    expect(root.querySelectorAll('table.match tbody tr')).to.have.length(4);
    await accessible(el);
  });
});
