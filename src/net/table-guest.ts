/**
 * A guest's side of a table (the host's own page is a guest too): connects, says hello with its
 * seat token if it has one (and its name, if it has given one: a visitor may look at the lobby
 * first and give a name when it takes a seat or watches), asks for the events it lacks once the host has bound its role, applies
 * them strictly in sequence (asking for any gap), stores them before showing them, and reconnects
 * with backoff when the connection drops. When the host is gone, the stored log still shows the
 * game so far. Its log starts afresh only when the host binds it a role with another perspective
 * (see protocol.ts); no other message about roles touches what it holds.
 */
import type { Decision, Game, Typed } from '../kernel/game.js';
import { SPECTATOR } from '../kernel/game.js';
import type { GuestStore } from '../store/guest-store.js';
import { commit, newSecret } from '../kernel/fairness.js';
import { Sealer } from '../kernel/sealer.js';
import type { JoinedTable } from '../store/db.js';
import { PROTOCOL_VERSION, type RematchOffer, type ChatLine, type GuestMessage, type HostMessage, type Lobby, type Reveal, type Role, type WireEntry } from './protocol.js';
import { verifyReveal } from './verify-reveal.js';
import { keepAlive, type KeepAlive } from './keepalive.js';
import { SeatClient } from './seat-client.js';
import type { Channel } from './transport.js';

/**
 * `unreachable`: a page that was never at this table tried `giveUpAfter` times and stopped (the
 * link may be wrong, or its host offline); `reconnect()` tries again.
 */
export type GuestStatus = 'connecting' | 'online' | 'offline' | 'unreachable' | 'closed';

/** The outcome of checking the host's reveal at the end of the game. */
export type Verdict = { readonly kind: 'verified' } | { readonly kind: 'failed'; readonly reason: string };

