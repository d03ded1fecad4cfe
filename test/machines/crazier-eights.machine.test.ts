/**
 * Crazier Eights' statechart through XState's pure initialTransition/transition: the chart holds what
 * the table waits on. At every state a seeded series rests in, exactly one wait is tagged (the turn
 * player acting, a seat choosing, the host's fact, or the series over), and it agrees with what the
 * effect engine left in the context.
 */
import { expect } from '@open-wc/testing';
import { initialTransition, transition } from 'xstate';
import { eightsMachine } from '../../machines/crazier-eights.machine.js';
import { eightsBots } from '../../src/games/crazier-eights/bots.js';
import { crazierEights, type EightsState } from '../../src/games/crazier-eights/index.js';
import type { EightsEvent, EightsOptions } from '../../src/games/crazier-eights/types.js';
import { playBotGame } from '../../src/kernel/runner.js';

const step = (state: EightsState, event: EightsEvent): EightsState => transition(eightsMachine, state, event)[0];
const [initial] = initialTransition(eightsMachine);

function series(options: EightsOptions, players: number, seed: string): EightsEvent[] {
  const names = Array.from({ length: players }, (_, s) => `P${s}`);
  return playBotGame(crazierEights, { options, names, bots: names.map((_, s) => (s % 2 ? eightsBots.random : eightsBots.strong)), seed }).events;
}

const WAITS = ['acting', 'choosing', 'hosting'] as const;

describe('crazier-eights statechart', () => {
  it('waits in the lobby, then for the host: the first player, then the deal', () => {
    const [created, first, dealt] = series(crazierEights.defaultOptions(), 3, 'chart/start');
    expect(initial.value).to.equal('lobby');
    const starting = step(initial, created!);
    expect(starting.value).to.equal('starting');
    expect(starting.hasTag('hosting')).to.equal(true);
    expect(step(starting, first!).value).to.equal('starting');
    const playing = step(step(starting, first!), dealt!);
    expect(playing.hasTag('turn')).to.equal(true);
    expect(WAITS.filter((t) => playing.hasTag(t))).to.have.length(1);
  });

  for (const [series_, players] of [
    ['single', 2],
    ['points', 4],
    ['match', 5],
  ] as const) {
    it(`a ${series_} series of ${players} players rests only where one wait is tagged, as the context says`, () => {
      const events = series({ series: series_, teams: 'none', promos: 4 }, players, `chart/${series_}/${players}`);
      const seen = new Set<string>();
      let state = initial;
      for (const event of events) {
        state = step(state, event);
        const ctx = state.context;
        expect(ctx.fault).to.equal(null);
        if (state.value === 'lobby') continue;
        const waits = [...WAITS, 'over' as const].filter((t) => state.hasTag(t) && !(t === 'hosting' && state.hasTag('over')));
        expect(waits, JSON.stringify(state.value)).to.have.length(1);
        expect(state.hasTag('choosing')).to.equal(ctx.choice !== null);
        expect(state.hasTag('hosting')).to.equal(ctx.due !== null);
        expect(state.hasTag('over')).to.equal(ctx.winners !== null);
        expect(state.hasTag('acting')).to.equal(state.hasTag('main') && ctx.choice === null && ctx.due === null && ctx.work.length === 0);
        seen.add(JSON.stringify(state.value));
      }
      expect(state.value).to.equal('over');
      expect(crazierEights.result(state)).to.not.equal(null);
      expect([...seen]).to.include.members(['"starting"', '{"playing":{"main":"acting"}}', '{"playing":{"main":"hosting"}}']);
    });
  }
});
