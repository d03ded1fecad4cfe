import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../components/planet-tricks-table/planet-tricks-table.js';
import type { PlanetTricksTable } from '../../components/planet-tricks-table/planet-tricks-table.js';
import type { PtCard } from '../../components/pt-card/pt-card.js';
import type { PtHand } from '../../components/pt-hand/pt-hand.js';
import type { PtSeat } from '../../components/pt-seat/pt-seat.js';
import { cardName } from '../../src/games/planet-tricks/cards.js';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import { Replay, SPECTATOR } from './planet-views.js';
import { $, text } from '../support/dom.js';
import { showTable } from '../support/table-fixture.js';

const four = new Replay(4, 'ui-4-0');
const five = new Replay(5, 'ui-5-0');

const table = (view: PlanetView, prev?: PlanetView, width = 1100) => showTable<PlanetTricksTable>('planet-tricks-table', view, width, prev);
const handCards = async (el: PlanetTricksTable): Promise<PtCard[]> => {
  const hand = $(el, 'pt-hand') as PtHand;
  await hand.updateComplete;
  return [...hand.shadowRoot!.querySelectorAll('pt-card')];
};

/** Overlapping pairs among the seat badges, the played cards (with their names) and the trick caption. */
function collisions(el: PlanetTricksTable): string[] {
  const root = el.shadowRoot!;
  const boxes = [
    ...[...root.querySelectorAll('.others pt-seat')].map((s) => ({ what: `badge ${(s as PtSeat).name}`, box: s.getBoundingClientRect() })),
    ...[...root.querySelectorAll('[part=trick] .play')].map((p) => ({
      what: `card ${p.querySelector('figcaption')!.textContent}`,
      box: p.getBoundingClientRect(),
    })),
    ...[...root.querySelectorAll('[part=trick-caption]')].map((c) => ({ what: 'caption', box: c.getBoundingClientRect() })),
  ];
  const ring = $(el, '[part=ring]')!.getBoundingClientRect();
  const found: string[] = [];
  boxes.forEach(({ what, box }, i) => {
    expect(box.width * box.height, what).to.be.above(0);
    if (box.left < ring.left - 0.5 || box.right > ring.right + 0.5 || box.top < ring.top - 0.5 || box.bottom > ring.bottom + 0.5) {
      found.push(`${what} outside the ring`);
    }
    for (const other of boxes.slice(i + 1)) {
      const b = other.box;
      const x = Math.min(box.right, b.right) - Math.max(box.left, b.left);
      const y = Math.min(box.bottom, b.bottom) - Math.max(box.top, b.top);
      if (x > 0.5 && y > 0.5) found.push(`${what} overlaps ${other.what}`);
    }
  });
  return found;
}

