/**
 * A game's rules as the kernel's Game: its id, title, seats and default options read from its
 * declaration, and its options checked by one function, which its statechart's `game.created` rule
 * calls too.
 */
import type { Game, GameRules, Typed } from '../kernel/game.js';
import { createdOptionsProblem, defaultOptions, seatsProblem, type GameDeclaration } from './declaration.js';
// A page has the registry, with every game's declaration, before it loads any game's rules. Reaching
// them all through it here keeps them in the registry's chunk of the widget (esbuild.config.mjs),
// rather than in a chunk of each declaration shared by the page and that game's rules.
import './registry.js';

export interface DeclaredRules<S, C extends Typed, E extends Typed, V, O> extends GameRules<S, C, E, V, O> {
  /**
   * Why the rules cannot play `options`, or null. Left out, it is the declaration's schema with
   * every option that applies given (`createdOptionsProblem`); a game whose rules play more than a
   * new table may choose (logs from before an option existed) states its own.
   */
  readonly optionsFault?: (options: unknown) => string | null;
}

/** The Game of `declaration` and `rules`. */
export function declaredGame<S, C extends Typed, E extends Typed, V, O>(
  declaration: GameDeclaration,
  rules: DeclaredRules<S, C, E, V, O>,
): Game<S, C, E, V, O> {
  const { optionsFault = (options: unknown) => createdOptionsProblem(declaration, options), ...rest } = rules;
  const { id, title, minSeats, maxSeats } = declaration;
  return {
    id,
    title,
    minSeats,
    maxSeats,
    // The schema's defaults are the options the rules are written for (O): the conformance suite plays them.
    defaultOptions: () => defaultOptions(declaration) as O,
    checkOptions: (options, seats) => seatsProblem(declaration, seats) ?? optionsFault(options),
    ...rest,
  };
}
