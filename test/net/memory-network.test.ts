import { expect } from '@open-wc/testing';
import { channelPair, MemoryNetwork } from '../../src/net/memory-network.js';
import type { Channel, Listener } from '../../src/net/transport.js';

/** Lets every queued microtask and a macrotask turn run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

const rejection = async (p: Promise<unknown>): Promise<Error> => {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected a rejection');
};

/** Records what arrives on a channel, and how often it closed. */
function record(channel: Channel) {
  const got = { messages: [] as string[], closes: 0 };
  channel.onMessage = (text) => got.messages.push(text);
  channel.onClose = () => got.closes++;
  return got;
}

/** A host listening under `id` and a guest connected to it, with the host's end of the channel. */
async function connected(network: MemoryNetwork, id = 'table-1'): Promise<{ listener: Listener; guest: Channel; host: Channel }> {
  const listener = await network.listen(id);
  const hosts: Channel[] = [];
  listener.onConnection = (c) => hosts.push(c);
  const guest = await network.connect(id);
  await settle();
  expect(hosts).to.have.length(1);
  return { listener, guest, host: hosts[0]! };
}

describe('channelPair', () => {
  it('delivers messages as JSON text, in order, both ways', async () => {
    const [a, b] = channelPair();
    const atA = record(a);
    const atB = record(b);
    const sent = [{ t: 'hello', n: 1 }, 'text', 42, null, [1, 2, 3], { nested: { deep: [true] } }];
    for (const m of sent) a.send(m);
    b.send({ back: 1 });
    await settle();
    expect(atB.messages).to.deep.equal(sent.map((m) => JSON.stringify(m)));
    expect(atB.messages.map((t) => JSON.parse(t) as unknown)).to.deep.equal(sent);
    expect(atA.messages).to.deep.equal(['{"back":1}']);
  });

  it('delivers asynchronously: nothing arrives during send, all arrives before the next task', async () => {
    const [a, b] = channelPair();
    const atB = record(b);
    a.send(1);
    a.send(2);
    expect(atB.messages).to.deep.equal([]);
    await Promise.resolve();
    await Promise.resolve();
    expect(atB.messages.length).to.be.greaterThan(0);
    await settle();
    expect(atB.messages).to.deep.equal(['1', '2']);
  });

  it('keeps the order of many messages, including those sent from a receive handler', async () => {
    const [a, b] = channelPair();
    const atA = record(a);
    const got: number[] = [];
    b.onMessage = (text) => {
      const n = JSON.parse(text) as number;
      got.push(n);
      b.send(n * 2);
    };
    for (let i = 0; i < 500; i++) a.send(i);
    await settle();
    expect(got).to.deep.equal([...Array(500).keys()]);
    expect(atA.messages.map(Number)).to.deep.equal([...Array(500).keys()].map((i) => i * 2));
  });

  it('sends a copy: changing the object after send changes nothing on the other side', async () => {
    const [a, b] = channelPair();
    const atB = record(b);
    const m = { n: 1 };
    a.send(m);
    m.n = 2;
    await settle();
    expect(atB.messages).to.deep.equal(['{"n":1}']);
  });

  it('closing one end closes the other, and each fires onClose once', async () => {
    const [a, b] = channelPair();
    const atA = record(a);
    const atB = record(b);
    expect(a.open && b.open).to.equal(true);
    a.close();
    expect(a.open).to.equal(false);
    a.close();
    await settle();
    expect(b.open).to.equal(false);
    b.close();
    a.close();
    await settle();
    expect(atA.closes).to.equal(1);
    expect(atB.closes).to.equal(1);
  });

  it('closing both ends at once still fires onClose once on each', async () => {
    const [a, b] = channelPair();
    const atA = record(a);
    const atB = record(b);
    a.close();
    b.close();
    await settle();
    expect([atA.closes, atB.closes]).to.deep.equal([1, 1]);
  });

  it('sending on a closed channel throws, on either end once the close has reached it', async () => {
    const [a, b] = channelPair();
    a.close();
    expect(() => a.send('late')).to.throw(/closed/);
    await settle();
    expect(() => b.send('late')).to.throw(/closed/);
  });

  it('delivers what was sent before the sender closed, and nothing to an end that closed', async () => {
    const [a, b] = channelPair();
    const atB = record(b);
    a.send('last words');
    a.close();
    await settle();
    expect(atB.messages).to.deep.equal(['"last words"']);

    const [c, d] = channelPair();
    const atD = record(d);
    c.send('unheard');
    d.close();
    await settle();
    expect(atD.messages).to.deep.equal([]);
  });

  it('tells the tap about every message, with the names of both ends and the text', async () => {
    const seen: [string, string, string][] = [];
    const [a, b] = channelPair('left', 'right', (from, to, text) => seen.push([from, to, text]));
    record(a);
    record(b);
    a.send({ x: 1 });
    b.send('y');
    a.send([2]);
    expect(seen, 'the tap sees a message as it leaves').to.have.length(3);
    await settle();
    expect(seen).to.deep.equal([
      ['left', 'right', '{"x":1}'],
      ['right', 'left', '"y"'],
      ['left', 'right', '[2]'],
    ]);
  });
});

