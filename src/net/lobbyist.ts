/**
 * The host's side of every connection: greets guests (a visitor needs no name to see the lobby),
 * binds each connection to a role (visitor, spectator or seat) under the name it gives for it, runs
 * the lobby (bots seated at a level) and the chat, and drops (and logs) any message that is
 * malformed, too large, too frequent or not allowed for that role. The game itself is the
 * subclass's (TableHost).
 */
import { nanoid } from 'nanoid';
import { commit } from '../kernel/fairness.js';
import { SPECTATOR, type Decision, type Seat } from '../kernel/game.js';
import type { HostedTable, SlotRecord } from '../store/db.js';
import type { SeatEvent } from './host.js';
import { parseGuestMessage, RateLimit } from './guest-message.js';
import { PROTOCOL_VERSION, type GuestMessage, type HostMessage, type Lobby, type LobbyEscrow, type Role } from './protocol.js';
import { HOST_WAIT } from './stand-in-wait.js';
import { KEEPALIVE, keepAlive, type KeepAlive } from './keepalive.js';
import type { Channel } from './transport.js';

interface Member {
  readonly channel: Channel;
  role: Role;
  name: string;
  greeted: boolean;
  drops: number;
  readonly limit: RateLimit;
}

/** A name for each seat of the largest table (Crazier Eights seats eight), so no two bots share one. */
const BOT_NAMES = ['Ada', 'Bo', 'Cyd', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];
export const OPEN_SLOT: SlotRecord = { kind: 'open', name: '', token: null, secret: null, commitment: null };

/** A bot seat of `level`, named for its seat ("Bo (bot)"; the lobby tags its level). */
export const botSlot = (seat: Seat, level: string): SlotRecord => ({ ...OPEN_SLOT, kind: 'bot', name: `${BOT_NAMES[seat % BOT_NAMES.length]} (bot)`, level });
const CHAT_KEPT = 100;
/** The longest the host waits for a rematch offer to leave before its page moves on. */
const DRAIN_MS = 2_000;
/** A connection that sends this many bad messages is closed. */
const MAX_DROPS = 50;

type Manage = Extract<GuestMessage, { t: 'manage' }>;

export abstract class Lobbyist extends EventTarget {
  private readonly members = new Set<Member>();
  private readonly accepted = new WeakSet<Channel>();
  /** Messages dropped so far, for the host's log and tests. */
  dropped = 0;
  private queue: Promise<void> = Promise.resolve();

  protected constructor(
    protected record: HostedTable,
    private readonly keepalive: KeepAlive = KEEPALIVE,
  ) {
    super();
  }

  protected abstract persist(): Promise<void>;
  protected abstract eventCount(): number;
  protected abstract seatLog(seat: Seat, from: number): SeatEvent<unknown>[];
  protected abstract submit(seat: Seat, command: unknown): Promise<Decision<unknown>>;
  /** Starts the game; a reason when it cannot. */
  protected abstract start(): Promise<string | null>;
  /** The level a bot asked for (or the table's own, when none is named) plays at; null for a level the game lacks. */
  protected abstract levelFor(requested: string | undefined): string | null;

  lobby(): Lobby {
    const { table, game, options, slots, started, hostSeat, hostCommitment, startedAt } = this.record;
    const present = (seat: Seat) => this.present(seat);
    return {
      table,
      game,
      options,
      seats: slots.map((s, seat) => ({
        kind: s.kind,
        name: s.name,
        connected: s.kind === 'bot' || (s.kind === 'person' && present(seat)),
        ...(s.kind === 'bot' ? { level: s.level ?? this.levelFor(undefined) ?? '' } : {}),
        ...(this.standInLevel(seat) !== null ? { standIn: this.standInLevel(seat)! } : {}),
        ...(s.kind === 'person' && s.key ? { key: s.key } : {}),
      })),
      spectators: [...this.members].filter((m) => m.role.kind === 'spectator').length,
      started,
      hostSeat,
      hostCommitment,
      seatCommitments: slots.map((s) => s.commitment),
      startedAt,
      generation: this.record.generation ?? 0,
      hostWait: this.record.hostWait === undefined ? HOST_WAIT : this.record.hostWait,
      escrow: this.escrowState(),
      ...(this.changedAt() === null ? {} : { changedAt: this.changedAt()! }),
    };
  }

