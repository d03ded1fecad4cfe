/**
 * How each fact of a turn of the fight changes the context: the turn's start, the target, the
 * face-down attack card, the defence, the reveal and its damage (or a void attack), and the end of
 * the turn. Pure functions returning the changed fields, called by the statechart.
 */
import type { Seat } from '../../kernel/game.js';
import { applySealed, openedChoices, sealedRound, type SealedEvent } from '../../kernel/sealed.js';
import { happen, replaceAt, seats, without, type Change } from './edits.js';
import * as fight from './fight.js';
import type { Ending, Ev, Happening, RotuContext } from './types.js';
import { refillMark } from './weariness.js';

/** The turn due after this one: the first player's to start, then the next living player's; a round starts again at the first player's place. */
export function upcoming(ctx: RotuContext): { seat: Seat; turn: number; round: number } {
  if (ctx.turnNo === 0) return { seat: ctx.first, turn: 1, round: 1 };
  const n = ctx.names.length;
  const seat = fight.nextLiving(ctx, ctx.turn);
  const pos = (s: Seat) => (s - ctx.first + n) % n;
  return { seat, turn: ctx.turnNo + 1, round: pos(seat) <= pos(ctx.turn) ? ctx.round + 1 : ctx.round };
}

export const turnStarted = (ctx: RotuContext, e: Ev<'turn.started'>): Change => ({
  turn: e.seat,
  turnNo: e.turn,
  round: e.round,
  damagedBy: e.round === ctx.round ? ctx.damagedBy : seats(ctx, () => []),
  prevTarget: ctx.thisTarget,
  thisTarget: null,
  attack: null,
  magic: null,
  happenings: fight.recent(ctx.happenings, e.turn),
});

/** The turn's player cannot attack: no card in hand, or nobody it may attack. */
export const skipped = (ctx: RotuContext): Change =>
  happen(ctx, { kind: 'skip', turn: ctx.turnNo, by: ctx.turn, why: (ctx.hands[ctx.turn]?.length ?? 0) === 0 ? 'no-cards' : 'no-target' });

export const targetChosen = (ctx: RotuContext, e: Ev<'target.chosen'>): Change => ({
  thisTarget: e.target,
  attack: { attacker: e.seat, target: e.target, card: sealedRound(fight.attackKey(ctx.turnNo), [e.seat]), defence: undefined },
});

/** The attack card's round after a sealed-choice event, or a fault; an opening must name a card in the attacker's hand. */
export function sealedAttack(ctx: RotuContext, e: SealedEvent<number>): RotuContext['attack'] | { fault: string } {
  const a = ctx.attack;
  if (!a) return { fault: 'no attack is under way' };
  const card = applySealed(a.card, e, (c) => (ctx.hands[a.attacker]!.includes(c) ? null : 'The attack card must be in the attacker’s hand.'));
  return 'fault' in card ? card : { ...a, card };
}

export function attackEvent(ctx: RotuContext, e: SealedEvent<number>): Change {
  const attack = sealedAttack(ctx, e);
  return attack && 'fault' in attack ? { fault: attack.fault } : { attack };
}

export const defenceChosen = (ctx: RotuContext, e: Ev<'defence.chosen'>): Change => ({ attack: { ...ctx.attack!, defence: e.card } });

