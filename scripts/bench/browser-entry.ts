/**
 * Runs inside Chromium for `npm run bench`: replays a finished 4-player game and renders its table,
 * once for the final state and once at every step. Results come back as plain numbers.
 */
import { playBotGame } from '../../src/kernel/runner.js';
import { replay } from '../../src/kernel/replay.js';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import '../../components/planet-tricks-table/planet-tricks-table.js';

const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function runBench(): Promise<Record<string, number>> {
  const { events } = playBotGame(planetTricks, {
    options: { nullRule: true },
    names: ['Ann', 'Bob', 'Cat', 'Dan'],
    bots: [planetBots.greedy, planetBots.random, planetBots.greedy, planetBots.random],
    seed: 'bench/chromium',
  });
  const table = document.createElement('planet-tricks-table');
  document.body.append(table);
  const finalRuns: number[] = [];
  const replayRuns: number[] = [];
  const stepRuns: number[] = [];
  for (let run = 0; run < 7; run++) {
    const t0 = performance.now();
    const state = replay(planetTricks, events);
    const t1 = performance.now();
    table.view = planetTricks.view(state, 0);
    await table.updateComplete;
    finalRuns.push(performance.now() - t0);
    replayRuns.push(t1 - t0);
    const s0 = performance.now();
    let st = planetTricks.initial();
    for (const event of events) {
      st = planetTricks.evolve(st, event);
      table.view = planetTricks.view(st, 0);
      await table.updateComplete;
    }
    stepRuns.push(performance.now() - s0);
  }
  return {
    events: events.length,
    replayMs: median(replayRuns),
    replayAndRenderFinalMs: median(finalRuns),
    renderEveryStepMs: median(stepRuns),
  };
}

(globalThis as unknown as { runBench: typeof runBench }).runBench = runBench;
