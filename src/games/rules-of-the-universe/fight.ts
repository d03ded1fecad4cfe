/**
 * The fight as pure functions: who may be attacked (not the previous turn's target, nobody already
 * damaged by two different players this round), the strength of an attack and a defence with the
 * characters' traits, damage (attack less defence, never below 0), the magic abilities, and who
 * dies at the end of a turn.
 */
import type { Seat } from '../../kernel/game.js';
import type { Refusal } from './auction.js';
import { abilityName, characterOf, kindOf, type CardId, type Trait } from './data.js';
import type { Happening, HealthChange, RotuContext } from './types.js';

type Ctx = Pick<RotuContext, 'characters' | 'health' | 'hands' | 'discards' | 'exhausted' | 'alive' | 'names' | 'prevTarget' | 'damagedBy'>;

/** How long the host waits: for a seat's bid, an opening, a defence, a magic ability, in ms. */
export const BID_WAIT = 90_000;
export const OPEN_WAIT = 15_000;
export const DEFENCE_WAIT = 45_000;
export const MAGIC_WAIT = 30_000;

export const attackKey = (turn: number): string => `attack-${turn}`;

/** The amount `seat`'s character adds to `trait` (0 when it has another trait). */
export function traitOf(ctx: Pick<RotuContext, 'characters'>, seat: Seat, trait: Trait): number {
  const id = ctx.characters[seat];
  if (id === null || id === undefined) return 0;
  const c = characterOf(id);
  return c.trait === trait ? c.amount : 0;
}

export const maxHealth = (ctx: Pick<RotuContext, 'characters'>, seat: Seat): number => {
  const id = ctx.characters[seat];
  return id === null || id === undefined ? 0 : characterOf(id).health;
};

export const living = (ctx: Pick<RotuContext, 'alive'>): Seat[] => ctx.alive.flatMap((a, s) => (a ? [s] : []));

/** The next living seat after `from`, in turn order. */
export function nextLiving(ctx: Pick<RotuContext, 'alive'>, from: Seat): Seat {
  const n = ctx.alive.length;
  for (let k = 1; k <= n; k++) if (ctx.alive[(from + k) % n]) return (from + k) % n;
  return from;
}

/** Why `attacker` may not attack `target`, or null. */
export function targetRefusal(ctx: Ctx, attacker: Seat, target: Seat): string | null {
  const name = ctx.names[target] ?? 'That player';
  if (!Number.isInteger(target) || target < 0 || target >= ctx.names.length) return 'There is no such player.';
  if (target === attacker) return 'You cannot attack yourself.';
  if (!ctx.alive[target]) return `${name} is out of the fight.`;
  if (target === ctx.prevTarget) return `${name} was the previous turn’s target.`;
  if ((ctx.damagedBy[target]?.length ?? 0) >= 2) return `${name} has already been damaged by two different players this round.`;
  return null;
}

export const legalTargets = (ctx: Ctx, attacker: Seat): Seat[] => living(ctx).filter((t) => targetRefusal(ctx, attacker, t) === null);

/** Whether `seat` must attack this turn: a card in hand and someone it may attack. */
export const canAttack = (ctx: Ctx, seat: Seat): boolean => (ctx.hands[seat]?.length ?? 0) > 0 && legalTargets(ctx, seat).length > 0;

/** The attack strength of `card` laid by `seat`. */
export const strengthOf = (ctx: Pick<RotuContext, 'characters'>, seat: Seat, card: CardId): number =>
  Math.max(0, kindOf(card).attack + traitOf(ctx, seat, 'attack'));
/** The defence strength of `card` (none: 0) played by `seat`. */
export const guardOf = (ctx: Pick<RotuContext, 'characters'>, seat: Seat, card: CardId | null): number =>
  card === null ? 0 : kindOf(card).defence + traitOf(ctx, seat, 'defence');
/** The damage an attack deals: attack less defence, less the target's evasion, never below 0. */
export const damageOf = (ctx: Pick<RotuContext, 'characters'>, attacker: Seat, target: Seat, card: CardId, defence: CardId | null): number =>
  Math.max(0, strengthOf(ctx, attacker, card) - guardOf(ctx, target, defence) - traitOf(ctx, target, 'evasion'));

/** What an ability deals to `victim`: its amount with the user's magic, less the victim's ward, never below 0. */
export const abilityDamage = (ctx: Pick<RotuContext, 'characters'>, user: Seat, victim: Seat, amount: number): number =>
  Math.max(0, amount + traitOf(ctx, user, 'magic') - traitOf(ctx, victim, 'ward'));

