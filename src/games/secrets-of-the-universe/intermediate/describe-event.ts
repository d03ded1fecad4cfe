/**
 * The events of the Intermediate Version's table in one sentence (describe-event.ts words the events
 * every version has): the Duels, the layout and the dealer's face-down card, pickups from the
 * discard areas, exposed melds extended and joined, and the claim window with its bumps. The
 * Advanced Version plays on this table too: its set-aside Bonus Cards at the deal, its pickups of
 * set-aside cards and its careless discards are words of these events.
 */
import type { Seat } from '../../../kernel/game.js';
import { cardName, type CardCode } from '../cards.js';
import { bufferPoints, duelBonus, lostPoints } from '../rules.js';
import { capitalise, turnName } from '../turns.js';
import type { Duel, PickedDiscard, RevealedMeld, SecretsContext } from '../types.js';
import { meldName, names, type EventWords } from '../words.js';
import { duelOutcome } from './duel.js';
import { ownerOf } from './layout.js';
import { isSuperBump } from './rules.js';

/** What the Duel for Magic 5-Sequences gives each seat, from its revealed hand. */
const duelPoints = (ctx: SecretsContext): number[] => (ctx.revealed ?? []).map((hand, s) => duelBonus(hand, s, ctx.bonusDuel?.winners ?? null));

/** "Ann Magic 3, Bob Earth 9" for a Duel round. */
const duelCards = (cards: readonly (CardCode | null)[], who: (s: Seat) => string): string =>
  cards.flatMap((c, s) => (c === null ? [] : [`${who(s)} ${cardName(c)}`])).join(', ');

/** A Duel round; `points` are what the Duel for Magic 5-Sequences gives each seat once decided. */
function duelLine(
  e: { purpose: Duel['purpose']; cards: readonly (CardCode | null)[] },
  duel: Duel | null,
  points: readonly number[],
  who: (s: Seat) => string,
): string {
  const drawn = duelCards(e.cards, who);
  const winners = duel?.winners ?? null;
  if (e.purpose === 'dealer') {
    return winners ? `Duel for the first dealer: ${drawn}; ${who(winners[0]!)} deals` : `Duel for the first dealer: ${drawn}; a tie, the tied draw again`;
  }
  if (!winners) return `Duel for Magic 5-Sequences: ${drawn}`;
  return `Duel for Magic 5-Sequences: ${drawn}; ${duelOutcome(winners, points, who)}`;
}

export const tableWords: EventWords = (prev, event, next, { seat, who, Who, whose }) => {
  const area = (d: PickedDiscard): string => {
    if (d.area === 'main') return 'the main area';
    const owner = ownerOf(next.names.length, d.area);
    return 'seat' in owner ? `${whose(owner.seat)} area` : `${turnName(next.names, owner)}'s area`;
  };
  switch (event.type) {
    case 'duel.dealt':
      return duelLine(event, event.purpose === 'dealer' ? next.dealerDuel : next.bonusDuel, duelPoints(next), who);
    case 'layout.dealt': {
      const faceDown = event.faceDown !== null && event.dealer === seat ? ` (${cardName(event.faceDown)})` : '';
      const set = (event.setAside ?? []).flatMap((cards, s) => (cards.length ? [`${who(s)} set aside ${names(cards)}`] : []));
      const down = event.faceDownSetAside?.length
        ? [`${names(event.faceDownSetAside)} came up face down and ${event.dealer === seat ? 'are' : 'is'} set aside for ${who(event.dealer)}`]
        : [];
      const bonus = [...set, ...down];
      return `Game ${event.game} of ${next.options.matchLength}: ${who(event.dealer)} dealt, with a card face down in the main discard area${faceDown}${bonus.length ? `; ${bonus.join('; ')}` : ''}`;
    }
    case 'faceDown.turnedUp':
      return `${capitalise(whose(next.dealer))} face-down card is turned up: ${cardName(event.card)}`;
    case 'discards.pickedUp': {
      const meld = next.exposed[event.seat]?.[event.onto ?? (next.exposed[event.seat]?.length ?? 1) - 1];
      const aside = (event.aside ?? []).map((r) => {
        const owner = ownerOf(next.names.length, r.area);
        return `${cardName(r.card)} set aside by ${'seat' in owner ? who(owner.seat) : turnName(next.names, owner)}`;
      });
      const from = [...event.discards.map((d) => `${cardName(d.card)} from ${area(d)}`), ...aside].join(', ');
      const hand = event.hand.length > 0 ? ` with ${names(event.hand.map((c) => c.code))}` : '';
      const careless = (event.careless ?? []).map((c) => {
        const left = bufferPoints(next.penalties[c.seat] ?? 0);
        const lost = lostPoints(next.penalties[c.seat] ?? 0) - lostPoints(prev.penalties[c.seat] ?? 0);
        return `; careless discard: ${cardName(c.card)} costs ${who(c.seat)} ${c.points}${lost > 0 ? ` (${lost} off the score)` : ''}, buffer ${left} left`;
      });
      return `${Who(event.seat)} picked up ${from}${hand} ${event.onto === null ? 'into' : 'onto'} ${meld ? `a ${meldName(meld as RevealedMeld)}` : 'a meld'}${careless.join('')}`;
    }
    case 'meld.extended': {
      const meld = next.exposed[event.seat]?.[event.meld];
      return `${Who(event.seat)} extended ${whose(event.seat)} exposed meld with ${names(event.hand.map((c) => c.code))}${meld ? `: a ${meldName(meld as RevealedMeld)}` : ''}`;
    }
    case 'melds.joined': {
      const meld = next.exposed[event.seat]?.[Math.min(...event.melds)];
      return `${Who(event.seat)} joined two exposed sequences${meld ? ` into a ${meldName(meld as RevealedMeld)}` : ''}`;
    }
    case 'claim.passed':
      return `${Who(event.seat)} passed on ${prev.claim ? cardName(prev.claim.card) : 'the discard'}`;
    case 'claim.closed':
      return `Nobody bumped ${prev.claim ? cardName(prev.claim.card) : 'the discard'}`;
    case 'card.bumped': {
      const showing = event.shown.length > 0 ? `, showing ${names(event.shown.map((c) => c.code))}` : ' onto an exposed 3-Unity';
      return `${Who(event.seat)} bumped ${cardName(event.card)}${showing}${isSuperBump(event.shown) ? ' (a super-bump)' : ''}`;
    }
    default:
      return null;
  }
};
