/**
 * `npx tsx scripts/layout-check.ts [game-id-prefix or words of a title …] [--size desktop|phone] [--every-count]`:
 * plays a whole bot game of each game and player count the layout suite covers (or of those named:
 * `secrets`, `Intermediate`, `6 players`; with `--every-count`, at every player count each game
 * allows), at 1280×800 and 390×844, through `npm start`'s app page, and prints what
 * test/support/layout-checks.ts finds wrong on the way (every 4 moves of this page's seat) and at
 * the end (the end-of-game panel), and the least width to tap of a hand card it met. Exits 1 when
 * it finds anything. Screenshots of each run's end go to .build/screenshots/layout-check-*.png.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';
import { startApp } from '../test/support/start-app.js';
import { LAYOUT_CHECKS } from '../test/support/layout-checks.js';
import { LAYOUT_GAMES } from '../test/support/layout-games.js';
import { knownModule } from '../src/games/registry.js';

const args = process.argv.slice(2);
const sizeArg = args.includes('--size') ? args[args.indexOf('--size') + 1] : null;
const prefixes = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--size');
/** Each game and options the suite covers, at every player count its game allows. */
const everyCount = (): typeof LAYOUT_GAMES => {
  const seen = new Set<string>();
  return LAYOUT_GAMES.flatMap((g) => {
    const { minSeats, maxSeats } = knownModule(g.game);
    return Array.from({ length: maxSeats - minSeats + 1 }, (_, i) => ({
      ...g,
      seats: minSeats + i,
      title: g.title.replace(/\d+ players$/, `${minSeats + i} players`),
    }));
  }).filter((g) => !seen.has(g.title) && seen.add(g.title));
};
const games = (args.includes('--every-count') ? everyCount() : LAYOUT_GAMES).filter(
  (g) => prefixes.length === 0 || prefixes.some((p) => g.game.startsWith(p) || g.title.toLowerCase().includes(p.toLowerCase())),
);
const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
].filter((s) => !sizeArg || s.name === sizeArg);

await mkdir('.build/screenshots', { recursive: true });
const app = await startApp();
const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS });
let total = 0;
try {
  for (const g of games) {
    for (const size of sizes) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, reducedMotion: 'reduce' });
      await context.addInitScript(LAYOUT_CHECKS);
      const page = await context.newPage();
      await page.goto(app.url);
      await page.waitForFunction(() => customElements.get('peer-table') !== undefined);
      await page.evaluate(async (g) => {
        const el = document.querySelector('peer-table') as unknown as { setAttribute(n: string, v: string): void; createTable(spec: object): Promise<string> };
        el.setAttribute('bot-delay', '0');
        await el.createTable({ game: g.game, seats: g.seats, name: 'Pat', solo: true, options: g.options });
      }, g);
      const found = new Map<string, number>();
      const deadline = Date.now() + 180_000;
      let moves = 0;
      for (;;) {
        const step = await page.evaluate(async () => {
          type El = HTMLElement & { verdict: unknown; legalCommands(): { type: string }[]; submit(c: object): Promise<void> };
          const el = document.querySelector('peer-table') as unknown as El;
          if (el.verdict) return 'over';
          const legal = el.legalCommands();
          if (legal.length === 0) return 'waiting';
          const pick =
            legal.find((c) => c.type === 'goOut' || c.type === 'nextGame') ??
            legal.find((c) => c.type === 'drawFromDeck') ??
            legal[Math.floor(Math.random() * legal.length)]!;
          await el.submit(pick).catch(() => undefined);
          return 'moved';
        });
        if (step === 'over' || Date.now() > deadline) break;
        if (step === 'moved' && ++moves % 4 === 0) {
          await page.waitForTimeout(300);
          for (const p of await page.evaluate(() => (window as unknown as { __layoutProblems(end: boolean): string[] }).__layoutProblems(false)))
            found.set(p, (found.get(p) ?? 0) + 1);
        }
        await page.waitForTimeout(30);
      }
      await page.waitForTimeout(1000);
      for (const p of await page.evaluate(() => (window as unknown as { __layoutProblems(end: boolean): string[] }).__layoutProblems(true)))
        found.set(p, (found.get(p) ?? 0) + 1);
      await page.screenshot({
        path: `.build/screenshots/layout-check-${g.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/-$/, '')}-${size.name}.png`,
      });
      const taps = await page.evaluate(() => (window as unknown as { __handTaps: { judged: number; least: number | null } }).__handTaps);
      console.log(
        `\n## ${g.title}, ${size.name} ${size.width}×${size.height}: ${moves} moves, ${found.size} problems; hand cards: least ${taps.least ?? '–'} px to tap, over ${taps.judged} looks`,
      );
      for (const [p, n] of found) console.log(`- ${p} (${n}×)`);
      total += found.size;
      await context.close();
    }
  }
} finally {
  await browser.close();
  app.stop();
}
process.exit(total > 0 ? 1 : 0);
