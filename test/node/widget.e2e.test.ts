/**
 * The built widget, dist/peer-table.js, in plain HTML pages (served by `npm start`, not through the
 * dev server's module graph): a page creates a table through the element's API, plays its seat
 * until the bots' game ends and hears `game-over`; pages seat a guest, a spectator and a bot and
 * start the game through the API alone (a spectator sees the lobby before giving a name, a bot
 * seated at a level), and hear the verification; two widgets share a page without touching each
 * other or the page; theming properties and parts reach inside; axe finds no accessibility
 * violation; the layout fits a 360 px phone; light and dark schemes both apply. Screenshots go to
 * .build/screenshots.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { appInBrowser, SHOTS, widgetPage } from '../support/start-app.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const held = appInBrowser();

/**
 * A fresh browser context showing `body` in a plain page that loads only the built widget, with
 * reduced motion (motion has its own check below, and layout-shift.e2e plays every game with it).
 */
const plainPage = (body: string, viewport?: { width: number; height: number }): Promise<Page> => widgetPage(held, body, viewport, 'reduce');

/** In the page: play `selector`'s seat with its legal commands until game-over; resolves to a summary. */
function playToTheEnd(page: Page, selector: string, seats: number) {
  return page.evaluate(
    async ({ selector, seats }) => {
      type El = HTMLElement & {
        createTable(spec: object): Promise<string>;
        legalCommands(): readonly { type: string }[];
        submit(c: object): Promise<void>;
        exportLog(): { perspective: unknown; events: unknown[] } | null;
        table: string | null;
      };
      const el = document.querySelector(selector) as El;
      const seen: number[] = [];
      const statuses: string[] = [];
      el.addEventListener('table-event', (e) => seen.push((e as CustomEvent<{ seq: number }>).detail.seq));
      el.addEventListener('status', (e) => statuses.push((e as CustomEvent<{ status: string }>).detail.status));
      const over = new Promise<{ winners: number[]; scores: number[]; summary: string }>((resolve) =>
        el.addEventListener('game-over', (e) => resolve((e as CustomEvent).detail), { once: true }),
      );
      const table = await el.createTable({ solo: true, seats, name: 'Pat' });
      let refused = '';
      let finished = false;
      void over.then(() => (finished = true));
      const deadline = Date.now() + 120_000;
      while (!finished) {
        if (Date.now() > deadline) throw new Error('the game did not end in 2 minutes');
        const legal = el.legalCommands();
        if (legal.length > 0) {
          if (!refused) {
            // A malformed command, then a move the rules refuse: each rejected with the rule's name.
            // (No named functions in here: the test's compiler would wrap them in a helper the page lacks.)
            const malformed = await el.submit({ type: 'playCard', card: 999 }).then(
              () => 'accepted',
              (e: Error & { rule?: string }) => `${e.name}/${e.rule ?? ''}`,
            );
            const played = new Set(legal.map((c) => (c as { card?: number }).card));
            const illegal = Array.from({ length: 64 }, (_, i) => i).find((i) => !played.has(i))!;
            const refusal = await el.submit({ type: 'playCard', card: illegal }).then(
              () => 'accepted',
              (e: Error & { rule?: string }) => `${e.name}/${e.rule ?? ''}`,
            );
            refused = `${malformed} ${refusal}`;
          }
          // The host answers a flood of moves with 'rate': wait as a person would, then go on.
          await el.submit(legal[Math.floor(legal.length / 2)]!).catch((e: { rule?: string }) => e.rule === 'rate' && new Promise((r) => setTimeout(r, 200)));
        } else await new Promise((r) => setTimeout(r, 15));
      }
      const result = await over;
      // The host's full log arrives with the reveal, right after the last event.
      for (let i = 0; i < 200 && el.exportLog()?.perspective !== 'full'; i++) await new Promise((r) => setTimeout(r, 25));
      const log = el.exportLog();
      return { table, el: el.table, result, seen, statuses, refused, perspective: log?.perspective, events: log?.events.length ?? 0 };
    },
    { selector, seats },
  );
}

async function axeViolations(page: Page): Promise<string[]> {
  // A panel still fading in has text of lower contrast than it ends with: let every finite animation,
  // in the page and in every shadow root, end first, until a frame starts none.
  // (No named functions in the page: see layout-shift.)
  await page.evaluate(async () => {
    for (let round = 0; round < 20; round++) {
      for (let f = 0; f < 2; f++) await new Promise((r) => requestAnimationFrame(r));
      const roots: (Document | ShadowRoot)[] = [document];
      const running: Animation[] = [];
      for (let root = roots.pop(); root; root = roots.pop()) {
        running.push(...root.getAnimations());
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
      }
      const finite = running.filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      if (finite.length === 0) return;
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    }
  });
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Node, o: object): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

