/**
 * High Card's declaration: what a page knows of it before loading its rules (the home page's card,
 * the create form, the lobby's words). The Game (high-card.ts) and the module (module.ts) read their
 * id, title, seats and options from here.
 */
import type { GameDeclaration } from '../../src/games/declaration.js';

export const highCardDeclaration = {
  id: 'high-card' as const,
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
} satisfies GameDeclaration;
