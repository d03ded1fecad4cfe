/**
 * What the Intermediate Version adds to scoring: unities of Magic 8s as coin melds (+5 exposed, +10
 * concealed on a correct call, after the 3-Sets of 8s), the Duel for Magic 5-Sequences (+10 each to
 * the winner and to anyone tying), going out by deck draw (+5 when the card drawn is in a meld or the
 * pair), going out with all but 2 cards of hand and exposed melds, and exposed melds extended by
 * the hand at the end.
 */
import { expect } from '@open-wc/testing';
import { meldOf } from '../../../src/games/secrets-of-the-universe/melds.js';
import { arrangeTable, goOutTable } from '../../../src/games/secrets-of-the-universe/intermediate/score.js';
import type { SecretsEvent } from '../../../src/games/secrets-of-the-universe/types.js';
import { A, B, C, callCoin, cards, D, discard, draw, type Driver, goOut, sorted } from '../../support/builders/secrets.js';
import { area, driveTable, magicEightsExposed, meldText, pickUp } from '../../support/builders/secrets-table.js';

type Ev<T extends SecretsEvent['type']> = Extract<SecretsEvent, { type: T }>;
const last = <T extends SecretsEvent['type']>(log: readonly SecretsEvent[], type: T): Ev<T> => log.filter((e) => e.type === type).at(-1) as Ev<T>;
const exposedMeld = (text: string) => meldOf(cards(text), 'intermediate')!;

/** Four hands with no coin melds and no Magic 5-Sequence but those asked for. */
const QUIET = ['E1 F2 W3 A4 E5 F6 W7 A1 E2 F3 W4 A5', 'F1 W2 A3 E4 F5 W6 A7 F1 W2 A3 E4 F5', 'W1 A2 E3 F4 W5 A6 E7 W1 A2 E3 F4 W5'];

describe('Intermediate scoring: Magic 8 coins through a whole game', () => {
  it("D goes out; D's 3-Set of 8s is called first, then B's concealed unity of Magic 8s: 60, or 70 on a right call", () => {
    const d = driveTable({
      players: 4,
      dealer: A,
      hands: {
        [A]: 'M8 E1 F2 W3 A4 E5 F6 W7 A1 E2 F3 W4',
        [B]: 'M8 M8 M8 E2 E3 E4 F7 F8 W1 W2 W3 A1',
        [C]: 'F9 F9 E9 E9 E9 F1 F2 F3 W4 W5 W6 A9',
        [D]: 'E8 F8 W8 A1 A2 A3 F4 F5 F6 W1 W2 W3',
      },
      tops: { 0: 'A6', 1: 'A7', 2: 'A8', 3: 'E6' },
    });
    d.do(draw, A).do(discard('M8'), A).settle();
    d.do(draw, B).do(discard('A7'), B).settle();
    d.do(draw, C).do(discard('A8'), C).settle();
    d.do(draw, D).do(goOut, D).settle();
    expect(d.step).to.equal('calling');
    const coins = d.ctx.coins.map((c) => `${c.seat}:${d.ctx.revealed![c.seat]!.melds[c.meld]!.kind}`);
    expect(coins).to.deep.equal([`${D}:set`, `${B}:unity`]);
    const unity = d.ctx.revealed![B]!.melds[d.ctx.coins[1]!.meld]!;
    expect(unity.points).to.deep.equal({ low: 60, high: 70 });
    d.do(callCoin('heads'), D).settle().do(callCoin('tails'), B).settle();
    const flips = d.log.filter((e) => e.type === 'coin.flipped') as Ev<'coin.flipped'>[];
    expect(flips[1]!.points).to.equal(flips[1]!.outcome === 'tails' ? 70 : 60);
    expect(d.view(A).reveal!.hands[B]!.melds.find((m) => m.coin)!.coin!.points).to.equal(flips[1]!.points);
  });

  it('an exposed unity of Magic 8s, picked up from a discard area, scores 30 or 35', () => {
    const d = magicEightsExposed();
    expect(meldText(d.ctx.exposed[B]![0]!.cards)).to.equal('M8 M8 M8*');
    d.do(draw, C).do(discard('A8'), C).settle();
    d.do(draw, D).do(goOut, D).settle();
    expect(d.step).to.equal('calling');
    const coin = d.ctx.coins[0]!;
    expect(coin.seat).to.equal(B);
    expect(d.ctx.revealed![B]!.melds[coin.meld]!.points).to.deep.equal({ low: 30, high: 35 });
    d.do(callCoin('heads'), B).settle();
    const flip = last(d.log, 'coin.flipped');
    expect(flip.points).to.equal(flip.outcome === 'heads' ? 35 : 30);
    expect(last(d.log, 'game.scored').scores[B]).to.equal(flip.points + 10 + 10);
  });
});