  /** Where the log has the current host's `table.hostChanged`, or null. */
  protected changedAt(): number | null {
    return null;
  }

  /** The escrow's epoch and holders, or null when the table keeps none. */
  protected escrowState(): LobbyEscrow | null {
    return null;
  }

  /** A connection now holds `seat` (after hello with its token, or a claim). */
  protected seatConnected(_seat: Seat): void {}

  /** The escrow boxes of `seat`'s entries from `from` (`count` of them), for a holder; null for others. */
  protected boxesFor(_seat: Seat, _from: number, _count: number): string[] | null {
    return null;
  }

  /** A new host says it took over this table (generation, proof); true when the proof holds. */
  protected async superseded(_generation: number, _proof: string): Promise<boolean> {
    return false;
  }

  /** Sends `message` to every connection holding `seat`. */
  protected sendToSeat(seat: Seat, message: HostMessage): void {
    for (const m of this.members) if (m.role.kind === 'seat' && m.role.seat === seat) this.send(m, message);
  }

  /** Whether a connection holds `seat` now. */
  protected present(seat: Seat): boolean {
    return [...this.members].some((m) => m.role.kind === 'seat' && m.role.seat === seat);
  }

  /** The level of the bot playing `seat` for its absent person, or null. */
  protected standInLevel(_seat: Seat): string | null {
    return null;
  }

  /**
   * During the game, the host's word about an absent person's seat: a bot plays for them now
   * (`standIn`), or the seat is given up for someone new (`reopen`). A reason when it cannot be.
   */
  protected async replaceAbsent(_action: 'standIn' | 'reopen', _seat: Seat): Promise<string | null> {
    return 'Seats cannot change once the game has started.';
  }

  /** Someone new is taking `seat`, given up during the game, under `name`. */
  protected seatTaken(_seat: Seat, _name: string): void {}

  /** What is revealed once the game is over: every secret and the full log. Null before the end. */
  protected abstract revealed(): HostMessage | null;

  protected accept(raw: Channel): void {
    // One member a channel, whatever its transport reports twice.
    if (this.accepted.has(raw)) return;
    this.accepted.add(raw);
    const channel = keepAlive(raw, this.keepalive);
    const member: Member = { channel, role: { kind: 'visitor' }, name: '', greeted: false, drops: 0, limit: new RateLimit(20, 40, Date.now()) };
    this.members.add(member);
    // One message at a time, from every connection: each sees the table as the last one left it.
    channel.onMessage = (text) => {
      this.queue = this.queue.then(() => this.receive(member, text)).catch((e) => console.error('peer-table host:', e));
    };
    channel.onClose = () => {
      this.members.delete(member);
      this.broadcastLobby();
    };
  }

  protected closeAll(): void {
    for (const m of this.members) m.channel.close();
    this.members.clear();
  }

  protected async update(record: HostedTable): Promise<void> {
    this.record = record;
    await this.persist();
  }

  /** Sends one new event to every connection holding that role (a seat, or SPECTATOR), with its escrow box for a holder. */
  protected broadcastEvent(seat: Seat, entry: SeatEvent<unknown>, box?: string): void {
    const message: HostMessage = box === undefined ? { t: 'events', entries: [entry] } : { t: 'events', entries: [entry], boxes: [box] };
    for (const m of this.members) if (this.roleSeat(m.role) === seat) this.send(m, message);
  }

  private roleSeat(role: Role): Seat | null {
    return role.kind === 'seat' ? role.seat : role.kind === 'spectator' ? SPECTATOR : null;
  }

