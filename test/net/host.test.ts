import { expect } from '@open-wc/testing';
import { verifyLog } from '../../src/kernel/log.js';
import { replay } from '../../src/kernel/replay.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import { secretsOfTheUniverse, type SecretsState } from '../../src/games/secrets-of-the-universe/index.js';
import type { SecretsCommand, SecretsEvent } from '../../src/games/secrets-of-the-universe/types.js';
import { Host } from '../../src/net/host.js';
import { SeatClient } from '../../src/net/seat-client.js';

const names = ['Ann', 'Bob', 'Cat', 'Dan'];
const open = () => Host.open(planetTricks, { options: { nullRule: true }, names, seed: 'host-test' });

describe('Host', () => {
  it('opens a table with the game.created event and the first deal, chained and verifiable', async () => {
    const host = await open();
    expect(host.log.map((e) => e.event.type)).to.deep.equal(['game.created', 'round.dealt']);
    expect(await verifyLog(host.log)).to.deep.equal({ ok: true });
  });

  it('refuses options the game cannot use', async () => {
    let error: unknown;
    try {
      await Host.open(planetTricks, { options: { nullRule: true }, names: ['Ann', 'Bob'], seed: 'x' });
    } catch (e) {
      error = e;
    }
    expect(String(error)).to.contain('3 to 6 players');
  });

  it('takes the seat from the caller, not from the command, and a refusal changes nothing', async () => {
    const host = await open();
    const turn = host.state.context.turn;
    const other = (turn + 1) % 4;
    const card = host.state.context.hands[other]![0]!;
    const before = host.log.length;
    const refused = await host.submit(other, { type: 'playCard', card });
    expect(refused).to.include({ ok: false, rule: 'turn' });
    const smuggled = await host.submit(other, { type: 'playCard', card, seat: turn });
    expect(smuggled).to.include({ ok: false, rule: 'command' });
    expect(host.log.length).to.equal(before);
  });

  it('drops malformed commands with a clear reason', async () => {
    const host = await open();
    for (const junk of [null, 42, 'playCard', {}, { type: 'playCard' }, { type: 'playCard', card: 99 }, { type: 'playCard', card: '3' }, { type: 'cheat' }]) {
      const decision = await host.submit(0, junk);
      expect(decision.ok, JSON.stringify(junk)).to.equal(false);
    }
    expect(host.log.length).to.equal(2);
  });

  it('sends each seat only its own hand, and never the seed', async () => {
    const host = await open();
    const dealt = host.log[1]!.event;
    if (dealt.type !== 'round.dealt') throw new Error('expected a deal');
    for (let seat = 0; seat < 4; seat++) {
      const bytes = JSON.stringify(host.seatLog(seat));
      expect(bytes).not.to.contain('host-test');
      const seen = host.seatLog(seat)[1]!.event;
      if (seen.type !== 'round.dealt') throw new Error('expected a deal');
      seen.hands.forEach((hand, s) => {
        if (s === seat) expect(hand).to.deep.equal(dealt.hands[s]);
        else expect(hand.every((c) => c === null) && hand.length === dealt.hands[s]!.length).to.equal(true);
      });
    }
  });

  it('plays a whole game: every seat client ends with the host view of its seat', async () => {
    const host = await open();
    const clients = names.map((_, s) => new SeatClient(planetTricks, s));
    clients.forEach((c, s) => host.seatLog(s).forEach((e) => c.receive(e)));
    clients.forEach((c, s) => host.subscribe(s, (e) => expect(c.receive(e)).to.equal('applied')));
    while (!planetTricks.result(host.state)) {
      const seat = host.state.context.turn;
      const [command] = clients[seat]!.legalCommands();
      const decision = await host.submit(seat, command);
      expect(decision.ok).to.equal(true);
    }
    expect(await verifyLog(host.log)).to.deep.equal({ ok: true });
    clients.forEach((c, s) => expect(c.view()).to.deep.equal(planetTricks.view(host.state, s)));
    expect(
      replay(
        planetTricks,
        host.log.map((e) => e.event),
      ).context,
    ).to.deep.equal(host.state.context);
  });
});

describe('SeatClient', () => {
  it('ignores duplicates and reports a gap instead of applying an event out of order', async () => {
    const host = await open();
    const client = new SeatClient(planetTricks, 2);
    const [created, dealt] = host.seatLog(2);
    expect(client.receive(dealt!)).to.deep.equal({ gapFrom: 0 });
    expect(client.receive(created!)).to.equal('applied');
    expect(client.receive(created!)).to.equal('duplicate');
    expect(client.receive(dealt!)).to.equal('applied');
    expect(client.length).to.equal(2);
  });

  it('refuses an event that breaks the rules and keeps its state', async () => {
    const host = await open();
    const client = new SeatClient(planetTricks, 0);
    host.seatLog(0).forEach((e) => client.receive(e));
    const before = client.state;
    expect(() => client.receive({ seq: 2, event: { type: 'round.dealt', round: 9, starter: 0, field: [], hands: [] }, hash: '' })).to.throw(/breaks the rules/);
    expect(client.state).to.equal(before);
    expect(client.length).to.equal(2);
  });
});

