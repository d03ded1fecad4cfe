/**
 * Real WebRTC: a host and guests as separate PeerJS peers in Chromium, signaling through the local
 * `peer` server the test runner starts. Whole bot games of each game over data channels; every byte
 * each seat and the spectator receive is checked for leaks (test/support/rtc-game.ts).
 */
import { expect } from '@open-wc/testing';
import { nanoid } from 'nanoid';
import { Peer } from 'peerjs';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import { secretsBots } from '../../src/games/secrets-of-the-universe/bots.js';
import { secretsOfTheUniverse } from '../../src/games/secrets-of-the-universe/index.js';
import { eightsBots } from '../../src/games/crazier-eights/bots.js';
import { crazierEights } from '../../src/games/crazier-eights/index.js';
import { morBots } from '../../src/games/master-of-rules/bots.js';
import { masterOfRules } from '../../src/games/master-of-rules/index.js';
import { rotuBots } from '../../src/games/rules-of-the-universe/bots.js';
import { rulesOfTheUniverse } from '../../src/games/rules-of-the-universe/index.js';
import { PeerNetwork } from '../../src/net/peerjs-network.js';
import { playOverWebRtc, signaling } from '../support/rtc-game.js';

describe('PeerJS over real WebRTC data channels', () => {
  it('plays Planet Tricks with 3 people, a bot and a spectator; each ends with the host view; nothing leaks', async function () {
    this.timeout(120_000);
    const events = await playOverWebRtc({
      game: planetTricks,
      options: { nullRule: true },
      guests: ['Ben', 'Cy'],
      bots: 1,
      bot: planetBots.greedy,
      timeoutMs: 100_000,
    });
    expect(events).to.be.greaterThan(100);
  });

  it('plays a whole 4-game match of Secrets of the Universe with 4 people and a spectator; nothing leaks', async function () {
    this.timeout(240_000);
    const events = await playOverWebRtc({
      game: secretsOfTheUniverse,
      options: { version: 'basic', matchLength: 4 },
      guests: ['Ben', 'Cy', 'Dee'],
      bots: 0,
      bot: secretsBots.greedy,
      timeoutMs: 220_000,
    });
    expect(events).to.be.greaterThan(100);
  });

  it('plays a whole 4-game match of the Advanced Version of Secrets of the Universe, Expert Addition on, with 2 people, a bot and a spectator; nothing leaks', async function () {
    this.timeout(240_000);
    const events = await playOverWebRtc({
      game: secretsOfTheUniverse,
      options: { version: 'advanced', expert: true, matchLength: 4, claimMs: 0 },
      guests: ['Ben'],
      bots: 1,
      bot: secretsBots.easy,
      timeoutMs: 200_000,
    });
    expect(events).to.be.greaterThan(100);
  });

  it('plays Master of Rules with 3 people (and the dummies) and a spectator; nothing leaks', async function () {
    this.timeout(240_000);
    const events = await playOverWebRtc({
      game: masterOfRules,
      options: masterOfRules.defaultOptions(),
      guests: ['Ben', 'Cy'],
      bots: 0,
      bot: morBots.greedy,
      timeoutMs: 220_000,
    });
    expect(events).to.be.greaterThan(100);
  });

  it('plays Crazier Eights with 3 people, a bot and a spectator (looking at and searching cards included); nothing leaks', async function () {
    this.timeout(240_000);
    const events = await playOverWebRtc({
      game: crazierEights,
      options: crazierEights.defaultOptions(),
      guests: ['Ben', 'Cy'],
      bots: 1,
      bot: eightsBots.greedy,
      timeoutMs: 220_000,
    });
    expect(events).to.be.greaterThan(20);
  });

  it('plays Rules of the Universe! with 3 people, a bot and a spectator: bids and attack cards sealed, every opening verified; nothing leaks', async function () {
    this.timeout(240_000);
    const events = await playOverWebRtc({ game: rulesOfTheUniverse, options: {}, guests: ['Ben', 'Cy'], bots: 1, bot: rotuBots.greedy, timeoutMs: 220_000 });
    expect(events).to.be.greaterThan(200);
  });

  it('carries a text longer than a data channel takes in one message (the reveal of a long match) whole, and what follows it', async function () {
    this.timeout(30_000);
    const settings = await signaling();
    const id = `T${nanoid(12).replace(/[^A-Za-z0-9]/g, 'x')}`;
    const listener = await new PeerNetwork(settings).listen(id);
    const received: string[] = [];
    listener.onConnection = (channel) => (channel.onMessage = (text) => received.push(text));
    const channel = await new PeerNetwork(settings).connect(id);
    const long = { t: 'reveal', log: Array.from({ length: 6000 }, (_, seq) => ({ seq, name: 'Zoë 🂡', hash: 'cd'.repeat(32) })) };
    expect(JSON.stringify(long).length).to.be.greaterThan(512 * 1024);
    channel.send(long);
    channel.send({ t: 'chat', text: 'after' });
    const end = performance.now() + 20_000;
    while (received.length < 2 && channel.open && performance.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(channel.open, 'the channel stays open').to.equal(true);
    expect(received.map((t) => JSON.parse(t))).to.deep.equal([long, { t: 'chat', text: 'after' }]);
    channel.close();
    listener.close();
  });

  it('closes a connection that asks for anything but raw JSON text, before it reaches the table', async function () {
    this.timeout(30_000);
    const settings = await signaling();
    const id = `T${nanoid(12).replace(/[^A-Za-z0-9]/g, 'x')}`;
    const listener = await new PeerNetwork(settings).listen(id);
    let accepted = 0;
    listener.onConnection = () => accepted++;
    const stranger = new Peer({ host: settings.host, port: settings.port, path: settings.path, secure: false, config: { iceServers: [] } });
    await new Promise((resolve) => stranger.once('open', resolve));
    const conn = stranger.connect(id, { serialization: 'binary', reliable: true });
    await new Promise<void>((resolve) => conn.once('close', () => resolve()));
    expect(accepted).to.equal(0);
    stranger.destroy();
    listener.close();
  });
});
