/**
 * The module before its registration: the declaration agrees with the rules, the guide has the
 * sections and terms every guide has, and the fast evolve gives the snapshots XState's transition() gives.
 */
import { expect } from '@open-wc/testing';
import { transition } from 'xstate';
import { morMachine } from '../../../machines/master-of-rules.machine.js';
import { botLevelsProblem, defaultOptions, seatWords } from '../../../src/games/declaration.js';
import { GUIDE_SECTIONS, guideProblems, plainText } from '../../../src/games/guide.js';
import { morBots } from '../../../src/games/master-of-rules/bots.js';
import { masterOfRules, type MorState } from '../../../src/games/master-of-rules/index.js';
import module from '../../../src/games/master-of-rules/module.js';
import { canonicalJson } from '../../../src/kernel/canonical.js';
import { playBotGame } from '../../../src/kernel/runner.js';
import { MOR_TERMS } from '../../../components/master-of-rules-table/describe.js';

describe('Master of Rules module', () => {
  it('declares what the rules play: id, seats, no options, the easy and strong levels', async () => {
    const { game, bots } = await module.play();
    expect([game.id, game.title, game.minSeats, game.maxSeats]).to.deep.equal([module.id, module.title, 3, 5]);
    expect(defaultOptions(module)).to.deep.equal(game.defaultOptions());
    expect(module.description.length).to.be.within(20, 120);
    expect(botLevelsProblem(module)).to.equal(null);
    for (const level of module.botLevels) expect(bots[level.id]).to.be.a('function');
    expect([bots.random, bots.greedy].every((b) => typeof b === 'function')).to.equal(true);
    for (let seats = 3; seats <= 5; seats++) expect(game.checkOptions({}, seats)).to.equal(null);
    expect(game.checkOptions({}, 2)).to.be.a('string');
    expect(game.checkOptions({}, 6)).to.be.a('string');
    expect(game.checkOptions({ handSize: 3 }, 4)).to.be.a('string');
    expect([3, 4, 5].map((s) => seatWords(module, s))).to.deep.equal(['3 players (and two dummies)', '4 players (and a dummy)', '5 players']);
  });

  it('has a guide with the goal, a deal, scoring and the end, and every term the table links', async () => {
    const guide = await module.guide();
    expect(guideProblems(guide)).to.deep.equal([]);
    expect(guide.sections.map((s) => s.id)).to.include.members([...GUIDE_SECTIONS]);
    for (const s of guide.sections) for (const p of s.paragraphs) expect(plainText(p)).to.not.match(/[[\]]|\(#/);
    const ids = guide.terms.map((t) => t.id);
    for (const id of MOR_TERMS) expect(ids).to.include(id);
  });

  it('loads its screen, text and checker', async () => {
    const [screen, text, checker] = await Promise.all([module.screen(), module.text(), module.checker()]);
    expect(screen.table).to.be.a('function');
    expect(screen.replay.milestone({ type: 'deal.started' })).to.equal(true);
    expect(text).to.be.a('function');
    expect(checker()).to.be.a('function');
  });

  it('evolves as XState’s transition() does, event by event, for the host and a seat', () => {
    for (let g = 0; g < 12; g++) {
      const players = 3 + (g % 3);
      const names = Array.from({ length: players }, (_, s) => `P${s}`);
      const { events } = playBotGame(masterOfRules, { options: {}, names, bots: names.map(() => morBots.random), seed: `identical/${g}` });
      const seat = g % players;
      for (const log of [events, events.map((e) => masterOfRules.redact(e, seat))]) {
        let fast = masterOfRules.initial();
        let slow = masterOfRules.initial();
        log.forEach((event, i) => {
          fast = masterOfRules.evolve(fast, event);
          slow = transition(morMachine, slow, event)[0] as MorState;
          if (fast.value !== slow.value || canonicalJson(fast.context) !== canonicalJson(slow.context)) {
            expect.fail(`game ${g}, event ${i} (${event.type}): the fast evolve differs`);
          }
        });
      }
    }
  });
});
