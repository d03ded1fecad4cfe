/** Master of Rules, one module: what it says of itself, and loaders for its rules, screen, guide, text and checker. */
import { defineGame } from '../module.js';
import { icon } from './icon.js';

export default defineGame({
  id: 'master-of-rules',
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
  play: async () => (await import('./play.js')).play,
  screen: async () => (await import('../../../components/master-of-rules-table/screen.js')).screen,
  guide: async () => (await import('./guide.js')).morGuide,
  text: async () => (await import('./text.js')).morText,
  checker: async () => (await import('./invariants.js')).morChecker,
});
