/** High Card's module: what it says of itself, and loaders for the rest (see docs/architecture.md, "Adding a game"). */
import { defineGame } from '../../src/games/module.js';

export default defineGame({
  id: 'high-card',
  title: 'High Card',
  description: 'Play your highest card at the right time: the most tricks wins.',
  minSeats: 2,
  maxSeats: 4,
  options: [
    {
      key: 'handSize',
      label: 'Cards in hand',
      default: 3,
      choices: [3, 5].map((n) => ({ value: n, label: `${n} cards`, words: `${n} cards each` })),
    },
  ],
  botLevels: [
    { id: 'easy', label: 'Easy', help: 'plays any card' },
    { id: 'strong', label: 'Strong', help: 'plays its highest card' },
  ],
  play: async () => (await import('./play.js')).play,
  screen: async () => (await import('./screen.js')).screen,
  guide: async () => (await import('./guide.js')).highCardGuide,
  text: async () => (await import('./text.js')).highCardText,
  checker: async () => (await import('./invariants.js')).highCardChecker,
});
