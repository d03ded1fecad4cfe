/**
 * The six packets at scoring (Advanced Version): each 3-Set of 8s, in turn order from the dealer,
 * then each unity of Magic 8s takes the next topmost packet, which is revealed; its Bonus Cards go
 * to the meld's owner, +5 each, the first twice for a concealed unity of Magic 8s. The Duel for Magic
 * 5-Sequences takes cards from the bottommost packet up: the player before the dealer the bottom
 * card, then the player across, the player after and the dealer (dummies draw none), a Bonus Card
 * met set aside and the next card taken, on into the next packet if need be. A packet the Duel used
 * still gives its Bonus Cards to the meld that takes it.
 */
import type { Seat } from '../../../kernel/game.js';
import { isBonus, isCardCode, type CardCode } from '../cards.js';
import { roundFault } from '../intermediate/duel.js';
import { placeOf } from '../intermediate/layout.js';
import { isConcealed, meldRank, meldSuit, type Meld } from '../melds.js';
import { BONUS_POINTS } from '../scoring.js';
import { places } from '../turns.js';
import type { Ev, PacketDraw, RevealedHand, RevealedMeld, SecretsContext } from '../types.js';
import { PACKET_SIZE, PACKETS } from './layout.js';

const isThreeSetOfEights = (m: RevealedMeld): boolean => m.kind === 'set' && m.cards.length === 3 && meldRank(m as Meld) === 8;
const isMagicEights = (m: RevealedMeld): boolean => m.kind === 'unity' && meldSuit(m as Meld) === 'M' && meldRank(m as Meld) === 8;
const isConcealedMagicEights = (m: RevealedMeld): boolean => isMagicEights(m) && isConcealed(m as Meld);

/** The packets due at scoring: 3-Sets of 8s in turn order from the dealer, then unities of Magic 8s, the topmost packet first. */
export function packetsFor(revealed: readonly RevealedHand[], dealer: Seat): PacketDraw[] {
  const n = revealed.length;
  const out: PacketDraw[] = [];
  for (const takes of [isThreeSetOfEights, isMagicEights]) {
    for (let i = 0; i < n; i++) {
      const seat = (dealer + i) % n;
      revealed[seat]!.melds.forEach((m, meld) => {
        if (takes(m)) out.push({ seat, meld, packet: PACKETS - 1 - out.length, cards: null, points: null });
      });
    }
  }
  return out;
}

/** What a packet's Bonus Cards add to the meld that took it: +5 each, the first twice for a concealed unity of Magic 8s. */
export function packetPoints(meld: RevealedMeld, cards: readonly CardCode[]): number {
  const bonus = cards.filter(isBonus).length;
  return BONUS_POINTS * bonus + (bonus > 0 && isConcealedMagicEights(meld) ? BONUS_POINTS : 0);
}

/** The packet to reveal next, or null. */
export const nextPacket = (ctx: SecretsContext): PacketDraw | null => ctx.packetDraws.find((p) => p.cards === null) ?? null;

export function packetFault(ctx: SecretsContext, e: Ev<'packet.revealed'>): string | null {
  const due = nextPacket(ctx);
  if (!due || due.seat !== e.seat || due.meld !== e.meld || due.packet !== e.packet) return 'no such packet is due';
  if (!Array.isArray(e.cards) || e.cards.length !== PACKET_SIZE || !e.cards.every(isCardCode)) return `a packet holds ${PACKET_SIZE} cards`;
  const known = ctx.packets[e.packet]!;
  if (known.some((c, i) => c !== null && c !== e.cards[i])) return 'those are not the cards of that packet';
  const points = packetPoints(ctx.revealed![e.seat]!.melds[e.meld]!, e.cards);
  return e.points === points ? null : `the packet adds ${points} points`;
}

export const packet = (ctx: SecretsContext, e: Ev<'packet.revealed'>) => ({
  packetDraws: ctx.packetDraws.map((p) => (p.seat === e.seat && p.meld === e.meld ? { ...p, cards: e.cards, points: e.points } : p)),
  packets: ctx.packets.map((p, i) => (i === e.packet ? e.cards : p)),
});

/** The host's next packet revealed. */
export function revealPacket(ctx: SecretsContext): Ev<'packet.revealed'>[] {
  const due = nextPacket(ctx);
  const cards = due && ctx.packets[due.packet]!;
  if (!due || !cards || cards.includes(null)) return [];
  const known = cards as CardCode[];
  return [
    {
      type: 'packet.revealed',
      seat: due.seat,
      meld: due.meld,
      packet: due.packet,
      cards: known,
      points: packetPoints(ctx.revealed![due.seat]!.melds[due.meld]!, known),
    },
  ];
}

/** The players in the order they take Duel cards: before the dealer, across, after, the dealer. */
export function duelOrder(players: number, dealer: Seat): Seat[] {
  const ring = places(players);
  const at = placeOf(players, { seat: dealer });
  return [3, 2, 1, 0].flatMap((k) => {
    const who = ring.find((t) => placeOf(players, t) === (at + k) % 4);
    return who && 'seat' in who ? [who.seat] : [];
  });
}

/** Why a round of the Duel for Magic 5-Sequences cannot follow: a round of the Intermediate Version's kind, with the cards the packets give. */
export function bonusDuelFault(ctx: SecretsContext, e: Ev<'duel.dealt'>): string | null {
  const fault = roundFault(ctx.bonusDuel, 'bonus', e, ctx.names.length, 'advanced');
  if (fault) return fault;
  const cards = duelFromPackets(ctx);
  return cards?.some((c, s) => c !== e.cards[s]) ? 'the Duel takes its cards from the bottommost packets' : null;
}

/** The Duel's cards from the packets, one for each player by seat, or null when the packets are hidden from this context. */
export function duelFromPackets(ctx: SecretsContext): (CardCode | null)[] | null {
  const cards = ctx.packets.flat();
  if (cards.includes(null)) return null;
  const suited = (cards as CardCode[]).filter((c) => !isBonus(c));
  const out = new Array<CardCode | null>(ctx.names.length).fill(null);
  duelOrder(ctx.names.length, ctx.dealer).forEach((seat, i) => (out[seat] = suited[i]!));
  return out;
}
