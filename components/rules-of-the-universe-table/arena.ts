/**
 * The attack of this turn, step by step, so that a newcomer can follow a fight: the attack card
 * (face down, then revealed) and the defence card side by side, and the five steps of a turn
 * beside them, each done, under way or still to come: whom to attack, the card laid face down,
 * the defence, the reveal with its damage (attack strength less defence strength), and the magic
 * window. Every step keeps its line, so nothing moves as the turn goes on.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { cardName, characterOf } from '../../src/games/rules-of-the-universe/data.js';
import type { Happening } from '../../src/games/rules-of-the-universe/types.js';
import type { RotuView } from '../../src/games/rules-of-the-universe/view.js';
import { rotuTerm, who } from './describe.js';
import './rotu-card.js';

type Attack = Extract<Happening, { kind: 'attack' }>;
type Outcome = Extract<Happening, { kind: 'attack' | 'void' | 'skip' }>;
type State = 'done' | 'now' | 'todo' | 'skipped';
interface Step {
  readonly state: State;
  readonly text: TemplateResult | string;
}

/** "you" for the viewer inside a sentence, else the name. */
const whom = (view: RotuView, seat: number): string => (seat === view.seat ? 'you' : (view.names[seat] ?? ''));

/** The five steps of this turn, as far as it has gone. */
function steps(view: RotuView, outcome: Outcome | undefined): Step[] {
  const a = view.attack;
  const p = view.phase;
  const attacker = a?.attacker ?? (outcome ? outcome.by : view.turn);
  const name = attacker === null ? 'The player' : who(view, attacker);
  const you = attacker === view.seat;
  const magicDone = p !== 'magic' && outcome !== undefined;
  if (outcome?.kind === 'skip') {
    const why = outcome.why === 'no-cards' ? 'has no card in hand' : 'has nobody to attack';
    return [
      { state: 'done', text: `${name} ${you ? why.replace('has', 'have') : why}: no attack this turn` },
      { state: 'skipped', text: 'No card laid' },
      { state: 'skipped', text: 'No defence' },
      { state: 'skipped', text: 'No damage' },
      magic(view, magicDone),
    ];
  }
  const target = a?.target ?? (outcome ? outcome.on : null);
  const t = target === null ? '' : whom(view, target);
  const step1: Step =
    target !== null
      ? { state: 'done', text: html`<b>${name}</b> ${you ? 'attack' : 'attacks'} <b>${t}</b>` }
      : p === 'targeting'
        ? { state: 'now', text: `${name} ${you ? 'choose' : 'chooses'} whom to attack…` }
        : { state: 'todo', text: 'Whom to attack' };
  const laid = a?.laid || outcome !== undefined;
  const step2: Step = laid
    ? { state: 'done', text: html`An attack card is laid ${rotuTerm('sealed', 'face down')}` }
    : p === 'attacking'
      ? { state: 'now', text: `${name} ${you ? 'lay' : 'lays'} a card face down…` }
      : { state: 'todo', text: 'An attack card laid face down' };
  const defence = a ? a.defence : outcome?.kind === 'attack' ? outcome.defence : undefined;
  const defender = target === null ? 'The target' : who(view, target);
  const me = target === view.seat;
  const step3: Step =
    defence === undefined
      ? p === 'defending' || (a?.laid && outcome === undefined)
        ? { state: 'now', text: `${defender} ${me ? 'choose' : 'chooses'} a defence…` }
        : outcome?.kind === 'void'
          ? { state: 'skipped', text: 'No defence played' }
          : { state: 'todo', text: 'A defence card, or none' }
      : defence === null
        ? { state: 'done', text: `${defender} ${me ? 'take' : 'takes'} it: no defence` }
        : { state: 'done', text: html`${defender} ${me ? 'defend' : 'defends'} with <b>${cardName(defence)}</b>` };
  const step4: Step =
    outcome?.kind === 'attack'
      ? { state: 'done', text: damageLine(view, outcome) }
      : outcome?.kind === 'void'
        ? { state: 'done', text: 'The card was not revealed in time: no damage' }
        : p === 'striking'
          ? { state: 'now', text: 'The attack card is revealed…' }
          : { state: 'todo', text: html`Reveal: attack less defence is the ${rotuTerm('damage', 'damage')}` };
  return [step1, step2, step3, step4, magic(view, magicDone)];
}