describe('MemoryNetwork', () => {
  it('connects a guest to the listener under an id, and the two ends talk', async () => {
    const network = new MemoryNetwork();
    const { guest, host, listener } = await connected(network);
    expect(listener.id).to.equal('table-1');
    const atHost = record(host);
    const atGuest = record(guest);
    guest.send({ t: 'hello' });
    host.send({ t: 'welcome' });
    await settle();
    expect(atHost.messages).to.deep.equal(['{"t":"hello"}']);
    expect(atGuest.messages).to.deep.equal(['{"t":"welcome"}']);
  });

  it('hands the host its end before a guest that sends at once can be heard', async () => {
    const network = new MemoryNetwork();
    const listener = await network.listen('t');
    const atHost: string[] = [];
    listener.onConnection = (c) => {
      c.onMessage = (text) => atHost.push(text);
    };
    const guest = await network.connect('t');
    guest.send('first');
    await settle();
    expect(atHost).to.deep.equal(['"first"']);
  });

  it('rejects a connection to an id no one listens on', async () => {
    const network = new MemoryNetwork();
    expect((await rejection(network.connect('nowhere'))).message).to.contain('nowhere');
  });

  it('rejects listening twice on one id, and frees the id when the listener closes', async () => {
    const network = new MemoryNetwork();
    const first = await network.listen('t');
    expect((await rejection(network.listen('t'))).message).to.contain('taken');
    first.close();
    expect((await rejection(network.connect('t'))).message).to.contain('t');
    const second = await network.listen('t');
    first.close(); // the old listener's close leaves the new one in place
    const hosts: Channel[] = [];
    second.onConnection = (c) => hosts.push(c);
    await network.connect('t');
    await settle();
    expect(hosts).to.have.length(1);
  });

  it('keeps ids apart: each guest reaches its own table, with its own channel', async () => {
    const network = new MemoryNetwork();
    const got: Record<string, string[]> = { one: [], two: [] };
    for (const id of ['one', 'two']) {
      const listener = await network.listen(id);
      listener.onConnection = (c) => {
        c.onMessage = (text) => got[id]!.push(text);
      };
    }
    const g1 = await network.connect('one');
    const g2 = await network.connect('two');
    const g3 = await network.connect('one');
    g1.send('a');
    g2.send('b');
    g3.send('c');
    await settle();
    expect(got).to.deep.equal({ one: ['"a"', '"c"'], two: ['"b"'] });
  });

  it('the tap sees every message on the network with from and to', async () => {
    const seen: { from: string; to: string; text: string }[] = [];
    const network = new MemoryNetwork((from, to, text) => seen.push({ from, to, text }));
    const { guest, host } = await connected(network, 'tbl');
    const other = await network.connect('tbl');
    record(host);
    record(guest);
    guest.send({ n: 1 });
    host.send({ n: 2 });
    other.send({ n: 3 });
    await settle();
    expect(seen).to.have.length(3);
    expect(seen[0]!.to).to.equal('tbl');
    expect(seen[0]!.from).to.match(/^guest-/);
    expect(seen[1]).to.deep.equal({ from: 'tbl', to: seen[0]!.from, text: '{"n":2}' });
    expect(seen[2]!.to).to.equal('tbl');
    expect(seen[2]!.from, 'each guest has its own name')
      .to.match(/^guest-/)
      .and.not.equal(seen[0]!.from);
    expect(seen.map((s) => s.text)).to.deep.equal(['{"n":1}', '{"n":2}', '{"n":3}']);
  });

  it('a guest closing its channel closes the host end once', async () => {
    const network = new MemoryNetwork();
    const { guest, host } = await connected(network);
    const atHost = record(host);
    const atGuest = record(guest);
    guest.close();
    await settle();
    expect(host.open).to.equal(false);
    expect([atHost.closes, atGuest.closes]).to.deep.equal([1, 1]);
    expect(() => host.send('x')).to.throw();
  });
});
