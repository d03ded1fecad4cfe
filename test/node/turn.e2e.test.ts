/**
 * End to end through a TURN server, against `npm start`: Debian's coturn (installed when missing,
 * as scripts/ensure-chromium.mjs installs Chromium) runs on 127.0.0.1 with a long-term credential;
 * a host and a friend, in two browser contexts whose pages say `ice-transport=relay` and name that
 * server (`ice`, `ice-username`, `ice-credential`), play a whole game of Planet Tricks with a bot.
 * The join link carries the settings to the friend. Each page's RTCPeerConnections (recorded by an
 * init script) were made with the relay policy and their selected candidate pairs are relayed; the
 * TURN server logged the allocations; both pages end verified.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { appInBrowser } from '../support/start-app.js';

const USER = 'ann';
const PASSWORD = 'relay-secret';
const REALM = 'peer-table.test';

const hasCommand = (name: string): boolean => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/** Debian's coturn, installed as root with apt-get when `turnserver` is missing; throws saying what to install otherwise. */
function ensureCoturn(): void {
  if (hasCommand('turnserver')) return;
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'coturn'], { stdio: 'inherit', env });
  }
  if (!hasCommand('turnserver')) {
    throw new Error('the TURN test needs coturn\'s turnserver: install Debian\'s "coturn" package (apt-get install coturn) and run it again');
  }
}

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Resolves once something accepts TCP connections on 127.0.0.1:`port` (coturn listens on TCP and UDP). */
async function listening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`turnserver exited with ${child.exitCode}: ${log()}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`turnserver did not listen on port ${port}: ${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Turn {
  readonly port: number;
  readonly log: () => string;
  readonly stop: () => Promise<void>;
}

/**
 * coturn on 127.0.0.1 only, no configuration file (`-n`; its database and pid file in a temporary
 * folder), a long-term credential in a realm, no TLS/DTLS listeners, no CLI, relaying on 127.0.0.1
 * (loopback peers are refused unless allowed). Verbose, logging to stdout, which the test keeps.
 */
async function startTurn(): Promise<Turn> {
  ensureCoturn();
  const dir = await mkdtemp(join(tmpdir(), 'peer-table-turn-'));
  const port = await freePort();
  const relayFrom = 40_000 + (port % 10_000);
  const args = [
    '-n',
    '--listening-ip=127.0.0.1',
    `--listening-port=${port}`,
    '--relay-ip=127.0.0.1',
    `--min-port=${relayFrom}`,
    `--max-port=${relayFrom + 200}`,
    '--allow-loopback-peers',
    '--lt-cred-mech',
    `--user=${USER}:${PASSWORD}`,
    `--realm=${REALM}`,
    '--fingerprint',
    '--no-tls',
    '--no-dtls',
    '--no-cli',
    '--no-rfc5780',
    `--db=${join(dir, 'turndb')}`,
    `--pidfile=${join(dir, 'turnserver.pid')}`,
    '--log-file=stdout',
    '--simple-log',
    '--verbose',
  ];
  const child = spawn('turnserver', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const log = (): string => out;
  await listening(port, child, log).catch(async (e: unknown) => {
    child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw e;
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dir, { recursive: true, force: true });
  };
  return { port, log, stop };
}

// coturn first (a machine without it fails at once, saying what to install), then npm start and Chromium.
let turn: Turn | null = null;
before(
  async () => {
    turn = await startTurn();
  },
  { timeout: 300_000 },
);
after(
  async () => {
    await turn?.stop();
  },
  { timeout: 30_000 },
);
const held = appInBrowser();

/** Before the page's scripts: every RTCPeerConnection made is kept in `window.__peerConnections`. */
const RECORD_PEER_CONNECTIONS = `(() => {
  const Native = window.RTCPeerConnection;
  const made = [];
  window.__peerConnections = made;
  window.RTCPeerConnection = class extends Native {
    constructor(...args) { super(...args); made.push(this); }
  };
})();`;

interface PairStats {
  readonly policy: string | undefined;
  readonly local: string | undefined;
  readonly remote: string | undefined;
  readonly localAddress: string | undefined;
  readonly relayProtocol: string | undefined;
  readonly bytes: number;
}

/** In the page: for each connected RTCPeerConnection, its policy and the selected candidate pair's candidate types. */
const selectedPairs = (page: Page): Promise<PairStats[]> =>
  page.evaluate(async () => {
    const pcs = ((window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? []).filter((pc) => pc.connectionState === 'connected');
    return Promise.all(
      pcs.map(async (pc) => {
        const stats = await pc.getStats();
        let pair: { localCandidateId?: string; remoteCandidateId?: string; bytesSent?: number; bytesReceived?: number } | undefined;
        stats.forEach((s: { type: string; selectedCandidatePairId?: string }) => {
          if (s.type === 'transport' && s.selectedCandidatePairId) pair = stats.get(s.selectedCandidatePairId);
        });
        const local = pair?.localCandidateId ? stats.get(pair.localCandidateId) : undefined;
        const remote = pair?.remoteCandidateId ? stats.get(pair.remoteCandidateId) : undefined;
        return {
          policy: pc.getConfiguration().iceTransportPolicy,
          local: local?.candidateType,
          remote: remote?.candidateType,
          localAddress: local ? `${local.address}:${local.port}` : undefined,
          relayProtocol: local?.relayProtocol,
          bytes: (pair?.bytesSent ?? 0) + (pair?.bytesReceived ?? 0),
        };
      }),
    );
  });

interface TableEl extends HTMLElement {
  joinLink: string | null;
  lobby: { seatCommitments: (string | null)[] } | null;
  verdict: { kind: string; reason?: string } | null;
  legalCommands(): readonly object[];
  submit(c: object): Promise<void>;
  exportLog(): { perspective: unknown } | null;
  createTable(spec: object): Promise<string>;
  takeSeat(seat: number, name?: string): Promise<void>;
  start(): Promise<void>;
}

/** Plays this page's seat through the element's API until its game is over and revealed. */
const playToTheEnd = (page: Page) =>
  page.locator('peer-table').evaluate(async (el) => {
    const table = el as TableEl;
    const deadline = Date.now() + 150_000;
    while (table.exportLog()?.perspective !== 'full') {
      if (Date.now() > deadline) throw new Error('the game did not end');
      const [move] = table.legalCommands();
      if (move) await table.submit(move).catch(() => new Promise((r) => setTimeout(r, 200)));
      else await new Promise((r) => setTimeout(r, 20));
    }
  });

async function person(): Promise<Page> {
  const context = await held.browser.newContext({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  await context.addInitScript({ content: RECORD_PEER_CONNECTIONS });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  return page;
}

describe('a game relayed through a TURN server (coturn), against npm start', () => {
  it('ice-transport=relay: two people and a bot play Planet Tricks to a verified end, every connection relayed', { timeout: 300_000 }, async () => {
    const { port } = turn!;
    const settings = new URLSearchParams({ ice: `turn:127.0.0.1:${port}`, 'ice-username': USER, 'ice-credential': PASSWORD, 'ice-transport': 'relay' });
    const host = await person();
    const friend = await person();
    await host.goto(`${held.app.url}?${settings}`);
    await host.locator('peer-table').evaluate((el) => el.setAttribute('bot-delay', '0'));
    await host
      .locator('peer-table')
      .evaluate((el) => (el as TableEl).createTable({ game: 'planet-tricks', seats: 3, name: 'Hana', bot: [null, null, 'easy'] }));

    // The join link carries the TURN server and the relay policy to the friend's page.
    const link = await host.locator('peer-table').evaluate((el) => (el as TableEl).joinLink!);
    const carried = new URL(link).searchParams;
    for (const [name, value] of settings) assert.equal(carried.get(name), value, `the join link carries ${name}`);
    await friend.goto(link);
    await friend.waitForFunction(() => (document.querySelector('peer-table') as unknown as TableEl).lobby !== null, undefined, { timeout: 30_000 });
    await friend.locator('peer-table').evaluate((el) => (el as TableEl).takeSeat(1, 'Ben'));
    await host.waitForFunction(() => (document.querySelector('peer-table') as unknown as TableEl).lobby?.seatCommitments[1] != null, undefined, {
      timeout: 30_000,
    });
    await host.locator('peer-table').evaluate((el) => (el as TableEl).start());

    // Mid-game, every connection each page holds was made with the relay policy and goes through the relay.
    const playing = Promise.all([playToTheEnd(host), playToTheEnd(friend)]);
    await host.waitForTimeout(1000);
    for (const [who, page] of [
      ['host', host],
      ['friend', friend],
    ] as const) {
      const pairs = await selectedPairs(page);
      assert.ok(pairs.length > 0, `the ${who}'s page has a connected RTCPeerConnection`);
      for (const pair of pairs) {
        assert.equal(pair.policy, 'relay', `the ${who}'s connection was made with iceTransportPolicy relay`);
        assert.equal(pair.local, 'relay', `the ${who}'s selected local candidate is relayed: ${JSON.stringify(pair)}`);
        assert.equal(pair.remote, 'relay', `the ${who}'s selected remote candidate is relayed: ${JSON.stringify(pair)}`);
        assert.ok(pair.bytes > 0, `the ${who}'s selected pair carried data`);
      }
    }
    await playing;

    for (const page of [host, friend]) {
      await page.waitForFunction(() => (document.querySelector('peer-table') as unknown as TableEl).verdict !== null, undefined, { timeout: 30_000 });
      assert.deepEqual(await page.locator('peer-table').evaluate((el) => (el as TableEl).verdict), { kind: 'verified' });
    }
    // The TURN server saw the allocations, under the long-term credential.
    const allocations = turn!.log().match(new RegExp(`user <${USER}>: incoming packet ALLOCATE processed, success`, 'g')) ?? [];
    assert.ok(allocations.length >= 2, `coturn logged at least two allocations for ${USER} (${allocations.length})`);
    await host.context().close();
    await friend.context().close();
  });
});
