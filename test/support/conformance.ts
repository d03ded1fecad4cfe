/**
 * What every registered game must show, whatever its rules: a seeded bot game played to its end
 * with the game's invariants after every event; at every prefix, for every seat and the spectator,
 * the view of the full state equals the view of the state evolved from that seat's redacted events,
 * and a seat's legal commands depend only on what it knows; every legal command is accepted and a
 * command from the wrong seat, or of no known shape, is refused with a rule and changes nothing;
 * a redacted log replays to the same view; a log with one event changed is refused naming the entry.
 */
import { defaultOptions, type OptionField } from '../../src/games/declaration.js';
import type { AnyGameModule, AnyGamePlay } from '../../src/games/module.js';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { SPECTATOR, type Typed } from '../../src/kernel/game.js';
import { appendEvents, verifyLog } from '../../src/kernel/log.js';
import { replay } from '../../src/kernel/replay.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { Sealer } from '../../src/kernel/sealer.js';

/** The default options, then each other choice of each option on its own (where it applies). */
export function optionSets(module: AnyGameModule): Record<string, unknown>[] {
  const base = defaultOptions(module);
  const sets = [base];
  const applies = (field: OptionField, o: Record<string, unknown>) => !field.when || field.when.is.includes(o[field.when.key] as never);
  for (const field of module.options) {
    for (const choice of field.choices) {
      if (choice.value === base[field.key]) continue;
      let options: Record<string, unknown> = { ...base, [field.key]: choice.value };
      // Bring in the defaults of options this choice makes apply, and drop those it makes not apply.
      options = Object.fromEntries(module.options.filter((f) => applies(f, options)).map((f) => [f.key, f.key in options ? options[f.key] : f.default]));
      if (field.when && !applies(field, options)) {
        const [enabling] = field.when.is;
        options = Object.fromEntries(
          module.options
            .filter((f) => applies(f, { ...options, [field.when!.key]: enabling }))
            .map((f) => [f.key, f.key === field.when!.key ? enabling : f.key in options ? options[f.key] : f.default]),
        );
        options[field.key] = choice.value;
      }
      if (!sets.some((s) => canonicalJson(s) === canonicalJson(options))) sets.push(options);
    }
  }
  return sets;
}

export interface Conformance {
  readonly events: number;
  readonly decisions: number;
  readonly refusals: number;
}

/** A state as data, for "nothing changed" (a statechart's snapshot: its value and context). */
export const stateKey = (state: unknown): string =>
  JSON.stringify(
    typeof state === 'object' && state !== null && 'context' in state
      ? { value: (state as unknown as { value: unknown }).value, context: state.context }
      : state,
  );

/** Equal as canonical JSON; plain JSON first, as equal values built alike serialise alike and it is native. */
const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b) || canonicalJson(a) === canonicalJson(b);

function fail(where: string, what: string): never {
  throw new Error(`${where}: ${what}`);
}

/**
 * One seeded game of `module` under the checks above: invariants after every event; views and
 * decisions at every `every`-th prefix; with `logs`, the redacted and tampered logs too.
 */
