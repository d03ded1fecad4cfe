/**
 * One event of a Secrets of the Universe log in one sentence, for a screen reader or a move list,
 * from one seat's point of view ("You drew Earth 7"; another seat "drew from the deck"). It reads
 * only what that seat may know, so its redacted log reads the same as the full one. It words the
 * events every version has, and asks the table's version for the words of its own (the Duels, the
 * layout, pickups, the claim window, Bonus Cards, packets: `SecretsVersion.words`), so a page
 * playing the Basic Version loads no other version's words.
 */
import { SPECTATOR, type Seat } from '../../kernel/game.js';
import { cardName } from './cards.js';
import { capitalise, dummyCount, turnName } from './turns.js';
import type { SecretsContext, SecretsEvent } from './types.js';
import { versionOf } from './versions.js';
import { meldName, names, voiceOf } from './words.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The sentence saying what `event` did, from `prev` (the context before it) to `next` (after it),
 * as `seat` sees it (the spectator by default). No final full stop.
 */
export function describeEvent(prev: SecretsContext, event: SecretsEvent, next: SecretsContext, seat: Seat = SPECTATOR): string {
  const voice = voiceOf(next.names, seat);
  const { who, Who, whose } = voice;
  switch (event.type) {
    case 'game.created': {
      const dummies = dummyCount(event.names.length);
      const extra = dummies === 0 ? '' : dummies === 1 ? ' and a dummy' : ' and two dummies';
      return `New match of ${event.options.matchLength} games, ${capitalise(event.options.version)} Version: ${event.names.join(', ')}${extra}`;
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
    default:
      // The events only some versions have (VersionEvent): the table's version words them.
      return versionOf(next).words(prev, event, next, voice) ?? event.type;
  }
}

/** The sentence of describeEvent with its full stop, for a live region. */
export const describeEventText = (line: string): string => `${line}.`;
