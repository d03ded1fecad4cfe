/** High Card's module: what it says of itself, and loaders for the rest (see docs/architecture.md, "Adding a game"). */
import { defineGame } from '../../src/games/module.js';

export default defineGame({
  id: 'high-card',
  title: 'High Card',
  description: 'Play your highest card at the right time: the most tricks wins.',
  duration: '5 min',
  icon: '<svg viewBox="0 0 48 48" xmlns="http://www.w3.org/2000/svg"><rect x="12" y="6" width="24" height="36" rx="4" fill="#fbf8ef" stroke="#1b2a4e" stroke-width="2"/><text x="24" y="31" text-anchor="middle" font-size="16" font-weight="800" fill="#1b2a4e">A</text></svg>',
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
