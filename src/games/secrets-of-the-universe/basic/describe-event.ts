/**
 * The Basic Version's own events in one sentence (describe-event.ts words the events every version
 * has): the first dealer drawn at random, and each deal with the card that starts the discards.
 */
import { cardName } from '../cards.js';
import type { EventWords } from '../words.js';

export const basicWords: EventWords = (_prev, event, next, { seat, who, Who }) => {
  switch (event.type) {
    case 'dealer.chosen':
      return `${Who(event.seat)} ${event.seat === seat ? 'deal' : 'deals'} the first game`;
    case 'game.dealt':
      return `Game ${event.game} of ${next.options.matchLength}: ${who(event.dealer)} dealt; ${cardName(event.discard)} starts the discards`;
    default:
      return null;
  }
};
