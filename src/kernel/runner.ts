/**
 * Plays a whole game with bots, headless and synchronous: the host's full state plus one redacted
 * state per seat, each bot deciding on its own seat's state. Simulation, fuzzing and benchmarks use it.
 * Time passes at once: when no seat acts and the game is waiting on a timeout (a claim window), the
 * time is up and the host's closing events follow.
 */
import type { Bot } from './bot.js';
import type { Game, Typed } from './game.js';
import { createRandom } from './random.js';
import { Sealer } from './sealer.js';

export interface BotGame<S, E> {
  readonly events: E[];
  readonly state: S;
  /** Each seat's state, evolved from that seat's redacted events. */
  readonly seatStates: S[];
  readonly finished: boolean;
}

export interface BotGameSpec<S, C extends Typed, O> {
  readonly options: O;
  readonly names: readonly string[];
  readonly bots: readonly Bot<S, C>[];
  readonly seed: string;
  readonly maxEvents?: number;
  /** Called after every event with the host's state (for invariant checks). */
  readonly onEvent?: (state: S, event: Typed, index: number) => void;
}

export function playBotGame<S, C extends Typed, E extends Typed, V, O>(game: Game<S, C, E, V, O>, spec: BotGameSpec<S, C, O>): BotGame<S, E> {
  const n = spec.names.length;
  const events: E[] = [];
  let state = game.initial();
  const seatStates = Array.from({ length: n }, () => game.initial());
  const botRandom = spec.bots.map((_, s) => createRandom(`${spec.seed}/bot`, s));
  // Each seat seals its sealed choices and opens them when due, as its page would; its salts come
  // from the seed, so that a seed gives one log.
  const sealers = spec.names.map((_, s) => {
    const salts = createRandom(`${spec.seed}/salt`, s);
    return new Sealer(game, s, [], () => Array.from({ length: 8 }, () => salts.uint32().toString(16).padStart(8, '0')).join(''));
  });
  const apply = (event: E): void => {
    state = game.evolve(state, event);
    const fault = game.fault(state);
    if (fault) throw new Error(`event ${events.length} (${event.type}): ${fault}`);
    for (let s = 0; s < n; s++) seatStates[s] = game.evolve(seatStates[s]!, game.redact(event, s));
    events.push(event);
    spec.onEvent?.(state, event, events.length - 1);
  };
  /** The host's judgement of a seat's command, applied; a refusal is a bug of the game or its bots. */
  const submit = (seat: number, command: C | null): boolean => {
    if (command === null) return false;
    const decision = game.decide(state, command, seat);
    if (!decision.ok) throw new Error(`seat ${seat}'s legal command ${JSON.stringify(command)} was refused: ${decision.reason}`);
    decision.events.forEach(apply);
    return true;
  };
  apply(game.created(spec.options, spec.names));
  const max = spec.maxEvents ?? 100_000;
  while (events.length < max && !game.result(state)) {
    const auto = game.advance(state, createRandom(spec.seed, events.length));
    if (auto.length > 0) {
      auto.forEach(apply);
      continue;
    }
    if (sealers.some((sealer, s) => submit(s, sealer.opening(seatStates[s]!)))) continue;
    // The first seat with a legal command acts; its commands are worked out once.
    let seat = -1;
    let legal: readonly C[] = [];
    for (let s = 0; s < n && seat < 0; s++) {
      legal = game.legalCommands(seatStates[s]!, s);
      if (legal.length > 0) seat = s;
    }
    if (seat < 0 && game.timeout?.(state) != null) {
      const expired = game.advance(state, createRandom(spec.seed, events.length), true);
      if (expired.length > 0) {
        expired.forEach(apply);
        continue;
      }
    }
    if (seat < 0) throw new Error(`event ${events.length}: no seat can act and the game is not over`);
    const command = spec.bots[seat]!(seatStates[seat]!, seat, legal, botRandom[seat]!);
    submit(seat, sealers[seat]!.seal(seatStates[seat]!, command));
  }
  return { events, state, seatStates, finished: game.result(state) !== null };
}
