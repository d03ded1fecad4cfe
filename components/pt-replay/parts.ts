/** pt-replay's panels as pure templates: the header with the verdict, "All hands" and the move list. */
import { html, nothing } from 'lit';
import type { ShownHand } from '../game-screen.js';
import type { LogFile } from '../../src/log/format.js';
import '../pt-card/pt-card.js';
import '../pt-how-to-play/pt-how-to-play.js';
import type { ReplayModel } from './model.js';
import { historyGroups } from '../pt-history/history.js';

export interface ReplayVerdict {
  readonly kind: 'verified' | 'unverified' | 'failed';
  readonly text: string;
}

const VERDICT_TEXT = { verified: 'Verified: shuffle and history checked', unverified: "Unverified: a seat's own log", failed: 'Verification failed' };
const VERDICT_GLYPH = { verified: '✓', unverified: '!', failed: '✗' };

/** The verdict badge (the given text, or a default for its kind) and one line about the log. */
export function header(file: LogFile, verdict: ReplayVerdict | null, title: string) {
  const whose =
    file.perspective === 'full' ? "the host's full log" : file.perspective < 0 ? "a spectator's log" : `${file.seats[file.perspective] ?? 'a seat'}'s own log`;
  const started = new Date(file.started);
  const when = Number.isNaN(started.getTime()) ? '' : ` · ${started.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`;
  return html`<header class="head" part="header">
    ${
      verdict
        ? html`<p class="verdict ${verdict.kind}" part="verdict" role="status">
          <span class="glyph" aria-hidden="true">${VERDICT_GLYPH[verdict.kind]}</span><span>${verdict.text || VERDICT_TEXT[verdict.kind]}</span>
        </p>`
        : nothing
    }
    <p class="meta">
      <strong>${title}</strong> · ${file.seats.join(', ')}${when} · ${whose}${file.finished ? '' : ', unfinished'}
      <pt-how-to-play .game=${file.game}></pt-how-to-play>
    </p>
  </header>`;
}

/** Every seat's hand face up, the seat to play marked. */
export function allHands(hands: readonly (ShownHand | null)[], turn: number | null, names: readonly string[]) {
  const empty = hands.every((h) => h?.count === 0);
  return html`<section class="hands" part="hands" aria-labelledby="hands-title">
    <h2 id="hands-title">All hands</h2>
    ${
      empty
        ? html`<p class="none">No cards in hand.</p>`
        : html`<ul>
          ${hands.map(
            (hand, s) => html`<li class=${turn === s ? 'turn' : ''}>
              <p class="who">
                <span class="name">${names[s] ?? `Seat ${s + 1}`}</span>
                <span class="n">${hand ? `${hand.count} card${hand.count === 1 ? '' : 's'}` : 'hidden'}</span>
                ${turn === s ? html`<span class="to-play">to play</span>` : nothing}
              </p>
              <div class="cards">
                ${hand?.cards ?? nothing}
              </div>
            </li>`,
          )}
        </ul>`
    }
  </section>`;
}

/**
 * The move list, the same history as a table's (components/pt-history): item i says event i and
 * leads to step i + 1; each turn or deal starts with its label, the moves of the seat seen from
 * (`seat`, or -1) are marked. The current step's
 * item carries aria-current and is the list's one Tab stop.
 */
export function moveList(model: ReplayModel, step: number, pick: (step: number) => void, seat = -1) {
  const tabStop = Math.max(1, step);
  const groups = model.adapter ? historyGroups(model.adapter, model.events, model.states, seat) : [];
  const labelAt = new Map(groups.map((g) => [g.items[0]!.seq, g.label]));
  const mine = new Set(groups.flatMap((g) => g.items.filter((i) => i.mine).map((i) => i.seq)));
  return html`<section class="moves" part="moves" aria-labelledby="moves-title">
    <h2 id="moves-title">Moves</h2>
    <ol class="list" part="move-list">
      ${model.lines.map((lines, i) => {
        const s = i + 1;
        const milestone = model.adapter?.milestone(model.events[i]!) ?? false;
        const label = milestone ? undefined : labelAt.get(i);
        return html`<li class="${milestone ? 'milestone' : ''} ${mine.has(i) ? 'mine' : ''} " aria-current=${s === step ? 'step' : nothing}>
          ${label ? html`<span class="group" aria-hidden="true">${label}</span>` : nothing}
          <button type="button" tabindex=${s === tabStop ? 0 : -1} @click=${() => pick(s)}>
            <span class="n" aria-hidden="true">${s}</span>
            <span class="text">${lines.map((l, k) => html`${k > 0 ? html`<span class="sr">. </span>` : nothing}<span class="line">${l}</span>`)}</span>
          </button>
        </li>`;
      })}
    </ol>
  </section>`;
}
