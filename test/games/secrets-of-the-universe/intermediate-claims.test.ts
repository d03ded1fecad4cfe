/**
 * The claim window after every discard (Intermediate Version) and bumping: the window opens for
 * every other seat alike whatever their hands, seats may pass, the host closes it with a logged
 * event when its time is up; a pair, an exposed 3-Unity or a concealed 3-Unity (a super-bump) bumps
 * the discard into the main area as an inactive card, before any pickup.
 */
import { expect } from '@open-wc/testing';
import { secretsBots } from '../../../src/games/secrets-of-the-universe/bots.js';
import { stepOf } from '../../../src/games/secrets-of-the-universe/index.js';
import type { CardCode } from '../../../src/games/secrets-of-the-universe/cards.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { createRandom } from '../../../src/kernel/random.js';
import { A, B, C, D, discard, draw, type Driver, game, given, goOut, stateOf } from '../../support/builders/secrets.js';
import { area, bump, driveTable, meldText, pass, pickUp, type LayoutSpec } from '../../support/builders/secrets-table.js';

const timed = (spec: LayoutSpec): Driver => driveTable({ ...spec, claimMs: 3000 });
/** `seat` draws and discards `card` (by default the card drawn): the claim window is open. */
function discardNow(d: Driver, seat: number, card?: CardCode): Driver {
  d.do(draw, seat);
  return d.do(discard(card ?? d.ctx.hands[seat]!.at(-1)!.code), seat);
}
/** A full turn whose claim window runs out. */
const play = (d: Driver, seat: number, card?: CardCode): Driver => discardNow(d, seat, card).timeUp();
const claimOf = (d: Driver, seat: number) => {
  const claim = d.view(seat).table!.claim;
  return claim && { ...claim, mine: null };
};

