/**
 * End to end against `npm start`, over PeerJS: a host and a friend play Planet Tricks with a bot to
 * the end; the host presses Rematch, the friend is asked and sits down again, and the new game
 * starts at the same seats with a new shuffle; the finished game stays in each browser. The friend
 * is asked on a phone-sized page. Screenshots go to .build/screenshots.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { appInBrowser, SHOTS } from '../support/start-app.js';

const held = appInBrowser();

async function person(width: number, height: number): Promise<Page> {
  const context = await held.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  return page;
}

interface TableEl extends HTMLElement {
  table: string | null;
  joinLink: string | null;
  lobby: { started: boolean; seats: { name: string; kind: string }[]; seatCommitments: (string | null)[] } | null;
  legalCommands(): readonly object[];
  submit(c: object): Promise<void>;
  exportLog(): { perspective: unknown; seed?: string } | null;
  createTable(spec: object): Promise<string>;
  joinTable(link: string, name?: string): Promise<void>;
  takeSeat(seat: number, name?: string): Promise<void>;
  start(): Promise<void>;
}

/** Plays this page's seat through the element's API until its game is over and revealed. */
const playToTheEnd = (page: Page) =>
  page.locator('peer-table').evaluate(async (el) => {
    const table = el as TableEl;
    const deadline = Date.now() + 240_000;
    while (table.exportLog()?.perspective !== 'full') {
      if (Date.now() > deadline) throw new Error('the game did not end');
      const [move] = table.legalCommands();
      if (move) await table.submit(move).catch(() => new Promise((r) => setTimeout(r, 200)));
      else await new Promise((r) => setTimeout(r, 20));
    }
  });

const tableOf = (page: Page) => page.locator('peer-table').evaluate((el) => (el as TableEl).table);

describe('rematch over PeerJS, against npm start', () => {
  it('the host offers a rematch, the friend sits down again, the new game starts at the same seats', { timeout: 600_000 }, async () => {
    const host = await person(1280, 800);
    const friend = await person(390, 844);
    await host.goto(held.app.url);
    await host.locator('peer-table').evaluate((el) => el.setAttribute('bot-delay', '0'));
    const first = await host
      .locator('peer-table')
      .evaluate((el) => (el as TableEl).createTable({ game: 'planet-tricks', seats: 3, name: 'Hana', bot: [null, null, 'easy'] }));
    const link = await host.locator('peer-table').evaluate((el) => (el as TableEl).joinLink!);
    await friend.goto(held.app.url);
    await friend.locator('peer-table').evaluate(async (el, link) => {
      await (el as TableEl).joinTable(link, 'Ben');
      await (el as TableEl).takeSeat(1);
    }, link);
    await host.waitForFunction(() => {
      const lobby = (document.querySelector('peer-table') as unknown as TableEl).lobby;
      return !!lobby && lobby.seatCommitments[1] !== null;
    });
    await host.locator('peer-table').evaluate((el) => (el as TableEl).start());
    await Promise.all([playToTheEnd(host), playToTheEnd(friend)]);

    // Only the host can offer; the friend is asked once it does.
    assert.equal(await friend.locator('peer-table [part=rematch]').count(), 0);
    const offer = host.locator('peer-table [part=rematch]');
    await offer.waitFor();
    await host.waitForTimeout(600);
    await host.screenshot({ path: `${SHOTS}/rematch-host.png` });
    const asked = friend.locator('peer-table [part=rematch]');
    // The friend's page listens before the host clicks (an evaluate left running could start after the offer arrived).
    await friend.locator('peer-table').evaluate((el) => {
      const w = window as unknown as { __offers: { from: string; seat: number | null }[] };
      w.__offers = [];
      el.addEventListener('rematch', (e) => w.__offers.push((e as CustomEvent).detail));
    });
    await offer.getByRole('button', { name: 'Rematch' }).click();
    await friend.waitForFunction(() => (window as unknown as { __offers: unknown[] }).__offers.length > 0, undefined, { timeout: 30_000 });
    const offered = await friend.evaluate(() => (window as unknown as { __offers: { from: string; seat: number | null }[] }).__offers);
    assert.deepEqual(
      offered.map(({ from, seat }) => ({ from, seat })),
      [{ from: 'Hana', seat: 1 }],
    );
    await asked.getByText('Hana offers a rematch').waitFor();
    await friend.screenshot({ path: `${SHOTS}/rematch-offer-phone.png` });
    // The element holds no table for a moment between the two (null): the new one is another id.
    await host.waitForFunction((old) => {
      const table = (document.querySelector('peer-table') as unknown as TableEl).table;
      return table !== null && table !== old;
    }, first);
    const second = await tableOf(host);
    assert.notEqual(second, first);
    assert.match(host.url(), new RegExp(`#host=${second}`));

    await asked.getByRole('button', { name: 'Sit down again' }).click();
    await friend
      .waitForFunction((id) => (document.querySelector('peer-table') as unknown as TableEl).table === id, second, { timeout: 30_000 })
      .catch(async (e: Error) => assert.fail(`${e.message}: ${await friend.locator('peer-table').evaluate((el) => el.shadowRoot!.textContent)}`));
    // Everyone sat down again with a secret: it starts by itself.
    await host.waitForFunction(() => !!(document.querySelector('peer-table') as unknown as TableEl).lobby?.started, undefined, { timeout: 60_000 });
    await friend.waitForFunction(() => !!(document.querySelector('peer-table') as unknown as TableEl).lobby?.started);
    const seats = await host.locator('peer-table').evaluate((el) => (el as TableEl).lobby!.seats.map((s) => [s.kind, s.name]));
    assert.deepEqual(seats, [
      ['person', 'Hana'],
      ['person', 'Ben'],
      ['bot', 'Cyd (bot)'],
    ]);
    await friend.locator('planet-tricks-table').waitFor();
    await friend.screenshot({ path: `${SHOTS}/rematch-started-phone.png` });

    // The finished game stays in each browser, listed as finished beside the rematch in play.
    await friend.goto(held.app.url);
    const tables = friend.locator('peer-table pt-home .tables li');
    await tables
      .filter({ hasText: 'finished' })
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(async (e: Error) => assert.fail(`${e.message}: ${await friend.locator('peer-table').evaluate((el) => el.shadowRoot!.textContent)}`));
    assert.equal(await tables.filter({ hasText: 'Joined, finished' }).count(), 1);
    await friend.locator(`peer-table pt-home .tables a[href*="${first}"]`).waitFor({ state: 'attached' });
    await host.context().close();
    await friend.context().close();
  });
});
