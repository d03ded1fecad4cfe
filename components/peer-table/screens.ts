/**
 * What a `<peer-table>` draws: its header, and a table's lobby (where a visitor gives a name when it
 * takes a seat) or game; its home, a replay, the end of a game and the question before leaving one
 * are drawn by the part of the page that holds them (parts.ts: home-screen.ts, replay-screen.ts,
 * table-end.ts, leave-dialog.ts), once loaded. Intents from the parts go back through the element's
 * own API. The elements each of these shows are defined by the part of the page the element loads
 * for it before it shows it.
 */
import { html, nothing, svg } from 'lit';
import { BOT_SPEEDS, type BotSpeed } from '../../src/app/bot-speed.js';
import type { Session } from '../../src/app/session.js';
import type { Lobby } from '../../src/net/protocol.js';
import { HOST_WAIT } from '../../src/net/stand-in-wait.js';
import type { Presence } from '../game-screen.js';
import { loadedScreen, moduleOf } from '../../src/games/registry.js';
import type { ManageEvent } from '../pt-lobby/pt-lobby.js';
import { parts } from './parts.js';
import type { PeerTable } from './peer-table.js';
import { quietly } from './quietly.js';

export function render(el: PeerTable) {
  const session = el.session;
  const title = session ? (moduleOf(session.game)?.title ?? session.game) : el.replayed ? 'Replay' : '';
  return html`
    <header part="header">
      <h1 part="title" class=${title ? 'at-table' : ''}>
        <span class="brand">${el.followsAddress ? html`<a href="#">peer-table</a>` : 'peer-table'}</span>
        ${title ? html`<span class="game"><span class="dot" aria-hidden="true">· </span>${title}</span>` : nothing}
      </h1>
      ${
        session
          ? html`<button
            class="secondary sound"
            part="turn-sound"
            aria-pressed=${el.turnSound ? 'true' : 'false'}
            title="A short sound when it is your turn"
            aria-label="Turn sound"
            @click=${() => (el.turnSound = !el.turnSound)}
          >
            ${bell(el.turnSound)}<span class="label" aria-hidden="true">Turn sound</span>
          </button>`
          : nothing
      }
      ${session?.host ? speedChoice(el) : nothing}
      ${
        session || el.replayed
          ? html`<button class="secondary leave" @click=${() => el.askLeave()}>${session ? html`Leave<span class="wide"> table</span>` : 'Close replay'}</button>`
          : nothing
      }
    </header>
    ${session && el.confirmingLeave ? (parts.leave.now?.confirmLeave(el, session) ?? nothing) : nothing}
    ${
      el.problem
        ? html`<p class="problem" part="problem" role="alert">
          ${el.problem}
          ${el.retryable ? html`<button class="secondary" @click=${() => el.retry()}>Try again</button>` : nothing}
        </p>`
        : nothing
    }
    ${
      session
        ? renderSession(el, session)
        : el.replayed
          ? (parts.replay.now?.renderReplay(el, el.replayed) ?? nothing)
          : el.atHome
            ? (parts.home.now?.screen.renderHome(el) ?? nothing)
            : opening(el)
    }
  `;
}

/** What a page shows while a table or a replay opens (and if it could not: the problem above says why). */
function opening(el: PeerTable) {
  return el.problem ? nothing : html`<p class="connection opening" role="status">Opening…</p>`;
}

/** Mid-game, the log so far downloads (the end part, which holds the log's uses, loads at the click). */
function saveSoFar(el: PeerTable): void {
  parts.end.load().then(
    (end) => end.exportLog(el, 'download'),
    (e: Error) => el.refused(e.message),
  );
}

