/**
 * A new table's fields from what `createTable` is given, the element's attributes filling in the
 * rest, each checked (loaded with the host's part of the page: host-parts.ts). Throws an Error
 * saying what is wrong.
 */
import { botLevel, optionsProblem, withDefaults } from '../../src/games/declaration.js';
import { DEFAULT_GAME, moduleOf } from '../../src/games/registry.js';
import type { NewTable } from '../../src/app/session.js';
import { hostWaitProblem, standInWaitProblem } from '../../src/net/stand-in-wait.js';
import { asLevel } from './bot-level.js';

/** What `createTable` takes: a new table's fields, each optional; `bot` a level for every bot seat, or one by seat. */
export type TableSpec = Partial<Omit<NewTable, 'bot'>> & { readonly bot?: string | readonly (string | null)[] };

/** What the element says where `createTable` is silent: its attributes, and the name it knows. */
export interface TableDefaults {
  readonly game: string | null;
  readonly seats: number | null;
  /** The `options` attribute, JSON. */
  readonly options: string | null;
  readonly botLevel: string;
  readonly name: string;
}

export function newTable(spec: TableSpec, defaults: TableDefaults): NewTable {
  const game = spec.game ?? defaults.game ?? DEFAULT_GAME;
  const module = moduleOf(game);
  if (!module) throw new Error(`peer-table does not know the game "${game}".`);
  const seats = spec.seats ?? defaults.seats ?? Math.min(module.maxSeats, Math.max(module.minSeats, 4));
  const solo = spec.solo ?? false;
  const bySeat = Array.isArray(spec.bot) ? (spec.bot as readonly (string | null)[]) : null;
  const level = asLevel(bySeat || !spec.bot ? defaults.botLevel : (spec.bot as string));
  const seatBots = (bySeat ?? spec.seatBots)?.map((l) => (l ? asLevel(l) : null)) ?? Array.from({ length: seats }, (_, s) => (solo && s > 0 ? level : null));
  const unknown = [level, ...seatBots].find((l) => l !== null && !botLevel(module, l));
  if (unknown) throw new Error(`${module.title} has no bot level "${unknown}": its levels are ${module.botLevels.map((l) => l.id).join(', ')}.`);
  const waitProblem =
    (spec.standInWait === undefined ? null : standInWaitProblem(spec.standInWait)) ?? (spec.hostWait === undefined ? null : hostWaitProblem(spec.hostWait));
  if (waitProblem) throw new Error(waitProblem);
  const options = withDefaults(module, spec.options ?? parsedOptions(defaults.options) ?? {});
  const wrong = optionsProblem(module, options);
  if (wrong) throw new Error(wrong);
  return {
    game,
    seats,
    options,
    name: (spec.name ?? defaults.name) || 'Host',
    bot: level,
    seatBots,
    solo,
    ...(spec.standInWait === undefined ? {} : { standInWait: spec.standInWait }),
    ...(spec.hostWait === undefined ? {} : { hostWait: spec.hostWait }),
  };
}

function parsedOptions(options: string | null): unknown {
  if (!options) return null;
  try {
    return JSON.parse(options) as unknown;
  } catch {
    throw new Error('The options attribute must be JSON, like {"nullRule": false}.');
  }
}
