/**
 * End to end against `npm start`: four people in four browser contexts create a table, join by
 * its link (each sees the game, the host and the free seats before giving a name), take seats and
 * play a whole game of Planet Tricks by clicking; one guest and then the host reload mid-game;
 * every page ends with the same result. And a person sets up a table against an easy and a strong
 * bot in the create form: the full log shows each seat played by its level's bot. Screenshots go
 * to .build/screenshots.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { levelsPlayed, type FullLog } from '../support/levels-played.js';
import { appInBrowser, SHOTS, type Motion } from '../support/start-app.js';

const LEGAL = 'pt-hand ul.active pt-card[interactive]:not([disabled])';
const held = appInBrowser();

/** A person's own browser; guests ask for reduced motion (fewer frames to draw), the host sees the cards travel. */
async function person(motion: Motion = 'reduce'): Promise<Page> {
  const context = await held.browser.newContext({ viewport: { width: 1200, height: 860 }, reducedMotion: motion });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  return page;
}

/**
 * Clicks one playable card on whichever page may play, and waits (up to 5 s) to see it leave the
 * hand, as a person would before choosing again; false when no page could play.
 */
async function playOne(pages: Page[]): Promise<boolean> {
  for (const page of pages) {
    const card = page.locator(LEGAL).first();
    if ((await card.count()) > 0) {
      const hand = page.locator('pt-hand pt-card');
      const held = await hand.count();
      // A person clicks the part of an overlapped card that shows: its corner.
      const clicked = await card.click({ timeout: 2000, position: { x: 8, y: 14 } }).then(
        () => true,
        () => false,
      );
      const until = Date.now() + 5000;
      while (clicked && Date.now() < until && (await hand.count()) === held) await new Promise((r) => setTimeout(r, 30));
      return true;
    }
  }
  return false;
}

/** The game-over panel's text without its heading (which differs: "You win!" or "Game over") or the "(you)" beside a name. */
/** The game's result in words, once the game-over panel is on screen (the same sentence on every page). */
const gameOver = async (page: Page): Promise<string | null> => {
  const panel = page.locator('planet-tricks-table [part="game-over"]');
  if ((await panel.count()) === 0) return null;
  return page.locator('peer-table').evaluate((el) => (el as unknown as { view: { result?: { summary: string } } | null }).view?.result?.summary ?? null);
};

async function playUntil(pages: Page[], stop: () => Promise<boolean>, limitMs: number): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await stop())) {
    if (Date.now() > end) throw new Error('the game did not progress');
    if (!(await playOne(pages))) await new Promise((r) => setTimeout(r, 50));
  }
}

