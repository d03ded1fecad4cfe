/**
 * Where a `<peer-table>` is: its home (create a table, open a log), a table it hosts or joined, or a
 * replay. A widget that follows the address bar (`routing="hash"`) reads and writes its place in the
 * URL fragment: `#host=ID`, `#join=ID&game=G`, `#log=…&step=N` (a share link) or `#replay`. A table's
 * place may also name its game's variant (`&variant=V`, Secrets of the Universe's version) and, for a
 * hosted one, its game: what the page will load, known before it opens the table, so it preloads it.
 */
import { DEFAULT_GAME } from '../../src/games/registry.js';

export type Place =
  | { readonly kind: 'home' }
  | { readonly kind: 'host'; readonly table: string; readonly game?: string; readonly variant?: string }
  | { readonly kind: 'join'; readonly table: string; readonly game: string; readonly variant?: string }
  /** A log carried in the link itself, or one already opened (`data` null). */
  | { readonly kind: 'log'; readonly data: string | null; readonly step: number | null };

const TABLE_ID = /^[A-Za-z0-9]{8,64}$/;
const GAME_ID = /^[a-z0-9-]{1,40}$/;

/** `variant` when the fragment names a well-formed one. */
const variantIn = (params: URLSearchParams): { variant?: string } => {
  const variant = params.get('variant');
  return variant && GAME_ID.test(variant) ? { variant } : {};
};

export function placeOf(hash: string): Place {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const host = params.get('host');
  const join = params.get('join');
  const game = params.get('game');
  const step = params.has('step') ? Number(params.get('step')) : null;
  const at = Number.isInteger(step) ? step : null;
  if (host && TABLE_ID.test(host)) return { kind: 'host', table: host, ...(game && GAME_ID.test(game) ? { game } : {}), ...variantIn(params) };
  if (join && TABLE_ID.test(join)) return { kind: 'join', table: join, game: game && GAME_ID.test(game) ? game : DEFAULT_GAME, ...variantIn(params) };
  if (params.has('log')) return { kind: 'log', data: params.get('log'), step: at };
  if (params.has('replay')) return { kind: 'log', data: null, step: at };
  return { kind: 'home' };
}

export function hashOf(place: Place): string {
  switch (place.kind) {
    case 'home':
      return '';
    case 'host':
      return `#host=${place.table}${place.game ? `&game=${place.game}` : ''}${place.variant ? `&variant=${place.variant}` : ''}`;
    case 'join':
      return `#join=${place.table}&game=${place.game}${place.variant ? `&variant=${place.variant}` : ''}`;
    case 'log':
      return place.data === null ? '#replay' : `#log=${place.data}${place.step === null ? '' : `&step=${place.step}`}`;
  }
}

/**
 * A table id from what a person pastes: a join link (`…#join=ID&game=G`) or the bare id. Null when
 * it is neither.
 */
export function joinTarget(text: string, fallbackGame: string): { table: string; game: string; variant?: string } | null {
  const trimmed = text.trim();
  if (TABLE_ID.test(trimmed)) return { table: trimmed, game: fallbackGame };
  const hash = trimmed.includes('#') ? trimmed.slice(trimmed.indexOf('#')) : '';
  const place = placeOf(hash);
  if (place.kind !== 'join') return null;
  const named = new URLSearchParams(hash.slice(1)).has('game');
  return { table: place.table, game: named ? place.game : fallbackGame, ...(place.variant ? { variant: place.variant } : {}) };
}
