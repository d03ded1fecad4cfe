/**
 * Checks a finished game from its full log and revealed secrets: the hash chain, the first event,
 * the commitments, and every random outcome the host produced, re-derived from the seed. Runs in
 * Node and in browsers.
 */
import { canonicalJson } from './canonical.js';
import { checkReveal, deriveSeed, type Fairness } from './fairness.js';
import type { AnyGame, Typed } from './game.js';
import { verifyLog, type LogEntry } from './log.js';
import { createRandom } from './random.js';
import { withTableEvents } from './table-events.js';

export type Audit = { readonly ok: true; readonly seed: string } | { readonly ok: false; readonly reason: string; readonly seq?: number };

export interface AuditInput {
  readonly options: unknown;
  readonly names: readonly string[];
  readonly log: readonly LogEntry<Typed>[];
  readonly fairness: Fairness;
}

export async function auditGame(rules: AnyGame, input: AuditInput): Promise<Audit> {
  const game = withTableEvents(rules);
  const chain = await verifyLog(input.log);
  if (!chain.ok) return { ok: false, reason: `broken hash chain: ${chain.reason}`, seq: chain.seq };
  const reveal = await checkReveal(input.fairness);
  if (reveal) return { ok: false, reason: reveal };
  const seed = await deriveSeed(input.fairness.hostSecret!, input.fairness.seatSecrets!);
  const events = input.log.map((e) => e.event);
  if (events.length === 0 || canonicalJson(events[0]) !== canonicalJson(game.created(input.options, input.names))) {
    return { ok: false, reason: 'the log does not start with this game, options and seats', seq: 0 };
  }
  // Nothing is asked of the game before its first event: a game may know its rules (a version of
  // them, say) only from the options game.created brings.
  let state = game.evolve(game.initial(), events[0]!);
  const created = game.fault(state);
  if (created) return { ok: false, reason: `event 0 (${events[0]!.type}) breaks the rules: ${created}`, seq: 0 };
  for (let i = 1; i < events.length; ) {
    const due = game.advance(state, createRandom(seed, i));
    const taken = due.length > 0 ? events.slice(i, i + due.length) : [events[i]!];
    if (due.length > 0 && canonicalJson(taken) !== canonicalJson(due)) {
      return { ok: false, reason: `event ${i} (${events[i]!.type}) is not what the seed gives: the host changed a random outcome`, seq: i };
    }
    for (const event of taken) {
      state = game.evolve(state, event);
      const fault = game.fault(state);
      if (fault) return { ok: false, reason: `event ${i} (${event.type}) breaks the rules: ${fault}`, seq: i };
      i++;
    }
  }
  if (!game.result(state)) return { ok: false, reason: 'the game in the log is not finished' };
  return { ok: true, seed };
}
