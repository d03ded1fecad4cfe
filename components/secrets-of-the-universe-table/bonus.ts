/**
 * The Advanced Version's Bonus Cards on screen (cards.ts draws their faces: a name and a sign on
 * their own colour, stand-ins.ts what a 0 or Divinity stands for in a meld): each place's
 * set-aside Bonus Cards (toggles for the meld guide where the viewer may pick one up), the window for
 * Private Bonus Cards at the start of a game, and the buttons that set a Void or a Plain 0 aside.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { cardName, isPrivate } from '../../src/games/secrets-of-the-universe/cards.js';
import type { AsideView } from '../../src/games/secrets-of-the-universe/advanced/view.js';
import type { AsideRef, SecretsCommand } from '../../src/games/secrets-of-the-universe/types.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import type { Countdown } from '../shared/countdown.js';
import { bonusCard, cardToggle, secretsTerm } from './cards.js';
import { countdown } from './claim.js';

export interface AsideActions {
  /** Whether the viewer may select this set-aside card for the meld guide now. */
  readonly selectable: (ref: AsideRef) => boolean;
  readonly picked: (ref: AsideRef) => boolean;
  readonly toggle: (ref: AsideRef) => void;
}

/** One place's set-aside Bonus Cards: toggles where the viewer may pick one up, else to look at. */
export function asideCards(view: SecretsView, a: AsideView, act?: AsideActions): TemplateResult | typeof nothing {
  if (a.cards.length === 0) return nothing;
  const whose = a.seat === view.seat ? 'Your' : `${a.name}'s`;
  return html`<span class="aside" role="group" aria-label="${whose} set-aside Bonus Cards: ${a.cards.map(cardName).join(', ')}">
    <small>${secretsTerm('bonus-card', 'Set aside')}</small>
    ${a.cards.map((code) => {
      const ref: AsideRef = { area: a.area, card: code };
      if (!act?.selectable(ref)) return bonusCard(code, 'tiny');
      const pressed = act.picked(ref);
      return cardToggle(
        { code, taken: false },
        `${cardName(code)} set aside by ${a.seat === view.seat ? 'you' : a.name}`,
        pressed,
        () => act.toggle(ref),
        'tiny',
      );
    })}
  </span>`;
}

/**
 * A button for each kind of Private Bonus Card the viewer holds, there as long as they hold one
 * (so nothing under it moves from turn to turn) and enabled when they may set it aside.
 */
export function setAsideButtons(view: SecretsView, send: (c: SecretsCommand) => void): TemplateResult | typeof nothing {
  const may = view.bonus?.maySetAside;
  if (!may || view.seat < 0) return nothing;
  const held = (['Void', 'P0'] as const).filter((card) => view.hand.some((c) => c.code === card));
  if (held.length === 0) return nothing;
  return html`<div class="set-aside" part="set-aside">
    ${held.map((card) => {
      const now = may.includes(card);
      const why = `+5, and you draw a replacement${now ? '' : ': on your turn'}`;
      return html`<button class="toggle" ?disabled=${!now} title=${why} @click=${() => send({ type: 'setAside', card })}>Set aside ${cardName(card)} (+5)</button>`;
    })}
  </div>`;
}

/**
 * Buttons swapping the viewer's set-aside Special 0 or Plain 0 with another place's, there as long as
 * such a swap is on the table (so nothing under them moves from turn to turn) and enabled when the
 * viewer may make it: on their turn, before drawing from the discards, once a turn.
 */
export function swapButtons(view: SecretsView, send: (c: SecretsCommand) => void): TemplateResult | typeof nothing {
  const b = view.bonus;
  const own = view.seat >= 0 ? (b?.aside[view.seat]?.cards ?? []) : [];
  if (!b || own.length === 0) return nothing;
  const offers = b.aside.flatMap((a) => {
    if (a.area === view.seat) return [];
    if (own.includes('S0') && a.cards.includes('P0')) return [{ area: a.area, mine: 'Special 0', theirs: `${a.name}'s Plain 0` }];
    if (own.includes('P0') && a.cards.includes('S0')) return [{ area: a.area, mine: 'Plain 0', theirs: `${a.name}'s Special 0` }];
    return [];
  });
  if (offers.length === 0) return nothing;
  return html`<div class="set-aside" part="swap">
    ${offers.map(({ area, mine, theirs }) => {
      const now = b.maySwap.includes(area);
      const why = now ? 'Before you draw from the discards, once a turn' : 'On your turn, before you draw from the discards, once a turn';
      return html`<button class="toggle" ?disabled=${!now} title=${why} @click=${() => send({ type: 'swapZero', with: area })}>Swap your ${mine} for ${theirs}</button>`;
    })}
  </div>`;
}

/** The window for Private Bonus Cards at the start of a game, laid over the felt like a claim window: whose it is, the time left, and the viewer's part. */
export function privatesPanel(view: SecretsView, clock: Countdown, send: (c: SecretsCommand) => void): TemplateResult | typeof nothing {
  const w = view.bonus?.privates;
  if (!w) return nothing;
  const mine = w.seat === view.seat;
  const privates = view.hand.filter((c) => isPrivate(c.code));
  // The title is one line, the same for every seat; whose decision it is, is said below the time
  // left, so nothing above the hint moves when the decision passes to the next player.
  return html`<div class="claim-slot" part="claim-slot">
    <section class="claim privates panel ${mine ? 'mine' : ''}" part="privates" aria-labelledby="privates-title">
      <div class="claim-body">
        <h2 id="privates-title">Private Bonus Cards</h2>
        ${countdown(clock, 'Time left to decide')}
        <p class="hint">${
          mine
            ? privates.length
              ? 'Your turn: set aside a Void or a Plain 0 for +5 and a replacement from your deck quarter, or keep it in your hand.'
              : 'Your turn: you have no Void or Plain 0 to set aside.'
            : `${view.names[w.seat]} decides. In turn from the dealer, each player may set aside a Void or a Plain 0 for a replacement.`
        }</p>
        ${mine ? html`<div class="actions">${setAsideButtons(view, send)}<button class="toggle" @click=${() => send({ type: 'pass' })}>Done</button></div>` : nothing}
      </div>
    </section>
  </div>`;
}

/** What the Public Bonus Card just drawn, or one picked up, asks of the viewer now, or nothing. */
export function publicHint(view: SecretsView): TemplateResult | typeof nothing {
  const b = view.bonus;
  if (b?.publicDrawn) {
    return html`<p class="hint public">You drew ${cardName(b.publicDrawn)}: it is set aside (+5). Draw its replacement from the deck, or draw from the discards instead; you may pick ${cardName(b.publicDrawn)} up to go out fully.</p>`;
  }
  if (b?.committed) return html`<p class="hint public">You picked up a Public Bonus Card: go out now, fully.</p>`;
  return nothing;
}