describe('Intermediate scoring: the Duel for Magic 5-Sequences', () => {
  /** A goes out at once with a Magic 5-Sequence and the hands are revealed; B holds another; C and D none. */
  const ended = (): Driver => {
    const d = driveTable({
      players: 4,
      dealer: A,
      hands: { [A]: 'M1 M2 M3 M4 M5 E1 E2 E3 F4 F5 F6 W7', [B]: `M5 M6 M7 M8 M9 ${'E4 F9 W2 A6 E8 A3 W9'}`, [C]: QUIET[1]!, [D]: QUIET[2]! },
      tops: { 0: 'W7' },
    });
    d.do(draw, A).do(goOut, A);
    return d.apply(...d.advanceNow());
  };
  const duel = (cardsBySeat: readonly (string | null)[]): SecretsEvent => ({ type: 'duel.dealt', purpose: 'bonus', cards: cardsBySeat as never });

  it('is due when someone has a Magic 5-Sequence: every player is dealt a card, with the seeded randomness', () => {
    const d = ended();
    expect(d.step).to.equal('dueling');
    const [round] = d.advanceNow() as Ev<'duel.dealt'>[];
    expect(round!.purpose).to.equal('bonus');
    expect(round!.cards.every((c) => c !== null)).to.equal(true);
  });

  it("the winner's Magic 5-Sequences score 10 more each", () => {
    const d = ended()
      .apply(duel(['M3', 'E9', 'F2', 'W2']))
      .settle();
    const scores = last(d.log, 'game.scored').scores;
    expect(d.view(C).reveal!.hands[A]).to.deep.include({ duel: 10, deckDraw: 5, bonus: 10 });
    expect(d.view(C).reveal!.hands[B]).to.deep.include({ duel: 0 });
    expect(scores[A]).to.equal(30 + 10 + 10 + 10 + 5 + 10);
    expect(d.view(C).reveal!.duel).to.deep.equal({ purpose: 'bonus', rounds: [['M3', 'E9', 'F2', 'W2']], winners: [A] });
  });

  it('a tie for the win does not redraw: every player tying scores the 10', () => {
    const d = ended()
      .apply(duel(['M3', 'M3', 'F2', 'W2']))
      .settle();
    expect(d.ctx.games[0]!.duel!.winners).to.deep.equal([A, B]);
    expect(d.view(C).reveal!.hands.map((h) => h.duel)).to.deep.equal([10, 10, 0, 0]);
    const plain = ended()
      .apply(duel(['E9', 'W9', 'F9', 'A9']))
      .settle();
    expect(
      plain.view(C).reveal!.hands.map((h) => h.duel),
      'the Plain Suits are equal',
    ).to.deep.equal([10, 10, 0, 0]);
  });

  it('a player without a Magic 5-Sequence may win it: then nobody scores it', () => {
    const d = ended()
      .apply(duel(['E1', 'E2', 'M9', 'W2']))
      .settle();
    expect(d.view(A).reveal!.hands.map((h) => h.duel)).to.deep.equal([0, 0, 0, 0]);
  });

  it('no Duel when nobody has a Magic 5-Sequence', () => {
    const d = driveTable({
      players: 4,
      dealer: A,
      hands: { [A]: 'M1 M2 M3 M4 E1 E2 E3 F4 F5 F6 W7 W7', [B]: QUIET[0]!, [C]: QUIET[1]!, [D]: QUIET[2]! },
      tops: { 0: 'W7' },
    });
    d.do(draw, A).do(goOut, A).settle();
    expect(d.log.some((e) => e.type === 'duel.dealt' && e.purpose === 'bonus')).to.equal(false);
    expect(d.step).to.equal('draw');
  });
});

