/**
 * What is happening at the table, in one sentence: whose turn and what they do now (both versions);
 * as words, or with its terms linked to the How to play.
 */
import type { TemplateResult } from 'lit';
import { cardName } from '../../src/games/secrets-of-the-universe/cards.js';
import { capitalise } from '../../src/games/secrets-of-the-universe/turns.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { linkWords, type SecretsTerm } from './cards.js';

/** ", or go out" when the viewer may go out now, else nothing: a sentence offers only what is possible (a pickup too). */
const orGoOut = (v: SecretsView): string => (v.goOut?.legal ? ', or go out' : '');

function basic(v: SecretsView): string {
  const t = v.turn!;
  if (t.seat === v.seat) return t.step === 'draw' ? 'Your turn: draw from the deck or take the top discard.' : `Your turn: discard a card${orGoOut(v)}.`;
  if (t.dummy !== null) return `${capitalise(t.name)} discards the deck's top card.`;
  return `${t.name} is ${t.step === 'draw' ? 'drawing' : 'discarding'}.`;
}

function intermediate(v: SecretsView): string {
  const t = v.turn!;
  const table = v.table!;
  const mine = t.seat === v.seat;
  switch (t.step) {
    case 'privates': {
      const w = v.bonus?.privates;
      if (!w) return '';
      return w.seat === v.seat
        ? 'Your Private Bonus Cards: set aside a Void or a Plain 0 for a replacement, or keep them.'
        : `${v.names[w.seat]} decides about Private Bonus Cards.`;
    }
    case 'claim':
      return table.claim ? `Claim window on ${cardName(table.claim.card)}.` : 'Claim window.';
    case 'turningUp':
      return mine ? 'Your face-down card is turned up.' : `${t.name} turns up the face-down card.`;
    case 'dummy':
      return `${capitalise(t.name)} discards the top card of its deck quarter.`;
    case 'draw': {
      if (!mine) return `${t.name} is drawing.`;
      const take = v.topDiscard?.takeable === true;
      if (v.bonus?.publicDrawn) return `Your turn: draw again, from the deck${v.mayPickUp ? ' or the discards' : take ? ' or the main discard' : ''}.`;
      const ways = ['draw from the deck', ...(take ? ['take the main discard'] : []), ...(v.mayPickUp ? ['pick up discards into a meld'] : [])];
      return `Your turn: ${ways.length === 3 ? `${ways[0]}, ${ways[1]}, or ${ways[2]}` : ways.join(', or ')}.`;
    }
    case 'discard':
      if (!mine) return `${t.name} is discarding.`;
      if (v.bonus?.committed) return 'Your turn: go out now, fully.';
      return `Your turn: discard a card${orGoOut(v)}${v.mayPickUp ? '; you may still pick up discards' : ''}.`;
    default:
      return '';
  }
}

export function statusText(v: SecretsView): string {
  if (v.turn) return v.table ? intermediate(v) : basic(v);
  return v.phase === 'scoring' ? 'Scoring the game…' : v.phase === 'matchOver' ? 'Match over.' : v.phase === 'dealing' ? 'Dealing…' : '';
}

/** The words of these sentences that name a term. */
const TERM_WORDS: Readonly<Record<string, SecretsTerm>> = {
  'Claim window': 'claim-window',
  'face-down card': 'face-down-card',
  'deck quarter': 'deck-quarter',
  'main discard': 'main-discard',
  'pick up': 'pick-up',
  meld: 'meld',
  'go out': 'going-out',
  Dummy: 'dummy',
  dummy: 'dummy',
};

/** statusText with its terms linked (each where it first stands). */
export const statusLine = (v: SecretsView): (string | TemplateResult)[] => linkWords(statusText(v), TERM_WORDS);
