import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { parseGuestMessage, RateLimit, type Parsed } from '../../src/net/guest-message.js';
import { MAX_CHAT_LENGTH, MAX_GUEST_MESSAGE_BYTES, MAX_NAME_LENGTH, PROTOCOL_VERSION, type GuestMessage } from '../../src/net/protocol.js';

const TOKEN = 'abcdefghij_KLMNOP-0123456789';
const HEX = 'ab'.repeat(32);
const HEX2 = '0123456789abcdef'.repeat(4);

/** One valid form of every guest message type, exactly as the host should hand it on. */
const VALID: readonly GuestMessage[] = [
  { t: 'hello', v: PROTOCOL_VERSION, name: 'Ann', token: null },
  { t: 'hello', v: PROTOCOL_VERSION, name: 'Bob', token: TOKEN },
  { t: 'hello', v: PROTOCOL_VERSION, name: null, token: null },
  { t: 'claim', seat: 0, name: 'Cy' },
  { t: 'claim', seat: 5, name: 'Dee' },
  { t: 'watch', name: 'Eve' },
  { t: 'leave' },
  { t: 'command', id: 0, command: { type: 'playCard', card: 7 } },
  { t: 'command', id: 3, command: null },
  { t: 'sync', from: 0 },
  { t: 'sync', from: 42 },
  { t: 'chat', text: 'hello there' },
  { t: 'secret', secret: HEX, commitment: HEX2 },
  { t: 'manage', action: 'bot', seat: 1 },
  { t: 'manage', action: 'bot', seat: 2, level: 'easy' },
  { t: 'manage', action: 'bot', seat: 2, level: 'strong' },
  { t: 'manage', action: 'remove', seat: 2 },
  { t: 'manage', action: 'start', seat: 0 },
  { t: 'manage', action: 'move', seat: 1, to: 3 },
];

/** A valid message of each type, as a plain object to be broken in the tests. */
const base = (t: GuestMessage['t']): Record<string, unknown> => ({ ...VALID.find((m) => m.t === t)! });

const accepted = (raw: unknown): GuestMessage => {
  const parsed = parseGuestMessage(raw);
  if (!parsed.ok) throw new Error(`refused ${JSON.stringify(raw)}: ${parsed.reason}`);
  return parsed.message;
};

const refused = (raw: unknown): string => {
  const parsed = parseGuestMessage(raw);
  if (parsed.ok) throw new Error(`accepted ${JSON.stringify(raw)} as ${JSON.stringify(parsed.message)}`);
  expect(parsed.reason, 'a refusal says why').to.be.a('string').and.not.equal('');
  return parsed.reason;
};

/** Every numeric field of every message type, with the valid message it belongs to. */
const NUMERIC: readonly [GuestMessage['t'], string, Record<string, unknown>][] = [
  ['claim', 'seat', base('claim')],
  ['command', 'id', base('command')],
  ['sync', 'from', base('sync')],
  ['manage', 'seat', base('manage')],
  ['manage', 'seat', { t: 'manage', action: 'move', seat: 1, to: 3 }],
  ['manage', 'to', { t: 'manage', action: 'move', seat: 1, to: 3 }],
];

const without = (o: Record<string, unknown>, key: string): Record<string, unknown> => {
  const copy = { ...o };
  delete copy[key];
  return copy;
};

