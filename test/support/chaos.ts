/**
 * One whole game under chaos, over real PeerJS connections in Chromium, against `npm start`'s app
 * page: a host and three guests in the four seats and a spectator, each its own browser context.
 * Every page plays its seat by itself (an init script picks legal commands with a seeded PRNG,
 * chaos-page.ts) while the harness, at seeded moments, reloads pages, closes tabs and reopens them
 * from their link, drops a page's data channels without closing them (the keepalive must notice)
 * and delays the messages a page receives; the host reloads at least once. At most once a game
 * each, a guest's tab closes for good (a bot stands in for them) and the host's tab closes for good
 * (the guests elect a new host, who hosts from there); in some games the old host's tab is reopened
 * much later and must sit down as a guest in its seat. At the end every page still there must hold
 * a verified verdict, shown in the page, and exactly the table's full log redacted for its seat:
 * each event once, in order.
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
import { diagnose, lobbyOf, moveAfterChange, overOn, pageScript, stateOf, tableEventsOn, verdictOf, type El, type Win } from './chaos-page.js';

export { pageScript } from './chaos-page.js';

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
  /** Where to save a screenshot of the hosting page at the end. */
  readonly screenshot?: string;
  /** Hears each line of the action log as it happens. */
  readonly onLog?: (line: string) => void;
}

/** A host's tab closed for good, and what followed. */
export interface HostLeave {
  /** Seconds into play when the tab closed. */
  readonly at: number;
  /** The seat that hosts the table at the end. */
  readonly newHost: number | null;
  /**
   * Seconds from the close to the first game event (not `table.*`) after `table.hostChanged` that a
   * page still there was given; null when none was.
   */
  readonly nextMove: number | null;
  /** Seconds after the close the old host's tab was reopened at its `#host=` link; null when it was not. */
  readonly backAfter: number | null;
}

export interface ChaosSummary {
  readonly game: string;
  readonly seed: number;
  /** Events in the table's full log. */
  readonly events: number;
  /** Actions done, by kind (the host's included). */
  readonly actions: Readonly<Record<ChaosKind, number>>;
  /** Guests' tabs closed for good. */
  readonly leaves: number;
  /** Hosts' tabs closed for good. */
  readonly hostLeaves: readonly HostLeave[];
  /** Actions done on the hosting page, and how many of them were reloads or reopened tabs. */
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
  /** Its tab closed for good (until reopened, for an old host that comes back). */
  gone: boolean;
}

// ——— Seeded randomness ———

/**
 * How long people take over a move, by game (none: they move as soon as they may). A game of Planet
 * Tricks can end after its first round, sixty plays: people who take a moment over each keep it
 * going long enough for the whole schedule, departures included, rather than over in 20 s; once
 * both departures are done, they move at once again.
 */
const THINK_MS: Readonly<Record<string, readonly [number, number]>> = { 'planet-tricks': [300, 700] };

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

/**
 * The departures of a seed's game: whether and as which action (its number, after the opening) a
 * guest's tab closes for good (`leaveAt`) and the host's (`hostLeaveAt`), and how long after the
 * host's tab closed it is reopened (`hostBackAfter`, ms; null: never). Drawn from a stream of their
 * own, so the other actions' schedule is the seed's either way.
 */
export interface Departures {
  readonly leaveAt: number | null;
  readonly hostLeaveAt: number | null;
  readonly hostBackAfter: number | null;
}

export function departures(seed: number): Departures {
  const rng = mulberry32((seed ^ 0x2545f491) >>> 0);
  const leaveAt = rng() < 0.8 ? between(rng, 6, 8) : null;
  let hostLeaveAt = rng() < 0.8 ? between(rng, 6, 8) : null;
  if (hostLeaveAt !== null && hostLeaveAt === leaveAt) hostLeaveAt++;
  const hostBackAfter = hostLeaveAt !== null && rng() < 0.5 ? between(rng, 20_000, 40_000) : null;
  return { leaveAt, hostLeaveAt, hostBackAfter };
}

// ——— One game ———

const NAMES = ['Hana', 'Ben', 'Cy', 'Dee', 'Spy'];
/** No new event for this long means the game is stuck (a dropped connection is noticed in 10 s, a reconnection backs off to 15 s). */
const STALL_MS = 60_000;
/** The table's waits: on a person who left before a bot plays for them, on a host who left before a guest takes over. */
const WAITS = { standInWait: 10_000, hostWait: 10_000 };

