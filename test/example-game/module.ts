/** High Card's module: its declaration, and loaders for the rest (see docs/architecture.md, "Adding a game"). */
import { defineGame } from '../../src/games/module.js';
import { highCardDeclaration } from './declaration.js';

export default defineGame({
  ...highCardDeclaration,
  play: async () => (await import('./play.js')).play,
  screen: async () => (await import('./screen.js')).screen,
  guide: async () => (await import('./guide.js')).highCardGuide,
  text: async () => (await import('./text.js')).highCardText,
  checker: async () => (await import('./invariants.js')).highCardChecker,
});
