/**
 * The module: the declaration agrees with the rules, the guide has the sections and terms every
 * guide has and every term the table links, the characters and cards are as many as the book needs,
 * and the fast evolve gives the snapshots XState's transition() gives.
 */
import { expect } from '@open-wc/testing';
import { transition } from 'xstate';
import { rotuMachine } from '../../../machines/rules-of-the-universe.machine.js';
import { ROTU_TERMS } from '../../../components/rules-of-the-universe-table/describe.js';
import { botLevelsProblem, defaultOptions } from '../../../src/games/declaration.js';
import { GUIDE_SECTIONS, guideProblems, plainText } from '../../../src/games/guide.js';
import { rotuBots } from '../../../src/games/rules-of-the-universe/bots.js';
import { CARD_KINDS, CHARACTERS } from '../../../src/games/rules-of-the-universe/data.js';
import { rulesOfTheUniverse, type RotuState } from '../../../src/games/rules-of-the-universe/index.js';
import module from '../../../src/games/rules-of-the-universe/module.js';
import { canonicalJson } from '../../../src/kernel/canonical.js';
import { playBotGame } from '../../../src/kernel/runner.js';

describe('Rules of the Universe! module', () => {
  it('declares what the rules play: id, 2 to 6 seats, no options, the easy and strong levels', async () => {
    const { game, bots } = await module.play();
    expect([game.id, game.title, game.minSeats, game.maxSeats]).to.deep.equal([module.id, module.title, 2, 6]);
    expect(defaultOptions(module)).to.deep.equal(game.defaultOptions());
    expect(module.description.length).to.be.within(20, 120);
    expect(botLevelsProblem(module)).to.equal(null);
    for (const level of module.botLevels) expect(bots[level.id]).to.be.a('function');
    expect([bots.random, bots.greedy].every((b) => typeof b === 'function')).to.equal(true);
    for (let seats = 2; seats <= 6; seats++) expect(game.checkOptions({}, seats)).to.equal(null);
    expect(game.checkOptions({}, 1)).to.be.a('string');
    expect(game.checkOptions({}, 7)).to.be.a('string');
    expect(game.checkOptions({ coins: 12 }, 4)).to.be.a('string');
  });

  it('has enough characters for six players (x+1 revealed) and ten basic and ten legendary cards, each with an attack, a defence and an ability', () => {
    expect(CHARACTERS.length).to.be.at.least(7);
    expect(new Set(CHARACTERS.map((c) => c.name)).size).to.equal(CHARACTERS.length);
    expect(CARD_KINDS.filter((k) => !k.legendary)).to.have.length(10);
    expect(CARD_KINDS.filter((k) => k.legendary)).to.have.length(10);
    for (const k of CARD_KINDS) expect([k.attack, k.defence, k.ability.kind].every((v) => v !== undefined)).to.equal(true);
  });

  it('has a guide with the goal, a turn, scoring and the end, and every term the table links', async () => {
    const guide = await module.guide();
    expect(guideProblems(guide)).to.deep.equal([]);
    expect(guide.sections.map((s) => s.id)).to.include.members([...GUIDE_SECTIONS]);
    for (const s of guide.sections) for (const p of s.paragraphs) expect(plainText(p)).to.not.match(/[[\]]|\(#/);
    const ids = guide.terms.map((t) => t.id);
    for (const id of ROTU_TERMS) expect(ids).to.include(id);
  });

  it('loads its screen, text and checker', async () => {
    const [screen, text, checker] = await Promise.all([module.screen(), module.text(), module.checker()]);
    expect(screen.table).to.be.a('function');
    expect(screen.replay.milestone({ type: 'auction.started' })).to.equal(true);
    expect(text).to.be.a('function');
    expect(checker()).to.be.a('function');
  });

  it('evolves as XState’s transition() does, event by event, for the host and a seat', () => {
    for (let g = 0; g < 10; g++) {
      const players = 2 + (g % 5);
      const names = Array.from({ length: players }, (_, s) => `P${s}`);
      const { events } = playBotGame(rulesOfTheUniverse, {
        options: {},
        names,
        bots: names.map((_, s) => (s % 2 ? rotuBots.random : rotuBots.greedy)),
        seed: `identical/${g}`,
      });
      const seat = g % players;
      for (const log of [events, events.map((e) => rulesOfTheUniverse.redact(e, seat))]) {
        let fast = rulesOfTheUniverse.initial();
        let slow = rulesOfTheUniverse.initial();
        log.forEach((event, i) => {
          fast = rulesOfTheUniverse.evolve(fast, event);
          slow = transition(rotuMachine, slow, event)[0] as RotuState;
          if (fast.value !== slow.value || canonicalJson(fast.context) !== canonicalJson(slow.context))
            expect.fail(`game ${g}, event ${i} (${event.type}): the fast evolve differs`);
        });
      }
    }
  });
});