  private async receive(member: Member, text: string): Promise<void> {
    const parsed = parseGuestMessage(text);
    if (!member.limit.allow(Date.now())) {
      // A move that goes unanswered would leave its sender waiting: say why it was not judged.
      if (parsed.ok && parsed.message.t === 'command') {
        this.send(member, { t: 'result', id: parsed.message.id, ok: false, rule: 'rate', reason: 'Too many messages: slow down.' });
      }
      return this.drop(member, 'too many messages');
    }
    if (!parsed.ok) return this.drop(member, parsed.reason);
    if (!member.greeted && parsed.message.t !== 'hello') return this.drop(member, 'a guest must say hello first');
    try {
      await this.handle(member, parsed.message);
    } catch (e) {
      this.drop(member, `failed: ${(e as Error).message}`);
    }
  }

  private drop(member: Member, reason: string): void {
    this.dropped++;
    member.drops++;
    console.warn(`peer-table host: dropped a message (${reason})`);
    this.dispatchEvent(new CustomEvent('dropped', { detail: reason }));
    if (member.drops >= MAX_DROPS) member.channel.close();
  }

  private async handle(member: Member, m: GuestMessage): Promise<void> {
    switch (m.t) {
      case 'hello':
        return this.hello(member, m);
      case 'claim':
        return this.claim(member, m.seat, m.name);
      case 'watch':
        if (member.role.kind !== 'visitor') return this.refuse(member, 'You already have a place at this table.');
        member.name = m.name;
        member.role = { kind: 'spectator' };
        this.send(member, { t: 'lobby', role: member.role, lobby: this.lobby() });
        return this.broadcastLobby(member);
      case 'leave':
        if (member.role.kind !== 'seat' || this.record.started || member.role.seat === this.record.hostSeat) {
          return this.refuse(member, 'You cannot leave your seat now.');
        }
        await this.setSlot(member.role.seat, OPEN_SLOT);
        return;
      case 'command': {
        const seat = member.role.kind === 'seat' ? member.role.seat : null;
        const decision =
          seat === null ? { ok: false as const, rule: 'seat', reason: 'Only a seated player can make a move.' } : await this.submit(seat, m.command);
        return this.send(
          member,
          decision.ok ? { t: 'result', id: m.id, ok: true } : { t: 'result', id: m.id, ok: false, rule: decision.rule, reason: decision.reason },
        );
      }
      case 'sync':
        return this.catchUp(member, m.from);
      case 'chat': {
        if (!member.name) return this.refuse(member, 'Give your name first: take a seat, or watch.');
        const line = { from: member.name, text: m.text, at: Date.now() };
        await this.update({ ...this.record, chat: [...this.record.chat, line].slice(-CHAT_KEPT) });
        for (const other of this.members) if (other.greeted) this.send(other, { t: 'chat', lines: [line] });
        return;
      }
      case 'secret':
        return this.secret(member, m.secret, m.commitment);
      case 'manage':
        return this.manage(member, m);
      case 'key':
        return this.key(member, m.key);
      case 'superseded':
        if (!(await this.superseded(m.generation, m.proof))) return this.refuse(member, 'That is no proof of a new host.');
        return;
    }
  }

  /** A seated person's shuffle secret: accepted before the start, once, if it matches its commitment. */
  private async secret(member: Member, secret: string, commitment: string): Promise<void> {
    if (member.role.kind !== 'seat' || this.record.started) return this.refuse(member, 'A secret is sent by a seated player before the start.');
    const seat = member.role.seat;
    if ((await commit(secret)) !== commitment) return this.refuse(member, 'That secret does not match its commitment.');
    if (this.record.slots[seat]!.commitment !== null) return this.refuse(member, 'This seat already sent its secret.');
    await this.update({ ...this.record, slots: this.record.slots.map((s, i) => (i === seat ? { ...s, secret, commitment } : s)) });
    this.broadcastLobby();
    // Not ready yet is no error here: the start waits for the other secrets.
    if (this.record.autostart && (await this.start()) === null) this.broadcastLobby();
  }

