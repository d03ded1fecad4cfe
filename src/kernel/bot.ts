/**
 * Bots choose among a seat's legal commands, looking only at that seat's own redacted state, and go
 * through decide like anyone: a bot cannot cheat.
 */
import type { Seat, Typed } from './game.js';
import type { Random } from './random.js';

export type Bot<S, C extends Typed> = (state: S, seat: Seat, legal: readonly C[], random: Random) => C;

export const randomBot = <S, C extends Typed>(_state: S, _seat: Seat, legal: readonly C[], random: Random): C => random.pick(legal);
