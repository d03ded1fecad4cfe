/**
 * How a game ends and is scored: going out (at least 11 of 13 cards in melds, going out fully with
 * its +10, one interpretation per hand: 789999), the deck running out, the reveal of every hand and
 * the coins of 3-Sets of 8s (the owner calls, the host flips with the seeded randomness).
 */
import { expect } from '@open-wc/testing';
import { arrange } from '../../../src/games/secrets-of-the-universe/hand-score.js';
import { stepOf } from '../../../src/games/secrets-of-the-universe/index.js';
import type { SecretsEvent } from '../../../src/games/secrets-of-the-universe/types.js';
import { createRandom } from '../../../src/kernel/random.js';
import { A, B, C, callCoin, cards, D, draw, Driver, game, given, goOut, midGame, sorted, stateOf, table, take } from '../../support/builders/secrets.js';

type Ev<T extends SecretsEvent['type']> = Extract<SecretsEvent, { type: T }>;
const last = <T extends SecretsEvent['type']>(log: readonly SecretsEvent[], type: T): Ev<T> => log.filter((e) => e.type === type).at(-1) as Ev<T>;

/** Seat A (the dealer, 4 players) dealt `hand`, with `next` on top of the deck; the other hands hold no 8s worth a coin. */
function dealerWith(hand: string, next: string) {
  return table({
    players: 4,
    dealer: A,
    hands: {
      [A]: hand,
      [B]: 'E1 F2 W3 A4 E5 F6 W7 A1 E2 F3 W4 A5',
      [C]: 'F1 W2 A3 E4 F5 W6 A7 F1 W2 A3 E4 F5',
      [D]: 'W1 A2 E3 F4 W5 A6 E7 W1 A2 E3 F4 W5',
    },
    top: next,
    discard: 'A9',
  });
}

/** Goes out for whoever's turn it is, then lets the host reveal and score, calling heads for every coin. */
function goOutAndScore(d: Driver): Driver {
  d.do(goOut).settle();
  while (d.step === 'calling') d.do(callCoin('heads')).settle();
  return d;
}

