/**
 * The sealed choices of this game (src/kernel/sealed.ts): each bid and each attack card travels as a
 * commitment; openings come once every seal is in (for an attack, once the target has defended),
 * each checked against its commitment; a wrong opening is refused; a late seal or opening forfeits
 * as the rules say; over a table, no byte on any channel (the host's own page included) carries a
 * choice before its time, and the audit at the end catches a host that changed one.
 */
import { expect } from '@open-wc/testing';
import { nanoid } from 'nanoid';
import { BID_WAIT, DEFENCE_WAIT, MAGIC_WAIT, OPEN_WAIT } from '../../../src/games/rules-of-the-universe/fight.js';
import { rotuBots } from '../../../src/games/rules-of-the-universe/bots.js';
import type { RotuEvent } from '../../../src/games/rules-of-the-universe/types.js';
import { auditGame } from '../../../src/kernel/audit.js';
import { appendEvents } from '../../../src/kernel/log.js';
import { createRandom } from '../../../src/kernel/random.js';
import { commitment } from '../../../src/kernel/sealed.js';
import { channelPair, MemoryNetwork } from '../../../src/net/memory-network.js';
import { TableGuest } from '../../../src/net/table-guest.js';
import { TableHost } from '../../../src/net/table-host.js';
import type { Channel } from '../../../src/net/transport.js';
import { GuestStore } from '../../../src/store/guest-store.js';
import { HostStore } from '../../../src/store/host-store.js';
import { autoplay, until } from '../../support/tables.js';
import { AXE, BRUTE, BUCKLER, card, COLOSSUS, fightTable, game, hand, KNIGHT, Table } from './builders.js';

const random = createRandom('late');

