import { expect } from '@open-wc/testing';
import { combine } from 'shamir-secret-sharing';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import { Host } from '../../src/net/host.js';
import { SeatClient } from '../../src/net/seat-client.js';
import { fromBase64url, toBase64url } from '../../src/net/escrow/base64url.js';
import { canEscrow } from '../../src/net/escrow/escrow-holders.js';
import { measureEscrowOverhead } from '../../src/net/escrow/escrow-overhead.js';
import { EscrowHolder } from '../../src/net/escrow/escrow-holder.js';
import { EscrowSealer } from '../../src/net/escrow/escrow-sealer.js';
import { readShare, type EscrowBox } from '../../src/net/escrow/escrow-wire.js';
import { openEscrow } from '../../src/net/escrow/open-escrow.js';

const TABLE = 'tbl-escrow';
const MARKER = 'MARKER-only-the-host-knows-7f3a';
/** The host's record: secrets no guest may read while the host is at the table. */
const record = {
  seed: `${MARKER}-seed`,
  hostSecret: `${MARKER}-host-secret`,
  tokens: ['tok-a', 'tok-b', 'tok-c', 'tok-d'].map((t) => `${MARKER}-${t}`),
  botSalts: { 3: { 'bid-1': `${MARKER}-salt` } },
};

/** A real full log: a Planet Tricks table after some moves. */
async function fullLog(moves = 12) {
  const host = await Host.open(planetTricks, { options: { nullRule: true }, names: ['Ann', 'Bob', 'Cat', 'Dan'], seed: 'escrow-test' });
  const clients = [0, 1, 2, 3].map((s) => new SeatClient(planetTricks, s));
  clients.forEach((c, s) => host.seatLog(s).forEach((e) => c.receive(e)));
  clients.forEach((c, s) => host.subscribe(s, (e) => c.receive(e)));
  for (let i = 0; i < moves && !planetTricks.result(host.state); i++) {
    const seat = host.state.context.turn;
    const [command] = clients[seat]!.legalCommands();
    await host.submit(seat, command);
  }
  return host.log;
}

/** The log with a marker in every entry, to look for in what guests hold. */
const marked = (log: readonly object[]) => log.map((entry) => ({ ...entry, note: MARKER }));

/** The host's side for one epoch, and each guest's holder fed as the host would feed it. */
async function table(holders: number[], log: readonly unknown[], epoch = 1) {
  const sealer = await EscrowSealer.open(TABLE, epoch, holders);
  const boxes: EscrowBox[] = [await sealer.sealRecord(record)];
  for (const entry of log) boxes.push(await sealer.sealEntry(entry));
  const guests = holders.map((seat) => {
    const guest = new EscrowHolder(TABLE);
    expect(guest.takeShare(sealer.shareFor(seat))).to.deep.equal({ ok: true, change: 'added' });
    for (const box of boxes) expect(guest.takeBox(box)).to.deep.equal({ ok: true, change: 'added' });
    return guest;
  });
  return { sealer, boxes, guests };
}

/** `text` with its character at `at` changed to another base64url character. */
const changeChar = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
/** `box` with one byte of its ciphertext flipped. */
function flipByte(box: EscrowBox, at = 5): EscrowBox {
  const fields = box.split('.');
  const data = fromBase64url(fields[3]!)!;
  data[at] = data[at]! ^ 0x01;
  return [...fields.slice(0, 3), toBase64url(data)].join('.');
}
/** `box` relabelled for another place (the same ciphertext). */
const relabel = (box: EscrowBox, place: string) =>
  box
    .split('.')
    .map((f, i) => (i === 1 ? place : f))
    .join('.');

