/**
 * Invariants of a Rules of the Universe! game, checked event by event on the host's full state:
 * every pool card and every character is in exactly one place; every seat has spent one coin per
 * auction whose bids are open; each auction gives every seat one item; in the fight every player
 * owns ten cards, health stays between 0 and the character's, the dead stay dead, the game ends
 * with one player standing (the Champion) or none (Winner by Cunning). Used by the tests, the
 * conformance suite and the simulator.
 */
import type { Checker } from '../module.js';
import { CHARACTERS, COINS, POOL_AUCTIONS, poolDeck } from './data.js';
import * as fight from './fight.js';
import type { RotuState } from './index.js';
import type { RotuEvent } from './types.js';

/** Whether `a` holds each of `b` once and nothing else (in linear time: it runs at every event). */
function sameSet(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const held = new Set(a);
  return held.size === a.length && b.every((x) => held.has(x));
}
const CHARACTER_IDS = CHARACTERS.map((c) => c.id);

export function rotuChecker(): Checker<RotuState, RotuEvent> {
  let wasAlive: readonly boolean[] = [];
  /** The game's pool deck, made once rather than at every event. */
  let deck: readonly number[] | null = null;
  return (state, event) => {
    const ctx = state.context;
    const n = ctx.names.length;
    const errors: string[] = [];
    if (ctx.fault) errors.push(`fault: ${ctx.fault}`);
    if (n === 0) return errors;
    if (event.type === 'game.created') wasAlive = ctx.alive;
    const a = ctx.auction;
    const onOffer = (character: boolean) => (a && (a.number === 0) === character ? a.revealed.filter((i) => !a.picks.some((p) => p.item === i)) : []);
    const cards = [...ctx.pool, ...onOffer(false), ...ctx.hands.flat(), ...ctx.discards.flat(), ...ctx.exhausted.flat(), ...ctx.boxed];
    deck ??= poolDeck(n);
    if (!sameSet(cards, deck)) errors.push(`${cards.length} pool cards in place (${new Set(cards).size} distinct), not the ${deck.length} of the deck`);
    const characters = [
      ...ctx.characterDeck,
      ...onOffer(true),
      ...ctx.characters.filter((c) => c !== null),
      ...(ctx.discardedCharacter === null ? [] : [ctx.discardedCharacter]),
    ];
    if (!sameSet(characters, CHARACTER_IDS)) errors.push('the characters are not each in one place');
    const spent = ctx.past.length + (a && a.bids.length > 0 ? 1 : 0);
    ctx.coins.forEach((coins, s) => {
      if (coins.length !== COINS.length - spent || !coins.every((c) => COINS.includes(c)) || new Set(coins).size !== coins.length)
        errors.push(`${ctx.names[s]} holds coins ${coins.join(',')} after ${spent} auctions`);
    });
    for (const p of [...ctx.past, ...(a ? [a] : [])]) {
      const pickers = p.picks.map((x) => x.seat);
      if (new Set(pickers).size !== pickers.length || (p !== a && pickers.length !== n))
        errors.push(`auction ${p.number} gave ${pickers.length} items to ${new Set(pickers).size} players`);
    }
    ctx.names.forEach((name, s) => {
      const owned = ctx.hands[s]!.length + ctx.discards[s]!.length + ctx.exhausted[s]!.length;
      const won = ctx.past.filter((p) => p.number > 0).length + (a && a.number > 0 && a.picks.some((x) => x.seat === s) ? 1 : 0);
      if (owned !== won) errors.push(`${name} owns ${owned} cards after winning ${won}`);
      const health = ctx.health[s]!;
      if (health < 0 || health > fight.maxHealth(ctx, s)) errors.push(`${name} has ${health} health`);
      if (wasAlive[s] === false && ctx.alive[s]) errors.push(`${name} came back from the dead`);
      if (new Set(ctx.damagedBy[s]).size !== ctx.damagedBy[s]!.length || ctx.damagedBy[s]!.includes(s)) errors.push(`${name}'s attackers this round are wrong`);
    });
    wasAlive = ctx.alive;
    if (ctx.past.length > POOL_AUCTIONS && ctx.boxed.length !== POOL_AUCTIONS) errors.push(`${ctx.boxed.length} pool cards returned to the box, not ten`);
    if (ctx.characters.some((c) => c === null) && ctx.past.length > 0) errors.push('a player has no character after the first auction');
    const standing = ctx.alive.filter(Boolean).length;
    if (state.hasTag('over')) {
      if (standing > 1) errors.push(`the game ended with ${standing} players standing`);
      if (!ctx.ending || (standing === 1 && ctx.ending.kind !== 'champion') || (standing === 0 && ctx.ending.kind !== 'cunning'))
        errors.push('the ending does not match who is standing');
    } else if (standing < 2) errors.push(`${standing} players standing and the game goes on`);
    return errors;
  };
}
