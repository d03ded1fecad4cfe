/**
 * What a guest checks when the host reveals the game at its end: the secrets against the
 * commitments the guest saw before the deal (its own secret among them), the whole game with
 * auditGame, and every event it received against the revealed full log (same hash, and exactly the
 * full event redacted for its seat), and that it holds every event of the game.
 */
import { auditGame } from '../kernel/audit.js';
import { canonicalJson } from '../kernel/canonical.js';
import type { AnyGame, Seat, Typed } from '../kernel/game.js';
import type { LogEntry } from '../kernel/log.js';
import { withTableEvents } from '../kernel/table-events.js';
import type { Reveal, WireEntry } from './protocol.js';

export interface Witness {
  readonly seat: Seat;
  /** This seat's own secret (null for a spectator). */
  readonly secret: string | null;
  readonly commitments: { readonly host: string; readonly seats: readonly (string | null)[] };
  /** The events this seat received, in order from 0. */
  readonly received: readonly WireEntry[];
}

export type RevealVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export async function verifyReveal(game: AnyGame, reveal: Reveal, witness: Witness): Promise<RevealVerdict> {
  const first = witness.received[0]?.event as (Typed & { options?: unknown; names?: string[] }) | undefined;
  if (first?.type !== 'game.created') return { ok: false, reason: 'this seat holds no start of the game' };
  if (witness.seat >= 0 && witness.secret !== null && reveal.seatSecrets[witness.seat] !== witness.secret) {
    return { ok: false, reason: 'the host revealed a different secret for your seat than the one you sent' };
  }
  const audit = await auditGame(game, {
    options: first.options,
    names: first.names ?? [],
    log: reveal.log as LogEntry<Typed>[],
    fairness: {
      hostCommitment: witness.commitments.host,
      seatCommitments: witness.commitments.seats,
      hostSecret: reveal.hostSecret,
      seatSecrets: reveal.seatSecrets,
    },
  });
  if (!audit.ok) return audit;
  if (witness.received.length !== reveal.log.length) {
    return { ok: false, reason: `this seat holds ${witness.received.length} of the game's ${reveal.log.length} events` };
  }
  for (const got of witness.received) {
    const full = reveal.log[got.seq];
    if (!full || full.hash !== got.hash) return { ok: false, reason: `event ${got.seq} you received does not match the revealed log` };
    if (canonicalJson(withTableEvents(game).redact(full.event, witness.seat)) !== canonicalJson(got.event)) {
      return { ok: false, reason: `event ${got.seq} you received differs from the revealed event` };
    }
  }
  return { ok: true };
}
