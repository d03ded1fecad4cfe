/**
 * Nothing jumps: the built widget plays a whole bot game of each game in Chromium, at 1280×800 and
 * on a 390×844 phone, with the page's own seat moving a moment after each turn comes (as a quick
 * player would), and the browser's `layout-shift` entries are recorded from the first deal to the
 * end: Planet Tricks, Crazier Eights, Master of Rules and Rules of the Universe! to the game's end, Secrets of the Universe
 * (each version) to the first game's results, shown while the table waits for Next. The cumulative layout shift (the largest session
 * window, as browsers report it: shifts less than a second apart, at most five seconds) stays below
 * 0.05, and whenever the seat is to act its whole hand is in view, unscrolled. A screenshot of the
 * end goes to .build/screenshots.
 *
 * The same games are checked, every few moves of the seat and once more at the end, for what a
 * person sees wrong (test/support/layout-checks.ts): nothing sticks out of the window or its box,
 * no text under 11 px, no word broken, no ellipsis, at least 32 px of each hand card to tap (the
 * part not covered by another card of the hand, judged once the hand lies still), a move history,
 * and at a game's end the verdict and the end panel's buttons in view and not covered.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appInBrowser, SHOTS, widgetPage } from '../support/start-app.js';
import { LAYOUT_CHECKS } from '../support/layout-checks.js';

const held = appInBrowser();

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Where a game's run ends: the game-over event, or the first game's results waiting for Next. */
type Ends = 'game-over' | 'results';

const GAMES: readonly { title: string; game: string; seats: number; options: object; ends: Ends; shot: string; moves: number }[] = [
  // A whole game, which may end after its first round: 15 cards each with 4 players, 10 with 6.
  { title: 'Planet Tricks, 4 players', game: 'planet-tricks', seats: 4, options: { nullRule: true }, ends: 'game-over', shot: '4', moves: 14 },
  { title: 'Planet Tricks, 6 players', game: 'planet-tricks', seats: 6, options: { nullRule: true }, ends: 'game-over', shot: '6', moves: 9 },
  // A short wait for Next keeps the first game's results on screen; a short claim window keeps the game moving.
  {
    title: 'Secrets of the Universe, Basic, 3 players',
    game: 'secrets-of-the-universe',
    seats: 3,
    options: { version: 'basic', matchLength: 4, nextGameMs: 60_000 },
    ends: 'results',
    shot: 'basic-3',
    moves: 8,
  },
  {
    title: 'Secrets of the Universe, Intermediate, 2 players',
    game: 'secrets-of-the-universe',
    seats: 2,
    options: { version: 'intermediate', matchLength: 4, claimMs: 400, nextGameMs: 60_000 },
    ends: 'results',
    shot: 'intermediate-2',
    moves: 8,
  },
  {
    title: 'Secrets of the Universe, Advanced with the Expert Addition, 3 players',
    game: 'secrets-of-the-universe',
    seats: 3,
    options: { version: 'advanced', expert: true, matchLength: 4, claimMs: 400, nextGameMs: 60_000 },
    ends: 'results',
    shot: 'advanced-3',
    moves: 8,
  },
  // A player may go out after eight turns or so: a whole game is at least a few moves of this seat.
  { title: 'Crazier Eights, 4 players', game: 'crazier-eights', seats: 4, options: {}, ends: 'game-over', shot: '4', moves: 5 },
  { title: 'Crazier Eights, 8 players', game: 'crazier-eights', seats: 8, options: { promos: 4 }, ends: 'game-over', shot: '8', moves: 4 },
  { title: 'Master of Rules, 5 players', game: 'master-of-rules', seats: 5, options: {}, ends: 'game-over', shot: '5', moves: 8 },
  { title: 'Rules of the Universe!, 4 players', game: 'rules-of-the-universe', seats: 4, options: {}, ends: 'game-over', shot: '4', moves: 8 },
];

interface Shift {
  readonly at: number;
  readonly value: number;
  /** What moved: each source's element and its box before and after. */
  readonly sources: readonly string[];
}

/** The largest session window of `shifts` (shifts under 1 s apart, the window at most 5 s long): its value and its shifts. */
function largestWindow(shifts: readonly Shift[]): { value: number; shifts: readonly Shift[] } {
  let best = { value: 0, shifts: [] as Shift[] };
  let window: Shift[] = [];
  let sum = 0;
  for (const s of shifts) {
    const last = window.at(-1);
    if (!last || s.at - last.at > 1000 || s.at - window[0]!.at > 5000) {
      window = [];
      sum = 0;
    }
    window.push(s);
    sum += s.value;
    if (sum > best.value) best = { value: sum, shifts: [...window] };
  }
  return best;
}

