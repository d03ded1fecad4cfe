/**
 * What every page of a chaos game runs, and how the harness reads a page. The page script records
 * what the element tells the page, plays the page's seat by itself, and hooks the page's data
 * channels so the harness can silence or delay them; the readers below return null (or say so)
 * while a page is loading or closed, instead of throwing. Used by test/support/chaos.ts and by the
 * end-to-end tests that let pages play by themselves (test/node/host-leaves.e2e.test.ts).
 */
import type { Page } from 'playwright-core';
import type { Typed } from '../../src/kernel/game.js';

export interface Seen {
  seq: number;
  event: Typed;
}

export interface PageState {
  status: string | null;
  seat: number | null;
  /** Whether this page hosts the table now. */
  hosting: boolean;
  lobby: boolean;
  deadOpen: number;
  delaying: boolean;
}

// ——— What every page runs (plain JS: the page has none of the compiler's helpers) ———

/**
 * Runs before the page's own scripts, on every load of every tab of a person's context: (1) records
 * each `table-event` in `window.__events` (a load replays the stored log from seq 0, and so does
 * the element when the table opens anew: `window.__restarts` counts those), the last `status` in
 * `window.__status`, and `window.__over` once the game is over; (2) plays the page's seat: every
 * 20–60 ms, when legal commands exist and no move is awaiting the host's answer, submits one chosen
 * by a PRNG seeded with the game's seed and the person, after thinking `thinkMs` (a seeded time in
 * that range, from when it has something to do; none by default; `window.__think` changes it); (3)
 * hooks RTCDataChannel for `window.__chaos`: `drop()` makes every open channel silently stop
 * sending and delivering (no close: the keepalive must notice), `delay(ms, forMs)` delivers the
 * messages arriving in the next `forMs` ms `ms` late, in order (those still held back when their
 * channel closes are lost).
 */
