/**
 * The viewer's own panel, always on screen: what it is asked, the controls of the moment (its
 * coins to bid, whom to attack, the target of an ability, Take it, Pass, or the coin or card it
 * laid face down), and its hand as full cards, each placed by a transform (one row on a wide
 * table, two rows of five on a phone), lit when they may be laid, played or exhausted. A click
 * plays a card; a first touch shows it large with what it does (on a phone a line says so). The
 * host's refusals show over the prompt. Once the fight is over, the hand gives its place to the
 * outcome (every card stays in sight on the players' panels).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { repeat } from 'lit/directives/repeat.js';
import { abilityName, cardName, kindOf } from '../../src/games/rules-of-the-universe/data.js';
import type { RotuView } from '../../src/games/rules-of-the-universe/view.js';
import { linkTerms, promptText, turnText } from './describe.js';
import './rotu-card.js';
import { idleReason } from './words.js';

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
  /** The hand card seen large, if any (it is lifted as selected). */
  readonly inspected: number | null;
  /** What this page laid face down in the choice under way, in words ("coin 7", "Spear"), or ''. */
  readonly laid: string;
  /** The host's message (a refusal), or ''. */
  readonly message: string;
}

function coins(view: RotuView, on: MineHandlers): TemplateResult {
  return html`<div class="bidding" role="group" aria-label="Your coins">
    ${view.mine.bid.map((c, nth) => html`<button type="button" class="coin-button" aria-label="Bid ${c}" @click=${() => on.bid(nth)}>${c}</button>`)}
  </div>`;
}

/** Whom to attack, as buttons here too (on a phone the players' panels lie below): the legal ones lit, the others saying why not. */
function targets(view: RotuView, on: MineHandlers): TemplateResult {
  return html`<div class="chooser" role="group" aria-label="Whom to attack">
    ${view.mine.targets.map(
      (
        t,
      ) => html`<button type="button" class=${t.reason ? 'barred' : 'lit'} aria-disabled=${t.reason ? 'true' : 'false'} title=${t.reason ?? `Attack ${view.names[t.seat]}`}
      @click=${() => !t.reason && on.target(t.seat)}>${view.names[t.seat]}</button>`,
    )}
  </div>`;
}

/** The target of an ability that takes one: an opponent, or a card of the viewer's. */
function targetChooser(view: RotuView, card: number, on: MineHandlers): TemplateResult | typeof nothing {
  const option = view.mine.exhaust.find((o) => o.card === card);
  if (!option || (option.targets.length === 1 && option.targets[0] === null)) return nothing;
  const kind = kindOf(card).ability.kind;
  const label = (t: number | null) => (t === null ? 'No target' : kind === 'strike' || kind === 'drain' ? view.names[t]! : cardName(t));
  return html`<div class="chooser" role="group" aria-label="Target of ${cardName(card)}">
    <span class="what">${abilityName(kindOf(card).ability)} on:</span>
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
    if (!option || option.targets.length === 0) reason = idleReason(card);
    else if (option.targets.length === 1 && option.targets[0] === null) act = () => on.exhaust(card, null);
    else act = () => on.select(card);
  }
  return html`<li style="--i: ${i}; --col: ${i % 5}; --row: ${Math.floor(i / 5)}"><rotu-card data-hand-card data-motion=${card} data-motion-from="pool" .card=${card} inspectable
    .interactive=${interactive} .disabled=${reason !== ''} .reason=${reason} .selected=${state.selected === card || state.inspected === card} @card-activate=${act}></rotu-card></li>`;
}

/** What the hand's place says when it holds no card to play. */
function emptyWords(view: RotuView): string {
  const me = view.players[view.seat]!;
  if (view.phase === 'over') return `The fight is over: ${view.result?.summary ?? ''} Every card stays in sight on the players’ panels.`;
  if (!me.alive) return 'You are out of the fight.';
  return view.auctionsDone < 11 ? 'The cards you buy at the auctions come here.' : 'No card in hand.';
}

export function minePanel(view: RotuView, state: MineState, on: MineHandlers): TemplateResult {
  const me = view.players[view.seat]!;
  const over = view.phase === 'over';
  const m = view.mine;
  const ask = promptText(view);
  const idle = view.phase === 'over' || view.phase === 'waiting' ? '' : me.alive ? `${turnText(view)}…` : 'You are out of the fight: the others fight on.';
  const prompt = ask || idle;
  const laid =
    state.laid && (m.sealed || (view.attack?.attacker === view.seat && view.attack.laid)) ? html`<span class="laid">Face down: ${state.laid}</span>` : nothing;
  const verb = m.attack.length ? 'lay it face down' : m.defend.length ? 'defend with it' : m.exhaust.length ? 'exhaust it' : '';
  const extra = m.bid.length
    ? coins(view, on)
    : m.targets.length
      ? targets(view, on)
      : state.selected !== null
        ? targetChooser(view, state.selected, on)
        : laid;
  return html`<section class="mine ${ask ? 'active' : ''}" part="mine" aria-label="Your cards">
    ${keyed(prompt, html`<p class="prompt ${ask ? '' : 'idle'}" aria-hidden=${ask || !me.alive ? 'false' : 'true'}>${prompt ? linkTerms(prompt) : '\u00a0'}</p>`)}
    <div class="controls">
      ${extra}
      <div class="actions">
        ${m.defend.length ? html`<button type="button" class="primary" @click=${() => on.defend(null)}>Take it</button>` : nothing}
        ${m.exhaust.length ? html`<button type="button" class="primary" @click=${() => on.pass()}>Pass</button>` : nothing}
      </div>
      ${verb && state.selected === null ? html`<p class="hint">Tap a card to see it large, and again to ${verb}.</p>` : nothing}
    </div>
    <ul class="hand" part="hand" aria-label="Your hand" style="--n: ${me.hand.length}">${
      over
        ? nothing
        : repeat(
            me.hand,
            (c) => c,
            (c, i) => cardOf(view, c, i, state, on),
          )
    }${me.hand.length && !over ? nothing : html`<li class="empty">${emptyWords(view)}</li>`}</ul>
    <p class="message ${state.message ? 'shown' : ''}" part="message" role="status">${state.message}</p>
  </section>`;
}
