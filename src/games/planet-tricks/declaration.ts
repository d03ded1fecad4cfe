/** Planet Tricks, as the create form, the lobby and the home page know it. */
import type { GameDeclaration } from '../declaration.js';

export const planetTricksDeclaration: GameDeclaration = {
  id: 'planet-tricks',
  title: 'Planet Tricks',
  description: 'Take as few tricks as you can, while cards of equal rank collide and stop counting.',
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
  greedyBot: 'Careful (avoid tricks)',
};
