/** Events in words (the replay's move list) and the table as text (the command line). */
import { expect } from '@open-wc/testing';
import { describeEvent } from '../../../src/games/master-of-rules/describe-event.js';
import { masterOfRules, type MorState } from '../../../src/games/master-of-rules/index.js';
import { morText } from '../../../src/games/master-of-rules/text.js';
import { replaySteps } from '../../../src/kernel/replay.js';
import { BEST, LIMIT, n, ONLY, r, SUPPORT, Table } from './builders.js';

function dummyDeal(): Table {
  const t = new Table(3, {
    keeper: 0,
    hands: [
      { nums: [n('red', 1)], rules: [r(BEST, 1), r(LIMIT)] },
      { nums: [n('blue', 2)], rules: [r(ONLY)] },
      { nums: [n('yellow', 3)], rules: [r(SUPPORT)] },
    ],
    nums: [n('purple', 7), n('purple', 8), n('purple', 9), n('red', 4), n('black', 5)],
    rules: [r(LIMIT, 8), r(LIMIT, 9), r(LIMIT, 10), r(BEST, 3)],
  });
  for (const [seat, card] of [
    [0, n('red', 1)],
    [1, n('blue', 2)],
    [2, n('yellow', 3)],
    [0, r(LIMIT)],
    [1, r(ONLY)],
    [2, r(SUPPORT)],
  ] as const)
    t.playAndTake(seat, card);
  return t;
}

describe('Master of Rules in words', () => {
  it('describes every event of a deal, the judgement with its reasons', () => {
    const t = dummyDeal();
    const states = replaySteps(masterOfRules, t.events) as MorState[];
    const lines = t.events.map((e, i) => describeEvent(states[i]!.context, e, states[i + 1]!.context));
    expect(lines[0]).to.deep.equal(['New game: Ann, Bob, Cy with Dummy 1 and Dummy 2; 4 rounds, 12 deals']);
    expect(lines[1]).to.deep.equal(['Each player is dealt four numerical and three rule cards']);
    expect(lines[2]).to.deep.equal(['Ann draws the start player card and keeps the round counter']);
    expect(lines[3]).to.deep.equal(['Deal 1 of 12 (round 1): Ann starts; refill set: Purple 7, Purple 8, Purple 9, Limit 23, Limit 23, Limit 23']);
    expect(lines[4]).to.deep.equal(['Ann played Red 1']);
    expect(lines[5]).to.deep.equal(['Ann took Purple 7 from the refill set']);
    const flat = lines.flat();
    expect(flat).to.include('Dummy 1 gets Red 4 and Best of the Best from the top of the piles');
    expect(flat).to.include('Dummy 2 gets Black 5 from the top of the piles');
    expect(flat).to.include('Deal 1 judged');
    expect(flat).to.include(
      "Dummy 1 meets Best of the Best (a dummy keeps nothing): Red is the most played colour (2 cards); its highest card is Red 4, Dummy 1's",
    );
    expect(flat).to.include('Cy completes Support Right: Bob, the first player to the right, completes Only One');
    expect(flat).to.include('Ann completes Limit 23: The numerical cards add up to 15: 23 or lower');
  });

  it('describes the same from a seat’s redacted log', () => {
    const t = dummyDeal();
    const full = replaySteps(masterOfRules, t.events) as MorState[];
    const own = replaySteps(
      masterOfRules,
      t.events.map((e) => masterOfRules.redact(e, 1)),
    ) as MorState[];
    t.events.forEach((e, i) => {
      const seen = masterOfRules.redact(e, 1);
      if (e.type === 'game.dealt') return;
      expect(describeEvent(own[i]!.context, seen, own[i + 1]!.context)).to.deep.equal(describeEvent(full[i]!.context, e, full[i + 1]!.context));
    });
  });

  it('prints the table for the command line, with the hands it is asked to show', () => {
    const t = dummyDeal();
    const states = replaySteps(masterOfRules, t.events);
    const at = t.events.findIndex((e) => e.type === 'dummy.dealt') + 1;
    const text = morText({ prev: states[at - 1]!, event: t.events[at - 1]!, state: states[at]!, seats: [0] }).join('\n');
    expect(text).to.contain('Last event: Dummy 1 gets Red 4 and Best of the Best from the top of the piles.');
    expect(text).to.contain('Deal 1 of 12, round 1 of 4; Ann started.');
    expect(text).to.contain('Trick 1: Ann Red 1, Bob Blue 2, Cy Yellow 3, Dummy 1 Red 4, Dummy 1 Best of the Best.');
    expect(text).to.contain("Dummy 1's Best of the Best: met so far.");
    expect(text).to.match(/Ann: +0 VP \(—\); holds /);
    expect(text).to.match(/Bob: +0 VP \(—\); holds 4 numerical and 3 rule cards/);
    const end = morText({ prev: states.at(-2)!, event: t.events.at(-1)!, state: states.at(-1)!, seats: [] }).join('\n');
    expect(end).to.contain('Ann: 1 VP (Limit 23)');
    expect(end).to.contain('Cy:  1 VP (Support Right)');
  });
});
