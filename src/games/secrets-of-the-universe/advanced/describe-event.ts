/**
 * The Advanced Version's own events in one sentence: its Bonus Cards set aside, drawn and swapped,
 * each player's window for Private Bonus Cards, a dummy's last cards set aside, and the packets at
 * scoring; the events of the Intermediate Version's table, which it plays on, in that version's
 * words (describe-event.ts words the events every version has).
 */
import { cardName, isBonus } from '../cards.js';
import { tableWords } from '../intermediate/describe-event.js';
import { ownerOf } from '../intermediate/layout.js';
import { capitalise, turnName } from '../turns.js';
import { meldName, names, type EventWords } from '../words.js';

export const advancedWords: EventWords = (prev, event, next, voice) => {
  const { seat, Who, whose } = voice;
  switch (event.type) {
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
    default:
      return tableWords(prev, event, next, voice);
  }
};
