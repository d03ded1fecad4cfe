/**
 * Secrets of the Universe, one module: what it says of itself, and loaders for its rules, screen,
 * guide, text, checker and the score command. Its versions are variants: a page loads the rules and
 * screen every version shares, and the part of the table's version alone (variants/<version>.ts).
 */
import { defineGame } from '../module.js';
import { icon } from './icon.js';

/** Each version's part, by the `version` option's value. */
const VERSIONS: Readonly<Record<string, () => Promise<unknown>>> = {
  basic: () => import('./variants/basic.js'),
  intermediate: () => import('./variants/intermediate.js'),
  advanced: () => import('./variants/advanced.js'),
};

/** The version a table with `options` plays (the Basic Version when they name none). */
function versionOption(options: unknown): string {
  const version = (options as { version?: unknown } | null)?.version;
  return typeof version === 'string' && Object.hasOwn(VERSIONS, version) ? version : 'basic';
}

const waitWords = (ms: number): string => (ms % 60_000 === 0 ? `${ms / 60_000} minute${ms === 60_000 ? '' : 's'}` : `${ms / 1000} seconds`);

export default defineGame({
  id: 'secrets-of-the-universe',
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
      help: 'Intermediate and Advanced: time to bump a card (Advanced: also each player\'s time for Private Bonus Cards at the start)',
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
  variant: versionOption,
  loadVariant: async (name) => void (await Promise.all(Object.entries(VERSIONS).filter(([v]) => name === undefined || v === name).map(([, load]) => load()))),
  variants: [
    { name: 'Basic Version', options: { version: 'basic' } },
    { name: 'Intermediate Version', options: { version: 'intermediate' } },
    { name: 'Advanced Version', options: { version: 'advanced' } },
    { name: 'Advanced Version with the Expert Addition', options: { version: 'advanced', expert: true } },
  ],
  play: async () => (await import('./play.js')).play,
  screen: async () => (await import('../../../components/secrets-of-the-universe-table/screen.js')).screen,
  guide: async () => (await import('./guide.js')).secretsGuide,
  text: async () => (await import('./text.js')).secretsText,
  checker: async () => (await import('./invariants.js')).secretsChecker,
  commands: async () => [(await import('./score-command.js')).scoreCommand],
});
