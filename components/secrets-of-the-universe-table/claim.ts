/**
 * The claim window after a discard (Intermediate Version), laid over the top of the felt so nothing
 * moves when a window opens: the card under claim, a bar
 * and seconds counting down from the window's length (restarted whenever the claim changes: the
 * host waits that long after the last event), and this seat's part: Bump only when it can bump,
 * saying what it would show. Nobody is asked to pass: the window closes by itself, and its length
 * and what each seat sees are the same whoever could bump (docs/games/secrets-of-the-universe.md).
 * And the bumps waiting for their bumper's next turn (in the player's panel, never above the hand).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Countdown } from '../shared/countdown.js';
import { cardName } from '../../src/games/secrets-of-the-universe/cards.js';
import type { SecretsCommand } from '../../src/games/secrets-of-the-universe/types.js';
import type { BumpView, ClaimView } from '../../src/games/secrets-of-the-universe/intermediate/view.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { card, linkWords, secretsTerm } from './cards.js';

/** What bumping would show: "show your pair of Fire 7s", "onto your exposed 3-Unity of Fire 7". */
export function bumpText(b: BumpView): string {
  const name = cardName(b.card);
  if (b.onto !== null) return `Bump onto your exposed 3-Unity of ${name}`;
  if (b.superBump) return `Super-bump: show your concealed 3-Unity of ${name}`;
  return b.shown.length === 2 ? `Bump: show your pair of ${name}` : `Bump: show your ${b.shown.length} copies of ${name}`;
}

/** A window's time left as a bar and whole seconds. */
export function countdown(clock: Countdown, label = 'Time left to claim'): TemplateResult {
  const seconds = Math.ceil(clock.remaining / 1000);
  const share = clock.duration > 0 ? (100 * clock.remaining) / clock.duration : 0;
  return html`<div class="countdown">
    <span class="bar" role="progressbar" aria-label=${label} aria-valuemin="0" aria-valuemax=${clock.duration} aria-valuenow=${Math.round(clock.remaining)}
      aria-valuetext="${seconds} seconds"><span style="width: ${share}%"></span></span>
    <span class="seconds" aria-hidden="true">${seconds} s</span>
  </div>`;
}

function mine(c: ClaimView, send: (command: SecretsCommand) => void): TemplateResult | typeof nothing {
  const m = c.mine;
  if (!m) return nothing;
  if (!m.canPass) return html`<p class="hint">You passed.</p>`;
  if (!m.bump) return html`<p class="hint">Nothing for you to do: play goes on when the time is up.</p>`;
  return html`<div class="actions">
    <button class="primary bump" @click=${() => send({ type: 'bump' })}>${bumpText(m.bump)}</button>
    <span class="hint">or let the time run out</span>
  </div>`;
}

/** The open claim window, laid over the top of the felt (so opening it moves nothing), or nothing. */
export function claimSlot(v: SecretsView, clock: Countdown, send: (command: SecretsCommand) => void): TemplateResult | typeof nothing {
  const c = v.table?.claim;
  if (!c) return nothing;
  const own = v.seat >= 0 && c.area === v.seat;
  const who = own ? 'You' : c.by.charAt(0).toUpperCase() + c.by.slice(1);
  return html`<div class="claim-slot" part="claim-slot">
    <section class="claim panel ${c.mine?.bump ? 'mine' : ''}" part="claim" aria-labelledby="claim-title">
      <div class="claim-card">${card({ code: c.card, taken: false }, 'small')}</div>
      <div class="claim-body">
        <h2 id="claim-title">${who} discarded ${cardName(c.card)}: ${secretsTerm('claim-window', 'claim window')}</h2>
        ${countdown(clock)}
        ${own ? html`<p class="hint">The others may ${secretsTerm('bump', 'bump')} it until the time is up.</p>` : mine(c, send)}
      </div>
    </section>
  </div>`;
}

/** Bumps waiting for their bumper's next turn: the copies shown are public. */
export function bumpsPanel(v: SecretsView): TemplateResult | typeof nothing {
  const bumps = v.table?.bumps ?? [];
  if (bumps.length === 0) return nothing;
  return html`<ul class="bumps" part="bumps" aria-label="Bumps">
    ${bumps.map((b) => {
      const who = b.seat === v.seat ? 'You' : v.names[b.seat];
      const how = b.onto !== null ? 'onto an exposed 3-Unity' : b.superBump ? 'with a super-bump, showing' : 'showing';
      return html`<li>
        <strong>${who}</strong> ${secretsTerm('bump', 'bumped')} ${cardName(b.card)} ${linkWords(how, { 'super-bump': 'super-bump', '3-Unity': 'unity' })}
        ${b.shown.length ? html`<span class="cards">${b.shown.map((c) => card(c, 'tiny'))}</span>` : nothing}:
        ${b.seat === v.seat ? 'your' : 'their'} ${secretsTerm('unity', 'unity')} to meld on ${b.seat === v.seat ? 'your' : 'their'} next turn.
      </li>`;
    })}
  </ul>`;
}
