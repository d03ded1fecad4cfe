/** Rebuild a game's state from its events (a full log or a seat's redacted one). */
import type { Game, Typed } from './game.js';

export class ReplayError extends Error {
  constructor(
    readonly seq: number,
    reason: string,
  ) {
    super(`event ${seq}: ${reason}`);
    this.name = 'ReplayError';
  }
}

export function replay<S, E extends Typed>(game: Pick<Game<S, Typed, E, unknown, unknown>, 'initial' | 'evolve' | 'fault'>, events: readonly E[]): S {
  let state = game.initial();
  for (let i = 0; i < events.length; i++) {
    state = game.evolve(state, events[i]!);
    const fault = game.fault(state);
    if (fault) throw new ReplayError(i, fault);
  }
  return state;
}

/** Every intermediate state: states[i] is the state after events[0..i). */
export function replaySteps<S, E extends Typed>(game: Pick<Game<S, Typed, E, unknown, unknown>, 'initial' | 'evolve' | 'fault'>, events: readonly E[]): S[] {
  const states = [game.initial()];
  for (let i = 0; i < events.length; i++) {
    const next = game.evolve(states[i]!, events[i]!);
    const fault = game.fault(next);
    if (fault) throw new ReplayError(i, fault);
    states.push(next);
  }
  return states;
}