describe('Going out', () => {
  it('is legal after drawing with at least 11 of 13 cards in melds; the hand is revealed and scored, no bonus when 2 different cards are left', () => {
    const d = Driver.from(dealerWith('E1 E2 E3 E4 E5 F4 F5 F6 W7 W8 W9 A5', 'A6'));
    d.do(draw);
    expect(d.view(A).goOut).to.deep.include({ legal: true, fully: false, bonus: 0 });
    goOutAndScore(d);
    expect(last(d.log, 'player.wentOut')).to.deep.equal({ type: 'player.wentOut', seat: A });
    const reveal = d.view(A).reveal!;
    expect(reveal).to.deep.include({ wentOut: A, fully: false, exhaustedBy: null });
    expect(sorted(reveal.hands[A]!.unmelded)).to.equal('A5 A6');
    expect(reveal.hands[A]!.bonus).to.equal(0);
    expect(last(d.log, 'game.scored').scores[A]).to.equal(25 + 10 + 10);
  });

  it('going out fully: the 2 cards left are an identical pair — worth +10', () => {
    const d = Driver.from(dealerWith('E1 E2 E3 E4 E5 F4 F5 F6 W7 W8 W9 A5', 'A5'));
    d.do(draw);
    expect(d.view(A).goOut).to.deep.include({ legal: true, fully: true, bonus: 10 });
    goOutAndScore(d);
    expect(d.view(A).reveal).to.deep.include({ wentOut: A, fully: true });
    expect(d.view(A).reveal!.hands[A]!.bonus).to.equal(10);
    expect(last(d.log, 'game.scored').scores[A]).to.equal(45 + 10);
  });

  it('going out fully: all 13 cards in melds — worth +10', () => {
    const d = Driver.from(dealerWith('E1 E2 E3 E4 F4 F5 F6 W7 W8 W9 A1 A2', 'A3'));
    d.do(draw);
    goOutAndScore(d);
    expect(d.view(B).reveal!.hands[A]!.unmelded).to.deep.equal([]);
    expect(last(d.log, 'game.scored').scores[A]).to.equal(15 + 10 + 10 + 10 + 10);
  });

  it("is refused with fewer than 11 cards in melds, with the book's reason; so is going out before drawing", () => {
    const events = dealerWith('E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A5 A7', 'E9');
    given(events).when(A, goOut).refused('draw-first');
    const drawn = given(events).when(A, draw).then({ type: 'card.drawn', seat: A, card: 'E9' });
    given(drawn).when(A, goOut).refused('go-out', 'You need at least 11 of your 13 cards in melds to go out.');
    expect(game.legalCommands(drawn, A).some((c) => c.type === 'goOut')).to.equal(false);
    expect(game.view(drawn, A).goOut).to.deep.equal({ legal: false, arrangement: null, fully: false, bonus: 0 });
  });

  it('one interpretation per hand: 789999 goes out as 789 + 999, and scores so, not as the 4-Unity of 9s', () => {
    const d = Driver.from(dealerWith('E7 E8 E9 E9 E9 E9 F1 F2 F3 W4 W5 W6', 'A1'));
    d.do(draw);
    const best = d.view(A).best!;
    expect(best.melds.map((m) => m.points.low).sort((a, b) => a - b)).to.deep.equal([10, 10, 300]);
    const out = d.view(A).goOut!;
    expect(out.legal).to.equal(true);
    expect(out.arrangement!.melds.map((m) => `${m.kind} ${sorted(m.cards)}`).sort()).to.deep.equal([
      'sequence E7 E8 E9',
      'sequence F1 F2 F3',
      'sequence W4 W5 W6',
      'unity E9 E9 E9',
    ]);
    goOutAndScore(d);
    expect(last(d.log, 'game.scored').scores[A]).to.equal(10 + 60 + 10 + 10);
    // Had A not gone out, the same hand would have scored its best arrangement: 320.
  });

  it('the others score their best arrangement; the hands are revealed to every seat', () => {
    const d = Driver.from(dealerWith('E1 E2 E3 E4 E5 F4 F5 F6 W7 W8 W9 A5', 'A6'));
    d.do(draw);
    goOutAndScore(d);
    const revealed = last(d.log, 'hands.revealed');
    const upToReveal = d.log.slice(0, d.log.indexOf(revealed) + 1);
    for (const seat of [A, B, C, D]) {
      const own = stateOf(upToReveal.map((e) => game.redact(e, seat)));
      expect(own.context.hands).to.deep.equal(revealed.hands);
    }
    const scores = last(d.log, 'game.scored').scores;
    for (const seat of [B, C, D]) expect(scores[seat], `seat ${seat}`).to.equal(arrange(revealed.hands[seat]!, 'any')!.total.low);
  });

  it('may go out after taking the discard, which then counts as exposed', () => {
    const events = table({ players: 4, dealer: A, hands: { [A]: 'E9 E9 F1 F2 F3 W4 W5 W6 A7 A8 A9 E1' }, discard: 'E9', top: 'F9' });
    const s = given(events).when(A, take).then({ type: 'discard.taken', seat: A, card: 'E9' });
    const after = given(s).when(A, goOut).then({ type: 'player.wentOut', seat: A });
    const d = new Driver(after, [...events, { type: 'discard.taken', seat: A, card: 'E9' }, { type: 'player.wentOut', seat: A }]).settle();
    while (d.step === 'calling') d.do(callCoin('tails')).settle();
    const unity = d.view(A).reveal!.hands[A]!.melds.find((m) => m.kind === 'unity')!;
    expect(unity.points).to.deep.equal({ low: 30, high: 30 });
    expect(last(d.log, 'game.scored').scores[A]).to.equal(30 + 10 + 10 + 10);
  });
});

describe('The deck runs out', () => {
  const hands = [
    'E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A5 A7',
    'E4 E5 E6 F1 F2 F3 W1 W2 W3 A2 A6 A8',
    'E7 E7 E7 F7 F8 F9 W4 W5 W6 A3 A4 A9',
    'E8 E9 F7 F8 W2 W3 W4 A1 A2 A3 A4 A5',
  ];

  it('a player facing an empty deck may still take the most recent discard', () => {
    const s = midGame({ players: 4, hands, discards: 'E9 W9', k: 5 });
    expect(game.legalCommands(s, B)).to.deep.equal([draw, take]);
    given(s).when(B, take).then({ type: 'discard.taken', seat: B, card: 'W9' });
  });

  it('or chooses the deck: the game ends, hands are revealed and scored as normal', () => {
    const s = midGame({ players: 4, hands, discards: 'E9 W9', k: 5 });
    const ended = given(s)
      .when(B, draw)
      .then({ type: 'deck.exhausted', turn: { seat: B } });
    expect(stepOf(ended)).to.equal('revealing');
    const d = new Driver(ended, []).settle();
    const revealed = last(d.log, 'hands.revealed');
    expect(revealed.hands.map(sorted)).to.deep.equal(hands.map((h) => sorted(cards(h))));
    expect(d.view(C).reveal).to.deep.include({ wentOut: null, fully: false, exhaustedBy: 'Bob' });
    const scores = last(d.log, 'game.scored').scores;
    expect(scores).to.deep.equal([30, 30, 40 + 10 + 10, 10 + 25]);
  });

  it('a dummy facing an empty deck ends the game (2 and 3 players)', () => {
    const two = midGame({ players: 2, hands: hands.slice(0, 2), discards: 'E9', k: 1 });
    expect(stepOf(two)).to.equal('dummy');
    expect(game.advance(two, createRandom('x'))).to.deep.equal([{ type: 'deck.exhausted', turn: { dummy: 0 } }]);
    const three = midGame({ players: 3, hands: hands.slice(0, 3), discards: 'E9', k: 8, deck: 'A6' });
    expect(game.advance(three, createRandom('x'))).to.deep.equal([{ type: 'dummy.discarded', dummy: 0, card: 'A6' }]);
    const empty = midGame({ players: 3, hands: hands.slice(0, 3), discards: 'E9', k: 8 });
    const ended = new Driver(empty, []).settle();
    expect(ended.log[0]).to.deep.equal({ type: 'deck.exhausted', turn: { dummy: 0 } });
    expect(ended.view(A).reveal!.exhaustedBy).to.equal('the dummy');
  });

  it('with cards left, a dummy discards the top card of the deck, face up for all', () => {
    const s = midGame({ players: 2, hands: hands.slice(0, 2), discards: 'E9', k: 3, deck: 'W9 A6' });
    expect(game.advance(s, createRandom('x'))).to.deep.equal([{ type: 'dummy.discarded', dummy: 1, card: 'W9' }]);
    const after = game.evolve(s, { type: 'dummy.discarded', dummy: 1, card: 'W9' });
    expect(after.context.discards.main.at(-1)).to.deep.equal({ code: 'W9', from: { dummy: 1 } });
    expect(after.context.turn).to.deep.equal({ seat: 0 });
  });
});