describe('the built widget in a plain page', () => {
  it('creates a table through the API, plays its seat to the end of a bot game and fires game-over', async () => {
    const page = await plainPage('<peer-table bot-delay="0"></peer-table>');
    const run = await playToTheEnd(page, 'peer-table', 3);
    assert.match(run.table, /^[A-Za-z0-9]{22}$/);
    assert.equal(run.el, run.table);
    assert.match(run.refused, /^RuleError\/command RuleError\/(?!command|offline)[\w-]+$/, 'illegal moves are rejected with the rule that refused them');
    assert.ok(run.result.winners.length >= 1 && run.result.scores.length === 3, JSON.stringify(run.result));
    assert.ok(run.result.summary.length > 0);
    assert.deepEqual(
      run.seen,
      run.seen.map((_, i) => i),
      'table-event fires once per event, in order',
    );
    assert.equal(run.perspective, 'full', 'after the reveal, exportLog gives the host’s full log');
    assert.equal(run.events, run.seen.length);
    assert.ok(run.statuses.includes('online'));
    await page.screenshot({ path: `${SHOTS}/widget-game-over.png`, fullPage: true });
    const verdict = await page.locator('peer-table [part="verdict"]').innerText();
    assert.match(verdict, /Verified/);
    assert.equal(await page.locator('peer-table [part="connection"]').innerText(), 'You are playing against bots.');
    assert.deepEqual(await axeViolations(page), []);
    await page.context().close();
  });

  it('plays a whole Secrets of the Universe match (2 players, with dummies) through the API, accessibly', async () => {
    const page = await plainPage('<peer-table game="secrets-of-the-universe" bot-delay="0"></peer-table>');
    const run = await page.evaluate(async () => {
      type El = HTMLElement & {
        createTable(spec: object): Promise<string>;
        legalCommands(): readonly { type: string }[];
        submit(c: object): Promise<void>;
        view: { phase: string; hand: unknown[] } | null;
      };
      const el = document.querySelector('peer-table') as El;
      let result: { scores: number[]; summary: string } | null = null;
      el.addEventListener('game-over', (e) => (result = (e as CustomEvent).detail), { once: true });
      await el.createTable({ solo: true, seats: 2, name: 'Pat', options: { version: 'basic', matchLength: 4 } });
      let moves = 0;
      let midGame = '';
      const deadline = Date.now() + 120_000;
      while (!result) {
        if (Date.now() > deadline) throw new Error('the match did not end in 2 minutes');
        const legal = el.legalCommands();
        const pick = legal.find((c) => c.type === 'goOut' || c.type === 'callCoin') ?? legal.find((c) => c.type === 'drawFromDeck') ?? legal.at(-1);
        if (!pick) {
          await new Promise((r) => setTimeout(r, 10));
          continue;
        }
        if (moves === 21) midGame = JSON.stringify(el.view?.hand.length);
        await el.submit(pick).catch((e: { rule?: string }) => e.rule === 'rate' && new Promise((r) => setTimeout(r, 200)));
        moves++;
      }
      return { result: result as { scores: number[]; summary: string }, moves, midGame };
    });
    assert.equal(run.result.scores.length, 2);
    assert.match(run.result.summary, /the match with \d+ points/);
    assert.ok(run.moves > 20);
    await page.screenshot({ path: `${SHOTS}/widget-secrets-match-over.png`, fullPage: true });
    assert.deepEqual(await axeViolations(page), []);
    await page.context().close();
  });

  it('runs two widgets on one page without either touching the other or the page', async () => {
    const page = await plainPage(
      `<div style="display:grid;grid-template-columns:1fr 1fr;gap:8px">
      <peer-table id="a" bot-delay="0"></peer-table><peer-table id="b" bot-delay="0"></peer-table></div>`,
      { width: 1400, height: 900 },
    );
    const [a, b] = await Promise.all([playToTheEnd(page, '#a', 3), playToTheEnd(page, '#b', 4)]);
    assert.notEqual(a.table, b.table);
    assert.equal(a.result.scores.length, 3);
    assert.equal(b.result.scores.length, 4);
    const leaks = await page.evaluate(() => ({
      globals: Object.keys(window).filter((k) => !(window as unknown as { __before: string[] }).__before.includes(k) && k !== '__before'),
      headStyles: document.head.querySelectorAll('style, link[rel=stylesheet]').length,
      adopted: document.adoptedStyleSheets.length,
      bodyColor: getComputedStyle(document.body).color,
    }));
    // Lit's shared version registries and decorator metadata map are the only globals, as on any page using Lit.
    assert.deepEqual(
      leaks.globals.sort(),
      ['litElementVersions', 'litHtmlVersions', 'litPropertyMetadata', 'reactiveElementVersions'],
      'no globals of peer-table’s own',
    );
    assert.equal(leaks.headStyles, 0, 'no global CSS');
    assert.equal(leaks.adopted, 0, 'no global CSS');
    assert.equal(leaks.bodyColor, 'rgb(0, 0, 0)', 'the page keeps its own look');
    await page.screenshot({ path: `${SHOTS}/widget-two-tables.png` });
    await page.context().close();
  });

  it('takes a second copy of the widget script on the page without an error: the first copy’s elements stay and play', async () => {
    const page = await plainPage(`<peer-table id="a" bot-delay="0"></peer-table>`);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Another URL is another module instance: a second copy of every definition, as two script tags from two hosts would give.
    const loaded = await page.evaluate(() =>
      import(`${location.origin}/peer-table.js?copy=2`).then(
        () => 'loaded',
        (e: Error) => e.message,
      ),
    );
    assert.equal(loaded, 'loaded');
    const { result } = await playToTheEnd(page, '#a', 3);
    assert.equal(result.scores.length, 3);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('creates a table from the options it is given, the rest at their defaults, and refuses an unknown option with a clear error, opening nothing', async () => {
    const page = await plainPage('<peer-table game="crazier-eights" bot-delay="60000"></peer-table>');
    type El = HTMLElement & { createTable(s: object): Promise<string>; table: string | null; lobby: { options: unknown } | null };
    const refused = await page.evaluate(() =>
      (document.querySelector('peer-table') as El).createTable({ seats: 3, name: 'Pat', options: { series: 'match', colour: 'red' } }).then(
        () => 'opened',
        (e: Error) => e.message,
      ),
    );
    assert.match(refused, /^Crazier Eights has no option "colour" \(its options: series, teams, promos\)\.$/);
    assert.equal(await page.evaluate(() => (document.querySelector('peer-table') as El).table), null);
    assert.match(await page.locator('peer-table [part="problem"]').innerText(), /no option "colour"/);
    await page.evaluate(() => (document.querySelector('peer-table') as El).createTable({ seats: 3, name: 'Pat', options: { series: 'match' } }));
    await page.waitForFunction(() => (document.querySelector('peer-table') as El).lobby !== null);
    assert.deepEqual(await page.evaluate(() => (document.querySelector('peer-table') as El).lobby!.options), { series: 'match', teams: 'none', promos: 0 });
    await page.context().close();
  });

  it('reopens the table it had open after the page reloads, its bots at their levels, and leaves it for good on request; honours reduced motion', async () => {
    const page = await plainPage('<peer-table id="club" bot-delay="60000"></peer-table>');
    type El = HTMLElement & {
      createTable(s: object): Promise<string>;
      table: string | null;
      view: { hand?: unknown[] } | null;
      leave(): void;
      lobby: { seats: { level?: string }[] } | null;
    };
    // The older bot styles still work: random reads as the easy level, greedy as the strong one.
    const table = await page.evaluate(() =>
      (document.querySelector('peer-table') as El).createTable({ solo: true, seats: 4, name: 'Pat', bot: [null, 'random', 'strong', 'greedy'] }),
    );
    const levels = () => page.evaluate(() => (document.querySelector('peer-table') as El).lobby?.seats.map((s) => s.level ?? null));
    await page.waitForFunction(() => (document.querySelector('peer-table') as El).lobby !== null);
    assert.deepEqual(await levels(), [null, 'easy', 'strong', 'strong']);
    await page.waitForFunction(() => ((document.querySelector('peer-table') as El).view?.hand?.length ?? 0) > 0);
    const hand = await page.evaluate(() => JSON.stringify((document.querySelector('peer-table') as El).view));
    await page.locator('peer-table planet-tricks-table pt-hand pt-card').first().waitFor();
    // Cards move when played, unless the reader asked for reduced motion.
    const motion = () =>
      page.evaluate(() => {
        const table = document.querySelector('peer-table')!.shadowRoot!.querySelector('planet-tricks-table')!.shadowRoot!;
        const card = table.querySelector('pt-hand')!.shadowRoot!.querySelector('pt-card')!.shadowRoot!.querySelector('[part="card"]')!;
        return getComputedStyle(card).transitionDuration;
      });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    assert.notEqual(await motion(), '0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    assert.match(await motion(), /^0s(, 0s)*$/);
    await page.reload();
    await page.waitForFunction((id) => (document.querySelector('peer-table') as El | null)?.table === id, table);
    await page.waitForFunction((before) => JSON.stringify((document.querySelector('peer-table') as El).view) === before, hand);
    assert.deepEqual(await levels(), [null, 'easy', 'strong', 'strong'], 'each bot seat keeps its level after the reload');
    await page.evaluate(() => (document.querySelector('peer-table') as El).leave());
    await page.reload();
    await page.locator('peer-table pt-home').waitFor();
    assert.equal(await page.evaluate(() => (document.querySelector('peer-table') as El).table), null);
    await page.context().close();
  });

  it('seats people, a spectator and a bot, starts and reports the verification through the API alone', async () => {
    type El = HTMLElement & {
      createTable(spec: object): Promise<string>;
      joinTable(link: string, name?: string): Promise<void>;
      takeSeat(seat: number, name?: string): Promise<void>;
      watch(name?: string): Promise<void>;
      addBot(seat: number, level?: string): Promise<void>;
      start(): Promise<void>;
      legalCommands(): readonly object[];
      submit(c: object): Promise<void>;
      joinLink: string | null;
      lobby: { game: string; hostSeat: number; seats: { kind: string; name: string; level?: string }[]; started: boolean } | null;
      verdict: { kind: string } | null;
    };
    // Pages served as they are (a page fulfilled by the test could not reach the local signaling server).
    const examplePage = async () => {
      const page = await (await held.browser.newContext()).newPage();
      await page.goto(`${held.app.url}examples/minimal.html`);
      await page.waitForFunction(() => customElements.get('peer-table') !== undefined);
      return page;
    };
    const [host, ben, spy] = [await examplePage(), await examplePage(), await examplePage()];
    const pages = [host, ben, spy];
    await host.evaluate(() => document.querySelector('peer-table')!.setAttribute('bot-delay', '0'));
    // In every page: note the verdict event, and play this page's seat whenever it may.
    for (const page of pages) {
      await page.evaluate(() => {
        const el = document.querySelector('peer-table') as El;
        const w = window as unknown as { verdicts: unknown[] };
        w.verdicts = [];
        el.addEventListener('verdict', (e) => w.verdicts.push((e as CustomEvent).detail));
        setInterval(() => {
          const [move] = el.legalCommands();
          if (move) el.submit(move).catch(() => undefined);
        }, 30);
      });
    }
    const link = await host.evaluate(async () => {
      const el = document.querySelector('peer-table') as El;
      await el.createTable({ seats: 3, name: 'Pat' });
      return el.joinLink!;
    });
    const refusal = (page: Page, act: string) =>
      page.evaluate((act) => {
        const el = document.querySelector('peer-table') as unknown as Record<string, (n?: number) => Promise<void>>;
        return el[act]!(0).then(
          () => 'done',
          (e: Error & { rule?: string }) => `${e.name}/${e.rule}: ${e.message}`,
        );
      }, act);
    await ben.evaluate(async (link) => {
      const el = document.querySelector('peer-table') as El;
      await el.joinTable(link, 'Ben');
      await el.takeSeat(1);
    }, link);
    assert.equal(await refusal(ben, 'start'), 'RuleError/lobby: Only the host manages the table.');
    // The spy looks at the lobby with no name given, then watches under one.
    const looked = await spy.evaluate(async (link) => {
      const el = document.querySelector('peer-table') as El;
      await el.joinTable(link);
      const lobby = el.lobby!;
      const before = { game: lobby.game, host: lobby.seats[lobby.hostSeat]!.name, seats: lobby.seats.map((s) => s.kind) };
      const refused = await el.watch().then(
        () => 'watching',
        (e: Error) => e.message,
      );
      await el.watch('Spy');
      return { before, refused };
    }, link);
    assert.deepEqual(looked, { before: { game: 'planet-tricks', host: 'Pat', seats: ['person', 'person', 'open'] }, refused: 'A name is needed to watch.' });
    assert.equal(await refusal(spy, 'takeSeat'), 'RuleError/lobby: You already have a place at this table.');
    const lobby = await host.evaluate(async () => {
      const el = document.querySelector('peer-table') as El;
      await el.addBot(2, 'easy');
      await el.start();
      return el.lobby!;
    });
    assert.deepEqual(
      lobby.seats.map((s) => [s.kind, s.name, s.level ?? null]),
      [
        ['person', 'Pat', null],
        ['person', 'Ben', null],
        ['bot', 'Cyd (bot)', 'easy'],
      ],
    );
    assert.equal(lobby.started, true);
    const verdicts = await Promise.all(
      pages.map((page) =>
        page
          .waitForFunction(() => (window as unknown as { verdicts: unknown[] }).verdicts.length > 0, null, { timeout: 120_000 })
          .then(() =>
            page.evaluate(() => ({
              events: (window as unknown as { verdicts: unknown[] }).verdicts,
              property: (document.querySelector('peer-table') as El).verdict,
            })),
          ),
      ),
    );
    for (const v of verdicts) assert.deepEqual(v, { events: [{ kind: 'verified' }], property: { kind: 'verified' } });
    await Promise.all(pages.map((page) => page.context().close()));
  });

  it('loads a game only when a table needs it; a chunk that fails to load says so with a retry, and the table is not lost', async () => {
    const page = await plainPage('<peer-table id="club" bot-delay="60000"></peer-table>');
    type El = HTMLElement & { createTable(s: object): Promise<string>; table: string | null; view: { hand?: unknown[] } | null };
    // The page is loaded: from now on, the chunks it fetches are the game's.
    const chunks = new Set<string>();
    page.on('request', (r) => r.url().includes('/chunks/') && chunks.add(r.url()));
    await page.locator('peer-table pt-home').waitFor();
    const table = await page.evaluate(() => (document.querySelector('peer-table') as El).createTable({ solo: true, seats: 3, name: 'Pat' }));
    await page.waitForFunction(() => ((document.querySelector('peer-table') as El).view?.hand?.length ?? 0) > 0);
    assert.ok(chunks.size > 0, 'the game came in chunks of its own');
    const hand = await page.evaluate(() => JSON.stringify((document.querySelector('peer-table') as El).view));
    // After a reload the game's chunks fail (a network hiccup), not the widget's own.
    const game = new Set(chunks);
    let failing = true;
    await page.route('**/chunks/**', (route) => (failing && game.has(route.request().url()) ? route.abort('failed') : route.continue()));
    await page.reload();
    const problem = page.locator('peer-table [part="problem"]');
    await problem.waitFor();
    assert.match(await problem.innerText(), /could not be loaded/);
    await page.screenshot({ path: `${SHOTS}/widget-chunk-failed.png` });
    failing = false;
    await problem.getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction((id) => (document.querySelector('peer-table') as El).table === id, table);
    await page.waitForFunction((before) => JSON.stringify((document.querySelector('peer-table') as El).view) === before, hand);
    await page.context().close();
  });

  it('shows the end of a game whole once its part loads; a part that fails to load says so with a retry, and the game is not lost', async () => {
    const page = await plainPage('<peer-table bot-delay="0"></peer-table>');
    await page.locator('peer-table pt-home').waitFor();
    // The chunk holding the end panel (found by its words) fails until the person asks again.
    let failing = true;
    let refused = 0;
    await page.route('**/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (failing && body.includes('Copy replay link')) {
        refused++;
        return route.abort('failed');
      }
      return route.fulfill({ response, body });
    });
    await page.evaluate(() => {
      const w = window as unknown as { loadErrors: number };
      w.loadErrors = 0;
      document.querySelector('peer-table')!.addEventListener('error', (e) => {
        if (/could not be loaded/.test((e as unknown as CustomEvent<{ message: string }>).detail.message)) w.loadErrors++;
      });
    });
    const run = await playToTheEnd(page, 'peer-table', 3);
    assert.ok(run.result.summary.length > 0);
    const problem = page.locator('peer-table [part="problem"]');
    await problem.waitFor();
    assert.match(await problem.innerText(), /could not be loaded/);
    assert.ok(refused > 0, 'the end panel is a part of its own');
    // The table changes on while the part loads (the reveal, the verdict): still one error for each load that failed.
    const errors = await page.evaluate(() => (window as unknown as { loadErrors: number }).loadErrors);
    assert.ok(errors >= 1 && errors <= refused, `${errors} errors for ${refused} failed loads`);
    assert.equal(await page.locator('peer-table [part="end"]').count(), 0, 'no half of the end panel shows');
    failing = false;
    await problem.getByRole('button', { name: 'Try again' }).click();
    const end = page.locator('peer-table [part="end"]');
    await end.waitFor();
    assert.ok((await end.innerText()).includes(`Game over. ${run.result.summary}`), await end.innerText());
    await page.locator('peer-table [part="verdict"]').filter({ hasText: 'Verified' }).waitFor();
    assert.equal(await end.getByRole('button', { name: 'Rematch' }).count(), 1);
    assert.equal(await page.locator('peer-table [part="problem"]').count(), 0);
    await page.context().close();
  });

  it('takes theming custom properties and ::part rules from the page', async () => {
    const page = await plainPage(`<style>
        peer-table { --pt-accent: rgb(200, 0, 100); --pt-font: monospace; --pt-bg: rgb(250, 250, 240); }
        peer-table::part(title) { text-transform: uppercase; }
      </style><peer-table></peer-table>`);
    const button = page.locator('peer-table pt-home [part="play-now"]').first();
    await button.waitFor();
    const looks = await page.evaluate(() => {
      const el = document.querySelector('peer-table')!;
      const solo = el.shadowRoot!.querySelector('pt-home')!.shadowRoot!.querySelector('[part="play-now"]')!;
      const title = el.shadowRoot!.querySelector('[part="title"]')!;
      return {
        accent: getComputedStyle(solo).backgroundColor,
        font: getComputedStyle(el).fontFamily,
        bg: getComputedStyle(el).backgroundColor,
        title: getComputedStyle(title).textTransform,
      };
    });
    assert.deepEqual(looks, { accent: 'rgb(200, 0, 100)', font: 'monospace', bg: 'rgb(250, 250, 240)', title: 'uppercase' });
    await page.context().close();
  });

  it('follows prefers-color-scheme and fits a 360 px phone', async () => {
    const page = await plainPage('<peer-table></peer-table>', { width: 360, height: 740 });
    await page.locator('peer-table pt-home').waitFor();
    const bg = () => page.evaluate(() => getComputedStyle(document.querySelector('peer-table')!).backgroundColor);
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await bg();
    await page.emulateMedia({ colorScheme: 'light' });
    const light = await bg();
    assert.notEqual(dark, light);
    await page.screenshot({ path: `${SHOTS}/widget-360-light.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    assert.ok(overflow <= 360, `the page scrolls sideways: ${overflow}px`);
    assert.deepEqual(await axeViolations(page), []);
    await page.context().close();
  });

  it('opens a replay from a log URL, from the seat the page asks for', async () => {
    const page = await plainPage('<peer-table replay="/examples/planet-tricks-game.json" seat="2"></peer-table>');
    const replay = page.locator('peer-table pt-replay');
    await replay.waitFor();
    await page
      .locator('peer-table pt-replay')
      .getByText(/verified:/i)
      .first()
      .waitFor();
    const perspective = await page.evaluate(() => {
      const r = document.querySelector('peer-table')!.shadowRoot!.querySelector('pt-replay') as HTMLElement & { perspective: unknown };
      return r.perspective;
    });
    assert.equal(perspective, 1);
    await page.screenshot({ path: `${SHOTS}/widget-replay.png`, fullPage: true });
    assert.deepEqual(await axeViolations(page), []);
    await page.context().close();
  });

  it('lists the example pages at /examples/, each readable in the dark and the light scheme', async () => {
    const context = await held.browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${held.app.url}examples/`);
    const pages = await page.locator('a[href$=".html"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    assert.deepEqual(pages.map((u) => u.split('/').at(-1)).sort(), ['minimal.html', 'replay.html', 'themed.html', 'two-tables.html']);
    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${held.app.url}examples/`);
      assert.deepEqual(await axeViolations(page), [], `the examples index in the ${scheme} scheme`);
      for (const url of pages) {
        await page.goto(url);
        await page.waitForFunction(() => customElements.get('peer-table') !== undefined);
        await page.locator('peer-table').first().locator('pt-home, pt-replay').first().waitFor();
        if (url.endsWith('replay.html'))
          await page
            .locator('peer-table pt-replay')
            .getByText(/verified:/i)
            .first()
            .waitFor();
        const name = url.split('/').at(-1)!.replace('.html', '');
        await page.screenshot({ path: `${SHOTS}/example-${name}-${scheme}.png`, fullPage: true });
        assert.deepEqual(await axeViolations(page), [], `${name} in the ${scheme} scheme`);
      }
    }
    await context.close();
  });

  it('asks before leaving a game in play; a host is told that leaving closes the table for everyone', async () => {
    const page = await plainPage('<peer-table bot-delay="5000"></peer-table>');
    await page.evaluate(() =>
      (document.querySelector('peer-table') as HTMLElement & { createTable(s: object): Promise<string> }).createTable({ solo: true, seats: 3, name: 'Pat' }),
    );
    const leave = page.locator('peer-table header button', { hasText: 'Leave table' });
    const dialog = page.locator('peer-table [part="confirm-leave"]');
    await page.locator('peer-table [part="connection"]').getByText('You are playing against bots.').waitFor();
    await leave.click();
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('role'), 'alertdialog');
    // Against bots alone nobody can take the table over: leaving closes it.
    assert.match(await dialog.innerText(), /Leave this game\?\s+You host this table, and nobody else at it can take it over: leaving closes it for everyone\./);
    assert.equal(
      await page.evaluate(() => (document.querySelector('peer-table')!.shadowRoot!.activeElement as HTMLElement | null)?.textContent?.trim()),
      'Stay',
    );
    assert.deepEqual(await axeViolations(page), []);
    await page.screenshot({ path: `${SHOTS}/widget-confirm-leave.png` });
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await page.evaluate(() => (document.querySelector('peer-table') as HTMLElement & { table: string | null }).table !== null), 'still at the table');
    await leave.click();
    await dialog.getByRole('button', { name: 'Leave and close the table' }).click();
    await page.locator('peer-table pt-home').waitFor();
    assert.equal(await page.evaluate(() => (document.querySelector('peer-table') as HTMLElement & { table: string | null }).table), null);
    await page.context().close();
  });

  it("on the standalone page, the tab title names the game and marks the player's turn", async () => {
    const page = await plainPage('<peer-table routing="hash" bot-delay="400"></peer-table>');
    await page.evaluate(() =>
      (document.querySelector('peer-table') as HTMLElement & { createTable(s: object): Promise<string> }).createTable({ solo: true, seats: 3, name: 'Pat' }),
    );
    const seen = new Set<string>();
    for (const end = Date.now() + 60_000; seen.size < 2 && Date.now() < end; ) {
      // Read the title and whose turn it is together, then play when it is this seat's turn. The
      // element knows an event as it arrives and draws it (the title too) once it is stored, a
      // moment later: a title a move behind is read again, for up to 2 s.
      const now = await page.evaluate(async () => {
        const el = document.querySelector('peer-table') as unknown as { myTurn: boolean; legalCommands(): object[]; submit(c: object): Promise<void> };
        let seen = { title: document.title, mine: el.myTurn };
        for (let tries = 0; tries < 40 && seen.title.startsWith('● ') !== seen.mine; tries++) {
          await new Promise((r) => setTimeout(r, 50));
          seen = { title: document.title, mine: el.myTurn };
        }
        if (seen.mine) await el.submit(el.legalCommands()[0]!).catch(() => undefined);
        return seen;
      });
      if (now.title === 'peer-table' || now.title === 'Embed test') continue;
      assert.equal(now.title, now.mine ? '● Your turn · Planet Tricks · peer-table' : 'Planet Tricks · peer-table');
      seen.add(now.title);
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(seen.size, 2, `titles seen: ${[...seen].join(' | ')}`);
    await page.context().close();
  });

  it("rings a short sound each time the turn becomes the player's, only once the player turns it on, and remembers it", async () => {
    const page = await plainPage('<peer-table bot-delay="300"></peer-table>');
    await page.evaluate(() => {
      const w = window as unknown as { notes: number[] };
      w.notes = [];
      const make = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        const tone = make.call(this);
        queueMicrotask(() => w.notes.push(tone.frequency.value));
        return tone;
      };
    });
    // Whose turn it was at each of the element's renders (where the sound is decided), kept by the page:
    // a turn that begins while this test waits (a new round the player starts, dealt at once) counts too.
    await page.evaluate(() => {
      const el = document.querySelector('peer-table') as unknown as { myTurn: boolean; updated(...a: unknown[]): void };
      const w = window as unknown as { turns: boolean[] };
      w.turns = [];
      const updated = el.updated;
      el.updated = function (this: typeof el, ...a: unknown[]) {
        w.turns.push(this.myTurn);
        updated.apply(this, a);
      };
    });
    await page.evaluate(() =>
      (document.querySelector('peer-table') as HTMLElement & { createTable(s: object): Promise<string> }).createTable({ solo: true, seats: 3, name: 'Pat' }),
    );
    /** The notes rung, and how many turns began (not the player's at one render, theirs at the next) since the `from`-th render. */
    const heard = (from: number) =>
      page.evaluate((from) => {
        const { turns, notes } = window as unknown as { turns: boolean[]; notes: number[] };
        return { notes: [...notes], began: turns.slice(from).filter((mine, i) => mine && turns[from + i - 1] === false).length };
      }, from);
    const renders = () => page.evaluate(() => (window as unknown as { turns: boolean[] }).turns.length);
    /** Plays this seat's turns, `turns` of them or until `until` of them began since the `from`-th render. */
    const play = async (turns: number, until = Infinity, from = 0) => {
      for (let played = 0; played < turns && (await heard(from)).began < until; ) {
        played += await page.evaluate(async () => {
          const el = document.querySelector('peer-table') as unknown as { myTurn: boolean; legalCommands(): object[]; submit(c: object): Promise<void> };
          if (!el.myTurn) return 0;
          await el.submit(el.legalCommands()[0]!).catch(() => undefined);
          return 1;
        });
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const button = page.locator('peer-table [part=turn-sound]');
    assert.equal(await button.getAttribute('aria-pressed'), 'false');
    await play(3);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { notes: number[] }).notes), [], 'silent while off');
    await button.click();
    assert.equal(await button.getAttribute('aria-pressed'), 'true');
    const from = await renders();
    await play(12, 2, from);
    await new Promise((r) => setTimeout(r, 100));
    const { notes, began } = await heard(from);
    assert.ok(began >= 2, `turns that began: ${began}`);
    assert.deepEqual(notes, Array.from({ length: began }, () => [660, 880]).flat());
    await page.reload();
    await page.locator('peer-table [part=turn-sound]').waitFor();
    assert.equal(await page.locator('peer-table [part=turn-sound]').getAttribute('aria-pressed'), 'true');
    await page.context().close();
  });

  it('shows the whole hand without scrolling at 1280×800 and 390×844 at every player count, and every seat in the score rail', {
    timeout: 300_000,
  }, async () => {
    const cases = [
      ...[3, 4, 5, 6].map((seats) => ({ game: 'planet-tricks', seats, options: undefined })),
      ...[2, 3, 4].flatMap((seats) =>
        ['basic', 'intermediate'].map((version) => ({ game: 'secrets-of-the-universe', seats, options: { version, matchLength: 4 } })),
      ),
    ];
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      for (const { game, seats, options } of cases) {
        const page = await plainPage(`<peer-table game="${game}" bot-delay="60000"></peer-table>`, viewport);
        await page.evaluate(
          ([seats, options]) =>
            (document.querySelector('peer-table') as unknown as { createTable(s: object): Promise<string> }).createTable({
              solo: true,
              seats,
              name: 'Pat',
              ...(options ? { options } : {}),
            }),
          [seats, options] as const,
        );
        const where = `${game} ${JSON.stringify(options ?? {})}, ${seats} seats, ${viewport.width}×${viewport.height}`;
        const hand = await page
          .waitForFunction(
            () => {
              const el = document.querySelector('peer-table')!.shadowRoot!;
              const table = el.querySelector('planet-tricks-table, secrets-table')?.shadowRoot;
              const ptHand = table?.querySelector('pt-hand')?.shadowRoot;
              const cards = [...(ptHand?.querySelectorAll('pt-card') ?? table?.querySelectorAll('[part~=hand] [part~=card]') ?? [])];
              if (cards.length < 10) return null;
              const rects = cards.map((c) => c.getBoundingClientRect());
              const rail = table!.querySelector('[part=rail] pt-scoreboard')?.shadowRoot?.querySelectorAll('tbody tr').length ?? null;
              return {
                n: cards.length,
                bottom: Math.max(...rects.map((r) => r.bottom)),
                right: Math.max(...rects.map((r) => r.right)),
                left: Math.min(...rects.map((r) => r.left)),
                rail,
                scrolled: document.scrollingElement!.scrollTop,
              };
            },
            undefined,
            { timeout: 30_000 },
          )
          .then((h) => h.jsonValue());
        assert.ok(hand, where);
        assert.ok(hand.bottom <= viewport.height, `${where}: the hand reaches ${hand.bottom}px`);
        assert.ok(hand.right <= viewport.width && hand.left >= 0, `${where}: the hand spans ${hand.left}–${hand.right}px`);
        if (game === 'planet-tricks' && viewport.width === 1280) assert.equal(hand.rail, seats, `${where}: every seat in the score rail`);
        await page.screenshot({ path: `${SHOTS}/hand-${game}-${options?.version ?? 'planet'}-${seats}-${viewport.width}.png` });
        await page.context().close();
      }
    }
  });
});
