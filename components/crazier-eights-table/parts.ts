/**
 * The parts of the Crazier Eights table that only draw the view: the status bar (game, whose turn,
 * the phase, discards and play left), the seats with their cards in play (one line, each card
 * placed by a transform, overlapping when many), and the piles with what is being revealed, looked
 * at or ordered. Cards call `show` when hovered, focused or tapped, so the reader below says their
 * text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { repeat } from 'lit/directives/repeat.js';
import { colourName, defOf, isEight } from '../../src/games/crazier-eights/deck.js';
import type { CardId } from '../../src/games/crazier-eights/types.js';
import type { EightsView } from '../../src/games/crazier-eights/view.js';
import type { Presence } from '../game-screen.js';
import { chip, face, SYMBOLS } from './card.js';
import { cardLabel, colourRank, eightsTerm, lookingWords, PHASES, teamWords, turnText, who } from './describe.js';
import { presenceDot, presenceWords } from '../shared/presence.js';

export type Show = (card: CardId) => void;

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A card of a strip or of a seat's cards in play: a button whose name carries the card's text. */
export function chipButton(card: CardId, show: Show, opts: { silenced?: boolean; from?: string; controller?: string } = {}): TemplateResult {
  const r = { enter: () => show(card) };
  const label = `${cardLabel(card)}${opts.silenced ? ' (lost its abilities)' : ''}${opts.controller ? `, controlled by ${opts.controller}` : ''}`;
  return html`<button type="button" class="chip" data-motion=${card} data-motion-from=${opts.from ?? nothing} @mouseenter=${r.enter} @focus=${r.enter} @click=${r.enter}>
    ${chip(card, opts.silenced)}<span class="sr">${label}</span>
  </button>`;
}

/**
 * A line of cards in play or in the open, each placed by a transform: they overlap when many, and
 * one that comes or goes slides the others along without moving anything.
 */
function chipLine<T>(items: readonly T[], key: (item: T) => CardId, label: string, draw: (item: T) => TemplateResult, cls = ''): TemplateResult {
  return html`<ul class="line ${cls}" aria-label=${label} style="--n: ${items.length}">
    ${repeat(items, key, (item, i) => html`<li style="--i: ${i}">${draw(item)}</li>`)}
  </ul>`;
}

/** The status bar: a fixed grid (one line, two on a phone, and the teams under it), so nothing below moves as turns pass. */
export function statusBar(view: EightsView): TemplateResult {
  const playing = view.status === 'playing';
  const mine = view.turn === view.seat;
  const plays = view.played ? 0 : 1;
  return html`<div class="status" part="status">
    <p class="where">Game ${Math.max(1, view.game)} of ${view.games}${playing ? html` · turn ${view.turnNo}` : nothing}</p>
    <p class="turn ${mine && playing ? 'mine' : ''}" aria-live="polite">${turnText(view)}</p>
    <ol class="phases" aria-label="Phase of the turn">
      ${PHASES.map((p) => html`<li class=${playing && view.phase === p.id ? 'now' : ''} aria-current=${playing && view.phase === p.id ? 'step' : nothing}>${p.label}</li>`)}
    </ol>
    <p class="tally">
      ${
        playing
          ? html`<span>${view.discardsLeft} ${eightsTerm('discard', view.discardsLeft === 1 ? 'discard' : 'discards')} left</span>
            <span>${plays} ${eightsTerm('play', plays === 1 ? 'play' : 'plays')} left</span>`
          : nothing
      }
    </p>
    ${view.teams ? html`<p class="teams">${eightsTerm('ally', 'Teams')}: ${teamWords(view)}</p>` : nothing}
  </div>`;
}

/**
 * Every seat: its name, presence, team, what it is doing (a flag), its cards in hand (a small card
 * back beside the count: a new one, when the count grew, travels in from the draw pile), and its
 * cards in play. The seat taking the turn is lit.
 */
export function seats(view: EightsView, presence: readonly Presence[], show: Show, grew: readonly boolean[] = []): TemplateResult {
  const n = view.names.length;
  return html`<ul class="seats n${n} ${n > 4 ? 'many' : ''}" part="places" aria-label="Players">
    ${view.names.map((name, s) => {
      const p = presence[s];
      const cards = view.table.filter((c) => c.controller === s);
      const turn = view.status === 'playing' && view.turn === s;
      const choosing = view.choice?.seat === s;
      const team = view.teams ? view.teams[s]! : null;
      // Always there, so nothing beside it moves as it comes and goes.
      const flag = view.out[s] ? 'lost' : choosing ? 'choosing' : turn ? 'turn' : 'none';
      const summary = [
        s === view.seat ? `${name} (you)` : name,
        p === 'away' || p === 'standIn' ? presenceWords(p) : '',
        `${plural(view.handCounts[s] ?? 0, 'card')} in hand`,
        `controls ${cards.length}`,
        team !== null ? `team ${team + 1}` : '',
        view.out[s] ? 'lost' : '',
        turn ? 'taking the turn' : '',
        choosing ? 'choosing' : '',
      ].filter(Boolean);
      return html`<li class="seat ${turn ? 'at-turn' : ''} ${choosing ? 'choosing' : ''} ${s === view.seat ? 'you' : ''} ${view.out[s] ? 'out' : ''}" part="seat place"
        data-motion-place="seat-${s}" style=${team !== null ? `--team: var(--c8-team-${team % 4})` : ''}>
        <p class="who" aria-label=${summary.join(', ')} role="img">
          ${presenceDot(p, true)}
          <span class="n" aria-hidden="true">${name}</span>
          <span class="flag ${flag}" aria-hidden="true">${flag === 'none' ? '' : flag}</span>
        </p>
        <span class="count" aria-hidden="true"
          >${team !== null ? html`<span class="team">T${team + 1}</span>` : nothing}${keyed(view.handCounts[s] ?? 0, html`<span class="held" data-motion="held-${s}-${view.handCounts[s] ?? 0}" data-motion-from=${grew[s] && s !== view.seat ? 'pile' : nothing}></span>`)}<b
            >${view.handCounts[s] ?? 0}</b
          ><span class="words"> in hand</span></span
        >
        ${chipLine(
          cards,
          (c) => c.card,
          `${who(view, s) === 'You' ? 'Your' : `${name}'s`} cards in play`,
          (c) => chipButton(c.card, show, { silenced: c.silenced, from: `seat-${s}` }),
          'in-play',
        )}
      </li>`;
    })}
  </ul>`;
}

