/**
 * A guest's side of a table (the host's own page is a guest too): connects, says hello with its
 * seat token if it has one (and its name, if it has given one: a visitor may look at the lobby
 * first and give a name when it takes a seat or watches), asks for the events it lacks once the host has bound its role, applies
 * them strictly in sequence (asking for any gap), stores them before showing them, and reconnects
 * with backoff when the connection drops. When the host is gone, the stored log still shows the
 * game so far. Its log starts afresh only when the host binds it a role with another perspective
 * (see protocol.ts); no other message about roles touches what it holds. Where its connection
 * stands is a snapshot of the lifecycle statechart (guest-lifecycle.machine.ts); what it does on
 * the wire and with timers are its reactions to that snapshot's changes.
 */
import { initialTransition, transition } from 'xstate';
import type { Decision, Game, Typed } from '../kernel/game.js';
import { SPECTATOR } from '../kernel/game.js';
import type { GuestStore } from '../store/guest-store.js';
import { commit, newSecret } from '../kernel/fairness.js';
import { Sealer } from '../kernel/sealer.js';
import type { JoinedTable } from '../store/db.js';
import {
  backoffDelay,
  guestLifecycle,
  statusOf,
  type GuestLifecycleEvent,
  type GuestLifecycleSnapshot,
  type GuestStatus,
  type GuestTag,
} from './guest-lifecycle.machine.js';
import {
  PROTOCOL_VERSION,
  type RematchOffer,
  type ChatLine,
  type GuestMessage,
  type HostMessage,
  type Lobby,
  type Reveal,
  type Role,
  type WireEntry,
} from './protocol.js';
import { keepAlive, type KeepAlive } from './keepalive.js';
import { SeatClient } from './seat-client.js';
import type { Channel, Listener, Network } from './transport.js';
import type { EscrowHolder } from './escrow/escrow-holder.js';
import { newSeatKey, type SeatKey } from './succession/seat-key.js';
import type { Rebuilt } from './succession/rebuild.js';
import type { SuccessionOutcome } from './succession/succession.js';
import { HOST_WAIT } from './stand-in-wait.js';

export type { GuestStatus };

/** The outcome of checking the host's reveal at the end of the game. */
export type Verdict = { readonly kind: 'verified' } | { readonly kind: 'failed'; readonly reason: string };

export interface GuestSetup<S, C extends Typed, E extends Typed, V, O> {
  readonly game: Game<S, C, E, V, O>;
  readonly table: string;
  /** The name it goes by, if known before it joins (else given with `claim` or `watch`). */
  readonly name: string | null;
  readonly store: GuestStore;
  /**
   * Opens a channel to the host, listening under `peer` (null: the table's own id; another after a
   * change of host); rejects with a reason when it can't.
   */
  readonly connect: (peer: string | null) => Promise<Channel>;
  /** How this page takes part in a change of host; without it, a page whose host has gone waits for it. */
  readonly succession?: GuestSuccession;
  /** A seat token known beforehand (the host's own page). */
  readonly token?: string;
  /** Milliseconds before reconnection attempt n (1, 2, ...); default `backoffDelay`. */
  readonly backoff?: (attempt: number) => number;
  /** How the connection is kept alive (default KEEPALIVE). */
  readonly keepalive?: KeepAlive;
  /** Attempts after which a page that was never at this table stops trying (default 8, about a minute). */
  readonly giveUpAfter?: number;
}

export interface GuestSuccession {
  /** Where candidates listen and voters reach them. */
  readonly network: Network;
  /**
   * Hosts the table from what the escrow held, taking guests from `listener`; resolves to how this
   * page's own seat reaches it.
   */
  readonly host: (rebuilt: Rebuilt, listener: Listener) => Promise<() => Promise<Channel>>;
  /** Each candidate's turn (ms; default SLOT_MS). */
  readonly slotMs?: number;
}

/** How long each candidate's turn lasts in a change of host. */
export const SLOT_MS = 15_000;

