/**
 * Compact builders for Rules of the Universe! tests: a table driven through decide and advance as
 * the host drives it, each seat sealing and opening its choices through its own Sealer as its page
 * would; auctions set up with chosen items and bids; and a fight with chosen characters and hands.
 */
import { nthCoin } from '../../../src/games/rules-of-the-universe/auction.js';
import { KINDS, type CardId } from '../../../src/games/rules-of-the-universe/data.js';
import { rulesOfTheUniverse, type RotuState } from '../../../src/games/rules-of-the-universe/index.js';
import type { Item, RotuCommand, RotuEvent } from '../../../src/games/rules-of-the-universe/types.js';
import type { Decision } from '../../../src/kernel/game.js';
import { createRandom } from '../../../src/kernel/random.js';
import { replay } from '../../../src/kernel/replay.js';
import { Sealer } from '../../../src/kernel/sealer.js';

export const game = rulesOfTheUniverse;
export const names = (players: number): string[] => ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'].slice(0, players);

/** Copy `copy` of the card kind `kind` (0 to 9 basic, 10 to 19 legendary). */
export const card = (kind: number, copy = 0): CardId => kind + KINDS * copy;
export const DAGGER = 0,
  BUCKLER = 1,
  SPEAR = 2,
  AXE = 3,
  HERBS = 4,
  SLING = 5,
  TOWER = 6,
  TOME = 7,
  MACE = 8,
  HOURGLASS = 9;
export const STARFALL = 10,
  AEGIS = 11,
  LANCE = 12,
  PHOENIX = 13,
  DRUM = 14,
  BOOK = 15,
  LANTERN = 16,
  HAMMER = 17,
  MOONVEIL = 18,
  DRAGON = 19;
export const COLOSSUS = 0,
  KNIGHT = 1,
  MONK = 2,
  ROGUE = 3,
  THIEF = 4,
  WITCH = 5,
  PRIESTESS = 6,
  GOLEM = 7,
  SAGE = 8,
  BRUTE = 9;

export class Table {
  readonly game = game;
  events: RotuEvent[] = [];
  state: RotuState = game.initial();
  readonly sealers: Sealer<RotuState, RotuCommand>[];

  constructor(readonly players: number) {
    this.sealers = Array.from({ length: players }, (_, s) => new Sealer(game, s));
    this.apply(game.created({}, names(players)));
  }

  get ctx() {
    return this.state.context;
  }

  apply(...events: RotuEvent[]): this {
    for (const e of events) {
      this.state = game.evolve(this.state, e);
      const fault = game.fault(this.state);
      if (fault) throw new Error(`${e.type}: ${fault}`);
      this.events.push(e);
    }
    return this;
  }

  /** The host's facts now due, drawn with a seeded random. */
  advance(seed = 'table'): RotuEvent[] {
    const due = game.advance(this.state, createRandom(seed, this.events.length));
    this.apply(...due);
    return [...due];
  }

  decide(seat: number, command: RotuCommand): Decision<RotuEvent> {
    return game.decide(this.state, command, seat);
  }

  /** A command as the seat's page sends it (a sealed choice as its seal), which must be accepted. */
  send(seat: number, command: RotuCommand): RotuEvent[] {
    const d = this.decide(seat, this.sealers[seat]!.seal(this.state, command));
    if (!d.ok) throw new Error(`${JSON.stringify(command)} from ${seat} refused (${d.rule}): ${d.reason}`);
    this.apply(...d.events);
    return [...d.events];
  }

  /** `send`, then the openings due and the host's facts, as a table runs by itself. */
  play(seat: number, command: RotuCommand): RotuEvent[] {
    return [...this.send(seat, command), ...this.openAll(), ...this.advance()];
  }

  /** Every opening now due, as the pages send them by themselves. */
  openAll(): RotuEvent[] {
    const out: RotuEvent[] = [];
    for (let again = true; again; ) {
      again = false;
      for (const [seat, sealer] of this.sealers.entries()) {
        const opening = sealer.opening(this.state);
        if (!opening) continue;
        out.push(...this.send(seat, opening));
        again = true;
      }
    }
    return out;
  }

  /** An auction revealing `items`, everyone bidding the coin given (by value), then the openings. */
  auction(items: readonly Item[], coins: readonly number[]): RotuEvent[] {
    this.apply({ type: 'auction.started', number: this.ctx.past.length, revealed: items });
    coins.forEach((coin, seat) => this.bid(seat, coin));
    return this.openAll();
  }

  /** `seat` bids the coin `coin` (sealed). */
  bid(seat: number, coin: number): RotuEvent[] {
    const sorted = [...this.ctx.coins[seat]!].sort((a, b) => a - b);
    const nth = sorted.indexOf(coin);
    if (nth < 0 || nthCoin(this.ctx, seat, nth) !== coin) throw new Error(`${names(this.players)[seat]} holds no coin ${coin}`);
    return this.send(seat, { type: 'bid', nth });
  }

  /** The Lucky Coin lands as given (the host's random outcome, chosen by the test). */
  flip(lucky: boolean): this {
    const seat = game.advance(this.state, createRandom('flip', 0))[0];
    if (seat?.type !== 'coin.flipped') throw new Error('no flip is due');
    return this.apply({ type: 'coin.flipped', seat: seat.seat, lucky });
  }

  pick(seat: number, item: Item): RotuEvent[] {
    return this.send(seat, { type: 'pick', item });
  }

  replayed(): RotuState {
    return replay(game, this.events);
  }
}

/** Coins by auction so that no two seats tie: seat `s` bids `(s + k) % 11 + 1` in auction `k`, each coin once. */
export const distinctCoin = (seat: number, auction: number): number => ((seat + auction) % 11) + 1;

export interface FightSpec {
  readonly characters: readonly number[];
  /** Each seat's ten cards. */
  readonly hands: readonly (readonly CardId[])[];
}

/**
 * A table after the eleven auctions, in which each seat won the character and the ten cards given
 * (with bids that never tie, so the Lucky Coin stays with its first holder, seat 1, who starts the fight).
 */
export function fightTable(spec: FightSpec): Table {
  const t = new Table(spec.characters.length);
  const n = t.players;
  const order = (k: number) => [...Array(n).keys()].sort((a, b) => distinctCoin(b, k) - distinctCoin(a, k));
  const spareCharacter = [...Array(10).keys()].find((c) => !spec.characters.includes(c))!;
  t.auction(
    [...spec.characters, spareCharacter],
    names(n).map((_, s) => distinctCoin(s, 0)),
  );
  for (const s of order(0)) t.pick(s, spec.characters[s]!);
  const wanted = new Set(spec.hands.flat());
  for (let k = 1; k <= 10; k++) {
    const spare = t.ctx.pool.find((c) => !wanted.has(c))!;
    const items = [...spec.hands.map((h) => h[k - 1]!), spare];
    t.auction(
      items,
      names(n).map((_, s) => distinctCoin(s, k)),
    );
    for (const s of order(k)) t.pick(s, spec.hands[s]![k - 1]!);
  }
  return t;
}

/** Ten cards: the kinds given, each copy `copy`, then filler kinds until ten. */
export function hand(copy: number, ...kinds: number[]): CardId[] {
  const filler = [HOURGLASS, TOME, SLING, MACE, HERBS, BUCKLER, AXE, DAGGER, SPEAR, TOWER].filter((k) => !kinds.includes(k));
  return [...kinds, ...filler].slice(0, 10).map((k) => (k >= 10 ? k : card(k, copy)));
}
