/**
 * The magic window as pure functions on the context: who may exhaust a card now (each living player
 * once a turn, in turn order from the turn's player, skipping those with nothing to exhaust), and
 * what exhausting a card does.
 */
import type { Seat } from '../../kernel/game.js';
import { kindOf, type CardId } from './data.js';
import { happen, replaceAt, without, type Change } from './edits.js';
import * as fight from './fight.js';
import type { Ev, HealthChange, RotuContext } from './types.js';

/** The magic window from the place after `at` in `order`: the first seat there that has a card it may exhaust. */
function windowFrom(ctx: RotuContext, order: readonly Seat[], at: number): Change {
  let i = at;
  while (i < order.length && !fight.canExhaust(ctx, order[i]!)) i++;
  return { magic: { order, at: i } };
}

/** Each living player in turn order from the turn's player gets the chance to exhaust one card. */
export function magicOpened(ctx: RotuContext): Change {
  const n = ctx.names.length;
  const order = Array.from({ length: n }, (_, k) => (ctx.turn + k) % n).filter((s) => ctx.alive[s]);
  return windowFrom(ctx, order, 0);
}

/** The seat whose chance to exhaust a card it is, or null. */
export const magicSeat = (ctx: Pick<RotuContext, 'magic'>): Seat | null => (ctx.magic ? (ctx.magic.order[ctx.magic.at] ?? null) : null);

/** `seat` exhausts `card`: it leaves the hand for good, and its ability takes effect. */
export function exhausted(ctx: RotuContext, e: Ev<'card.exhausted'>): Change {
  const { seat, card, target } = e;
  const ability = kindOf(card).ability;
  let hands = replaceAt(ctx.hands, seat, without(ctx.hands[seat]!, card));
  let discards = ctx.discards;
  let exhaustedCards = replaceAt(ctx.exhausted, seat, [...ctx.exhausted[seat]!, card]);
  const changes: HealthChange[] = [];
  let moved: CardId[] = [];
  switch (ability.kind) {
    case 'heal':
      changes.push({ seat, delta: ability.amount + fight.traitOf(ctx, seat, 'healing') });
      break;
    case 'strike':
      changes.push({ seat: target!, delta: -fight.abilityDamage(ctx, seat, target!, ability.amount) });
      break;
    case 'drain': {
      const dealt = Math.min(ctx.health[target!]!, fight.abilityDamage(ctx, seat, target!, ability.amount));
      changes.push({ seat: target!, delta: -dealt }, { seat, delta: dealt });
      break;
    }
    case 'quake':
      for (const other of fight.living(ctx)) if (other !== seat) changes.push({ seat: other, delta: -fight.abilityDamage(ctx, seat, other, ability.amount) });
      break;
    case 'recall':
      moved = [target!];
      discards = replaceAt(discards, seat, without(discards[seat]!, target!));
      break;
    case 'restore':
      moved = [...discards[seat]!];
      discards = replaceAt(discards, seat, []);
      break;
    case 'renew':
      moved = [target!];
      exhaustedCards = replaceAt(exhaustedCards, seat, without(exhaustedCards[seat]!, target!));
      break;
  }
  hands = replaceAt(hands, seat, [...hands[seat]!, ...moved]);
  const { health, landed } = fight.applyChanges(ctx, changes);
  const next = { ...ctx, hands, discards, exhausted: exhaustedCards, health };
  return {
    hands,
    discards,
    exhausted: exhaustedCards,
    health,
    damagedBy: fight.noteDamage(ctx.damagedBy, seat, landed),
    ...happen(ctx, { kind: 'magic', turn: ctx.turnNo, by: seat, card, target, changes: landed, moved }),
    ...windowFrom(next, ctx.magic!.order, ctx.magic!.at + 1),
  };
}

export const passed = (ctx: RotuContext): Change => windowFrom(ctx, ctx.magic!.order, ctx.magic!.at + 1);
