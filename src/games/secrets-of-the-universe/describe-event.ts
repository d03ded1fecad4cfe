/**
 * One event of a Secrets of the Universe log in one sentence, for a screen reader or a move list,
 * from one seat's point of view ("You drew Earth 7"; another seat "drew from the deck"). It reads
 * only what that seat may know, so its redacted log reads the same as the full one.
 */
import { SPECTATOR, type Seat } from '../../kernel/game.js';
import { cardName, isBonus, SUIT_NAMES, type CardCode } from './cards.js';
import { standsFor, type Meld } from './melds.js';
import { ownerOf } from './intermediate/layout.js';
import { duelOutcome } from './intermediate/duel.js';
import { isSuperBump } from './intermediate/rules.js';
import { bufferPoints, duelBonus, lostPoints } from './rules.js';
import { capitalise, dummyCount, turnName } from './turns.js';
import type { Duel, PickedDiscard, RevealedMeld, SecretsContext, SecretsEvent } from './types.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "3-Set of 8s", "4-Unity of Earth 9s", "Water 3–7 sequence", "Earth 0–9 sequence", "Void", "11+ Aces". */
export function meldName(m: RevealedMeld): string {
  const n = m.cards.length;
  if (m.kind === 'single') return m.cards[0]!.code === 'Divinity' ? 'Divinity as a Void' : cardName(m.cards[0]!.code);
  if (m.kind === 'aces') return '11+ Aces';
  const stands = standsFor(m as Meld);
  const first = stands[0]!;
  if (m.kind === 'set') return `${n}-Set of ${first.rank}s`;
  if (m.kind === 'unity') return `${n}-Unity of ${SUIT_NAMES[first.suit]} ${first.rank}s`;
  if (m.kind === 'sequence') return `${SUIT_NAMES[first.suit]} ${first.rank}–${stands[n - 1]!.rank} sequence`;
  return `${m.kind} of ${m.cards.map((c) => cardName(c.code)).join(', ')}`;
}

const names = (codes: readonly CardCode[]): string => codes.map(cardName).join(', ');

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

/**
 * The sentence saying what `event` did, from `prev` (the context before it) to `next` (after it),
 * as `seat` sees it (the spectator by default). No final full stop.
 */
