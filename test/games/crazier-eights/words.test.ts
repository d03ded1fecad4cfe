/** Crazier Eights' words: the How to play guide, the sentence for each event, the command line's table text, and the fast evolve path. */
import { expect } from '@open-wc/testing';
import { transition } from 'xstate';
import { eightsMachine } from '../../../machines/crazier-eights.machine.js';
import { guideProblems } from '../../../src/games/guide.js';
import { eightsBots } from '../../../src/games/crazier-eights/bots.js';
import { describeEvent } from '../../../src/games/crazier-eights/describe-event.js';
import { eightsGuide } from '../../../src/games/crazier-eights/guide.js';
import { crazierEights, type EightsState } from '../../../src/games/crazier-eights/index.js';
import module from '../../../src/games/crazier-eights/module.js';
import { eightsText } from '../../../src/games/crazier-eights/text.js';
import type { EightsEvent } from '../../../src/games/crazier-eights/types.js';
import { canonicalJson } from '../../../src/kernel/canonical.js';
import { machineEvolver } from '../../../src/kernel/machine-evolve.js';
import { playBotGame } from '../../../src/kernel/runner.js';

const names = ['Ann', 'Bob', 'Cyd', 'Dee'];
const { events } = playBotGame(crazierEights, {
  options: { series: 'single', teams: 'pairs', promos: 4 },
  names,
  bots: [eightsBots.greedy, eightsBots.random, eightsBots.easy, eightsBots.random],
  seed: 'words',
});

describe('Crazier Eights words', () => {
  it('the guide has the sections goal, turn, scoring and end in order, and every linked term', () => {
    expect(guideProblems(eightsGuide)).to.deep.equal([]);
  });

  it('every event reads as a sentence, and an event a seat sees whole reads the same from its own log', () => {
    for (let seat = -1; seat < names.length; seat++) {
      let full: EightsState = crazierEights.initial();
      let own: EightsState = crazierEights.initial();
      for (const e of events) {
        const f = crazierEights.evolve(full, e);
        const o = crazierEights.evolve(own, crazierEights.redact(e, seat));
        const a = describeEvent(full.context, e, f.context, seat);
        const b = describeEvent(own.context, crazierEights.redact(e, seat), o.context, seat);
        expect(a.length, e.type).to.be.greaterThan(5);
        if (canonicalJson(crazierEights.redact(e, seat)) === canonicalJson(e)) expect(b).to.equal(a);
        full = f;
        own = o;
      }
    }
  });

  it('the command line shows the table and the hands it is asked to show', () => {
    const state = crazierEights.evolve(crazierEights.initial(), events[0]!);
    let s = state;
    for (const e of events.slice(1, 6)) s = crazierEights.evolve(s, e);
    const lines = eightsText({ prev: state, event: events[5]!, state: s, seats: [0] });
    expect(lines.join('\n')).to.contain('Discard pile').and.to.contain('Ann');
    expect(lines.join('\n')).to.contain('teams: Ann and Cyd; Bob and Dee');
  });

  it('the statechart takes the fast direct path, and it agrees with transition() event by event', () => {
    const m = machineEvolver(eightsMachine);
    expect(m.whyNotDirect).to.equal(null);
    let fast = m.initial();
    let slow = eightsMachine.resolveState({ value: 'lobby', context: fast.context });
    for (const e of events as EightsEvent[]) {
      fast = m.evolve(fast, e);
      slow = transition(eightsMachine, slow, e)[0];
      expect(canonicalJson({ v: fast.value, c: fast.context })).to.equal(canonicalJson({ v: slow.value, c: slow.context }));
    }
  });

  it('the module declares the easy and strong levels and loads its parts', async () => {
    expect(module.botLevels.map((l) => l.id)).to.deep.equal(['easy', 'strong']);
    const play = await module.play();
    expect(play.bots.easy).to.be.a('function');
    expect((await module.guide()).sections.length).to.be.greaterThan(3);
    expect(crazierEights.checkOptions(crazierEights.defaultOptions(), 8)).to.equal(null);
    expect(crazierEights.checkOptions(crazierEights.defaultOptions(), 9)).to.be.a('string');
  });
});
