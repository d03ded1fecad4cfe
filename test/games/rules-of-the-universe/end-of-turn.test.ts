/**
 * The end of a turn, clause by clause, on contexts set up by hand: wounds set in (0 health, or
 * every card exhausted), but only then, so a heal in the magic window saves; the refill when no
 * hand holds a card (exhausted cards excepted), weary only at the second refill in a row with no fall;
 * health kept between 0 and the starting value; the Champion of the Universe and the Winner by Cunning.
 */
import { expect } from '@open-wc/testing';
import { applyChanges } from '../../../src/games/rules-of-the-universe/fight.js';
import { exhausted } from '../../../src/games/rules-of-the-universe/magic-steps.js';
import { turnEnded } from '../../../src/games/rules-of-the-universe/turn-steps.js';
import type { RotuContext } from '../../../src/games/rules-of-the-universe/types.js';
import { rotuResult } from '../../../src/games/rules-of-the-universe/view.js';
import { BRUTE, card, COLOSSUS, fightTable, hand, HERBS, SAGE, SPEAR } from './builders.js';

/** Bob's first turn, before anything happened: Ann is Stone Colossus (22), Bob Gravity Brute (26), Cy Chrono Sage (20). */
function start(): RotuContext {
  const t = fightTable({ characters: [COLOSSUS, BRUTE, SAGE], hands: [hand(0), hand(1), hand(2)] });
  t.advance();
  return t.ctx;
}
const end = (ctx: RotuContext): RotuContext => ({ ...ctx, ...turnEnded(ctx) });

