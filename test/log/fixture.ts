/** Shared by the log suites: one fair, finished 4-player game as a full log file, and ways to alter it. */
import { planetTricks, type PlanetState } from '../../src/games/planet-tricks/index.js';
import type { Typed } from '../../src/kernel/game.js';
import { entryHash, GENESIS } from '../../src/kernel/log.js';
import type { LogFile, LogFileEvent } from '../../src/log/format.js';
import { playSampleLog, type SampleLog } from '../support/sample-log.js';

let sample: Promise<SampleLog> | null = null;
/** The same game every time: secrets derived from a fixed text; Cyd's seat is a bot (no secret). */
export const fairGame = (): Promise<SampleLog> => (sample ??= playSampleLog({ secretsFrom: 'test/log', botSeats: [2] }));

export const clone = <T>(x: T): T => structuredClone(x);

/** The file with entry `i`'s event replaced, every hash from `i` on recomputed (a host covering its tracks). */
export async function rewrite(file: LogFile, i: number, change: (event: Typed) => Typed): Promise<LogFile> {
  const events: LogFileEvent[] = file.events.map((e) => ({ ...e }));
  events[i] = { ...events[i]!, event: change(clone(events[i]!.event)) };
  let prev = i === 0 ? GENESIS : events[i - 1]!.hash;
  for (let k = i; k < events.length; k++) {
    events[k] = { ...events[k]!, hash: await entryHash(prev, k, events[k]!.event) };
    prev = events[k]!.hash;
  }
  return { ...file, events };
}

/** Every state of the game, replayed from the sample's events. */
export function statesOf(events: readonly Typed[]): PlanetState[] {
  const states = [planetTricks.initial()];
  for (const e of events) states.push(planetTricks.evolve(states.at(-1)!, e as never));
  return states;
}

/** A log file as text, the way the app downloads it. */
export const text = (file: unknown): string => JSON.stringify(file, null, 1);
