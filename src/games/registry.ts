/**
 * The games peer-table knows (src/games/modules.ts lists them), by id, and their parts loaded on
 * demand: each part is loaded once, and can be read at once after that. A part that failed to load
 * is asked for again next time. A game made of variants (Secrets of the Universe's versions) loads
 * a variant's parts (its rules', and its screen's with the screen) only for a table of it.
 */
import type { GameScreen } from '../../components/game-screen.js';
import type { Guide } from './guide.js';
import type { AnyGameModule, AnyGamePlay, TableText } from './module.js';
import * as modules from './modules.js';
import { withTableEvents } from '../kernel/table-events.js';

const { default: defaultModule, ...named } = modules;

/** Every registered game, by title (the order the home page lists them in). */
export const MODULES: readonly AnyGameModule[] = Object.values(named).sort((a, b) => a.title.localeCompare(b.title, 'en'));

/** The game of a link or log that names none (modules.ts's default export). */
export const DEFAULT_GAME = defaultModule.id;

/** The module of game `id`, or null for a game peer-table does not know. */
export function moduleOf(id: string): AnyGameModule | null {
  return MODULES.find((m) => m.id === id) ?? null;
}

/** The module of game `id`; throws naming the games it knows. */
export function knownModule(id: string): AnyGameModule {
  const module = moduleOf(id);
  if (!module) throw new Error(`peer-table does not know the game "${id.slice(0, 60)}": it knows ${MODULES.map((m) => m.id).join(', ')}.`);
  return module;
}

/** One part of every game, loaded once. */
function part<T>(load: (m: AnyGameModule) => Promise<T>) {
  const loaded = new Map<string, T>();
  const loading = new Map<string, Promise<T>>();
  return {
    load(id: string): Promise<T> {
      let pending = loading.get(id);
      if (!pending) {
        pending = load(knownModule(id)).then(
          (value) => {
            loaded.set(id, value);
            return value;
          },
          (error: unknown) => {
            loading.delete(id);
            throw new Error(
              `The ${knownModule(id).title} part of this page could not be loaded: check the connection and try again (${(error as Error).message}).`,
            );
          },
        );
        loading.set(id, pending);
      }
      return pending;
    },
    /** The part if it is loaded, else null. */
    now(id: string): T | null {
      return loaded.get(id) ?? null;
    },
  };
}

// The table's own events (a bot standing in for a person) pass by every game's rules.
const plays = part(async (m) => {
  const play = await m.play();
  return { ...play, game: withTableEvents(play.game) };
});
const screens = part((m) => m.screen());
const texts = part((m) => m.text());
const guides = part((m) => m.guide());

/**
 * The variants' parts of each game loaded (or on their way), by `<part>:<game>:<variant>`, `*` for
 * every variant.
 */
const variantsLoading = new Map<string, Promise<void>>();

/**
 * The part (`rules` or `screen`) of game `id` a table of `variant` plays, for a game made of variants
 * (GameModule.variant): `undefined` for every variant's (a replay, whose options the page has not
 * read), `null` for none yet (a table whose options the page does not know yet). Nothing for a game
 * loaded whole, or whose screen has no parts of its variants.
 */
function loadVariant(id: string, variant: string | null | undefined, part: 'rules' | 'screen'): Promise<void> {
  const module = knownModule(id);
  const load = part === 'rules' ? module.loadVariant : module.loadVariantScreen;
  if (!load || variant === null) return Promise.resolve();
  const key = `${part}:${id}:${variant ?? '*'}`;
  let pending = variantsLoading.get(key);
  if (!pending) {
    pending = load.call(module, variant).catch((error: unknown) => {
      variantsLoading.delete(key);
      throw new Error(`The ${module.title} part of this page could not be loaded: check the connection and try again (${(error as Error).message}).`);
    });
    variantsLoading.set(key, pending);
  }
  return pending;
}

/** The variant of game `id` a table with `options` plays, or null for a game loaded whole. */
export const variantOf = (id: string, options: unknown): string | null => moduleOf(id)?.variant?.(options) ?? null;

/**
 * Game `id`'s rules and bots; for a game made of variants, with `variant`'s part (null: none yet,
 * as for a table whose options the page does not know; left out: every variant's).
 */
export const loadPlay = async (id: string, variant?: string | null): Promise<AnyGamePlay> =>
  (await Promise.all([plays.load(id), loadVariant(id, variant, 'rules')]))[0];
/** Game `id`'s rules and bots if they are loaded, else null. */
export const loadedPlay = (id: string): AnyGamePlay | null => plays.now(id);
/**
 * Game `id`'s rules and bots with its screen (and `variant`'s parts, as for `loadPlay`: its rules'
 * and its screen's, so the screen shows a table of that variant from its first event).
 */
export const loadScreen = async (id: string, variant?: string | null): Promise<GameScreen> =>
  (await Promise.all([plays.load(id), screens.load(id), loadVariant(id, variant, 'rules'), loadVariant(id, variant, 'screen')]))[1];
export const loadedScreen = (id: string): GameScreen | null => screens.now(id);
export const loadText = (id: string): Promise<TableText> => texts.load(id);
/** Game `id`'s How to play guide. */
export const loadGuide = (id: string): Promise<Guide> => guides.load(id);
