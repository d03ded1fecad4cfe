/**
 * A complete, genuinely fair log file of a bot game, made the way a table makes one: the host and
 * each person draw a secret and publish its commitment, the seed is derived from all the secrets,
 * the bots play with that seed, and the events are hash-chained. For tests, benchmarks and docs.
 */
import { loadPlay } from '../../src/games/registry.js';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { commit, deriveSeed, newSecret } from '../../src/kernel/fairness.js';
import type { Typed } from '../../src/kernel/game.js';
import { sha256Hex } from '../../src/kernel/hash.js';
import { appendEvents, type LogEntry } from '../../src/kernel/log.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { buildFullLogFile } from '../../src/log/build.js';
import type { LogFile } from '../../src/log/format.js';
import { encodeShareLink } from '../../src/log/share-link.js';

export interface SampleSpec {
  /** Default "planet-tricks". */
  readonly game?: string;
  /** Default Ann, Ben, Cyd, Dee. */
  readonly names?: readonly string[];
  /** Default the game's default options. */
  readonly options?: unknown;
  /** Each seat's bot by name (default the game's last bot, e.g. "greedy"). */
  readonly bots?: readonly string[];
  /** Seats that are bots at the table: no secret, a null commitment. Default none. */
  readonly botSeats?: readonly number[];
  /** Derive every secret from this text instead of drawing them, for a repeatable game. */
  readonly secretsFrom?: string;
  readonly table?: string;
  readonly started?: Date;
}

export interface SampleLog {
  readonly file: LogFile;
  readonly log: LogEntry<Typed>[];
  readonly seed: string;
}

export async function playSampleLog(spec: SampleSpec = {}): Promise<SampleLog> {
  const gameId = spec.game ?? 'planet-tricks';
  const entry = await loadPlay(gameId);
  const game = entry.game;
  const names = spec.names ?? ['Ann', 'Ben', 'Cyd', 'Dee'];
  const options = spec.options ?? game.defaultOptions();
  const botNames = Object.keys(entry.bots);
  const bots = names.map((_, s) => {
    const name = spec.bots?.[s] ?? botNames.at(-1)!;
    const bot = entry.bots[name];
    if (!bot) throw new Error(`unknown bot ${name}`);
    return bot;
  });
  const draw = (who: string): Promise<string> => (spec.secretsFrom === undefined ? Promise.resolve(newSecret()) : sha256Hex(`${spec.secretsFrom}/${who}`));
  const hostSecret = await draw('host');
  const seatSecrets = await Promise.all(names.map((_, s) => (spec.botSeats?.includes(s) ? null : draw(`seat ${s}`))));
  const fairness = {
    hostCommitment: await commit(hostSecret),
    seatCommitments: await Promise.all(seatSecrets.map((x) => (x === null ? null : commit(x)))),
    hostSecret,
    seatSecrets,
  };
  const seed = await deriveSeed(hostSecret, seatSecrets);
  const played = playBotGame(game, { options, names, bots, seed });
  if (!played.finished) throw new Error('the sample game did not finish');
  const log = await appendEvents<Typed>([], played.events);
  const started = spec.started ?? new Date('2025-03-01T18:00:00.000Z');
  const file = buildFullLogFile(
    {
      game: gameId,
      options,
      seats: names,
      table: spec.table ?? 'sampletable1',
      started,
      finished: new Date(started.getTime() + 40 * 60_000),
      fairness,
    },
    log,
  );
  return { file, log, seed };
}

export interface ShareLinkStats {
  readonly events: number;
  /** Bytes of the log's canonical JSON. */
  readonly jsonBytes: number;
  /** Characters of the link data (after `#log=`). */
  readonly linkChars: number;
}

/** The share link of a finished 4-player Planet Tricks game (4 people, greedy bots), measured. */
export async function shareLinkStats(secretsFrom = 'share-link-bench'): Promise<ShareLinkStats> {
  const { file } = await playSampleLog({ secretsFrom });
  const link = await encodeShareLink(file);
  return { events: file.events.length, jsonBytes: new TextEncoder().encode(canonicalJson(file)).length, linkChars: link.length };
}

/** Characters of the `#log=` data of a finished 4-player Planet Tricks game. */
export async function shareLinkLength(secretsFrom?: string): Promise<number> {
  return (await shareLinkStats(secretsFrom)).linkChars;
}