describe('The claim window', () => {
  it('is the same for a seat whoever could bump: its bytes, its view, what it may do and how long the host waits', () => {
    // Cyd holds a pair of the discard in one table and nothing of it in the other; Bob's hand and all he sees are the same.
    const tables = ['E7 E7', 'F1 F2'].map((cyd) => {
      const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [B]: 'W1 W2 W3 W4 W5 W6 W8 W9 A1 A2 A3 A4', [C]: cyd } });
      discardNow(d, A, 'E7');
      return d;
    });
    const bytes = (d: Driver) => d.log.map((e) => JSON.stringify(game.redact(e, B)));
    expect(bytes(tables[0]!)).to.deep.equal(bytes(tables[1]!));
    expect(tables[0]!.view(B)).to.deep.equal(tables[1]!.view(B));
    expect(game.legalCommands(tables[0]!.state, B)).to.deep.equal(game.legalCommands(tables[1]!.state, B));
    expect(game.timeout!(tables[0]!.state)).to.equal(game.timeout!(tables[1]!.state));
    // Nobody passes: the window runs its whole length and the host closes it, in both tables alike.
    const closing = tables.map((d) => game.advance(d.state, createRandom('x'), true));
    expect(closing).to.deep.equal([[{ type: 'claim.closed' }], [{ type: 'claim.closed' }]]);
    expect(tables[1]!.view(C).table!.claim!.mine).to.deep.equal({ canPass: true, bump: null });
    expect(tables[0]!.view(C).table!.claim!.mine!.bump).to.not.equal(null);
  });

  it('opens after every discard for every other seat, whatever their hands, with the same length for all', () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [C]: 'E7 E7', [D]: 'E7' } });
    discardNow(d, A, 'E7');
    expect(stepOf(d.state)).to.equal('claim');
    expect(game.timeout!(d.state)).to.equal(3000);
    const seen = [SPECTATOR, A, B, C, D].map((s) => claimOf(d, s));
    for (const c of seen) expect(c).to.deep.equal({ card: 'E7', area: A, by: 'Ann', durationMs: 3000, passed: [], waitingFor: [B, C, D], mine: null });
    expect(d.view(B).table!.claim!.mine).to.deep.equal({ canPass: true, bump: null });
    expect(d.view(C).table!.claim!.mine!.bump).to.deep.include({
      card: 'E7',
      shown: [
        { code: 'E7', taken: false },
        { code: 'E7', taken: false },
      ],
      superBump: false,
    });
    expect(d.view(A).table!.claim!.mine, 'the discarder has no part in it').to.equal(null);
    d.timeUp();
    for (const seat of [B, C, D]) {
      discardNow(d, seat);
      expect(game.timeout!(d.state)).to.equal(3000);
      expect(d.view(SPECTATOR).table!.claim!.waitingFor).to.deep.equal([A, B, C, D].filter((s) => s !== seat));
      d.timeUp();
    }
  });

  it("opens after a dummy's discard too, for both players", () => {
    const d = timed({ players: 2, dealer: A });
    play(d, A);
    d.settle();
    expect(d.log.at(-1)!.type).to.equal('dummy.discarded');
    expect(d.view(A).table!.claim).to.deep.include({ by: 'Dummy 1', waitingFor: [A, B], durationMs: 3000 });
  });

  it('while it is open nobody else acts: the next player waits, the discarder takes no part', () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7' } });
    discardNow(d, A, 'E7');
    given(d.state).when(B, draw).refused('claim-window', 'Wait: the claim window on Earth 7 is open.');
    given(d.state)
      .when(B, pickUp([area(A)], 'E8 E9'))
      .refused('claim-window');
    given(d.state).when(A, pass).refused('claim', 'Your own discard: the others decide.');
    given(d.state).when(A, bump).refused('claim', 'Your own discard: the others decide.');
    given(d.timeUp().state).when(C, pass).refused('phase', 'There is no discard to claim now.');
  });

  it('each other seat may pass once; when all have passed it closes with no timeout event', () => {
    const d = timed({ players: 4, dealer: A });
    discardNow(d, A);
    given(d.state).when(B, pass).then({ type: 'claim.passed', seat: B });
    d.do(pass, B);
    given(d.state).when(B, pass).refused('claim', 'You have already passed on this discard.');
    expect(d.view(C).table!.claim!.passed).to.deep.equal([B]);
    d.do(pass, C).do(pass, D);
    expect(stepOf(d.state)).to.equal('draw');
    expect(d.ctx.turn).to.deep.equal({ seat: B });
    expect(d.log.some((e) => e.type === 'claim.closed')).to.equal(false);
  });

  it('the host closes it when the time is up, as a logged event; replay reads only the events', () => {
    const d = timed({ players: 4, dealer: A });
    discardNow(d, A);
    expect(d.advanceNow(), 'nothing before the time is up').to.deep.equal([]);
    expect(d.advanceNow(d.seed, d.log.length, true)).to.deep.equal([{ type: 'claim.closed' }]);
    d.timeUp();
    expect(d.log.at(-1)).to.deep.equal({ type: 'claim.closed' });
    expect(d.ctx.turn).to.deep.equal({ seat: B });
    expect(stateOf(d.log).context).to.deep.equal(d.ctx);
    expect(game.evolve(d.state, { type: 'claim.closed' }).context.fault).to.equal('claim.closed is not possible now');
  });

  it('legal commands list a bump for the seat that can bump and nothing for the others (a pass is accepted, never listed)', () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [C]: 'E7 E7' } });
    discardNow(d, A, 'E7');
    expect([A, B, C, D].map((s) => d.legalCommands(s))).to.deep.equal([[], [], [bump], []]);
    expect(secretsBots.greedy(d.state, C, [bump], createRandom('bot'))).to.deep.equal(bump);
  });
});

