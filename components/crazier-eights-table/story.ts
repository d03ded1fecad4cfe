/**
 * What happens at the table, seen as it happens: the story of the turn under way, told from the
 * step from one view to the next (a draw, a discard, the card played and what came of it: cards
 * drawn or given, cards destroyed, control changing hands, a player losing). Each step comes as the
 * host sends it, so a bot's turn unrolls at the game's pace; the move history keeps the whole log.
 * It reads only the two views, so it tells a seat nothing its views did not show.
 *
 * The line keeps still: a step, once shown, stays where it is until the turn ends or the line is
 * full; then the line starts afresh with the newest steps (`restart`), so words never slide.
 */
import { html, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { cardName, colourName, defOf } from '../../src/games/crazier-eights/deck.js';
import type { CardId } from '../../src/games/crazier-eights/types.js';
import type { EightsView } from '../../src/games/crazier-eights/view.js';
import { who } from './describe.js';

/** One thing that happened: who did it (or whom it befell), and the rest of the sentence. */
export interface StoryStep {
  readonly seat: number | null;
  readonly text: string;
}

/** A step as the line shows it: with its number in the story, its key. */
interface Told extends StoryStep {
  readonly id: number;
}

/** The turn under way (its game and number), the steps the line shows, and the last step's number. */
export interface Story {
  readonly game: number;
  readonly turnNo: number;
  readonly steps: readonly Told[];
  readonly last: number;
  /** How many of the steps came with the last view. */
  readonly fresh: number;
}

const plural = (n: number, word: string): string => `${n === 1 ? 'a' : n} ${word}${n === 1 ? '' : 's'}`;
const names = (cards: readonly CardId[]): string => cards.map(cardName).join(', ');

/** What changed from `prev` to `next`, step by step, in the order a turn goes. */
export function changes(prev: EightsView, next: EightsView): StoryStep[] {
  const steps: StoryStep[] = [];
  const say = (seat: number | null, text: string): void => void steps.push({ seat, text });
  const actor = next.turn ?? prev.turn;
  const was = new Map(prev.table.map((c) => [c.card, c]));
  const is = new Map(next.table.map((c) => [c.card, c]));
  const sameGame = prev.game === next.game;
  /** A card in play with whose it was: "your Castle (blue A)", "Bo's Hourglass (red 6)". */
  const whose = (card: CardId): string => {
    const s = was.get(card)?.controller ?? is.get(card)?.controller;
    return s === undefined ? cardName(card) : `${s === next.seat ? 'your' : `${next.names[s] ?? `Seat ${s + 1}`}'s`} ${cardName(card)}`;
  };

  if (sameGame && next.pileCount > prev.pileCount && next.discard.length < prev.discard.length) say(null, 'the discard pile was shuffled into the draw pile');

  // Cards coming into a hand: drawn when the draw pile gave them, else given or taken.
  const drawn = sameGame && next.pileCount < prev.pileCount;
  const mineBefore = new Set(prev.hand.map((h) => h.card));
  const mineNow = new Set(next.hand.map((h) => h.card));
  next.handCounts.forEach((count, s) => {
    const more = count - (prev.handCounts[s] ?? 0);
    if (!sameGame || more <= 0 || next.out[s]) return;
    if (s === next.seat) {
      const got = next.hand.map((h) => h.card).filter((c) => !mineBefore.has(c));
      if (got.length) say(s, `${drawn ? 'drew' : 'got'} ${names(got)}`);
    } else say(s, `${drawn ? 'drew' : 'got'} ${plural(more, 'card')}`);
  });

  // The card played: an event taking effect, or an asset put into play by the player of the turn.
  const played = !prev.played && next.played && actor !== null;
  const events = next.resolving.filter((c) => !prev.resolving.includes(c));
  // An event that took effect at once is already at the bottom of the discard pile.
  if (played && events.length === 0 && ![...is.keys()].some((c) => !was.has(c)) && sameGame) {
    const under = next.discard.filter(
      (c) => c !== next.top && !prev.discard.includes(c) && !was.has(c) && defOf(c).kind === 'event' && !prev.resolving.includes(c),
    );
    events.push(...under.slice(0, 1));
  }
  for (const c of events) say(actor, `played ${cardName(c)}, an event`);
  for (const [card, now] of is) {
    const before = was.get(card);
    if (!before)
      say(
        now.controller,
        played && now.controller === actor && !prev.resolving.length ? `played ${cardName(card)}, an asset` : `put ${cardName(card)} into play`,
      );
    else if (before.controller !== now.controller) say(now.controller, `took control of ${whose(card)}`);
    else if (!before.silenced && now.silenced) say(null, `${whose(card)} lost its abilities`);
  }

  // The discard: a new card on top that was not there before.
  if (sameGame && next.top !== null && next.top !== prev.top && next.discard.length > prev.discard.length && !prev.discard.includes(next.top) && actor !== null)
    say(actor, `discarded ${cardName(next.top)}${next.named ? `, naming ${colourName(next.named).toLowerCase()}` : ''}`);

  // Cards of yours gone elsewhere than the discard pile or into play: given away.
  if (sameGame && next.seat >= 0) {
    const gone = prev.hand.map((h) => h.card).filter((c) => !mineNow.has(c) && !next.discard.includes(c) && !is.has(c) && !next.resolving.includes(c));
    const under = next.pileCount > prev.pileCount && next.discard.length >= prev.discard.length;
    if (gone.length && !next.out[next.seat]) say(next.seat, under ? `put ${names(gone)} on the bottom of the draw pile` : `gave ${names(gone)}`);
  }

  // Cards leaving play: destroyed (to the discard pile, or waiting to be ordered there), unless their player lost.
  const left = [...was.keys()].filter((c) => !is.has(c) && !next.out[was.get(c)!.controller]);
  if (left.length && sameGame) {
    const destroyed = left.filter((c) => next.discard.includes(c) || next.destroyed.includes(c));
    if (destroyed.length) say(null, `${destroyed.map(whose).join(', ')} ${destroyed.length === 1 ? 'was' : 'were'} destroyed`);
    const other = left.filter((c) => !destroyed.includes(c));
    if (other.length) say(null, `${other.map(whose).join(', ')} left play`);
  }

  if (next.revealed?.length && next.revealed.join() !== (prev.revealed ?? []).join()) say(null, `revealed from the draw pile: ${names(next.revealed)}`);
  next.out.forEach((out, s) => out && !prev.out[s] && say(s, 'lost the game'));
  return steps;
}

/** The story after `next` arrived: the same turn's with the new steps added, or a new turn's. */
export function advance(story: Story | null, prev: EightsView | null, next: EightsView): Story {
  const last = story?.last ?? 0;
  const steps = (prev ? changes(prev, next) : []).map((s, i) => ({ ...s, id: last + i + 1 }));
  const same = story !== null && story.game === next.game && (story.turnNo === next.turnNo || next.status !== 'playing');
  if (!same) return { game: next.game, turnNo: next.turnNo, steps, last: last + steps.length, fresh: steps.length };
  if (steps.length === 0) return story.fresh === 0 ? story : { ...story, fresh: 0 };
  return { ...story, steps: [...story.steps, ...steps], last: last + steps.length, fresh: steps.length };
}

/**
 * The line is full: it starts afresh with the steps that came with the last view, or with the last
 * of them if they alone are too many. Only steps not yet shown are kept, so no word shown moves.
 */
export function restart(story: Story): Story {
  if (story.fresh === 0) return story;
  const keep = story.fresh < story.steps.length ? story.fresh : 1;
  return keep >= story.steps.length ? story : { ...story, steps: story.steps.slice(-Math.max(1, keep)), fresh: Math.min(story.fresh, Math.max(1, keep)) };
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The line under the piles: each step with its subject ("Bo (bot) drew a card · played Plague (red
 * 2), an event · You drew Death (red K)"), a subject said once for steps in a row (`.cont` hides
 * it). Empty before anything happened.
 */
export function storyLine(view: EightsView, story: Story | null): TemplateResult {
  const steps = story?.steps ?? [];
  return html`<p class="story" part="story" aria-live="polite">${repeat(
    steps,
    (s) => s.id,
    (s, i) => {
      const cont = i > 0 && s.seat !== null && steps[i - 1]!.seat === s.seat;
      return html`<span class="step ${cont ? 'cont' : ''}"><span class="sep" aria-hidden="true"> · </span>${
        s.seat === null ? capital(s.text) : html`<b class="by">${who(view, s.seat)} </b>${s.text}`
      }</span>`;
    },
  )}</p>`;
}