export interface GuestSetup<S, C extends Typed, E extends Typed, V, O> {
  readonly game: Game<S, C, E, V, O>;
  readonly table: string;
  /** The name it goes by, if known before it joins (else given with `claim` or `watch`). */
  readonly name: string | null;
  readonly store: GuestStore;
  /** Opens a channel to the host; rejects with a reason when it can't. */
  readonly connect: () => Promise<Channel>;
  /** A seat token known beforehand (the host's own page). */
  readonly token?: string;
  /** Milliseconds before reconnection attempt n (1, 2, ...). */
  readonly backoff?: (attempt: number) => number;
  /** How the connection is kept alive (default KEEPALIVE). */
  readonly keepalive?: KeepAlive;
  /** Attempts after which a page that was never at this table stops trying (default 8, about a minute). */
  readonly giveUpAfter?: number;
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
  /** The rematch the host offered once the game was over, and whether this page said no. */
  rematch: { readonly offer: RematchOffer; readonly declined: boolean } | null = null;
  /** Every event this seat received, with the host's hash of each full event. */
  entries: WireEntry<E>[] = [];
  /** The name this page goes by at the table; null until it gives one. */
  name: string | null;
  private token: string | null;
  private secret: string | null = null;
  private commitments: JoinedTable['commitments'] = null;
  private sentSecret = false;
  /** This seat's sealed choices: sealed when sent, opened when due. */
  private sealer: Sealer<S, C>;
  private channel: Channel | null = null;
  /** The host welcomed this page on the current channel: its lobby messages now speak of this connection. */
  private welcomed = false;
  /** This page asked to watch (or watched before a reload): it asks again whenever it is welcomed as a visitor. */
  private watching = false;
  private attempts = 0;
  private nextId = 1;
  private readonly pending = new Map<number, (d: Decision<E>) => void>();
  private retry: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly setup: GuestSetup<S, C, E, V, O>) {
    super();
    this.token = setup.token ?? null;
    this.name = setup.name?.trim() || null;
    this.client = new SeatClient(setup.game, SPECTATOR);
    this.sealer = new Sealer(setup.game, SPECTATOR);
  }

  /** Loads what this browser kept of the table, then connects. */
  async open(): Promise<void> {
    const saved = await this.setup.store.load(this.setup.table);
    if (saved) {
      this.token = this.setup.token ?? saved.record.token;
      this.name ??= saved.record.name;
      this.secret = saved.record.secret ?? null;
      this.commitments = saved.record.commitments ?? null;
      this.role = saved.record.role;
      this.watching = saved.record.role.kind === 'spectator';
      this.client = new SeatClient(this.setup.game, perspectiveOf(saved.record.role) ?? SPECTATOR);
      this.sealer = new Sealer(this.setup.game, this.client.seat, saved.record.sealed ?? []);
      for (const entry of saved.log) {
        if (this.client.receive(entry as WireEntry<E>) === 'applied') this.entries.push(entry as WireEntry<E>);
      }
      this.revealed = saved.record.revealed;
      this.rematch = saved.record.rematch ?? null;
      await this.checkWhenComplete();
    }
    this.changed();
    void this.connect();
  }

  /** Tries again at once, after the page stopped trying (`unreachable`) or while it waits to. */
  reconnect(): void {
    if (this.status !== 'unreachable' && this.status !== 'offline') return;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.attempts = 0;
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

  /**
   * A move; resolves with the host's decision, or a refusal when offline. A sealed choice goes as
   * a seal of it, its secret stored here first.
   */
  async submit(command: C): Promise<Decision<E>> {
    if (this.status !== 'online') return { ok: false, rule: 'offline', reason: 'Not connected to the host: the move was not sent.' };
    const sent = this.sealer.seal(this.client.state, command);
    if (sent !== command) await this.save();
    return this.sendCommand(sent);
  }

  private sendCommand(command: C): Promise<Decision<E>> {
    const id = this.nextId++;
    if (!this.send({ t: 'command', id, command })) {
      return Promise.resolve({ ok: false, rule: 'offline', reason: 'Not connected to the host: the move was not sent.' });
    }
    return new Promise((resolve) => this.pending.set(id, resolve));
  }

  /** Opens this seat's sealed choice when the state says it is due (again after a failed try). */
  private openDue(): void {
    const opening = this.sealer.opening(this.client.state);
    if (!opening) return;
    void this.sendCommand(opening).then((d) => {
      if (d.ok) return;
      this.sealer.retry((opening as unknown as { key: string }).key);
      if (d.rule !== 'offline') this.report(`Your sealed choice could not be opened: ${d.reason}`);
    });
  }

  /** Asks for open seat `seat` under `name` (by default the name it goes by); false when not sent (offline, or no name). */
  claim(seat: number, name = this.name): boolean {
    const given = this.named(name);
    const sent = given !== null && this.send({ t: 'claim', seat, name: given });
    if (sent) this.watching = false;
    return sent;
  }

  /** Asks to watch under `name` (by default the name it goes by); false when not sent. */
  watch(name = this.name): boolean {
    const given = this.named(name);
    const sent = given !== null && this.send({ t: 'watch', name: given });
    if (sent) this.watching = true;
    return sent;
  }

  /** The name to go by from now on, or null (reported) when there is none. */
  private named(name: string | null): string | null {
    const given = name?.trim() || null;
    if (given === null) this.report('Give your name first.');
    else this.name = given;
    return given;
  }

  leave(): boolean {
    return this.send({ t: 'leave' });
  }

  say(text: string): boolean {
    return this.send({ t: 'chat', text });
  }

  /** The host's page: a bot in `seat` (at `level`, or the table's own), a seat emptied, or the start. */
  manage(action: 'bot' | 'remove' | 'start', seat: number, level?: string): boolean {
    if (action === 'bot') return this.send(level === undefined ? { t: 'manage', action, seat } : { t: 'manage', action, seat, level });
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
      const raw = await this.setup.connect();
      if ((this.status as GuestStatus) === 'closed') return raw.close();
      const channel = keepAlive(raw, this.setup.keepalive);
      this.channel = channel;
      this.welcomed = false;
      this.attempts = 0;
      this.status = 'online';
      this.problem = '';
      channel.onMessage = (text) => {
        this.queue = this.queue.then(() => this.receive(text)).catch((e) => this.report(String((e as Error).message ?? e)));
      };
      channel.onClose = () => channel === this.channel && this.dropped();
      channel.send({ t: 'hello', v: PROTOCOL_VERSION, name: this.name, token: this.token } satisfies GuestMessage);
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
    // A page that has been at this table keeps trying: its host may come back. A link that never
    // answered stops, so its page can say the link may be wrong or the host offline.
    if (this.lobby === null && this.client.length === 0 && this.attempts >= (this.setup.giveUpAfter ?? 8)) {
      this.status = 'unreachable';
      this.changed();
      return;
    }
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
        this.welcomed = true;
        this.noteLobby(m.lobby);
        await this.adoptRole(m.role, true);
        // A spectator has no token: it asks to watch again, and then for the events it lacks.
        if (m.role.kind === 'visitor' && this.watching && this.name) this.send({ t: 'watch', name: this.name });
        await this.sendSecret();
        this.openDue();
        break;
      case 'lobby':
        // Before its welcome, a lobby speaks of a role this connection does not have yet.
        if (!this.welcomed) return;
        this.noteLobby(m.lobby);
        await this.adoptRole(m.role, false);
        await this.sendSecret();
        break;
      case 'seated':
        this.token = m.seat >= 0 ? m.token : null;
        await this.adoptRole({ kind: 'seat', seat: m.seat }, false);
        await this.sendSecret();
        break;
      case 'reveal':
        this.revealed = { finishedAt: m.finishedAt, hostSecret: m.hostSecret, seatSecrets: m.seatSecrets, log: m.log };
        this.verdict = null;
        await this.save();
        await this.checkWhenComplete();
        break;
      case 'events':
        await this.apply(m.entries);
        await this.checkWhenComplete();
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
      case 'rematch': {
        const { t: _, ...offer } = m;
        const same = this.rematch?.offer.table === offer.table;
        this.rematch = { offer, declined: same && this.rematch!.declined };
        await this.save();
        if (!same) this.dispatchEvent(new CustomEvent('rematch', { detail: offer }));
        break;
      }
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
    for (const entry of fresh) {
      const altered = this.sealer.check(entry.event);
      if (altered) this.report(altered);
    }
    this.openDue();
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

  /** Checks the reveal once this page holds every event it covers (a catch-up may still be on its way). */
  private async checkWhenComplete(): Promise<void> {
    const reveal = this.revealed;
    if (!reveal || this.verdict !== null || this.client.length < reveal.log.length) return;
    await this.check(reveal);
  }

  private async check(reveal: Reveal): Promise<void> {
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
      name: this.name,
      token: this.token,
      // A spectator welcomed back as a visitor is still watching (it has asked again).
      role: this.watching && this.role.kind === 'visitor' ? { kind: 'spectator' } : this.role,
      updated: Date.now(),
      secret: this.secret,
      commitments: this.commitments,
      revealed: this.revealed,
      sealed: this.sealer.secrets,
      rematch: this.rematch,
    });
  }

  /** Notes that this page said no to the rematch offered (its seat there is given up elsewhere). */
  async declineRematch(): Promise<void> {
    if (!this.rematch) return;
    this.rematch = { ...this.rematch, declined: true };
    await this.save();
    this.changed();
  }

  /**
   * Takes the role the host bound. A visitor keeps whatever it holds. A role with another
   * perspective than the events held (another seat, or watching instead of a seat) starts the log
   * afresh: the only reset there is. Then, when the role is new or the host just welcomed this
   * connection, the page asks for the events from what it now holds.
   */
  private async adoptRole(role: Role, welcome: boolean): Promise<void> {
    const changed = JSON.stringify(role) !== JSON.stringify(this.role);
    this.role = role;
    const perspective = perspectiveOf(role);
    if (perspective !== null && perspective !== this.client.seat) {
      this.client = new SeatClient(this.setup.game, perspective);
      this.sealer = new Sealer(this.setup.game, perspective);
      this.entries = [];
      this.revealed = null;
      this.verdict = null;
      await this.setup.store.clearLog(this.setup.table);
    }
    if (perspective !== null && (changed || welcome)) this.send({ t: 'sync', from: this.client.length });
    await this.save();
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

/** Whose events a role sees: a seat, the spectators' (SPECTATOR), or none yet (a visitor). */
function perspectiveOf(role: Role): number | null {
  return role.kind === 'seat' ? role.seat : role.kind === 'spectator' ? SPECTATOR : null;
}