describe('planet-tricks-table', () => {
  it('is accessible at the start of a game, for a player and a spectator', async () => {
    const start = four.find((v) => v.phase === 'playing');
    for (const seat of [0, SPECTATOR]) {
      const el = await table(four.view(start.index, seat));
      await expect(el).to.be.accessible();
      expect(text(el, '.where')).to.equal('Round 1 · Trick 1 of 15');
      expect(el.shadowRoot!.querySelectorAll('pt-seat').length).to.equal(4);
      expect(text(el, '[part=trick-caption]')).to.match(/leads? the first trick/);
    }
  });

  it('draws a trick with a collision: both cards face down, the live region says so', async () => {
    const step = four.find((v) => v.trick.length >= 2 && v.trick.some((p) => !p.faceUp) && !v.trick.at(-1)!.faceUp);
    const el = await table(step.view, step.prev);
    await expect(el).to.be.accessible();
    const cards = [...el.shadowRoot!.querySelectorAll('[part=trick] pt-card')] as PtCard[];
    expect(cards.length).to.equal(step.view.trick.length);
    expect(cards.filter((c) => c.faceDown).length).to.equal(step.view.trick.filter((p) => !p.faceUp).length);
    const last = step.view.trick.at(-1)!;
    expect(text(el, '[part=announcer]')).to.contain(`played ${cardName(last.card)} — it collided with`);
    expect($(el, '[part=announcer]')!.getAttribute('aria-live')).to.equal('polite');
  });

  it('shows the last trick after a Big Bang, its taker highlighted', async () => {
    const step = four.find((v) => v.trick.length === 0 && v.lastTrick?.bigBang === true);
    const el = await table(step.view, step.prev);
    await expect(el).to.be.accessible();
    const taker = step.view.names[step.view.lastTrick!.winner];
    const who = step.view.lastTrick!.winner === 0 ? 'You' : taker;
    expect(text(el, '[part=trick-caption]')).to.contain(`Big Bang: ${who} (Starting player)`);
    const linked = [...el.shadowRoot!.querySelectorAll('[part=trick-caption] pt-term-link')].map((t) => t.getAttribute('term'));
    expect(linked).to.include.members(['big-bang', 'starting-player']);
    expect(text(el, '[part=announcer]')).to.contain('Big Bang');
    expect(el.shadowRoot!.querySelectorAll('[part=trick] .play.won').length).to.equal(1);
  });

  it('marks the field cards not used with 4 players, and in play with 5 (a field collision)', async () => {
    const el4 = await table(four.view(20));
    expect(text(el4, '[part=field]')).to.contain('not used');
    const step = five.find((v) => v.trick.length === 0 && v.lastTrick?.fieldCollision != null);
    const el5 = await table(step.view, step.prev);
    await expect(el5).to.be.accessible();
    expect(text(el5, '[part=field]')).to.not.contain('not used');
    const field = [...el5.shadowRoot!.querySelectorAll('[part=field] pt-card')] as PtCard[];
    expect(field.length).to.equal(4);
    expect(field.some((c) => c.faceDown)).to.equal(true);
    expect(text(el5, '[part=trick-caption]')).to.contain('collided with the field card');
  });

  it('shows the Break Card locked, then broken', async () => {
    const locked = await table(four.find((v) => v.phase === 'playing').view);
    expect($(locked, '[part=break-card] [role=img]')!.getAttribute('aria-label')).to.equal('Break Card: face down');
    expect(text(locked, '.break-text')).to.equal('Black Cards locked');
    expect($(locked, '[part=break-card] pt-term-link')!.getAttribute('term')).to.equal('black-card');
    const broken = await table(four.find((v) => v.broken).view);
    await expect(broken).to.be.accessible();
    expect($(broken, '[part=break-card] [role=img]')!.getAttribute('aria-label')).to.equal('Break Card: face up');
    expect(text(broken, '.break-text')).to.equal('Broken: Black Cards may be played');
    expect($(broken, '[part=break-card] pt-term-link')!.getAttribute('term')).to.equal('break');
  });

  it('turns a legal card into a playCard command, refuses an illegal one with its reason', async () => {
    const step = four.find((v) => v.turn === 0 && v.hand.some((h) => h.refusal) && v.hand.some((h) => !h.refusal));
    const el = await table(step.view);
    await expect(el).to.be.accessible();
    expect(text(el, '[part=turn]')).to.equal('Your turn');
    const commands: unknown[] = [];
    const intents: unknown[] = [];
    el.addEventListener('command', (e) => commands.push((e as CustomEvent).detail));
    el.parentElement!.addEventListener('play-card', (e) => intents.push(e));
    const cards = await handCards(el);
    const legal = step.view.hand.findIndex((h) => !h.refusal);
    const illegal = step.view.hand.findIndex((h) => h.refusal);
    expect(cards[illegal]!.reason).to.equal(step.view.hand[illegal]!.refusal!.reason);
    cards[illegal]!.shadowRoot!.querySelector('button')!.click();
    cards[legal]!.shadowRoot!.querySelector('button')!.click();
    expect(commands).to.deep.equal([{ type: 'playCard', card: step.view.hand[legal]!.card }]);
    expect(intents).to.deep.equal([]);
  });

  it('says in full that the next round is being dealt, on a wide screen and a phone', async () => {
    const step = four.find((v) => v.phase === 'dealing');
    for (const width of [1100, 360]) {
      const el = await table(step.view, undefined, width);
      const turn = $(el, '[part=turn]')!;
      expect(turn.textContent).to.equal('Dealing the next round');
      expect(turn.scrollWidth, `cut short at ${width} px`).to.be.at.most(turn.clientWidth);
    }
  });

  it('says whose turn it is to someone waiting', async () => {
    const step = four.find((v) => v.turn !== null && v.turn !== 0);
    const el = await table(step.view);
    expect(text(el, '[part=turn]')).to.equal(`Waiting for ${step.view.names[step.view.turn!]}`);
    const seats = [...el.shadowRoot!.querySelectorAll('pt-seat')] as PtSeat[];
    expect(seats.find((s) => s.turn)!.name).to.equal(step.view.names[step.view.turn!]);
    expect(($(el, '[part=player] pt-seat') as PtSeat).you).to.equal(true);
  });

  it("summarises a finished round over the table at the start of the next: each seat's tricks, what counted, totals, what ends the game", async () => {
    const step = four.find((v, p) => v.round === 2 && p.round === 1);
    const el = await table(step.view, step.prev);
    await expect(el).to.be.accessible();
    expect(text(el, '[part=round-summary] h2')).to.equal('Round 1 results');
    const rows = [...el.shadowRoot!.querySelectorAll('[part=round-summary] tbody tr')].map((r) => [...r.children].map((c) => c.textContent!.trim()));
    const last = step.view.rounds[0]!;
    expect(rows).to.deep.equal(
      step.view.names.map((n, s) => [
        s === step.view.seat ? `${n} (you)` : n,
        String(last.tricks[s]),
        String(last.counted[s]) + (last.counted[s] !== last.tricks[s] ? ' Null' : ''),
        String(step.view.totals[s]),
      ]),
    );
    expect(text(el, '[part=round-summary] .ends')).to.contain(`someone has ${step.view.target} or more tricks`);
    expect(text(el, '[part=announcer]')).to.contain('Round 1 over');
    ($(el, '[part=round-summary] .results-actions button') as HTMLButtonElement).click(); // Close
    await el.updateComplete;
    expect($(el, '[part=round-summary]')).to.equal(null);
  });

  it('shows the game-over summary, winners once and final scores, for a player and a spectator', async () => {
    for (const seat of [0, SPECTATOR]) {
      const view = four.view(-1, seat);
      const el = await table(view, four.view(-2, seat));
      await expect(el).to.be.accessible();
      const winners = view.result!.winners.map((s) => (s === seat ? 'You' : view.names[s]));
      const heading = text(el, '[part=game-over] h2');
      for (const w of winners) expect(heading.toLowerCase()).to.contain(w!.toLowerCase());
      // Said once, in the heading: the body is the score sheet.
      expect(text(el, '[part=game-over] .results-body')).to.not.match(/wins?\b|Winner/);
      expect($(el, '[part=game-over] pt-scoreboard')).to.not.equal(null);
      expect($(el, '[part=rail] pt-scoreboard'), 'the scores stay in the rail').to.not.equal(null);
      ($(el, '[part=game-over] .results-actions button') as HTMLButtonElement).click(); // Close
      await el.updateComplete;
      expect($(el, '[part=game-over]'), 'closed until the player opens the table again').to.equal(null);
      expect(text(el, '[part=announcer]')).to.contain('Game over');
      expect(text(el, '[part=turn]')).to.equal('Game over');
    }
  });

  it('shows a message from the host in a status region', async () => {
    const el = await table(four.view(30));
    el.message = 'It is Bob’s turn.';
    await el.updateComplete;
    expect($(el, '[part=message]')!.getAttribute('role')).to.equal('status');
    expect(text(el, '[part=message]')).to.equal('It is Bob’s turn.');
  });

  it('fits a 360px phone with no sideways scrolling', async () => {
    const step = five.find((v) => v.turn === 0 && v.trick.length >= 2);
    const el = await table(step.view, undefined, 360);
    await expect(el).to.be.accessible();
    const root = $(el, '.table') as HTMLElement;
    expect(root.scrollWidth).to.be.at.most(360);
    const cards = await handCards(el);
    expect(cards[0]!.getBoundingClientRect().width).to.be.below(60);
  });

  it('keeps the seat badges, the played cards and the caption apart with 4 and 6 players', async () => {
    for (const game of [four, new Replay(6, 'ui-6-0')]) {
      // Complete tricks (every seat has played), seen from two seats, and the end of the game.
      const steps: number[] = [];
      for (let i = 1; i < game.events.length; i++) {
        const view = game.view(i);
        if (view.trick.length === 0 && view.lastTrick && game.view(i - 1).trick.length > 0) steps.push(i);
      }
      const picks = [...steps.filter((_, k) => k % 7 === 0), game.events.length - 1];
      for (const width of [1200, 1100, 900, 700]) {
        for (const seat of [0, 2]) {
          const el = await table(game.view(picks[0]!, seat), undefined, width);
          for (const i of picks) {
            el.view = game.view(i, seat);
            await el.updateComplete;
            const n = el.view.names.length;
            expect(el.shadowRoot!.querySelectorAll('[part=trick] .play').length, `step ${i}`).to.equal(n);
            expect(collisions(el), `${n} players, ${width}px, seat ${seat}, step ${i}`).to.deep.equal([]);
          }
        }
      }
    }
  });

  it('gathers a taken trick onto its winning card, its other names gone', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const step = four.find((v) => v.trick.length === 0 && v.lastTrick !== null && !v.lastTrick.bigBang && v.phase === 'playing');
      for (const width of [1100, 390]) {
        const el = await table(step.view, step.prev, width);
        const won = $(el, '[part=trick] .play.won pt-card')!.getBoundingClientRect();
        const others = [...el.shadowRoot!.querySelectorAll('[part=trick] .play:not(.won)')];
        expect(others.length).to.equal(3);
        for (const play of others) {
          const box = play.querySelector('pt-card')!.getBoundingClientRect();
          const [cx, cy] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
          expect(Math.abs(cx - (won.left + won.right) / 2), `${width}px: under the winning card`).to.be.below(12);
          expect(Math.abs(cy - (won.top + won.bottom) / 2), `${width}px: under the winning card`).to.be.below(12);
          expect(getComputedStyle(play.querySelector('figcaption')!).opacity).to.equal('0');
        }
      }
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it("lays the trick under the seat badges on a phone, the viewer's own card below them", async () => {
    const step = four.find((v) => v.trick.length === 4 - 1 && v.turn === 0);
    const el = await table(step.view, undefined, 390);
    const badges = [...el.shadowRoot!.querySelectorAll('.others pt-seat')] as PtSeat[];
    for (const play of step.view.trick) {
      const card = [...el.shadowRoot!.querySelectorAll('[part=trick] .play')].find(
        (f) => f.querySelector('figcaption')!.textContent === step.view.names[play.seat],
      )!;
      const badge = badges.find((b) => b.name === step.view.names[play.seat])!.getBoundingClientRect();
      const box = card.querySelector('pt-card')!.getBoundingClientRect();
      expect((box.left + box.right) / 2).to.be.within(badge.left, badge.right);
      expect(box.top).to.be.above(badge.bottom);
    }
    expect(collisions(el)).to.deep.equal([]);
  });

  it('shows a tapped card large: on the felt, and in the hand when it may not be played', async () => {
    const step = four.find((v) => v.turn !== null && v.turn !== 0 && v.trick.length > 0);
    const el = await table(step.view);
    const first = step.view.trick[0]!;
    ($(el, '[part=trick] pt-card') as HTMLElement).click();
    await el.updateComplete;
    expect(text(el, '[part=look]')).to.contain(cardName(first.card)).and.to.contain(`${step.view.names[first.seat]}’s card`);
    await expect(el).to.be.accessible();
    ($(el, '[part=look] button') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect($(el, '[part=look]')).to.equal(null);
    // Not this seat's turn: a hand card shows large, with why it waits.
    const cards = await handCards(el);
    cards[0]!.shadowRoot!.querySelector('button')!.click();
    await el.updateComplete;
    expect(text(el, '[part=look]')).to.contain(cardName(step.view.hand[0]!.card)).and.to.contain('Wait for your turn');
    // A tap elsewhere puts it away.
    ($(el, '[part=felt]') as HTMLElement).click();
    await el.updateComplete;
    expect($(el, '[part=look]')).to.equal(null);
    // Gone once the card has left the hand.
    cards[0]!.shadowRoot!.querySelector('button')!.click();
    await el.updateComplete;
    const played = four.find(
      (v, p) => p.hand.some((h) => h.card === step.view.hand[0]!.card) && !v.hand.some((h) => h.card === step.view.hand[0]!.card),
      0,
      step.index,
    );
    el.view = played.view;
    await el.updateComplete;
    expect($(el, '[part=look]')).to.equal(null);
  });

  it('renders every step of a 3-player game, for a player and a spectator', async () => {
    const game = new Replay(3, 'ui-3-0');
    for (const seat of [0, SPECTATOR]) {
      const el = await table(game.view(0, seat));
      for (let i = 1; i < game.events.length; i++) {
        el.view = game.view(i, seat);
        await el.updateComplete;
        const view = el.view!;
        expect(el.shadowRoot!.querySelectorAll('pt-seat').length, `step ${i}`).to.equal(3);
        expect(el.shadowRoot!.querySelectorAll('[part=trick] pt-card').length, `step ${i}`).to.equal(
          view.trick.length > 0 ? view.trick.length : (view.lastTrick?.plays.length ?? 0),
        );
        if (seat === 0 && view.phase === 'playing') expect(($(el, 'pt-hand') as PtHand | null)?.cards.length ?? 0).to.equal(view.hand.length);
      }
      expect(text(el, '[part=game-over]')).to.contain('win');
    }
  });
});