/** The draw pile, the discard pile (its top, and the colour an eight named) and what is in the open now. */
export function piles(view: EightsView, show: Show): TemplateResult {
  const top = view.top;
  const by = view.turn === null ? undefined : `seat-${view.turn}`;
  return html`<div class="piles">
    <div class="pile draw" part="pile" data-motion-place="pile">
      <span class="back" aria-hidden="true"></span>
      <p>${eightsTerm('draw-pile', 'Draw pile')} <span class="n"><b>${view.pileCount}</b> ${view.pileCount === 1 ? 'card' : 'cards'}</span></p>
    </div>
    <div class="pile discard" part="pile" data-motion-place="discard">
      ${
        top === null
          ? html`<span class="slot" aria-hidden="true"></span>`
          : keyed(
              top,
              html`<button type="button" class="card top" data-motion=${top} data-motion-from=${by ?? nothing}
              @mouseenter=${() => show(top)} @focus=${() => show(top)} @click=${() => show(top)}>${face(top)}<span class="sr">Top of the discard pile: ${cardLabel(top)}</span></button>`,
            )
      }
      <p>${eightsTerm('discard-pile', 'Discard pile')} <span class="n"><b>${view.discard.length}</b> ${view.discard.length === 1 ? 'card' : 'cards'}</span></p>
    </div>
    <div class="named ${view.named ?? 'none'}" part="named">
      ${
        view.named
          ? html`<span class="swatch" aria-hidden="true">${SYMBOLS[view.named]}</span>
            <p><b>${colourName(view.named)}</b> named<br /><small>by the ${eightsTerm('eight', 'eight')} on top</small></p>`
          : html`<p class="match">Match ${view.matchColours.map(colourName).join(' or ') || 'anything'}${top !== null ? html`<br /><small>or the rank, or an ${eightsTerm('eight', 'eight')}</small>` : nothing}</p>`
      }
    </div>
  </div>`;
}

/** Cards in the open now: taking effect, revealed, looked at (only you), destroyed to be ordered. */
export function strips(view: EightsView, show: Show): TemplateResult | typeof nothing {
  const rows: [string, readonly CardId[], string][] = [];
  if (view.resolving.length) rows.push(['Taking effect', view.resolving, 'resolving']);
  if (view.revealed?.length) rows.push(['Revealed', view.revealed, 'revealed']);
  if (view.looking) rows.push([lookingWords(view.looking.from), view.looking.cards, 'looking']);
  if (view.destroyed.length) rows.push(['Destroyed, to the bottom of the discard pile', view.destroyed, 'destroyed']);
  if (rows.length === 0) return nothing;
  return html`${rows.map(
    ([label, cards, cls]) => html`<div class="strip ${cls}" part="reveal">
      <p>${label}${cls === 'looking' ? html` <small>(only you)</small>` : nothing}:</p>
      ${chipLine(
        cards,
        (c) => c,
        label,
        (c) => chipButton(c, show, { from: cls === 'resolving' && view.turn !== null ? `seat-${view.turn}` : 'pile' }),
      )}
    </div>`,
  )}`;
}

/**
 * The reader: the card last hovered, focused or tapped, its name, colour, rank and kind, and its
 * text. On a phone it lies over the felt, the card large, until closed or the card goes.
 */
export function reader(card: CardId | null, linkText: (text: string) => unknown, close: () => void): TemplateResult {
  if (card === null) return html`<div class="reader empty" part="reader" aria-live="polite"><p>Hover, focus or tap a card to read it.</p></div>`;
  const d = defOf(card);
  return html`<div class="reader" part="reader" aria-live="polite">
    ${face(card)}
    <div class="words">
      <h3>${d.name} <span class="what">${colourRank(card)} · ${eightsTerm(d.kind, d.kind)}${isEight(card) ? ', wild' : ''}</span></h3>
      <p>${linkText(d.text)}</p>
    </div>
    <button type="button" class="close" aria-label="Close ${d.name}" @click=${close}>✕</button>
  </div>`;
}