export class TableGuest<S, C extends Typed, E extends Typed, V, O> extends EventTarget {
  /** The last lobby the host sent this page (after its welcome). */
  lobby: Lobby | null = null;
  /** The table's chat, the last 100 lines. */
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
  /** This page's seat token (stored, or from `seated`): sent with every hello. */
  private token: string | null;
  /** This seat's shuffle secret, kept for the reveal's check. */
  private secret: string | null = null;
  /** The commitments as they stood when the game started: what the reveal is checked against. */
  private commitments: JoinedTable['commitments'] = null;
  /** When the game started, as the host's lobby said (ms since the epoch); null before. */
  private startedAt: number | null = null;
  /** This seat's sealed choices: sealed when sent, opened when due. */
  private sealer: Sealer<S, C>;
  /** Where the connection stands: status, attempts, the role bound, watching, the secret sent. */
  private lifecycle: GuestLifecycleSnapshot;
  /** The channel of the connection in use: live I/O, so not in the snapshot (which numbers it). */
  private channel: Channel | null = null;
  /** Connection attempts begun: only the latest one's outcome is the lifecycle's. */
  private dials = 0;
  /** Ids for commands, matched with the host's results. */
  private nextId = 1;
  /** Commands sent and not yet answered; each is answered as refused if the connection drops first. */
  private readonly pending = new Map<number, (d: Decision<E>) => void>();
  /** The timer that sends RETRY_DUE while the lifecycle is waiting out a backoff. */
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** Messages are handled one at a time, in order (each may store before the next). */
  private queue: Promise<void> = Promise.resolve();
  /**
   * This page's escrow share and boxes (a guest holding a share), and the epoch's rendezvous; the
   * bookkeeping loads with the first share or box the host sends (a table of fewer than two guests
   * sends none).
   */
  private escrow: EscrowHolder | null = null;
  private rendezvous: string | null = null;
  /** The holders of the escrow's epoch this page holds a share of (the candidates if the host goes). */
  private holders: readonly number[] = [];
  /** This seat's signing key, made once it is seated. */
  private seatKey: SeatKey | null = null;
  /** The wait on a host that has gone, before the change of host begins. */
  private hostGone: ReturnType<typeof setTimeout> | null = null;
  /** How this page reaches the table once it hosts it itself (after a change of host). */
  private own: (() => Promise<Channel>) | null = null;
  /** The candidates' order the host gave as it left the table. */
  private leavingOrder: readonly number[] | null = null;

  constructor(private readonly setup: GuestSetup<S, C, E, V, O>) {
    super();
    this.token = setup.token ?? null;
    this.name = setup.name?.trim() || null;
    this.client = new SeatClient(setup.game, SPECTATOR);
    this.sealer = new Sealer(setup.game, SPECTATOR);
    this.lifecycle = initialTransition(guestLifecycle, { giveUpAfter: setup.giveUpAfter ?? 8 })[0];
  }

  /** The host's seat now (null before the first lobby). */
  get hostSeat(): number | null {
    return this.lobby?.hostSeat ?? null;
  }

  get status(): GuestStatus {
    return statusOf(this.lifecycle);
  }

  /** The role the host bound this page (the stored one until it is welcomed). */
  get role(): Role {
    return this.lifecycle.context.role;
  }

