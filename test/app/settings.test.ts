import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { paramsFor, PEERJS_CLOUD as PAGE_CLOUD, settingsFromParams } from '../../src/app/settings.js';
import { PEERJS_CLOUD, type SignalingSettings } from '../../src/net/peerjs-network.js';

const LOCAL: SignalingSettings = { host: 'localhost', port: 9000, path: '/peerjs', secure: false, iceServers: [] };
/** A page whose server offers a TURN server and relayed connections only. */
const RELAYED: SignalingSettings = {
  ...LOCAL,
  iceServers: [{ urls: 'turn:turn.example.org:3478', username: 'u', credential: 'c' }],
  iceTransportPolicy: 'relay',
};
const params = (query: string) => new URLSearchParams(query);
/** As JSON would carry it: fields left undefined are no fields. */
const plain = (s: SignalingSettings): unknown => JSON.parse(JSON.stringify(s));

describe('settingsFromParams', () => {
  it('starts from the same PeerJS cloud as the network (the page holds its own copy, to load no PeerJS before a table opens)', () => {
    expect(PAGE_CLOUD).to.deep.equal(PEERJS_CLOUD);
  });

  it('gives the base settings when no parameter is set', () => {
    for (const base of [PEERJS_CLOUD, LOCAL]) {
      expect(settingsFromParams(params(''), base)).to.deep.equal(base);
      expect(settingsFromParams(params('table=abc&other=1'), base)).to.deep.equal(base);
    }
  });

  it('takes every parameter when all are set', () => {
    const query =
      'signal-host=signal.example.org&signal-port=8443&signal-path=%2Fsig&signal-secure=1&ice=stun%3As.example.org%3A3478,turn%3At.example.org%3A3478&ice-username=ann&ice-credential=p%40ss&ice-transport=relay';
    expect(settingsFromParams(params(query), LOCAL)).to.deep.equal({
      host: 'signal.example.org',
      port: 8443,
      path: '/sig',
      secure: true,
      iceServers: [
        { urls: 'stun:s.example.org:3478', username: 'ann', credential: 'p@ss' },
        { urls: 'turn:t.example.org:3478', username: 'ann', credential: 'p@ss' },
      ],
      iceTransportPolicy: 'relay',
    });
  });

  it('takes what is set and the base for the rest', () => {
    expect(settingsFromParams(params('signal-host=h.example'), PEERJS_CLOUD)).to.deep.equal({ ...PEERJS_CLOUD, host: 'h.example' });
    expect(settingsFromParams(params('signal-port=9001'), PEERJS_CLOUD)).to.deep.equal({ ...PEERJS_CLOUD, port: 9001 });
    expect(settingsFromParams(params('signal-path=/x'), LOCAL)).to.deep.equal({ ...LOCAL, path: '/x' });
    expect(settingsFromParams(params('signal-secure=0'), PEERJS_CLOUD)).to.deep.equal({ ...PEERJS_CLOUD, secure: false });
    expect(settingsFromParams(params('signal-secure=1'), LOCAL)).to.deep.equal({ ...LOCAL, secure: true });
    expect(settingsFromParams(params('signal-host=lan.box&signal-port=9000'), PEERJS_CLOUD)).to.deep.equal({ ...PEERJS_CLOUD, host: 'lan.box', port: 9000 });
  });

  it('falls back to the base port when the port is not a valid port number', () => {
    for (const port of ['', 'abc', '0', '-1', '65536', '99999', '80.5', 'NaN', 'Infinity', '1e10', '8080x']) {
      expect(settingsFromParams(params(`signal-port=${encodeURIComponent(port)}`), LOCAL).port, JSON.stringify(port)).to.equal(LOCAL.port);
    }
    for (const [port, n] of [
      ['1', 1],
      ['65535', 65535],
      ['443', 443],
    ] as const) {
      expect(settingsFromParams(params(`signal-port=${port}`), LOCAL).port).to.equal(n);
    }
  });

  it('an empty host or path parameter is taken as given', () => {
    expect(settingsFromParams(params('signal-host=&signal-path='), LOCAL)).to.deep.equal({ ...LOCAL, host: '', path: '' });
  });

  it('reads the ice list, skipping empty entries, with a username and credential for each server', () => {
    const stun = settingsFromParams(params('ice=stun:a.example:3478'), LOCAL);
    expect(plain(stun)).to.deep.equal({ ...LOCAL, iceServers: [{ urls: 'stun:a.example:3478' }] });
    const list = settingsFromParams(params('ice=stun:a,,turn:b,&ice-username=u&ice-credential=c'), LOCAL);
    expect(list.iceServers).to.deep.equal([
      { urls: 'stun:a', username: 'u', credential: 'c' },
      { urls: 'turn:b', username: 'u', credential: 'c' },
    ]);
    const userOnly = settingsFromParams(params('ice=turn:b&ice-username=u'), LOCAL);
    expect(plain(userOnly)).to.deep.equal({ ...LOCAL, iceServers: [{ urls: 'turn:b', username: 'u' }] });
  });

  it('ice-transport=relay forces relayed connections; all (the default) lifts that; any other value keeps the base', () => {
    expect(settingsFromParams(params('ice-transport=relay'), LOCAL)).to.deep.equal({ ...LOCAL, iceTransportPolicy: 'relay' });
    expect(settingsFromParams(params('ice-transport=relay'), RELAYED)).to.deep.equal(RELAYED);
    expect(settingsFromParams(params('ice-transport=all'), LOCAL)).to.deep.equal(LOCAL);
    expect(settingsFromParams(params('ice-transport=all'), RELAYED)).to.deep.equal({ ...LOCAL, iceServers: RELAYED.iceServers });
    expect(settingsFromParams(params(''), RELAYED)).to.deep.equal(RELAYED);
    for (const value of ['', 'RELAY', 'relayed', 'none', '1']) {
      expect(settingsFromParams(params(`ice-transport=${value}`), LOCAL), value).to.deep.equal(LOCAL);
      expect(settingsFromParams(params(`ice-transport=${value}`), RELAYED), value).to.deep.equal(RELAYED);
    }
    // A base that says `all` outright is the same as one that says nothing.
    expect(settingsFromParams(params(''), { ...LOCAL, iceTransportPolicy: 'all' })).to.deep.equal(LOCAL);
  });

  it('an empty ice parameter means no ICE servers, and no ice parameter means the base list', () => {
    expect(settingsFromParams(params('ice='), PEERJS_CLOUD).iceServers).to.deep.equal([]);
    expect(settingsFromParams(params('ice-username=u&ice-credential=c'), PEERJS_CLOUD).iceServers).to.deep.equal(PEERJS_CLOUD.iceServers);
  });
});