/** The targets `card`'s ability may take for `seat`: opponents, cards, or [null] when it needs none; [] when it can do nothing. */
export function exhaustTargets(ctx: Ctx, seat: Seat, card: CardId): (number | null)[] {
  switch (kindOf(card).ability.kind) {
    case 'heal':
    case 'quake':
      return [null];
    case 'restore':
      return (ctx.discards[seat]?.length ?? 0) > 0 ? [null] : [];
    case 'strike':
    case 'drain':
      return living(ctx).filter((s) => s !== seat);
    case 'recall':
      return [...new Set(ctx.discards[seat] ?? [])];
    case 'renew':
      return [...new Set(ctx.exhausted[seat] ?? [])];
  }
}

/** Why `seat` may not exhaust `card` for `target` (judged on the cards, not whose moment it is), or null. */
export function exhaustRefusal(ctx: Ctx, seat: Seat, card: CardId, target: number | null): Refusal | null {
  if (!ctx.hands[seat]?.includes(card)) return { rule: 'hand', reason: 'That card is not in your hand.' };
  const ability = kindOf(card).ability;
  const targets = exhaustTargets(ctx, seat, card);
  if (targets.includes(target)) return null;
  const name = abilityName(ability);
  switch (ability.kind) {
    case 'heal':
    case 'quake':
      return { rule: 'target', reason: `${name} takes no target.` };
    case 'restore':
      return { rule: 'target', reason: target === null ? 'Your discard pile is empty: there is nothing to restore.' : `${name} takes no target.` };
    case 'strike':
    case 'drain':
      return { rule: 'target', reason: `${name}: choose an opponent still in the fight.` };
    case 'recall':
      return {
        rule: 'target',
        reason: targets.length ? `${name}: choose a card of your discard pile.` : 'Your discard pile is empty: there is nothing to recall.',
      };
    case 'renew':
      return { rule: 'target', reason: targets.length ? `${name}: choose another of your exhausted cards.` : 'You have no other exhausted card to renew.' };
  }
}

/** Whether `seat` has any card it may exhaust now. */
export const canExhaust = (ctx: Ctx, seat: Seat): boolean => (ctx.hands[seat] ?? []).some((c) => exhaustTargets(ctx, seat, c).length > 0);

/** Health after a change of `delta`, kept between 0 and the character's starting health. */
const clamp = (ctx: Pick<RotuContext, 'characters'>, seat: Seat, health: number): number => Math.min(maxHealth(ctx, seat), Math.max(0, health));

/** The health list after each change; the changes as they landed (within the limits). */
export function applyChanges(ctx: Pick<RotuContext, 'characters' | 'health'>, changes: readonly HealthChange[]): { health: number[]; landed: HealthChange[] } {
  const health = ctx.health.slice();
  const landed: HealthChange[] = [];
  for (const c of changes) {
    const before = health[c.seat]!;
    health[c.seat] = clamp(ctx, c.seat, before + c.delta);
    landed.push({ seat: c.seat, delta: health[c.seat]! - before });
  }
  return { health, landed };
}

/** `damagedBy` with `by` added for every seat that lost health. */
export function noteDamage(damagedBy: readonly (readonly Seat[])[], by: Seat, landed: readonly HealthChange[]): Seat[][] {
  return damagedBy.map((list, s) => (landed.some((c) => c.seat === s && c.delta < 0) && !list.includes(by) ? [...list, by] : [...list]));
}

export interface Death {
  readonly seat: Seat;
  readonly why: 'wounds' | 'exhausted';
}

/** Who dies at the end of a turn, and why: at 0 health, or every card exhausted (none in hand or discard pile). */
export function deaths(ctx: Ctx): Death[] {
  return living(ctx).flatMap((seat): Death[] => {
    if (ctx.health[seat] === 0) return [{ seat, why: 'wounds' }];
    if ((ctx.hands[seat]?.length ?? 0) === 0 && (ctx.discards[seat]?.length ?? 0) === 0) return [{ seat, why: 'exhausted' }];
    return [];
  });
}

/** The happenings worth keeping when turn `turn` starts: that turn's and the one before. */
export const recent = (happenings: readonly Happening[], turn: number): Happening[] => happenings.filter((h) => h.turn >= turn - 1);
