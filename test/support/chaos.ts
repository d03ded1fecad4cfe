/**
 * One whole game under chaos, over real PeerJS connections in Chromium, against `npm start`'s app
 * page: a host and three guests in the four seats and a spectator, each its own browser context.
 * Every page plays its seat by itself (an init script picks legal commands with a seeded PRNG) while
 * the harness, at seeded moments, reloads pages, closes tabs and reopens them from their link, drops
 * a page's data channels without closing them (the keepalive must notice) and delays the messages a
 * page receives; the host reloads at least once. At the end every page must hold a verified verdict,
 * shown in the page, and exactly the host's log redacted for its seat: each event once, in order.
 *
 * The schedule opens with a host reload and one action of each kind on each other page, then picks
 * a random action for a random page every 1.5 to 4 s; an action waits until its page has recovered
 * from the last one (online, welcomed back, seen by the host), so chaos does not pile up on one page.
 * The schedule (which action, on which page, with which parameters, in which order) is a function of
 * the seed alone; its timing follows the game, and the deal does not (it comes from the players'
 * fresh shuffle secrets). A failure throws with the seed, the timed action log and what each page
 * held, so `npm run chaos -- --game G --games 1 --seed N --verbose` plays the same schedule again.
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { SPECTATOR, type Typed } from '../../src/kernel/game.js';
import { loadPlay } from '../../src/games/registry.js';

export type ChaosKind = 'reload' | 'reopen' | 'drop' | 'delay';
export const CHAOS_KINDS: readonly ChaosKind[] = ['reload', 'reopen', 'drop', 'delay'];

export interface ChaosSpec {
  readonly game: string;
  readonly options: unknown;
  readonly seed: number;
  /** From the start of play until every page holds its verdict (default 3 minutes). */
  readonly timeoutMs?: number;
  /**
   * Chaos actions at most (default 30); then the game plays out undisturbed. A fixed number keeps a
   * seed's chaos the same on a slow machine: with no bound, a slower game meets more chaos, which
   * slows it further.
   */
  readonly actions?: number;
  /** Where to save a screenshot of the host's page at the end. */
  readonly screenshot?: string;
  /** Hears each line of the action log as it happens. */
  readonly onLog?: (line: string) => void;
}

export interface ChaosSummary {
  readonly game: string;
  readonly seed: number;
  /** Events in the host's full log. */
  readonly events: number;
  /** Actions done, by kind (the host's included). */
  readonly actions: Readonly<Record<ChaosKind, number>>;
  /** Actions done on the host's page, and how many of them were reloads or reopened tabs. */
  readonly hostActions: number;
  readonly hostReloads: number;
  /** Seconds from the start of play until every page held its verdict. */
  readonly seconds: number;
  /** Seconds for the whole run, the setup included. */
  readonly totalSeconds: number;
  /** Every action with its time, for a replay. */
  readonly log: readonly string[];
}

type Role = 'host' | 'guest' | 'spectator';

interface Person {
  readonly who: string;
  readonly name: string;
  readonly role: Role;
  readonly seat: number;
  readonly context: BrowserContext;
  page: Page;
  /** Where a reopened tab goes: the host's `#host=` address, everyone else's join link. */
  link: string;
}

interface Seen {
  seq: number;
  event: Typed;
}

interface PageState {
  status: string | null;
  seat: number | null;
  lobby: boolean;
  deadOpen: number;
  delaying: boolean;
}

// ——— Seeded randomness ———

/** mulberry32: a small, fast PRNG, enough to choose a schedule. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: () => number, lo: number, hi: number): number => Math.round(lo + rng() * (hi - lo));
const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
function shuffled<T>(rng: () => number, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// ——— What every page runs (plain JS: the page has none of the compiler's helpers) ———

/**
 * Runs before the page's own scripts, on every load of every tab of a person's context:
 * (1) records each `table-event` in `window.__events` (a load replays the stored log from seq 0) and
 * the last `status` in `window.__status`; (2) plays the page's seat: every 20–60 ms, when legal
 * commands exist and no move is awaiting the host's answer, submits one chosen by a PRNG seeded
 * with the game's seed and the person; (3) hooks RTCDataChannel for `window.__chaos`: `drop()` makes
 * every open channel silently stop sending and delivering (no close: the keepalive must notice),
 * `delay(ms, forMs)` delivers the messages arriving in the next `forMs` ms `ms` late, in order
 * (those still held back when their channel closes are lost).
 */
