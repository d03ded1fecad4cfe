/**
 * Words for the table, computed from views alone: whose move it is, what the viewer is asked, and
 * what changed between two views (the live region announces it), with the game's terms linked to
 * its How to play.
 */
import type { TemplateResult } from 'lit';
import type { TermId } from '../../src/games/guide.js';
import { itemName } from '../../src/games/rules-of-the-universe/auction.js';
import { auctionTitle, happeningText } from '../../src/games/rules-of-the-universe/describe-event.js';
import type { rotuGuide } from '../../src/games/rules-of-the-universe/guide.js';
import type { Happening } from '../../src/games/rules-of-the-universe/types.js';
import type { AuctionView, RotuView } from '../../src/games/rules-of-the-universe/view.js';
import { term, withTerms } from '../shared/term.js';

/** The terms of Rules of the Universe!'s How to play (src/games/rules-of-the-universe/guide.ts) that the table links. */
export const ROTU_TERMS = [
  'auction',
  'bidding-coin',
  'lucky-coin',
  'tie',
  'sealed',
  'character',
  'pool-supply-deck',
  'legendary',
  'damage',
  'exhaust',
  'magic-window',
  'previous-target',
  'round',
  'refill',
  'weariness',
  'champion',
  'winner-by-cunning',
] as const satisfies readonly TermId<typeof rotuGuide>[];
export type RotuTerm = (typeof ROTU_TERMS)[number];

export const rotuTerm = (id: RotuTerm, label: string): TemplateResult => term(id, label);

const TERM_WORDS: Readonly<Record<string, RotuTerm>> = {
  'Lucky Coin': 'lucky-coin',
  'face down': 'sealed',
  damage: 'damage',
  exhausts: 'exhaust',
  Exhaust: 'exhaust',
  'discard pile back': 'refill',
  weariness: 'weariness',
  'Champion of the Universe': 'champion',
  'Winner by Cunning': 'winner-by-cunning',
  'previous turn’s target': 'previous-target',
  'this round': 'round',
};

/** A sentence with the game's terms linked. */
export const linkTerms = (text: string): (string | TemplateResult)[] => withTerms(text, TERM_WORDS);

/** "You" for the viewer's seat, else the player's name. */
export const who = (view: Pick<RotuView, 'names' | 'seat'>, seat: number): string => (seat === view.seat ? 'You' : (view.names[seat] ?? `Seat ${seat + 1}`));

/** Whose move it is, in a few words. */
export function turnText(view: RotuView): string {
  const name = (s: number | null) => (s === null ? '' : (view.names[s] ?? ''));
  const a = view.auction;
  switch (view.phase) {
    case 'waiting':
      return 'Waiting for players';
    case 'over':
      return 'Game over';
    case 'bidding':
      return view.mine.bid.length ? 'Lay a coin' : view.mine.sealed ? 'Your coin is laid' : 'Everyone bids';
    case 'flipping':
      return 'The Lucky Coin';
    case 'picking':
      return a?.picker === view.seat ? 'Your pick' : `${name(a?.picker ?? null)} picks`;
    case 'targeting':
    case 'attacking':
      return view.turn === view.seat ? 'Your attack' : `${name(view.turn)} attacks`;
    case 'defending':
      return view.attack?.target === view.seat ? 'Defend!' : `${name(view.attack?.target ?? null)} defends`;
    case 'striking':
      return 'The reveal';
    case 'magic':
      return view.magicSeat === view.seat ? 'Your magic' : `${name(view.magicSeat)}’s magic`;
    default:
      return 'Next turn';
  }
}

/** What the viewer is asked to do now, or ''. */
export function promptText(view: RotuView): string {
  const m = view.mine;
  const attacker = view.attack ? view.names[view.attack.attacker] : '';
  const target = view.attack ? view.names[view.attack.target] : '';
  if (m.bid.length) return 'Choose a coin to bid, face down: everyone bids at once.';
  if (m.sealed) return 'Your coin lies face down; all are revealed once everyone has laid theirs.';
  if (m.picks.length) return `Pick ${view.auction?.kind === 'character' ? 'a character' : 'a card'}: yours is the best bid of those left.`;
  if (m.targets.length) return 'Choose whom to attack: the lit players.';
  if (m.attack.length) return `Lay a card face down to attack ${target}.`;
  if (m.defend.length) return `${attacker} attacks you with a card face down: defend with a card, or take it.`;
  if (m.exhaust.length) return 'Exhaust a card for its magic ability, or pass.';
  return '';
}

const same = (a: Happening, b: Happening): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The bids as everyone sees them once open: "Bids: Ann 7, Bob 3". */
const bidsLine = (view: RotuView, a: AuctionView): string =>
  `Bids: ${a.bids.map((b, s) => `${who(view, s)} ${b.coin ?? (b.status === 'forfeited' ? '0 (too late)' : '?')}`).join(', ')}.`;

/** Whether every bid of the auction is revealed (or forfeited). */
const allOpen = (a: AuctionView): boolean => a.bids.every((b) => b.status === 'opened' || b.status === 'forfeited');

/** The announcement for the step from `prev` to `next`. */
export function describeChange(prev: RotuView | null, next: RotuView): string {
  if (prev?.phase === 'over' && next.phase === 'over') return '';
  const parts: string[] = [];
  const a = next.auction ?? next.lastAuction;
  const before = prev && (prev.auction ?? prev.lastAuction)?.number === a?.number ? (prev.auction ?? prev.lastAuction) : null;
  if (a && next.auctionsDone <= 11) {
    if (!before && next.auction) parts.push(`${auctionTitle(a.number)}: ${a.revealed.map((i) => itemName(a, i)).join(', ')}.`);
    if (allOpen(a) && !(before && allOpen(before))) parts.push(bidsLine(next, a));
    for (const f of a.flips.slice(before?.flips.length ?? 0))
      parts.push(`${who(next, f.seat)} flipped the Lucky Coin: ${f.lucky ? 'LUCKY' : 'UNLUCKY'}, picking ${f.place}.`);
    for (const p of a.picks.slice(before?.picks.length ?? 0)) parts.push(`${who(next, p.seat)} picked ${itemName(a, p.item)}.`);
  }
  const seen = prev?.happenings ?? [];
  for (const h of next.happenings) if (!seen.some((s) => same(s, h))) parts.push(`${happeningText(next, h)}.`);
  if (next.phase === 'over' && next.result) parts.push(next.result.summary);
  const ask = promptText(next);
  if (ask && ask !== (prev ? promptText(prev) : '')) parts.push(ask);
  return parts.join(' ');
}
