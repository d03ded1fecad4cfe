/**
 * Replay throughput in Node, on the same 10,000+ events of complete 4-player Planet Tricks bot
 * games: through the statechart with the fast evolve (src/kernel/machine-evolve.ts), through the
 * statechart with XState's `transition()` per event (what evolve did before), through the plain
 * reducer baseline, and through boardgame.io's reducer (scripts/bench/boardgameio-planet.ts). Then
 * the play loop (decide, evolve for the host and every seat, redact, bots) in games per second.
 * Prints JSON lines; the last one sums up against the targets.
 */
import { transition } from 'xstate';
import { canonicalJson } from '../../src/kernel/canonical.js';
import type { Game } from '../../src/kernel/game.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { planetMachine } from '../../machines/planet-tricks.machine.js';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks, type PlanetState } from '../../src/games/planet-tricks/index.js';
import type { PlanetEvent } from '../../src/games/planet-tricks/types.js';
import { machineEvolver } from '../../src/kernel/machine-evolve.js';
import { boardgameIoPlanet } from './boardgameio-planet.js';
import { plainInitial, plainReduce } from './plain-reducer.js';

const node = process.env.BENCH_NODE_FLAGS ?? 'defaults';
const NAMES = ['Ann', 'Bob', 'Cat', 'Dan'];
const BOTS = [planetBots.greedy, planetBots.random, planetBots.greedy, planetBots.random];

const logs: PlanetEvent[][] = [];
let total = 0;
for (let g = 0; total < 10_000; g++) {
  const game = playBotGame(planetTricks, { options: { nullRule: true }, names: NAMES, bots: BOTS, seed: `bench/${g}` });
  logs.push(game.events);
  total += game.events.length;
}
const cards = logs.reduce((n, log) => n + log.filter((e) => e.type === 'card.played').length, 0);

interface Rate {
  readonly eventsPerSecond: number;
  readonly cardsPerSecond: number;
}

const finals = new Map<string, string>();
/** Median of `rounds` timed runs after one warm-up; every run replays all the logs. */
function measure(label: string, once: () => unknown[], rounds = 7): Rate {
  let last = once(); // warm-up
  const seconds: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    last = once();
    seconds.push((performance.now() - started) / 1000);
  }
  seconds.sort((a, b) => a - b);
  const median = seconds[Math.floor(rounds / 2)]!;
  const rate = { eventsPerSecond: Math.round(total / median), cardsPerSecond: Math.round(cards / median) };
  console.log(JSON.stringify({ bench: label, node, games: logs.length, events: total, cards, ...rate, bestEventsPerSecond: Math.round(total / seconds[0]!) }));
  finals.set(label, canonicalJson(last));
  return rate;
}

const oldEvolve = (state: PlanetState, event: PlanetEvent): PlanetState => transition(planetMachine, state, event)[0];
const scoped = machineEvolver(planetMachine, { direct: false });

const fast = measure('replay: statechart, fast evolve (machineEvolver, direct path: what the games use)', () =>
  logs.map((log) => log.reduce(planetTricks.evolve, planetTricks.initial()).context),
);
const scope = measure('replay: statechart, machineEvolver scope path (XState macrostep, one inert scope)', () =>
  logs.map((log) => log.reduce(scoped.evolve, scoped.initial()).context),
);
const old = measure('replay: statechart, transition() per event (before)', () => logs.map((log) => log.reduce(oldEvolve, planetTricks.initial()).context));
const plain = measure('replay: plain reducer baseline', () => logs.map((log) => log.reduce(plainReduce, plainInitial).context));
const bgio = boardgameIoPlanet();
// boardgame.io is two orders of magnitude slower: fewer timed runs keep the bench short.
const board = measure(
  `replay: boardgame.io ${bgio.version} reducer (CreateGameReducer, NODE_ENV=production), card plays as moves`,
  () => logs.map((log) => bgio.replay(log)),
  5,
);

const digests = new Set(finals.values());
if (digests.size !== 1) throw new Error(`the replays disagree on the final states: ${[...finals.keys()].join(', ')}`);

/** The play loop: whole bot games, every event decided, evolved for the host and each seat, redacted. Median of 3 runs. */
function playLoop(label: string, game: Game<PlanetState, never, PlanetEvent, unknown, unknown>, count: number): number {
  const run = (from: number) => {
    const started = performance.now();
    for (let g = from; g < from + count; g++) playBotGame(game, { options: { nullRule: true }, names: NAMES, bots: BOTS as never[], seed: `bench/loop/${g}` });
    return count / ((performance.now() - started) / 1000);
  };
  run(10_000); // warm-up
  const rates = [run(0), run(count), run(2 * count)].sort((a, b) => a - b);
  const gamesPerSecond = rates[1]!;
  console.log(JSON.stringify({ bench: label, node, games: count, gamesPerSecond: Math.round(gamesPerSecond), bestGamesPerSecond: Math.round(rates[2]!) }));
  return gamesPerSecond;
}
const planet = planetTricks as unknown as Game<PlanetState, never, PlanetEvent, unknown, unknown>;
const loop = playLoop('play loop: 4-player Planet Tricks bot games, fast evolve', planet, 200);
const loopOld = playLoop('play loop: 4-player Planet Tricks bot games, transition() per event (before)', { ...planet, evolve: oldEvolve }, 60);

const round1 = (x: number) => Math.round(x * 10) / 10;
console.log(
  JSON.stringify({
    bench: 'replay summary',
    node,
    fastVsTransition: `${round1(fast.eventsPerSecond / old.eventsPerSecond)}x`,
    scopePathVsTransition: `${round1(scope.eventsPerSecond / old.eventsPerSecond)}x`,
    fastVsPlainReducer: `${Math.round((100 * fast.eventsPerSecond) / plain.eventsPerSecond)}% (target >= 25%)`,
    fastVsBoardgameIoPerCard: `${Math.round(fast.cardsPerSecond / board.cardsPerSecond)}x (target >= 50x)`,
    playLoopGamesPerSecond: Math.round(loop),
    playLoopVsTransition: `${round1(loop / loopOld)}x`,
  }),
);
