// Drives the app page in Chromium and records what each page loaded of the build and what of it
// ran: the home page as it opens, and a table of one game as its host's page and a guest's page
// (opened from the join link) see it after a while of play, the other seats bots.

import { ranBytes, ranSource } from './coverage.mjs';
import { gzipSync } from 'node:zlib';

/** How the pages play their own seat: the first legal move, at most one every this many ms. */
const MOVE_MS = 300;

/** A fresh context's page (no cache shared with another) recording the scripts it fetches and their coverage. */
async function recordingPage(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const fetched = new Set();
  const errors = [];
  page.on('response', (r) => {
    const url = r.url().split('#')[0];
    if (url.startsWith(base) && url.endsWith('.js')) fetched.add(url.slice(base.length));
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.coverage.startJSCoverage({ resetOnNavigation: true });
  /** What the page has loaded and run by now; `fetched` forgets what came before a reload. */
  const figures = async () => {
    const coverage = await page.coverage.stopJSCoverage();
    const ran = new Map();
    for (const entry of coverage) {
      const url = entry.url.split('#')[0];
      if (!url.startsWith(base) || !url.endsWith('.js')) continue;
      const bytes = ranBytes(entry);
      const usedByBlock = ranBytes(entry, { blocks: true }).reduce((n, b) => n + b, 0);
      const ranGzipped = gzipSync(ranSource(entry, bytes), { level: 9 }).length;
      ran.set(url.slice(base.length), { bytes: bytes.length, used: bytes.reduce((n, b) => n + b, 0), usedByBlock, ranGzipped, ran: bytes });
    }
    const preloads = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.href));
    const scripts = [...new Set([...fetched, ...ran.keys()])]
      .sort()
      .map((path) => ({ path, ...(ran.get(path) ?? { bytes: null, used: 0, usedByBlock: 0, ranGzipped: 0, ran: null }) }));
    return {
      scripts,
      preloads: preloads
        .map((h) => h.split('#')[0])
        .filter((h) => h.startsWith(base))
        .map((h) => h.slice(base.length)),
      errors,
    };
  };
  return { context, page, fetched, figures };
}

const element = (page) => page.waitForFunction(() => customElements.get('peer-table') !== undefined, null, { timeout: 60_000 });

/** The home page as it opens: its games drawn, and nothing more on its way. */
export async function measureHome(browser, base) {
  const { context, page, figures } = await recordingPage(browser, base);
  try {
    await page.goto(base);
    await element(page);
    await page.waitForFunction(
      () => !!document.querySelector('peer-table')?.shadowRoot?.querySelector('pt-home')?.shadowRoot?.querySelector('[part~="game"]'),
      null,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return await figures();
  } finally {
    await context.close();
  }
}

/** The page's own seat plays its first legal move whenever it has one. */
function autoplay(page) {
  return page.evaluate((ms) => {
    const el = document.querySelector('peer-table');
    let busy = false;
    setInterval(async () => {
      const [move] = busy ? [] : el.legalCommands();
      if (!move) return;
      busy = true;
      await el.submit(move).catch(() => undefined);
      busy = false;
    }, ms);
  }, MOVE_MS);
}

/**
 * A table of `game` with `options` and `seats` seats: the host's page creates it (seat 0 its own,
 * seat 1 open, the others bots), is reloaded at the table (so it loads only what hosting it needs),
 * a guest's page opens the join link and takes seat 1, the host starts, and both play their seats
 * for `playMs`. Resolves to each page's figures.
 */
export async function measureTable(browser, base, { game, options, seats }, playMs) {
  const host = await recordingPage(browser, base);
  const guest = await recordingPage(browser, base);
  try {
    await host.page.goto(base);
    await element(host.page);
    await host.page.evaluate((spec) => document.querySelector('peer-table').createTable(spec), {
      game,
      options,
      seats,
      name: 'Host',
      bot: Array.from({ length: seats }, (_, s) => (s < 2 ? null : 'strong')),
    });
    const link = await host.page.evaluate(() => document.querySelector('peer-table').joinLink);
    host.fetched.clear();
    await host.page.reload();
    await element(host.page);
    await host.page.waitForFunction(() => !!document.querySelector('peer-table').lobby, null, { timeout: 60_000 });
    await guest.page.goto(link);
    await element(guest.page);
    await guest.page.waitForFunction(() => !!document.querySelector('peer-table').lobby, null, { timeout: 60_000 });
    await guest.page.evaluate(() => document.querySelector('peer-table').takeSeat(1, 'Guest'));
    await host.page.evaluate(() => document.querySelector('peer-table').start());
    await Promise.all([autoplay(host.page), autoplay(guest.page)]);
    await host.page.waitForTimeout(playMs);
    return { host: await host.figures(), guest: await guest.figures() };
  } finally {
    await Promise.all([host.context.close(), guest.context.close()]);
  }
}

/**
 * The tables to measure, from the games the home page offers: each game's `variants` (the option
 * sets whose pages load different parts of it, such as a version), else the game at its defaults.
 * A table has four seats where the game allows.
 */
export async function tablesToMeasure(browser, base) {
  const { context, page } = await recordingPage(browser, base);
  try {
    await page.goto(base);
    await element(page);
    await page.waitForFunction(() => !!document.querySelector('peer-table')?.shadowRoot?.querySelector('pt-home')?.games?.length, null, { timeout: 60_000 });
    return await page.evaluate(() =>
      document
        .querySelector('peer-table')
        .shadowRoot.querySelector('pt-home')
        .games.flatMap((m) =>
          (m.variants ?? [{ name: '', options: {} }]).map((v) => ({
            game: m.id,
            title: v.name ? `${m.title}, ${v.name}` : m.title,
            options: v.options,
            seats: Math.min(m.maxSeats, Math.max(m.minSeats, 4)),
          })),
        ),
    );
  } finally {
    await context.close();
  }
}
