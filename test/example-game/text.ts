/** High Card at one step, for the command line. */
import type { TableText } from '../../src/games/module.js';
import type { HighCardState } from './high-card.js';
import type { HighCardEvent } from './rules.js';

export const highCardText: TableText<HighCardState, HighCardEvent> = ({ state, seats }) => {
  const { names, hands, trick, tricks } = state.context;
  return [
    ...names.map((n, s) => `${n}: ${tricks[s]} tricks${seats.includes(s) ? `, holds ${hands[s]!.join(' ')}` : ''}`),
    `On the table: ${trick.map((p) => `${names[p.seat]} ${p.card}`).join(', ') || 'nothing'}`,
  ];
};
