import { expect } from '@open-wc/testing';
import { verifyLog } from '../../src/kernel/log.js';
import { replay } from '../../src/kernel/replay.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
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
    expect(replay(planetTricks, host.log.map((e) => e.event)).context).to.deep.equal(host.state.context);
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
    expect(() => client.receive({ seq: 2, event: { type: 'round.dealt', round: 9, starter: 0, field: [], hands: [] }, hash: '' })).to.throw(
      /breaks the rules/,
    );
    expect(client.state).to.equal(before);
    expect(client.length).to.equal(2);
  });
});
