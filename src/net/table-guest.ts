/**
 * A guest's side of a table (the host's own page is a guest too): connects, says hello with its
 * seat token if it has one, applies its events strictly in sequence (asking for any gap), stores
 * them before showing them, and reconnects with backoff when the connection drops. When the host
 * is gone, the stored log still shows the game so far.
 */
import type { Decision, Game, Typed } from '../kernel/game.js';
import { SPECTATOR } from '../kernel/game.js';
import type { GuestStore } from '../store/guest-store.js';
import { commit, newSecret } from '../kernel/fairness.js';
import type { JoinedTable } from '../store/db.js';
import { PROTOCOL_VERSION, type ChatLine, type GuestMessage, type HostMessage, type Lobby, type Reveal, type Role, type WireEntry } from './protocol.js';
import { verifyReveal } from './verify-reveal.js';
import { SeatClient } from './seat-client.js';
import type { Channel } from './transport.js';

export type GuestStatus = 'connecting' | 'online' | 'offline' | 'closed';

/** The outcome of checking the host's reveal at the end of the game. */
export type Verdict = { readonly kind: 'verified' } | { readonly kind: 'failed'; readonly reason: string };

export interface GuestSetup<S, C extends Typed, E extends Typed, V, O> {
  readonly game: Game<S, C, E, V, O>;
  readonly table: string;
  readonly name: string;
  readonly store: GuestStore;
  /** Opens a channel to the host; rejects with a reason when it can't. */
  readonly connect: () => Promise<Channel>;
  /** A seat token known beforehand (the host's own page). */
  readonly token?: string;
  /** Milliseconds before reconnection attempt n (1, 2, ...). */
  readonly backoff?: (attempt: number) => number;
}

const defaultBackoff = (n: number): number => Math.min(15_000, 500 * 2 ** Math.min(n - 1, 5));