describe('Rules of the Universe! sealed choices: the rules', () => {
  it('a bid travels as a commitment to the coin; openings wait for every seal and must match', () => {
    const t = new Table(3);
    t.advance();
    t.bid(0, 7);
    const sealed = t.events.at(-1) as Extract<RotuEvent, { type: 'choice.sealed' }>;
    const kept = t.sealers[0]!.secrets[0]!;
    expect(Object.keys(sealed).sort()).to.deep.equal(['commitment', 'key', 'seat', 'type']);
    expect(sealed.commitment).to.equal(commitment('bid-0', 7, kept.salt));
    expect(kept.choice).to.equal(7);
    // Ann's page does not open before Bob and Cy have sealed; an opening sent anyway is refused.
    expect(t.sealers[0]!.opening(t.state)).to.equal(null);
    expect(t.decide(0, { type: 'open', key: 'bid-0', choice: 7, salt: kept.salt })).to.deep.include({
      ok: false,
      reason: 'Choices are opened once everyone has sealed theirs.',
    });
    expect(t.decide(0, { type: 'seal', key: 'bid-0', commitment: 'a'.repeat(64) })).to.deep.include({ ok: false, reason: 'Your choice is already sealed.' });
    expect(t.decide(0, { type: 'bid', nth: 3 })).to.deep.include({ ok: false, rule: 'sealed' });
    t.bid(1, 2);
    t.bid(2, 11);
    expect(t.decide(0, { type: 'open', key: 'bid-0', choice: 8, salt: kept.salt })).to.deep.include({
      ok: false,
      reason: 'That opening does not match the sealed choice.',
    });
    expect(t.decide(0, { type: 'open', key: 'bid-0', choice: 7, salt: t.sealers[1]!.secrets[0]!.salt })).to.deep.include({ ok: false, rule: 'open' });
    t.openAll();
    expect(t.ctx.auction!.bids).to.deep.equal([7, 2, 11]);
  });

  it('a coin the seat does not hold is refused at its opening; the seat then forfeits when the wait runs out', () => {
    const t = new Table(2);
    t.advance();
    // A page that seals a coin its seat lacks (12): the seal cannot tell, the opening can.
    const salt = 'b'.repeat(64);
    t.apply({ type: 'choice.sealed', seat: 0, key: 'bid-0', commitment: commitment('bid-0', 12, salt) });
    t.bid(1, 5);
    expect(t.decide(0, { type: 'open', key: 'bid-0', choice: 12, salt })).to.deep.include({ ok: false, reason: 'You do not hold that coin.' });
    t.openAll();
    expect(game.timeout!(t.state)).to.equal(OPEN_WAIT);
    const late = game.advance(t.state, random, true);
    expect(late).to.deep.equal([{ type: 'choice.forfeited', seat: 0, key: 'bid-0', stage: 'open' }]);
    t.apply(...late);
    expect(t.ctx.auction!.bids).to.deep.equal([0, 5]);
    expect(t.ctx.auction!.order).to.deep.equal([1, 0]);
    expect(t.ctx.coins[0], 'the forfeit costs the lowest coin').to.not.include(1);
  });

  it('a seat that does not seal in time bids 0 and loses its lowest coin; ties at 0 go to the Lucky Coin', () => {
    const t = new Table(4);
    t.advance();
    t.bid(2, 4);
    expect(game.timeout!(t.state)).to.equal(BID_WAIT);
    expect(game.advance(t.state, random)).to.deep.equal([]);
    const late = game.advance(t.state, random, true);
    expect(late.map((e) => [e.type, (e as { seat: number }).seat])).to.deep.equal([
      ['choice.forfeited', 0],
      ['choice.forfeited', 1],
      ['choice.forfeited', 3],
    ]);
    t.apply(...late);
    t.openAll();
    expect(t.ctx.auction!.bids).to.deep.equal([0, 0, 4, 0]);
    expect(t.ctx.coins.map((c) => c.includes(1))).to.deep.equal([false, false, true, false]);
    expect(t.state.value).to.equal('flipping');
  });

  it('the attack card: a late opening voids the attack, and the defence card stays in its owner’s hand', () => {
    const t = fightTable({ characters: [COLOSSUS, BRUTE, KNIGHT], hands: [hand(0), hand(1), hand(2)] });
    t.advance();
    t.send(1, { type: 'target', seat: 0 });
    expect(game.timeout!(t.state), 'the attacker’s own turn is not timed').to.equal(null);
    t.send(1, { type: 'attack', card: card(AXE, 1) });
    expect(game.timeout!(t.state)).to.equal(DEFENCE_WAIT);
    t.send(0, { type: 'defend', card: card(BUCKLER, 0) });
    expect(game.timeout!(t.state)).to.equal(OPEN_WAIT);
    const late = game.advance(t.state, random, true);
    expect(late).to.deep.equal([{ type: 'choice.forfeited', seat: 1, key: 'attack-1', stage: 'open' }]);
    t.apply(...late);
    expect(t.ctx.happenings.at(-1)).to.deep.equal({ kind: 'void', turn: 1, by: 1, on: 0 });
    expect(t.ctx.hands[0]).to.include(card(BUCKLER, 0));
    expect(t.ctx.hands[1]).to.include(card(AXE, 1));
    expect(t.ctx.health[0]).to.equal(22);
    expect(t.state.value).to.equal('magic');
    expect(game.timeout!(t.state)).to.equal(MAGIC_WAIT);
    expect(game.advance(t.state, random, true)).to.deep.equal([{ type: 'magic.passed', seat: 1 }]);
  });

  it('a target that does not choose in time takes the attack undefended', () => {
    const t = fightTable({ characters: [COLOSSUS, BRUTE, KNIGHT], hands: [hand(0), hand(1), hand(2)] });
    t.advance();
    t.send(1, { type: 'target', seat: 0 });
    t.send(1, { type: 'attack', card: card(AXE, 1) });
    t.apply(...game.advance(t.state, random, true));
    t.openAll();
    expect(t.ctx.happenings.at(-1)).to.deep.include({ kind: 'attack', defence: null, damage: 5 });
  });

  it('nothing in any seat’s view says a sealed choice before it opens', () => {
    const t = new Table(3);
    t.advance();
    t.bid(0, 9);
    t.bid(1, 3);
    for (const seat of [-1, 0, 1, 2]) {
      const v = game.view(t.state, seat);
      expect(v.auction!.bids.map((b) => b.coin)).to.deep.equal([null, null, null]);
      expect(JSON.stringify(v)).to.not.match(/"(choice|salt)"/);
    }
    expect(game.view(t.state, 0).auction!.bids.map((b) => b.status)).to.deep.equal(['sealed', 'sealed', 'waiting']);
  });
});

