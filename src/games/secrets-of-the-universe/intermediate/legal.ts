/**
 * What a seat may do now in the Intermediate Version, as listed for bots, hints and tests.
 *
 * Pickups are listed as pickUpOptions gives them (each usable discard into a new 3-card meld or
 * onto one exposed meld); larger ones are legal but too many to list. A pass is always accepted
 * while a claim window waits for the seat, but never listed: it only hurries a window that closes
 * by itself, and a bot choosing from this list must not tell anything by its timing.
 */
import type { Seat } from '../../../kernel/game.js';
import { pickUpOptions, tidyOptions } from './pickup.js';
import * as rules from '../rules.js';
import * as table from './rules.js';
import { goingOut } from './score.js';
import type { SecretsCommand, SecretsContext, Step } from '../types.js';

const DRAW: SecretsCommand = { type: 'drawFromDeck' };
const TAKE: SecretsCommand = { type: 'takeDiscard' };
const GO_OUT: SecretsCommand = { type: 'goOut' };
const BUMP: SecretsCommand = { type: 'bump' };

export function legalIntermediate(ctx: SecretsContext, step: Step, seat: Seat): SecretsCommand[] {
  if (step === 'claim') return table.refuseBump(ctx, seat) ? [] : [BUMP];
  if ((step !== 'draw' && step !== 'discard') || rules.refuseTurn(ctx, seat)) return [];
  const hand = rules.knownHand(ctx, seat);
  if (!hand) return [];
  const sit = table.situation(ctx, seat);
  const fromDiscards = table.refuseDiscardDraw(ctx) ? [] : [...(table.refuseMainDraw(ctx) ? [] : [TAKE]), ...pickUpOptions(sit)];
  if (step === 'draw') return [DRAW, ...fromDiscards];
  const out: SecretsCommand[] = [...fromDiscards, ...tidyOptions(sit)];
  if (!rules.refuseGoOut(ctx, seat, goingOut(ctx))) out.push(GO_OUT);
  return [...out, ...rules.discardOptions(hand)];
}