describe('Host: timed waits (a claim window)', () => {
  const seatNames = ['Ann', 'Bob', 'Cat', 'Dan'];
  const openTimed = (claimMs: number, seed = 'timed') =>
    Host.open(secretsOfTheUniverse, { options: { version: 'intermediate', matchLength: 4, claimMs }, names: seatNames, seed });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** The dealer draws and discards: a claim window opens for the other seats. */
  async function discardOnce(host: Host<SecretsState, SecretsCommand, SecretsEvent, unknown, unknown>): Promise<number> {
    const dealer = host.state.context.dealer;
    expect(await host.submit(dealer, { type: 'drawFromDeck' })).to.include({ ok: true });
    const card = host.state.context.hands[dealer]!.at(-1)!;
    expect(await host.submit(dealer, { type: 'discard', card: card.code })).to.include({ ok: true });
    return dealer;
  }
  const types = (host: { log: readonly { event: { type: string } }[] }) => host.log.map((e) => e.event.type);

  it('when the time is up with no event, the host appends the closing event, and the next turn starts', async () => {
    const host = await openTimed(40);
    const dealer = await discardOnce(host);
    expect(secretsOfTheUniverse.timeout!(host.state)).to.equal(40);
    expect(types(host).at(-1)).to.equal('card.discarded');
    const closed = new Promise<number>((resolve) => host.subscribe(dealer, (e) => e.event.type === 'claim.closed' && resolve(Date.now())));
    const start = Date.now();
    const at = await closed;
    expect(at - start).to.be.at.least(30);
    expect(types(host).slice(-2)).to.deep.equal(['card.discarded', 'claim.closed']);
    expect(host.state.context.turn).to.deep.equal({ seat: (dealer + 1) % 4 });
    host.stop();
  });

  it('a new event restarts the wait; when every other seat passes the window closes with no timeout event', async () => {
    // Waits long enough apart that a busy machine's late timers do not decide the outcome: the pass
    // comes 400 ms before the wait is up, and the look 400 ms after it would have been.
    const host = await openTimed(1000);
    const dealer = await discardOnce(host);
    const others = [1, 2, 3].map((k) => (dealer + k) % 4);
    await sleep(600);
    expect(await host.submit(others[0]!, { type: 'pass' })).to.include({ ok: true });
    await sleep(600);
    expect(types(host).at(-1), '600 ms after a pass (1,200 after the discard) the window is still open').to.equal('claim.passed');
    for (const s of others.slice(1)) expect(await host.submit(s, { type: 'pass' })).to.include({ ok: true });
    await sleep(100);
    expect(types(host).slice(-3)).to.deep.equal(['claim.passed', 'claim.passed', 'claim.passed']);
    expect(host.state.context.claim).to.equal(null);
    host.stop();
  });

  it('a wait of 0 closes at once, within the command that opened it', async () => {
    const host = await openTimed(0);
    await discardOnce(host);
    expect(types(host).slice(-2)).to.deep.equal(['card.discarded', 'claim.closed']);
  });

  it('a stopped host (its table closed) judges, notes and times nothing more; a command being stored keeps its own events, and nothing follows them', async () => {
    // Storing the discard waits until the test lets it go, so that the host stops in between.
    let storing: () => void = () => undefined;
    let letGo: () => void = () => undefined;
    const stored = new Promise<void>((resolve) => (storing = resolve));
    let hold = false;
    const persist = async (): Promise<void> => {
      if (!hold) return;
      storing();
      await new Promise<void>((resolve) => (letGo = resolve));
    };
    const host = await Host.open(secretsOfTheUniverse, {
      options: { version: 'intermediate', matchLength: 4, claimMs: 30 },
      names: seatNames,
      seed: 'timed',
      persist,
    });
    const dealer = host.state.context.dealer;
    expect(await host.submit(dealer, { type: 'drawFromDeck' })).to.include({ ok: true });
    const card = host.state.context.hands[dealer]!.at(-1)!;
    hold = true;
    const discarding = host.submit(dealer, { type: 'discard', card: card.code });
    await stored;
    host.stop();
    hold = false;
    letGo();
    expect(await discarding).to.include({ ok: true });
    expect(types(host).at(-1)).to.equal('card.discarded');
    const other = (dealer + 1) % 4;
    expect(await host.submit(other, { type: 'pass' })).to.deep.equal({ ok: false, rule: 'closed', reason: 'The table has closed.' });
    await host.note({ type: 'table.botStoodIn', seat: other, level: 'easy' });
    // The claim window the discard opened is not timed: 30 ms pass, and more, with nothing added.
    await sleep(120);
    expect(types(host).at(-1)).to.equal('card.discarded');
  });

  it('a table restored in a window waits again; replaying the log never looks at a clock', async () => {
    const host = await openTimed(500);
    await discardOnce(host);
    host.stop();
    const restored = await Host.restore(
      secretsOfTheUniverse,
      { options: { version: 'intermediate', matchLength: 4, claimMs: 500 }, names: seatNames, seed: 'timed' },
      host.log,
    );
    expect(types(restored).at(-1)).to.equal('card.discarded');
    await sleep(1200);
    expect(types(restored).at(-1)).to.equal('claim.closed');
    expect(
      replay(
        secretsOfTheUniverse,
        restored.log.map((e) => e.event),
      ).context,
    ).to.deep.equal(restored.state.context);
    restored.stop();
  });
});
