/**
 * How the Advanced Version's start of a game changes the context, and why a fact cannot follow: the
 * layout with its packets and the Bonus Cards set aside at once (see layout.ts), then each player's
 * window, in turn order from the dealer, to set aside Private Bonus Cards for replacements.
 */
import { copiesOf, countCodes, deckOf, isBonus, isCardCode, isPublic } from '../cards.js';
import { zeros, type Change } from '../context.js';
import { areaCount, dealtFrom, QUARTERS } from '../intermediate/layout.js';
import * as mid from '../intermediate/setup-steps.js';
import type { Ev, SecretsContext } from '../types.js';
import { PACKET_SIZE, PACKETS, QUARTER, replacedFrom } from './layout.js';

/** Cards a quarter keeps to draw from once the packets are made. */
const DRAWN_FROM = QUARTER - (PACKETS * PACKET_SIZE) / QUARTERS;

export function layoutFault(ctx: SecretsContext, e: Ev<'layout.dealt'>): string | null {
  const n = ctx.names.length;
  const dealt = mid.dealtFault(ctx, e);
  if (dealt) return dealt;
  const setAside = e.setAside;
  const faceDownSetAside = e.faceDownSetAside;
  if (!Array.isArray(setAside) || setAside.length !== n || !setAside.every((l) => Array.isArray(l) && l.every((c) => isCardCode(c) && isPublic(c)))) {
    return 'the deal names the Public Bonus Cards each seat set aside';
  }
  if (!Array.isArray(faceDownSetAside) || !faceDownSetAside.every((c) => isCardCode(c) && isBonus(c)))
    return 'the face-down card is replaced only when it is a Bonus Card';
  if (!Array.isArray(e.packets) || e.packets.length !== PACKETS || e.packets.some((p) => !Array.isArray(p) || p.length !== PACKET_SIZE)) {
    return `the bottom of the deck is ${PACKETS} packets of ${PACKET_SIZE}`;
  }
  const given = dealtFrom(n, e.dealer);
  const replaced = replacedFrom(n, e.dealer, setAside, faceDownSetAside);
  if (
    !Array.isArray(e.quarters) ||
    e.quarters.length !== QUARTERS ||
    e.quarters.some((q, i) => !Array.isArray(q) || q.length !== DRAWN_FROM - given[i]! - replaced[i]!)
  ) {
    return 'each quarter must hold what the packets, the deal and the replacements left of it';
  }
  const hands = e.hands.flat();
  if (hands.some((c) => c !== null && isCardCode(c) && isPublic(c))) return 'a Public Bonus Card in a starting hand is set aside at once';
  if (e.faceDown !== null && isCardCode(e.faceDown) && isBonus(e.faceDown)) return 'a Bonus Card turned up as the face-down card is set aside for the dealer';
  const known = [...hands, e.faceDown, ...e.quarters.flat(), ...e.packets.flat(), ...setAside.flat(), ...faceDownSetAside].filter((c) => c !== null);
  const codes = new Set(deckOf('advanced'));
  if (known.some((c) => !isCardCode(c) || !codes.has(c))) return 'a dealt card does not exist';
  for (const [code, count] of countCodes(known)) if (count > copiesOf(code)) return `${code} dealt ${count} times`;
  return null;
}

export function layout(ctx: SecretsContext, e: Ev<'layout.dealt'>): Change {
  return {
    ...mid.layout(ctx, e),
    aside: Array.from({ length: areaCount(ctx.names.length) }, (_, area) => [...(e.setAside![area] ?? []), ...(area === e.dealer ? e.faceDownSetAside! : [])]),
    packets: e.packets!,
    packetDraws: [],
    privates: e.dealer,
    penalties: zeros(ctx.names.length),
  };
}

/** The seat whose window it is passes, or its time is up. */
export const privatesClosedFault = (ctx: SecretsContext, e: Ev<'privates.closed'>): string | null =>
  ctx.privates !== null && ctx.privates === e.seat ? null : "it is not that seat's window for Private Bonus Cards";

/** The next seat in turn order from the dealer decides; after the last, play begins. */
export function privatesClosed(ctx: SecretsContext, e: Ev<'privates.closed'>): Change {
  const next = (e.seat + 1) % ctx.names.length;
  return { privates: next === ctx.dealer ? null : next };
}
