/** Master of Rules, one module: its declaration, and loaders for its rules, screen, guide, text and checker. */
import { defineGame } from '../module.js';
import { morDeclaration } from './declaration.js';

export default defineGame({
  ...morDeclaration,
  play: async () => (await import('./play.js')).play,
  screen: async () => (await import('../../../components/master-of-rules-table/screen.js')).screen,
  guide: async () => (await import('./guide.js')).morGuide,
  text: async () => (await import('./text.js')).morText,
  checker: async () => (await import('./invariants.js')).morChecker,
});
