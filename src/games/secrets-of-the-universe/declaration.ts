/**
 * Secrets of the Universe's declaration: its name, seats (with their dummies), options (the
 * version, the Expert Addition, the match's length, the claim window, the wait between games) and
 * bot levels.
 */
import type { GameDeclaration } from '../declaration.js';
import { icon } from './icon.js';

const waitWords = (ms: number): string => (ms % 60_000 === 0 ? `${ms / 60_000} minute${ms === 60_000 ? '' : 's'}` : `${ms / 1000} seconds`);

export const secretsDeclaration = {
  id: 'secrets-of-the-universe' as const,
  title: 'Secrets of the Universe',
  description: 'A meld-scoring rummy: draw and discard into sequences, sets and unities, and go out first.',
  duration: '30–60 min',
  icon,
  minSeats: 2,
  maxSeats: 4,
  options: [
    {
      key: 'version',
      label: 'Version',
      default: 'basic',
      choices: [
        { value: 'basic', label: 'Basic: 144 cards (Earth, Fire, Water, Air)', words: 'Basic Version' },
        { value: 'intermediate', label: 'Intermediate: 180 cards, with Magic', words: 'Intermediate Version' },
        { value: 'advanced', label: 'Advanced: all 192 cards, with the Bonus Cards', words: 'Advanced Version' },
      ],
    },
    {
      key: 'expert',
      label: 'Expert Addition',
      help: 'Advanced: a careless discard costs its discarder what it gave, after a buffer of 10 points a game',
      default: false,
      when: { key: 'version', is: ['advanced'] },
      choices: [
        { value: false, label: 'Off', words: 'no Expert Addition' },
        { value: true, label: 'On: careless discards cost points', words: 'Expert Addition' },
      ],
    },
    {
      key: 'matchLength',
      label: 'Match',
      default: 4,
      choices: [4, 8, 16].map((n) => ({ value: n, label: `${n} games`, words: `${n} games` })),
    },
    {
      key: 'claimMs',
      label: 'Claim window after each discard',
      help: "Intermediate and Advanced: time to bump a card (Advanced: also each player's time for Private Bonus Cards at the start)",
      default: 3000,
      when: { key: 'version', is: ['intermediate', 'advanced'] },
      choices: [2000, 3000, 5000, 10000, 20000].map((ms) => ({ value: ms, label: `${ms / 1000} seconds`, words: `${ms / 1000} s claim window` })),
      range: { min: 0, max: 60_000 },
      format: (ms) => (ms === 0 ? 'no claim window' : `${ms / 1000} s claim window`),
    },
    {
      key: 'nextGameMs',
      label: 'Between games',
      help: 'the next game starts when everyone pressed Next, or after this wait',
      default: 120_000,
      choices: [30_000, 60_000, 120_000, 300_000, 600_000].map((ms) => ({ value: ms, label: waitWords(ms), words: `${waitWords(ms)} for Next` })),
      range: { min: 5_000, max: 600_000 },
      format: (ms) => `${waitWords(ms)} for Next`,
    },
  ],
  seatWords: (n) => (n === 2 ? '2 players (and two dummies)' : n === 3 ? '3 players (and a dummy)' : `${n} players`),
  botLevels: [
    { id: 'easy', label: 'Easy', help: 'draws from the deck, keeps its melds and goes out when it can' },
    { id: 'strong', label: 'Strong', help: 'takes the discards that help, and goes out when it pays' },
  ],
} satisfies GameDeclaration;
