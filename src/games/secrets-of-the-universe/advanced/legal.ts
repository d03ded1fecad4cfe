/**
 * What a seat may do now in the Advanced Version, as listed for bots, hints and tests: the
 * Intermediate Version's moves (pickups as pickUpOptions lists them), and setting Private Bonus
 * Cards aside, swapping the Special 0, drawing a set-aside Plain 0 back into a sequence, and picking
 * up a Public Bonus Card where the player can then go out fully with it (found by arranging the hand
 * with that card in it). Going out with pickups a Public Bonus Card's ability allows is legal but
 * not listed; nor is a pass in a claim window. In an Expert game a pickup names the identical
 * discard of highest priority.
 */
import type { Seat } from '../../../kernel/game.js';
import { BONUS, isPrivate, isPublic, rankOf, suitOf, type BonusCode, type HandCard } from '../cards.js';
import { legalIntermediate } from '../intermediate/legal.js';
import { pickUpOptions, tidyOptions } from '../intermediate/pickup.js';
import * as table from '../intermediate/rules.js';
import { meldOf } from '../melds.js';
import * as rules from '../rules.js';
import type { PickUpCommand, SecretsCommand, SecretsContext, Step } from '../types.js';
import { committed, refuseSwap } from './bonus.js';
import { byPriority } from './careless.js';
import { decidePickUp, refuseGoingOut } from './decide.js';
import { arrangeAdvanced } from './score.js';
import * as steps from './steps.js';

const DRAW: SecretsCommand = { type: 'drawFromDeck' };
const TAKE: SecretsCommand = { type: 'takeDiscard' };
const GO_OUT: SecretsCommand = { type: 'goOut' };
const PASS: SecretsCommand = { type: 'pass' };

/** One setAside command for each kind of Private Bonus Card held, while the deck has a replacement. */
function setAsideOptions(ctx: SecretsContext, hand: readonly HandCard[]): SecretsCommand[] {
  if (table.cardsInDeck(ctx) === 0) return [];
  return BONUS.map((b) => b.code)
    .filter((code): code is 'Void' | 'P0' => isPrivate(code) && hand.some((c) => c.code === code))
    .map((card) => ({ type: 'setAside', card }));
}

/** The seat's own set-aside Plain 0 drawn back: onto an exposed sequence, or into a 3-Sequence with two cards of the hand. */
function zeroOptions(ctx: SecretsContext, seat: Seat, hand: readonly HandCard[]): PickUpCommand[] {
  if (!(ctx.aside[seat] ?? []).includes('P0')) return [];
  const aside = [{ area: seat, card: 'P0' as BonusCode }];
  const out: PickUpCommand[] = (ctx.exposed[seat] ?? []).map((_, onto) => ({ type: 'pickUp', discards: [], hand: [], onto, aside }));
  for (const a of hand) {
    for (const b of hand) {
      if (a === b || suitOf(a.code) !== suitOf(b.code) || isPrivate(a.code) || isPrivate(b.code)) continue;
      const [ra, rb] = [rankOf(a.code), rankOf(b.code)];
      if ((ra === 1 && rb === 2) || (ra === 8 && rb === 9)) out.push({ type: 'pickUp', discards: [], hand: [a, b], aside });
    }
  }
  return out;
}

/**
 * Pickups of Public Bonus Cards the seat could go out fully with: for each one it may take, the meld
 * it would sit in were it in the hand (the hand's best arrangement with it), or onto an exposed meld.
 */
function publicOptions(ctx: SecretsContext, seat: Seat, hand: readonly HandCard[]): PickUpCommand[] {
  const out: PickUpCommand[] = [];
  ctx.aside.forEach((list, area) => {
    for (const card of new Set(list)) {
      if (!isPublic(card) || (card === 'S0' && area !== seat)) continue;
      const aside = [{ area, card }];
      const exposed = ctx.exposed[seat] ?? [];
      const best = arrangeAdvanced([...hand, { code: card, taken: true }], exposed);
      const meld = best.melds.slice(best.exposed).find((m) => m.cards.some((c) => c.code === card));
      if (meld) out.push({ type: 'pickUp', discards: [], hand: meld.cards.filter((c) => c.code !== card), aside });
      exposed.forEach((m, onto) => {
        if (meldOf([...m.cards, { code: card, taken: true }], 'advanced')) out.push({ type: 'pickUp', discards: [], hand: [], onto, aside });
      });
    }
  });
  return out;
}

/** Every place the seat may swap its set-aside Special 0 or Plain 0 with. */
const swapOptions = (ctx: SecretsContext, seat: Seat): SecretsCommand[] =>
  ctx.aside.flatMap((_, area) => (refuseSwap(ctx, seat, area) ? [] : [{ type: 'swapZero', with: area } as const]));

export function legalAdvanced(ctx: SecretsContext, step: Step, seat: Seat): SecretsCommand[] {
  const hand = rules.knownHand(ctx, seat);
  if (step === 'privates') return ctx.privates === seat && hand ? [...setAsideOptions(ctx, hand), PASS] : [];
  if (step === 'claim' || (step !== 'draw' && step !== 'discard') || rules.refuseTurn(ctx, seat) || !hand) return legalIntermediate(ctx, step, seat);
  if (committed(ctx.exposed[seat] ?? [])) return [GO_OUT];
  const toDraw = ctx.drawn === null || ctx.drawn.from === 'public';
  const fromDiscards = !table.refuseDiscardDraw(ctx);
  const sit = steps.situation(ctx, seat);
  const listed = fromDiscards ? [...pickUpOptions(sit), ...zeroOptions(ctx, seat, hand), ...publicOptions(ctx, seat, hand)] : [];
  // Expert Addition: an identical discard of higher priority stands in for the one listed.
  const pickUps = [...new Map(listed.map((c) => byPriority(ctx, seat, c)).map((c) => [JSON.stringify(c), c])).values()];
  const out: SecretsCommand[] = [
    ...(toDraw ? [DRAW] : []),
    ...(fromDiscards && !table.refuseMainDraw(ctx) ? [TAKE] : []),
    ...pickUps.filter((c) => decidePickUp(ctx, seat, c).ok),
    ...setAsideOptions(ctx, hand),
    ...swapOptions(ctx, seat),
  ];
  if (toDraw) return out;
  out.push(...tidyOptions(sit));
  if (!refuseGoingOut(ctx, seat)) out.push(GO_OUT);
  return [...out, ...rules.discardOptions(hand).filter((c) => c.type === 'discard' && !BONUS.some((b) => b.code === c.card))];
}