describe('escrow: round trip', () => {
  it('rebuilds the host record and full log from 2 of 3 guests', async () => {
    const log = marked(await fullLog());
    const { guests } = await table([1, 2, 3], log);
    const [successor, , other] = guests;
    const opened = await openEscrow(TABLE, [successor!.share, other!.share], successor!);
    expect(opened.ok, JSON.stringify(opened)).to.equal(true);
    if (!opened.ok) return;
    expect(opened.epoch).to.equal(1);
    expect(opened.holders).to.deep.equal([1, 3]);
    expect(opened.record).to.deep.equal(record);
    expect(opened.log).to.deep.equal(JSON.parse(JSON.stringify(log)));
  });

  it('opens with every pair of shares, and with all of them', async () => {
    const log = [{ seq: 0, event: { type: 'x', secret: MARKER } }];
    const { guests } = await table([0, 2, 4, 5], log);
    const shares = guests.map((g) => g.share);
    for (let i = 0; i < shares.length; i++) {
      for (let j = i + 1; j < shares.length; j++) {
        const opened = await openEscrow(TABLE, [shares[i], shares[j]], guests[j]!);
        expect(opened.ok, `shares ${i} and ${j}`).to.equal(true);
        if (opened.ok) expect(opened.log).to.deep.equal(log);
      }
    }
    expect((await openEscrow(TABLE, shares, guests[0]!)).ok).to.equal(true);
  });

  it('takes the latest record the host sealed', async () => {
    const sealer = await EscrowSealer.open(TABLE, 4, [1, 2]);
    const guests = [1, 2].map((seat) => {
      const guest = new EscrowHolder(TABLE);
      guest.takeShare(sealer.shareFor(seat));
      return guest;
    });
    const first = await sealer.sealRecord({ version: 1 });
    const second = await sealer.sealRecord({ version: 2 });
    for (const g of guests) expect([g.takeBox(first).ok, g.takeBox(second).ok]).to.deep.equal([true, true]);
    const late = guests[0]!.takeBox(first);
    expect(late.ok).to.equal(false);
    const opened = await openEscrow(
      TABLE,
      guests.map((g) => g.share),
      guests[1]!,
    );
    expect(opened.ok && opened.record).to.deep.equal({ version: 2 });
    expect(opened.ok && opened.log).to.deep.equal([]);
  });
});