describe('Coins for 3-Sets of 8s', () => {
  /** C deals; B and D hold a 3-Set of 8s each; the deck runs out on A's turn. */
  const hands = [
    'E1 E2 E3 F4 F5 F6 W7 W9 W9 A1 A5 A7',
    'E8 F8 W8 E4 E5 E6 F1 F2 F3 W1 W2 W3',
    'E7 E7 E7 F7 F9 F9 W4 W5 W6 A3 A4 A9',
    'E8 F8 A8 E9 F9 W2 W3 W4 A2 A3 A4 A6',
  ];
  const ended = () => {
    const s = midGame({ players: 4, dealer: C, hands, discards: 'E9', k: 2 });
    return new Driver(
      given(s)
        .when(A, draw)
        .then({ type: 'deck.exhausted', turn: { seat: A } }),
      [],
      'coins',
    ).settle();
  };

  it('each owner calls in turn order from the dealer (D, then B); nobody else may call', () => {
    const d = ended();
    expect(d.step).to.equal('calling');
    expect(d.ctx.coins.map((c) => c.seat)).to.deep.equal([D, B]);
    expect(d.legalCommands(D)).to.deep.equal([callCoin('heads'), callCoin('tails')]);
    expect(d.legalCommands(B)).to.deep.equal([]);
    given(d.state).when(B, callCoin('heads')).refused('turn', "It is Dee's call.");
    given(d.state).when(A, draw).refused('phase');
  });

  it('the host flips with the seeded randomness: 15 points on a correct call, 10 otherwise', () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 24; i++) {
      const d = ended();
      const call = i % 2 === 0 ? 'heads' : 'tails';
      const pos = d.log.length + 1;
      d.do(callCoin(call), D);
      const flips = d.advanceNow(`seed-${i}`, pos);
      const flip = flips[0] as Ev<'coin.flipped'>;
      const outcome = createRandom(`seed-${i}`, pos).int(2) === 0 ? 'heads' : 'tails';
      expect(flip).to.deep.equal({ type: 'coin.flipped', seat: D, meld: flip.meld, call, outcome, points: call === outcome ? 15 : 10 });
      outcomes.add(`${call}/${outcome}`);
      d.apply(flip);
      expect(d.step).to.equal('calling');
    }
    expect(outcomes.size, 'right and wrong calls both came up').to.equal(4);
  });

  it('a flip with the wrong points is a fault; the game scores the flipped points', () => {
    const d = ended();
    d.do(callCoin('heads'), D);
    const flip = d.advanceNow('x', d.log.length)[0] as Ev<'coin.flipped'>;
    const wrong = { ...flip, points: flip.points === 15 ? 10 : 15 };
    expect(game.evolve(d.state, wrong).context.fault).to.match(/high points on a correct call/);
    d.apply(flip);
    d.do(callCoin('tails'), B).settle();
    const flips = d.log.filter((e) => e.type === 'coin.flipped') as Ev<'coin.flipped'>[];
    const scores = last(d.log, 'game.scored').scores;
    expect(scores[D]).to.equal(flips[0]!.points + 10 + 10);
    expect(scores[B]).to.equal(flips[1]!.points + 10 + 10 + 10);
    const reveal = d.view(A).reveal!;
    const coinMeld = reveal.hands[D]!.melds.find((m) => m.coin)!;
    expect(coinMeld.coin).to.deep.equal({ call: 'heads', outcome: flips[0]!.outcome, points: flips[0]!.points });
  });
});