describe('Rules of the Universe! end of turn', () => {
  it('wounds set in at the end of the turn: a player at 0 health dies', () => {
    const ctx = end({ ...start(), health: [0, 26, 20] });
    expect(ctx.alive).to.deep.equal([false, true, true]);
    expect(ctx.fallen).to.deep.equal([{ seat: 0, turn: 1, why: 'wounds' }]);
    expect(ctx.happenings.at(-1)).to.deep.equal({ kind: 'death', turn: 1, seat: 0, why: 'wounds' });
    expect(ctx.ending).to.equal(null);
  });

  it('until then a player at 0 health still acts: a heal in the magic window saves them', () => {
    const before = { ...start(), health: [0, 26, 20], magic: { order: [1, 2, 0], at: 2 } };
    const healed = { ...before, ...exhausted(before, { type: 'card.exhausted', seat: 0, card: card(HERBS, 0), target: null }) };
    expect(healed.health[0]).to.equal(6);
    expect(end(healed).alive).to.deep.equal([true, true, true]);
  });

  it('a player whose every card is exhausted dies', () => {
    const ctx = start();
    const all = [...ctx.hands[0]!];
    const done = end({ ...ctx, hands: [[], ctx.hands[1]!, ctx.hands[2]!], exhausted: [all, [], []] });
    expect(done.fallen).to.deep.equal([{ seat: 0, turn: 1, why: 'exhausted' }]);
    // An empty hand alone is no death: the discard pile comes back one day.
    const waiting = end({ ...ctx, hands: [[], ctx.hands[1]!, ctx.hands[2]!], discards: [all, [], []] });
    expect(waiting.alive[0]).to.equal(true);
  });

  it('when nobody standing holds a card, everyone takes their discard pile back (exhausted cards stay); after wounds the refill is not weary', () => {
    const ctx = start();
    const [a, b, c] = [ctx.hands[0]!, ctx.hands[1]!, ctx.hands[2]!];
    const empty = { ...ctx, hands: [[], [], []], discards: [a.slice(0, 7), b, c.slice(0, 9)], exhausted: [a.slice(7), [], c.slice(9)], health: [10, 26, 12] };
    const once = end(empty);
    expect(once.hands).to.deep.equal([a.slice(0, 7), b, c.slice(0, 9)]);
    expect(once.discards).to.deep.equal([[], [], []]);
    expect(once.exhausted).to.deep.equal([a.slice(7), [], c.slice(9)]);
    expect(once.refills).to.equal(1);
    // 48 health standing against the 68 they started with: no stall. Chrono Sage heals 4 when her pile comes back.
    expect(once.health).to.deep.equal([10, 26, 16]);
    expect([once.stalls, once.weary, once.lowMark]).to.deep.equal([0, 0, 48]);
    expect(once.happenings.at(-1)).to.deep.equal({ kind: 'refill', turn: 1, weariness: 0, changes: [{ seat: 2, delta: 4 }] });
  });

  it('the first refill with no fall costs nobody health; the second in a row is weary: 1 health each, then 2, then 3, counted over the fight', () => {
    const ctx = start();
    const all = ctx.hands;
    const empty = (c: RotuContext): RotuContext => ({ ...c, hands: [[], [], []], discards: all });
    const refill = (c: RotuContext, health: number[]) => end(empty({ ...c, health }));
    // Nobody lost health before the first refill: 68, as they started. A stall, but the first: free.
    const first = end(empty(ctx));
    expect(first.health).to.deep.equal([22, 26, 20]);
    expect(first.happenings.at(-1)).to.deep.equal({ kind: 'refill', turn: 1, weariness: 0, changes: [] });
    expect([first.stalls, first.weary, first.lowMark]).to.deep.equal([1, 0, 68]);
    // Again 68: the second refill in a row with no fall is weary. The Sage's renewal (4) covers her 1.
    const second = refill(first, [22, 26, 20]);
    expect(second.health).to.deep.equal([21, 25, 20]);
    expect(second.happenings.at(-1)).to.deep.include({ weariness: 1 });
    expect([second.stalls, second.weary, second.lowMark]).to.deep.equal([2, 1, 66]);
    // The Sage took a hit: 65, below the low mark of 66: a fall, free; her renewal heals it.
    const third = refill(second, [21, 25, 19]);
    expect(third.happenings.at(-1)).to.deep.include({ weariness: 0 });
    expect(third.health).to.deep.equal([21, 25, 20]);
    expect([third.stalls, third.weary, third.lowMark]).to.deep.equal([0, 1, 65]);
    // The same hit again: 65, no lower than the mark. A stall, the first after a fall: free.
    const fourth = refill(third, [21, 25, 19]);
    expect(fourth.happenings.at(-1)).to.deep.include({ weariness: 0 });
    expect([fourth.stalls, fourth.weary]).to.deep.equal([1, 1]);
    // And again: the second stall in a row, the second weary refill of the fight: 2 each.
    const fifth = refill(fourth, [21, 25, 19]);
    expect(fifth.happenings.at(-1)).to.deep.include({ weariness: 2 });
    expect(fifth.health).to.deep.equal([19, 23, 20]);
    expect([fifth.stalls, fifth.weary, fifth.lowMark]).to.deep.equal([2, 2, 62]);
    // A fall (60 against 62), then two stalls: the first free, the second the third weary refill, 3 each.
    const sixth = refill(fifth, [19, 23, 18]);
    expect([sixth.happenings.at(-1)!, sixth.weary]).to.deep.equal([{ kind: 'refill', turn: 1, weariness: 0, changes: [{ seat: 2, delta: 2 }] }, 2]);
    const seventh = refill(sixth, [19, 23, 18]);
    expect(seventh.happenings.at(-1)).to.deep.include({ weariness: 0 });
    const eighth = refill(seventh, [19, 23, 18]);
    expect(eighth.happenings.at(-1)).to.deep.include({ weariness: 3 });
    expect(eighth.health).to.deep.equal([16, 20, 19]);
  });

  it('a fall is a fall below the low mark: health healed up between refills and hit back down no lower is a stall', () => {
    const ctx = start();
    const empty = (c: RotuContext, health: number[]): RotuContext => ({ ...c, health, hands: [[], [], []], discards: ctx.hands });
    // 60 at the first refill (a fall from 68): the mark is 60.
    const first = end(empty(ctx, [18, 22, 20]));
    expect([first.stalls, first.lowMark]).to.deep.equal([0, 60]);
    // Healed up to 64 by the next refill: a stall, free. Then hit down to 62, below 64 but not below 60: weary.
    const second = end(empty(first, [20, 24, 20]));
    expect([second.stalls, second.happenings.at(-1)]).to.deep.equal([1, { kind: 'refill', turn: 1, weariness: 0, changes: [] }]);
    const third = end(empty(second, [19, 23, 20]));
    expect(third.happenings.at(-1)).to.deep.include({ weariness: 1 });
  });

  it('no refill while anyone standing holds a card; the dead do not count', () => {
    const ctx = start();
    const held = end({ ...ctx, hands: [[], [card(SPEAR, 1)], []], discards: [ctx.hands[0]!, [], ctx.hands[2]!] });
    expect(held.refills).to.equal(0);
    expect(held.hands[0]).to.deep.equal([]);
    const deadHolds = end({ ...ctx, alive: [true, false, true], hands: [[], [card(SPEAR, 1)], []], discards: [ctx.hands[0]!, [], ctx.hands[2]!] });
    expect(deadHolds.refills).to.equal(1);
    expect(deadHolds.hands[1], 'a dead player’s cards stay where they are').to.deep.equal([card(SPEAR, 1)]);
  });

  it('health stays between 0 and the character’s starting health', () => {
    const ctx = { characters: [COLOSSUS, BRUTE], health: [20, 3] };
    expect(
      applyChanges(ctx, [
        { seat: 0, delta: 9 },
        { seat: 1, delta: -8 },
      ]),
    ).to.deep.equal({
      health: [22, 0],
      landed: [
        { seat: 0, delta: 2 },
        { seat: 1, delta: -3 },
      ],
    });
  });

  it('the last one standing is the Champion of the Universe', () => {
    const ctx = end({ ...start(), health: [0, 26, 0] });
    expect(ctx.ending).to.deep.equal({ kind: 'champion', winners: [1], turn: 1 });
    expect(rotuResult(ctx)).to.deep.equal({ winners: [1], scores: [0, 26, 0], summary: 'Bob is the Champion of the Universe!' });
  });

  it('when everyone dies at the end of the same turn, whoever played a card last is Winner by Cunning', () => {
    const ctx = end({ ...start(), health: [0, 0, 0], lastPlayed: 2 });
    expect(ctx.ending).to.deep.equal({ kind: 'cunning', winners: [2], turn: 1 });
    expect(rotuResult(ctx)!.summary).to.equal('Everyone fell at the end of turn 1: Cy, who played the last card, is Winner by Cunning!');
    const exhaustedAll = end({ ...start(), health: [0, 0, 5], hands: [[], [], []], discards: [[], [], []], lastPlayed: 0 });
    expect(exhaustedAll.ending).to.deep.equal({ kind: 'cunning', winners: [0], turn: 1 });
    const nobody = end({ ...start(), health: [0, 0, 0], lastPlayed: null });
    expect(rotuResult(nobody)).to.deep.include({ winners: [] });
  });
});