export function pageScript(seed: number, who: string): string {
  return `(() => {
  const SEED = ${JSON.stringify(seed)};
  const WHO = ${JSON.stringify(who)};
  const hash = (s) => { let h = 2166136261; for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619); return h >>> 0; };
  let a = (hash(WHO) ^ SEED) >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  // (1) What the page is told.
  window.__events = [];
  window.__status = null;
  window.__verdicts = [];
  window.__moves = 0;
  window.__refusals = 0;
  window.__lastRefusal = null;
  document.addEventListener('table-event', (e) => window.__events.push({ seq: e.detail.seq, event: e.detail.event, at: Date.now() }), true);
  document.addEventListener('status', (e) => { window.__status = e.detail; }, true);
  document.addEventListener('verdict', (e) => window.__verdicts.push(e.detail), true);
  // The widget's error events (a connection problem, a refusal) reach the harness through the console.
  document.addEventListener('error', (e) => { if (e.detail && e.detail.message) console.warn('peer-table error event: ' + e.detail.message); }, true);

  // (2) Autoplay.
  // Any legal command, mostly; a match of Secrets of the Universe ends sooner (about 400 events
  // instead of 1,500) when people go out when they can, draw from the deck and discard cards left
  // out of their hand's best arrangement.
  const choose = (el, legal) => {
    const x = rand();
    const out = legal.filter((c) => c.type === 'goOut' || c.type === 'callCoin');
    if (out.length > 0 && x < 0.9) return out[Math.floor(rand() * out.length)];
    const draw = legal.find((c) => c.type === 'drawFromDeck');
    if (draw && x < 0.85) return draw;
    let loose = [];
    try { loose = (el.view && el.view.best && el.view.best.unmelded) || []; } catch {}
    const spare = legal.filter((c) => c.type === 'discard' && loose.some((u) => u.code === c.card));
    if (spare.length > 0 && rand() < 0.95) return spare[Math.floor(rand() * spare.length)];
    return legal[Math.floor(rand() * legal.length)];
  };
  let busySince = 0;
  const tick = () => {
    setTimeout(tick, 20 + Math.floor(rand() * 41));
    const el = document.querySelector('peer-table');
    if (!el || typeof el.legalCommands !== 'function') return;
    // A move unanswered for long is given up on (its answer, when it comes, is ignored).
    if (busySince && Date.now() - busySince < 20000) return;
    let legal;
    try { legal = el.legalCommands(); } catch { return; }
    if (!legal || legal.length === 0) return;
    const command = choose(el, legal);
    const mine = Date.now();
    busySince = mine;
    window.__moves++;
    el.submit(command).then(
      () => { window.__refusals = 0; },
      (e) => { window.__refusals++; window.__lastRefusal = { at: Date.now(), command, rule: e && e.rule, message: e && e.message }; },
    ).then(() => { if (busySince === mine) busySince = 0; });
  };
  setTimeout(tick, 50);

  // (3) Chaos hooks on the data channels.
  const DC = RTCDataChannel.prototype;
  const channels = new Set();
  const dead = new WeakSet();
  let delayUntil = 0;
  let delayMs = 0;
  const queues = new Set();
  const track = (dc) => { channels.add(dc); };
  /** A listener wrapped so a dead channel delivers nothing and a delayed one delivers late, in order. */
  const wrap = (dc, listener) => {
    const call = (e) => (typeof listener === 'function' ? listener.call(dc, e) : listener.handleEvent(e));
    const queue = [];
    let last = 0;
    const flush = () => {
      const now = Date.now();
      while (queue.length > 0 && queue[0].at <= now) {
        const { e } = queue.shift();
        // Still in flight when the channel closed: lost, as on a real network.
        if (!dead.has(dc) && dc.readyState === 'open') call(e);
      }
      if (queue.length > 0) setTimeout(flush, queue[0].at - now);
      else queues.delete(queue);
    };
    return (e) => {
      if (dead.has(dc)) return;
      const now = Date.now();
      if (now < delayUntil || queue.length > 0) {
        const at = Math.max(now + (now < delayUntil ? delayMs : 0), last);
        last = at;
        queue.push({ e, at });
        queues.add(queue);
        if (queue.length === 1) setTimeout(flush, at - now);
        return;
      }
      call(e);
    };
  };
  const send = DC.send;
  const lastSend = new WeakMap();
  DC.send = function (data) {
    track(this);
    lastSend.set(this, Date.now());
    if (dead.has(this)) return;
    return send.call(this, data);
  };
  const wrapped = new WeakMap();
  const wrapperOf = (dc, listener) => {
    let forDc = wrapped.get(dc);
    if (!forDc) wrapped.set(dc, (forDc = new Map()));
    let w = forDc.get(listener);
    if (!w) forDc.set(listener, (w = wrap(dc, listener)));
    return w;
  };
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  DC.addEventListener = function (type, listener, options) {
    if (type !== 'message' || !listener) return add.call(this, type, listener, options);
    track(this);
    return add.call(this, type, wrapperOf(this, listener), options);
  };
  DC.removeEventListener = function (type, listener, options) {
    if (type !== 'message' || !listener) return remove.call(this, type, listener, options);
    return remove.call(this, type, wrapperOf(this, listener), options);
  };
  const onmessage = Object.getOwnPropertyDescriptor(DC, 'onmessage');
  const handlers = new WeakMap();
  Object.defineProperty(DC, 'onmessage', {
    configurable: true,
    enumerable: onmessage.enumerable,
    get() { return handlers.get(this) ?? null; },
    set(fn) {
      track(this);
      if (typeof fn === 'function') {
        handlers.set(this, fn);
        onmessage.set.call(this, wrap(this, fn));
      } else {
        handlers.delete(this);
        onmessage.set.call(this, fn);
      }
    },
  });
  window.__chaos = {
    /** Every open channel goes silent both ways, without closing. Resolves to how many. */
    drop() {
      let n = 0;
      for (const dc of channels) {
        if (dc.readyState === 'closed') channels.delete(dc);
        else if (dc.readyState === 'open' && !dead.has(dc)) { dead.add(dc); n++; }
      }
      return n;
    },
    delay(ms, forMs) {
      delayMs = ms;
      delayUntil = Date.now() + forMs;
    },
    /**
     * Dropped channels the page still uses (it sent on them, if only a keepalive ping, in the last
     * 5 s) and has not closed: it has not noticed, or been told, yet. A channel the page already
     * gave up on (a peer that went away) may stay open a while: it does not count.
     */
    deadOpen() {
      let n = 0;
      const now = Date.now();
      for (const dc of channels) if (dead.has(dc) && dc.readyState !== 'closed' && now - (lastSend.get(dc) ?? 0) < 5000) n++;
      return n;
    },
    delaying() {
      return Date.now() < delayUntil || queues.size > 0;
    },
  };
})();`;
}

