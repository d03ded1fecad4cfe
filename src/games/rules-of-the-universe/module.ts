/** Rules of the Universe!, one module: what it says of itself, and loaders for its rules, screen, guide, text and checker. */
import { defineGame } from '../module.js';
import { icon } from './icon.js';

export default defineGame({
  id: 'rules-of-the-universe',
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
  play: async () => (await import('./play.js')).play,
  screen: async () => (await import('../../../components/rules-of-the-universe-table/screen.js')).screen,
  guide: async () => (await import('./guide.js')).rotuGuide,
  text: async () => (await import('./text.js')).rotuText,
  checker: async () => (await import('./invariants.js')).rotuChecker,
});