/** A failing window, one line per shift, so the moving element can be found. */
const describeWindow = (shifts: readonly Shift[]): string =>
  shifts.map((s) => `\n  ${(s.at / 1000).toFixed(2)} s +${s.value.toFixed(4)}: ${s.sources.join('; ') || '(no source)'}`).join('');

describe('layout shift through whole bot games (CLS below 0.05)', { concurrency: 2 }, () => {
  for (const g of GAMES) {
    for (const size of SIZES) {
      it(`${g.title}, ${size.name} ${size.width}×${size.height}`, { timeout: 240_000 }, async () => {
        // One whole game on a fresh page. Deals are not seeded here, so a game may end before this seat
        // has made enough moves to measure: then another is played, up to three.
        const playOnce = async () => {
          const page = await widgetPage(held, `<style>body { margin: 0 }</style><peer-table game="${g.game}" bot-delay="80"></peer-table>`, {
            width: size.width,
            height: size.height,
          });
          await page.evaluate(LAYOUT_CHECKS);
          const run = await page.evaluate(
            async ({ seats, options, ends, least }) => {
              type El = HTMLElement & {
                createTable(spec: object): Promise<string>;
                legalCommands(): readonly { type: string }[];
                submit(c: object): Promise<void>;
                readonly view: { readonly next?: unknown } | null;
              };
              type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
              // (No named helper functions in here: the page has no `__name` for the ones tsx names.)
              const shifts: { at: number; value: number; sources: string[] }[] = [];
              new PerformanceObserver((list) => {
                for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: readonly Source[] })[]) {
                  if (e.hadRecentInput) continue;
                  const sources = e.sources.map(({ node: given, previousRect: a, currentRect: b }) => {
                    // The entry names no node inside a shadow root: find the element now in its current box.
                    let node = given;
                    const roots: (Document | ShadowRoot)[] = [document];
                    for (let root = roots.pop(); !node && b.width > 0 && root; root = roots.pop()) {
                      for (const c of root.querySelectorAll('*')) {
                        if (c.shadowRoot) roots.push(c.shadowRoot);
                        const r = c.getBoundingClientRect();
                        if (
                          !node &&
                          Math.round(r.x) === Math.round(b.x) &&
                          Math.round(r.y) === Math.round(b.y) &&
                          Math.round(r.width) === Math.round(b.width) &&
                          Math.round(r.height) === Math.round(b.height)
                        )
                          node = c;
                      }
                    }
                    const host = node instanceof Element ? (node.getRootNode() as ShadowRoot).host?.localName : undefined;
                    const part = node instanceof Element ? (node.getAttribute('part') ?? node.getAttribute('class')) : null;
                    const what =
                      node instanceof Element
                        ? `${host ? `${host} > ` : ''}${node.localName}${part ? `[${part.slice(0, 40)}]` : ''}`
                        : (node?.nodeName ?? 'a node gone or not found');
                    return `${what} ${[a.x, a.y, a.width, a.height].map(Math.round).join(',')} → ${[b.x, b.y, b.width, b.height].map(Math.round).join(',')}`;
                  });
                  shifts.push({ at: e.startTime, value: e.value, sources });
                }
              }).observe({ type: 'layout-shift', buffered: true });
              const el = document.querySelector('peer-table') as El;
              const problems = new Set<string>();
              const checks = window as unknown as {
                __layoutProblems(end: boolean): string[];
                __moving(el: Element): boolean;
                __handTaps: { judged: number; least: number | null };
              };
              let over = false;
              el.addEventListener('game-over', () => (over = true), { once: true });
              await el.createTable({ solo: true, seats, name: 'Pat', options });
              const since = performance.now();
              let moves = 0;
              const hand = { bottom: 0, right: 0, left: Infinity };
              const deadline = Date.now() + 200_000;
              // A game's results are on screen once the table waits for Next. A game a bot ended
              // before this seat made `least` moves is too short to measure: the next one is played.
              while (!over) {
                if (Date.now() > deadline) throw new Error(`the game did not end (${moves} moves)`);
                await new Promise((resolve) => setTimeout(resolve, 120));
                if (ends === 'results' && el.view?.next) {
                  if (moves >= least) break;
                  const waiting = el.legalCommands();
                  const next = waiting.find((c) => c.type === 'nextGame') ?? waiting[0];
                  if (next) await el.submit(next).catch(() => undefined);
                  continue;
                }
                const legal = el.legalCommands();
                if (legal.length === 0) continue;
                // The whole hand in view whenever this seat is to act (a card on its way into it, animated
                // on itself or a box it is in, lies where it will not stay: the layout checks excuse it too).
                const table = [...el.shadowRoot!.querySelectorAll('*')].find((e) => e.localName.endsWith('-table') && e.shadowRoot)?.shadowRoot;
                const ptHand = table?.querySelector('pt-hand')?.shadowRoot;
                for (const c of ptHand?.querySelectorAll('pt-card') ?? table?.querySelectorAll('[part~=hand] [part~=card], [part~=hand] rotu-card') ?? []) {
                  const r = c.getBoundingClientRect();
                  if (r.width === 0 || checks.__moving(c)) continue;
                  hand.bottom = Math.max(hand.bottom, r.bottom);
                  hand.right = Math.max(hand.right, r.right);
                  hand.left = Math.min(hand.left, r.left);
                }
                // The hand is judged once it lies still: a card drawn or played may still be on its way.
                for (let tries = 0, judged = checks.__handTaps.judged; moves % 4 === 3 && tries < 5 && checks.__handTaps.judged === judged; tries++) {
                  if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 150));
                  checks.__layoutProblems(false).forEach((p) => problems.add(p));
                }
                await el.submit(legal[moves % legal.length]!).catch(() => undefined);
                moves++;
              }
              await new Promise((resolve) => setTimeout(resolve, 1200));
              const result = { shifts: shifts.filter((s) => s.at >= since), moves, hand, scrolled: document.scrollingElement!.scrollTop };
              // At a game's end, once its log is checked: the end panel, all of it in view.
              const judged = el as unknown as { verdict: unknown };
              for (let i = 0; ends === 'game-over' && !judged.verdict && i < 150; i++) await new Promise((resolve) => setTimeout(resolve, 100));
              await new Promise((resolve) => setTimeout(resolve, 600));
              checks.__layoutProblems(ends === 'game-over').forEach((p) => problems.add(p));
              return { ...result, problems: [...problems], taps: checks.__handTaps };
            },
            { seats: g.seats, options: g.options, ends: g.ends, least: g.moves + 1 },
          );
          await page.screenshot({ path: `${SHOTS}/layout-shift-${g.game}-${g.shot}-${size.name}.png` });
          await page.context().close();
          return run;
        };
        let run = await playOnce();
        for (let tries = 1; run.moves <= g.moves && g.ends === 'game-over' && tries < 3; tries++) {
          console.log(`${g.title}, ${size.width}×${size.height}: the game ended after ${run.moves} moves of this seat; another game`);
          run = await playOnce();
        }
        const cls = largestWindow(run.shifts);
        console.log(
          `${g.title}, ${size.width}×${size.height}: CLS ${cls.value.toFixed(4)} over ${run.moves} moves (${run.shifts.length} shifts); hand cards: least ${run.taps.least} px to tap, over ${run.taps.judged} looks`,
        );
        assert.ok(run.moves > g.moves, `${run.moves} moves`);
        assert.ok(cls.value < 0.05, `cumulative layout shift ${cls.value.toFixed(4)}, in the window of${describeWindow(cls.shifts)}`);
        assert.equal(run.scrolled, 0);
        if (run.problems.length > 0)
          console.log(`${g.title}, ${size.width}×${size.height}: ${run.problems.length} problems a person would see:\n  ${run.problems.join('\n  ')}`);
        // The hand cards' tap widths were measured: a run that found its hand moving at every look would pass unmeasured.
        assert.ok(run.taps.judged > 0, 'the hand never lay still to be judged');
        assert.deepEqual(run.problems, [], `what a person sees wrong:\n  ${run.problems.join('\n  ')}`);
        assert.ok(run.hand.bottom > 0 && run.hand.bottom <= size.height, `the hand reached ${run.hand.bottom}px`);
        assert.ok(run.hand.left >= 0 && run.hand.right <= size.width, `the hand spanned ${run.hand.left}–${run.hand.right}px`);
      });
    }
  }
});