export function pageScript(seed: number, who: string, thinkMs: readonly [number, number] = [0, 0]): string {
  return `(() => {
  const SEED = ${JSON.stringify(seed)};
  const WHO = ${JSON.stringify(who)};
  // How long to think before a move; the harness may change it (window.__think) as the game goes on.
  window.__think = ${JSON.stringify(thinkMs)};
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
  // The element plays the log from its start again when the page opens the table anew (an old host
  // that stepped down) or its log was cut back to a change of host: the record starts again too.
  window.__restarts = 0;
  document.addEventListener('table-event', (e) => {
    if (e.detail.seq === 0 && window.__events.length > 0) {
      window.__restarts++;
      window.__events = [];
    }
    window.__events.push({ seq: e.detail.seq, event: e.detail.event, at: Date.now() });
  }, true);
  // When this page load first sat at its seat (the host's seat included), on this machine's clock.
  window.__seatedAt = null;
  document.addEventListener('status', (e) => {
    window.__status = e.detail;
    if (window.__seatedAt === null && e.detail && e.detail.status === 'online' && e.detail.seat !== null && e.detail.seat >= 0) window.__seatedAt = Date.now();
  }, true);
  document.addEventListener('verdict', (e) => window.__verdicts.push(e.detail), true);
  window.__over = false;
  document.addEventListener('game-over', () => { window.__over = true; }, true);
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
  let thinkingUntil = 0;
  const tick = () => {
    setTimeout(tick, 20 + Math.floor(rand() * 41));
    const el = document.querySelector('peer-table');
    if (!el || typeof el.legalCommands !== 'function') return;
    // A move unanswered for long is given up on (its answer, when it comes, is ignored).
    if (busySince && Date.now() - busySince < 20000) return;
    let legal;
    try { legal = el.legalCommands(); } catch { return; }
    if (!legal || legal.length === 0) { thinkingUntil = 0; return; }
    // A moment to think once there is something to do (none by default).
    const think = window.__think;
    if (think[1] > 0) {
      if (thinkingUntil === 0) thinkingUntil = Date.now() + think[0] + Math.floor(rand() * (think[1] - think[0] + 1));
      if (Date.now() < thinkingUntil) return;
      thinkingUntil = 0;
    }
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

export type El = HTMLElement & {
  createTable(spec: object): Promise<string>;
  joinTable(link: string, name: string): Promise<void>;
  takeSeat(seat: number): Promise<void>;
  watch(): Promise<void>;
  start(): Promise<void>;
  joinLink: string | null;
  /** The seat whose page hosts the table. */
  host: number | null;
  lobby: { seats: { kind: string; connected: boolean }[]; spectators: number; started: boolean; hostSeat: number } | null;
  verdict: { kind: string; reason?: string } | null;
  exportLog(): { perspective: unknown; events: { seq: number; event: Typed; hash: string }[] } | null;
};
export type Win = Window & {
  __events: (Seen & { at: number })[];
  __restarts: number;
  __seatedAt: number | null;
  /** The element said the game is over (its last event is in). */
  __over: boolean;
  __refusals: number;
  __lastRefusal: { at: number; command: unknown; rule?: string; message?: string } | null;
  __status: { status: string; seat: number | null; hosting: boolean } | null;
  __verdicts: unknown[];
  __moves: number;
  /** How long the page thinks before a move, in ms: the least and the most. */
  __think: readonly [number, number];
  __chaos: { drop(): number; delay(ms: number, forMs: number): void; deadOpen(): number; delaying(): boolean };
};

/** Whether the page's game is over (its last event is in, its reveal may not be). */
export async function overOn(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as Win).__over === true).catch(() => false);
}

/** A page's state, or null while it is (re)loading. */
export async function stateOf(page: Page): Promise<PageState | null> {
  try {
    return await page.evaluate(() => {
      const w = window as unknown as Win;
      const el = document.querySelector('peer-table') as El | null;
      if (!w.__chaos) return null;
      return {
        status: w.__status?.status ?? null,
        seat: w.__status?.seat ?? null,
        hosting: w.__status?.hosting ?? false,
        lobby: !!el?.lobby,
        deadOpen: w.__chaos.deadOpen(),
        delaying: w.__chaos.delaying(),
      };
    });
  } catch {
    return null;
  }
}

export async function lobbyOf(page: Page): Promise<El['lobby']> {
  try {
    return await page.evaluate(() => (document.querySelector('peer-table') as El | null)?.lobby ?? null);
  } catch {
    return null;
  }
}

export async function verdictOf(page: Page): Promise<El['verdict']> {
  try {
    return await page.evaluate(() => (document.querySelector('peer-table') as El | null)?.verdict ?? null);
  } catch {
    return null;
  }
}

/**
 * When this page was given the first game event (not a `table.*` one) after a `table.hostChanged`
 * it was given at `since` or later (ms since the epoch, the page's clock); null when it holds none.
 */
export async function moveAfterChange(page: Page, since: number): Promise<number | null> {
  try {
    return await page.evaluate((since) => {
      const events = (window as unknown as Win).__events;
      const change = events.findIndex((e) => e.event.type === 'table.hostChanged' && e.at >= since);
      if (change < 0) return null;
      return events.slice(change + 1).find((e) => !e.event.type.startsWith('table.'))?.at ?? null;
    }, since);
  } catch {
    return null;
  }
}

/** The table events (`table.*`) a page was given, with when, for a failure's message. */
export async function tableEventsOn(page: Page, since: number): Promise<string> {
  try {
    const events = await page.evaluate(() =>
      (window as unknown as Win).__events.filter((e) => e.event.type.startsWith('table.')).map((e) => ({ seq: e.seq, event: e.event, at: e.at })),
    );
    return events.map((e) => `${e.seq} ${JSON.stringify(e.event)} at ${((e.at - since) / 1000).toFixed(1)}s`).join(', ') || 'none';
  } catch {
    return 'unreadable';
  }
}

/** What a page holds and may do, for a failure's message. */
export async function diagnose(page: Page, since: number): Promise<string> {
  try {
    const d = await page.evaluate(() => {
      const w = window as unknown as Win;
      const el = document.querySelector('peer-table') as
        | (El & { view: { step?: string; phase?: string; turn?: unknown } | null; legalCommands(): { type: string }[] })
        | null;
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
        lobby: el?.lobby ? { seats: el.lobby.seats.map((s) => s.connected), spectators: el.lobby.spectators, hostSeat: el.lobby.hostSeat } : null,
      };
    });
    const t = (at: number | undefined) => (at === undefined ? '?' : `${((at - since) / 1000).toFixed(1)}s`);
    const legal = [...new Set(d.legal)].join('/') || 'none';
    return (
      `${d.status?.status} seat ${d.status?.seat}${d.status?.hosting ? ' (hosting)' : ''}, ${d.events} events (last: ${d.lastEvent ? `${d.lastEvent.seq} ${d.lastEvent.type} at ${t(d.lastEvent.at)}` : 'none'}), ` +
      `view ${JSON.stringify(d.view)}, legal ${d.legal.length} (${legal}), ${d.moves} moves sent, ${d.refusals} refused in a row` +
      `${d.lastRefusal ? ` (last at ${t(d.lastRefusal.at)}: ${d.lastRefusal.rule}: ${d.lastRefusal.message} for ${JSON.stringify(d.lastRefusal.command)})` : ''}, ` +
      `dropped channels open ${d.deadOpen}, delaying ${d.delaying}, lobby ${JSON.stringify(d.lobby)}`
    );
  } catch (e) {
    return `unreadable (${(e as Error).message.split('\n')[0]})`;
  }
}