  /** A seated person's public signing key: taken once; a page never changes it. */
  private async key(member: Member, key: string): Promise<void> {
    if (member.role.kind !== 'seat') return this.refuse(member, 'A signing key is given by a seated player.');
    const seat = member.role.seat;
    const slot = this.record.slots[seat]!;
    if (slot.key === key) return;
    if (slot.key) return this.refuse(member, 'This seat already gave its signing key.');
    await this.update({ ...this.record, slots: this.record.slots.map((s, i) => (i === seat ? { ...s, key } : s)) });
    this.broadcastLobby();
  }

  /**
   * Binds the connection's role and welcomes it before anything else is sent to it. A connection
   * that held the same seat before (a reloaded tab the host had not yet seen go) is closed only
   * after that: its close broadcasts the lobby, which must reach the new connection with its seat.
   */
  private hello(member: Member, m: Extract<GuestMessage, { t: 'hello' }>): void {
    if (member.greeted) {
      this.refuse(member, 'Already greeted.');
      return;
    }
    const seat = m.token === null ? -1 : this.record.slots.findIndex((s) => s.token === m.token);
    // A seat's holder speaks under the seat's name; anyone else under the name it gave, if any.
    member.name = seat >= 0 ? this.record.slots[seat]!.name : (m.name ?? '');
    if (seat >= 0) member.role = { kind: 'seat', seat };
    member.greeted = true;
    this.send(member, { t: 'welcome', v: PROTOCOL_VERSION, role: member.role, lobby: this.lobby() });
    if (m.token !== null && seat < 0) this.refuse(member, 'That seat is no longer yours: you can watch, or take an open seat.');
    if (this.record.chat.length > 0) this.send(member, { t: 'chat', lines: this.record.chat });
    this.offerRematchTo(member);
    if (seat >= 0) this.seatConnected(seat);
    for (const other of this.members) {
      if (other !== member && seat >= 0 && other.role.kind === 'seat' && other.role.seat === seat) {
        other.role = { kind: 'visitor' };
        other.channel.close();
      }
    }
    this.broadcastLobby(member);
  }

  /**
   * A visitor takes an open seat: before the start, or during the game one its host gave up for
   * someone new (its stand-in steps down; the seat keeps its person's shuffle secret for the audit).
   */
  private async claim(member: Member, seat: Seat, name: string): Promise<void> {
    const slot = this.record.slots[seat];
    if (this.record.started && slot?.kind === 'open' && this.standInLevel(seat) === null) return this.refuse(member, 'The game has started: you can watch it.');
    if (member.role.kind !== 'visitor') return this.refuse(member, 'You already have a place at this table.');
    if (slot?.kind !== 'open') return this.refuse(member, this.record.started ? 'The game has started: you can watch it.' : 'That seat is not free.');
    const token = nanoid(32);
    member.role = { kind: 'seat', seat };
    member.name = name;
    if (this.record.started) this.seatTaken(seat, name);
    await this.setSlot(seat, { kind: 'person', name, token, secret: slot.secret, commitment: slot.commitment });
    this.send(member, { t: 'seated', seat, token });
    this.seatConnected(seat);
  }

  private async manage(member: Member, m: Manage): Promise<void> {
    if (member.role.kind !== 'seat' || member.role.seat !== this.record.hostSeat) return this.refuse(member, 'Only the host manages the table.');
    if (m.action === 'start') {
      const why = await this.start();
      if (why) this.refuse(member, why);
      return this.broadcastLobby();
    }
    if (m.action === 'standIn' || m.action === 'reopen') {
      const why = this.record.started ? await this.replaceAbsent(m.action, m.seat) : 'The game has not started.';
      if (why) this.refuse(member, why);
      return;
    }
    if (this.record.started) return this.refuse(member, 'Seats cannot change once the game has started.');
    const slots = this.record.slots;
    const to = m.action === 'move' ? m.to : m.seat;
    if (!slots[m.seat] || !slots[to]) return this.refuse(member, 'No such seat.');
    if (m.action === 'bot') {
      if (slots[m.seat]!.kind !== 'open') return this.refuse(member, 'That seat is not free.');
      const level = this.levelFor(m.level);
      if (level === null) return this.refuse(member, `This game has no bot level "${m.level}".`);
      return this.setSlot(m.seat, botSlot(m.seat, level));
    }
    if (m.action === 'remove') {
      if (m.seat === this.record.hostSeat || slots[m.seat]!.kind === 'open') return this.refuse(member, 'That seat cannot be emptied.');
      return this.setSlot(m.seat, OPEN_SLOT);
    }
    const moved = slots.slice();
    [moved[m.seat], moved[to]] = [slots[to]!, slots[m.seat]!];
    const seatAfter = (s: Seat) => (s === m.seat ? to : s === to ? m.seat : s);
    for (const other of this.members) if (other.role.kind === 'seat') other.role = { kind: 'seat', seat: seatAfter(other.role.seat) };
    await this.update({ ...this.record, slots: moved, hostSeat: seatAfter(this.record.hostSeat) });
    this.broadcastLobby();
  }