  /** Loads what this browser kept of the table, then connects. */
  async open(): Promise<void> {
    const saved = await this.setup.store.load(this.setup.table);
    if (saved) {
      this.token = this.setup.token ?? saved.record.token;
      this.name ??= saved.record.name;
      this.secret = saved.record.secret ?? null;
      this.commitments = saved.record.commitments ?? null;
      this.startedAt = saved.record.startedAt ?? null;
      this.client = new SeatClient(this.setup.game, perspectiveOf(saved.record.role) ?? SPECTATOR);
      this.sealer = new Sealer(this.setup.game, this.client.seat, saved.record.sealed ?? []);
      for (const entry of saved.log) {
        if (this.client.receive(entry as WireEntry<E>) === 'applied') this.entries.push(entry as WireEntry<E>);
      }
      this.revealed = saved.record.revealed;
      this.rematch = saved.record.rematch ?? null;
      this.seatKey = saved.record.seatKey ?? null;
      const kept = saved.record.escrow;
      if (kept) {
        const stored = { table: this.setup.table, share: kept.share, record: kept.record, entries: await this.setup.store.boxes(this.setup.table) };
        const { EscrowHolder } = await import('./escrow/escrow-holder.js');
        this.escrow = EscrowHolder.restore(this.setup.table, stored) ?? new EscrowHolder(this.setup.table);
        this.rendezvous = kept.rendezvous;
        this.holders = kept.holders ?? [];
      }
      await this.checkWhenComplete();
    }
    this.fire({ type: 'OPEN', role: saved?.record.role ?? { kind: 'visitor' }, held: this.client.length });
    this.changed();
  }

  /** Tries again at once, after the page stopped trying (`unreachable`) or while it waits to. */
  reconnect(): void {
    this.fire({ type: 'RECONNECT' });
  }

  close(): void {
    this.fire({ type: 'CLOSE' });
  }

  view(): V {
    return this.client.view();
  }

  /**
   * A move; resolves with the host's decision, or a refusal when offline. A sealed choice goes as
   * a seal of it, its secret stored here first.
   */
  async submit(command: C): Promise<Decision<E>> {
    if (!this.lifecycle.hasTag('online')) return { ok: false, rule: 'offline', reason: 'Not connected to the host: the move was not sent.' };
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
    if (sent) this.fire({ type: 'CLAIM_SENT' });
    return sent;
  }

