/**
 * The words a card or a character carries on the table: an ability and a trait short enough for a
 * card's face, and in full for a card seen large, with what attack and defence strengths are for.
 * One wording per thing: "attack strength", "defence strength", "magic ability", "exhaust".
 */
import { abilityName, abilityText, characterOf, kindOf, type Ability, type CardId } from '../../src/games/rules-of-the-universe/data.js';

/** An ability in a few words, for a card's face: "An opponent loses 2." */
export function abilityShort(a: Ability): string {
  switch (a.kind) {
    case 'heal':
      return `You heal ${a.amount}.`;
    case 'strike':
      return `An opponent loses ${a.amount}.`;
    case 'drain':
      return `An opponent loses ${a.amount}; you heal as much.`;
    case 'quake':
      return `Every other player loses ${a.amount}.`;
    case 'recall':
      return 'A card of your discard pile back to hand.';
    case 'restore':
      return 'Your whole discard pile back to hand.';
    case 'renew':
      return 'Another exhausted card back to hand.';
  }
}

/** An ability in full, without its name: "an opponent of your choice loses 2, and you heal what they lose." */
export const abilityLong = (a: Ability): string => {
  const text = abilityText(a).replace(/^[^:]*: /, '');
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
};

/** A character's trait in a few words, for its card's face. */
const TRAITS_SHORT: readonly string[] = [
  'No trait: just tough.',
  'Your attacks strike 1 harder.',
  'Your defences guard 2 more.',
  'Attacks on you deal 1 less.',
  'Heal 2 when your attack deals damage.',
  'Your damaging abilities deal 1 more.',
  'Your healing abilities heal 2 more.',
  'Others’ abilities deal you 2 less.',
  'Heal 4 whenever your discards come back.',
  'Your attacks strike 1 weaker.',
];
export const traitShort = (id: number): string => TRAITS_SHORT[id] ?? characterOf(id).text;

/** What a pool card does, in full, for the card seen large: its three uses. */
export function cardUses(card: CardId): { attack: string; defence: string; magic: string } {
  const k = kindOf(card);
  return {
    attack: `Attack strength ${k.attack}: laid face down to attack, it deals ${k.attack} less the defence.`,
    defence: `Defence strength ${k.defence}: played when you are attacked, it stops ${k.defence} of the attack.`,
    magic: `Magic ability, ${abilityName(k.ability)}: ${abilityLong(k.ability)}`,
  };
}

/** "Dagger: attack 4, defence 1; Strike 2: an opponent loses 2." (for screen readers). */
export function cardLabel(card: CardId): string {
  const k = kindOf(card);
  return `${k.name}${k.legendary ? ' (legendary)' : ''}: attack ${k.attack}, defence ${k.defence}; ${abilityText(k.ability)}`;
}

/** "Stone Colossus: 22 health. No trait: plain toughness." */
export function characterLabel(id: number): string {
  const c = characterOf(id);
  return `${c.name}: ${c.health} health. ${c.text}`;
}

/** Why a card of the hand can do nothing in the magic window. */
export const idleReason = (card: CardId): string =>
  kindOf(card).ability.kind === 'renew' ? 'You have no other exhausted card to renew.' : 'Your discard pile is empty: nothing to bring back.';
