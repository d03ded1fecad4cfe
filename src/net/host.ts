/**
 * The authoritative host loop: judges each seat's command with decide, appends accepted events to
 * the hash-chained full log, adds the events only the host may produce (deals, random outcomes),
 * and hands every seat its own redacted copy of each event. Commands are handled one at a time.
 *
 * Time: after the events settle, when the game's timeout(state) asks for a wait, a timer runs that
 * long; any new event cancels it (the next settle starts another); when it fires, advance with the
 * time up gives the closing events, appended like any others. A wait of 0 closes at once.
 */
import type { Decision, Game, Seat, Typed } from '../kernel/game.js';
import { nextEntry, type LogEntry } from '../kernel/log.js';
import { createRandom } from '../kernel/random.js';
import { replay } from '../kernel/replay.js';
import { withTableEvents, type TableEvent } from '../kernel/table-events.js';

export interface SeatEvent<E> {
  readonly seq: number;
  readonly event: E;
  /** The chain hash of the full event, so a seat holds a commitment to events it sees redacted. */
  readonly hash: string;
}

export type SeatListener<E> = (entry: SeatEvent<E>) => void;

export interface HostSetup<O> {
  readonly options: O;
  readonly names: readonly string[];
  /** Secret seed of every random outcome; never sent to a seat before the game ends. */
  readonly seed: string;
  /** Stores each new entry; the entry is sent to no seat before this resolves. */
  readonly persist?: (entry: LogEntry<unknown>) => Promise<void>;
}

export class Host<S, C extends Typed, E extends Typed, V, O> {
  private entries: LogEntry<E>[] = [];
  private current: S;
  private queue: Promise<unknown> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Set once the table closes: nothing more is judged, noted or timed. */
  private stopped = false;
  private readonly listeners = new Map<Seat, Set<SeatListener<E>>>();

  readonly game: Game<S, C, E, V, O>;

  private constructor(
    game: Game<S, C, E, V, O>,
    private readonly setup: HostSetup<O>,
  ) {
    this.game = withTableEvents(game);
    this.current = game.initial();
  }

  /** A new table: the game.created event and whatever the host must add at once (the first deal). */
  static async open<S, C extends Typed, E extends Typed, V, O>(game: Game<S, C, E, V, O>, setup: HostSetup<O>) {
    const problem = game.checkOptions(setup.options, setup.names.length);
    if (problem) throw new Error(problem);
    const host = new Host(game, setup);
    await host.append([game.created(setup.options, setup.names)]);
    return host;
  }

  /** A table brought back from its stored log (after a reload); the log must verify beforehand. */
  static async restore<S, C extends Typed, E extends Typed, V, O>(game: Game<S, C, E, V, O>, setup: HostSetup<O>, log: readonly LogEntry<E>[]) {
    const host = new Host(game, setup);
    host.entries = log.slice();
    host.current = replay(
      host.game,
      log.map((e) => e.event),
    );
    await host.append([]);
    return host;
  }

  get state(): S {
    return this.current;
  }

  get log(): readonly LogEntry<E>[] {
    return this.entries;
  }

  get seats(): number {
    return this.setup.names.length;
  }

  /** The seat's own copy of the log from `from` on. */
  seatLog(seat: Seat, from = 0): SeatEvent<E>[] {
    return this.entries.slice(from).map((e) => ({ seq: e.seq, event: this.game.redact(e.event, seat), hash: e.hash }));
  }

  subscribe(seat: Seat, listener: SeatListener<E>): () => void {
    let set = this.listeners.get(seat);
    if (!set) {
      set = new Set();
      this.listeners.set(seat, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Judge `command` from `seat`. The seat comes from who sent it, never from the command. */
  submit(seat: Seat, command: unknown): Promise<Decision<E>> {
    return this.enqueue(async (): Promise<Decision<E>> => {
      if (this.stopped) return { ok: false, rule: 'closed', reason: 'The table has closed.' };
      if (!this.game.isCommand(command)) return { ok: false, rule: 'command', reason: 'That is not a move of this game.' };
      const decision = this.game.decide(this.current, command, seat);
      if (decision.ok) await this.append(decision.events);
      return decision;
    });
  }

  /** Notes a table event (who plays a seat) in the log, after everything queued before it. */
  note(event: TableEvent): Promise<void> {
    return this.enqueue(async () => {
      if (!this.stopped) await this.append([event as unknown as E]);
    });
  }

  /**
   * The table closes: the timer of a timed wait stops, and nothing more is judged, noted or timed. A
   * decision under way stores its own events; what the host would add after them (a deal, a timed
   * wait) is left to the table's next opening, as after a reload. The log stays as it is.
   */
  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Runs `run` after everything queued before it, one at a time. */
  private enqueue<T>(run: () => Promise<T>): Promise<T> {
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private random(): ReturnType<typeof createRandom> {
    return createRandom(this.setup.seed, this.entries.length);
  }

  private async append(events: readonly E[]): Promise<void> {
    this.clearTimer();
    // With no events (a table restored from its log), what the host owes already comes first: a log
    // stored between a move and the host's events after it ends with them due.
    let pending = events.length > 0 ? events : this.game.advance(this.current, this.random());
    for (;;) {
      while (pending.length > 0) {
        for (const event of pending) {
          const next = this.game.evolve(this.current, event);
          const fault = this.game.fault(next);
          if (fault) throw new Error(`host produced an event the rules refuse: ${fault}`);
          const entry = await nextEntry(this.entries, event);
          await this.setup.persist?.(entry);
          this.entries.push(entry);
          this.current = next;
          this.publish(entry);
        }
        if (this.stopped) return;
        pending = this.game.advance(this.current, this.random());
      }
      if (this.stopped) return;
      const wait = this.game.timeout?.(this.current) ?? null;
      if (wait === null) return;
      if (wait > 0) return this.wait(wait);
      pending = this.game.advance(this.current, this.random(), true);
      if (pending.length === 0) return;
    }
  }

  /** After `ms` with no new event, the closing events of what is timed. */
  private wait(ms: number): void {
    const at = this.entries.length;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.enqueue(async () => {
        if (this.stopped || this.entries.length !== at) return;
        await this.append(this.game.advance(this.current, this.random(), true));
      });
    }, ms);
  }

  private publish(entry: LogEntry<E>): void {
    for (const [seat, set] of this.listeners) {
      const seen = { seq: entry.seq, event: this.game.redact(entry.event, seat), hash: entry.hash };
      for (const listener of set) listener(seen);
    }
  }
}
