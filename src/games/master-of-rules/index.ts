/** Master of Rules as a Game: decide, advance, redact, view and legal commands. */
import type { SnapshotFrom } from 'xstate';
import type { Decision, Seat } from '../../kernel/game.js';
import { machineEvolver } from '../../kernel/machine-evolve.js';
import type { Random } from '../../kernel/random.js';
import { morMachine } from '../../../machines/master-of-rules.machine.js';
import { declaredGame } from '../declared-game.js';
import { isCardId, isNum, ruleOf } from './cards.js';
import { morDeclaration } from './declaration.js';
import { nextHostEvent } from './host.js';
import * as rules from './rules.js';
import type { MorCommand, MorEvent, MorOptions } from './types.js';
import { morResult, morView, phaseOf, type MorView } from './view.js';

export type MorState = SnapshotFrom<typeof morMachine>;

const machine = machineEvolver(morMachine);

/** The refill a play brings with it when there is no choice: one card left of that kind, or rule cards all of one kind. */
function forcedTake(state: MorState, seat: Seat, card: number): MorEvent[] {
  if (rules.isFinalDeal(state.context.deal, state.context.names.length)) return [];
  const set = isNum(card) ? state.context.refill.nums : state.context.refill.rules;
  const same = set.length > 0 && (set.length === 1 || (!isNum(card) && set.every((c) => ruleOf(c) === ruleOf(set[0]!))));
  return same ? [{ type: 'refill.taken', seat, card: set[0]! }] : [];
}

export const masterOfRules = declaredGame<MorState, MorCommand, MorEvent, MorView, MorOptions>(morDeclaration, {
  created: (options, names) => ({ type: 'game.created', game: morDeclaration.id, options, names }),
  initial: machine.initial,
  evolve: machine.evolve,
  machine: machine.machine,
  fault: (state) => state.context.fault,

  decide(state, command, seat): Decision<MorEvent> {
    const ctx = state.context;
    if (command.type === 'playCard') {
      if (!state.hasTag('turns')) return { ok: false, rule: 'phase', reason: 'No card can be played now.' };
      const refusal = rules.refusePlay(ctx, seat, command.card);
      if (refusal) return { ok: false, ...refusal };
      return { ok: true, events: [{ type: 'card.played', seat, card: command.card }, ...forcedTake(state, seat, command.card)] };
    }
    if (command.type === 'takeRefill') {
      if (!state.hasTag('taking')) return { ok: false, rule: 'phase', reason: 'Nothing is to be taken from the refill set now.' };
      const refusal = rules.refuseTake(ctx, seat, command.card);
      if (refusal) return { ok: false, ...refusal };
      return { ok: true, events: [{ type: 'refill.taken', seat, card: command.card }] };
    }
    return { ok: false, rule: 'command', reason: 'Unknown command.' };
  },

  advance(state, random: Random) {
    const out: MorEvent[] = [];
    let s = state;
    for (let e = nextHostEvent(s, random); e !== null; e = nextHostEvent(s, random)) {
      out.push(e);
      s = machine.evolve(s, e);
      if (s.context.fault) break;
    }
    return out;
  },

  redact(event, seat: Seat): MorEvent {
    switch (event.type) {
      case 'game.dealt':
        return {
          ...event,
          hands: event.hands.map((h, s) => (s === seat ? h : { nums: h.nums.map(() => null), rules: h.rules.map(() => null) })),
          numPile: event.numPile.map(() => null),
          rulePile: event.rulePile.map(() => null),
        };
      case 'pile.reshuffled':
        return { ...event, cards: event.cards.map(() => null) };
      default:
        return event;
    }
  },

  view: (state, seat) => morView(state.context, phaseOf(state), seat),

  legalCommands(state, seat) {
    const ctx = state.context;
    if (ctx.turn !== seat) return [];
    if (state.hasTag('taking')) return rules.refillChoices(ctx).map((card) => ({ type: 'takeRefill', card }));
    if (!state.hasTag('playing')) return [];
    const hand = rules.knownHand(ctx, seat);
    if (!hand) return [];
    return [...hand.nums, ...hand.rules]
      .filter((c, i, all) => all.indexOf(c) === i && rules.playRefusal(hand, ctx.plays, ctx.trick, seat, c) === null)
      .sort((a, b) => a - b)
      .map((card) => ({ type: 'playCard', card }));
  },

  isCommand(value: unknown): value is MorCommand {
    if (typeof value !== 'object' || value === null) return false;
    const v = value as Record<string, unknown>;
    return (v.type === 'playCard' || v.type === 'takeRefill') && isCardId(v.card) && Object.keys(v).length === 2;
  },

  result: (state) => morResult(state.context, state.hasTag('over')),
});