// ——— Reading pages ———

type El = HTMLElement & {
  createTable(spec: object): Promise<string>;
  joinTable(link: string, name: string): Promise<void>;
  takeSeat(seat: number): Promise<void>;
  watch(): Promise<void>;
  start(): Promise<void>;
  joinLink: string | null;
  lobby: { seats: { kind: string; connected: boolean }[]; spectators: number; started: boolean } | null;
  verdict: { kind: string; reason?: string } | null;
  exportLog(): { perspective: unknown; events: { seq: number; event: Typed; hash: string }[] } | null;
};
type Win = Window & {
  __events: (Seen & { at: number })[];
  __refusals: number;
  __lastRefusal: { at: number; command: unknown; rule?: string; message?: string } | null;
  __status: { status: string; seat: number | null } | null;
  __verdicts: unknown[];
  __moves: number;
  __chaos: { drop(): number; delay(ms: number, forMs: number): void; deadOpen(): number; delaying(): boolean };
};

/** A page's state, or null while it is (re)loading. */
async function stateOf(page: Page): Promise<PageState | null> {
  try {
    return await page.evaluate(() => {
      const w = window as unknown as Win;
      const el = document.querySelector('peer-table') as El | null;
      if (!w.__chaos) return null;
      return {
        status: w.__status?.status ?? null,
        seat: w.__status?.seat ?? null,
        lobby: !!el?.lobby,
        deadOpen: w.__chaos.deadOpen(),
        delaying: w.__chaos.delaying(),
      };
    });
  } catch {
    return null;
  }
}

