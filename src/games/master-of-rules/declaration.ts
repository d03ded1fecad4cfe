/** Master of Rules' declaration: its name, seats (with their dummies) and bot levels; it has no options. */
import type { GameDeclaration } from '../declaration.js';
import { icon } from './icon.js';

export const morDeclaration = {
  id: 'master-of-rules' as const,
  title: 'Master of Rules',
  description: 'Play a number and a rule each deal, and complete the rules’ objectives with the cards on the table.',
  duration: '20–30 min',
  icon,
  minSeats: 3,
  maxSeats: 5,
  options: [],
  seatWords: (n) => (n === 3 ? '3 players (and two dummies)' : n === 4 ? '4 players (and a dummy)' : `${n} players`),
  botLevels: [
    { id: 'easy', label: 'Easy', help: 'plays a rule card the table already meets when it has one' },
    { id: 'strong', label: 'Strong', help: 'weighs the chances of every card and chases the five-kind bonus' },
  ],
} satisfies GameDeclaration;
