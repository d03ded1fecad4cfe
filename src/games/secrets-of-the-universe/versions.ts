/**
 * Every playable version of Secrets of the Universe, by its option value. The match's `version`
 * option, fixed when the match is created, chooses one; everything that differs between versions
 * is reached through it.
 */
import { advanced } from './advanced/version.js';
import { basic } from './basic/version.js';
import { intermediate } from './intermediate/version.js';
import type { ScoredVersion } from './melds.js';
import type { SecretsContext } from './types.js';
import type { SecretsVersion } from './version.js';

export const PLAYABLE: Readonly<Record<ScoredVersion, SecretsVersion>> = { basic, intermediate, advanced };

/** The version this match plays. */
export const versionOf = (ctx: SecretsContext): SecretsVersion => PLAYABLE[ctx.options.version];
