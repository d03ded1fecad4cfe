/**
 * `npm run sim -- --game planet-tricks --players 4 --games 1000 --seed 42 [--bots greedy,random]
 *   [--options '{"nullRule":false}']` (options as JSON over the game's defaults, checked against
 *   its declaration)
 * Plays seeded bot games headless and prints one JSON line: games, events, events per second,
 * wall time, a SHA-256 of every log (same seed, same hash) and the invariant violations found.
 */
import { parseArgs } from 'node:util';
import { canonicalJson } from '../src/kernel/canonical.js';
import { sha256Hex } from '../src/kernel/hash.js';
import { playBotGame } from '../src/kernel/runner.js';
import { optionsProblem, withDefaults } from '../src/games/declaration.js';
import { knownModule } from '../src/games/registry.js';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'planet-tricks' },
    players: { type: 'string', default: '4' },
    games: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '42' },
    bots: { type: 'string', default: 'greedy,random' },
    /** The game's options as JSON, over its defaults. */
    options: { type: 'string', default: '{}' },
  },
});

const module = knownModule(values.game!);
const [entry, checker] = await Promise.all([module.play(), module.checker()]);
const players = Number(values.players);
const count = Number(values.games);
const botKinds = values.bots!.split(',');
const bots = Array.from({ length: players }, (_, s) => entry.bots[botKinds[s % botKinds.length]!]);
if (bots.some((b) => !b)) throw new Error(`unknown bot; known: ${Object.keys(entry.bots).join(', ')}`);
const options = withDefaults(module, JSON.parse(values.options!));
const unknown = optionsProblem(module, options);
if (unknown) throw new Error(unknown);
const names = Array.from({ length: players }, (_, s) => `Bot ${s + 1}`);
const problem = entry.game.checkOptions(options, players);
if (problem) throw new Error(problem);

let events = 0;
let violations = 0;
let unfinished = 0;
const logs: string[] = [];
const started = performance.now();
for (let g = 0; g < count; g++) {
  const check = checker();
  const result = playBotGame(entry.game, {
    options,
    names,
    bots: bots as never[],
    seed: `${values.seed}/${g}`,
    onEvent: (state, event) => {
      violations += check(state as never, event).length;
    },
  });
  if (!result.finished) unfinished++;
  events += result.events.length;
  logs.push(canonicalJson(result.events));
}
const wallMs = performance.now() - started;
const logsHash = await sha256Hex(logs.join('\n'));
console.log(
  JSON.stringify({
    game: values.game,
    players,
    games: count,
    events,
    eventsPerSecond: Math.round(events / (wallMs / 1000)),
    wallMs: Math.round(wallMs),
    logsHash,
    unfinished,
    invariantViolations: violations + unfinished,
  }),
);
