/** Small edits the steps share: an item of a list replaced, a card taken out of a list, a value per seat, a happening added. */
import type { Seat } from '../../kernel/game.js';
import type { CardId } from './data.js';
import type { Happening, RotuContext } from './types.js';

/** The fields a step changes. */
export type Change = Partial<RotuContext>;

export const seats = <T>(ctx: Pick<RotuContext, 'names'>, f: (s: Seat) => T): T[] => ctx.names.map((_, s) => f(s));
export const replaceAt = <T>(list: readonly T[], at: number, item: T): T[] => list.map((x, i) => (i === at ? item : x));
export const without = (cards: readonly CardId[], card: CardId): CardId[] => cards.filter((c) => c !== card);
export const happen = (ctx: RotuContext, h: Happening): Change => ({ happenings: [...ctx.happenings, h] });
