/** Planet Tricks' declaration: its name, seats, options (the Null rule) and bot levels. */
import type { GameDeclaration } from '../declaration.js';
import { icon } from './icon.js';

export const planetDeclaration = {
  id: 'planet-tricks' as const,
  title: 'Planet Tricks',
  description: 'Take as few tricks as you can, while cards of equal rank collide and stop counting.',
  duration: '20–30 min',
  icon,
  minSeats: 3,
  maxSeats: 6,
  options: [
    {
      key: 'nullRule',
      label: 'Null rule',
      help: 'all four 9s in your tricks: 0 for the round',
      default: true,
      choices: [
        { value: false, label: 'off', words: 'Null rule: off' },
        { value: true, label: 'on', words: 'Null rule: on' },
      ],
    },
  ],
  botLevels: [
    { id: 'easy', label: 'Easy', help: 'ducks a trick when it sees how, and keeps no count' },
    { id: 'strong', label: 'Strong', help: 'sheds its most dangerous cards whenever the trick is safe' },
  ],
} satisfies GameDeclaration;
