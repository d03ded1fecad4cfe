/**
 * One event of a Crazier Eights log in one sentence, from one seat's point of view ("You drew
 * Death (red K)"; another seat "drew a card"). It reads only what that seat may know, so its
 * redacted log reads the same as the full one.
 */
import { SPECTATOR, type Seat } from '../../kernel/game.js';
import { cardName, colourName, defOf } from './deck.js';
import type { CardId, EightsContext, EightsEvent } from './types.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const list = (cards: readonly (CardId | null)[]): string => cards.map((c) => (c === null ? 'a hidden card' : cardName(c))).join(', ');

function choiceWords(prev: EightsContext, value: number | null, card: CardId | undefined, who: (s: Seat) => string): string {
  const c = prev.choice;
  if (!c) return 'chose';
  if (value === null) return 'chose a card';
  switch (c.kind) {
    case 'player':
    case 'confirm':
      return `chose ${who(value)}`;
    case 'inPlay':
    case 'discardPile':
    case 'hand':
      return `chose ${cardName(value)}`;
    case 'handIndex':
      return `picked the ${ordinal(value + 1)} card of that hand`;
    case 'looked':
      return prev.looking?.from === 'pile'
        ? `put the ${ordinal(value + 1)} card from the top on the bottom of the draw pile`
        : `took the ${ordinal(value + 1)} card of that hand`;
    case 'found':
      return card === undefined ? 'revealed a card' : `revealed ${cardName(card)}`;
    case 'trigger':
      return `had ${defOf(value).name} take effect first`;
    case 'bury':
      return `put ${cardName(value)} on the bottom of the discard pile first`;
  }
}

/**
 * How a game was won, in words that do not name the winners again ("Bo wins: no cards left in
 * hand", not "Bo wins: Bo had no cards in hand"): `how` as the rules record it, less its subject
 * when that subject is the winners.
 */
export function howWon(how: string, names: readonly string[], winners: readonly Seat[]): string {
  const who = winners.map((s) => names[s] ?? `Seat ${s + 1}`).join(' and ');
  if (!who) return how;
  if (how === `${who} had no cards in hand`) return 'no cards left in hand';
  const controlled = `: ${who} controlled four or more cards`;
  if (how.endsWith(controlled)) return `${how.slice(0, -controlled.length)}: four or more cards in play`;
  return how;
}

const ordinal = (n: number): string => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** What `event` did, from `prev` to `next`, as `seat` sees it (the spectator by default). No final full stop. */
export function describeEvent(prev: EightsContext, event: EightsEvent, next: EightsContext, seat: Seat = SPECTATOR): string {
  const who = (s: Seat): string => (s === seat ? 'you' : (next.names[s] ?? `Seat ${s + 1}`));
  const Who = (s: Seat): string => (s === seat ? 'You' : who(s));
  const line = describe();
  const ended =
    prev.winners === null && next.winners !== null
      ? `; game over: ${next.winners.length ? `${next.winners.map(who).join(' and ')} won` : 'nobody won'} (${howWon(next.how ?? '', next.names, next.winners)})`
      : '';
  return line + ended;

  function describe(): string {
    switch (event.type) {
      case 'game.created':
        return `New game of Crazier Eights: ${event.names.join(', ')}`;
      case 'first.chosen':
        return `Game ${next.game}: ${who(event.seat)} ${event.seat === seat ? 'go' : 'goes'} first`;
      case 'game.dealt':
        return `Seven cards each; ${cardName(event.top)} starts the discard pile`;
      case 'card.played':
        return `${Who(event.seat)} played ${cardName(event.card)} as ${defOf(event.card).kind === 'event' ? 'an event' : 'an asset'}`;
      case 'card.discarded':
        return `${Who(event.seat)} discarded ${cardName(event.card)}${event.colour ? `, naming ${colourName(event.colour)}` : ''}`;
      case 'turn.ended':
        return `${Who(event.seat)} ended the turn`;
      case 'choice.made':
        return `${Who(event.seat)} ${choiceWords(prev, event.value, event.card, who)}`;
      case 'choice.declined':
        return `${Who(event.seat)} declined`;
      case 'choice.timedOut':
        return `${Who(event.seat)} did not choose in time`;
      case 'cards.drawn':
        return event.seat === seat ? `You drew ${list(event.cards)}` : `${Who(event.seat)} drew ${plural(event.cards.length, 'card')}`;
      case 'pile.reshuffled':
        return event.bottom
          ? 'The discard pile under its top card was shuffled and put beneath the draw pile'
          : 'The discard pile under its top card was shuffled into a new draw pile';
      case 'pile.looked':
        return event.seat === seat
          ? `You looked at the top of the draw pile: ${list(event.cards)}`
          : `${Who(event.seat)} looked at the top ${plural(event.cards.length, 'card')} of the draw pile`;
      case 'pile.revealed':
        return `Revealed from the draw pile: ${list(event.cards)}`;
      case 'pile.searched':
        return `${Who(event.seat)} searched the draw pile`;
      case 'pile.shuffled':
        return 'The draw pile was shuffled';
      case 'hand.looked':
        return event.seat === seat
          ? `You looked at ${who(event.of)}'s hand: ${list(event.cards)}`
          : `${Who(event.seat)} looked at ${event.of === seat ? 'your' : `${who(event.of)}'s`} hand`;
      case 'card.taken':
        return `${Who(event.seat)} took ${event.card === null ? 'a card' : cardName(event.card)} from ${event.from === seat ? 'your' : `${who(event.from)}'s`} hand`;
      case 'hand.discarded':
        return `${Who(event.seat)} lost the game; ${event.seat === seat ? 'your' : 'their'} cards go to the bottom of the discard pile (${list(event.cards) || 'no cards in hand'})`;
    }
  }
}
