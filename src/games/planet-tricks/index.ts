/** The planet trick-taking game as a Game: decide, advance, redact, view and legal commands. */
import type { SnapshotFrom } from 'xstate';
import type { Decision, Seat } from '../../kernel/game.js';
import { machineEvolver } from '../../kernel/machine-evolve.js';
import type { Random } from '../../kernel/random.js';
import { planetMachine } from '../../../machines/planet-tricks.machine.js';
import { declaredGame } from '../declared-game.js';
import { DECK, FIELD_SIZE, isCardId } from './cards.js';
import { planetDeclaration } from './declaration.js';
import * as rules from './rules.js';
import type { PlanetCommand, PlanetEvent, PlanetOptions } from './types.js';
import { planetResult, planetView, type PlanetPhase, type PlanetView } from './view.js';

export type PlanetState = SnapshotFrom<typeof planetMachine>;

const machine = machineEvolver(planetMachine);

/** The view's phase, from the chart's tags: before the game is created, no tag is set. */
export function phaseOf(state: PlanetState): PlanetPhase {
  if (state.hasTag('dealing')) return 'dealing';
  if (state.hasTag('playing')) return 'playing';
  if (state.hasTag('over')) return 'gameOver';
  return 'waiting';
}

export const planetTricks = declaredGame<PlanetState, PlanetCommand, PlanetEvent, PlanetView, PlanetOptions>(planetDeclaration, {
  created: (options, names) => ({ type: 'game.created', game: planetDeclaration.id, options, names }),
  initial: machine.initial,
  evolve: machine.evolve,
  machine: machine.machine,
  fault: (state) => state.context.fault,

  decide(state, command, seat): Decision<PlanetEvent> {
    if (!state.hasTag('playing')) return { ok: false, rule: 'phase', reason: 'No card can be played now.' };
    if (command.type !== 'playCard') return { ok: false, rule: 'command', reason: 'Unknown command.' };
    const refusal = rules.refusePlay(state.context, seat, command.card);
    if (refusal) return { ok: false, ...refusal };
    return { ok: true, events: [{ type: 'card.played', seat, card: command.card }] };
  },

  advance(state, random: Random) {
    if (!state.hasTag('dealing')) return [];
    const ctx = state.context;
    const n = ctx.names.length;
    const size = rules.handSize(n);
    const deck = random.shuffle(DECK);
    const hands = Array.from({ length: n }, (_, s) => deck.slice(FIELD_SIZE + s * size, FIELD_SIZE + (s + 1) * size));
    const starter = ctx.round === 0 ? random.int(n) : rules.nextRoundStarter(ctx.totals, ctx.roundStarter);
    return [{ type: 'round.dealt', round: ctx.round + 1, starter, field: deck.slice(0, FIELD_SIZE), hands }];
  },

  redact(event, seat: Seat): PlanetEvent {
    if (event.type !== 'round.dealt') return event;
    return { ...event, hands: event.hands.map((h, s) => (s === seat ? h : h.map(() => null))) };
  },

  view: (state, seat) => planetView(state.context, phaseOf(state), seat),

  legalCommands(state, seat) {
    if (!state.hasTag('playing') || state.context.turn !== seat) return [];
    const hand = rules.knownHand(state.context, seat);
    if (!hand) return [];
    return hand.filter((c) => rules.playRefusal(hand, state.context.trick, state.context.broken, c) === null).map((c) => ({ type: 'playCard', card: c }));
  },

  isCommand(value: unknown): value is PlanetCommand {
    if (typeof value !== 'object' || value === null) return false;
    const v = value as Record<string, unknown>;
    return v.type === 'playCard' && isCardId(v.card) && Object.keys(v).length === 2;
  },

  result: (state) => planetResult(state.context, state.hasTag('over')),
});