  /** Changes one seat; whoever held it before (if someone else) goes back to the lobby as a visitor. */
  private async setSlot(seat: Seat, slot: SlotRecord): Promise<void> {
    const previous = this.record.slots[seat]!;
    await this.update({ ...this.record, slots: this.record.slots.map((s, i) => (i === seat ? slot : s)) });
    if (previous.token !== slot.token) {
      for (const m of this.members) if (m.role.kind === 'seat' && m.role.seat === seat && slot.kind !== 'person') m.role = { kind: 'visitor' };
    }
    this.broadcastLobby();
  }

  /** Sends `message` to every connection, and resolves once it has left this browser (or after DRAIN_MS). */
  protected async say(message: HostMessage): Promise<void> {
    this.broadcast(message);
    await this.drained();
  }

  private drained(): Promise<unknown> {
    return Promise.race([Promise.all([...this.members].map((m) => m.channel.drain?.())), new Promise((r) => setTimeout(r, DRAIN_MS))]);
  }

  /**
   * Tells every connection of the rematch this table offers (each seat its own token there), and
   * resolves once what was sent has left this browser (or after DRAIN_MS), so the host's page may
   * move to the new table.
   */
  protected async offerRematch(): Promise<void> {
    for (const m of this.members) if (m.greeted) this.offerRematchTo(m);
    await this.drained();
  }

  private offerRematchTo(member: Member): void {
    const rematch = this.record.rematch;
    if (!rematch || member.role.kind === 'visitor') return;
    const seat = member.role.kind === 'seat' ? member.role.seat : null;
    const token = seat === null ? null : (rematch.tokens[seat] ?? null);
    const from = this.record.slots[this.record.hostSeat]!.name;
    this.send(member, { t: 'rematch', table: rematch.table, game: this.record.game, seat: token === null ? null : seat, token, from });
  }

  /** Sends `message` to every connection that said hello. */
  protected broadcast(message: HostMessage): void {
    for (const m of this.members) if (m.greeted) this.send(m, message);
  }

  /** Sends every seated or watching connection the events from the start (when the game starts). */
  protected catchUpAll(): void {
    for (const m of this.members) this.catchUp(m, 0);
  }

  /** The events of the member's role from `from` on, then the reveal if the game is over. */
  private catchUp(member: Member, from: number): void {
    const seat = this.roleSeat(member.role);
    if (seat === null) return;
    if (from < this.eventCount()) {
      const entries = this.seatLog(seat, from);
      const boxes = this.boxesFor(seat, from, entries.length);
      this.send(member, boxes ? { t: 'events', entries, boxes } : { t: 'events', entries });
    }
    const reveal = this.revealed();
    if (reveal) this.send(member, reveal);
  }

  private refuse(member: Member, reason: string): void {
    this.send(member, { t: 'error', reason });
  }

  /** The lobby to every connection but `except` (which was just sent it). */
  protected broadcastLobby(except?: Member): void {
    const lobby = this.lobby();
    for (const m of this.members) if (m.greeted && m !== except) this.send(m, { t: 'lobby', role: m.role, lobby });
    this.dispatchEvent(new Event('lobby'));
  }

  private send(member: Member, message: HostMessage): void {
    if (member.channel.open) member.channel.send(message);
  }
}