describe('Bumping', () => {
  it('with an identical pair: the card goes to the main area, inactive; the pair is shown and exposed; the bumper melds the unity on their next turn', () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [C]: 'E7 E7', [D]: 'E7' } });
    discardNow(d, A, 'E7');
    given(d.state)
      .when(C, bump)
      .then({
        type: 'card.bumped',
        seat: C,
        card: 'E7',
        shown: [
          { code: 'E7', taken: false },
          { code: 'E7', taken: false },
        ],
      });
    d.do(bump, C);
    expect(d.ctx.discards.areas[A]).to.deep.equal([]);
    expect(d.ctx.discards.main).to.deep.equal([{ code: 'E7', from: { seat: A } }]);
    expect(d.view(B).table!.main).to.deep.equal({ active: null, inactive: [0] });
    expect(d.view(B).table!.bumps).to.deep.equal([
      {
        seat: C,
        card: 'E7',
        shown: [
          { code: 'E7', taken: false },
          { code: 'E7', taken: false },
        ],
        onto: null,
        superBump: false,
      },
    ]);
    const seenByB = stateOf(d.log.map((e) => game.redact(e, B)));
    expect(
      seenByB.context.hands[C]!.filter((c) => c !== null),
      'the shown pair is exposed, marked like taken cards',
    ).to.deep.equal([
      { code: 'E7', taken: true },
      { code: 'E7', taken: true },
    ]);
    expect(d.view(A).places[C]!.taken).to.deep.equal([
      { code: 'E7', taken: true },
      { code: 'E7', taken: true },
    ]);
    expect(d.ctx.turn, "the next turn is the discarder's next player's").to.deep.equal({ seat: B });
    play(d, B);
    d.do(pickUp([area('main', 0)], 'E7* E7*'), C);
    expect(meldText(d.ctx.exposed[C]![0]!.cards)).to.equal('E7* E7* E7*');
    expect(d.view(A).table!.exposed[C]![0]!.points).to.deep.equal({ low: 20, high: 20 });
    expect(d.ctx.bumps).to.deep.equal([]);
  });

  it('overrides a competing pickup: the next player, who wanted the card for a sequence, finds it inactive', () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [B]: 'E8 E9', [D]: 'E7 E7' } });
    discardNow(d, A, 'E7');
    given(d.state)
      .when(B, pickUp([area(A)], 'E8 E9'))
      .refused('claim-window');
    d.do(bump, D);
    given(d.state)
      .when(B, pickUp([area('main', 0)], 'E8 E9'))
      .refused('inactive', /^Inactive discards can only form unities/);
    given(d.state)
      .when(B, pickUp([area(A)], 'E8 E9'))
      .refused('pick-up', 'There is no such discard.');
  });

  it("a super-bump (a concealed 3-Unity shown) scores as concealed when someone goes out before the bumper's next turn", () => {
    const ready = 'E1 E2 E3 F4 F5 F6 A7 A8 A9 W1 W2 W3';
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [C]: ready, [D]: 'E7 E7 E7 F1 F2 F3 M4 M5 M6 W7 W8 W9' } });
    discardNow(d, A, 'E7');
    expect(d.view(D).table!.claim!.mine!.bump).to.deep.include({ superBump: true });
    d.do(bump, D);
    expect(d.view(A).table!.bumps[0]).to.deep.include({ seat: D, superBump: true });
    play(d, B);
    d.do(draw, C).do(goOut, C).settle();
    const unity = d.view(A).reveal!.hands[D]!.melds.find((m) => m.kind === 'unity')!;
    expect(unity.cards.map((c) => c.code)).to.deep.equal(['E7', 'E7', 'E7']);
    expect(unity.points).to.deep.equal({ low: 40, high: 40 });
  });

  it("a super-bump reaching the bumper's next turn makes an exposed 4-Unity", () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [D]: 'E7 E7 E7' } });
    discardNow(d, A, 'E7');
    d.do(bump, D);
    play(d, B);
    play(d, C);
    expect(
      d.ctx.hands[D]!.filter((c) => c?.code === 'E7'),
      "exposed once the bumper's turn begins",
    ).to.deep.equal([
      { code: 'E7', taken: true },
      { code: 'E7', taken: true },
      { code: 'E7', taken: true },
    ]);
    d.do(pickUp([area('main', 0)], 'E7* E7* E7*'), D);
    expect(d.view(A).table!.exposed[D]![0]).to.deep.include({ kind: 'unity', points: { low: 100, high: 100 } });
  });

  it('a pair shown in a bump stays exposed when the unity is not melded: drawn to a third copy, it scores as an exposed 3-Unity', () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [C]: 'E7 E7' }, tops: { 2: 'E7' } });
    discardNow(d, A, 'E7');
    d.do(bump, C);
    play(d, B);
    d.do(draw, C);
    expect(d.ctx.hands[C]!.filter((c) => c?.code === 'E7')).to.deep.equal([
      { code: 'E7', taken: true },
      { code: 'E7', taken: true },
      { code: 'E7', taken: false },
    ]);
    d.do(discard(d.ctx.hands[C]!.find((c) => c!.code !== 'E7')!.code), C).timeUp();
    d.do(draw, D);
    const unity = game.view(d.state, C).best!.melds.find((m) => m.kind === 'unity')!;
    expect(unity.points, 'exposed, not concealed').to.deep.equal({ low: 20, high: 20 });
  });

  it("a super-bump not melded in time: from the bumper's next turn its three cards score as an exposed 3-Unity", () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [D]: 'E7 E7 E7' } });
    discardNow(d, A, 'E7');
    d.do(bump, D);
    expect(game.view(d.state, D).best!.melds.find((m) => m.kind === 'unity')!.points, 'concealed while the bump waits').to.deep.equal({ low: 40, high: 40 });
    play(d, B);
    play(d, C);
    expect(game.view(d.state, D).best!.melds.find((m) => m.kind === 'unity')!.points).to.deep.equal({ low: 20, high: 20 });
    const seenByA = stateOf(d.log.map((e) => game.redact(e, A)));
    expect(seenByA.context.hands[D]!.filter((c) => c !== null)).to.deep.equal([
      { code: 'E7', taken: true },
      { code: 'E7', taken: true },
      { code: 'E7', taken: true },
    ]);
  });

  it("a super-bump by the discarder's next player is exposed at once: the bumper's next turn begins with the bump", () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [B]: 'E7 E7 E7' } });
    discardNow(d, A, 'E7');
    d.do(bump, B);
    expect(d.ctx.turn).to.deep.equal({ seat: B });
    expect(d.ctx.hands[B]!.filter((c) => c?.code === 'E7').every((c) => c!.taken)).to.equal(true);
  });

  it("with an exposed 3-Unity when the fourth copy is discarded: the unity becomes a 4-Unity on the bumper's next turn", () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [B]: 'E7', [D]: 'E7 E7' } });
    play(d, A, 'E7');
    play(d, B);
    play(d, C);
    d.do(pickUp([area(A)], 'E7 E7'), D)
      .do(discard(d.ctx.hands[D]![0]!.code), D)
      .timeUp();
    play(d, A);
    discardNow(d, B, 'E7');
    expect(d.legalCommands(D)).to.deep.equal([bump]);
    given(d.state).when(D, bump).then({ type: 'card.bumped', seat: D, card: 'E7', shown: [] });
    d.do(bump, D);
    expect(d.view(A).table!.bumps[0]).to.deep.include({ seat: D, onto: 0, shown: [] });
    play(d, C);
    d.do(
      pickUp(
        [
          area(
            'main',
            d.ctx.discards.main.findIndex((x) => x.code === 'E7'),
          ),
        ],
        '',
        0,
      ),
      D,
    );
    expect(meldText(d.ctx.exposed[D]![0]!.cards)).to.equal('E7 E7 E7* E7*');
    expect(d.view(A).table!.exposed[D]![0]!.points).to.deep.equal({ low: 100, high: 100 });
  });

  it('refusals: one copy is not enough; a seat that passed has no claim left', () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [B]: 'E7', [C]: 'E7 E7' } });
    discardNow(d, A, 'E7');
    given(d.state).when(B, bump).refused('bump', 'You can bump Earth 7 only with an identical pair in hand or an exposed 3-Unity of it.');
    d.do(pass, C);
    given(d.state).when(C, bump).refused('claim', 'You have already passed on this discard.');
  });

  it('a bump event that shows fewer copies than the hand holds, or copies it does not hold, is a fault', () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [C]: 'E7 E7' } });
    discardNow(d, A, 'E7');
    expect(
      game.evolve(d.state, {
        type: 'card.bumped',
        seat: B,
        card: 'E7',
        shown: [
          { code: 'E7', taken: false },
          { code: 'E7', taken: false },
        ],
      }).context.fault,
    ).to.match(/does not hold/);
    expect(game.evolve(d.state, { type: 'card.bumped', seat: C, card: 'E7', shown: [{ code: 'E7', taken: false }] }).context.fault).to.match(/identical pair/);
  });
});
