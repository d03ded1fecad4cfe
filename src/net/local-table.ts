/**
 * A table in one browser: the host, one client per seat, and bots playing the seats that no person
 * holds. Each bot decides on its own seat's redacted state and submits through the host like anyone.
 */
import type { Bot } from '../kernel/bot.js';
import type { Decision, Game, Seat, Typed } from '../kernel/game.js';
import { createRandom } from '../kernel/random.js';
import { Host, newSeed } from './host.js';
import { SeatClient } from './seat-client.js';

export interface LocalTableSetup<S, C extends Typed, O> {
  readonly options: O;
  readonly names: readonly string[];
  /** The seat a person plays; every other seat is a bot. */
  readonly human: Seat;
  readonly bot: Bot<S, C>;
  /** Milliseconds a bot waits before acting in this (its own) state; 0 acts at once. */
  readonly botDelay: (state: S) => number;
  readonly seed?: string;
}

export class LocalTable<S, C extends Typed, E extends Typed, V, O> extends EventTarget {
  readonly clients: SeatClient<S, C, E, V, O>[];
  private readonly timers = new Map<Seat, ReturnType<typeof setTimeout>>();
  private readonly unsubscribe: (() => void)[] = [];
  private closed = false;

  private constructor(
    readonly host: Host<S, C, E, V, O>,
    private readonly setup: LocalTableSetup<S, C, O>,
  ) {
    super();
    this.clients = setup.names.map((_, s) => new SeatClient(host.game, s));
  }

  static async open<S, C extends Typed, E extends Typed, V, O>(
    game: Game<S, C, E, V, O>,
    setup: LocalTableSetup<S, C, O>,
  ): Promise<LocalTable<S, C, E, V, O>> {
    const seed = setup.seed ?? newSeed();
    const host = await Host.open(game, { options: setup.options, names: setup.names, seed });
    const table = new LocalTable(host, setup);
    const botRandom = setup.names.map((_, s) => createRandom(`${seed}/bot`, s));
    table.clients.forEach((client, seat) => {
      for (const entry of host.seatLog(seat)) client.receive(entry);
      table.unsubscribe.push(
        host.subscribe(seat, (entry) => {
          client.receive(entry);
          if (seat === setup.human) table.dispatchEvent(new Event('change'));
        }),
      );
      if (seat !== setup.human) {
        table.unsubscribe.push(host.subscribe(seat, () => table.wakeBot(seat, botRandom[seat]!)));
        table.wakeBot(seat, botRandom[seat]!);
      }
    });
    return table;
  }

  get human(): SeatClient<S, C, E, V, O> {
    return this.clients[this.setup.human]!;
  }

  view(): V {
    return this.human.view();
  }

  /** The person's command, judged by the host like any other. */
  play(command: C): Promise<Decision<E>> {
    return this.host.submit(this.setup.human, command);
  }

  close(): void {
    this.closed = true;
    this.unsubscribe.forEach((u) => u());
    this.timers.forEach((t) => clearTimeout(t));
    this.timers.clear();
  }

  private wakeBot(seat: Seat, random: ReturnType<typeof createRandom>): void {
    const client = this.clients[seat]!;
    if (this.closed || this.timers.has(seat) || client.legalCommands().length === 0) return;
    const act = async (): Promise<void> => {
      this.timers.delete(seat);
      const legal = client.legalCommands();
      if (this.closed || legal.length === 0) return;
      const decision = await this.host.submit(seat, this.setup.bot(client.state, seat, legal, random));
      if (!decision.ok) this.dispatchEvent(new CustomEvent('bot-error', { detail: decision.reason }));
      this.wakeBot(seat, random);
    };
    this.timers.set(seat, setTimeout(() => void act(), this.setup.botDelay(client.state)));
  }
}
