/** pt-replay's keyboard shortcuts as a pure function of the key and where it was pressed. */

export type KeyAction = 'first' | 'back' | 'forward' | 'last' | 'toggle' | 'slower' | 'faster';

export const SPEEDS: readonly number[] = [0.5, 1, 2, 4];
/** Milliseconds per event at 1×. */
export const BASE_INTERVAL = 700;

export interface KeyOrigin {
  /** Tag name (upper case) of the element the key was pressed in. */
  readonly tag: string;
  /** Its `type` attribute, for inputs. */
  readonly type?: string | null;
  /** Its role attribute. */
  readonly role?: string | null;
  /** Whether it sits in a part that uses the arrows itself (a hand of cards). */
  readonly ownsArrows?: boolean;
  /** Whether it is in the move list (Up and Down step there too). */
  readonly inMoveList?: boolean;
}

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/** What a key press means, or null to leave it to the browser (form fields, buttons, page scroll). */
export function keyAction(key: string, origin: KeyOrigin, modifiers = false): KeyAction | null {
  if (modifiers) return null;
  const tag = origin.tag;
  if (tag === 'SELECT' || tag === 'TEXTAREA' || (tag === 'INPUT' && origin.type !== 'range')) return null;
  if (tag === 'INPUT' && ARROWS.has(key)) return null; // the scrub bar moves itself and reports input
  const button = tag === 'BUTTON' || origin.role === 'button';
  if (button && (key === 'Enter' || key === ' ')) return null;
  if (origin.ownsArrows && ARROWS.has(key)) return null;
  switch (key) {
    case 'ArrowLeft':
      return 'back';
    case 'ArrowRight':
      return 'forward';
    case 'ArrowUp':
      return origin.inMoveList ? 'back' : null;
    case 'ArrowDown':
      return origin.inMoveList ? 'forward' : null;
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case ' ':
      return 'toggle';
    case '[':
      return 'slower';
    case ']':
      return 'faster';
    default:
      return null;
  }
}

/** The next speed up (+1) or down (-1) the list, staying at the ends. */
export function nextSpeed(speed: number, direction: 1 | -1): number {
  const i = SPEEDS.indexOf(speed);
  const from = i < 0 ? SPEEDS.indexOf(1) : i;
  return SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, from + direction))]!;
}
