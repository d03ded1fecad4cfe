/**
 * The meld guide on screen (Intermediate Version): what is selected, the meld it would form with its
 * kind and points, or the rule's reason it cannot; the button that makes the move and "Clear".
 * It stays in its place between turns (idle, saying what it is for), at one height, so nothing
 * around it moves when a turn begins or ends.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { cardName, type HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import type { SecretsCommand } from '../../src/games/secrets-of-the-universe/types.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { bonusCard, card, linkWords, meldLabel, meldTerm, secretsTerm, type SecretsTerm } from './cards.js';
import { cardList } from './exposed.js';
import { meldCardsWithStandIns } from './stand-ins.js';
import { guideRules, propose } from './guide.js';
import { isEmpty, type Selection } from './selection.js';

export interface GuideActions {
  readonly send: (command: SecretsCommand) => void;
  readonly clear: () => void;
}

/** A meld's points: one figure, or what settles them (a coin; in the Advanced Version, the packet it takes at scoring). */
function points(p: { low: number; high: number }, packets: boolean): TemplateResult {
  if (p.low === p.high) return html`<strong>${p.low}</strong> points`;
  return packets
    ? html`<strong>${p.low}</strong> points and a ${secretsTerm('packet', 'packet')}'s Bonus Cards`
    : html`<strong>${p.low} or ${p.high} (a coin decides)</strong> points`;
}

/** The selected cards as small pictures: the discards (marked as they would be, taken), then the hand's. */
function chosen(v: SecretsView, s: Selection): TemplateResult {
  const t = v.table!;
  const areas = { areas: t.areas.map((a) => a.cards), main: v.discards };
  const discards = s.discards.flatMap((r) => {
    const d = guideRules(v)!.discardAt(areas, r);
    return d ? [{ code: d.code, taken: true } as HandCard] : [];
  });
  const hand = s.hand.flatMap((i) => (v.hand[i] ? [v.hand[i]!] : []));
  const aside = s.aside.map((r) => r.card);
  const melds = s.melds.flatMap((i) => (t.exposed[v.seat]?.[i] ? [t.exposed[v.seat]![i]!] : []));
  return html`<p class="chosen">
    <span class="what">Selected:</span>
    ${discards.length ? html`<span class="cards" role="group" aria-label="Discards: ${discards.map((c) => cardName(c.code)).join(', ')}">${discards.map((c) => card(c, 'tiny'))}</span>` : nothing}
    ${aside.length ? html`<span class="cards" role="group" aria-label="Set aside: ${aside.map(cardName).join(', ')}">${aside.map((c) => bonusCard(c, 'tiny'))}</span>` : nothing}
    ${hand.length ? html`<span class="cards" role="group" aria-label="From your hand: ${hand.map((c) => cardName(c.code)).join(', ')}">${hand.map((c) => card(c, 'tiny'))}</span>` : nothing}
    ${melds.map((m) => html`<span class="chip-meld">your ${meldLabel(m)} (${cardList(m.cards)})</span>`)}
  </p>`;
}

/** The words of the guide's hints and reasons that name a term. */
const WORDS: Readonly<Record<string, SecretsTerm>> = {
  meld: 'meld',
  'exposed melds': 'exposed',
  'exposed meld': 'exposed',
  'pick up': 'pick-up',
  'Inactive discards': 'main-discard',
  unities: 'unity',
  sequences: 'sequence',
};

const IDLE = 'On your turn, select discards on the table and cards of your hand: the guide shows the meld they would form.';
/** Idle on the viewer's own turn: they drew from the deck, which rules out discards. */
const DREW = 'You drew from the deck: no discards can be picked up this turn.';

const idleHint = (v: SecretsView): string => (v.turn?.seat === v.seat && v.turn.step === 'discard' && v.table?.drawn === 'deck' ? DREW : IDLE);

/** The guide: live on the viewer's turn when a pickup, an extension or a join may be made, idle otherwise. */
export function guidePanel(v: SecretsView, s: Selection, act: GuideActions, live = true): TemplateResult {
  const p = live ? propose(v, s) : { action: null, command: null, meld: null, points: null, refusal: null, hint: idleHint(v) };
  const ok = p.command !== null && p.refusal === null && p.meld !== null;
  // New words are new nodes (keyed): a reflowed old line would count as a layout shift.
  const verdict = ok
    ? html`<span class="ok"><span class="mark-ok" aria-hidden="true">✓</span> Forms ${/^[aeiou8]/i.test(meldLabel(p.meld!)) ? 'an' : 'a'} <strong>${meldTerm(p.meld!)}</strong> worth ${points(p.points!, v.bonus !== null)}, ${secretsTerm('exposed', 'exposed')} on the table.</span>
        <span class="cards" aria-hidden="true">${meldCardsWithStandIns(p.meld!, 'tiny')}</span>`
    : p.refusal
      ? html`<span class="no"><span class="mark-no" aria-hidden="true">✗</span> ${linkWords(p.refusal, WORDS)}</span>`
      : html`<span class="hint-text">${linkWords(p.hint ?? '', WORDS)}</span>`;
  return html`<section class="guide ${live ? '' : 'idle'}" part="guide" aria-labelledby="guide-title">
    <div class="guide-head">
      <h3 id="guide-title">Meld guide</h3>
      <div class="actions">
        <button class="primary" ?disabled=${!ok} @click=${() => p.command && act.send(p.command)}>${p.action ?? 'Pick up'}</button>
        <button class="toggle" ?disabled=${!live || isEmpty(s)} @click=${act.clear}>Clear</button>
      </div>
    </div>
    <div class="guide-body">
      ${live && !isEmpty(s) ? chosen(v, s) : nothing}
      <p class="verdict ${ok ? 'valid' : p.refusal ? 'refused' : ''}" role="status" aria-live="polite">${keyed(p.refusal ?? p.hint ?? p.points, verdict)}</p>
    </div>
  </section>`;
}
