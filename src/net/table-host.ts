/**
 * A table this browser hosts: the lobby (seats, spectators, chat), then the game. Every guest,
 * the host's own seat included, talks to it through a Channel. A bot seat keeps its level in the
 * table's record, so the same bot plays it after a reload of the host's page. A connection's role is bound by the
 * host (a seat claimed in the lobby, or taken back with its secret token); nothing a message says
 * about seats is trusted. Every event is stored before any seat is sent it.
 */
import { customAlphabet, nanoid } from 'nanoid';
import type { Bot } from '../kernel/bot.js';
import { SPECTATOR, type Game, type Seat, type Typed } from '../kernel/game.js';
import { verifyLog, type LogEntry } from '../kernel/log.js';
import { createRandom } from '../kernel/random.js';
import type { HostedTable, SlotRecord } from '../store/db.js';
import type { HostStore } from '../store/host-store.js';
import { commit, deriveSeed, newSecret } from '../kernel/fairness.js';
import { standInsOf } from '../kernel/table-events.js';
import { BotSeat } from './bot-seat.js';
import { HOST_WAIT, STAND_IN_WAIT } from './stand-in-wait.js';
import { StandIns } from './stand-ins.js';
import type { EscrowKeeper } from './succession/escrow-keeper.js';
import { candidateOrder } from './succession/candidate-order.js';
import type { Rebuilt } from './succession/rebuild.js';
import { PROTOCOL_VERSION, type GuestMessage } from './protocol.js';
import type { EscrowRecord } from './succession/escrow-record.js';
import type { KeptChoice } from '../kernel/sealer.js';
import { Host } from './host.js';
import { botSlot, Lobbyist, OPEN_SLOT } from './lobbyist.js';
import type { KeepAlive } from './keepalive.js';
import type { HostMessage } from './protocol.js';
import type { Channel, Listener, Network } from './transport.js';

/** A table's record before anyone sat down: a fresh host secret and its commitment. */
async function newRecord(
  fields: Pick<HostedTable, 'game' | 'options' | 'slots' | 'hostSeat' | 'chat' | 'botLevel' | 'standInWait' | 'hostWait'>,
): Promise<HostedTable> {
  const hostSecret = newSecret();
  return {
    ...fields,
    table: newTableId(),
    hostSecret,
    hostCommitment: await commit(hostSecret),
    seed: null,
    started: false,
    startedAt: null,
    finishedAt: null,
    created: Date.now(),
  };
}

/** The proof of a change of host (succession/order.ts): its hashing loads only after a change of host. */
const supersededProofOf = async (hostSecret: string, table: string, generation: number): Promise<string> =>
  (await import('./succession/order.js')).supersededProof(hostSecret, table, generation);