/** The attack card is revealed: damage lands, and both cards go to their owners' discard piles. */
export function struck(ctx: RotuContext): Change {
  const a = ctx.attack!;
  const card = openedChoices(a.card).get(a.attacker)!;
  const defence = a.defence ?? null;
  const damage = fight.damageOf(ctx, a.attacker, a.target, card, defence);
  const drain = damage > 0 ? fight.traitOf(ctx, a.attacker, 'drain') : 0;
  const { health, landed } = fight.applyChanges(ctx, [{ seat: a.target, delta: -damage }, ...(drain ? [{ seat: a.attacker, delta: drain }] : [])]);
  let hands = replaceAt(ctx.hands, a.attacker, without(ctx.hands[a.attacker]!, card));
  let discards = replaceAt(ctx.discards, a.attacker, [...ctx.discards[a.attacker]!, card]);
  if (defence !== null) {
    hands = replaceAt(hands, a.target, without(hands[a.target]!, defence));
    discards = replaceAt(discards, a.target, [...discards[a.target]!, defence]);
  }
  return {
    health,
    hands,
    discards,
    damagedBy: fight.noteDamage(
      ctx.damagedBy,
      a.attacker,
      landed.filter((c) => c.seat === a.target),
    ),
    lastPlayed: defence !== null ? a.target : a.attacker,
    attack: null,
    ...happen(ctx, {
      kind: 'attack',
      turn: ctx.turnNo,
      by: a.attacker,
      on: a.target,
      card,
      defence,
      strength: fight.strengthOf(ctx, a.attacker, card),
      guard: fight.guardOf(ctx, a.target, defence),
      damage: 0 - (landed[0]?.delta ?? 0),
      healed: landed[1]?.delta ?? 0,
    }),
  };
}

/** The attack card was not laid, or not revealed, in time: no damage; a defence card stays in its owner's hand. */
export const voided = (ctx: RotuContext): Change => ({
  attack: null,
  ...happen(ctx, { kind: 'void', turn: ctx.turnNo, by: ctx.attack!.attacker, on: ctx.attack!.target }),
});

/**
 * The end of a turn: when nobody standing has a card in hand, everyone standing takes their discard
 * pile back; then wounds set in (deaths); the fight ends when one player or none is left standing.
 * The second refill in a row at which the added health has not fallen, and each one after it until
 * it falls, is weary and costs health (weariness.ts).
 */
export function turnEnded(ctx: RotuContext): Change {
  const standing = fight.living(ctx);
  const happenings: Happening[] = [...ctx.happenings];
  let now: RotuContext = ctx;
  if (standing.every((s) => ctx.hands[s]!.length === 0)) {
    const total = standing.reduce((sum, s) => sum + ctx.health[s]!, 0);
    const { mark, stalls, weary, cost } = refillMark(ctx, standing, total);
    const { health, landed } = fight.applyChanges(
      ctx,
      standing.map((s) => ({ seat: s, delta: fight.traitOf(ctx, s, 'renewal') - cost })),
    );
    now = {
      ...ctx,
      refills: ctx.refills + 1,
      stalls,
      weary,
      lowMark: Math.min(
        mark,
        total,
        standing.reduce((sum, s) => sum + health[s]!, 0),
      ),
      health,
      hands: ctx.hands.map((h, s) => (ctx.alive[s] ? [...ctx.discards[s]!] : h)),
      discards: ctx.discards.map((d, s) => (ctx.alive[s] ? [] : d)),
    };
    happenings.push({ kind: 'refill', turn: ctx.turnNo, weariness: cost, changes: landed.filter((c) => c.delta !== 0) });
  }
  const dead = fight.deaths(now);
  const alive = ctx.alive.map((a, s) => a && !dead.some((d) => d.seat === s));
  const fallen = dead.map((d) => ({ seat: d.seat, turn: ctx.turnNo, why: d.why }));
  happenings.push(...fallen.map((f) => ({ kind: 'death' as const, ...f })));
  const left = alive.flatMap((a, s) => (a ? [s] : []));
  const ending: Ending | null =
    left.length === 1
      ? { kind: 'champion', winners: left, turn: ctx.turnNo }
      : left.length === 0
        ? { kind: 'cunning', winners: ctx.lastPlayed === null ? [] : [ctx.lastPlayed], turn: ctx.turnNo }
        : null;
  return {
    refills: now.refills,
    stalls: now.stalls,
    weary: now.weary,
    lowMark: now.lowMark,
    health: now.health,
    hands: now.hands,
    discards: now.discards,
    alive,
    magic: null,
    fallen: [...ctx.fallen, ...fallen],
    happenings,
    ending,
  };
}