  /** Asks to watch under `name` (by default the name it goes by); false when not sent. */
  watch(name = this.name): boolean {
    const given = this.named(name);
    const sent = given !== null && this.send({ t: 'watch', name: given });
    if (sent) this.fire({ type: 'WATCH_SENT' });
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

  /** The host's page: a bot in `seat` (at `level`, or the table's own), a seat emptied, the start; during the game, a bot for an absent person (`standIn`) or their seat given up (`reopen`). */
  manage(action: 'bot' | 'remove' | 'start' | 'standIn' | 'reopen', seat: number, level?: string): boolean {
    if (action === 'bot') return this.send(level === undefined ? { t: 'manage', action, seat } : { t: 'manage', action, seat, level });
    return this.send({ t: 'manage', action, seat });
  }

  move(seat: number, to: number): boolean {
    return this.send({ t: 'manage', action: 'move', seat, to });
  }

  private send(message: GuestMessage): boolean {
    if (!this.lifecycle.hasTag('online') || !this.channel?.open) return false;
    this.channel.send(message);
    return true;
  }

  /** Moves the lifecycle on by `event` and reacts to what changed; false when the event changes nothing now. */
  private fire(event: GuestLifecycleEvent): boolean {
    const before = this.lifecycle;
    if (!before.can(event)) return false;
    const after = transition(guestLifecycle, before, event)[0];
    this.lifecycle = after;
    const left = (tag: GuestTag) => before.hasTag(tag) && !after.hasTag(tag);
    const entered = (tag: GuestTag) => !before.hasTag(tag) && after.hasTag(tag);
    if (left('online')) this.release();
    if (entered('offline') && !after.hasTag('succeeding')) this.watchHost();
    if (left('offline') && this.hostGone) {
      clearTimeout(this.hostGone);
      this.hostGone = null;
    }
    if (entered('succeeding')) void this.succeed();
    if (left('waiting') && this.retry) {
      clearTimeout(this.retry);
      this.retry = null;
    }
    if (entered('online')) this.greet(after.context.channel);
    if (entered('waiting')) this.scheduleRetry(after.context.attempts);
    if (entered('dialing')) void this.dial();
    if (statusOf(after) !== statusOf(before)) this.changed();
    return true;
  }

  /** One connection attempt; the channel it opens is taken up only if the lifecycle is still dialing. */
  private async dial(): Promise<void> {
    const attempt = ++this.dials;
    let raw: Channel;
    try {
      raw = this.own ? await this.own() : await this.setup.connect(this.lifecycle.context.peer);
      if (!raw.open) throw new Error('The connection closed as it opened.');
    } catch (e) {
      if (attempt !== this.dials) return;
      this.report((e as Error).message);
      this.fire({ type: 'CONNECT_FAILED' });
      return;
    }
    // An attempt overtaken by a newer one (a change of host while it waited on the old host) ends
    // here: the connection in use is the newer one's.
    if (attempt !== this.dials) return raw.close();
    this.channel = keepAlive(raw, this.setup.keepalive);
    if (!this.fire({ type: 'CONNECTED' })) {
      const unused = this.channel;
      this.channel = null;
      unused.close();
    }
  }

  /** A new connection (number `n`): its messages go through the queue, its close is a DROPPED, and it says hello. */
  private greet(n: number): void {
    const channel = this.channel!;
    this.problem = '';
    channel.onMessage = (text) => {
      this.queue = this.queue.then(() => this.receive(text, n)).catch((e) => this.report(String((e as Error).message ?? e)));
    };
    channel.onClose = () => this.fire({ type: 'DROPPED', channel: n });
    channel.send({ t: 'hello', v: PROTOCOL_VERSION, name: this.name, token: this.token } satisfies GuestMessage);
  }

  /** The connection is over (dropped, or the page closed): its unanswered commands are refused. */
  private release(): void {
    const channel = this.channel;
    this.channel = null;
    if (channel?.open) channel.close();
    for (const resolve of this.pending.values()) resolve({ ok: false, rule: 'offline', reason: 'The connection dropped before the host answered.' });
    this.pending.clear();
  }

  private scheduleRetry(attempt: number): void {
    this.retry = setTimeout(
      () => {
        this.retry = null;
        this.fire({ type: 'RETRY_DUE' });
      },
      (this.setup.backoff ?? backoffDelay)(attempt),
    );
  }

  /** A message from the host on connection `channel` (messages of an older one may still be queued). */
  private async receive(text: string, channel: number): Promise<void> {
    const m = JSON.parse(text) as HostMessage<E>;
    const before = this.role;
    switch (m.t) {
      case 'welcome':
        if (m.lobby.game !== this.setup.game.id) {
          this.report(`This table plays ${m.lobby.game}, not ${this.setup.game.id}: open it with a join link made by its host.`);
          this.close();
          return;
        }
        if (!this.fire({ type: 'WELCOME', channel, role: m.role })) return;
        this.noteLobby(m.lobby);
        await this.cutFork(m.lobby);
        await this.adoptRole(before, true);
        // A spectator has no token: it asks to watch again, and then for the events it lacks.
        if (m.role.kind === 'visitor' && this.lifecycle.context.watching && this.name) this.send({ t: 'watch', name: this.name });
        await this.sendSecret();
        this.openDue();
        break;
      case 'lobby':
        // Before its welcome (or from an older connection), a lobby speaks of a role this connection does not have.
        if (!this.fire({ type: 'LOBBY', channel, role: m.role })) return;
        this.noteLobby(m.lobby);
        await this.adoptRole(before, false);
        await this.sendSecret();
        break;
      case 'seated':
        if (!this.fire({ type: 'SEATED', channel, seat: m.seat })) return;
        this.token = m.seat >= 0 ? m.token : null;
        await this.adoptRole(before, false);
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
        if (m.boxes) await this.keepBoxes(m.boxes);
        await this.checkWhenComplete();
        break;
      case 'escrow':
        await this.keepEscrow(m);
        break;
      case 'leaving':
        this.leavingOrder = m.order;
        if (this.mayTakeOver()) this.fire({ type: 'HOST_GONE' });
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
    await this.sendKey();
    const lobby = this.lobby;
    const role = this.role;
    if (role.kind !== 'seat' || !lobby || lobby.started || this.lifecycle.context.secretSent) return;
    if (lobby.seatCommitments[role.seat] !== null) return;
    this.secret ??= newSecret();
    if (this.send({ t: 'secret', secret: this.secret, commitment: await commit(this.secret) })) this.fire({ type: 'SECRET_SENT' });
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
    this.startedAt = lobby.startedAt ?? this.startedAt;
    this.lobby = lobby;
  }

  /**
   * What this page kept of the game's start: its time and the commitments made before the deal. A
   * page opened again after the game (its host gone, say) heads its log with them until a lobby comes.
   */
  get start(): { readonly at: number | null; readonly commitments: JoinedTable['commitments'] } {
    return { at: this.startedAt, commitments: this.commitments };
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
    const { verifyReveal } = await import('./verify-reveal.js');
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
      role: this.lifecycle.context.watching && this.role.kind === 'visitor' ? { kind: 'spectator' } : this.role,
      updated: Date.now(),
      secret: this.secret,
      commitments: this.commitments,
      startedAt: this.startedAt,
      revealed: this.revealed,
      sealed: this.sealer.secrets,
      rematch: this.rematch,
      ...(this.seatKey ? { seatKey: this.seatKey } : {}),
      escrow:
        this.escrow?.share && this.rendezvous
          ? { share: this.escrow.share, rendezvous: this.rendezvous, holders: this.holders, record: this.escrow.record }
          : null,
    });
  }

