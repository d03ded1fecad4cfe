/**
 * Crazier Eights, one module: what it says of itself, and loaders for its rules, screen (the table
 * element of components/crazier-eights-table/), guide, text and checker.
 */
import { defineGame } from '../module.js';
import { eightsDeclaration } from './declaration.js';

export default defineGame({
  ...eightsDeclaration,
  play: async () => (await import('./play.js')).play,
  screen: async () => (await import('../../../components/crazier-eights-table/screen.js')).screen,
  guide: async () => (await import('./guide.js')).eightsGuide,
  text: async () => (await import('./text.js')).eightsText,
  checker: async () => (await import('./invariants.js')).eightsChecker,
});
