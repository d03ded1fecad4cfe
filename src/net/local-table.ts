/**
 * A table in one browser with no network: the host, the person's seat client, and bots playing
 * every other seat, each deciding on its own seat's redacted state.
 */
import type { Bot } from '../kernel/bot.js';
import type { Decision, Game, Seat, Typed } from '../kernel/game.js';
import { createRandom } from '../kernel/random.js';
import { BotSeat } from './bot-seat.js';
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
  readonly human: SeatClient<S, C, E, V, O>;
  readonly bots: BotSeat<S, C, E, V, O>[];
  private readonly unsubscribe: () => void;

  private constructor(
    readonly host: Host<S, C, E, V, O>,
    private readonly setup: LocalTableSetup<S, C, O>,
    seed: string,
  ) {
    super();
    this.human = new SeatClient(host.game, setup.human);
    for (const entry of host.seatLog(setup.human)) this.human.receive(entry);
    this.unsubscribe = host.subscribe(setup.human, (entry) => {
      this.human.receive(entry);
      this.dispatchEvent(new Event('change'));
    });
    this.bots = setup.names.flatMap((_, s) =>
      s === setup.human ? [] : [new BotSeat(host, s, setup.bot, createRandom(`${seed}/bot`, s), setup.botDelay)],
    );
    this.bots.forEach((b) => b.start());
  }

  static async open<S, C extends Typed, E extends Typed, V, O>(
    game: Game<S, C, E, V, O>,
    setup: LocalTableSetup<S, C, O>,
  ): Promise<LocalTable<S, C, E, V, O>> {
    const seed = setup.seed ?? newSeed();
    const host = await Host.open(game, { options: setup.options, names: setup.names, seed });
    return new LocalTable(host, setup, seed);
  }

  /** Every seat's client, the person's and the bots', by seat. */
  get clients(): SeatClient<S, C, E, V, O>[] {
    const all = this.bots.map((b) => b.client);
    all.splice(this.setup.human, 0, this.human);
    return all;
  }

  view(): V {
    return this.human.view();
  }

  /** The person's command, judged by the host like any other. */
  play(command: C): Promise<Decision<E>> {
    return this.host.submit(this.setup.human, command);
  }

  close(): void {
    this.unsubscribe();
    this.bots.forEach((b) => b.stop());
  }
}
