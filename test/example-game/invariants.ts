/** What holds after every event of High Card: every card at most once, tricks add up to the cards played. */
import type { Checker } from '../../src/games/module.js';
import type { HighCardState } from './high-card.js';
import type { HighCardEvent } from './rules.js';

export function highCardChecker(): Checker<HighCardState, HighCardEvent> {
  let played = 0;
  return (state, event) => {
    const broken: string[] = [];
    if (event.type === 'card.played') played++;
    const { hands, trick, tricks, names, handSize } = state.context;
    const cards = [...hands.flat(), ...trick.map((p) => p.card)];
    if (new Set(cards).size !== cards.length) broken.push('a card is in two places');
    if (names.length > 0 && tricks.reduce((a, b) => a + b, 0) * names.length + trick.length !== played) broken.push('tricks do not add up to the cards played');
    if (state.hasTag('over') && played !== handSize * names.length) broken.push('the game ended before every card was played');
    return broken;
  };
}
