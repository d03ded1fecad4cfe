/**
 * given/when/then for any game's decider: `given` events (a log so far), `when` a seat sends a
 * command, `then` the events the host appends, or the rule that refuses it (and nothing changes).
 */
import type { AnyGame, Seat, Typed } from '../../src/kernel/game.js';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { replay } from '../../src/kernel/replay.js';
import { stateKey } from './conformance.js';

export function deciderSpec(game: AnyGame) {
  return {
    given(events: readonly Typed[]) {
      const state = replay(game, events);
      return {
        state,
        when(command: unknown, seat: Seat) {
          const before = stateKey(state);
          const decision = game.isCommand(command)
            ? game.decide(state, command, seat)
            : { ok: false as const, rule: 'command', reason: 'That is not a move of this game.' };
          if (stateKey(state) !== before) throw new Error(`deciding ${canonicalJson(command)} changed the state`);
          return {
            decision,
            /** The events appended, each of which the rules then accept. */
            then(expected?: readonly Typed[]): readonly Typed[] {
              if (!decision.ok) throw new Error(`${canonicalJson(command)} from seat ${seat} was refused (${decision.rule}): ${decision.reason}`);
              if (expected && canonicalJson(decision.events) !== canonicalJson(expected)) {
                throw new Error(`expected ${canonicalJson(expected)}, got ${canonicalJson(decision.events)}`);
              }
              replay(game, [...events, ...decision.events]);
              return decision.events;
            },
            /** Refused, naming a rule (`rule` when given) and saying why. */
            thenRefused(rule?: string): { rule: string; reason: string } {
              if (decision.ok) throw new Error(`${canonicalJson(command)} from seat ${seat} was accepted: ${canonicalJson(decision.events)}`);
              if (!decision.rule || !decision.reason) throw new Error(`a refusal names no rule or reason: ${canonicalJson(decision)}`);
              if (rule !== undefined && decision.rule !== rule) throw new Error(`refused by "${decision.rule}" (${decision.reason}), not "${rule}"`);
              return decision;
            },
          };
        },
      };
    },
  };
}
