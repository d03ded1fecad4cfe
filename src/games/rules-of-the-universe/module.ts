/** Rules of the Universe!, one module: its declaration, and loaders for its rules, screen, guide, text and checker. */
import { defineGame } from '../module.js';
import { rotuDeclaration } from './declaration.js';

export default defineGame({
  ...rotuDeclaration,
  play: async () => (await import('./play.js')).play,
  screen: async () => (await import('../../../components/rules-of-the-universe-table/screen.js')).screen,
  guide: async () => (await import('./guide.js')).rotuGuide,
  text: async () => (await import('./text.js')).rotuText,
  checker: async () => (await import('./invariants.js')).rotuChecker,
});
