/** High Card's How to play: the sections every guide has and a glossary (see docs/architecture.md, "Adding a game"). */
import type { Guide } from '../../src/games/guide.js';

export const highCardGuide = {
  sections: [
    { id: 'goal', title: 'The goal', paragraphs: ['Take the most [tricks](#trick).'] },
    { id: 'turn', title: 'A trick', paragraphs: ['Everyone is dealt 3 or 5 cards from a deck of 1 to 20. In turn, each player plays a card face up.'] },
    { id: 'scoring', title: 'Scoring', paragraphs: ['The highest card takes the trick, and its player leads the next one.'] },
    { id: 'end', title: 'The end', paragraphs: ['When the hands are empty, whoever took the most tricks wins (a tie shares the win).'] },
  ],
  terms: [{ id: 'trick', term: 'Trick', text: 'One card from every player; the highest takes them all.' }],
} as const satisfies Guide;
