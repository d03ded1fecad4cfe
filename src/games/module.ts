/**
 * A game is one module: its declaration (name, seats, options: what a page needs before anyone
 * plays, src/games/declaration.ts) and loaders for the rest, each brought in when first needed (in
 * the browser, each is a chunk of its own): the rules with the bots, the table's screen, its How to
 * play guide, the text the command line prints, and the invariant checker of the tests and the
 * simulator. The five type parameters tie the parts together inside a module; the registry holds
 * modules of any game.
 */
import type { Bot } from '../kernel/bot.js';
import type { Game, Seat, Typed } from '../kernel/game.js';
import type { GameScreen } from '../../components/game-screen.js';
import type { Io } from '../cli/main.js';
import type { GameDeclaration } from './declaration.js';
import type { Guide } from './guide.js';

/** The rules and the bots of a game: everything that plays it, with no screen. */
export interface GamePlay<S, C extends Typed, E extends Typed, V, O> {
  readonly game: Game<S, C, E, V, O>;
  /**
   * Its bots by name: one for each level the declaration lists (at least `easy` and `strong`), and
   * any others the simulator and the tests use (`random`, `greedy`).
   */
  readonly bots: Readonly<Record<'easy' | 'strong', Bot<S, C>>> & Readonly<Record<string, Bot<S, C> | undefined>>;
  /** How long a bot seat waits before it acts in `state`, in ms, so people can follow. */
  readonly pace: (state: S) => number;
}

/** The invariants that hold after every event: the broken ones, in words (tests and the simulator). */
export type Checker<S, E> = (state: S, event: E) => string[];

export interface TableTextInput<S = unknown, E extends Typed = Typed> {
  /** The state before `event`, or null at step 0. */
  readonly prev: S | null;
  /** The last event applied (the one that led to `state`), or null at step 0. */
  readonly event: E | null;
  readonly state: S;
  /** The seats whose hands are shown face up (empty: none, e.g. a spectator). */
  readonly seats: readonly Seat[];
}

/** The table at one step of a replay as plain text, for the command line: lines without a final newline. */
export type TableText<S = unknown, E extends Typed = Typed> = (input: TableTextInput<S, E>) => string[];

/** A command-line subcommand a game adds (`peer-table score <game id> …`). */
export interface GameCommand {
  readonly name: string;
  /** Its synopsis lines, under "Usage:" in the help. */
  readonly synopsis: string;
  /** What it does and its options, a paragraph of the help. */
  readonly help: string;
  /** Runs it with the arguments after its name (the game's id first); `help` prints the usage. Returns the exit code. */
  run(args: readonly string[], io: Io, help: (io: Io) => Promise<number>): number | Promise<number>;
}

export interface GameModule<S, C extends Typed, E extends Typed, V, O> extends GameDeclaration {
  play(): Promise<GamePlay<S, C, E, V, O>>;
  screen(): Promise<GameScreen<S, E, V>>;
  text(): Promise<TableText<S, E>>;
  /** A fresh checker for one game (it may keep what it saw). */
  checker(): Promise<() => Checker<S, E>>;
  /** How to play, in our own words: what the How to play panel shows and the tables' terms link to. */
  guide(): Promise<Guide>;
  /** Subcommands of the command line, for games that have some. */
  commands?(): Promise<readonly GameCommand[]>;
  /**
   * For a game whose tables play one of several variants, each a part of its own (Secrets of the
   * Universe: its versions): the variant a table with `options` plays. A page loads the rules and the
   * screen common to every variant (`play`, `screen`) and that variant's parts alone (`loadVariant`,
   * and `loadVariantScreen` if its screen has parts of its own too).
   */
  variant?(options: unknown): string;
  /**
   * Loads the rules' part of variant `name` (in the widget, a chunk of its own: `./variants/<name>.js`,
   * esbuild.config.mjs), or with no name every variant's. After it, the game's rules play tables of
   * that variant.
   */
  loadVariant?(name?: string): Promise<void>;
  /**
   * Loads the screen's part of variant `name` (in the widget, a chunk of its own: a `variants/<name>.js`
   * beside the screen), or with no name every variant's. After it, with `loadVariant`'s, the game's
   * screen shows tables of that variant. Only the screen's loader calls it (registry.ts's
   * `loadScreen`), so code that plays the rules alone (the command line, the tests of the rules)
   * never imports the screen.
   */
  loadVariantScreen?(name?: string): Promise<void>;
  /** Tables of the game that load different parts of it (its variants, by options), named, for `npm run size` to measure. */
  readonly variants?: readonly { readonly name: string; readonly options: Readonly<Record<string, unknown>> }[];
}

// biome-ignore lint/suspicious/noExplicitAny: any game, whatever its types: its parameters are both read and written, so only any erases them
export type AnyGameModule = GameModule<any, any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: any game, whatever its types: its parameters are both read and written, so only any erases them
export type AnyGamePlay = GamePlay<any, any, any, any, any>;

/** A game's module, its parts checked against each other; the registry lists what this returns. */
export function defineGame<S, C extends Typed, E extends Typed, V, O>(module: GameModule<S, C, E, V, O>): AnyGameModule {
  return module;
}