describe('escrow: what one guest cannot do', () => {
  it('cannot open it with one share, and the split itself refuses to combine one share', async () => {
    const { guests } = await table([1, 2, 3], [{ secret: MARKER }]);
    const own = guests[0]!.share!;
    for (const shares of [[own], [own, own]]) {
      const opened = await openEscrow(TABLE, shares, guests[0]!);
      expect(opened.ok).to.equal(false);
      if (!opened.ok) expect(opened.reason).to.match(/one share cannot open the escrow: it takes the shares of 2 guests/);
    }
    const raw = readShare(own)!.share;
    let error: unknown;
    try {
      await combine([raw]);
    } catch (e) {
      error = e;
    }
    expect(String(error)).to.match(/at least 2/);
    const none = await openEscrow(TABLE, [], guests[0]!);
    expect(!none.ok && none.reason).to.match(/no shares/);
  });

  it("forges nothing with a made-up share or another seat's name on its own share", async () => {
    const { guests } = await table([1, 2, 3], [{ secret: MARKER }]);
    const own = guests[0]!.share!;
    const fields = own.split('.');
    const renamed = [fields[0], '2', fields[2], fields[3]].join('.');
    const withOther = await openEscrow(TABLE, [own, renamed], guests[0]!);
    expect(!withOther.ok && withOther.reason).to.match(/one share|do not make the key/);
    const forged = [fields[0], '9', toBase64url(crypto.getRandomValues(new Uint8Array(33))), fields[3]].join('.');
    const opened = await openEscrow(TABLE, [own, forged], guests[0]!);
    expect(!opened.ok && opened.reason).to.match(/do not make the key of epoch 1 of this table/);
  });

  it('has no escrow with a single guest', async () => {
    expect([canEscrow(0), canEscrow(1), canEscrow(2), canEscrow(6)]).to.deep.equal([false, false, true, true]);
    let error: unknown;
    try {
      await EscrowSealer.open(TABLE, 1, [2]);
    } catch (e) {
      error = e;
    }
    expect(String(error)).to.match(/needs 2 to 255 guests/);
  });

  it('sends and stores no plaintext: every share and box a guest holds is base64url', async () => {
    const log = marked(await fullLog(8));
    const { boxes, guests } = await table([1, 2, 3], log);
    const received = [...guests.map((g) => g.share!), ...boxes];
    const stored = guests.map((g) => JSON.stringify(g.stored()));
    for (const text of [...received, ...stored]) {
      expect(text).not.to.contain(MARKER);
      expect(text).not.to.contain('round.dealt');
    }
    for (const text of received) expect(text).to.match(/^[0-9]+\.[0-9re]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    // Sealing the same record again gives other bytes: a fresh IV every time.
    const again = await EscrowSealer.open(TABLE, 1, [1, 2, 3]);
    expect(await again.sealRecord(record)).not.to.equal(await again.sealRecord(record));
  });
});

describe('escrow: refusals', () => {
  it('refuses shares of another epoch, in the holder and when opening', async () => {
    const log = [{ secret: MARKER }];
    const one = await table([1, 2, 3], log, 1);
    const two = await table([1, 2, 3], log, 2);
    const mixed = await openEscrow(TABLE, [one.guests[0]!.share, two.guests[1]!.share], one.guests[0]!);
    expect(!mixed.ok && mixed.reason).to.equal('the shares are of different epochs (1, 2)');
    const wrongBoxes = await openEscrow(TABLE, [two.guests[0]!.share, two.guests[1]!.share], one.guests[0]!);
    expect(!wrongBoxes.ok && wrongBoxes.reason).to.equal('the record box is of epoch 1, the shares of epoch 2');

    const guest = new EscrowHolder(TABLE);
    expect(guest.takeBox(one.boxes[0])).to.deep.include({ ok: false });
    expect(guest.takeShare(two.sealer.shareFor(1))).to.deep.equal({ ok: true, change: 'added' });
    const older = guest.takeShare(one.sealer.shareFor(1));
    expect(!older.ok && older.reason).to.equal('a share of epoch 1, older than the epoch held (2)');
    const otherEpoch = guest.takeBox(one.boxes[1]);
    expect(!otherEpoch.ok && otherEpoch.reason).to.equal('the box of entry 0 of epoch 1 is not of the epoch held (2)');
  });

  it('starts afresh on a share of a newer epoch, and takes duplicates quietly', async () => {
    const log = [{ a: 1 }, { b: 2 }];
    const one = await table([1, 2], log, 1);
    const two = await table([1, 2, 3], log, 2);
    const guest = one.guests[0]!;
    expect(guest.takeShare(guest.share)).to.deep.equal({ ok: true, change: 'duplicate' });
    expect(guest.takeBox(one.boxes[2])).to.deep.equal({ ok: true, change: 'duplicate' });
    expect(guest.takeShare(two.sealer.shareFor(1))).to.deep.equal({ ok: true, change: 'added' });
    expect([guest.epoch, guest.record, guest.entries.length]).to.deep.equal([2, null, 0]);
    for (const box of two.boxes) guest.takeBox(box);
    const opened = await openEscrow(TABLE, [guest.share, two.guests[2]!.share], guest);
    expect(opened.ok && opened.log).to.deep.equal(log);
  });

  it('refuses a box changed by one byte, naming it', async () => {
    const log = [{ a: MARKER }, { b: MARKER }, { c: MARKER }];
    const { guests } = await table([1, 2], log);
    const shares = guests.map((g) => g.share);
    const held = guests[0]!;
    const entries = [...held.entries];
    entries[1] = flipByte(entries[1]!);
    const opened = await openEscrow(TABLE, shares, { record: held.record, entries });
    expect(!opened.ok && opened.reason).to.equal('the box of entry 1 of epoch 1 does not open: it was changed, or sealed for another table, epoch or place');
    const iv = held.record!.split('.');
    iv[2] = changeChar(iv[2]!, 3);
    const badRecord = await openEscrow(TABLE, shares, { record: iv.join('.'), entries: held.entries });
    expect(!badRecord.ok && badRecord.reason).to.match(/^the box of record 0 of epoch 1 does not open/);
  });

  it('refuses a box moved to another place, another table, or from record to entry', async () => {
    const log = [{ a: 1 }, { b: 2 }, { c: 3 }];
    const { guests } = await table([1, 2], log);
    const shares = guests.map((g) => g.share);
    const held = guests[0]!;
    // Entry 2's box put in place 1 under place 1's label: the label is in the associated data.
    const moved = [held.entries[0]!, relabel(held.entries[2]!, 'e1'), relabel(held.entries[1]!, 'e2')];
    const opened = await openEscrow(TABLE, shares, { record: held.record, entries: moved });
    expect(!opened.ok && opened.reason).to.match(/^the box of entry 1 of epoch 1 does not open/);
    const asEntry = await openEscrow(TABLE, shares, { record: relabel(held.entries[0]!, 'r0'), entries: [] });
    expect(!asEntry.ok && asEntry.reason).to.match(/^the box of record 0 of epoch 1 does not open/);
    const otherTable = await openEscrow('another-table', shares, held);
    expect(!otherTable.ok && otherTable.reason).to.match(/do not make the key of epoch 1 of this table/);
  });

  it('refuses a changed share, yet opens with the two honest ones among three', async () => {
    const { guests } = await table([1, 2, 3], [{ a: 1 }]);
    const [a, b, c] = guests.map((g) => g.share!);
    const fields = b!.split('.');
    const changed = [fields[0], fields[1], changeChar(fields[2]!, 4), fields[3]].join('.');
    const two = await openEscrow(TABLE, [a, changed], guests[0]!);
    expect(!two.ok && two.reason).to.match(/^the shares of seats 1, 2 do not make the key of epoch 1/);
    const three = await openEscrow(TABLE, [a, changed, c], guests[0]!);
    expect(three.ok && three.holders).to.deep.equal([1, 3]);
  });

  it('refuses gaps and boxes out of order, in the holder and when opening', async () => {
    const log = [{ a: 1 }, { b: 2 }, { c: 3 }, { d: 4 }];
    const { boxes, guests } = await table([1, 2], log);
    const shares = guests.map((g) => g.share);
    const held = guests[0]!;

    const fresh = new EscrowHolder(TABLE);
    fresh.takeShare(shares[0]);
    expect(fresh.takeBox(boxes[1])).to.deep.equal({ ok: true, change: 'added' });
    const gap = fresh.takeBox(boxes[3]);
    expect(!gap.ok && gap.reason).to.equal('a gap: the box of entry 2 of epoch 1 came when entry 1 was due');
    const other = await EscrowSealer.open(TABLE, 1, [1, 2]);
    const conflicting = fresh.takeBox(await other.sealEntry({ a: 1 }));
    expect(!conflicting.ok && conflicting.reason).to.equal('a second, different box of entry 0 of epoch 1');

    const e = held.entries;
    const missing = await openEscrow(TABLE, shares, { record: held.record, entries: [e[0]!, e[1]!, e[3]!] });
    expect(!missing.ok && missing.reason).to.equal('entry 2 is missing');
    const reordered = await openEscrow(TABLE, shares, { record: held.record, entries: [e[0]!, e[2]!, e[1]!, e[3]!] });
    expect(!reordered.ok && reordered.reason).to.equal('the entry boxes are out of order: entry 2 is where entry 1 belongs');
    const short = await openEscrow(TABLE, shares, held, { atLeast: 6 });
    expect(!short.ok && short.reason).to.equal('entries 4 to 5 are missing: the escrow holds 4');
    const noRecord = await openEscrow(TABLE, shares, { record: null, entries: e });
    expect(!noRecord.ok && noRecord.reason).to.match(/no record box of epoch 1/);
    expect((await openEscrow(TABLE, shares, held, { atLeast: 4 })).ok).to.equal(true);
  });
});

describe('escrow: storage', () => {
  it('stores plain JSON that a reloaded page restores and opens with', async () => {
    const log = [{ a: MARKER }, { b: MARKER }];
    const { boxes, guests } = await table([1, 2, 3], log);
    const stored = JSON.parse(JSON.stringify(guests[1]!.stored()));
    const restored = EscrowHolder.restore(TABLE, stored)!;
    expect(restored.stored()).to.deep.equal(guests[1]!.stored());
    expect([restored.epoch, restored.holder]).to.deep.equal([1, 2]);
    expect(restored.takeBox(boxes[2])).to.deep.equal({ ok: true, change: 'duplicate' });
    const opened = await openEscrow(TABLE, [restored.share, guests[0]!.share], restored);
    expect(opened.ok && opened.log).to.deep.equal(log);

    expect(EscrowHolder.restore('another-table', stored)).to.equal(null);
    expect(EscrowHolder.restore(TABLE, { ...stored, entries: [stored.entries[1]] })).to.equal(null);
    expect(EscrowHolder.restore(TABLE, { table: TABLE, share: null, record: null, entries: [] })?.epoch).to.equal(null);
  });
});

describe('escrow: overhead', () => {
  it('adds about one encrypted event per event: under 120 bytes + 1.4 x its JSON', async () => {
    const log = await fullLog(12);
    const figures = [];
    for (const entry of log) {
      const m = await measureEscrowOverhead(entry, { epoch: 12, seq: 4_000 });
      expect(m.sealed).to.equal(m.plaintext + 28);
      expect(m.added, JSON.stringify(m)).to.be.below(120 + 1.4 * m.plaintext);
      figures.push(m);
    }
    const small = await measureEscrowOverhead({ seq: 40, event: { type: 'card.played', seat: 2, card: 'R7' } });
    expect(small.added - small.plaintext).to.be.below(120);
    const mean = figures.reduce((sum, m) => sum + m.added, 0) / figures.length;
    const plain = figures.reduce((sum, m) => sum + m.plaintext, 0) / figures.length;
    console.log(
      `escrow overhead: ${Math.round(mean)} bytes added per event for ${Math.round(plain)} bytes of entry JSON (mean of ${figures.length} Planet Tricks entries); ${small.added} for a ${small.plaintext}-byte entry`,
    );
  });
});