describe('parseGuestMessage', () => {
  it('accepts every message type in its valid form, as JSON text and as a value', () => {
    for (const m of VALID) {
      expect(accepted(JSON.stringify(m)), JSON.stringify(m)).to.deep.equal(m);
      expect(accepted(m), JSON.stringify(m)).to.deep.equal(m);
    }
  });

  it('returns a fresh message: no field the guest sent beyond those named survives', () => {
    const m = accepted(JSON.stringify({ t: 'sync', from: 4 }));
    expect(Object.keys(m)).to.deep.equal(['t', 'from']);
    const hello = accepted(JSON.stringify({ token: null, name: 'Zed', v: PROTOCOL_VERSION, t: 'hello' }));
    expect(hello).to.deep.equal({ t: 'hello', v: PROTOCOL_VERSION, name: 'Zed', token: null });
  });

  it('accepts any JSON value as the body of a command, untouched', () => {
    for (const command of [null, 0, 'x', [], [1, [2]], { a: { b: [true, false] } }]) {
      expect(accepted(JSON.stringify({ t: 'command', id: 1, command }))).to.deep.equal({ t: 'command', id: 1, command });
    }
  });

  it('trims names, replaces control characters and cuts names to MAX_NAME_LENGTH, in hello, claim and watch alike', () => {
    for (const t of ['hello', 'claim', 'watch'] as const) {
      const named = (name: string) => (accepted({ ...base(t), name }) as { name: string }).name;
      expect(named('  Ann  ')).to.equal('Ann');
      expect(named('\tAnn\n')).to.equal('Ann');
      expect(named('A\u0000n\u001fn\u007f!')).to.equal('A n n !');
      expect(named('x'.repeat(100))).to.equal('x'.repeat(MAX_NAME_LENGTH));
      expect(named('Émilie 🂡')).to.equal('Émilie 🂡');
      // A cut that lands just after a space does not leave the name ending in it.
      expect(named(`${'a'.repeat(MAX_NAME_LENGTH - 1)} bcd`)).to.equal('a'.repeat(MAX_NAME_LENGTH - 1));
    }
  });

  it('lets a visitor say hello with no name, but not take a seat or watch without one', () => {
    expect(accepted({ t: 'hello', v: PROTOCOL_VERSION, name: null, token: null })).to.deep.equal({ t: 'hello', v: PROTOCOL_VERSION, name: null, token: null });
    expect(refused({ t: 'claim', seat: 1 })).to.equal('claim: no name');
    expect(refused({ t: 'claim', seat: 1, name: null })).to.equal('claim: no name');
    expect(refused({ t: 'watch' })).to.equal('watch: no name');
    expect(refused({ t: 'watch', name: null })).to.equal('watch: no name');
  });

  it('takes a bot level of lowercase letters, digits and dashes, or none', () => {
    expect(accepted({ t: 'manage', action: 'bot', seat: 1 })).to.deep.equal({ t: 'manage', action: 'bot', seat: 1 });
    expect(accepted({ t: 'manage', action: 'bot', seat: 1, level: 'very-strong2' })).to.deep.equal({
      t: 'manage',
      action: 'bot',
      seat: 1,
      level: 'very-strong2',
    });
    for (const level of ['', 'Easy', '2easy', 'easy bot', 'x'.repeat(25), null, 1, ['easy'], { id: 'easy' }]) {
      expect(refused({ t: 'manage', action: 'bot', seat: 1, level }), JSON.stringify(level)).to.equal('manage: bad level');
    }
    expect(refused({ t: 'manage', action: 'remove', seat: 1, level: 'easy' })).to.equal('manage: unknown action');
  });

  it('trims chat, replaces control characters and cuts chat to MAX_CHAT_LENGTH', () => {
    const chat = (text: string) => (accepted({ t: 'chat', text }) as Extract<GuestMessage, { t: 'chat' }>).text;
    expect(chat('  hi  ')).to.equal('hi');
    expect(chat('line one\nline two\r\n')).to.equal('line one line two');
    expect(chat('\u0007bell\u001b[31mred')).to.equal('bell [31mred');
    expect(chat('y'.repeat(1000))).to.equal('y'.repeat(MAX_CHAT_LENGTH));
    expect(chat(`${'y'.repeat(MAX_CHAT_LENGTH - 1)}   z`)).to.equal('y'.repeat(MAX_CHAT_LENGTH - 1));
  });

  it('refuses a name or a chat line that is empty once cleaned', () => {
    for (const name of ['', '   ', '\u0000\u0001', '\n\t\r']) {
      expect(refused({ ...base('hello'), name })).to.contain('empty name');
      expect(refused({ ...base('claim'), name })).to.equal('claim: empty name');
      expect(refused({ ...base('watch'), name })).to.equal('watch: empty name');
      expect(refused({ t: 'chat', text: name })).to.contain('empty text');
    }
  });

  it('refuses a message with a field missing, naming the message type', () => {
    for (const m of VALID) {
      if (m.t === 'leave') continue;
      for (const key of Object.keys(m)) {
        // A bot's level is optional: without it, the bot plays at the table's own level.
        if (key === 't' || (m.t === 'manage' && key === 'level')) continue;
        const reason = refused(without({ ...m } as Record<string, unknown>, key));
        expect(reason, `${m.t} without ${key}`).to.match(new RegExp(`^${m.t}: `));
      }
    }
  });

  it('refuses a message with an extra field', () => {
    for (const m of VALID) {
      const reason = refused(JSON.stringify({ ...m, seat2: 1 }));
      expect(reason, m.t).to.match(new RegExp(`^${m.t}: `));
      refused({ ...m, __proto__x: null });
    }
    // An own "__proto__" key, as JSON.parse makes it, is an extra field too.
    expect(refused('{"t":"leave","__proto__":{"t":"chat"}}')).to.equal('leave: unknown field');
    expect(refused({ t: 'manage', action: 'start', seat: 0, to: 1 })).to.contain('manage:');
  });

  it('refuses fields of the wrong type', () => {
    const cases: Record<string, unknown>[] = [
      { ...base('hello'), name: 5 },
      { ...base('hello'), name: ['Ann'] },
      { ...base('hello'), token: 12345678901234567000 },
      { ...base('hello'), token: [TOKEN] },
      { ...base('hello'), have: 3 },
      { ...base('hello'), v: '1' },
      { t: 'claim', seat: '1' },
      { t: 'claim', seat: null },
      { t: 'claim', seat: true },
      { t: 'claim', seat: 1, name: 5 },
      { t: 'claim', seat: 1, name: ['Ann'] },
      { t: 'watch', name: 'Ann', have: 0 },
      { t: 'watch', name: { first: 'Ann' } },
      { t: 'command', id: '1', command: {} },
      { t: 'sync', from: {} },
      { t: 'chat', text: 42 },
      { t: 'chat', text: { text: 'hi' } },
      { t: 'secret', secret: 1, commitment: HEX },
      { t: 'secret', secret: HEX, commitment: null },
      { t: 'manage', action: 'bot', seat: '1' },
      { t: 'manage', action: 7, seat: 1 },
      { t: 'manage', action: 'move', seat: 1, to: '2' },
      { t: 'manage', action: 'fly', seat: 1 },
    ];
    for (const c of cases) {
      const reason = refused(JSON.stringify(c));
      expect(reason, JSON.stringify(c)).to.match(new RegExp(`^${String(c.t)}: `));
    }
  });

  it('refuses negative, fractional, unsafe and non-finite numbers in every numeric field', () => {
    const bad: unknown[] = [-1, -0.5, 0.5, 1.5, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, -(2 ** 53), 1e300, NaN, Infinity, -Infinity];
    for (const [t, field, m] of NUMERIC) {
      for (const n of bad) {
        expect(parseGuestMessage({ ...m, [field]: n }).ok, `${t}.${field} = ${String(n)}`).to.equal(false);
      }
      // As JSON text too: NaN and Infinity become null there, and big numbers stay big.
      for (const text of ['-1', '0.5', '1e21', '9007199254740992', 'null']) {
        const raw = JSON.stringify({ ...m, [field]: 0 }).replace(`"${field}":0`, `"${field}":${text}`);
        expect(parseGuestMessage(raw).ok, `${t}.${field} = ${text}`).to.equal(false);
      }
      expect(accepted({ ...m, [field]: Number.MAX_SAFE_INTEGER }), `${t}.${field} = MAX_SAFE_INTEGER`).to.be.an('object');
    }
  });

  it('refuses any protocol version but PROTOCOL_VERSION', () => {
    for (const v of [0, 1, PROTOCOL_VERSION + 1, -1, null, String(PROTOCOL_VERSION), 1.5]) {
      expect(refused({ ...base('hello'), v })).to.contain('protocol version');
    }
    expect(refused(without(base('hello'), 'v'))).to.contain('protocol version undefined');
  });

  it('refuses a seat token of the wrong shape, and accepts null or 16 to 64 word characters', () => {
    for (const token of [
      'short',
      'x'.repeat(15),
      'x'.repeat(65),
      'has space in it 1234',
      'dots.are.not.ok.123',
      'ünïcödé-ünïcödé-x',
      `${'a'.repeat(20)}\n`,
      '',
    ]) {
      expect(refused({ ...base('hello'), token }), JSON.stringify(token)).to.equal('hello: bad token');
    }
    for (const token of [null, 'x'.repeat(16), 'x'.repeat(64), 'A-b_C-d_0123456789']) {
      expect(accepted({ ...base('hello'), token })).to.include({ token });
    }
  });

  it('refuses a secret or commitment that is not 64 lowercase hex digits', () => {
    for (const bad of ['ab'.repeat(31), 'ab'.repeat(33), 'AB'.repeat(32), `${'ab'.repeat(31)}zz`, ` ${'ab'.repeat(31)}a`]) {
      expect(refused({ t: 'secret', secret: bad, commitment: HEX }), bad).to.contain('secret:');
      expect(refused({ t: 'secret', secret: HEX, commitment: bad }), bad).to.contain('secret:');
    }
  });

  it('refuses an unknown message type, or a message with no type', () => {
    expect(refused({ t: 'cheat' })).to.equal('unknown message type "cheat"');
    expect(refused({ t: 'x'.repeat(500) })).to.equal(`unknown message type "${'x'.repeat(20)}"`);
    expect(refused({ t: 'toString' })).to.contain('unknown message type');
    expect(refused({ t: 'constructor' })).to.contain('unknown message type');
    for (const raw of [{}, { t: 1 }, { t: null }, { type: 'hello' }, [], ['hello'], 'null', '42', '"hello"', '[]', 'true', null, 7, true]) {
      expect(refused(raw), JSON.stringify(raw)).to.equal('no message type');
    }
  });

  it('refuses text that is not JSON', () => {
    for (const text of ['', '{', '{"t":"leave"', "{'t':'leave'}", 'leave', '{"t":"leave"}}', 'undefined', 'NaN']) {
      expect(refused(text), text).to.equal('not JSON');
    }
  });

  it('refuses a value that cannot be serialised', () => {
    const circular: Record<string, unknown> = { t: 'command', id: 1 };
    circular.command = circular;
    expect(refused(circular)).to.equal('not serialisable');
    expect(refused({ t: 'command', id: 1, command: 1n })).to.equal('not serialisable');
    expect(refused(undefined)).to.equal('empty message');
    expect(refused(() => 1)).to.equal('empty message');
  });

  it(`refuses a message over ${MAX_GUEST_MESSAGE_BYTES} bytes before looking inside`, () => {
    const sized = (n: number): string => {
      const shell = JSON.stringify({ t: 'command', id: 1, command: '' });
      return JSON.stringify({ t: 'command', id: 1, command: 'x'.repeat(n - shell.length) });
    };
    expect(sized(MAX_GUEST_MESSAGE_BYTES)).to.have.length(MAX_GUEST_MESSAGE_BYTES);
    expect(parseGuestMessage(sized(MAX_GUEST_MESSAGE_BYTES)).ok).to.equal(true);
    expect(refused(sized(MAX_GUEST_MESSAGE_BYTES + 1))).to.equal(`message over ${MAX_GUEST_MESSAGE_BYTES} bytes`);
    // The same for a value, measured as its JSON, and for text that is not even JSON.
    expect(refused(JSON.parse(sized(MAX_GUEST_MESSAGE_BYTES + 1)))).to.contain('over');
    expect(refused(`{${' '.repeat(MAX_GUEST_MESSAGE_BYTES)}`)).to.contain('over');
    expect(refused({ t: 'chat', text: 'z'.repeat(MAX_GUEST_MESSAGE_BYTES * 4) })).to.contain('over');
  });

  describe('properties', () => {
    const check = (raw: unknown): void => {
      let parsed: Parsed;
      try {
        parsed = parseGuestMessage(raw);
      } catch (e) {
        throw new Error(`threw on ${String(raw)}: ${(e as Error).message}`);
      }
      if (!parsed.ok) {
        expect(parsed.reason).to.be.a('string').and.not.equal('');
        return;
      }
      // Whatever is accepted is a fixed point: sent on as JSON, it validates to itself.
      const again = parseGuestMessage(JSON.stringify(parsed.message));
      expect(again, JSON.stringify(parsed.message)).to.deep.equal({ ok: true, message: parsed.message });
      expect(JSON.stringify(parsed.message).length).to.be.at.most(MAX_GUEST_MESSAGE_BYTES);
    };

    /** Messages of the known types whose fields are each valid, nearly valid or arbitrary. */
    const field = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
      fc.oneof(
        { weight: 4, arbitrary: valid },
        fc.constantFrom(-1, 0.5, 2 ** 53, null, '', '0', true, [], {}),
        fc.integer({ min: -3, max: 3 }),
        fc.anything({ maxDepth: 1 }),
      );
    const index = fc.oneof(fc.nat({ max: 10 }), fc.maxSafeNat());
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 400 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom(' ', '\u0000a ', ` ${'n'.repeat(23)} m`),
    );
    const token = fc.oneof(fc.constant(null), fc.stringMatching(/^[\w-]{14,66}$/));
    const hex = fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.stringMatching(/^[0-9a-fA-F]{63,65}$/));
    const messageish = fc.oneof(
      fc.record({ t: fc.constant('hello'), v: field(fc.constant(PROTOCOL_VERSION)), name: field(text), token: field(token) }, { requiredKeys: ['t'] }),
      fc.record({ t: fc.constant('claim'), seat: field(index), name: field(text) }, { requiredKeys: ['t'] }),
      fc.record({ t: fc.constant('watch'), name: field(text), have: field(index) }, { requiredKeys: ['t'] }),
      fc.record({ t: fc.constant('leave'), extra: field(fc.constant(1)) }, { requiredKeys: ['t'] }),
      fc.record({ t: fc.constant('command'), id: field(index), command: fc.jsonValue({ maxDepth: 3 }) }, { requiredKeys: ['t'] }),
      fc.record({ t: fc.constant('sync'), from: field(index) }, { requiredKeys: ['t'] }),
      fc.record({ t: fc.constant('chat'), text: field(text) }, { requiredKeys: ['t'] }),
      fc.record({ t: fc.constant('secret'), secret: field(hex), commitment: field(hex) }, { requiredKeys: ['t'] }),
      fc.record(
        {
          t: fc.constant('manage'),
          action: field(fc.constantFrom('bot', 'remove', 'start', 'move')),
          seat: field(index),
          to: field(index),
          level: field(fc.constantFrom('easy', 'strong', 'Strong', 'x-1')),
        },
        { requiredKeys: ['t'] },
      ),
    );

    it('never throws on arbitrary strings, and what it accepts validates to itself', () => {
      fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), check), { seed: 42, numRuns: 2000 });
      fc.assert(fc.property(fc.json({ maxDepth: 4 }), check), { seed: 42, numRuns: 2000 });
      fc.assert(fc.property(fc.string({ unit: 'binary', minLength: MAX_GUEST_MESSAGE_BYTES - 5, maxLength: MAX_GUEST_MESSAGE_BYTES + 5 }), check), {
        seed: 42,
        numRuns: 50,
      });
    });

    it('never throws on arbitrary values', () => {
      fc.assert(
        fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true, withDate: true, withTypedArray: true, withNullPrototype: true }), check),
        {
          seed: 42,
          numRuns: 2000,
        },
      );
    });

    it('never throws on near-messages, as JSON text or as values, and accepts each as itself', () => {
      let acceptedCount = 0;
      fc.assert(
        fc.property(messageish, (m) => {
          let text: string;
          try {
            text = JSON.stringify(m);
          } catch {
            text = '';
          }
          check(m);
          if (text) {
            check(text);
            if (parseGuestMessage(text).ok) acceptedCount++;
          }
        }),
        { seed: 42, numRuns: 3000 },
      );
      // The generator must reach the accepting branches, or the fixed-point check proves nothing.
      expect(acceptedCount).to.be.greaterThan(300);
    });
  });
});

