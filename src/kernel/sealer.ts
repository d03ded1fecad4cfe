/**
 * A seat's side of sealed choices (src/kernel/sealed.ts), for its page, its bot and the simulator:
 * a command that makes a sealed choice goes to the host as a `seal` of a commitment, the choice and
 * its salt stay here (a page stores them with its seat's log, so a reload can still open them), and
 * the `open` command follows once the state says the seat's choice is due to open.
 */
import type { Game, Seat, Typed } from './game.js';
import { newSecret } from './fairness.js';
import type { OpenCommand, SealCommand, SealedEvent } from './sealed.js';

/** A sealed choice this seat made: what only it knows until it opens. */
export interface KeptChoice {
  readonly key: string;
  readonly choice: unknown;
  readonly salt: string;
  readonly commitment: string;
}

// biome-ignore lint/suspicious/noExplicitAny: any game, whatever its types: its parameters are both read and written, so only any erases them
type AnyGameOf<S, C extends Typed> = Game<S, C, any, any, any>;

export class Sealer<S, C extends Typed> {
  private readonly kept = new Map<string, KeptChoice>();
  private readonly opened = new Set<string>();

  /**
   * `salt` draws each choice's secret: fresh from the system's randomness on a page; from the
   * game's seed in seeded bot games, so that the same seed gives the same log.
   */
  constructor(
    private readonly game: AnyGameOf<S, C>,
    readonly seat: Seat,
    kept: readonly KeptChoice[] = [],
    private readonly salt: () => string = newSecret,
  ) {
    for (const k of kept) this.kept.set(k.key, k);
  }

  /** The choices kept, for storing. */
  get secrets(): KeptChoice[] {
    return [...this.kept.values()];
  }

  /** What goes to the host for `command`: a seal in place of a sealed choice (its secret kept here), else the command itself. */
  seal(state: S, command: C): C {
    const sealing = this.game.sealing;
    const made = sealing?.choiceOf(state, command, this.seat);
    if (!sealing || !made) return command;
    const salt = this.salt();
    const kept: KeptChoice = { key: made.key, choice: made.choice, salt, commitment: sealing.commitment(made.key, made.choice, salt) };
    this.kept.set(made.key, kept);
    this.opened.delete(made.key);
    return { type: 'seal', key: made.key, commitment: kept.commitment } satisfies SealCommand as unknown as C;
  }

  /** The opening due in `state`, once (`retry` allows it again after it failed to reach the host); null when none. */
  opening(state: S): C | null {
    const key = this.game.sealing?.toOpen(state, this.seat) ?? null;
    const kept = key === null ? undefined : this.kept.get(key);
    if (!kept || this.opened.has(kept.key)) return null;
    this.opened.add(kept.key);
    return { type: 'open', key: kept.key, choice: kept.choice, salt: kept.salt } satisfies OpenCommand as unknown as C;
  }

  retry(key: string): void {
    this.opened.delete(key);
  }

  /** What is wrong with a logged event about this seat's sealed choice (the host logged another commitment), or null. */
  check(event: Typed): string | null {
    const e = event as SealedEvent;
    if (e.type !== 'choice.sealed' || e.seat !== this.seat) return null;
    const kept = this.kept.get(e.key);
    if (kept && kept.commitment !== e.commitment)
      return `The host logged another commitment than the one this page sealed for "${e.key}": it may have tried to change your choice.`;
    return null;
  }
}