  /** A seated page gives the host its public signing key, once (made the first time it is seated here). */
  private async sendKey(): Promise<void> {
    const role = this.role;
    if (role.kind !== 'seat' || !this.lobby) return;
    if (!this.seatKey) {
      this.seatKey = await newSeatKey();
      await this.save();
    }
    if (this.lobby.seats[role.seat]?.key !== this.seatKey.publicKey) this.send({ t: 'key', key: this.seatKey.publicKey });
  }

  /** The escrow's bookkeeping, loaded the first time the host sends this page a part of it. */
  private async holder(): Promise<EscrowHolder> {
    this.escrow ??= new (await import('./escrow/escrow-holder.js')).EscrowHolder(this.setup.table);
    return this.escrow;
  }

  /** The escrow, as the host sends it to a holder: a new share (a new epoch), the record's box, entry boxes. */
  private async keepEscrow(m: Extract<HostMessage, { t: 'escrow' }>): Promise<void> {
    const escrow = await this.holder();
    if (m.share !== undefined) {
      if (!escrow.takeShare(m.share).ok) return;
      this.rendezvous = m.rendezvous ?? null;
      this.holders = m.holders ?? [];
    }
    if (m.record !== undefined) escrow.takeBox(m.record);
    if (m.boxes) await this.keepBoxes(m.boxes, m.share !== undefined);
    else await this.save();
  }

  /** Entry boxes, kept in order (a box of another epoch, or out of order, is not); `fresh`: a new epoch's, from 0. */
  private async keepBoxes(boxes: readonly string[], fresh = false): Promise<void> {
    const escrow = await this.holder();
    const before = escrow.entries.length;
    for (const box of boxes) escrow.takeBox(box);
    const added = escrow.entries.slice(fresh ? 0 : before);
    if (added.length > 0 || fresh) await this.setup.store.putBoxes(this.setup.table, fresh ? 0 : before, added);
    if (fresh) await this.save();
  }

  /**
   * A new host's log forked from this page's where it changed host (this page held events the old
   * host sent nobody else before it went): those are cut, back to the change, before catching up.
   */
  private async cutFork(lobby: Lobby): Promise<void> {
    const at = lobby.changedAt;
    if (at === undefined || this.client.length <= at) return;
    const event = this.entries[at]?.event as (Typed & { generation?: number }) | undefined;
    if (event?.type === 'table.hostChanged' && event.generation === lobby.generation) return;
    const kept = this.entries.slice(0, at);
    this.client = new SeatClient(this.setup.game, this.client.seat);
    for (const entry of kept) this.client.receive(entry);
    this.entries = kept;
    await this.setup.store.cutLog(this.setup.table, at);
  }

