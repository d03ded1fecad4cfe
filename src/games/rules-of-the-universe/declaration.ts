/** Rules of the Universe!'s declaration: its name, seats and bot levels; it has no options. */
import type { GameDeclaration } from '../declaration.js';
import { icon } from './icon.js';

export const rotuDeclaration = {
  id: 'rules-of-the-universe' as const,
  title: 'Rules of the Universe!',
  description: 'Bid sealed coins for a hero and ten cards, then fight with face-down attacks to be the last one standing.',
  duration: '20–40 min',
  icon,
  minSeats: 2,
  maxSeats: 6,
  options: [],
  botLevels: [
    { id: 'easy', label: 'Easy', help: 'bids at random and swings its hardest card at anyone' },
    { id: 'strong', label: 'Strong', help: 'bids by value, hunts the weakest and guards well' },
  ],
} satisfies GameDeclaration;
