/**
 * The top of the table: the game and the dealer with what is happening now, and the places around
 * the table: hand sizes, match totals, the dealer, whose turn it is, every card taken from the
 * discards and (Intermediate Version) each player's exposed melds, (Advanced) their set-aside Bonus
 * Cards and (Expert Addition) their buffer left. Each place is as tall whatever it holds: its cards
 * lie in one line that scrolls sideways when it is long.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { PlaceView, SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import type { Presence } from '../game-screen.js';
import { card, linkWords, secretsTerm } from './cards.js';
import type { AsideActions } from './bonus.js';
import { motionKey, seatPlace } from './motion.js';
import { capitalise } from '../../src/games/secrets-of-the-universe/turns.js';
import { statusLine, statusText } from './status.js';
import { presenceDot, presenceWords } from '../shared/presence.js';
import { bonusParts, tableParts } from './version-parts.js';

export function status(v: SecretsView): TemplateResult {
  const mine = v.turn !== null && v.turn.seat === v.seat;
  return html`<div class="status" part="status">
    <span class="where">Game <strong>${Math.max(v.game, 1)}</strong> of ${v.match.length}${v.dealer !== null ? html` · ${v.names[v.dealer]} deals` : nothing}</span>
    <span class="turn ${mine ? 'mine' : ''}" aria-live="polite">${keyed(statusText(v), statusLine(v))}</span>
  </div>`;
}

/** The set-aside Bonus Cards of the place (Advanced Version), by its area: a seat's, then a dummy's. */
const asideOf = (v: SecretsView, p: PlaceView) => v.bonus?.aside.find((a) => (p.seat !== null ? a.seat === p.seat : a.dummy === p.dummy));

function place(p: PlaceView, index: number, v: SecretsView, presence: readonly Presence[], act?: AsideActions): TemplateResult {
  const you = p.seat !== null && p.seat === v.seat;
  const aside = asideOf(v, p);
  // The viewer's own exposed melds are in their hand's panel.
  const exposed = p.seat !== null && !you ? (v.table?.exposed[p.seat] ?? []) : [];
  const does = v.table ? 'discards from its deck quarter' : "discards the deck's top card";
  // Another player's taken cards travel here from the discards; the viewer's go to the hand.
  const taken = p.taken.map((c) => card(c, 'tiny', you ? undefined : { key: motionKey(v, c.code) }));
  const mid = tableParts(v);
  const bonus = bonusParts(v);
  const buffer = bonus?.bufferNote(v, p.seat) ?? nothing;
  return html`<li class="place ${p.isTurn ? 'turn' : ''} ${you ? 'you' : ''} ${p.isDummy ? 'dummy' : ''}" part="place" aria-current=${p.isTurn ? 'true' : 'false'}
    data-motion-place=${seatPlace(index)}>
    <span class="line">
      <span class="name">${p.seat === null ? nothing : presenceDot(presence[p.seat])}${p.seat !== null && presenceWords(presence[p.seat]) ? ' ' : ''}${p.isDummy ? linkWords(capitalise(p.name), { Dummy: 'dummy', dummy: 'dummy' }) : p.name}${you ? html` <small>(you)</small>` : nothing}${p.isDealer ? html` <span class="dealer" title="Dealer" aria-label="dealer">D</span>` : nothing}</span>
      <span class="meta">${p.isDummy ? html`<span class="does">${linkWords(does, { 'deck quarter': 'deck-quarter' })}</span>` : `${p.handSize} cards`}${p.total !== null ? html` · <strong>${p.total}</strong> pts` : nothing}</span>
    </span>
    ${
      taken.length + exposed.length + (aside?.cards.length ?? 0) || buffer !== nothing
        ? // A line that scrolls sideways when long, so it takes the keyboard's focus too.
          html`<span class="held" role="group" tabindex="0" aria-label="${capitalise(p.name)}'s cards on the table" data-scroll>
          ${buffer}
          ${aside && bonus ? bonus.asideCards(v, aside, act) : nothing}
          ${taken.length ? html`<span class="taken" role="group" aria-label="Taken from the discards"><small>${secretsTerm('taken', 'Taken')}</small>${taken}</span>` : nothing}
          ${mid?.exposedList(exposed, `${p.name}'s exposed melds`, v)}
        </span>`
        : nothing
    }
  </li>`;
}

/** The places around the table; `act`: the set-aside Bonus Cards the viewer may select for the meld guide. */
export const places = (v: SecretsView, presence: readonly Presence[] = [], act?: AsideActions): TemplateResult =>
  html`<ul class="places" part="places" aria-label="Players">${v.places.map((p, i) => place(p, i, v, presence, act))}</ul>`;
