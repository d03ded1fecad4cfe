/**
 * What one seat is shown of the Intermediate Version's table: the deck's quarters, every discard
 * area, the main area split into its active and inactive discards, the dealer's face-down card,
 * exposed melds, bumps, the claim window and the Duels; and checkPickUp, which judges a proposed
 * pickup on the view alone, with the rule's reason, for a screen to call before sending it.
 */
import { SPECTATOR, type Seat } from '../../../kernel/game.js';
import type { CardCode, HandCard } from '../cards.js';
import { drawQuarter, ownerOf } from './layout.js';
import { meldOf, type Meld, type ScoredVersion } from '../melds.js';
import { refusePickUp } from './pickup.js';
import type { Refusal } from '../rules.js';
import * as rules from '../rules.js';
import { meldPoints } from '../scoring.js';
import * as table from './rules.js';
import { goingOut } from './score.js';
import { isSeatTurn, turnName } from '../turns.js';
import type { DiscardedCard, Duel, Points, SecretsCommand, SecretsContext, Step } from '../types.js';

export interface AreaView {
  readonly area: number;
  readonly seat: Seat | null;
  readonly dummy: number | null;
  readonly name: string;
  /** Oldest first; every card here is active. */
  readonly cards: readonly DiscardedCard[];
}

export interface ExposedMeldView {
  readonly kind: string;
  readonly cards: readonly HandCard[];
  readonly points: Points;
}

export interface BumpView {
  readonly seat: Seat;
  readonly card: CardCode;
  /** The copies shown from the hand (none when bumping onto an exposed 3-Unity). */
  readonly shown: readonly HandCard[];
  readonly onto: number | null;
  readonly superBump: boolean;
}

export interface ClaimView {
  readonly card: CardCode;
  readonly area: number;
  /** Who discarded it. */
  readonly by: string;
  /** How long the window stays open after the last event, in ms (the same for every seat). */
  readonly durationMs: number;
  readonly passed: readonly Seat[];
  readonly waitingFor: readonly Seat[];
  /** This seat's part: whether it may pass, and how it would bump (null when it cannot). */
  readonly mine: { readonly canPass: boolean; readonly bump: BumpView | null } | null;
}

export interface TableView {
  /** Cards left in each quarter of the deck (quarter q lies at the right of place q). */
  readonly quarters: readonly number[];
  /** The quarter the player whose turn it is draws from. */
  readonly drawQuarter: number | null;
  readonly areas: readonly AreaView[];
  /** The main area: its active discard (index into `discards`) and the inactive ones. */
  readonly main: { readonly active: number | null; readonly inactive: readonly number[] };
  /** The dealer's face-down card until turned up; its code only for the dealer. */
  readonly faceDown: { readonly code: CardCode | null } | null;
  readonly exposed: readonly (readonly ExposedMeldView[])[];
  readonly bumps: readonly BumpView[];
  readonly claim: ClaimView | null;
  /** How the player whose turn it is drew: from the deck, from the discards, or not yet. */
  readonly drawn: 'deck' | 'discards' | null;
  /** This seat may take from the discards now (draw the active main discard, pick up). */
  readonly mayTakeDiscards: boolean;
  /** On this seat's turn after drawing: the +5 of going out by deck draw that going out now would score. */
  readonly deckDrawBonus: number;
  readonly dealerDuel: Duel | null;
  readonly bonusDuel: Duel | null;
}

/** How the player whose turn it is drew, a Public Bonus Card set aside being no draw yet and one picked up a draw from the table. */
const drawnFrom = (ctx: SecretsContext): TableView['drawn'] =>
  ctx.drawn === null || ctx.drawn.from === 'public' ? null : ctx.drawn.from === 'deck' ? 'deck' : 'discards';

const meldView = (m: Meld, version: ScoredVersion): ExposedMeldView => ({ kind: m.kind, cards: m.cards, points: meldPoints(m, version) });

export function tableView(ctx: SecretsContext, step: Step, seat: Seat): TableView {
  const n = ctx.names.length;
  const version = ctx.options.version as ScoredVersion;
  const myTurn = (step === 'draw' || step === 'discard') && isSeatTurn(ctx.turn) && ctx.turn.seat === seat;
  const going = myTurn && step === 'discard' ? rules.knownHand(ctx, seat) : null;
  const out = going && goingOut(ctx)(going, ctx.exposed[seat] ?? [], rules.drawnCard(ctx));
  const active = ctx.discards.active;
  const bumpView = (b: { seat: Seat; card: CardCode; shown: readonly HandCard[]; onto: number | null }): BumpView => ({
    ...b,
    superBump: table.isSuperBump(b.shown),
  });
  const claim = ctx.claim;
  const mine = claim && seat !== SPECTATOR && seat !== table.claimDiscarder(ctx) ? seat : null;
  const bump = mine !== null && !table.refuseBump(ctx, mine) ? table.bumpWith(ctx.hands[mine]!, ctx.exposed[mine]!, claim!.card) : null;
  return {
    quarters: ctx.quarters.map((q) => q.length),
    drawQuarter: step === 'draw' || step === 'dummy' ? drawQuarter(ctx.quarters, n, ctx.turn) : null,
    areas: ctx.discards.areas.map((cards, area) => {
      const owner = ownerOf(n, area);
      return { area, seat: 'seat' in owner ? owner.seat : null, dummy: 'dummy' in owner ? owner.dummy : null, name: turnName(ctx.names, owner), cards };
    }),
    main: { active, inactive: ctx.discards.main.flatMap((_, i) => (i === active ? [] : [i])) },
    faceDown: ctx.discards.faceDown && { code: seat === ctx.dealer ? ctx.discards.faceDown.code : null },
    exposed: ctx.exposed.map((melds) => melds.map((m) => meldView(m, version))),
    bumps: ctx.bumps.map(bumpView),
    claim: claim && {
      card: claim.card,
      area: claim.area,
      by: turnName(ctx.names, ownerOf(n, claim.area)),
      durationMs: table.claimMs(ctx),
      passed: claim.passed,
      waitingFor: table.waitingFor(ctx),
      mine: mine === null ? null : { canPass: !claim.passed.includes(mine), bump: bump && bumpView({ seat: mine, card: claim.card, ...bump }) },
    },
    drawn: step === 'draw' || step === 'discard' ? drawnFrom(ctx) : null,
    mayTakeDiscards: myTurn && !table.refuseDiscardDraw(ctx),
    deckDrawBonus: out?.deckDraw ?? 0,
    dealerDuel: ctx.dealerDuel,
    bonusDuel: ctx.bonusDuel ?? ctx.games.at(-1)?.duel ?? null,
  };
}

type PickUp = Extract<SecretsCommand, { type: 'pickUp' }>;

/** What checkPickUp reads of a view: the seat, its turn, its hand and the table. */
export interface PickUpView {
  readonly seat: Seat;
  readonly version: string;
  readonly hand: readonly HandCard[];
  readonly discards: readonly DiscardedCard[];
  readonly table: TableView | null;
}

/** Why the seat whose view this is may not make this pickup now, with the rule's reason, or null when it may. */
export function checkPickUp(view: PickUpView, command: PickUp): Refusal | null {
  const t = view.table;
  if (!t?.mayTakeDiscards) return { rule: 'turn', reason: 'You can pick up discards only on your turn, before drawing from the deck.' };
  const version = view.version as ScoredVersion;
  const exposed = (t.exposed[view.seat] ?? []).map((m) => meldOf(m.cards, version)!);
  return refusePickUp({ version, hand: view.hand, exposed, areas: t.areas.map((a) => a.cards), main: view.discards, active: t.main.active }, command);
}
