/** Planet Tricks, one module: what it says of itself, and loaders for its rules, screen, text and checker. */
import { defineGame } from '../module.js';

export default defineGame({
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
  play: async () => (await import('./play.js')).play,
  screen: async () => (await import('../../../components/planet-tricks-table/screen.js')).screen,
  text: async () => (await import('./text.js')).planetText,
  checker: async () => (await import('./invariants.js')).planetChecker,
});