  /** Whether this page can take part in a change of host now. */
  private mayTakeOver(): boolean {
    const lobby = this.lobby;
    const role = this.role;
    return (
      this.setup.succession !== undefined &&
      role.kind === 'seat' &&
      !!lobby?.started &&
      lobby.hostWait !== null &&
      // A game that ended before its host revealed it is taken over too: the new host reveals it.
      this.revealed === null &&
      this.holders.includes(role.seat) &&
      this.escrow !== null &&
      this.escrow.share !== null &&
      this.rendezvous !== null &&
      this.seatKey !== null
    );
  }

  /** Offline: after the table's wait on a host that has gone, the change of host begins. */
  private watchHost(): void {
    if (this.hostGone || !this.mayTakeOver()) return;
    this.hostGone = setTimeout(() => {
      this.hostGone = null;
      if (this.mayTakeOver()) this.fire({ type: 'HOST_GONE' });
    }, this.lobby!.hostWait ?? HOST_WAIT);
  }

  /** This page's part in the change of host (see src/net/succession/succession.ts). */
  private async succeed(): Promise<void> {
    const lobby = this.lobby!;
    const succession = this.setup.succession!;
    const seat = (this.role as Extract<Role, { kind: 'seat' }>).seat;
    let outcome: SuccessionOutcome;
    try {
      const { succeed } = await import('./succession/succession.js');
      outcome = await succeed({
        table: this.setup.table,
        seat,
        seats: lobby.seats.length,
        hostSeat: lobby.hostSeat,
        generation: lobby.generation ?? 0,
        holders: this.holders,
        ...(this.leavingOrder ? { order: this.leavingOrder } : {}),
        share: this.escrow!.share!,
        boxes: { record: this.escrow!.record, entries: this.escrow!.entries },
        rendezvous: this.rendezvous!,
        signingKey: this.seatKey!.privateKey,
        keyOf: (s) => lobby.seats[s]?.key,
        held: this.client.length,
        connect: (peer) => succession.network.connect(peer),
        listen: (peer) => succession.network.listen(peer),
        takeOver: async (opened, listener) => {
          const { rebuild } = await import('./succession/rebuild.js');
          const rebuilt = await rebuild(this.setup.table, opened, this.entries);
          if (typeof rebuilt === 'string') throw new Error(rebuilt);
          this.own = await succession.host(rebuilt, listener);
        },
        slotMs: succession.slotMs ?? SLOT_MS,
        wanted: () => this.lifecycle.hasTag('succeeding'),
      });
    } catch (e) {
      outcome = { kind: 'failed', reason: (e as Error).message };
    }
    if (outcome.kind === 'failed') {
      this.report(`Nobody could take the table over yet (${outcome.reason}); this page tries its host again.`);
      this.fire({ type: 'SUCCESSION_FAILED' });
      return;
    }
    this.fire({ type: 'NEW_HOST', peer: outcome.kind === 'hosting' ? null : outcome.peer });
    this.dispatchEvent(new Event('host-changed'));
  }

  /** Notes that this page said no to the rematch offered (its seat there is given up elsewhere). */
  async declineRematch(): Promise<void> {
    if (!this.rematch) return;
    this.rematch = { ...this.rematch, declined: true };
    await this.save();
    this.changed();
  }

  /**
   * Takes up the role the host just bound (in the lifecycle; `previous` is the one before). A
   * visitor keeps whatever it holds. A role with another perspective than the events held (another
   * seat, or watching instead of a seat) starts the log afresh: the only reset there is. Then, when
   * the role is new or the host just welcomed this connection, the page asks for the events from
   * what it now holds.
   */
  private async adoptRole(previous: Role, welcome: boolean): Promise<void> {
    const role = this.role;
    const changed = JSON.stringify(role) !== JSON.stringify(previous);
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
