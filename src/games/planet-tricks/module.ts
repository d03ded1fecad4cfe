/** Planet Tricks, one module: its declaration, and loaders for its rules, screen, guide, text and checker. */
import { defineGame } from '../module.js';
import { planetDeclaration } from './declaration.js';

export default defineGame({
  ...planetDeclaration,
  play: async () => (await import('./play.js')).play,
  screen: async () => (await import('../../../components/planet-tricks-table/screen.js')).screen,
  guide: async () => (await import('./guide.js')).planetGuide,
  text: async () => (await import('./text.js')).planetText,
  checker: async () => (await import('./invariants.js')).planetChecker,
});
