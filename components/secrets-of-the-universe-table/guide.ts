/**
 * The meld guide's model (Intermediate and Advanced Versions): the move the player's selection
 * (selection.ts) makes: a pickup into a new meld or onto an exposed one, an exposed meld extended
 * from the hand, or two exposed sequences joined. The game's own rules judge it (the table's
 * version's `guide`, which its variant brings), with their reasons; a valid move comes with the meld
 * it forms and that meld's points.
 */
import type { HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import { meldOf, type Meld, type ScoredVersion } from '../../src/games/secrets-of-the-universe/melds.js';
import type { Situation } from '../../src/games/secrets-of-the-universe/intermediate/pickup.js';
import { meldPoints, type Points } from '../../src/games/secrets-of-the-universe/scoring.js';
import type { PickUpCommand, SecretsCommand } from '../../src/games/secrets-of-the-universe/types.js';
import type { MeldGuideRules } from '../../src/games/secrets-of-the-universe/version.js';
import { PLAYABLE } from '../../src/games/secrets-of-the-universe/versions.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import type { Selection } from './selection.js';

export type Action = 'Pick up' | 'Extend meld' | 'Join melds';

export interface Proposal {
  /** The move the selection names, or null while it names none yet. */
  readonly action: Action | null;
  readonly command: SecretsCommand | null;
  /** The meld the move forms, when the rules allow it. */
  readonly meld: Meld | null;
  readonly points: Points | null;
  /** The rule's reason the move is refused. */
  readonly refusal: string | null;
  /** What to select next, while the selection names no move. */
  readonly hint: string | null;
}

/** The meld guide's rules for the view's version (loaded with the table's variant), or null (Basic). */
export const guideRules = (view: SecretsView): MeldGuideRules | null => PLAYABLE[view.version as ScoredVersion]?.guide ?? null;

/** What the rules judge the player's pickups on, from their view. */
export function situationOf(view: SecretsView): Situation | null {
  const t = view.table;
  if (!t || view.seat < 0) return null;
  const version = view.version as ScoredVersion;
  const exposed = (t.exposed[view.seat] ?? []).map((m) => meldOf(m.cards, version)!);
  return { version, hand: view.hand, exposed, areas: t.areas.map((a) => a.cards), main: view.discards, active: t.main.active };
}

const afterDrawing = (view: SecretsView): boolean => view.turn?.seat === view.seat && view.turn.step === 'discard';
const AFTER_DRAWING = 'You can extend or join your exposed melds on your turn, after drawing.';

function judged(action: Action, command: SecretsCommand, refusal: string | null, meld: Meld | null, version: ScoredVersion): Proposal {
  const ok = refusal === null && meld !== null;
  return { action, command, refusal, hint: null, meld: ok ? meld : null, points: ok ? meldPoints(meld, version) : null };
}

const hinted = (hint: string | null): Proposal => ({ action: null, command: null, meld: null, points: null, refusal: null, hint });

/** The move `selection` names in `view`, judged. */
export function propose(view: SecretsView, selection: Selection): Proposal {
  const sit = situationOf(view);
  const rules = guideRules(view);
  if (!sit || !rules) return hinted(null);
  const hand = selection.hand.map((i) => view.hand[i]).filter((c): c is HandCard => c !== undefined);
  const { discards, melds, aside } = selection;
  if (discards.length + aside.length > 0) {
    const command: PickUpCommand = { type: 'pickUp', discards, hand, ...(melds.length === 1 ? { onto: melds[0]! } : {}), ...(aside.length ? { aside } : {}) };
    if (melds.length > 1) return judged('Pick up', command, 'A pickup can extend only one of your exposed melds.', null, sit.version);
    const refusal = rules.refusePickUp(view, command);
    return judged('Pick up', command, refusal?.reason ?? null, refusal ? null : rules.pickedMeld(view, sit, command), sit.version);
  }
  if (melds.length === 1 && hand.length > 0) {
    const command: SecretsCommand = { type: 'extendMeld', meld: melds[0]!, hand };
    const refusal = afterDrawing(view) ? (rules.refuseExtend(sit, melds[0]!, hand)?.reason ?? null) : AFTER_DRAWING;
    return judged('Extend meld', command, refusal, meldOf([...sit.exposed[melds[0]!]!.cards, ...hand], sit.version), sit.version);
  }
  if (melds.length === 2 && hand.length === 0) {
    const pair: [number, number] = [melds[0]!, melds[1]!];
    const command: SecretsCommand = { type: 'joinMelds', melds: pair };
    const refusal = afterDrawing(view) ? (rules.refuseJoin(sit.exposed, pair)?.reason ?? null) : AFTER_DRAWING;
    return judged('Join melds', command, refusal, meldOf([...sit.exposed[pair[0]]!.cards, ...sit.exposed[pair[1]]!.cards], sit.version), sit.version);
  }
  if (melds.length > 2) return hinted('Select at most two of your exposed melds: two sequences that line up join into one.');
  if (melds.length === 2) return hinted('To join two exposed sequences, select only them.');
  if (melds.length === 1) return hinted('Now select cards of your hand to extend it, or discards to pick up onto it.');
  if (hand.length > 0) return hinted('Now select the discards to pick up with these cards, or one of your exposed melds to extend.');
  return hinted(
    view.table?.mayTakeDiscards
      ? 'Select discards on the table and cards of your hand that make a meld with them.'
      : 'Select one of your exposed melds and cards of your hand to extend it, or two exposed sequences to join.',
  );
}
