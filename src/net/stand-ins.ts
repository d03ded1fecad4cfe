/**
 * The host's stand-ins: for each person's seat (the host's own aside), the seat's lifecycle as
 * `standInMachine` holds it, the timer of the table's wait while the game waits on an absent
 * person, and the bot that plays for them once the wait runs out or the host asks. What changes who
 * plays a seat is noted in the log as a table event (src/kernel/table-events.ts), before the bot
 * makes a move or after it stopped.
 */
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import type { Seat } from '../kernel/game.js';
import type { KeptChoice } from '../kernel/sealer.js';
import type { TableEvent } from '../kernel/table-events.js';
import { standInMachine, type StandInEvent } from './stand-in.machine.js';

type Snapshot = SnapshotFrom<typeof standInMachine>;

/** A bot playing one seat: it can stop choosing (its person is back) and be stopped altogether. */
export interface StandInBot {
  readonly seat: Seat;
  /** Its sealed choices with their salts (the host keeps them in escrow). */
  readonly secrets: readonly KeptChoice[];
  retire(): void;
  stop(): void;
}

export interface StandInHooks {
  /** How long the table waits on an absent person before a bot plays for them (ms); null: never. */
  readonly wait: number | null;
  /** The level stand-ins play at (the table's own). */
  readonly level: () => string;
  /** Whether the game waits on `seat` now. */
  readonly owes: (seat: Seat) => boolean;
  /** A bot of `level` playing `seat`, started. */
  readonly startBot: (seat: Seat, level: string) => StandInBot;
  /** Appends a table event to the log; resolves once it is stored and sent. */
  readonly note: (event: TableEvent) => Promise<void>;
  /** Called after a seat's stand-in started or stopped (the lobby shows it). */
  readonly changed: () => void;
}

interface SeatLife {
  snapshot: Snapshot;
  timer: ReturnType<typeof setTimeout> | null;
  bot: StandInBot | null;
  level: string | null;
}

export class StandIns {
  private readonly seats = new Map<Seat, SeatLife>();
  /** Seats someone new has just taken, with their names: their stand-in steps down for them. */
  private readonly newcomers = new Map<Seat, string>();
  /** Changes are noted one at a time, in the order they happened. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly hooks: StandInHooks) {}

  /**
   * Starts keeping `seats` (every person's seat but the host's). `standing` are the seats a bot
   * already played for at the end of the stored log (a host's reload): their bots play on.
   */
  begin(seats: readonly Seat[], standing: ReadonlyMap<Seat, string>): void {
    for (const seat of seats) {
      let [snapshot] = initialTransition(standInMachine, { wait: this.hooks.wait });
      const level = standing.get(seat) ?? null;
      if (level !== null) {
        snapshot = transition(standInMachine, snapshot, { type: 'LEFT' })[0];
        snapshot = transition(standInMachine, snapshot, { type: 'HAND_TO_BOT' })[0];
      }
      this.seats.set(seat, { snapshot, timer: null, bot: level === null ? null : this.hooks.startBot(seat, level), level });
    }
  }

  /** The level of the bot playing `seat` for its person, or null. */
  levelOf(seat: Seat): string | null {
    const life = this.seats.get(seat);
    return life?.snapshot.hasTag('standIn') ? life.level : null;
  }

  /** Every bot that stood in, playing or retired (a retired one may still open what it sealed). */
  bots<B extends StandInBot>(): B[] {
    return [...this.seats.values()].flatMap((life) => (life.bot ? [life.bot as B] : []));
  }

  /** Whether a bot plays `seat` for its person now. */
  standing(seat: Seat): boolean {
    return this.levelOf(seat) !== null;
  }

  /** Who is connected now: each kept seat is told whether its person is there. */
  presence(present: (seat: Seat) => boolean): void {
    for (const seat of this.seats.keys()) this.send(seat, { type: present(seat) ? 'CAME_BACK' : 'LEFT' });
    this.review();
  }

  /** After every event: whether the game waits on each seat. */
  review(): void {
    for (const seat of this.seats.keys()) this.send(seat, { type: 'OWES', owes: this.hooks.owes(seat) });
  }

  /** The host asks a bot to play for `seat`'s absent person now; a reason when it cannot. */
  handToBot(seat: Seat): string | null {
    const life = this.seats.get(seat);
    if (!life) return 'That seat is not a person’s.';
    if (life.snapshot.hasTag('standIn')) return 'A bot already plays that seat.';
    if (!life.snapshot.matches('away')) return 'That player is at the table.';
    this.send(seat, { type: 'HAND_TO_BOT' });
    return null;
  }

  /** Someone new took `seat` (given up for someone new) under `name`; noted when their stand-in steps down. */
  takenBy(seat: Seat, name: string): void {
    this.newcomers.set(seat, name);
  }

  /** Waits for the table events noted so far. */
  settled(): Promise<void> {
    return this.queue;
  }

  stop(): void {
    for (const life of this.seats.values()) {
      if (life.timer) clearTimeout(life.timer);
      life.timer = null;
      life.bot?.stop();
    }
  }

  /** One event for one seat's lifecycle, and what its new state asks of the host. */
  private send(seat: Seat, event: StandInEvent): void {
    const life = this.seats.get(seat)!;
    const before = life.snapshot;
    const [after] = transition(standInMachine, before, event);
    life.snapshot = after;
    if (after.hasTag('timing') && !before.hasTag('timing')) {
      life.timer = setTimeout(() => {
        life.timer = null;
        this.send(seat, { type: 'TIME_UP' });
      }, this.hooks.wait ?? 0);
    } else if (!after.hasTag('timing') && life.timer) {
      clearTimeout(life.timer);
      life.timer = null;
    }
    if (after.hasTag('standIn') && !before.hasTag('standIn')) this.standIn(seat, life);
    else if (!after.hasTag('standIn') && before.hasTag('standIn')) this.stepDown(seat, life);
  }

  private standIn(seat: Seat, life: SeatLife): void {
    const level = this.hooks.level();
    life.level = level;
    this.later(async () => {
      await this.hooks.note({ type: 'table.botStoodIn', seat, level });
      // A seat whose person came back while the event was being stored needs no bot any more.
      if (!life.snapshot.hasTag('standIn')) return;
      life.bot?.stop();
      life.bot = this.hooks.startBot(seat, level);
    });
    this.hooks.changed();
  }

  private stepDown(seat: Seat, life: SeatLife): void {
    life.bot?.retire();
    const name = this.newcomers.get(seat);
    this.newcomers.delete(seat);
    this.later(() => this.hooks.note(name === undefined ? { type: 'table.personReturned', seat } : { type: 'table.seatTaken', seat, name }));
    this.hooks.changed();
  }

  private later(run: () => Promise<void>): void {
    this.queue = this.queue.then(run).catch((e) => console.error('peer-table host: stand-in:', e));
  }
}