type Action = ChaosKind | 'leave' | 'hostLeave';

/** Plays one whole game of `spec.game` under chaos; resolves to its figures, throws (with the seed) on any failure. */
export async function chaosGame(browser: Browser, appUrl: string, spec: ChaosSpec): Promise<ChaosSummary> {
  // The game's rules, for its redaction (throws naming the known games for an unknown one).
  const { game } = await loadPlay(spec.game);
  const began = Date.now();
  let playFrom = began;
  const rng = mulberry32(spec.seed);
  const plan = departures(spec.seed);
  const planRng = mulberry32((spec.seed ^ 0x68e31da4) >>> 0);
  const log: string[] = [];
  const notes: string[] = [];
  const seconds = (at: number): string => `${((at - playFrom) / 1000).toFixed(1)}s`;
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
  const describePages = async (): Promise<string> =>
    (
      await Promise.all(
        people.map(
          async (p) =>
            `${p.who}: ${p.gone ? 'closed for good' : `${await diagnose(p.page, playFrom)}; table events: ${await tableEventsOn(p.page, playFrom)}`}`,
        ),
      )
    ).join('\n  ');

  const watchPage = (person: Person, page: Page): void => {
    page.on('pageerror', (e) => notes.push(`${person.who} page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') notes.push(`${seconds(Date.now())} ${person.who} ${m.type()}: ${m.text()}`);
    });
  };
  const newPerson = async (who: string, name: string, role: Role, seat: number): Promise<Person> => {
    // Reduced motion: chaos is about the network, and ten pages of travelling cards are many frames to draw.
    const context = await browser.newContext({ viewport: { width: 1100, height: 820 }, reducedMotion: 'reduce' });
    await context.addInitScript(pageScript(spec.seed, who, THINK_MS[spec.game]));
    const page = await context.newPage();
    const person: Person = { who, name, role, seat, context, page, link: appUrl, gone: false };
    watchPage(person, page);
    await page.goto(appUrl);
    await page.waitForFunction(() => customElements.get('peer-table') !== undefined);
    return person;
  };
  /** Opens `person`'s link in a new tab of its browser. */
  const openTab = async (person: Person): Promise<void> => {
    person.page = await person.context.newPage();
    watchPage(person, person.page);
    await person.page.goto(person.link, { timeout: 30_000 });
  };

  try {
    // ——— Set up: the host creates the table, three guests sit down, a spectator watches, the host starts.
    const host = await newPerson('host', NAMES[0]!, 'host', 0);
    people.push(host);
    const joinLink = await host.page.evaluate(
      async ({ game, options, name, waits }) => {
        const el = document.querySelector('peer-table') as El;
        await el.createTable({ game, seats: 4, options, name, solo: false, ...waits });
        return el.joinLink!;
      },
      { game: spec.game, options: spec.options, name: host.name, waits: WAITS },
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
    note(
      `planned: ${plan.leaveAt === null ? 'no guest leaves' : `a guest leaves as action #${plan.leaveAt}`}, ` +
        `${plan.hostLeaveAt === null ? 'the host stays' : `the host leaves as action #${plan.hostLeaveAt}${plan.hostBackAfter === null ? ' for good' : ` and comes back ${plan.hostBackAfter / 1000} s later`}`}`,
    );

    // ——— Who is there, and who hosts.
    const live = (): Person[] => people.filter((p) => !p.gone);
    /** The pages chaos may act on: every page still there, but an old host's that came back. */
    let hostLeft = false;
    const actable = (): Person[] => live().filter((p) => !(hostLeft && p === host));
    /** The page the harness reads the table from: the hosting page, while it is known; else any page still there. */
    let lead: Person = host;
    const hosts = async (p: Person): Promise<boolean> => !p.gone && (await stateOf(p.page))?.hosting === true;
    const refreshLead = async (): Promise<void> => {
      if (await hosts(lead)) return;
      for (const p of live()) {
        if (p !== lead && p.role !== 'spectator' && (await hosts(p))) {
          if (hostLeft || p !== host) note(`${p.who}'s page hosts the table now`);
          lead = p;
          return;
        }
      }
      if (lead.gone) lead = live().find((p) => p.role !== 'spectator') ?? live()[0]!;
    };

    // ——— Chaos, until the table's pages hold their verdict (the game is over and revealed).
    const timeoutMs = spec.timeoutMs ?? 180_000;
    const deadline = playFrom + timeoutMs;
    const counts: Record<ChaosKind, number> = { reload: 0, reopen: 0, drop: 0, delay: 0 };
    let leaves = 0;
    const hostLeaves: { closedAt: number; moveAt: number | null; backAt: number | null }[] = [];
    let hostBackDue: number | null = null;
    let hostActions = 0;
    let hostReloads = 0;
    let over = false;
    const checkOver = async (): Promise<boolean> => (over ||= (await verdictOf(lead.page)) !== null);
    // A game whose log has not grown for a minute is stuck: say so now, with what each page holds.
    let progress = { events: 0, at: Date.now() };
    const checkStall = async (): Promise<void> => {
      if (!browser.isConnected()) fail('Chromium went away (it crashed or was closed from outside): nothing to judge');
      const events = await lead.page.evaluate(() => (window as unknown as Win).__events.length).catch(() => 0);
      if (events > progress.events) progress = { events, at: Date.now() };
      else if (Date.now() - progress.at > STALL_MS) {
        fail(`the game stalled: the table's log has held ${progress.events} events for ${STALL_MS / 1000} s\n  ${await describePages()}`);
      }
    };
    /**
     * What goes on besides the actions: who hosts, when each page still there was first given a move
     * under a new host, and the old host's tab reopened once its time has come.
     */
    const tend = async (): Promise<void> => {
      await refreshLead();
      for (const left of hostLeaves) {
        if (left.moveAt !== null) continue;
        const seen = (await Promise.all(live().map((p) => moveAfterChange(p.page, left.closedAt)))).filter((at): at is number => at !== null);
        if (seen.length > 0) {
          left.moveAt = Math.min(...seen);
          note(`the first move under the new host reached a page ${((left.moveAt - left.closedAt) / 1000).toFixed(1)} s after the host's tab closed`);
        }
      }
      if (hostBackDue !== null && Date.now() >= hostBackDue) {
        hostBackDue = null;
        note(`reopen the old host's tab at ${host.link}`);
        host.gone = false;
        hostLeaves.at(-1)!.backAt = Date.now();
        await openTab(host);
      }
    };
    /** Sleeps `ms`, or less once the game is over. */
    const pause = async (ms: number): Promise<void> => {
      const until = Date.now() + ms;
      while (Date.now() < until && !(await checkOver())) {
        await checkStall();
        await tend();
        await sleep(Math.min(250, until - Date.now()));
      }
    };
    /** The page has recovered from what was done to it: online, welcomed, nothing dropped still open, no delay under way; the hosting page sees it again. */
    const settled = async (person: Person): Promise<boolean> => {
      const state = await stateOf(person.page);
      if (state?.status !== 'online' || !state.lobby || state.deadOpen > 0 || state.delaying) return false;
      if (!(await hosts(lead))) return false;
      const lobby = await lobbyOf(lead.page);
      if (!lobby) return false;
      if (person === lead) {
        const seated = live().filter((p) => p.seat !== SPECTATOR);
        return seated.every((p) => lobby.seats[p.seat]?.connected) && lobby.spectators >= (spectator.gone ? 0 : 1);
      }
      if (person.role === 'spectator') return lobby.spectators >= 1;
      return lobby.seats[person.seat]?.connected === true;
    };
    // The opening: a host reload, and one action of each kind on the four other pages (one each,
    // so none waits for its own recovery), in a seeded order and quickly, so that even a short game
    // sees them all. Then random actions on random pages, 1.5 to 4 s apart, a guest's and the host's
    // departures among them where planned.
    const others = shuffled(rng, people.slice(1));
    const opening = shuffled(rng, [{ kind: 'reload' as ChaosKind, target: host }, ...CHAOS_KINDS.map((kind, i) => ({ kind, target: others[i]! }))]);
    const most = spec.actions ?? 30;
    let n = 0;
    let hurried = false;
    while (!(await checkOver())) {
      if (Date.now() > deadline) break;
      if (n >= most) {
        await pause(250);
        continue;
      }
      const planned = opening.shift();
      const wait = planned ? between(rng, 1500, 2500) : between(rng, 1500, 4000);
      let kind: Action = planned?.kind ?? pick(rng, CHAOS_KINDS);
      let target = planned?.target ?? pick(rng, actable());
      const ms = between(rng, 200, 2500);
      const forMs = between(rng, 2000, 6000);
      if (n + 1 === plan.leaveAt) kind = 'leave';
      if (n + 1 === plan.hostLeaveAt) [kind, target] = ['hostLeave', host];
      await pause(wait);
      if (kind === 'leave') {
        // A guest whose page does not host: once the host has left, the one that hosts now stays.
        while (!over && Date.now() < deadline && !(await hosts(lead))) await pause(250);
        target = pick(
          planRng,
          live().filter((p) => p.role === 'guest' && p !== lead),
        );
      }
      // Nothing piles onto a page still recovering: wait for it (the schedule stays the seed's).
      while (!over && Date.now() < deadline && !(await settled(target))) await pause(250);
      if (over || Date.now() > deadline) break;
      // A departure is a mid-game one: a game whose last event is in has nobody left to wait on.
      if ((kind === 'leave' || kind === 'hostLeave') && (await overOn(lead.page))) {
        note(`the game is over: no ${kind === 'leave' ? 'guest' : 'host'} leaves`);
        kind = pick(rng, CHAOS_KINDS);
      }
      n++;
      const onHost = target === lead;
      if (kind === 'leave') {
        note(`#${n} close ${target.who}'s tab for good`);
        target.gone = true;
        await target.page.close();
        leaves++;
      } else if (kind === 'hostLeave') {
        const backIn = plan.hostBackAfter;
        note(`#${n} close the host's tab for good${backIn === null ? '' : `; it reopens ${(backIn / 1000).toFixed(1)} s later`}`);
        hostLeft = true;
        host.gone = true;
        const closedAt = Date.now();
        await host.page.close();
        hostLeaves.push({ closedAt, moveAt: null, backAt: null });
        hostBackDue = backIn === null ? null : closedAt + backIn;
      } else if (kind === 'reload') {
        note(`#${n} reload ${target.who}${onHost ? ' (hosting)' : ''}`);
        await target.page.reload({ timeout: 30_000 });
      } else if (kind === 'reopen') {
        note(`#${n} close ${target.who}'s tab${onHost ? ' (hosting)' : ''}, reopen ${target.link}`);
        await target.page.close();
        await openTab(target);
      } else if (kind === 'drop') {
        const dropped = await target.page.evaluate(() => (window as unknown as Win).__chaos.drop());
        note(`#${n} drop ${target.who}'s ${dropped} data channel(s) without a close${onHost ? ' (hosting)' : ''}`);
      } else {
        await target.page.evaluate(([ms, forMs]) => (window as unknown as Win).__chaos.delay(ms!, forMs!), [ms, forMs]);
        note(`#${n} delay ${target.who}'s incoming messages by ${ms} ms for ${forMs} ms${onHost ? ' (hosting)' : ''}`);
      }
      if (kind !== 'leave' && kind !== 'hostLeave') {
        counts[kind]++;
        if (onHost) {
          hostActions++;
          if (kind === 'reload' || kind === 'reopen') hostReloads++;
        }
      }
      if (n === most) note(`chaos ends after ${n} actions: the game plays out`);
      // Once both departures are done, people who took a moment over their moves move at once.
      if (!hurried && THINK_MS[spec.game] && leaves > 0 && hostLeaves.length > 0) {
        hurried = true;
        const atOnce = () => {
          (window as unknown as Win).__think = [0, 0];
        };
        await Promise.all(live().map((p) => p.page.evaluate(atOnce).catch(() => undefined)));
        note('both departures done: people move at once from here');
      }
    }
    note(over ? 'the table holds its verdict: chaos stops' : 'time is up');

    // ——— The end: every page still there holds its verdict (an old host due back comes back first).
    for (;;) {
      await tend();
      const verdicts = await Promise.all(live().map((p) => verdictOf(p.page)));
      if (hostBackDue === null && verdicts.every((v) => v !== null)) break;
      if (!browser.isConnected()) fail('Chromium went away (it crashed or was closed from outside): nothing to judge');
      if (Date.now() > deadline) {
        const without = live()
          .filter((_, i) => verdicts[i] === null)
          .map((p) => p.who);
        fail(
          `not every page reached the end within ${timeoutMs / 1000} s: ${without.join(', ') || '(the old host was not back yet)'} without a verdict\n  ${await describePages()}`,
        );
      }
      await sleep(250);
    }
    const playSeconds = (Date.now() - playFrom) / 1000;
    note(`every page still there holds its verdict after ${playSeconds.toFixed(1)} s`);

    // ——— Checks.
    const problems: string[] = [];
    const missing = CHAOS_KINDS.filter((k) => counts[k] === 0);
    if (missing.length > 0) problems.push(`the game ended before every kind of chaos ran (none of: ${missing.join(', ')})`);
    if (hostReloads === 0) problems.push('the host never reloaded');
    await refreshLead();
    const full = await lead.page.evaluate(() => (document.querySelector('peer-table') as El).exportLog());
    if (full?.perspective !== 'full') fail(`${lead.who}'s page does not export the full log (perspective ${String(full?.perspective)})`);
    const events = full!.events;
    events.forEach((e, i) => e.seq !== i && problems.push(`the full log has seq ${e.seq} at ${i}`));
    const tableEvents = events.map((e) => e.event as Typed & { seat?: number }).filter((e) => e.type.startsWith('table.'));
    if (hostLeaves.length > 0) {
      const changed = tableEvents.findIndex((e) => e.type === 'table.hostChanged');
      if (changed < 0) problems.push('the host left, and the log holds no table.hostChanged');
      else if (!tableEvents.slice(changed).some((e) => e.type === 'table.botStoodIn' && e.seat === host.seat))
        problems.push('no bot stood in for the old host after the change of host');
      // A person back after the game's end is not noted (the log ends with the game): only an old
      // host seated again while the game went on (with a moment's margin) must be in the log.
      const back = host.gone ? null : await host.page.evaluate(() => (window as unknown as Win).__seatedAt);
      const endedAt = await lead.page.evaluate(() => (window as unknown as Win).__events.filter((e) => !e.event.type.startsWith('table.')).at(-1)?.at ?? null);
      const backInPlay = back !== null && endedAt !== null && back < endedAt - 2_000;
      if (backInPlay && !tableEvents.some((e) => e.type === 'table.personReturned' && e.seat === host.seat))
        problems.push('the old host came back during the game, and the log holds no table.personReturned for its seat');
      const isTable = events.map((e) => (e.event as Typed).type.startsWith('table.'));
      if (isTable.lastIndexOf(true) > isTable.lastIndexOf(false)) problems.push('a table event was noted after the game’s end');
    }
    for (const person of live()) {
      const got = await person.page.evaluate(() => {
        const w = window as unknown as Win;
        const el = document.querySelector('peer-table') as El;
        const log = el.exportLog();
        return {
          events: w.__events,
          restarts: w.__restarts,
          status: w.__status,
          verdict: el.verdict,
          verdictEvents: w.__verdicts,
          perspective: log?.perspective ?? null,
          fullLog: log?.perspective === 'full' ? log.events : null,
          hostSeat: el.lobby?.hostSeat ?? null,
        };
      });
      const who = person.who;
      if (got.verdict?.kind !== 'verified') problems.push(`${who}'s verdict is ${JSON.stringify(got.verdict)}`);
      if (got.verdictEvents.length > 1) problems.push(`${who} heard the verdict event ${got.verdictEvents.length} times`);
      // Only a change of host cuts a page's log back (to the change) or makes a page open the table anew.
      if (got.restarts > 0 && hostLeaves.length === 0) problems.push(`${who} was given the log from its start again ${got.restarts} time(s) in one load`);
      if (got.restarts > 0) note(`${who} was given the log from its start again ${got.restarts} time(s) in one load`);
      if (got.status?.seat !== person.seat) problems.push(`${who} is at seat ${String(got.status?.seat)}, not ${person.seat}`);
      if (person === host && hostLeft && (got.hostSeat === person.seat || got.status?.hosting))
        problems.push(`the old host came back as the host (seat ${String(got.hostSeat)} hosts), not as a guest`);
      const shown = await person.page
        .locator('peer-table [part="verdict"]')
        .innerText({ timeout: 10_000 })
        .catch(() => '');
      if (!/Verified/.test(shown)) problems.push(`${who}'s page does not show the verification (it shows "${shown}")`);
      if (!got.fullLog) problems.push(`${who} holds no full log (it exports its ${String(got.perspective)} log)`);
      else if (canonicalJson(got.fullLog) !== canonicalJson(events)) {
        const at = events.findIndex((e, i) => canonicalJson(e) !== canonicalJson(got.fullLog![i]));
        problems.push(
          `${who} holds another full log than ${lead.who}'s: ${got.fullLog.length} events against ${events.length}` +
            (at >= 0
              ? `, first unlike at ${at}: ${canonicalJson(got.fullLog[at] ?? null)} against ${canonicalJson(events[at])}`
              : ", the same up to the shorter one's end"),
        );
      }
      // Every event of the full log, redacted for this page's seat, once each and in order.
      const seqs = got.events.map((e) => e.seq);
      if (got.events.length !== events.length || seqs.some((s, i) => s !== i)) {
        const dup = seqs.filter((s, i) => seqs.indexOf(s) !== i);
        const lost = events.map((_, i) => i).filter((i) => !seqs.includes(i));
        problems.push(
          `${who} was given ${got.events.length} events for the full log's ${events.length}` +
            `${dup.length ? `; duplicated seq ${dup.slice(0, 10).join(',')}` : ''}${lost.length ? `; lost seq ${lost.slice(0, 10).join(',')}` : ''}` +
            `${!dup.length && !lost.length ? '; out of order' : ''}`,
        );
        continue;
      }
      const wrong = events.findIndex((e, i) => canonicalJson(game.redact(e.event, person.seat)) !== canonicalJson(got.events[i]!.event));
      if (wrong >= 0) {
        problems.push(
          `${who}'s event ${wrong} is ${canonicalJson(got.events[wrong]!.event)}, not the full log's redacted ${canonicalJson(game.redact(events[wrong]!.event, person.seat))}`,
        );
      }
    }
    if (spec.screenshot) {
      await mkdir(dirname(spec.screenshot), { recursive: true });
      await lead.page.screenshot({ path: spec.screenshot, fullPage: true });
    }
    if (problems.length > 0) fail(problems.join('\n'));
    const newHost = (await stateOf(lead.page))?.hosting ? lead.seat : null;
    return {
      game: spec.game,
      seed: spec.seed,
      events: events.length,
      actions: counts,
      leaves,
      hostLeaves: hostLeaves.map((h) => ({
        at: (h.closedAt - playFrom) / 1000,
        newHost,
        nextMove: h.moveAt === null ? null : (h.moveAt - h.closedAt) / 1000,
        backAfter: h.backAt === null ? null : (h.backAt - h.closedAt) / 1000,
      })),
      hostActions,
      hostReloads,
      seconds: playSeconds,
      totalSeconds: (Date.now() - began) / 1000,
      log,
    };
  } finally {
    await Promise.all(people.map((p) => p.context.close().catch(() => undefined)));
  }
}

/** One line for a summary: seed, events, actions of each kind, seconds, and each host's departure with the time to the next move under the new host. */
export function describeChaos(s: ChaosSummary): string {
  const actions = [...CHAOS_KINDS.map((k) => `${k} ${s.actions[k]}`), `leave ${s.leaves}`, `hostLeave ${s.hostLeaves.length}`].join(', ');
  const total = CHAOS_KINDS.reduce((n, k) => n + s.actions[k], 0) + s.leaves + s.hostLeaves.length;
  const departures = s.hostLeaves.map(
    (h) =>
      `; the host left at ${h.at.toFixed(1)} s: seat ${h.newHost ?? '?'} hosts, the next move ${h.nextMove === null ? 'never came' : `came ${h.nextMove.toFixed(1)} s after`}` +
      `${h.backAfter === null ? ', the old host stayed away' : `, the old host came back ${h.backAfter.toFixed(1)} s after`}`,
  );
  return `${s.game} seed ${s.seed}: ${s.events} events, ${total} actions (${actions}; ${s.hostActions} on the host, ${s.hostReloads} host reloads)${departures.join('')}, ${s.seconds.toFixed(1)} s of play, ${s.totalSeconds.toFixed(1)} s in all`;
}
