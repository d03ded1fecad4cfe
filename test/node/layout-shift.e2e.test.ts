/**
 * Nothing jumps: the built widget plays a whole bot game of each game in Chromium, at 1280×800 and
 * on a 390×844 phone, with the page's own seat moving a moment after each turn comes (as a quick
 * player would), and the browser's `layout-shift` entries are recorded from the first deal to the
 * end. The cumulative layout shift (the largest session window, as browsers report it: shifts less
 * than a second apart, at most five seconds) stays below 0.05. A screenshot of the end goes to
 * .build/screenshots.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appInBrowser, SHOTS, widgetPage } from '../support/start-app.js';

const held = appInBrowser();

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const GAMES = [
  { title: 'Planet Tricks, 4 players', game: 'planet-tricks', seats: 4, options: { nullRule: true }, ends: 'game-over' },
  { title: 'Planet Tricks, 6 players', game: 'planet-tricks', seats: 6, options: { nullRule: true }, ends: 'game-over' },
] as const;

interface Shift {
  readonly at: number;
  readonly value: number;
}

/** The largest session window of `shifts`: shifts under 1 s apart, the window at most 5 s long. */
function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let best = 0;
  let sum = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.at - last > 1000 || s.at - start > 5000) {
      sum = 0;
      start = s.at;
    }
    sum += s.value;
    last = s.at;
    best = Math.max(best, sum);
  }
  return best;
}

describe('layout shift through whole bot games (CLS below 0.05)', { concurrency: 2 }, () => {
  for (const g of GAMES) {
    for (const size of SIZES) {
      it(`${g.title}, ${size.name} ${size.width}×${size.height}`, { timeout: 240_000 }, async () => {
        const page = await widgetPage(held, `<style>body { margin: 0 }</style><peer-table game="${g.game}" bot-delay="80"></peer-table>`, { width: size.width, height: size.height });
        const run = await page.evaluate(
          async ({ seats, options }) => {
            type El = HTMLElement & {
              createTable(spec: object): Promise<string>;
              legalCommands(): readonly { type: string }[];
              submit(c: object): Promise<void>;
            };
            const shifts: { at: number; value: number }[] = [];
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                if (!e.hadRecentInput) shifts.push({ at: e.startTime, value: e.value });
              }
            }).observe({ type: 'layout-shift', buffered: true });
            const el = document.querySelector('peer-table') as El;
            let over = false;
            el.addEventListener('game-over', () => (over = true), { once: true });
            await el.createTable({ solo: true, seats, name: 'Pat', options });
            const since = performance.now();
            let moves = 0;
            const deadline = Date.now() + 200_000;
            while (!over) {
              if (Date.now() > deadline) throw new Error(`the game did not end (${moves} moves)`);
              await new Promise((resolve) => setTimeout(resolve, 120));
              const legal = el.legalCommands();
              if (legal.length === 0) continue;
              await el.submit(legal[moves % legal.length]!).catch(() => undefined);
              moves++;
            }
            await new Promise((resolve) => setTimeout(resolve, 1200));
            return { shifts: shifts.filter((s) => s.at >= since), moves };
          },
          { seats: g.seats, options: g.options },
        );
        await page.screenshot({ path: `${SHOTS}/layout-shift-${g.game}-${g.seats}-${size.name}.png` });
        await page.context().close();
        const cls = cumulativeLayoutShift(run.shifts);
        console.log(`${g.title}, ${size.width}×${size.height}: CLS ${cls.toFixed(4)} over ${run.moves} moves (${run.shifts.length} shifts)`);
        assert.ok(run.moves > 20, `${run.moves} moves`);
        assert.ok(cls < 0.05, `cumulative layout shift ${cls.toFixed(4)}`);
      });
    }
  }
});