async function lobbyOf(page: Page): Promise<El['lobby']> {
  try {
    return await page.evaluate(() => (document.querySelector('peer-table') as El | null)?.lobby ?? null);
  } catch {
    return null;
  }
}

async function verdictOf(page: Page): Promise<El['verdict']> {
  try {
    return await page.evaluate(() => (document.querySelector('peer-table') as El | null)?.verdict ?? null);
  } catch {
    return null;
  }
}

/** What a page holds and may do, for a failure's message. */
async function diagnose(page: Page, since: number): Promise<string> {
  try {
    const d = await page.evaluate(() => {
      const w = window as unknown as Win;
      const el = document.querySelector('peer-table') as (El & { view: { step?: string; phase?: string; turn?: unknown } | null; legalCommands(): { type: string }[] }) | null;
      const last = w.__events.at(-1);
      return {
        status: w.__status,
        events: w.__events.length,
        lastEvent: last ? { seq: last.seq, type: last.event.type, at: last.at } : null,
        legal: el?.legalCommands().map((c) => c.type) ?? [],
        view: el?.view ? { step: el.view.step, phase: el.view.phase, turn: el.view.turn } : null,
        moves: w.__moves,
        refusals: w.__refusals,
        lastRefusal: w.__lastRefusal,
        deadOpen: w.__chaos.deadOpen(),
        delaying: w.__chaos.delaying(),
        lobby: el?.lobby ? { seats: el.lobby.seats.map((s) => s.connected), spectators: el.lobby.spectators } : null,
      };
    });
    const t = (at: number | undefined) => (at === undefined ? '?' : `${((at - since) / 1000).toFixed(1)}s`);
    const legal = [...new Set(d.legal)].join('/') || 'none';
    return (
      `${d.status?.status} seat ${d.status?.seat}, ${d.events} events (last: ${d.lastEvent ? `${d.lastEvent.seq} ${d.lastEvent.type} at ${t(d.lastEvent.at)}` : 'none'}), ` +
      `view ${JSON.stringify(d.view)}, legal ${d.legal.length} (${legal}), ${d.moves} moves sent, ${d.refusals} refused in a row` +
      `${d.lastRefusal ? ` (last at ${t(d.lastRefusal.at)}: ${d.lastRefusal.rule}: ${d.lastRefusal.message} for ${JSON.stringify(d.lastRefusal.command)})` : ''}, ` +
      `dropped channels open ${d.deadOpen}, delaying ${d.delaying}, lobby ${JSON.stringify(d.lobby)}`
    );
  } catch (e) {
    return `unreadable (${(e as Error).message.split('\n')[0]})`;
  }
}

// ——— One game ———

const NAMES = ['Hana', 'Ben', 'Cy', 'Dee', 'Spy'];
/** No new event for this long means the game is stuck (a dropped connection is noticed in 10 s, a reconnection backs off to 15 s). */
const STALL_MS = 60_000;