describe('four people play Planet Tricks over PeerJS, against npm start', () => {
  it('create, join by link, play by clicking, survive a guest and a host reload, same result everywhere', { timeout: 600_000 }, async () => {
    const host = await person('no-preference');
    await host.goto(held.app.url);
    await host.getByLabel('Your name at the tables').fill('Hana');
    await host.screenshot({ path: `${SHOTS}/home.png`, fullPage: true });
    await host.locator('[part=game]', { hasText: 'Planet Tricks' }).getByRole('button', { name: 'New table…' }).click();
    await host.getByRole('button', { name: 'Create table' }).click();
    const link = host.locator('pt-join-link input');
    await link.waitFor();
    const joinUrl = await link.inputValue();
    assert.match(joinUrl, /#join=[A-Za-z0-9]{22}&game=planet-tricks$/);

    const guests: Page[] = [];
    for (const [i, name] of ['Ben', 'Cy', 'Dee'].entries()) {
      const page = await person();
      await page.goto(joinUrl);
      // Before any name: which game, whose table, which seats are free.
      const lobby = page.locator('pt-lobby');
      await lobby.getByText('Hana’s table').waitFor();
      assert.equal(await lobby.locator('h2#title').innerText(), 'Planet Tricks');
      assert.match(await lobby.locator('.whose').innerText(), new RegExp(`Hana’s table · ${3 - i} of 4 seats free`));
      assert.equal(await lobby.getByRole('button', { name: /Take this seat/ }).count(), 3 - i);
      assert.equal(await page.getByLabel('Your name', { exact: true }).inputValue(), '', 'the name is asked for only now, beside the seats');
      if (i === 0) await page.screenshot({ path: `${SHOTS}/join-before-name.png`, fullPage: true });
      await page.getByLabel('Your name', { exact: true }).fill(name);
      await page.getByRole('button', { name: `Take this seat (seat ${i + 2})` }).click();
      await page.getByText('You', { exact: true }).first().waitFor();
      guests.push(page);
    }
    const start = host.getByRole('button', { name: 'Start game' });
    await start.waitFor();
    await host.waitForFunction(() => true);
    await host.screenshot({ path: `${SHOTS}/lobby-host.png`, fullPage: true });
    await guests[0]!.screenshot({ path: `${SHOTS}/lobby-guest.png`, fullPage: true });
    await start.click();

    const pages = [host, ...guests];
    await Promise.all(pages.map((p) => p.locator('planet-tricks-table').waitFor()));
    let moves = 0;
    await playUntil(pages, async () => ++moves > 25, 60_000);
    await guests[1]!.screenshot({ path: `${SHOTS}/table-guest.png`, fullPage: true });

    // A guest reloads: it takes its seat back by itself and the game goes on.
    await guests[0]!.reload();
    await guests[0]!.locator('planet-tricks-table').waitFor({ timeout: 30_000 });
    moves = 0;
    await playUntil(pages, async () => ++moves > 25, 60_000);

    // The host reloads: the table comes back from IndexedDB under the same id; guests reconnect.
    await host.reload();
    await host.locator('planet-tricks-table').waitFor({ timeout: 30_000 });
    await host.getByText('You host this table.', { exact: true }).waitFor({ timeout: 60_000 });
    await playUntil(pages, async () => (await gameOver(host)) !== null, 400_000);

    const results = await Promise.all(
      pages.map(async (p) => {
        await p.locator('planet-tricks-table [part="game-over"]').waitFor({ timeout: 30_000 });
        return gameOver(p);
      }),
    );
    await host.screenshot({ path: `${SHOTS}/game-over-host.png`, fullPage: true });
    assert.match(results[0]!, /wins? with \d+ tricks/);
    for (const r of results) assert.equal(r, results[0]);

    // Every page checked the host's reveal: the shuffle and the history.
    for (const p of pages) {
      const verdict = p.locator('p.verdict');
      await verdict.waitFor({ timeout: 30_000 });
      assert.match(await verdict.innerText(), /^✓ Verified/);
    }
    // The replay travels in the link: a fresh browser opens it, verified, at a deep-linked step.
    await host.getByRole('button', { name: 'Open replay' }).click();
    await host.locator('pt-replay').waitFor();
    const replayLink = host.url().replace(/&step=\d+$/, '');
    assert.match(replayLink, /#log=[A-Za-z0-9_-]+$/);
    const viewer = await person();
    await viewer.goto(`${replayLink}&step=40`);
    await viewer
      .locator('pt-replay [part="verdict"]')
      .getByText(/verified/i)
      .waitFor({ timeout: 30_000 });
    await viewer
      .getByText(/Step 40 of/)
      .first()
      .waitFor();
    await viewer.screenshot({ path: `${SHOTS}/replay.png`, fullPage: true });
    // The viewer's keys work as soon as it opens: ← steps back from the end.
    await host
      .getByText(/Step \d+ of \d+/)
      .first()
      .waitFor();
    const before = await host.locator('pt-replay [part=count]').innerText();
    await host.keyboard.press('ArrowLeft');
    await host.waitForFunction(
      (was) =>
        document.querySelector('peer-table')!.shadowRoot!.querySelector('pt-replay')!.shadowRoot!.querySelector('[part=count]')!.textContent!.trim() !==
        was.trim(),
      before,
    );
    // Closing the replay comes back to the finished table, its result and its rematch.
    await host.getByRole('button', { name: 'Close replay' }).click();
    await host.locator('peer-table [part=end]').waitFor({ timeout: 30_000 });
    await host.locator('peer-table [part=rematch]').getByRole('button', { name: 'Rematch' }).waitFor();
  });

  it('a bot seat plays at the level chosen for it in the create form', { timeout: 300_000 }, async () => {
    const page = await person();
    await page.goto(held.app.url);
    await page.locator('peer-table').evaluate((el) => el.setAttribute('bot-delay', '0'));
    await page.getByLabel('Your name at the tables').fill('Pat');
    await page.locator('[part=game]', { hasText: 'Planet Tricks' }).getByRole('button', { name: 'New table…' }).click();
    const form = page.locator('pt-create-table');
    await form.locator('select[name=seats]').selectOption('3');
    await form.getByLabel('Seat 2').selectOption('easy');
    await form.getByLabel('Seat 3').selectOption('strong');
    await page.screenshot({ path: `${SHOTS}/create-form-levels.png`, fullPage: true });
    await form.getByRole('button', { name: 'Play against bots now' }).click();
    await page.locator('planet-tricks-table').waitFor();
    // The game shows each bot with its level; this page plays its own seat through the element's API.
    const log = await page.locator('peer-table').evaluate(async (el) => {
      type El = HTMLElement & {
        legalCommands(): object[];
        submit(c: object): Promise<void>;
        exportLog(): FullLog & { perspective: unknown };
        lobby: { seats: { name: string; level?: string }[] };
      };
      const table = el as El;
      const deadline = Date.now() + 200_000;
      while (table.exportLog()?.perspective !== 'full') {
        if (Date.now() > deadline) throw new Error('the game did not end');
        const [move] = table.legalCommands();
        if (move) await table.submit(move).catch(() => new Promise((r) => setTimeout(r, 200)));
        else await new Promise((r) => setTimeout(r, 20));
      }
      return { ...table.exportLog(), lobby: table.lobby.seats.map((s) => [s.name, s.level ?? null]) };
    });
    assert.deepEqual(log.lobby, [
      ['Pat', null],
      ['Bo (bot)', 'easy'],
      ['Cyd (bot)', 'strong'],
    ]);
    assert.deepEqual(log.seats, ['Pat', 'Bo (bot)', 'Cyd (bot)']);
    const played = await levelsPlayed(log);
    assert.ok(played[1]!.cards > 20 && played[2]!.cards > 20, JSON.stringify(played));
    assert.deepEqual(played[1]!.levels, ['easy'], 'seat 2 played by the easy bot, and only it');
    assert.deepEqual(played[2]!.levels, ['strong'], 'seat 3 played by the strong bot, and only it');
    await page.context().close();
  });
});