describe('RateLimit', () => {
  it('lets a burst through, then refuses', () => {
    const limit = new RateLimit(20, 40, 0);
    for (let i = 0; i < 40; i++) expect(limit.allow(0), `message ${i}`).to.equal(true);
    expect(limit.allow(0)).to.equal(false);
    expect(limit.allow(0)).to.equal(false);
  });

  it('refills at perSecond with the time it is given, and no faster', () => {
    const limit = new RateLimit(10, 5, 1000);
    for (let i = 0; i < 5; i++) limit.allow(1000);
    expect(limit.allow(1000)).to.equal(false);
    expect(limit.allow(1050)).to.equal(false); // half a token
    expect(limit.allow(1100)).to.equal(true); // one token after 100 ms at 10/s
    expect(limit.allow(1100)).to.equal(false);
    expect(limit.allow(1300)).to.equal(true); // two tokens after 200 ms
    expect(limit.allow(1300)).to.equal(true);
    expect(limit.allow(1300)).to.equal(false);
  });

  it('refills to the burst and no further, however long the pause', () => {
    const limit = new RateLimit(20, 40, 0);
    for (let i = 0; i < 40; i++) limit.allow(0);
    let n = 0;
    while (limit.allow(1_000_000_000)) n++;
    expect(n).to.equal(40);
  });

  it('has the defaults the host relies on: a burst of 40, 20 a second', () => {
    const limit = new RateLimit();
    let n = 0;
    while (limit.allow(0)) n++;
    expect(n).to.equal(40);
    let m = 0;
    while (limit.allow(1000)) m++;
    expect(m).to.equal(20);
  });

  it('property: never holds more than the burst, however the time is spaced', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 100 }),
        (perSecond, burst, gaps) => {
          const limit = new RateLimit(perSecond, burst, 0);
          let now = 0;
          for (const gap of gaps) {
            now += gap;
            limit.allow(now);
            // A flood at any moment gets at most the burst through.
            const probe = Object.assign(Object.create(Object.getPrototypeOf(limit) as object) as RateLimit, limit);
            let flood = 0;
            while (probe.allow(now)) flood++;
            expect(flood).to.be.at.most(burst);
          }
        },
      ),
      { seed: 42, numRuns: 300 },
    );
  });

  it('property: within any window it never passes more than burst + perSecond × window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 200 }),
        (perSecond, burst, gaps) => {
          const limit = new RateLimit(perSecond, burst, 0);
          const times: number[] = [];
          let now = 0;
          for (const gap of gaps) {
            now += gap;
            if (limit.allow(now)) times.push(now);
          }
          for (let i = 0; i < times.length; i++) {
            for (let j = i; j < times.length; j++) {
              const window = times[j]! - times[i]!;
              expect(j - i + 1).to.be.at.most(burst + Math.floor((window / 1000) * perSecond));
            }
          }
        },
      ),
      { seed: 42, numRuns: 200 },
    );
  });
});
