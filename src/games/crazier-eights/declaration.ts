/** Crazier Eights' declaration: its name, seats, options (series, teams, promo cards) and bot levels. */
import type { GameDeclaration } from '../declaration.js';
import { icon } from './icon.js';

export const eightsDeclaration = {
  id: 'crazier-eights' as const,
  title: 'Crazier Eights',
  description: 'Crazy Eights where every card is also an event or an asset: shed your hand first.',
  duration: '10–30 min',
  icon,
  minSeats: 2,
  maxSeats: 8,
  options: [
    {
      key: 'series',
      label: 'Games',
      default: 'single',
      choices: [
        { value: 'single', label: 'One game', words: 'One game' },
        { value: 'points', label: 'Three games with points (fewest wins)', words: 'Three games with points' },
        { value: 'match', label: 'A match: first to win two of three', words: 'Match, best of three' },
      ],
    },
    {
      key: 'teams',
      label: 'Teams',
      help: 'allies sit apart and win or lose together',
      default: 'none',
      choices: [
        { value: 'none', label: 'Free for all', words: 'Free for all' },
        { value: 'pairs', label: 'Teams of two', words: 'Teams of two' },
        { value: 'threes', label: 'Teams of three', words: 'Teams of three' },
      ],
    },
    {
      key: 'promos',
      label: 'Promo cards',
      help: 'four multicoloured cards added to the deck',
      default: 0,
      choices: [
        { value: 0, label: 'None', words: 'No promo cards' },
        { value: 4, label: 'All four', words: 'With the four promo cards' },
      ],
    },
  ],
  seatWords: (n) => `${n} players (${n <= 4 ? 'one deck' : 'two decks'})`,
  botLevels: [
    { id: 'easy', label: 'Easy', help: 'discards and plays any card it can' },
    { id: 'strong', label: 'Strong', help: 'sheds cards every way it can and aims its cards at the leader' },
  ],
} satisfies GameDeclaration;
