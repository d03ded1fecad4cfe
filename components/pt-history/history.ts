/**
 * A table's move history as people read it, Board Game Arena's log: each event in the game's own
 * words (the replay adapter's), grouped by whose turn it was or by the deal that began a part of the
 * game, the viewer's own moves marked. Pure: it reads a game's rules and words, and builds as events
 * come (`HistoryFeed`) or from a replay's states at once (`historyGroups`).
 */
import type { AnyGame, Seat, Typed } from '../../src/kernel/game.js';
import { isTableEvent, tableEventWords } from '../../src/kernel/table-events.js';
import type { ReplayAdapter } from '../game-screen.js';

export interface HistoryItem {
  /** The event's place in the log. */
  readonly seq: number;
  /** The event in words, then what followed from it. */
  readonly lines: readonly string[];
  /** The viewer's own move. */
  readonly mine: boolean;
}

export interface HistoryGroup {
  /** "Round 2 dealt", "Bea's turn", "The table". */
  readonly label: string;
  /** A group that starts a part of the game (a deal). */
  readonly milestone: boolean;
  readonly items: readonly HistoryItem[];
}

/** The seat an event names as its actor, if it names one. */
const actorOf = (event: Typed): Seat | null => {
  const seat = (event as Typed & { seat?: unknown }).seat;
  return typeof seat === 'number' ? seat : null;
};

const namesOf = (events: readonly Typed[]): readonly string[] => {
  const names = (events[0] as (Typed & { names?: unknown }) | undefined)?.names;
  return Array.isArray(names) ? (names as string[]) : [];
};

/** Adds event `seq` (which led from `prev` to `next`) to `groups`: a deal opens a group, and so does another seat's turn. */
function add(
  groups: HistoryGroup[],
  adapter: ReplayAdapter,
  names: readonly string[],
  seat: Seat,
  seq: number,
  event: Typed,
  prev: unknown,
  next: unknown,
): void {
  const table = isTableEvent(event);
  const lines = table ? [tableEventWords(event, names)] : adapter.describe(prev, event, next);
  const item: HistoryItem = { seq, lines, mine: !table && seat >= 0 && actorOf(event) === seat };
  if (!table && adapter.milestone(event)) {
    groups.push({ label: lines[0] ?? '', milestone: true, items: [item] });
    return;
  }
  const turn = table ? null : adapter.turn(prev);
  const label = turn === null ? null : turn === seat ? 'Your turn' : `${names[turn] ?? `Seat ${turn + 1}`}’s turn`;
  const last = groups.at(-1);
  if (!last || (label !== null && label !== last.label)) groups.push({ label: label ?? 'The table', milestone: false, items: [item] });
  else groups[groups.length - 1] = { ...last, items: [...last.items, item] };
}

/** The history of a replay: `states[i]` is the state before `events[i]`, `states[i + 1]` after it. */
export function historyGroups(adapter: ReplayAdapter, events: readonly Typed[], states: readonly unknown[], seat: Seat): HistoryGroup[] {
  const names = namesOf(events);
  const groups: HistoryGroup[] = [];
  for (let i = 0; i + 1 < states.length && i < events.length; i++) add(groups, adapter, names, seat, i, events[i]!, states[i], states[i + 1]);
  return groups;
}

/**
 * The history of a table as its events arrive: each new event is evolved from the last state and
 * put in words once. A log that starts afresh (another seat) is read again from its start.
 */
export class HistoryFeed {
  private groups: HistoryGroup[] = [];
  private events: Typed[] = [];
  private state: unknown;
  private first: Typed | null = null;

  constructor(
    private readonly game: AnyGame,
    private readonly adapter: ReplayAdapter,
    private readonly seat: Seat,
  ) {
    this.state = game.initial();
  }

  /** The groups after `entries` (the seat's log, in order from 0). */
  update(entries: readonly { readonly seq: number; readonly event: Typed }[]): readonly HistoryGroup[] {
    if (entries.length < this.events.length || (entries.length > 0 && entries[0]!.event !== this.first)) this.reset();
    const names = namesOf(entries.length > 0 ? [entries[0]!.event] : []);
    for (const entry of entries.slice(this.events.length)) {
      const next = this.game.evolve(this.state, entry.event);
      add(this.groups, this.adapter, names, this.seat, entry.seq, entry.event, this.state, next);
      this.events.push(entry.event);
      this.state = next;
    }
    this.first = entries[0]?.event ?? null;
    return [...this.groups];
  }

  private reset(): void {
    this.groups = [];
    this.events = [];
    this.state = this.game.initial();
  }
}
