/**
 * A seat played by a bot on the host's machine: it keeps its own seat's redacted state, and when
 * that state offers it moves, waits a moment and submits one through the host like anyone.
 */
import type { Bot } from '../kernel/bot.js';
import type { Seat, Typed } from '../kernel/game.js';
import type { Random } from '../kernel/random.js';
import { Sealer, type KeptChoice } from '../kernel/sealer.js';
import type { Host } from './host.js';
import { SeatClient } from './seat-client.js';

export class BotSeat<S, C extends Typed, E extends Typed, V, O> {
  readonly client: SeatClient<S, C, E, V, O>;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private unsubscribe: (() => void) | null = null;
  /** The bot's sealed choices: the host's program plays it, but through the same seal and opening as a page. */
  private readonly sealer: Sealer<S, C>;
  /** Whether it still chooses moves; a retired bot (its seat's person is back) only opens what it sealed. */
  private choosing = true;
  /**
   * A move of its own is with the host: it chooses nothing more until the host answered. (Another
   * seat's event arriving meanwhile shows a state without its move, which would offer it the same
   * choice again: a second sealed choice for one key would replace the first one's secret.)
   */
  private submitting = false;

  constructor(
    private readonly host: Host<S, C, E, V, O>,
    readonly seat: Seat,
    private readonly bot: Bot<S, C>,
    private readonly random: Random,
    private readonly delay: (state: S) => number,
    /** The sealed choices it made before (for a table taken over from another host). */
    kept: readonly KeptChoice[] = [],
    /** Called after it sealed a choice: its salts are part of what a host keeps in escrow. */
    private readonly onSeal: () => void = () => undefined,
  ) {
    this.client = new SeatClient(host.game, seat);
    this.sealer = new Sealer(host.game, seat, kept);
  }

  /** The sealed choices it made, with their salts. */
  get secrets(): KeptChoice[] {
    return this.sealer.secrets;
  }

  start(): void {
    for (const entry of this.host.seatLog(this.seat)) this.client.receive(entry);
    this.unsubscribe = this.host.subscribe(this.seat, (entry) => {
      this.client.receive(entry);
      this.wake();
    });
    this.wake();
  }

  /**
   * Its seat's person plays again: it makes no more moves, at once, but still opens the sealed
   * choices it made (nobody else knows them), so a choice made for the person is not lost.
   */
  retire(): void {
    this.choosing = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private wake(): void {
    const opening = this.unsubscribe ? this.sealer.opening(this.client.state) : null;
    if (opening)
      void this.host
        .submit(this.seat, opening)
        .then((d) => d.ok || d.rule === 'closed' || console.error(`bot at seat ${this.seat}: its opening was refused: ${d.reason}`));
    if (!this.unsubscribe || !this.choosing || this.timer || this.submitting || this.client.legalCommands().length === 0) return;
    this.timer = setTimeout(() => void this.act(), this.delay(this.client.state));
  }

  private async act(): Promise<void> {
    this.timer = null;
    const legal = this.client.legalCommands();
    if (!this.unsubscribe || !this.choosing || legal.length === 0) return;
    const seen = this.client.length;
    const chosen = this.bot(this.client.state, this.seat, legal, this.random);
    const command = this.sealer.seal(this.client.state, chosen);
    if (command !== chosen) this.onSeal();
    this.submitting = true;
    const decision = await this.host.submit(this.seat, command).finally(() => (this.submitting = false));
    // The table closed while the move was on its way: nothing more to play.
    if (!decision.ok && decision.rule === 'closed') return;
    // Someone else's move (a bump, a claim) can land between the bot's choice and the host's
    // judgement: the bot chooses again on the new state. A refusal on the state it chose from is its own fault.
    if (!decision.ok && this.client.length === seen) throw new Error(`bot at seat ${this.seat} made a refused move: ${decision.reason}`);
    this.wake();
  }
}
