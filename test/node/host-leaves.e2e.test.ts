/**
 * End to end against `npm start`, over real PeerJS: four people play a match of Secrets of the
 * Universe (Intermediate Version), each page playing its own seat by itself (the chaos page script's
 * autoplay). Mid-game the host's tab closes for good: after the table's wait the guests elect one of
 * them, who rebuilds the host's state from the escrow and hosts from there, a bot playing the old
 * host's seat. Before the end the old host reopens its `#host=` link and sits down as a guest in its
 * own seat. The match plays to its real end, and every page holds a verified verdict and exactly
 * the full log redacted for its seat, each event once and in order.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { loadPlay } from '../../src/games/registry.js';
import { canonicalJson } from '../../src/kernel/canonical.js';
import type { Typed } from '../../src/kernel/game.js';
import { diagnose, moveAfterChange, pageScript, verdictOf, type El, type Win } from '../support/chaos-page.js';
import { appInBrowser, SHOTS } from '../support/start-app.js';

const held = appInBrowser();

const GAME = 'secrets-of-the-universe';
/**
 * The shortest match there is: four games, no claim window after a discard (a one-second window
 * makes the match over three minutes long here), the shortest wait for Next.
 */
const OPTIONS = { version: 'intermediate', matchLength: 4, claimMs: 0, nextGameMs: 5000 };
/** The table's waits on a person who left and on a host who left. */
const WAITS = { standInWait: 10_000, hostWait: 10_000 };
/** Seeds the pages' autoplay. */
const SEED = 11;
/** Each page's `bot-delay`: the bots of a table a page hosts, one it took over included, wait this long. */
const BOT_DELAY = 250;

interface Person {
  readonly who: string;
  readonly seat: number;
  readonly context: BrowserContext;
  page: Page;
}

type HostChange = { seat: number; generation: number };
/** The page's window: what the chaos page script records, and each change of host the element fired. */
type TestWindow = Win & { __hostChanges: HostChange[] };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls `check` every 250 ms until it holds; throws naming `what` (and what each page holds) after `ms`. */
async function until(check: () => Promise<boolean>, what: string, ms: number, people: readonly Person[], since: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) {
      const pages = await Promise.all(people.map(async (p) => `${p.who}: ${p.page.isClosed() ? 'closed' : await diagnose(p.page, since)}`));
      throw new Error(`${what}: not within ${ms / 1000} s\n  ${pages.join('\n  ')}`);
    }
    await sleep(250);
  }
}

/** A person's own browser, its pages playing their seat by themselves and noting each change of host. */
async function person(who: string, seat: number): Promise<Person> {
  const context = await held.browser.newContext({ viewport: { width: 1100, height: 820 }, reducedMotion: 'reduce' });
  await context.addInitScript(pageScript(SEED, who));
  await context.addInitScript(() => {
    const w = window as unknown as { __hostChanges: unknown[] };
    w.__hostChanges = [];
    document.addEventListener('host-changed', (e) => w.__hostChanges.push((e as CustomEvent).detail), true);
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`${who} page error:`, e.message));
  await page.goto(held.app.url);
  await page.waitForFunction(() => customElements.get('peer-table') !== undefined);
  await page.evaluate((delay) => document.querySelector('peer-table')!.setAttribute('bot-delay', String(delay)), BOT_DELAY);
  return { who, seat, context, page };
}

const eventCount = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as Win).__events.length).catch(() => 0);
const statusOf = (page: Page) => page.evaluate(() => (window as unknown as Win).__status).catch(() => null);
const hostSeatOf = (page: Page): Promise<number | null> => page.evaluate(() => (document.querySelector('peer-table') as El).host).catch(() => null);

