/**
 * The benchmark's baseline: Planet Tricks as a hand-written reducer (a switch over events calling
 * the same pure steps the statechart calls), to show what the statechart itself costs.
 */
import * as rules from '../../src/games/planet-tricks/rules.js';
import * as steps from '../../src/games/planet-tricks/steps.js';
import type { PlanetContext, PlanetEvent } from '../../src/games/planet-tricks/types.js';

export interface PlainState {
  readonly phase: 'lobby' | 'dealing' | 'playing' | 'gameOver';
  readonly context: PlanetContext;
}

export const plainInitial: PlainState = { phase: 'lobby', context: steps.emptyContext };

export function plainReduce(state: PlainState, event: PlanetEvent): PlainState {
  const ctx = state.context;
  const fault = (why: string): PlainState => ({ ...state, context: { ...ctx, fault: why } });
  switch (event.type) {
    case 'game.created':
      return state.phase === 'lobby' ? { phase: 'dealing', context: steps.create(event) } : fault('unexpected');
    case 'round.dealt': {
      if (state.phase !== 'dealing') return fault('unexpected');
      const why = steps.dealFault(ctx, event);
      return why ? fault(why) : { phase: 'playing', context: { ...ctx, ...steps.deal(ctx, event) } };
    }
    case 'card.played': {
      if (state.phase !== 'playing') return fault('unexpected');
      const refusal = rules.refusePlay(ctx, event.seat, event.card);
      if (refusal) return fault(refusal.reason);
      let next: PlanetContext = { ...ctx, ...steps.play(ctx, event.seat, event.card) };
      if (!steps.lastCardOfTrick(ctx)) return { phase: 'playing', context: next };
      next = { ...next, ...steps.takeTrick(next) };
      if (!steps.lastCardOfRound(ctx)) return { phase: 'playing', context: next };
      next = { ...next, ...steps.scoreRound(next) };
      return { phase: rules.gameOver(next.totals) ? 'gameOver' : 'dealing', context: next };
    }
    default: {
      const _: never = event;
      return _;
    }
  }
}
