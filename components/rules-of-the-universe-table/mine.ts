/**
 * The viewer's own panel, always on screen: what it is asked, its coins to bid (or the coin it laid
 * face down), its hand as full cards (each placed by a transform, overlapping on a narrow screen), lit when they may be laid, played or exhausted, with the
 * buttons of the moment (take the attack, pass the magic) and, for an ability that takes one, the
 * choice of its target.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { cardName, kindOf } from '../../src/games/rules-of-the-universe/data.js';
import type { RotuView } from '../../src/games/rules-of-the-universe/view.js';
import { linkTerms, promptText } from './describe.js';
import './rotu-card.js';

export interface MineHandlers {
  readonly bid: (nth: number) => void;
  readonly target: (seat: number) => void;
  readonly attack: (card: number) => void;
  readonly defend: (card: number | null) => void;
  readonly select: (card: number | null) => void;
  readonly exhaust: (card: number, target: number | null) => void;
  readonly pass: () => void;
}

export interface MineState {
  /** The hand card chosen for an ability that needs a target. */
  readonly selected: number | null;
  /** What this page laid face down in the choice under way, in words ("coin 7", "Spear"), or ''. */
  readonly laid: string;
}

function coins(view: RotuView, on: MineHandlers): TemplateResult {
  return html`<div class="bidding" role="group" aria-label="Your coins">
    ${view.mine.bid.map((c, nth) => html`<button type="button" class="coin-button" aria-label="Bid ${c}" @click=${() => on.bid(nth)}>${c}</button>`)}
  </div>`;
}

/** Whom to attack, as buttons here too (on a phone the players' panels lie below): the legal ones lit, the others saying why not. */
function targets(view: RotuView, on: MineHandlers): TemplateResult {
  return html`<div class="chooser" role="group" aria-label="Whom to attack">
    ${view.mine.targets.map((t) => html`<button type="button" class=${t.reason ? 'barred' : 'lit'} aria-disabled=${t.reason ? 'true' : 'false'} title=${t.reason ?? `Attack ${view.names[t.seat]}`}
      @click=${() => !t.reason && on.target(t.seat)}>${view.names[t.seat]}</button>`)}
  </div>`;
}

function targetChooser(view: RotuView, card: number, on: MineHandlers): TemplateResult | typeof nothing {
  const option = view.mine.exhaust.find((o) => o.card === card);
  if (!option || (option.targets.length === 1 && option.targets[0] === null)) return nothing;
  const kind = kindOf(card).ability.kind;
  const label = (t: number | null) => (t === null ? 'No target' : kind === 'strike' || kind === 'drain' ? view.names[t]! : cardName(t));
  return html`<div class="chooser" role="group" aria-label="Target of ${cardName(card)}">
    <span>${kindOf(card).name} on:</span>
    ${option.targets.map((t) => html`<button type="button" @click=${() => on.exhaust(card, t)}>${label(t)}</button>`)}
    <button type="button" class="quiet" @click=${() => on.select(null)}>Cancel</button>
  </div>`;
}

function cardOf(view: RotuView, card: number, i: number, state: MineState, on: MineHandlers): TemplateResult {
  const m = view.mine;
  let interactive = false;
  let reason = '';
  let act = (): void => undefined;
  if (m.attack.length) {
    interactive = true;
    act = () => on.attack(card);
  } else if (m.defend.length) {
    interactive = true;
    act = () => on.defend(card);
  } else if (m.exhaust.length) {
    const option = m.exhaust.find((o) => o.card === card);
    interactive = true;
    if (!option || option.targets.length === 0) reason = kindOf(card).ability.kind === 'renew' ? 'You have no other exhausted card to renew.' : 'Your discard pile is empty: nothing to bring back.';
    else if (option.targets.length === 1 && option.targets[0] === null) act = () => on.exhaust(card, null);
    else act = () => on.select(card);
  }
  return html`<li style="--i: ${i}"><rotu-card data-motion=${card} data-motion-from="pool" .card=${card} .interactive=${interactive} .disabled=${reason !== ''} .reason=${reason}
    .selected=${state.selected === card} @card-activate=${act}></rotu-card></li>`;
}

export function minePanel(view: RotuView, state: MineState, on: MineHandlers): TemplateResult {
  const me = view.players[view.seat]!;
  const m = view.mine;
  const prompt = promptText(view);
  const laid = state.laid && (m.sealed || (view.attack?.attacker === view.seat && view.attack.laid)) ? html`<span class="laid">Face down: ${state.laid}</span>` : nothing;
  const extra = m.bid.length ? coins(view, on) : m.targets.length ? targets(view, on) : state.selected !== null ? targetChooser(view, state.selected, on) : laid;
  return html`<section class="mine ${prompt ? 'active' : ''}" part="mine" aria-label="Your cards">
    <div class="ask">
      ${keyed(prompt, html`<p class="prompt" aria-hidden=${prompt ? 'false' : 'true'}>${prompt ? linkTerms(prompt) : '\u00a0'}</p>`)}
      ${extra}
      <div class="actions">
        ${m.defend.length ? html`<button type="button" class="primary" @click=${() => on.defend(null)}>Take it</button>` : nothing}
        ${m.exhaust.length ? html`<button type="button" class="primary" @click=${() => on.pass()}>Pass</button>` : nothing}
      </div>
    </div>
    <ul class="hand" part="hand" aria-label="Your hand" style="--n: ${me.hand.length}">${me.hand.map((c, i) => cardOf(view, c, i, state, on))}${me.hand.length ? nothing : html`<li class="empty">${me.alive ? 'No card in hand.' : 'You are out of the fight.'}</li>`}</ul>
  </section>`;
}
