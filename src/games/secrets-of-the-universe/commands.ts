/** The shape check of commands that arrive from outside: exact key sets, known cards, whole-number indexes, bounded lists. */
import { isBonus, isCardCode } from './cards.js';
import type { SecretsCommand } from './types.js';

const keysAre = (v: object, keys: readonly string[]): boolean => {
  const own = Object.keys(v);
  return own.length === keys.length && own.every((k) => keys.includes(k));
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIndex = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

const isHandCard = (v: unknown): boolean => isObject(v) && keysAre(v, ['code', 'taken']) && isCardCode(v.code) && typeof v.taken === 'boolean';
const isHandList = (v: unknown): boolean => Array.isArray(v) && v.length <= 20 && v.every(isHandCard);
const isRef = (v: unknown): boolean => isObject(v) && keysAre(v, ['area', 'index']) && (v.area === 'main' || isIndex(v.area)) && isIndex(v.index);
const isAside = (v: unknown): boolean => isObject(v) && keysAre(v, ['area', 'card']) && isIndex(v.area) && isCardCode(v.card) && isBonus(v.card);

/** A pickup: discards, hand cards, optionally the exposed meld it goes onto and (Advanced) set-aside Bonus Cards. */
function isPickUp(v: Record<string, unknown>): boolean {
  const keys = Object.keys(v);
  const allowed = ['type', 'discards', 'hand', 'onto', 'aside'];
  if (!keys.every((k) => allowed.includes(k)) || !keys.includes('discards') || !keys.includes('hand')) return false;
  if ('onto' in v && !isIndex(v.onto)) return false;
  if ('aside' in v && !(Array.isArray(v.aside) && v.aside.length <= 12 && v.aside.every(isAside))) return false;
  return Array.isArray(v.discards) && v.discards.length <= 20 && v.discards.every(isRef) && isHandList(v.hand);
}

export function isCommand(value: unknown): value is SecretsCommand {
  if (!isObject(value)) return false;
  const v = value;
  switch (v.type) {
    case 'goOut':
      return (
        keysAre(v, ['type']) ||
        (keysAre(v, ['type', 'pickUps']) &&
          Array.isArray(v.pickUps) &&
          v.pickUps.length <= 12 &&
          v.pickUps.every((p) => isObject(p) && p.type === 'pickUp' && isPickUp(p)))
      );
    case 'setAside':
      return keysAre(v, ['type', 'card']) && (v.card === 'Void' || v.card === 'P0');
    case 'swapZero':
      return keysAre(v, ['type', 'with']) && isIndex(v.with);
    case 'drawFromDeck':
    case 'bump':
    case 'pass':
    case 'nextGame':
      return keysAre(v, ['type']);
    case 'takeDiscard':
      return keysAre(v, ['type']) || (keysAre(v, ['type', 'index']) && isIndex(v.index));
    case 'discard':
      return isCardCode(v.card) && (keysAre(v, ['type', 'card']) || (keysAre(v, ['type', 'card', 'taken']) && typeof v.taken === 'boolean'));
    case 'callCoin':
      return keysAre(v, ['type', 'call']) && (v.call === 'heads' || v.call === 'tails');
    case 'pickUp':
      return isPickUp(v);
    case 'extendMeld':
      return keysAre(v, ['type', 'meld', 'hand']) && isIndex(v.meld) && isHandList(v.hand);
    case 'joinMelds':
      return keysAre(v, ['type', 'melds']) && Array.isArray(v.melds) && v.melds.length === 2 && v.melds.every(isIndex);
    default:
      return false;
  }
}
