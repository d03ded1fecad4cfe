/**
 * The deal: the version's deck shuffled into twelve cards a player, one card face up to start the
 * discards and the rest as the deck; and the checks a deal event must pass.
 */
import type { Seat } from '../../../kernel/game.js';
import type { Random } from '../../../kernel/random.js';
import { COPIES, countCodes, deckOf, isCardCode, type Version } from '../cards.js';
import { handSize } from '../rules.js';
import { dealerOf } from '../turns.js';
import type { Ev, SecretsContext } from '../types.js';

/** A deal of game `game` by `dealer`: hands from the top of the shuffled deck, then the first discard. */
export function shuffleAndDeal(version: Version, players: number, game: number, dealer: Seat, random: Random): Ev<'game.dealt'> {
  const deck = random.shuffle(deckOf(version));
  const size = handSize(version);
  const hands = Array.from({ length: players }, (_, s) => deck.slice(s * size, (s + 1) * size));
  const discard = deck[players * size]!;
  return { type: 'game.dealt', game, dealer, hands, discard, deck: deck.slice(players * size + 1) };
}

/** Why a deal cannot follow this context, or null. Known cards must fit in the version's deck. */
export function dealFault(ctx: SecretsContext, e: Ev<'game.dealt'>): string | null {
  const n = ctx.names.length;
  const version = ctx.options.version;
  const size = handSize(version);
  const total = deckOf(version).length;
  if (e.game !== ctx.game + 1) return `game ${e.game} dealt after game ${ctx.game}`;
  if (ctx.firstDealer === null || e.dealer !== dealerOf(ctx.firstDealer, e.game, n)) {
    return 'the dealer must rotate counterclockwise from the first dealer';
  }
  if (!Array.isArray(e.hands) || e.hands.length !== n || e.hands.some((h) => !Array.isArray(h) || h.length !== size)) {
    return `a deal must give ${n} hands of ${size}`;
  }
  if (!isCardCode(e.discard)) return 'the first discard must be a card';
  if (!Array.isArray(e.deck) || e.deck.length !== total - n * size - 1) return `the deck must hold the other ${total - n * size - 1} cards`;
  const known = [...e.hands.flat(), e.discard, ...e.deck].filter((c) => c !== null);
  const codes = new Set(deckOf(version));
  if (known.some((c) => !isCardCode(c) || !codes.has(c))) return 'a dealt card does not exist';
  for (const [code, count] of countCodes(known)) if (count > COPIES) return `${code} dealt ${count} times`;
  return null;
}
