/**
 * One way every game's statechart judges an event. A rule of the game gives, for one kind of event,
 * its check (the fault in words, or null) and its change (the context after it). From them come a
 * guard `bad<Stem>` (the event breaks the rule), an action `fault<Stem>` (the fault is recorded,
 * nothing else changes) and an action `<stem>` (the change is applied), the one naming every machine
 * uses. Each narrows the event with XState's `assertEvent`, so a check or change written for one
 * kind of event is only ever handed that kind. A transition lists the guard first:
 *
 *     'card.played': [{ guard: 'badPlay', actions: 'faultPlay' }, { target: 'next', actions: 'play' }]
 */
import { assertEvent, assign, type EventObject, type ExtractEvent } from 'xstate';

/** What the judge needs of a game's context: the fault of the last event, or null. */
export interface Faulty {
  readonly fault: string | null;
}

type Of<E extends EventObject, T extends E['type']> = ExtractEvent<E, T>;
type Args<C, E> = { readonly context: C; readonly event: E };
/** The rule of one kind of event: why it is refused (or null), and what it changes. */
export type Check<C, E> = (context: C, event: E) => string | null;
export type Change<C, E> = (context: C, event: E) => Partial<C>;

type Guard<C, E> = (args: Args<C, E>) => boolean;
type Action<C extends Faulty, E extends EventObject> = ReturnType<typeof assign<C, E, undefined, E, never>>;

/** The guards and actions of the rules given so far, to spread into `setup`. */
export interface Judge<C extends Faulty, E extends EventObject, G extends string, A extends string> {
  readonly guards: Readonly<Record<G, Guard<C, E>>>;
  readonly actions: Readonly<Record<A, Action<C, E>>>;
  /** The rule for events of `types`: guard `bad<Stem>`, actions `fault<Stem>` and `<stem>`. */
  rule<S extends string, T extends E['type']>(
    stem: S,
    types: T | readonly T[],
    check: Check<C, Of<E, T>>,
    change: Change<C, Of<E, T>>,
  ): Judge<C, E, G | `bad${Capitalize<S>}`, A | S | `fault${Capitalize<S>}`>;
}

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function build<C extends Faulty, E extends EventObject, G extends string, A extends string>(
  guards: Record<string, Guard<C, E>>,
  actions: Record<string, Action<C, E>>,
): Judge<C, E, G, A> {
  return {
    guards: guards as Record<G, Guard<C, E>>,
    actions: actions as Record<A, Action<C, E>>,
    rule(stem, types, check, change) {
      const Stem = capitalised(stem);
      const bad: Guard<C, E> = ({ context, event }) => {
        assertEvent(event, types);
        return check(context, event) !== null;
      };
      const fault = assign<C, E, undefined, E, never>(({ context, event }) => {
        assertEvent(event, types);
        return { fault: check(context, event) } as Partial<C>;
      });
      const apply = assign<C, E, undefined, E, never>(({ context, event }) => {
        assertEvent(event, types);
        return change(context, event);
      });
      return build({ ...guards, [`bad${Stem}`]: bad }, { ...actions, [`fault${Stem}`]: fault, [stem]: apply });
    },
  };
}

/**
 * The rules of a game's events, one `rule(...)` for each kind, starting with the action every
 * machine takes on an event no state accepts (`unexpected`: it is recorded as a fault).
 */
export function judge<C extends Faulty, E extends EventObject>(): Judge<C, E, never, 'unexpected'> {
  const unexpected = assign<C, E, undefined, E, never>(({ event }) => ({ fault: `${event.type} is not possible now` }) as Partial<C>);
  return build({}, { unexpected });
}
