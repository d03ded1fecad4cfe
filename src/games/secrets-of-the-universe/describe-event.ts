/**
 * One event of a Secrets of the Universe log in one sentence, for a screen reader or a move list,
 * from one seat's point of view ("You drew Earth 7"; another seat "drew from the deck"). It reads
 * only what that seat may know, so its redacted log reads the same as the full one.
 */
import { SPECTATOR, type Seat } from '../../kernel/game.js';
import { cardName, rankOf, suitOf, SUIT_NAMES, type CardCode } from './cards.js';
import { ownerOf } from './intermediate/layout.js';
import { duelOutcome } from './intermediate/duel.js';
import { isSuperBump } from './intermediate/rules.js';
import { duelBonus } from './rules.js';
import { capitalise, dummyCount, turnName } from './turns.js';
import type { Duel, PickedDiscard, RevealedMeld, SecretsContext, SecretsEvent } from './types.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "3-Set of 8s", "4-Unity of Earth 9s", "Water 3–7 sequence". */
export function meldName(m: RevealedMeld): string {
  const first = m.cards[0]!.code;
  const n = m.cards.length;
  if (m.kind === 'set') return `${n}-Set of ${rankOf(first)}s`;
  if (m.kind === 'unity') return `${n}-Unity of ${cardName(first)}s`;
  if (m.kind === 'sequence') return `${SUIT_NAMES[suitOf(first)]} ${rankOf(first)}–${rankOf(m.cards[n - 1]!.code)} sequence`;
  return `${m.kind} of ${m.cards.map((c) => cardName(c.code)).join(', ')}`;
}

const names = (codes: readonly CardCode[]): string => codes.map(cardName).join(', ');

/** What the Duel for Magic 5-Sequences gives each seat, from its revealed hand. */
const duelPoints = (ctx: SecretsContext): number[] =>
  (ctx.revealed ?? []).map((hand, s) => duelBonus(hand, s, ctx.bonusDuel?.winners ?? null));

/** "Ann Magic 3, Bob Earth 9" for a Duel round. */
const duelCards = (cards: readonly (CardCode | null)[], who: (s: Seat) => string): string =>
  cards.flatMap((c, s) => (c === null ? [] : [`${who(s)} ${cardName(c)}`])).join(', ');

/** A Duel round; `points` are what the Duel for Magic 5-Sequences gives each seat once decided. */
function duelLine(e: { purpose: Duel['purpose']; cards: readonly (CardCode | null)[] }, duel: Duel | null, points: readonly number[], who: (s: Seat) => string): string {
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
  const who = (s: Seat): string => (s === seat ? 'you' : next.names[s] ?? `Seat ${s + 1}`);
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
      return `Game ${event.game} of ${next.options.matchLength}: ${who(event.dealer)} dealt, with a card face down in the main discard area${faceDown}`;
    }
    case 'faceDown.turnedUp':
      return `${capitalise(whose(next.dealer))} face-down card is turned up: ${cardName(event.card)}`;
    case 'discards.pickedUp': {
      const meld = next.exposed[event.seat]?.[event.onto ?? (next.exposed[event.seat]?.length ?? 1) - 1];
      const from = event.discards.map((d) => `${cardName(d.card)} from ${area(d)}`).join(', ');
      const hand = event.hand.length > 0 ? ` with ${names(event.hand.map((c) => c.code))}` : '';
      return `${Who(event.seat)} picked up ${from}${hand} ${event.onto === null ? 'into' : 'onto'} ${meld ? `a ${meldName(meld as RevealedMeld)}` : 'a meld'}`;
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
    case 'dummy.discarded':
      return `${capitalise(turnName(next.names, { dummy: event.dummy }))} discarded ${cardName(event.card)} from the top of the deck`;
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
      return `Match over: ${capitalise(names.join(' and '))} ${verb} with ${event.totals[event.winners[0]!]} points`;
    }
    default: {
      const unknown: never = event;
      return String((unknown as { type?: unknown }).type ?? 'unknown event');
    }
  }
}

/** The sentence of describeEvent with its full stop, for a live region. */
export const describeEventText = (line: string): string => `${line}.`;