export class TableGuest<S, C extends Typed, E extends Typed, V, O> extends EventTarget {
  status: GuestStatus = 'connecting';
  role: Role = { kind: 'visitor' };
  lobby: Lobby | null = null;
  chat: ChatLine[] = [];
  /** The last problem the host reported, or a connection problem. */
  problem = '';
  client: SeatClient<S, C, E, V, O>;
  /** Set once the host revealed the game at its end and this page checked it. */
  verdict: Verdict | null = null;
  /** The host's reveal (full log and secrets), once the game is over. */
  revealed: Reveal | null = null;
  /** Every event this seat received, with the host's hash of each full event. */
  entries: WireEntry<E>[] = [];
  private token: string | null;
  private secret: string | null = null;
  private commitments: JoinedTable['commitments'] = null;
  private sentSecret = false;
  private channel: Channel | null = null;
  private attempts = 0;
  private nextId = 1;
  private readonly pending = new Map<number, (d: Decision<E>) => void>();
  private retry: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly setup: GuestSetup<S, C, E, V, O>) {
    super();
    this.token = setup.token ?? null;
    this.client = new SeatClient(setup.game, SPECTATOR);
  }

  /** Loads what this browser kept of the table, then connects. */
  async open(): Promise<void> {
    const saved = await this.setup.store.load(this.setup.table);
    if (saved) {
      this.token = this.setup.token ?? saved.record.token;
      this.secret = saved.record.secret ?? null;
      this.commitments = saved.record.commitments ?? null;
      this.setRole(saved.record.role);
      for (const entry of saved.log) {
        if (this.client.receive(entry as WireEntry<E>) === 'applied') this.entries.push(entry as WireEntry<E>);
      }
      if (saved.record.revealed) await this.check(saved.record.revealed);
    }
    this.changed();
    void this.connect();
  }

  close(): void {
    this.status = 'closed';
    if (this.retry) clearTimeout(this.retry);
    this.channel?.close();
    this.changed();
  }

  view(): V {
    return this.client.view();
  }

  /** A move; resolves with the host's decision, or a refusal when offline. */
  submit(command: C): Promise<Decision<E>> {
    const id = this.nextId++;
    if (!this.send({ t: 'command', id, command })) {
      return Promise.resolve({ ok: false, rule: 'offline', reason: 'Not connected to the host: the move was not sent.' });
    }
    return new Promise((resolve) => this.pending.set(id, resolve));
  }

  claim(seat: number): boolean {
    return this.send({ t: 'claim', seat });
  }

  watch(): boolean {
    return this.send({ t: 'watch', have: this.client.seat === SPECTATOR ? this.client.length : 0 });
  }

  leave(): boolean {
    return this.send({ t: 'leave' });
  }

  say(text: string): boolean {
    return this.send({ t: 'chat', text });
  }

  manage(action: 'bot' | 'remove' | 'start', seat: number): boolean {
    return this.send({ t: 'manage', action, seat });
  }

  move(seat: number, to: number): boolean {
    return this.send({ t: 'manage', action: 'move', seat, to });
  }

  private send(message: GuestMessage): boolean {
    if (this.status !== 'online' || !this.channel?.open) return false;
    this.channel.send(message);
    return true;
  }

  private async connect(): Promise<void> {
    if (this.status === 'closed') return;
    this.status = this.attempts === 0 ? 'connecting' : 'offline';
    this.changed();
    try {
      const channel = await this.setup.connect();
      if ((this.status as GuestStatus) === 'closed') return channel.close();
      this.channel = channel;
      this.attempts = 0;
      this.status = 'online';
      this.problem = '';
      channel.onMessage = (text) => {
        this.queue = this.queue.then(() => this.receive(text)).catch((e) => this.report(String((e as Error).message ?? e)));
      };
      channel.onClose = () => this.dropped();
      channel.send({ t: 'hello', v: PROTOCOL_VERSION, name: this.setup.name, token: this.token, have: this.client.length } satisfies GuestMessage);
      this.changed();
    } catch (e) {
      this.report((e as Error).message);
      this.scheduleRetry();
    }
  }

  private dropped(): void {
    this.channel = null;
    for (const resolve of this.pending.values()) resolve({ ok: false, rule: 'offline', reason: 'The connection dropped before the host answered.' });
    this.pending.clear();
    if (this.status === 'closed') return;
    this.status = 'offline';
    this.changed();
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.status === 'closed' || this.retry) return;
    this.attempts++;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, (this.setup.backoff ?? defaultBackoff)(this.attempts));
  }

  private async receive(text: string): Promise<void> {
    const m = JSON.parse(text) as HostMessage<E>;
    switch (m.t) {
      case 'welcome':
        if (m.lobby.game !== this.setup.game.id) {
          this.report(`This table plays ${m.lobby.game}, not ${this.setup.game.id}: open it with a join link made by its host.`);
          this.close();
          return;
        }
        this.noteLobby(m.lobby);
        // A spectator has no token: it asks to watch again, from the events it already holds.
        if (this.role.kind === 'spectator' && m.role.kind === 'visitor') this.watch();
        else await this.adoptRole(m.role);
        await this.sendSecret();
        break;
      case 'lobby':
        this.noteLobby(m.lobby);
        await this.adoptRole(m.role);
        await this.sendSecret();
        break;
      case 'seated':
        this.token = m.seat >= 0 ? m.token : null;
        await this.adoptRole({ kind: 'seat', seat: m.seat });
        await this.sendSecret();
        break;
      case 'reveal':
        await this.check(m);
        await this.save();
        break;
      case 'events':
        await this.apply(m.entries);
        break;
      case 'result': {
        const resolve = this.pending.get(m.id);
        this.pending.delete(m.id);
        resolve?.(m.ok ? { ok: true, events: [] } : { ok: false, rule: m.rule ?? 'refused', reason: m.reason ?? 'Refused.' });
        break;
      }
      case 'chat':
        this.chat = [...this.chat, ...m.lines].slice(-100);
        break;
      case 'error':
        this.report(m.reason);
        break;
    }
    this.changed();
  }

  /** Events go in strictly by sequence number; a gap asks the host for the missing range. */
  private async apply(entries: readonly WireEntry<E>[]): Promise<void> {
    const fresh: WireEntry<E>[] = [];
    for (const entry of entries) {
      const receipt = this.client.receive(entry);
      if (receipt === 'applied') fresh.push(entry);
      else if (receipt !== 'duplicate') {
        this.send({ t: 'sync', from: receipt.gapFrom });
        break;
      }
    }
    if (fresh.length > 0) await this.setup.store.append(this.setup.table, fresh);
    this.entries.push(...fresh);
  }

  /**
   * Fairness: once seated, and having seen the host's commitment, this page sends a secret of its
   * own with a commitment to it (before the start: the host refuses it later).
   */
  private async sendSecret(): Promise<void> {
    const lobby = this.lobby;
    if (this.role.kind !== 'seat' || !lobby || lobby.started || this.sentSecret) return;
    if (lobby.seatCommitments[this.role.seat] !== null) return;
    this.secret ??= newSecret();
    this.sentSecret = this.send({ t: 'secret', secret: this.secret, commitment: await commit(this.secret) });
    await this.save();
  }

  /**
   * The commitments as they stood when the game started: what the reveal is checked against. The
   * host's is kept from the first lobby seen; a seat's is kept from when it first appears (once
   * made, a commitment never changes: a host that changes one fails the check at the end).
   */
  private noteLobby(lobby: Lobby): void {
    const known = this.commitments;
    this.commitments = known
      ? { host: known.host, seats: lobby.seatCommitments.map((c, s) => (lobby.started ? (known.seats[s] ?? c) : c)) }
      : { host: lobby.hostCommitment, seats: lobby.seatCommitments };
    this.lobby = lobby;
  }

  private async check(reveal: Reveal): Promise<void> {
    this.revealed = reveal;
    if (!this.commitments) {
      this.verdict = { kind: 'failed', reason: 'this page never saw the commitments made before the deal' };
      return;
    }
    const verdict = await verifyReveal(this.setup.game, reveal, {
      seat: this.client.seat,
      secret: this.secret,
      commitments: this.commitments,
      received: this.entries,
    });
    this.verdict = verdict.ok ? { kind: 'verified' } : { kind: 'failed', reason: verdict.reason };
  }

  private async save(): Promise<void> {
    await this.setup.store.save({
      table: this.setup.table,
      game: this.setup.game.id,
      name: this.setup.name,
      token: this.token,
      role: this.role,
      updated: Date.now(),
      secret: this.secret,
      commitments: this.commitments,
      revealed: this.revealed,
    });
  }

  private async adoptRole(role: Role): Promise<void> {
    const same = JSON.stringify(role) === JSON.stringify(this.role);
    if (!same) {
      this.setRole(role);
      this.entries = [];
      await this.setup.store.clearLog(this.setup.table);
    }
    await this.save();
  }

  private setRole(role: Role): void {
    this.role = role;
    const seat = role.kind === 'seat' ? role.seat : SPECTATOR;
    if (seat !== this.client.seat) this.client = new SeatClient(this.setup.game, seat);
  }

  private report(problem: string): void {
    this.problem = problem;
    this.dispatchEvent(new CustomEvent('problem', { detail: problem }));
    this.changed();
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}
