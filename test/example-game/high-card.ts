/** High Card as a Game: decide, advance (the deal), redact, view, legal commands and the result. */
import type { SnapshotFrom } from 'xstate';
import { declaredGame } from '../../src/games/declared-game.js';
import { machineEvolver } from '../../src/kernel/machine-evolve.js';
import { highCardDeclaration } from './declaration.js';
import { highCardMachine } from './high-card.machine.js';
import { DECK, refusePlay, type HighCardCommand, type HighCardEvent, type HighCardOptions } from './rules.js';

export type HighCardState = SnapshotFrom<typeof highCardMachine>;
export interface HighCardView {
  readonly hand: readonly (number | null)[];
  readonly trick: readonly { readonly seat: number; readonly card: number }[];
  readonly turn: number | null;
  readonly tricks: readonly number[];
}

const machine = machineEvolver(highCardMachine);

/** Its id, title, seats, default options and the check of its options come from its declaration. */
export const highCard = declaredGame<HighCardState, HighCardCommand, HighCardEvent, HighCardView, HighCardOptions>(highCardDeclaration, {
  created: (options, names) => ({ type: 'game.created', game: highCardDeclaration.id, options, names }),
  initial: machine.initial,
  evolve: machine.evolve,
  machine: machine.machine,
  fault: (state) => state.context.fault,
  decide(state, command, seat) {
    if (!state.hasTag('turns')) return { ok: false, rule: 'phase', reason: 'No card can be played now.' };
    const refusal = refusePlay(state.context, seat, command.card);
    return refusal ? { ok: false, ...refusal } : { ok: true, events: [{ type: 'card.played', seat, card: command.card }] };
  },
  advance(state, random) {
    if (!state.hasTag('dealing')) return [];
    const { names, handSize } = state.context;
    const deck = random.shuffle(DECK);
    return [{ type: 'cards.dealt', hands: names.map((_, s) => deck.slice(s * handSize, (s + 1) * handSize)) }];
  },
  redact: (event, seat) => (event.type === 'cards.dealt' ? { ...event, hands: event.hands.map((h, s) => (s === seat ? h : h.map(() => null))) } : event),
  view: (state, seat) => ({
    hand: state.context.hands[seat] ?? [],
    trick: state.context.trick,
    turn: state.hasTag('turns') ? state.context.turn : null,
    tricks: state.context.tricks,
  }),
  legalCommands(state, seat) {
    if (!state.hasTag('turns') || state.context.turn !== seat) return [];
    return (state.context.hands[seat] ?? []).filter((c): c is number => c !== null).map((card) => ({ type: 'playCard', card }));
  },
  isCommand: (value): value is HighCardCommand =>
    typeof value === 'object' &&
    value !== null &&
    (value as HighCardCommand).type === 'playCard' &&
    Number.isInteger((value as HighCardCommand).card) &&
    Object.keys(value).length === 2,
  result(state) {
    if (!state.hasTag('over')) return null;
    const { tricks, names } = state.context;
    const best = Math.max(...tricks);
    const winners = tricks.flatMap((t, s) => (t === best ? [s] : []));
    return { winners, scores: [...tricks], summary: `${winners.map((s) => names[s]).join(' and ')} took ${best} tricks` };
  },
});