describe('a table outlives its host, over PeerJS against npm start', () => {
  it('Secrets Intermediate: the host’s tab closes mid-game, a guest hosts on, the old host comes back as a guest in its seat, every page verified at the end', {
    timeout: 420_000,
  }, async () => {
    const { game } = await loadPlay(GAME);
    const began = Date.now();
    const host = await person('host', 0);
    const people: Person[] = [host];
    try {
      const joinLink = await host.page.evaluate(
        async ({ game, options, waits }) => {
          const el = document.querySelector('peer-table') as El;
          await el.createTable({ game, seats: 4, options, name: 'Hana', solo: false, ...waits });
          return el.joinLink!;
        },
        { game: GAME, options: OPTIONS, waits: WAITS },
      );
      const hostLink = host.page.url();
      assert.match(hostLink, /#host=[A-Za-z0-9]+$/);
      const guests = await Promise.all(
        (['Ben', 'Cy', 'Dee'] as const).map(async (name, i) => {
          const guest = await person(name, i + 1);
          await guest.page.evaluate(
            async ({ link, name, seat }) => {
              const el = document.querySelector('peer-table') as El;
              await el.joinTable(link, name);
              await el.takeSeat(seat);
            },
            { link: joinLink, name, seat: i + 1 },
          );
          return guest;
        }),
      );
      people.push(...guests);
      await host.page.evaluate(() => (document.querySelector('peer-table') as El).start());
      const playFrom = Date.now();
      const wait = (check: () => Promise<boolean>, what: string, ms: number) => until(check, what, ms, people, playFrom);

      // Mid-game (a few turns in, the escrow kept: the host can name its successor), the host's tab closes for good.
      await wait(async () => (await eventCount(host.page)) >= 40, 'forty events', 90_000);
      await wait(
        async () => (await host.page.evaluate(() => (document.querySelector('peer-table') as El & { successor: number | null }).successor)) !== null,
        'a successor named',
        30_000,
      );
      const closedAt = Date.now();
      const heldThen = await eventCount(host.page);
      await host.page.close();

      // A guest takes over: every guest's page says so, and the game goes on under it.
      await wait(
        async () => {
          const seats = await Promise.all(guests.map((g) => hostSeatOf(g.page)));
          return seats.every((s) => s !== null && s !== 0 && s === seats[0]);
        },
        'a new host, the same for every guest',
        60_000,
      );
      const newHost = (await hostSeatOf(guests[0]!.page))!;
      const lead = guests.find((g) => g.seat === newHost)!;
      await wait(async () => (await statusOf(lead.page))?.hosting === true, `seat ${newHost} hosting`, 30_000);
      // Its bots (the stand-in for the old host's seat) wait as its element says, not at the game's pace.
      const delay = await lead.page.evaluate(() => {
        type Hosting = { session: { host: { setup: { botDelay(state: unknown): number }; game: { state: unknown } } } };
        const host = (document.querySelector('peer-table') as unknown as Hosting).session.host;
        return host.setup.botDelay(host.game.state);
      });
      assert.equal(delay, BOT_DELAY, 'the bots of the page that took over wait as its bot-delay says');
      const first = { at: 0 };
      await wait(
        async () => {
          const seen = (await Promise.all(guests.map((g) => moveAfterChange(g.page, closedAt)))).filter((at): at is number => at !== null);
          first.at = Math.min(...seen);
          return seen.length > 0;
        },
        'a move under the new host',
        60_000,
      );
      const takeover = (first.at - closedAt) / 1000;

      // Some moves later, before the end: the old host reopens its link and sits down as a guest in seat 0.
      const under = await eventCount(lead.page);
      await wait(async () => (await eventCount(lead.page)) >= under + 20, 'twenty events under the new host', 60_000);
      assert.equal(await verdictOf(lead.page), null, 'the match is still on when the old host comes back');
      host.page = await host.context.newPage();
      host.page.on('pageerror', (e) => console.error('host page error:', e.message));
      const backAt = Date.now();
      await host.page.goto(hostLink);
      await wait(
        async () => {
          const status = await statusOf(host.page);
          return status?.status === 'online' && status.seat === 0 && (await hostSeatOf(host.page)) === newHost;
        },
        'the old host seated again, as a guest',
        60_000,
      );
      const back = await host.page.evaluate(() => {
        const el = document.querySelector('peer-table') as El;
        return { hostSeat: el.lobby?.hostSeat ?? null, status: (window as unknown as Win).__status };
      });
      assert.notEqual(back.hostSeat, 0, 'another seat hosts');
      assert.equal(back.status?.seat, 0);
      assert.equal(back.status?.hosting, false);

      // The match plays to its end under the new host: every page checks the reveal.
      // About a minute and a half on a quiet machine; the bound is for a busy one.
      await wait(async () => (await Promise.all(people.map((p) => verdictOf(p.page)))).every((v) => v !== null), 'every page’s verdict', 240_000);
      const seconds = (Date.now() - playFrom) / 1000;
      await lead.page.screenshot({ path: `${SHOTS}/host-leaves-new-host.png`, fullPage: true });
      await host.page.screenshot({ path: `${SHOTS}/host-leaves-old-host.png`, fullPage: true });

      const full = await lead.page.evaluate(() => (document.querySelector('peer-table') as El).exportLog());
      assert.equal(full?.perspective, 'full');
      const events = full!.events;
      events.forEach((e, i) => assert.equal(e.seq, i));
      const table = events.map((e) => e.event as Typed & { seat?: number; generation?: number }).filter((e) => e.type.startsWith('table.'));
      const changed = table.findIndex((e) => e.type === 'table.hostChanged');
      assert.deepEqual(table[changed], { type: 'table.hostChanged', seat: newHost, generation: 1 });
      assert.ok(
        table.slice(changed).some((e) => e.type === 'table.botStoodIn' && e.seat === 0),
        'a bot stood in for the old host',
      );
      assert.ok(
        table.slice(changed).some((e) => e.type === 'table.personReturned' && e.seat === 0),
        'the old host took its seat back',
      );
      assert.ok(events.length > heldThen + 40, `${events.length} events, ${heldThen} when the host left`);

      for (const p of people) {
        const got = await p.page.evaluate(() => {
          const w = window as unknown as TestWindow;
          const el = document.querySelector('peer-table') as El;
          const log = el.exportLog();
          return {
            events: w.__events,
            restarts: w.__restarts,
            status: w.__status,
            verdict: el.verdict,
            host: el.host,
            changes: w.__hostChanges,
            fullLog: log?.perspective === 'full' ? log.events : null,
          };
        });
        assert.deepEqual(got.verdict, { kind: 'verified' }, `${p.who}'s verdict`);
        assert.equal(got.status?.seat, p.seat, `${p.who}'s seat`);
        assert.equal(got.host, newHost, `${p.who} names the new host`);
        assert.equal(canonicalJson(got.fullLog), canonicalJson(events), `${p.who} holds the same full log`);
        assert.equal(got.restarts, 0, `${p.who} was given the log from its start once`);
        assert.deepEqual(
          got.events.map((e) => e.seq),
          events.map((_, i) => i),
          `${p.who} was given every event once, in order`,
        );
        const wrong = events.findIndex((e, i) => canonicalJson(game.redact(e.event, p.seat)) !== canonicalJson(got.events[i]!.event));
        assert.equal(wrong, -1, `${p.who}'s event ${wrong} is the full log's, redacted for seat ${p.seat}`);
        if (p !== host) assert.deepEqual(got.changes, [{ seat: newHost, generation: 1 }], `${p.who} heard the change of host once`);
      }
      console.log(
        `host leaves: Secrets Intermediate, ${events.length} events, the host left after ${heldThen}; seat ${newHost} hosts, ` +
          `the next move came ${takeover.toFixed(1)} s after the host's tab closed; the old host came back ${((backAt - closedAt) / 1000).toFixed(1)} s after; ` +
          `${seconds.toFixed(1)} s of play, ${((Date.now() - began) / 1000).toFixed(1)} s in all`,
      );
    } finally {
      await Promise.all(people.map((p) => p.context.close().catch(() => undefined)));
    }
  });
});