export async function conformingGame(
  module: AnyGameModule,
  play: AnyGamePlay,
  checker: () => (state: unknown, event: unknown) => string[],
  spec: { options: unknown; players: number; seed: string; every: number; logs: boolean },
): Promise<Conformance> {
  const { game } = play;
  const where = `${module.id} ${canonicalJson(spec.options)} ${spec.players} players, seed ${spec.seed}`;
  const check = checker();
  const names = Array.from({ length: spec.players }, (_, s) => `P${s + 1}`);
  // The strong bot, and the random one where the game has it: it reaches the most commands.
  const mix = [play.bots.strong, play.bots.random ?? play.bots.easy];
  const seats = [...names.keys(), SPECTATOR];
  let seen = game.initial();
  const views = seats.map(() => game.initial());
  let decisions = 0;
  let refusals = 0;
  const every = spec.every;
  const result = playBotGame(game, {
    options: spec.options,
    names,
    bots: names.map((_, s) => mix[s % 2]!),
    seed: spec.seed,
    onEvent: (state, event, index) => {
      const broken = check(state, event);
      if (broken.length) fail(`${where}, event ${index}`, `invariants broken: ${broken.join('; ')}`);
      seen = state;
      seats.forEach((seat, i) => {
        views[i] = game.evolve(views[i]!, game.redact(event, seat));
        const fault = game.fault(views[i]!);
        if (fault) fail(`${where}, event ${index}`, `seat ${seat}'s redacted event breaks the rules: ${fault}`);
      });
      if (index % every !== 0) return;
      seats.forEach((seat, i) => {
        if (!sameValue(game.view(state, seat), game.view(views[i]!, seat))) {
          fail(`${where}, event ${index}`, `seat ${seat}'s view of the full state differs from its view of its own events`);
        }
      });
      // Decisions: judged on the host's full state. Each seat's legal commands once per prefix.
      const legalOf = names.map((_, seat) => game.legalCommands(state, seat));
      const keysOf = legalOf.map((legal) => legal.map(canonicalJson));
      const before = stateKey(state);
      for (const seat of names.keys()) {
        const legal = legalOf[seat]!;
        if (`[${keysOf[seat]!.join(',')}]` !== canonicalJson(game.legalCommands(views[seat]!, seat))) {
          fail(`${where}, event ${index}`, `seat ${seat}'s legal commands depend on what it cannot see`);
        }
        // A sealed choice goes to the host as a seal, as the seat's page sends it.
        const sent = (command: Typed) => new Sealer(game, seat).seal(views[seat]!, command);
        for (const command of legal) {
          const d = game.decide(state, sent(command), seat);
          decisions++;
          if (!d.ok) fail(`${where}, event ${index}`, `seat ${seat}'s legal ${canonicalJson(command)} refused: ${d.reason}`);
        }
        for (const other of names.keys()) {
          if (other === seat) continue;
          const theirs = new Set(keysOf[other]);
          for (const [k, command] of legal.entries()) {
            if (theirs.has(keysOf[seat]![k]!)) continue;
            const d = game.decide(state, sent(command), other);
            refusals++;
            if (d.ok) fail(`${where}, event ${index}`, `seat ${other} may send seat ${seat}'s ${canonicalJson(command)}`);
            if (!d.rule || !d.reason) fail(`${where}, event ${index}`, `a refusal without a rule or reason: ${canonicalJson(d)}`);
          }
        }
        if (stateKey(state) !== before) fail(`${where}, event ${index}`, `a command judged for seat ${seat}, or refused from another seat, changed the state`);
        for (const junk of [{ type: 'noSuchCommand' }, null, { type: legal[0]?.type ?? 'x', extra: { deep: [1] } }]) {
          if (junk && keysOf[seat]!.includes(canonicalJson(junk))) continue;
          // As the host judges it: the shape first, then the rules.
          refusals++;
          if (game.isCommand(junk) && game.decide(state, junk, seat).ok) fail(`${where}, event ${index}`, `seat ${seat} may send ${JSON.stringify(junk)}`);
        }
      }
    },
  });
  if (!result.finished) fail(where, `the game did not end in ${result.events.length} events`);
  if (!game.result(seen)) fail(where, 'no result at the end');
  if (spec.logs) await logChecks(play, result.events as Typed[], names.length, where);
  return { events: result.events.length, decisions, refusals };
}

/** A redacted log replays to the seat's view; a log with one event changed is refused at that entry. */
async function logChecks(play: AnyGamePlay, events: Typed[], players: number, where: string): Promise<void> {
  const { game } = play;
  const full = replay(game, events);
  for (let seat = SPECTATOR; seat < players; seat++) {
    const own = replay(
      game,
      events.map((e) => game.redact(e, seat)),
    );
    if (!sameValue(game.view(own, seat), game.view(full, seat))) fail(where, `seat ${seat}'s redacted log replays to another view`);
  }
  const log = await appendEvents([], events);
  const at = Math.floor(events.length / 2);
  const tampered = log.map((e, i) => (i === at ? { ...e, event: { ...e.event, tampered: true } } : e));
  const verdict = await verifyLog(tampered);
  if (verdict.ok || verdict.seq !== at) fail(where, `a tampered entry ${at} was not named: ${canonicalJson(verdict)}`);
}