/** "Spear: 5 − 2 = 3 damage": the card, its attack strength less the defence strength, and what landed (less by the target's trait, or the health it had left). */
function damageLine(view: RotuView, h: Attack): TemplateResult {
  const sum = Math.max(0, h.strength - h.guard);
  const id = view.players[h.on]?.character ?? null;
  const c = id === null ? null : characterOf(id);
  const note = sum <= h.damage ? '' : c?.trait === 'evasion' && sum - c.amount <= h.damage ? ` (${c.name} −${c.amount})` : ' (all the health left)';
  return html`<b>${cardName(h.card)}</b>: ${h.strength} − ${h.guard} = <span class="damage">${h.damage} ${rotuTerm('damage', 'damage')}</span>${note}${h.healed ? `; ${who(view, h.by)} ${h.by === view.seat ? 'heal' : 'heals'} ${h.healed}` : ''}`;
}

function magic(view: RotuView, done: boolean): Step {
  const window = rotuTerm('magic-window', 'Magic window');
  if (view.phase === 'magic' && view.magicSeat !== null) {
    const you = view.magicSeat === view.seat;
    return { state: 'now', text: html`${window}: ${you ? 'you may' : `${view.names[view.magicSeat]} may`} ${rotuTerm('exhaust', 'exhaust')} a card, or pass…` };
  }
  return done ? { state: 'done', text: html`${window}: over` } : { state: 'todo', text: html`${window}: each may exhaust a card` };
}

/** This turn's attack, as far as it has gone: the cards and the steps. */
export function arena(view: RotuView): TemplateResult {
  const a = view.attack;
  const outcome = view.happenings.find((h): h is Outcome => h.turn === view.turnNo && (h.kind === 'attack' || h.kind === 'void' || h.kind === 'skip'));
  const attackCard =
    outcome?.kind === 'attack'
      ? html`<rotu-card inspectable data-motion=${outcome.card} .card=${outcome.card}></rotu-card>`
      : a?.laid
        ? html`<rotu-card face-down data-motion="down"></rotu-card>`
        : html`<span class="slot">Attack card</span>`;
  const defence = a ? a.defence : outcome?.kind === 'attack' ? outcome.defence : undefined;
  const defenceCard =
    defence === undefined
      ? html`<span class="slot">Defence card</span>`
      : defence === null
        ? html`<span class="slot none">No defence</span>`
        : html`<rotu-card inspectable data-motion=${defence} .card=${defence}></rotu-card>`;
  const list = view.turnNo > 0 ? steps(view, outcome) : [];
  const key = JSON.stringify([view.turnNo, a, outcome ?? null, view.phase, view.magicSeat]);
  return html`<section class="arena" part="arena" aria-labelledby="arena-title">
    <h3 id="arena-title" class="sr">The attack of turn ${view.turnNo}</h3>
    <div class="cards">
      <figure>${attackCard}<figcaption>Attack</figcaption></figure>
      <figure>${defenceCard}<figcaption>Defence</figcaption></figure>
    </div>
    ${keyed(key, html`<ol class="steps">${list.map((s, n) => html`<li class=${s.state}><span class="mark" aria-hidden="true">${s.state === 'done' ? '✓' : n + 1}</span><span>${s.text}</span></li>`)}${list.length ? nothing : html`<li class="now"><span class="mark" aria-hidden="true">1</span><span>The fight is about to begin.</span></li>`}</ol>`)}
  </section>`;
}