function renderSession(el: PeerTable, session: Session) {
  const { guest } = session;
  const lobby = guest.lobby;
  const chat = html`<pt-chat slot="chat" part="chat" .lines=${guest.chat} ?disabled=${guest.status !== 'online' || !guest.name} disabled-text=${guest.name ? 'Chat is unavailable offline' : 'Sit or watch to chat'} @chat-send=${(e: CustomEvent<{ text: string }>) => guest.say(e.detail.text)}></pt-chat>`;
  const started = lobby?.started || guest.client.length > 0;
  // A visitor to a game under way sees the lobby too: whose table, who plays, and a way to watch.
  if (!started || (guest.role.kind === 'visitor' && guest.client.length === 0)) {
    const manage = (event: ManageEvent) => {
      const d = event.detail;
      if (d.action === 'move') guest.move(d.seat, d.to);
      else guest.manage(d.action, d.seat, d.action === 'bot' ? d.level : undefined);
    };
    return html`${session.offline ? html`<p class="warning" role="status">Friends cannot join: ${session.offline}. You can still play against bots.</p>` : nothing}
      ${
        guest.status === 'unreachable'
          ? html`<p class="problem" part="unreachable" role="alert">
            Nobody answered at this table for a minute: the link may be wrong or cut short, or its host may be offline (the table lives
            in the host's browser, and closes when they leave it).
            <button class="secondary" @click=${() => guest.reconnect()}>Try again</button>
          </p>`
          : nothing
      }
      <pt-how-to-play placement="bar" .game=${session.game}></pt-how-to-play>
      <pt-lobby
        part="lobby"
        .lobby=${lobby}
        .guestRole=${guest.role}
        .status=${guest.status}
        .problem=${guest.problem}
        .joinUrl=${session.host && !session.offline ? el.joinUrl(session.table, session.game) : ''}
        .name=${el.playerName}
        .level=${el.botLevel}
        @claim-seat=${(e: CustomEvent<{ seat: number; name: string }>) => quietly(el.takeSeat(e.detail.seat, e.detail.name))}
        @watch=${(e: CustomEvent<{ name: string }>) => quietly(el.watch(e.detail.name))}
        @leave-seat=${() => guest.leave()}
        @manage=${manage}
        >${chat}</pt-lobby
      >`;
  }
  const play = (event: CustomEvent) => el.submit(event.detail).catch((e: Error) => el.refused(e.message));
  // The end of the game shows whole, once its part of the page is there (the element asks for it as
  // the game ends, before the host's reveal): no first line of it that the rest then pushes about.
  const end = guest.revealed ? parts.end.now : null;
  return html`
    <pt-how-to-play placement="end" .game=${session.game}></pt-how-to-play>
    ${
      (guest.status === 'offline' || guest.status === 'unreachable') && !guest.rematch
        ? html`<p class="connection warning" part="connection host-gone" role="alert">
          <strong>The host is gone.</strong> ${connectionText(session)}
          <button class="secondary" @click=${() => guest.reconnect()}>Try now</button>
        </p>`
        : html`<p class="connection" part="connection" role="status">${connectionText(session)}</p>`
    }
    ${absentSeats(session)}
    ${loadedScreen(session.game)?.table(guest.view(), guest.problem, play, presenceOf(lobby)) ?? nothing}
    <pt-history part="history" .groups=${el.history()}></pt-history>
    ${
      guest.revealed
        ? nothing
        : html`<div class="log-actions" part="log-actions" role="group" aria-label="Game log">
          <button class="secondary" @click=${() => saveSoFar(el)}>Save the game so far</button>
          <span role="status">${el.note}</span>
        </div>`
    }
    <div class="dock ${end ? 'ending' : ''}" part="dock">
      ${end ? end.endPanel(el, session) : nothing}
      <details class="chat">
        <summary>Table chat (${guest.chat.length})</summary>
        ${chat}
      </details>
    </div>
  `;
}

/** The bots' speed, on the host's page (its bots, and any playing for someone who left): slow, normal or fast. */
function speedChoice(el: PeerTable) {
  return html`<label class="speed" part="bot-speed"
    ><span class="label">Bots</span>
    <select aria-label="Bot speed" @change=${(e: Event) => (el.botSpeed = (e.target as HTMLSelectElement).value as BotSpeed)}>
      ${BOT_SPEEDS.map((s) => html`<option value=${s.id} ?selected=${s.id === el.botSpeed}>${s.label}</option>`)}
    </select></label
  >`;
}

/** A bell, struck through when the turn sound is off. */
function bell(on: boolean) {
  return html`<svg class="bell" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
    ${on ? nothing : svg`<path d="M3 3l18 18" />`}
  </svg>`;
}

/** Each seat's person connected, gone, or gone with a bot playing for them, from the host's lobby (bots are always there). */
function presenceOf(lobby: Lobby | null): Presence[] {
  return (lobby?.seats ?? []).map((s) => (s.kind === 'bot' ? 'bot' : s.standIn ? 'standIn' : s.kind === 'person' && s.connected ? 'online' : 'away'));
}

/**
 * The host's word on the seats of people who are not at the table: a bot plays for them now, or
 * their seat is given up for someone new (who joins with the table's link).
 */
function absentSeats(session: Session) {
  const lobby = session.guest.lobby;
  if (!session.host || !lobby || session.guest.verdict || session.guest.revealed) return nothing;
  const absent = lobby.seats.flatMap((s, seat) =>
    seat !== lobby.hostSeat && (s.kind === 'person' ? !s.connected : s.kind === 'open' && s.standIn) ? [{ s, seat }] : [],
  );
  if (absent.length === 0) return nothing;
  const act = (action: 'standIn' | 'reopen', seat: number) => session.guest.manage(action, seat);
  return html`<ul class="absent" part="absent-seats" aria-label="Players who are not at the table">
    ${absent.map(({ s, seat }) =>
      s.kind === 'open'
        ? html`<li><span>${s.name}’s seat is open for someone new: they join with the table’s link. A bot plays it meanwhile.</span></li>`
        : html`<li>
            <span>${s.standIn ? `A bot plays for ${s.name} until they come back.` : `${s.name} is not connected.`}</span>
            ${s.standIn ? nothing : html`<button class="secondary" @click=${() => act('standIn', seat)}>Let a bot play for ${s.name}</button>`}
            <button class="secondary" @click=${() => act('reopen', seat)}>Give the seat to someone new</button>
          </li>`,
    )}
  </ul>`;
}

/** What happens if the host does not come back: another player takes the table over after the table's wait, when the table can. */
function takeOverWords(session: Session): string {
  const lobby = session.guest.lobby;
  const role = session.guest.role;
  if (!lobby?.started || !lobby.escrow || lobby.hostWait === null || session.guest.revealed) return '';
  const wait = lobby.hostWait ?? HOST_WAIT;
  const holding = role.kind === 'seat' && lobby.escrow.holders.includes(role.seat);
  const when = wait < 60_000 ? `${Math.round(wait / 1000)} seconds` : `${Math.round(wait / 60_000)} minute${wait >= 120_000 ? 's' : ''}`;
  return holding
    ? ` If it does not come back within ${when}, another player takes the table over and the game goes on.`
    : ` If it does not come back within ${when}, another player takes the table over, and this page follows.`;
}

function connectionText(session: Session): string {
  const { guest, host } = session;
  const seats = guest.lobby?.seats ?? [];
  const standing = seats.filter((s) => s.standIn).map((s) => s.name);
  const away = seats.filter((s) => s.kind === 'person' && !s.connected && !s.standIn).map((s) => s.name);
  const bots = standing.length ? ` A bot plays for ${standing.join(', ')} until they come back.` : '';
  // The host reads it in its list of absent seats, with what it can do about them.
  return connectionWords(session, away) + (guest.status === 'online' && !host ? bots : '');
}

function connectionWords(session: Session, away: readonly string[]): string {
  const { guest, host } = session;
  const lobby = guest.lobby;
  const seats = lobby?.seats ?? [];
  // Since a change of host, the table says who hosts it now.
  const moved = (lobby?.generation ?? 0) > 0 ? `${seats[lobby!.hostSeat]?.name ?? 'Another player'} hosts the table since its host left. ` : '';
  if (host && !seats.some((s, i) => s.kind === 'person' && i !== lobby?.hostSeat)) return 'You are playing against bots.';
  if (host) return (moved ? 'You host the table since its host left. ' : 'You host this table. ') + (away.length ? `Not connected: ${away.join(', ')}.` : '');
  if (guest.rematch && guest.status !== 'online') return 'The host has moved on to the rematch; the game so far stays here.';
  if (guest.status === 'online') return moved + (away.length ? `Connected. Not connected: ${away.join(', ')}.` : 'Connected to the host.');
  if (guest.status === 'offline') return `Their browser cannot be reached; this page keeps trying, and the game so far stays here.${takeOverWords(session)}`;
  if (guest.status === 'unreachable') return 'The game so far stays here.';
  return 'Connecting to the host…';
}
