/**
 * Secrets of the Universe, one module: its declaration, and loaders for its rules, screen,
 * guide, text, checker and the score command. Its versions are variants: a page loads the rules and
 * screen every version shares, and the parts of the table's version alone: its rules
 * (variants/<version>.ts) and with the screen its parts of the table
 * (components/secrets-of-the-universe-table/variants/<version>.ts).
 */
import { defineGame } from '../module.js';
import { secretsDeclaration } from './declaration.js';

type Loaders = Readonly<Record<string, () => Promise<unknown>>>;

/** Each version's part of the rules, by the `version` option's value. */
const VERSIONS: Loaders = {
  basic: () => import('./variants/basic.js'),
  intermediate: () => import('./variants/intermediate.js'),
  advanced: () => import('./variants/advanced.js'),
};

/** Each version's part of the table, by the `version` option's value. */
const SCREENS: Loaders = {
  basic: () => import('../../../components/secrets-of-the-universe-table/variants/basic.js'),
  intermediate: () => import('../../../components/secrets-of-the-universe-table/variants/intermediate.js'),
  advanced: () => import('../../../components/secrets-of-the-universe-table/variants/advanced.js'),
};

/** The version a table with `options` plays (the Basic Version when they name none). */
function versionOption(options: unknown): string {
  const version = (options as { version?: unknown } | null)?.version;
  return typeof version === 'string' && Object.hasOwn(VERSIONS, version) ? version : 'basic';
}

/** Loads version `name`'s part of `loaders`, or with no name every version's. */
const loadOf = (loaders: Loaders) => async (name?: string) =>
  void (await Promise.all(
    Object.entries(loaders)
      .filter(([v]) => name === undefined || v === name)
      .map(([, load]) => load()),
  ));

export default defineGame({
  ...secretsDeclaration,
  variant: versionOption,
  loadVariant: loadOf(VERSIONS),
  loadVariantScreen: loadOf(SCREENS),
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
