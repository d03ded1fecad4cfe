/**
 * One seat's side of a table: applies that seat's redacted events strictly in sequence with the
 * same machine as the host, and derives what the seat sees and may do.
 */
import type { Game, Seat, Typed } from '../kernel/game.js';
import { withTableEvents } from '../kernel/table-events.js';
import type { SeatEvent } from './host.js';

export type Receipt = 'applied' | 'duplicate' | { gapFrom: number };

export class SeatClient<S, C extends Typed, E extends Typed, V, O> {
  private current: S;
  private next = 0;
  private readonly events: E[] = [];

  readonly game: Game<S, C, E, V, O>;

  constructor(
    game: Game<S, C, E, V, O>,
    readonly seat: Seat,
  ) {
    this.game = withTableEvents(game);
    this.current = game.initial();
  }

  get state(): S {
    return this.current;
  }

  /** How many events this seat holds; the next one it expects has this sequence number. */
  get length(): number {
    return this.next;
  }

  get log(): readonly E[] {
    return this.events;
  }

  /** Apply one event. An event already seen is ignored; one from the future reports the gap. */
  receive(entry: SeatEvent<E>): Receipt {
    if (entry.seq < this.next) return 'duplicate';
    if (entry.seq > this.next) return { gapFrom: this.next };
    const state = this.game.evolve(this.current, entry.event);
    const fault = this.game.fault(state);
    if (fault) throw new Error(`event ${entry.seq} breaks the rules: ${fault}`);
    this.current = state;
    this.events.push(entry.event);
    this.next++;
    return 'applied';
  }

  view(): V {
    return this.game.view(this.current, this.seat);
  }

  legalCommands(): readonly C[] {
    return this.game.legalCommands(this.current, this.seat);
  }
}