export function describeEvent(prev: SecretsContext, event: SecretsEvent, next: SecretsContext, seat: Seat = SPECTATOR): string {
  const who = (s: Seat): string => (s === seat ? 'you' : (next.names[s] ?? `Seat ${s + 1}`));
  const Who = (s: Seat): string => capitalise(who(s));
  const whose = (s: Seat): string => (s === seat ? 'your' : `${who(s)}'s`);
  const area = (d: PickedDiscard): string => {
    if (d.area === 'main') return 'the main area';
    const owner = ownerOf(next.names.length, d.area);
    return 'seat' in owner ? `${whose(owner.seat)} area` : `${turnName(next.names, owner)}'s area`;
  };
  switch (event.type) {
    case 'game.created': {
      const dummies = dummyCount(event.names.length);
      const extra = dummies === 0 ? '' : dummies === 1 ? ' and a dummy' : ' and two dummies';
      return `New match of ${event.options.matchLength} games, ${capitalise(event.options.version)} Version: ${event.names.join(', ')}${extra}`;
    }
    case 'dealer.chosen':
      return `${Who(event.seat)} ${event.seat === seat ? 'deal' : 'deals'} the first game`;
    case 'game.dealt':
      return `Game ${event.game} of ${next.options.matchLength}: ${who(event.dealer)} dealt; ${cardName(event.discard)} starts the discards`;
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
    case 'card.drawn':
      return event.seat === seat && event.card !== null ? `You drew ${cardName(event.card)} from the deck` : `${Who(event.seat)} drew from the deck`;
    case 'discard.taken':
      return `${Who(event.seat)} took ${cardName(event.card)} from the discards`;
    case 'card.discarded':
      return `${Who(event.seat)} discarded ${cardName(event.card)}${event.taken ? ' (a card taken from the discards)' : ''}`;
    case 'dummy.discarded': {
      const met = event.setAside?.length ? `, setting aside ${names(event.setAside)} from the deck first` : '';
      return `${capitalise(turnName(next.names, { dummy: event.dummy }))} discarded ${cardName(event.card)} from the top of the deck${met}`;
    }
    case 'dummy.setAside':
      return `${capitalise(turnName(next.names, { dummy: event.dummy }))} set aside the last cards of the deck, all Bonus Cards: ${names(event.cards)}`;
    case 'bonus.setAside': {
      const drew = !('replacement' in event)
        ? ' (the deck is empty: no replacement)'
        : event.seat === seat && event.replacement
          ? ` and drew ${cardName(event.replacement)} to replace it`
          : ' and drew a replacement';
      return `${Who(event.seat)} set aside ${cardName(event.card)}${drew}`;
    }
    case 'bonus.drawn':
      return `${Who(event.seat)} drew ${cardName(event.card)} from the deck and set it aside: the turn's draw is still to come`;
    case 'privates.closed':
      return `${Who(event.seat)} ${event.seat === seat ? 'are' : 'is'} done with Private Bonus Cards`;
    case 'zeros.swapped': {
      const other = ownerOf(next.names.length, event.with);
      const theirs = 'seat' in other ? whose(other.seat) : `${turnName(next.names, other)}'s`;
      const gave = next.aside[event.seat]?.includes('S0') ? 'Plain 0 for the Special 0' : 'Special 0 for the Plain 0';
      return `${Who(event.seat)} swapped ${whose(event.seat)} set-aside ${gave} set aside in ${theirs} area`;
    }
    case 'packet.revealed': {
      const meld = next.revealed?.[event.seat]?.melds[event.meld];
      const bonus = event.cards.filter(isBonus);
      const found = bonus.length ? `${names(bonus)}: +${event.points}` : 'no Bonus Card';
      return `A packet revealed for ${whose(event.seat)} ${meld ? meldName(meld) : 'meld'}: ${found}`;
    }
    case 'player.wentOut':
      return `${Who(event.seat)} went out`;
    case 'deck.exhausted': {
      const t = event.turn;
      return `The deck ran out on ${'seat' in t ? whose(t.seat) : `${turnName(next.names, t)}'s`} turn: the game ends`;
    }
    case 'hands.revealed': {
      const hands = (next.revealed ?? []).map((h, s) => {
        const low = h.melds.reduce((t, m) => t + m.points.low, 0) + h.bonus;
        const high = h.melds.reduce((t, m) => t + m.points.high, 0) + h.bonus;
        const points = low === high ? `${low} points` : `${low} to ${high} points`;
        const note = h.bonus > 0 ? ', going out fully included' : '';
        return `${who(s)} ${plural(h.melds.length, 'meld')} for ${points}${note}`;
      });
      return `Hands revealed: ${hands.join('; ')}`;
    }
    case 'coin.called': {
      const meld = next.revealed?.[event.seat]?.melds[event.meld];
      return `${Who(event.seat)} called ${event.call} for ${whose(event.seat)} ${meld ? meldName(meld) : 'meld'}`;
    }
    case 'coin.flipped': {
      const meld = next.revealed?.[event.seat]?.melds[event.meld];
      const right = event.call === event.outcome ? 'right' : 'wrong';
      return `The coin landed ${event.outcome} (${right} call): ${whose(event.seat)} ${meld ? meldName(meld) : 'meld'} scores ${event.points}`;
    }
    case 'game.scored': {
      const scores = event.scores.map((x, s) => `${who(s)} ${x}`).join(', ');
      const totals = next.totals.map((x, s) => `${who(s)} ${x}`).join(', ');
      return `Game ${event.game} scored: ${scores}; totals ${totals}`;
    }
    case 'player.ready':
      return `${Who(event.seat)} ${event.seat === seat ? 'are' : 'is'} ready for the next game`;
    case 'ready.timedOut': {
      const late = prev.ready?.flatMap((r, s) => (r ? [] : [who(s)])) ?? [];
      return `The wait for Next is over${late.length ? ` (${late.join(', ')} did not press it)` : ''}: the next game is dealt`;
    }
    case 'match.over': {
      const names = event.winners.map(who);
      const one = names.length === 1;
      const verb = one && event.winners[0] !== seat ? 'wins' : 'win';
      const top = event.totals.filter((t) => t === event.totals[event.winners[0]!]!).length;
      const tieBreak = top > event.winners.length ? ', the tie broken by unused buffer' : '';
      return `Match over: ${capitalise(names.join(' and '))} ${verb} with ${event.totals[event.winners[0]!]} points${tieBreak}`;
    }
    default: {
      const unknown: never = event;
      return String((unknown as { type?: unknown }).type ?? 'unknown event');
    }
  }
}

/** The sentence of describeEvent with its full stop, for a live region. */
export const describeEventText = (line: string): string => `${line}.`;