describe('paramsFor', () => {
  it('gives no parameters for the base settings, or settings equal to them', () => {
    for (const base of [PEERJS_CLOUD, LOCAL]) {
      expect(paramsFor(base, base).toString()).to.equal('');
      expect(paramsFor(structuredClone(base) as SignalingSettings, base).toString()).to.equal('');
    }
  });

  it('gives only the parameters that differ', () => {
    expect([...paramsFor({ ...PEERJS_CLOUD, port: 9001 }, PEERJS_CLOUD).keys()]).to.deep.equal(['signal-port']);
    expect([...paramsFor({ ...PEERJS_CLOUD, secure: false }, PEERJS_CLOUD).entries()]).to.deep.equal([['signal-secure', '0']]);
    expect([...paramsFor({ ...LOCAL, secure: true }, LOCAL).entries()]).to.deep.equal([['signal-secure', '1']]);
    const ice = paramsFor({ ...LOCAL, iceServers: [{ urls: 'stun:a' }, { urls: 'turn:b', username: 'u', credential: 'c' }] }, LOCAL);
    expect([...ice.entries()]).to.deep.equal([
      ['ice', 'stun:a,turn:b'],
      ['ice-username', 'u'],
      ['ice-credential', 'c'],
    ]);
    expect([...paramsFor({ ...PEERJS_CLOUD, iceServers: [] }, PEERJS_CLOUD).entries()]).to.deep.equal([['ice', '']]);
    expect([...paramsFor({ ...PEERJS_CLOUD, iceTransportPolicy: 'relay' }, PEERJS_CLOUD).entries()]).to.deep.equal([['ice-transport', 'relay']]);
    expect([...paramsFor({ ...RELAYED, iceTransportPolicy: 'all' }, RELAYED).entries()]).to.deep.equal([['ice-transport', 'all']]);
    expect(paramsFor({ ...LOCAL, iceTransportPolicy: 'all' }, LOCAL).toString()).to.equal('');
    expect(paramsFor(RELAYED, RELAYED).toString()).to.equal('');
  });

  it('a join link carries a TURN server and the relay policy to a page with other defaults', () => {
    for (const base of [PEERJS_CLOUD, LOCAL]) {
      const link = new URL(`https://example.org/#join=abc&game=planet-tricks`);
      link.search = paramsFor(RELAYED, base).toString();
      expect(link.searchParams.get('ice-transport')).to.equal('relay');
      expect(settingsFromParams(link.searchParams, base)).to.deep.equal(RELAYED);
    }
    // A page relayed by default, and a link to a page of the same server that is not.
    const direct = new URL(`https://example.org/?${paramsFor(LOCAL, RELAYED).toString()}`);
    expect(direct.searchParams.get('ice-transport')).to.equal('all');
    expect(settingsFromParams(direct.searchParams, RELAYED)).to.deep.equal(LOCAL);
  });

  it('round-trips LAN settings over the cloud defaults through a join link', () => {
    const lan: SignalingSettings = { ...LOCAL, host: '192.168.1.20', iceServers: [{ urls: 'turn:192.168.1.20:3478', username: 'x', credential: 'y' }] };
    const link = new URL(`https://example.org/table/?t=abc&${paramsFor(lan, PEERJS_CLOUD).toString()}`);
    expect(settingsFromParams(link.searchParams, PEERJS_CLOUD)).to.deep.equal(lan);
  });

  it('property: settingsFromParams(paramsFor(s, base), base) gives back s, through the text of a link', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 20 });
    const url = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((u) => !u.includes(','));
    const nonEmpty = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
    // The link carries one username and credential for all servers: the same for each, or none.
    const iceServers = fc
      .tuple(fc.array(url, { maxLength: 4 }), fc.option(fc.tuple(nonEmpty, fc.option(nonEmpty, { nil: undefined })), { nil: undefined }))
      .map(([urls, auth]) =>
        urls.map(
          (u): RTCIceServer =>
            auth ? (auth[1] === undefined ? { urls: u, username: auth[0] } : { urls: u, username: auth[0], credential: auth[1] }) : { urls: u },
        ),
      );
    const fields = fc.record({
      host: fc.oneof(fc.constantFrom(PEERJS_CLOUD.host, LOCAL.host), text),
      port: fc.oneof(fc.constantFrom(PEERJS_CLOUD.port, LOCAL.port), fc.integer({ min: 1, max: 65535 })),
      path: fc.oneof(fc.constantFrom(PEERJS_CLOUD.path, LOCAL.path), text),
      secure: fc.boolean(),
      iceServers: fc.oneof(fc.constantFrom(PEERJS_CLOUD.iceServers, LOCAL.iceServers, RELAYED.iceServers), iceServers),
    });
    // Relayed or not: the settings carry `iceTransportPolicy: 'relay'`, or no policy at all (WebRTC's `all`).
    const settings: fc.Arbitrary<SignalingSettings> = fc
      .tuple(fields, fc.boolean())
      .map(([s, relay]): SignalingSettings => (relay ? { ...s, iceTransportPolicy: 'relay' } : s));
    fc.assert(
      fc.property(settings, fc.constantFrom(PEERJS_CLOUD, LOCAL, RELAYED), (s, base) => {
        const link = new URLSearchParams(paramsFor(s, base).toString());
        expect(plain(settingsFromParams(link, base))).to.deep.equal(plain(s));
        if (JSON.stringify(s) === JSON.stringify(base)) expect(link.toString()).to.equal('');
      }),
      { seed: 42, numRuns: 1000 },
    );
  });
});
