/** The shape check of commands that arrive from outside: exact key sets, known cards, whole-number indexes. */
import { isCardCode } from './cards.js';
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

export function isCommand(value: unknown): value is SecretsCommand {
  if (!isObject(value)) return false;
  const v = value;
  switch (v.type) {
    case 'drawFromDeck':
    case 'goOut':
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
      return (keysAre(v, ['type', 'discards', 'hand']) || (keysAre(v, ['type', 'discards', 'hand', 'onto']) && isIndex(v.onto))) &&
        Array.isArray(v.discards) && v.discards.length <= 20 && v.discards.every(isRef) && isHandList(v.hand);
    case 'extendMeld':
      return keysAre(v, ['type', 'meld', 'hand']) && isIndex(v.meld) && isHandList(v.hand);
    case 'joinMelds':
      return keysAre(v, ['type', 'melds']) && Array.isArray(v.melds) && v.melds.length === 2 && v.melds.every(isIndex);
    default:
      return false;
  }
}