/** Plays one whole game of `spec.game` under chaos; resolves to its figures, throws (with the seed) on any failure. */
export async function chaosGame(browser: Browser, appUrl: string, spec: ChaosSpec): Promise<ChaosSummary> {
  // The game's rules, for its redaction (throws naming the known games for an unknown one).
  const { game } = await loadPlay(spec.game);
  const began = Date.now();
  let playFrom = began;
  const rng = mulberry32(spec.seed);
  const log: string[] = [];
  const notes: string[] = [];
  const note = (line: string): void => {
    const stamped = `${((Date.now() - playFrom) / 1000).toFixed(1).padStart(6)}s ${line}`;
    log.push(stamped);
    spec.onLog?.(stamped);
  };
  const people: Person[] = [];
  const fail = (problem: string): never => {
    const recent = notes.slice(-40).join('\n  ');
    throw new Error(
      `chaos ${spec.game} seed ${spec.seed}: ${problem}\n` +
        `replay: npm run chaos -- --game ${spec.game} --games 1 --seed ${spec.seed}\n` +
        `actions:\n  ${log.join('\n  ') || '(none)'}\n` +
        `page messages (last 40):\n  ${recent || '(none)'}`,
    );
  };

  const watchPage = (person: Person, page: Page): void => {
    page.on('pageerror', (e) => notes.push(`${person.who} page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') notes.push(`${((Date.now() - playFrom) / 1000).toFixed(1)}s ${person.who} ${m.type()}: ${m.text()}`);
    });
  };
  const newPerson = async (who: string, name: string, role: Role, seat: number): Promise<Person> => {
    // Reduced motion: chaos is about the network, and ten pages of travelling cards are many frames to draw.
    const context = await browser.newContext({ viewport: { width: 1100, height: 820 }, reducedMotion: 'reduce' });
    await context.addInitScript(pageScript(spec.seed, who));
    const page = await context.newPage();
    const person: Person = { who, name, role, seat, context, page, link: appUrl };
    watchPage(person, page);
    await page.goto(appUrl);
    await page.waitForFunction(() => customElements.get('peer-table') !== undefined);
    return person;
  };

  try {
    // ——— Set up: the host creates the table, three guests sit down, a spectator watches, the host starts.
    const host = await newPerson('host', NAMES[0]!, 'host', 0);
    people.push(host);
    const joinLink = await host.page.evaluate(
      async ({ game, options, name }) => {
        const el = document.querySelector('peer-table') as El;
        await el.createTable({ game, seats: 4, options, name, solo: false });
        return el.joinLink!;
      },
      { game: spec.game, options: spec.options, name: host.name },
    );
    host.link = host.page.url();
    if (!/#host=[A-Za-z0-9]+$/.test(host.link)) fail(`the host's page is at ${host.link}, not at its #host= address`);
    const guests = await Promise.all(
      [1, 2, 3].map(async (seat) => {
        const guest = await newPerson(`guest${seat}`, NAMES[seat]!, 'guest', seat);
        guest.link = joinLink;
        await guest.page.evaluate(
          async ({ link, name, seat }) => {
            const el = document.querySelector('peer-table') as El;
            await el.joinTable(link, name);
            await el.takeSeat(seat);
          },
          { link: joinLink, name: guest.name, seat },
        );
        return guest;
      }),
    );
    people.push(...guests);
    const spectator = await newPerson('spectator', NAMES[4]!, 'spectator', SPECTATOR);
    spectator.link = joinLink;
    await spectator.page.evaluate(
      async ({ link, name }) => {
        const el = document.querySelector('peer-table') as El;
        await el.joinTable(link, name);
        await el.watch();
      },
      { link: joinLink, name: spectator.name },
    );
    people.push(spectator);
    await host.page.evaluate(() => (document.querySelector('peer-table') as El).start());
    playFrom = Date.now();
    note(`started ${spec.game} ${JSON.stringify(spec.options)}, seed ${spec.seed}, table ${host.link.slice(host.link.indexOf('#host=') + 6)}`);

    // ——— Chaos, until the host's page holds its verdict (the game is over and revealed).
    const timeoutMs = spec.timeoutMs ?? 180_000;
    const deadline = playFrom + timeoutMs;
    const counts: Record<ChaosKind, number> = { reload: 0, reopen: 0, drop: 0, delay: 0 };
    let hostActions = 0;
    let hostReloads = 0;
    let over = false;
    const checkOver = async (): Promise<boolean> => (over ||= (await verdictOf(host.page)) !== null);
    // A game whose log has not grown for a minute is stuck: say so now, with what each page holds.
    let progress = { events: 0, at: Date.now() };
    const checkStall = async (): Promise<void> => {
      if (!browser.isConnected()) fail('Chromium went away (it crashed or was closed from outside): nothing to judge');
      const events = await host.page.evaluate(() => (window as unknown as Win).__events.length).catch(() => 0);
      if (events > progress.events) progress = { events, at: Date.now() };
      else if (Date.now() - progress.at > STALL_MS) {
        const states = await Promise.all(people.map(async (p) => `${p.who}: ${await diagnose(p.page, playFrom)}`));
        fail(`the game stalled: the host's log has held ${progress.events} events for ${STALL_MS / 1000} s\n  ${states.join('\n  ')}`);
      }
    };
    /** Sleeps `ms`, or less once the game is over. */
    const pause = async (ms: number): Promise<void> => {
      const until = Date.now() + ms;
      while (Date.now() < until && !(await checkOver())) {
        await checkStall();
        await sleep(Math.min(250, until - Date.now()));
      }
    };
    /** The page has recovered from what was done to it: online, welcomed, nothing dropped still open, no delay under way; the host sees it again. */
    const settled = async (person: Person): Promise<boolean> => {
      const state = await stateOf(person.page);
      if (!state || state.status !== 'online' || !state.lobby || state.deadOpen > 0 || state.delaying) return false;
      const lobby = await lobbyOf(host.page);
      if (!lobby) return false;
      if (person.role === 'host') return lobby.seats.every((s) => s.connected) && lobby.spectators >= 1;
      if (person.role === 'spectator') return lobby.spectators >= 1;
      return lobby.seats[person.seat]?.connected === true;
    };
    // The opening: a host reload, and one action of each kind on the four other pages (one each,
    // so none waits for its own recovery), in a seeded order and quickly, so that even a short game
    // sees them all. Then random actions on random pages, 1.5 to 4 s apart.
    const others = shuffled(rng, people.slice(1));
    const opening = shuffled(rng, [{ kind: 'reload' as ChaosKind, target: host }, ...CHAOS_KINDS.map((kind, i) => ({ kind, target: others[i]! }))]);
    const most = spec.actions ?? 30;
    let n = 0;
    while (!(await checkOver())) {
      if (Date.now() > deadline) break;
      if (n >= most) {
        await pause(250);
        continue;
      }
      const planned = opening.shift();
      const wait = planned ? between(rng, 1500, 2500) : between(rng, 1500, 4000);
      const kind = planned?.kind ?? pick(rng, CHAOS_KINDS);
      const target = planned?.target ?? pick(rng, people);
      const ms = between(rng, 200, 2500);
      const forMs = between(rng, 2000, 6000);
      await pause(wait);
      // Nothing piles onto a page still recovering: wait for it (the schedule stays the seed's).
      while (!over && Date.now() < deadline && !(await settled(target))) await pause(250);
      if (over || Date.now() > deadline) break;
      n++;
      if (kind === 'reload') {
        note(`#${n} reload ${target.who}`);
        await target.page.reload({ timeout: 30_000 });
      } else if (kind === 'reopen') {
        note(`#${n} close ${target.who}'s tab, reopen ${target.link}`);
        await target.page.close();
        target.page = await target.context.newPage();
        watchPage(target, target.page);
        await target.page.goto(target.link, { timeout: 30_000 });
      } else if (kind === 'drop') {
        const dropped = await target.page.evaluate(() => (window as unknown as Win).__chaos.drop());
        note(`#${n} drop ${target.who}'s ${dropped} data channel(s) without a close`);
      } else {
        await target.page.evaluate(([ms, forMs]) => (window as unknown as Win).__chaos.delay(ms!, forMs!), [ms, forMs]);
        note(`#${n} delay ${target.who}'s incoming messages by ${ms} ms for ${forMs} ms`);
      }
      counts[kind]++;
      if (target.role === 'host') {
        hostActions++;
        if (kind === 'reload' || kind === 'reopen') hostReloads++;
      }
      if (n === most) note(`chaos ends after ${n} actions: the game plays out`);
    }
    note(over ? 'the host holds its verdict: chaos stops' : 'time is up');

    // ——— The end: every page holds its verdict.
    for (;;) {
      const verdicts = await Promise.all(people.map((p) => verdictOf(p.page)));
      if (verdicts.every((v) => v !== null)) break;
      if (!browser.isConnected()) fail('Chromium went away (it crashed or was closed from outside): nothing to judge');
      if (Date.now() > deadline) {
        const states = await Promise.all(people.map(async (p) => `${p.who}: ${await diagnose(p.page, playFrom)}`));
        fail(`not every page reached the end within ${timeoutMs / 1000} s: ${people.filter((_, i) => verdicts[i] === null).map((p) => p.who).join(', ')} without a verdict\n  ${states.join('\n  ')}`);
      }
      await sleep(250);
    }
    const seconds = (Date.now() - playFrom) / 1000;
    note(`every page holds its verdict after ${seconds.toFixed(1)} s`);

    // ——— Checks.
    const problems: string[] = [];
    const missing = CHAOS_KINDS.filter((k) => counts[k] === 0);
    if (missing.length > 0) problems.push(`the game ended before every kind of chaos ran (none of: ${missing.join(', ')})`);
    if (hostReloads === 0) problems.push('the host never reloaded');
    const full = await host.page.evaluate(() => (document.querySelector('peer-table') as El).exportLog());
    if (!full || full.perspective !== 'full') fail(`the host's page does not export its full log (perspective ${String(full?.perspective)})`);
    const events = full!.events;
    events.forEach((e, i) => e.seq !== i && problems.push(`the host's full log has seq ${e.seq} at ${i}`));
    for (const person of people) {
      const got = await person.page.evaluate(() => {
        const w = window as unknown as Win;
        const el = document.querySelector('peer-table') as El;
        const log = el.exportLog();
        return {
          events: w.__events,
          status: w.__status,
          verdict: el.verdict,
          verdictEvents: w.__verdicts,
          fullLog: log?.perspective === 'full' ? log.events : null,
        };
      });
      const who = person.who;
      if (got.verdict?.kind !== 'verified') problems.push(`${who}'s verdict is ${JSON.stringify(got.verdict)}`);
      if (got.verdictEvents.length > 1) problems.push(`${who} heard the verdict event ${got.verdictEvents.length} times`);
      if (got.status?.seat !== person.seat) problems.push(`${who} is at seat ${String(got.status?.seat)}, not ${person.seat}`);
      const shown = await person.page.locator('peer-table [part="verdict"]').innerText({ timeout: 10_000 }).catch(() => '');
      if (!/Verified/.test(shown)) problems.push(`${who}'s page does not show the verification (it shows "${shown}")`);
      if (!got.fullLog || canonicalJson(got.fullLog) !== canonicalJson(events)) problems.push(`${who} holds another full log than the host's`);
      // Every event of the host's log, redacted for this page's seat, once each and in order.
      const seqs = got.events.map((e) => e.seq);
      if (got.events.length !== events.length || seqs.some((s, i) => s !== i)) {
        const dup = seqs.filter((s, i) => seqs.indexOf(s) !== i);
        const lost = events.map((_, i) => i).filter((i) => !seqs.includes(i));
        problems.push(
          `${who} was given ${got.events.length} events for the host's ${events.length}` +
            `${dup.length ? `; duplicated seq ${dup.slice(0, 10).join(',')}` : ''}${lost.length ? `; lost seq ${lost.slice(0, 10).join(',')}` : ''}` +
            `${!dup.length && !lost.length ? '; out of order' : ''}`,
        );
        continue;
      }
      const wrong = events.findIndex((e, i) => canonicalJson(game.redact(e.event, person.seat)) !== canonicalJson(got.events[i]!.event));
      if (wrong >= 0) {
        problems.push(
          `${who}'s event ${wrong} is ${canonicalJson(got.events[wrong]!.event)}, not the host's redacted ${canonicalJson(game.redact(events[wrong]!.event, person.seat))}`,
        );
      }
    }
    if (spec.screenshot) {
      await mkdir(dirname(spec.screenshot), { recursive: true });
      await host.page.screenshot({ path: spec.screenshot, fullPage: true });
    }
    if (problems.length > 0) fail(problems.join('\n'));
    return {
      game: spec.game,
      seed: spec.seed,
      events: events.length,
      actions: counts,
      hostActions,
      hostReloads,
      seconds,
      totalSeconds: (Date.now() - began) / 1000,
      log,
    };
  } finally {
    await Promise.all(people.map((p) => p.context.close().catch(() => undefined)));
  }
}

/** One line for a summary: seed, events, actions of each kind, seconds. */
export function describeChaos(s: ChaosSummary): string {
  const actions = CHAOS_KINDS.map((k) => `${k} ${s.actions[k]}`).join(', ');
  const total = CHAOS_KINDS.reduce((n, k) => n + s.actions[k], 0);
  return `${s.game} seed ${s.seed}: ${s.events} events, ${total} actions (${actions}; ${s.hostActions} on the host, ${s.hostReloads} host reloads), ${s.seconds.toFixed(1)} s of play, ${s.totalSeconds.toFixed(1)} s in all`;
}
