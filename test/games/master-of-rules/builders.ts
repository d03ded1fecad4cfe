/**
 * Compact builders for Master of Rules tests: cards by colour and number or by rule, deals with
 * chosen hands and pile tops, and a table that plays commands through the Game's pure functions.
 */
import { masterOfRules, type MorState } from '../../../src/games/master-of-rules/index.js';
import { NUM_DECK, numCard, RULE_DECK, ruleCard, type CardId, type Colour, type RuleKind } from '../../../src/games/master-of-rules/cards.js';
import type { MorCommand, MorEvent, Play } from '../../../src/games/master-of-rules/types.js';
import type { Decision } from '../../../src/kernel/game.js';
import { createRandom } from '../../../src/kernel/random.js';
import { replay } from '../../../src/kernel/replay.js';

export const n = (colour: Colour, number: number): CardId => numCard(colour, number);
export const r = (kind: RuleKind, copy = 0): CardId => ruleCard(kind, copy);
export const LIMIT = 'limit-23',
  BEST = 'best-of-the-best',
  ONLY = 'only-one',
  TRIO = 'trio',
  SUPPORT = 'support-right';

/** Plays as they lie on the table: [place, card] pairs, in the first trick unless said. */
export const table = (...plays: (readonly [number, CardId, (1 | 2)?])[]): Play[] => plays.map(([by, card, trick]) => ({ by, card, trick: trick ?? 1 }));

export const names = (players: number): string[] => ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'].slice(0, players);

export interface DealSpec {
  /** Cards each seat must hold (the rest of its hand is filled from unused cards, lowest first). */
  readonly hands?: readonly { readonly nums?: readonly CardId[]; readonly rules?: readonly CardId[] }[];
  readonly keeper?: number;
  /** The top of each pile after the hands (refill sets and dummies draw from here). */
  readonly nums?: readonly CardId[];
  readonly rules?: readonly CardId[];
}

/** The events of a game up to its first deal: created, dealt (as specified) and the start player. */
export function setupEvents(players: number, spec: DealSpec = {}): MorEvent[] {
  const wanted = new Set<CardId>([...(spec.hands ?? []).flatMap((h) => [...(h.nums ?? []), ...(h.rules ?? [])]), ...(spec.nums ?? []), ...(spec.rules ?? [])]);
  const freeNums = NUM_DECK.filter((c) => !wanted.has(c));
  const freeRules = RULE_DECK.filter((c) => !wanted.has(c));
  const hands = Array.from({ length: players }, (_, s) => {
    const h = spec.hands?.[s] ?? {};
    return {
      nums: [...(h.nums ?? []), ...freeNums.splice(0, 4 - (h.nums?.length ?? 0))],
      rules: [...(h.rules ?? []), ...freeRules.splice(0, 3 - (h.rules?.length ?? 0))],
    };
  });
  return [
    masterOfRules.created({}, names(players)),
    { type: 'game.dealt', hands, numPile: [...(spec.nums ?? []), ...freeNums], rulePile: [...(spec.rules ?? []), ...freeRules] },
    { type: 'start.drawn', seat: spec.keeper ?? 0 },
  ];
}

/** A game under way, driven through decide and advance as the host drives it. */
export class Table {
  events: MorEvent[];
  state: MorState;

  constructor(players: number, spec: DealSpec = {}) {
    this.events = [];
    this.state = masterOfRules.initial();
    this.apply(...setupEvents(players, spec));
    this.advance();
  }

  apply(...events: MorEvent[]): this {
    for (const e of events) {
      this.state = masterOfRules.evolve(this.state, e);
      const fault = masterOfRules.fault(this.state);
      if (fault) throw new Error(`${e.type}: ${fault}`);
      this.events.push(e);
    }
    return this;
  }

  /** The host's facts now due. */
  advance(): MorEvent[] {
    const due = masterOfRules.advance(this.state, createRandom('table', this.events.length));
    this.apply(...due);
    return [...due];
  }

  decide(seat: number, command: MorCommand): Decision<MorEvent> {
    return masterOfRules.decide(this.state, command, seat);
  }

  /** Sends a command that must be accepted, then lets the host act. */
  send(seat: number, command: MorCommand): MorEvent[] {
    const d = this.decide(seat, command);
    if (!d.ok) throw new Error(`${JSON.stringify(command)} from ${seat} refused (${d.rule}): ${d.reason}`);
    this.apply(...d.events);
    return [...d.events, ...this.advance()];
  }

  play(seat: number, card: CardId): MorEvent[] {
    return this.send(seat, { type: 'playCard', card });
  }

  take(seat: number, card: CardId): MorEvent[] {
    return this.send(seat, { type: 'takeRefill', card });
  }

  /** Plays `card` and, when a refill is due, takes the first card the seat may take. */
  playAndTake(seat: number, card: CardId): MorEvent[] {
    const out = this.play(seat, card);
    if (this.state.value === 'taking' && this.state.context.turn === seat) {
      const [first] = masterOfRules.legalCommands(this.state, seat);
      out.push(...this.send(seat, first!));
    }
    return out;
  }

  get ctx() {
    return this.state.context;
  }

  replayed(): MorState {
    return replay(masterOfRules, this.events);
  }
}