describe('Rules of the Universe! sealed choices at a table over the network', () => {
  it('no byte on any channel, the host’s own page included, carries a bid or an attack card before every seal (and the defence) is in; the audit re-checks every opening', async function () {
    this.timeout(120_000);
    const wire: { from: string; to: string; text: string }[] = [];
    const tap = (from: string, to: string, text: string) => wire.push({ from, to, text });
    const network = new MemoryNetwork(tap);
    const store = new HostStore(`rotu-host-${nanoid(6)}`);
    const host = await TableHost.create(
      { game, options: {}, seats: 3, hostName: 'Ann', bots: { easy: rotuBots.easy, strong: rotuBots.strong }, botLevel: 'strong', botDelay: () => 0 },
      store,
    );
    await host.listen(network);
    const page = (name: string, connect: () => Promise<Channel>, token?: string) =>
      new TableGuest({ game, table: host.id, name, store: new GuestStore(`rotu-guest-${nanoid(6)}`), connect, token, backoff: () => 20 });
    const ann = page('Ann', async () => host.ownChannel(channelPair('ann', host.id, tap)), host.hostToken);
    const ben = page('Ben', () => network.connect(host.id));
    const cy = page('Cy', () => network.connect(host.id));
    for (const g of [ann, ben, cy]) await g.open();
    await until(() => ben.lobby !== null && cy.lobby !== null, 'welcome');
    ben.claim(1);
    cy.claim(2);
    await until(() => ann.lobby!.seatCommitments.every((c) => c !== null), 'every seat’s secret');
    autoplay([ann, ben, cy]);
    ann.manage('start', 0);
    await until(() => host.game !== null && game.result(host.game.state) !== null, 'the end', 100_000);
    const log = host.game!.log.map((e) => e.event as RotuEvent);
    expect(log.filter((e) => e.type === 'choice.opened').length).to.be.greaterThan(33);

    // What each page was sent, in order, and what it had been sent when it sent each message.
    const sentTo = new Map<string, RotuEvent[]>();
    let attacks = 0;
    for (const m of wire) {
      const msg = JSON.parse(m.text) as { t: string; command?: { type: string; key?: string }; entries?: { event: RotuEvent }[] };
      expect(msg.command?.type, 'a choice never travels unsealed').to.not.be.oneOf(['bid', 'attack']);
      if (msg.t === 'events') {
        const seen = sentTo.get(m.to) ?? [];
        for (const { event } of msg.entries!) {
          if (event.type === 'choice.opened') {
            const due = event.key.startsWith('bid-') ? 3 : 1;
            expect(
              seen.filter((e) => e.type === 'choice.sealed' && e.key === event.key),
              `${event.key}: opened after every seal`,
            ).to.have.length(due);
          } else expect(JSON.stringify(event)).to.not.match(/"(choice|salt)"/);
          seen.push(event);
        }
        sentTo.set(m.to, seen);
        continue;
      }
      if (msg.t === 'reveal') continue;
      if (msg.command?.type !== 'open') {
        expect(m.text, 'no choice anywhere else').to.not.match(/"(choice|salt)"/);
        continue;
      }
      // An opening leaves a page only after every seat due sealed (and, for an attack card, after the defence).
      const key = msg.command.key!;
      const seen = sentTo.get(m.from) ?? [];
      const due = key.startsWith('bid-') ? 3 : 1;
      expect(
        seen.filter((e) => e.type === 'choice.sealed' && e.key === key),
        `${key}: seals seen before an opening`,
      ).to.have.length(due);
      if (key.startsWith('attack-')) {
        attacks++;
        const turn = Number(key.slice('attack-'.length));
        const start = seen.findIndex((e) => e.type === 'turn.started' && e.turn === turn);
        expect(
          seen.slice(start).some((e) => e.type === 'defence.chosen'),
          `${key}: the defence came first`,
        ).to.equal(true);
      }
    }
    expect(attacks).to.be.greaterThan(3);

    const record = (await store.load(host.id))!.record;
    const audit = (events: readonly RotuEvent[]) =>
      appendEvents([], events).then((entries) =>
        auditGame(game, {
          options: {},
          names: ['Ann', 'Ben', 'Cy'],
          log: entries,
          fairness: {
            hostCommitment: record.hostCommitment,
            seatCommitments: record.slots.map((s) => s.commitment),
            hostSecret: record.hostSecret,
            seatSecrets: record.slots.map((s) => s.secret),
          },
        }),
      );
    expect(await audit(log)).to.include({ ok: true });
    // A host that rewrites Ben's first bid in its log (and rebuilds the chain) fails the audit: the opening no longer matches his commitment.
    const altered = log.map((e) => (e.type === 'choice.opened' && e.seat === 1 && e.key === 'bid-0' ? { ...e, choice: e.choice === 11 ? 10 : 11 } : e));
    const verdict = await audit(altered);
    expect(verdict.ok).to.equal(false);
    expect((verdict as { reason: string }).reason).to.match(/does not match/);
    [ann, ben, cy].forEach((g) => g.close());
    host.close();
  });
});