describe('Intermediate scoring: going out', () => {
  const blocks = 'E1 E2 E3 F4 F5 F6 A7 A8 A9';

  it('by deck draw: +5 when the card drawn completes a meld, with +10 fully', () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: `${blocks} W1 W2 W3`.replace('A9', 'W4') }, tops: { 0: 'A9' } });
    d.do(draw, A);
    expect(d.view(A).goOut).to.deep.include({ legal: true, fully: true, bonus: 15 });
    expect(d.view(A).table!.deckDrawBonus).to.equal(5);
    d.do(goOut, A);
    expect(last(d.log, 'player.wentOut')).to.deep.equal({ type: 'player.wentOut', seat: A, drawn: 'A9' });
    d.settle();
    expect(d.view(B).reveal!.hands[A]).to.deep.include({ bonus: 10, deckDraw: 5 });
  });

  it('by deck draw: +5 when the card drawn makes the identical pair', () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'E1 E2 E3 E4 F4 F5 F6 F7 A7 A8 A9 W5' }, tops: { 0: 'W5' } });
    d.do(draw, A);
    expect(d.view(A).goOut).to.deep.include({ legal: true, fully: true, bonus: 15 });
  });

  it('no +5 when the card drawn is left unmelded', () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: `${blocks} W1 W2 W3` }, tops: { 0: 'M2' } });
    d.do(draw, A);
    expect(d.view(A).goOut).to.deep.include({ legal: true, fully: false, bonus: 0 });
    d.do(goOut, A).settle();
    expect(d.view(B).reveal!.hands[A]).to.deep.include({ bonus: 0, deckDraw: 0 });
  });

  it('no +5 after drawing from the discards', () => {
    const d = driveTable({
      players: 4,
      dealer: A,
      hands: { [A]: 'E1 E2 E3 F4 F5 F6 A7 A8 W9 W1 W2 W3', [B]: `A9 ${QUIET[0]!.split(' ').slice(1).join(' ')}` },
      tops: { 0: 'E9', 1: 'F9' },
    });
    d.do(draw, A).do(discard('W9'), A).settle();
    d.do(draw, B).do(discard('A9'), B).settle();
    for (const seat of [C, D])
      d.do(draw, seat)
        .do(discard(d.ctx.hands[seat]!.at(-1)!.code), seat)
        .settle();
    d.do(pickUp([area(B)], 'A7 A8'), A);
    expect(d.view(A).goOut).to.deep.include({ legal: true, bonus: 0 });
    d.do(goOut, A);
    expect(last(d.log, 'player.wentOut')).to.deep.equal({ type: 'player.wentOut', seat: A, drawn: null });
  });

  it('one interpretation: the +5 is worth giving up a coin meld for (E6 E7 E8 over a 3-Set of 8s when Earth 7 is drawn)', () => {
    const hand = cards('A1 A2 A3 A4 F1 F2 F3 F4 E6 E8 F8 W8 E7');
    const byDeck = goOutTable(hand, [], 'E7', 'intermediate')!;
    expect(byDeck.deckDraw).to.equal(5);
    expect(byDeck.arrangement.melds.map((m) => sorted(m.cards))).to.include('E6 E7 E8');
    const byDiscards = goOutTable(hand, [], null, 'intermediate')!;
    expect(byDiscards.deckDraw).to.equal(0);
    expect(byDiscards.arrangement.melds.map((m) => sorted(m.cards))).to.include('E8 F8 W8');
  });

  it('all but 2 cards of the hand and the exposed melds together: a hand of 4 with 3 exposed melds can go out', () => {
    const exposed = [exposedMeld('E1 E2 E3*'), exposedMeld('F5* F6 F7'), exposedMeld('W9 W9* W9')];
    expect(goOutTable(cards('A1 A2 A3 M4'), exposed, null, 'intermediate')).to.deep.include({ fully: false, bonus: 0 });
    expect(goOutTable(cards('A1 A5 A3 M4'), exposed, null, 'intermediate')).to.equal(null);
    expect(goOutTable(cards('M4 M4'), exposed, null, 'intermediate')).to.deep.include({ fully: true, bonus: 10 });
  });

  it('at the end, exposed melds are extended by the hand and lined-up sequences joined, as far as that scores more', () => {
    const exposed = [exposedMeld('E1 E2 E3*'), exposedMeld('E5* E6 E7'), exposedMeld('F4 W4 A4*')];
    const best = arrangeTable(cards('E4 M4 E8 E9 W1'), exposed, 'any', 'intermediate')!;
    expect(best.exposed).to.equal(2);
    expect(best.melds.map((m) => `${m.kind} ${sorted(m.cards)}`)).to.deep.equal(['sequence E1 E2 E3* E4 E5* E6 E7 E8 E9', 'set A4* F4 W4']);
    expect(best.unmelded.map((c) => c.code)).to.deep.equal(['W1', 'M4']);
    expect(best.total.low, 'better than a 5-Set of 4s with Earth 4 and Magic 4').to.equal(120 + 10);
  });
});
