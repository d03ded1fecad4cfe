import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import '../../components/pt-history/pt-history.js';
import type { PtHistory } from '../../components/pt-history/pt-history.js';
import { HistoryFeed, historyGroups } from '../../components/pt-history/history.js';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import { loadScreen } from '../../src/games/registry.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { replaySteps } from '../../src/kernel/replay.js';
import { withTableEvents } from '../../src/kernel/table-events.js';

/** A seeded 4-player Planet Tricks game, as seat 1 saw it. */
async function game() {
  const adapter = (await loadScreen('planet-tricks')).replay;
  const { events } = playBotGame(planetTricks, {
    options: { nullRule: true },
    names: ['Ann', 'Bob', 'Cyd', 'Dee'],
    bots: [planetBots.greedy!, planetBots.greedy!, planetBots.greedy!, planetBots.greedy!],
    seed: 'history',
  });
  const seen = events.map((e) => planetTricks.redact(e, 1));
  return { adapter, seen };
}

describe('The move history', () => {
  it('groups a game by deal and turn, in the game’s words, with the viewer’s moves marked; fed event by event it is the same', async () => {
    const { adapter, seen } = await game();
    const states = replaySteps(planetTricks, seen);
    const groups = historyGroups(adapter, seen, states, 1);
    expect(groups.flatMap((g) => g.items).map((i) => i.seq)).to.deep.equal(seen.map((_, i) => i));
    expect(groups.filter((g) => g.milestone).length).to.be.greaterThan(0);
    expect(groups.some((g) => g.label === 'Your turn')).to.equal(true);
    expect(groups.some((g) => g.label === 'Bob’s turn')).to.equal(false);
    const mine = groups.flatMap((g) => g.items).filter((i) => i.mine);
    expect(mine.length).to.be.greaterThan(0);
    expect(mine.every((i) => (seen[i.seq] as { seat?: number }).seat === 1)).to.equal(true);
    expect(groups.flatMap((g) => g.items)[5]!.lines).to.deep.equal(adapter.describe(states[5], seen[5]!, states[6]));
    // Fed as the events arrive, in three parts, it gives the same groups.
    const feed = new HistoryFeed(withTableEvents(planetTricks), adapter, 1);
    const entries = seen.map((event, seq) => ({ seq, event }));
    feed.update(entries.slice(0, 10));
    feed.update(entries.slice(0, 57));
    expect(feed.update(entries)).to.deep.equal(groups);
  });

  it('a table event (a bot standing in) is said in the table’s words, and is nobody’s move', async () => {
    const { adapter, seen } = await game();
    const events = [...seen.slice(0, 8), { type: 'table.botStoodIn', seat: 1, level: 'strong' }, ...seen.slice(8, 12)];
    const feed = new HistoryFeed(withTableEvents(planetTricks), adapter, 1);
    const items = feed.update(events.map((event, seq) => ({ seq, event }))).flatMap((g) => g.items);
    expect(items[8]!.lines).to.deep.equal(['Bob is away: a bot (strong) plays for them']);
    expect(items[8]!.mine).to.equal(false);
  });

  it('is an accessible log, open on a wide screen, that follows new entries and remembers being folded', async () => {
    localStorage.removeItem('peer-table:history-open');
    const { adapter, seen } = await game();
    const groups = historyGroups(adapter, seen, replaySteps(planetTricks, seen), 1);
    const el = await fixture<PtHistory>(html`<div style="background:#13263a;width:600px"><pt-history .groups=${groups.slice(0, 3)}></pt-history></div>`).then(
      (d) => d.querySelector('pt-history')!,
    );
    await expect(el).to.be.accessible();
    const log = el.shadowRoot!.querySelector<HTMLElement>('[role=log]')!;
    expect(log.getAttribute('aria-label')).to.equal('Move history');
    expect(el.open).to.equal(true);
    el.groups = groups;
    await el.updateComplete;
    await nextFrame();
    expect(log.scrollTop + log.clientHeight, 'the newest entry in view').to.be.closeTo(log.scrollHeight, 2);
    // A reader who scrolls up to older entries stays there as new ones come.
    const scrolledTo = (top: number) => {
      const done = new Promise((r) => log.addEventListener('scroll', r, { once: true }));
      log.scrollTop = top;
      return done;
    };
    await scrolledTo(0);
    const more = (n: number) => [...groups, ...groups.slice(0, n)];
    el.groups = more(2);
    await el.updateComplete;
    await nextFrame();
    expect(log.scrollTop, 'left where the reader scrolled').to.equal(0);
    await scrolledTo(log.scrollHeight);
    el.groups = more(4);
    await el.updateComplete;
    await nextFrame();
    expect(log.scrollTop + log.clientHeight, 'following again once back at the end').to.be.closeTo(log.scrollHeight, 2);
    expect(el.shadowRoot!.querySelectorAll('li.mine').length).to.be.greaterThan(0);
    expect(el.shadowRoot!.querySelector('li.mine .sr')!.textContent).to.contain('your move');
    const details = el.shadowRoot!.querySelector('details')!;
    details.open = false;
    await new Promise((r) => setTimeout(r, 20));
    expect(localStorage.getItem('peer-table:history-open')).to.equal('false');
    expect(el.shadowRoot!.querySelector('summary .last')!.textContent).to.equal(el.groups.at(-1)!.items.at(-1)!.lines[0]);
    localStorage.removeItem('peer-table:history-open');
  });
});