/** Table ids are PeerJS peer ids: letters and digits only; 22 of them carry 131 random bits. */
export const newTableId = customAlphabet('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 22);

export interface TableHostSetup<S, C extends Typed, O> {
  readonly game: Game<S, C, Typed, unknown, O>;
  readonly options: O;
  readonly seats: number;
  readonly hostName: string;
  /** The bot that plays each level, by the level's id (`easy`, `strong`, …). */
  readonly bots: Readonly<Record<string, Bot<S, C> | undefined>>;
  /**
   * The level of a bot added without one. A new table keeps it in its record; for a table stored
   * before seats had levels, it is also the level of the bots it already seats.
   */
  readonly botLevel: string;
  /** A new table's bot seats: a level by seat (the host's seat, seat 0, is theirs; null: open). */
  readonly seatBots?: readonly (string | null)[];
  readonly botDelay: (state: S) => number;
  /**
   * How long a new table waits on a person who is not connected before a bot plays for them (ms;
   * null: never). Kept in the table's record; default STAND_IN_WAIT.
   */
  readonly standInWait?: number | null;
  /** How long the guests wait on a host who has gone before one of them takes over (ms; null: never; default HOST_WAIT). */
  readonly hostWait?: number | null;
  /** How guests' connections are kept alive (default KEEPALIVE). */
  readonly keepalive?: KeepAlive;
}

export class TableHost<S, C extends Typed, O> extends Lobbyist {
  private host: Host<S, C, Typed, unknown, O> | null = null;
  private bots: BotSeat<S, C, Typed, unknown, O>[] = [];
  private standIns: StandIns | null = null;
  private keeper: EscrowKeeper | null = null;
  /** The sealed choices bots made under the host this table was taken over from, by seat. */
  private keptBySeat: Readonly<Record<number, readonly KeptChoice[]>> = {};
  private readonly botSealed = (): void => void this.keeper?.recordChanged();
  private readonly listeners: Listener[] = [];
  private reclaiming = false;
  private closed = false;

  private constructor(
    private readonly setup: TableHostSetup<S, C, O>,
    record: HostedTable,
    private readonly store: HostStore,
  ) {
    super(record, setup.keepalive);
    // Who is connected decides who a bot plays for: every change of the lobby is a change of presence.
    this.addEventListener('lobby', () => this.standIns?.presence((seat) => this.present(seat)));
  }

  /** A new table with the host in seat 0, bots where `seatBots` names a level, and the other seats open. */
  static async create<S, C extends Typed, O>(setup: TableHostSetup<S, C, O>, store: HostStore): Promise<TableHost<S, C, O>> {
    const problem = setup.game.checkOptions(setup.options, setup.seats);
    if (problem) throw new Error(problem);
    const unknown = [setup.botLevel, ...(setup.seatBots ?? [])].find((level) => level !== null && !setup.bots[level]);
    if (unknown !== undefined) throw new Error(`${setup.game.title} has no bot level "${unknown}".`);
    const standInWait = setup.standInWait === undefined ? STAND_IN_WAIT : setup.standInWait;
    if (standInWait !== null && !(standInWait >= 0)) throw new Error('The wait before a bot plays for someone who left is a number of milliseconds, or null.');
    const slots: SlotRecord[] = Array.from({ length: setup.seats }, (_, s) => {
      const level = setup.seatBots?.[s] ?? null;
      return s === 0 ? { ...OPEN_SLOT, kind: 'person', name: setup.hostName, token: nanoid(32) } : level === null ? OPEN_SLOT : botSlot(s, level);
    });
    const hostWait = setup.hostWait === undefined ? HOST_WAIT : setup.hostWait;
    const record = await newRecord({
      game: setup.game.id,
      options: setup.options,
      slots,
      hostSeat: 0,
      chat: [],
      botLevel: setup.botLevel,
      standInWait,
      hostWait,
    });
    await store.save(record);
    return new TableHost(setup, record, store);
  }

  /**
   * Once the game is over: a new table for the same seats, with a new host secret (a new fair
   * shuffle), stored in this browser. Each person keeps their seat under a new token, sent to them
   * alone; bots keep their seats and levels. It starts by itself once every person has sat down
   * again and sent a secret; a seat whose person says no opens for a bot or a newcomer. The same
   * table is offered again to whoever asks after (one rematch per table). Resolves to its id.
   */
  async rematch(): Promise<string> {
    if (!this.revealed()) throw new Error('A rematch can be offered once the game is over.');
    const offered = this.record.rematch;
    if (offered && (await this.store.load(offered.table))) {
      await this.offerRematch();
      return offered.table;
    }
    const slots = this.record.slots.map((s, seat): SlotRecord => {
      if (s.kind === 'person') return { ...OPEN_SLOT, kind: 'person', name: s.name, token: nanoid(32) };
      return s.kind === 'bot' ? botSlot(seat, s.level ?? this.levelFor(undefined)!) : OPEN_SLOT;
    });
    const { game, options, hostSeat, chat, botLevel, standInWait, hostWait, table } = this.record;
    const next: HostedTable = {
      ...(await newRecord({ game, options, slots, hostSeat, chat, botLevel, standInWait, hostWait })),
      autostart: true,
      rematchOf: table,
    };
    await this.store.save(next);
    await this.update({ ...this.record, rematch: { table: next.table, tokens: slots.map((s) => (s.kind === 'person' ? s.token : null)) } });
    await this.offerRematch();
    return next.table;
  }

  /** The table as it was stored, after a reload of the host's page. */
  static async resume<S, C extends Typed, O>(
    table: string,
    setup: Omit<TableHostSetup<S, C, O>, 'options' | 'seats' | 'hostName' | 'seatBots'>,
    store: HostStore,
  ): Promise<TableHost<S, C, O> | null> {
    const saved = await store.load(table);
    if (!saved) return null;
    const verdict = await verifyLog(saved.log);
    if (!verdict.ok) throw new Error(`the stored log of this table is damaged: ${verdict.reason}`);
    const { record } = saved;
    const full = { ...setup, options: record.options as O, seats: record.slots.length, hostName: record.slots[record.hostSeat]!.name };
    const resumed = new TableHost(full, record, store);
    if (record.started) await resumed.startGame(saved.log as LogEntry<Typed>[]);
    return resumed;
  }

  get id(): string {
    return this.record.table;
  }

  get game(): Host<S, C, Typed, unknown, O> | null {
    return this.host;
  }

  /** The host's own seat token: its own page joins through the same path as any guest. */
  get hostToken(): string {
    return this.record.slots[this.record.hostSeat]!.token!;
  }

  /**
   * Accept guests from the network under the table id; a table taken over from another host listens
   * under the id its guests followed, and takes the table's own id back when it can. Rejects when
   * the signaling server can't be used.
   */
  async listen(network: Network): Promise<void> {
    if (this.record.peer === undefined) return this.adopt(await network.listen(this.id));
    this.adopt(await network.listen(this.record.peer));
    this.reclaim(network);
  }

  /** Accept guests from `listener` too (a successor keeps the one it stood as a candidate under). */
  adopt(listener: Listener): void {
    this.listeners.push(listener);
    listener.onConnection = (channel) => this.accept(channel);
    listener.onError = (reason) => this.dispatchEvent(new CustomEvent('listen-error', { detail: reason }));
  }

  /**
   * The table's host since a change of host: everything the old host held, rebuilt from the
   * escrow, hosted from `seat` one generation on. The change is noted in the log, and a bot plays
   * for the old host's person at once (they have been gone for the table's wait already) until
   * they come back as a guest.
   */
  static async takeOver<S, C extends Typed, O>(
    rebuilt: Rebuilt,
    seat: Seat,
    setup: Omit<TableHostSetup<S, C, O>, 'options' | 'seats' | 'hostName' | 'seatBots'>,
    store: HostStore,
    listener: Listener,
  ): Promise<TableHost<S, C, O>> {
    const old = rebuilt.record;
    const generation = (old.generation ?? 0) + 1;
    const { successorRecord } = await import('./succession/rebuild.js');
    const record = successorRecord(old, seat, generation, listener.id);
    await store.save(record);
    for (const entry of rebuilt.log) await store.append(record.table, entry);
    const full = { ...setup, options: record.options as O, seats: record.slots.length, hostName: record.slots[seat]!.name };
    const host = new TableHost(full, record, store);
    host.keptBySeat = rebuilt.bots;
    await host.startGame(rebuilt.log);
    host.adopt(listener);
    await host.host!.note({ type: 'table.hostChanged', seat, generation });
    if (record.slots[old.hostSeat]?.kind === 'person') host.standIns?.handToBot(old.hostSeat);
    return host;
  }

  /**
   * After a change of host, the table's own id: its old host may hold it still (a page asleep).
   * Tries to take it every `everyMs`; while another holds it, shows that one the proof of the
   * change (only one who opened the escrow knows the old host's secret), so it steps down.
   */
  reclaim(network: Network, everyMs = 10_000): void {
    const generation = this.record.generation ?? 0;
    if (generation === 0 || this.reclaiming) return;
    this.reclaiming = true;
    const proof = supersededProofOf(this.record.hostSecret, this.id, generation);
    const attempt = async (): Promise<void> => {
      if (this.closed) return;
      try {
        this.adopt(await network.listen(this.id));
        return;
      } catch {
        // Held by another: show it the proof, as a guest in our own seat.
      }
      try {
        const channel = await network.connect(this.id);
        channel.send({ t: 'hello', v: PROTOCOL_VERSION, name: null, token: this.hostToken } satisfies GuestMessage);
        channel.send({ t: 'superseded', generation, proof: await proof } satisfies GuestMessage);
        setTimeout(() => channel.close(), 2_000);
      } catch {
        // Nobody answers there yet.
      }
      setTimeout(() => void attempt(), everyMs);
    };
    void attempt();
  }

  protected override async superseded(generation: number, proof: string): Promise<boolean> {
    if (generation <= (this.record.generation ?? 0) || proof !== (await supersededProofOf(this.record.hostSecret, this.id, generation))) return false;
    await this.update({ ...this.record, handedOver: generation });
    this.close();
    this.dispatchEvent(new CustomEvent('superseded', { detail: generation }));
    return true;
  }

  /**
   * Who takes over if this host leaves now: the first of the escrow's holders, in seat order after
   * the host's, who is connected; null when nobody can (no escrow: fewer than two other people).
   */
  successor(): Seat | null {
    return this.successors()[0] ?? null;
  }

  private successors(): Seat[] {
    const escrow = this.keeper?.state;
    if (!escrow || !this.host || this.setup.game.result(this.host.state)) return [];
    const order = candidateOrder(escrow.holders, this.record.hostSeat, this.record.slots.length);
    return [...order.filter((s) => this.present(s)), ...order.filter((s) => !this.present(s))];
  }

  /**
   * The host leaves mid-game and hands the table over at once: the guests take over without
   * waiting, in the order given (those connected first). Resolves to the seat that should host,
   * once the word has left this browser; null when nobody can (the table then closes).
   */
  async handOver(): Promise<Seat | null> {
    const order = this.successors();
    if (order.length === 0 || !this.present(order[0]!)) return null;
    await this.update({ ...this.record, handedOver: (this.record.generation ?? 0) + 1 });
    await this.say({ t: 'leaving', order });
    this.close();
    return order[0]!;
  }

  /** Whether this page hosted the table once and another page hosts it now. */
  get handedOver(): boolean {
    return this.record.handedOver !== undefined;
  }

  close(): void {
    this.closed = true;
    this.listeners.forEach((l) => l.close());
    this.bots.forEach((b) => b.stop());
    this.standIns?.stop();
    this.host?.stop();
    this.closeAll();
  }

  /**
   * Every open seat a bot of the table's level, and the game starts as soon as every seated
   * person's secret is in (at once when there is none to wait for).
   */
  async fillWithBotsAndStart(): Promise<void> {
    const level = this.levelFor(undefined)!;
    const slots = this.record.slots.map((s, seat) => (s.kind === 'open' ? botSlot(seat, level) : s));
    await this.update({ ...this.record, slots, autostart: true });
    if (!slots.some((s) => s.kind === 'person' && s.commitment === null)) {
      const why = await this.start();
      if (why) throw new Error(why);
    }
  }

  protected override async persist(): Promise<void> {
    await this.store.save(this.record);
    // A seat that changed hands changes who holds the escrow; any change is in the record's box.
    if (this.keeper) void this.keeper.renew().then(() => this.keeper?.recordChanged());
  }

  protected override changedAt(): number | null {
    const log = this.host?.log ?? [];
    for (let i = log.length - 1; i >= 0; i--) if (log[i]!.event.type === 'table.hostChanged') return i;
    return null;
  }

  protected override escrowState() {
    return this.keeper?.state ?? null;
  }

  protected override seatConnected(seat: Seat): void {
    const catchUp = this.keeper?.catchUp(seat);
    if (catchUp) this.sendToSeat(seat, catchUp);
  }

  protected override boxesFor(seat: Seat, from: number, count: number): string[] | null {
    const keeper = this.keeper;
    if (!keeper?.holds(seat)) return null;
    const boxes = Array.from({ length: count }, (_, i) => keeper.boxOf(from + i));
    return boxes.every((b) => b !== undefined) ? (boxes as string[]) : null;
  }

  /**
   * What the escrow's record box holds: the table's record (every secret and seat token; the chat
   * stays out) and the salts of the sealed choices the host's bots made, by seat.
   */
  private escrowRecord(): EscrowRecord {
    const bots: Record<number, readonly KeptChoice[]> = {};
    for (const bot of [...this.bots, ...(this.standIns?.bots() ?? [])]) if (bot.secrets.length) bots[bot.seat] = bot.secrets;
    return { record: { ...this.record, chat: [] }, bots };
  }

  protected override eventCount(): number {
    return this.host?.log.length ?? 0;
  }

  protected override seatLog(role: Seat, from: number) {
    return this.host ? this.host.seatLog(role, from) : [];
  }

  protected override submit(seat: Seat, command: unknown) {
    if (!this.host) return Promise.resolve({ ok: false as const, rule: 'phase', reason: 'The game has not started.' });
    return this.host.submit(seat, command);
  }

  protected override async start(): Promise<string | null> {
    if (this.record.started) return 'The game has already started.';
    if (this.record.slots.some((s) => s.kind === 'open')) return 'Every seat needs a player or a bot first.';
    const waiting = this.record.slots.filter((s) => s.kind === 'person' && s.commitment === null).map((s) => s.name);
    if (waiting.length > 0) return `Waiting for ${waiting.join(', ')} to send a shuffle secret.`;
    const seed = await deriveSeed(
      this.record.hostSecret,
      this.record.slots.map((s) => s.secret),
    );
    await this.update({ ...this.record, started: true, startedAt: Date.now(), seed });
    await this.startGame([]);
    return null;
  }

  protected override standInLevel(seat: Seat): string | null {
    return this.standIns?.levelOf(seat) ?? null;
  }

  protected override async replaceAbsent(action: 'standIn' | 'reopen', seat: Seat): Promise<string | null> {
    const slot = this.record.slots[seat];
    if (!this.standIns || !slot || seat === this.record.hostSeat || slot.kind !== 'person') return 'That seat is not another person’s.';
    if (this.present(seat)) return `${slot.name} is at the table.`;
    if (!this.standIns.standing(seat)) {
      const why = this.standIns.handToBot(seat);
      if (why) return why;
    }
    if (action === 'reopen') {
      // The seat keeps its person's shuffle secret: the end-of-game audit derives the seed from it.
      await this.update({ ...this.record, slots: this.record.slots.map((s, i) => (i === seat ? { ...s, kind: 'open', token: null } : s)) });
      await this.standIns.settled();
      await this.host!.note({ type: 'table.seatReopened', seat });
      this.broadcastLobby();
    }
    return null;
  }

  protected override seatTaken(seat: Seat, name: string): void {
    this.standIns?.takenBy(seat, name);
  }

  /** Waits until every table event asked for so far (a bot standing in, a person back) is in the log. */
  async standInsSettled(): Promise<void> {
    await this.standIns?.settled();
  }

  protected override levelFor(requested: string | undefined): string | null {
    const level = requested ?? this.record.botLevel ?? this.setup.botLevel;
    return this.setup.bots[level] ? level : null;
  }

  protected override revealed(): HostMessage | null {
    if (!this.host || !this.setup.game.result(this.host.state)) return null;
    const finishedAt = this.record.finishedAt ?? Date.now();
    return { t: 'reveal', finishedAt, hostSecret: this.record.hostSecret, seatSecrets: this.record.slots.map((s) => s.secret), log: this.host.log };
  }

  /** When the game is over: note the time and reveal every secret and the full log to everyone. */
  private async finishIfOver(): Promise<void> {
    if (this.record.finishedAt !== null || !this.revealed()) return;
    await this.update({ ...this.record, finishedAt: Date.now() });
    this.broadcast(this.revealed()!);
  }

  private async startGame(log: readonly LogEntry<Typed>[]): Promise<void> {
    const { game, options, bots, botDelay } = this.setup;
    const setup = {
      options,
      names: this.record.slots.map((s) => s.name),
      seed: this.record.seed!,
      persist: (entry: LogEntry<unknown>) => this.store.append(this.id, entry),
    };
    const { EscrowKeeper } = await import('./succession/escrow-keeper.js');
    const keeper = new EscrowKeeper(
      {
        table: this.id,
        holders: () => this.record.slots.flatMap((s, seat) => (s.kind === 'person' && seat !== this.record.hostSeat ? [seat] : [])),
        record: () => this.escrowRecord(),
        nextEpoch: async () => {
          const epoch = (this.record.escrowEpoch ?? 0) + 1;
          await this.update({ ...this.record, escrowEpoch: epoch });
          return epoch;
        },
        sendTo: (seat, message) => this.sendToSeat(seat, message),
      },
      log,
    );
    this.keeper = keeper;
    const sealed = {
      ...setup,
      persist: async (entry: LogEntry<unknown>) => {
        await setup.persist(entry);
        await keeper.seal(entry);
      },
    };
    const host = log.length === 0 ? await Host.open(game, sealed) : await Host.restore(game, sealed, log);
    this.host = host;
    // A new epoch on every start, a reload's included: the key of the last one went with the page.
    void keeper.renew(true).then(() => this.broadcastLobby());
    this.record.slots.forEach((slot, seat) => {
      if (slot.kind !== 'bot') return;
      const level = slot.level ?? this.levelFor(undefined);
      const bot = level === null ? undefined : bots[level];
      if (!bot) throw new Error(`no bot plays seat ${seat + 1}'s level "${level}"`);
      this.bots.push(new BotSeat(host, seat, bot, createRandom(`${this.record.seed}/bot`, seat), botDelay, this.keptBySeat[seat], this.botSealed));
    });
    for (let seat = SPECTATOR; seat < this.record.slots.length; seat++) {
      host.subscribe(seat, (entry) => this.broadcastEvent(seat, entry, keeper.holds(seat) ? keeper.boxOf(entry.seq) : undefined));
    }
    host.subscribe(SPECTATOR, () => void this.finishIfOver());
    this.standIns = this.keepStandIns(host, log);
    host.subscribe(SPECTATOR, () => this.standIns?.review());
    this.catchUpAll();
    this.bots.forEach((b) => b.start());
    this.standIns.presence((seat) => this.present(seat));
    this.dispatchEvent(new Event('started'));
  }

  /**
   * Every other person's seat, kept for a stand-in: a bot of the table's level plays for a person
   * the game waits on once they have been gone for the table's wait, or at once when the host asks.
   */
  private keepStandIns(host: Host<S, C, Typed, unknown, O>, log: readonly LogEntry<Typed>[]): StandIns {
    const { game, bots, botDelay } = this.setup;
    const standIns = new StandIns({
      wait: this.record.standInWait === undefined ? STAND_IN_WAIT : this.record.standInWait,
      level: () => this.levelFor(undefined)!,
      owes: (seat) => !game.result(host.state) && game.legalCommands(host.state, seat).length > 0,
      startBot: (seat, level) => {
        const bot = new BotSeat(host, seat, bots[level]!, createRandom(`${this.record.seed}/stand-in`, seat), botDelay, this.keptBySeat[seat], this.botSealed);
        bot.start();
        return bot;
      },
      // The log ends with the game: who plays a seat after that is not noted (a reveal holds the log as it ended).
      note: async (event) => {
        if (game.result(host.state) === null) await host.note(event);
      },
      changed: () => queueMicrotask(() => this.broadcastLobby()),
    });
    const seats = this.record.slots.flatMap((s, seat) =>
      seat !== this.record.hostSeat && (s.kind === 'person' || (s.kind === 'open' && s.commitment !== null)) ? [seat] : [],
    );
    standIns.begin(seats, standInsOf(log.map((e) => e.event)));
    return standIns;
  }

  /** A channel for the host's own page, joined like any guest's. */
  ownChannel(pair: [Channel, Channel]): Channel {
    this.accept(pair[1]);
    return pair[0];
  }
}
