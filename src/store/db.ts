/**
 * peer-table's IndexedDB database, through `idb` (promises over IndexedDB). Tables a browser hosts:
 * their settings and secrets in `hosted`, their full logs in `hostLog`. Tables it joined: the seat
 * token and role in `joined`, the seat's own (redacted) log in `seatLog`. Logs are stored one entry
 * per record, keyed [table, seq], so appending costs the same at event 10 and at event 10,000.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LogEntry } from '../kernel/log.js';
import type { KeptChoice } from '../kernel/sealer.js';
import type { ChatLine, RematchOffer, Reveal, Role, SeatKind, WireEntry } from '../net/protocol.js';

export interface SlotRecord {
  readonly kind: SeatKind;
  readonly name: string;
  /** The secret that lets a person's browser take this seat back; null for open and bot seats. */
  readonly token: string | null;
  /** The person's shuffle secret and its public commitment, once their browser sent them. */
  readonly secret: string | null;
  readonly commitment: string | null;
  /** A bot seat's level (`easy`, `strong`, …); absent for other seats, and for bots stored before seats had levels. */
  readonly level?: string;
  /** The public signing key the person's page gave (src/net/succession/seat-key.ts). */
  readonly key?: string;
}

export interface HostedTable {
  readonly table: string;
  readonly game: string;
  readonly options: unknown;
  readonly slots: readonly SlotRecord[];
  readonly hostSeat: number;
  /** The host's shuffle secret, committed to in the lobby before any seat sent its own. */
  readonly hostSecret: string;
  readonly hostCommitment: string;
  /** Derived from every secret when the game starts; null before. */
  readonly seed: string | null;
  readonly started: boolean;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly chat: readonly ChatLine[];
  readonly created: number;
  /** Start as soon as every seated person has sent a secret (a table made to play bots at once). */
  readonly autostart?: boolean;
  /** The level of a bot added without one; absent in tables stored before seats had levels. */
  readonly botLevel?: string;
  /**
   * How long the table waits on a person who is not connected before a bot plays for them (ms);
   * null: never. Absent in tables stored before stand-ins (they wait the default).
   */
  readonly standInWait?: number | null;
  /**
   * How long the guests wait on a host who has gone before one of them takes over (ms); null:
   * never. Absent: HOST_WAIT.
   */
  readonly hostWait?: number | null;
  /** How many times the table changed host (absent: 0); the escrow's last epoch (absent: none yet). */
  readonly generation?: number;
  readonly escrowEpoch?: number;
  /** The id this host listens under besides the table's own (a successor's, which the guests followed). */
  readonly peer?: string;
  /** This browser hosted the table once and handed it over (generation it was handed over in). */
  readonly handedOver?: number;
  /** The finished table this one is a rematch of. */
  readonly rematchOf?: string;
  /** The rematch offered once this table's game was over: its table, and each person seat's token there. */
  readonly rematch?: { readonly table: string; readonly tokens: readonly (string | null)[] };
}

export interface JoinedTable {
  readonly table: string;
  /** The game's id; absent in records saved before tables could hold other games. */
  readonly game?: string;
  /** The name this page gave the table; null while it only looked at the lobby. */
  readonly name: string | null;
  readonly token: string | null;
  readonly role: Role;
  readonly updated: number;
  /** This browser's shuffle secret for its seat, and the commitments it saw before the deal. */
  readonly secret: string | null;
  readonly commitments: { readonly host: string; readonly seats: readonly (string | null)[] } | null;
  /** When the game started, as the host's lobby said (ms); absent in records saved before it was kept. */
  readonly startedAt?: number | null;
  /** The host's full log and secrets, once the game ended and the host revealed them. */
  readonly revealed: Reveal | null;
  /** The sealed choices this seat made (src/kernel/sealed.ts), kept until they are opened. */
  readonly sealed?: readonly KeptChoice[];
  /** A rematch the host offered after the game, and whether this page said no to it. */
  readonly rematch?: { readonly offer: RematchOffer; readonly declined: boolean } | null;
  /** This page left the table during its game (Leave table); opening the table again clears it. */
  readonly left?: boolean;
  /** This seat's signing key (src/net/succession/seat-key.ts): the private key is not extractable. */
  readonly seatKey?: { readonly privateKey: CryptoKey; readonly publicKey: string };
  /** This page's escrow share, the epoch's rendezvous and the record's box (the entry boxes are in `escrowBox`). */
  readonly escrow?: { readonly share: string; readonly rendezvous: string; readonly holders?: readonly number[]; readonly record: string | null } | null;
}

interface Schema extends DBSchema {
  hosted: { key: string; value: HostedTable };
  hostLog: { key: [string, number]; value: LogEntry<unknown> & { table: string } };
  joined: { key: string; value: JoinedTable };
  seatLog: { key: [string, number]; value: WireEntry & { table: string } };
  /** A guest's escrow boxes of the log entries, one per entry, of the epoch its share is of. */
  escrowBox: { key: [string, number]; value: { table: string; seq: number; box: string } };
}

export type Db = IDBPDatabase<Schema>;

const opened = new Map<string, Promise<Db>>();

/** The database (one connection per name per page). Tests pass their own name. */
export function database(name = 'peer-table'): Promise<Db> {
  let db = opened.get(name);
  if (!db) {
    db = openDB<Schema>(name, 2, {
      upgrade(d, from) {
        if (from < 1) {
          d.createObjectStore('hosted', { keyPath: 'table' });
          d.createObjectStore('hostLog', { keyPath: ['table', 'seq'] });
          d.createObjectStore('joined', { keyPath: 'table' });
          d.createObjectStore('seatLog', { keyPath: ['table', 'seq'] });
        }
        if (from < 2) d.createObjectStore('escrowBox', { keyPath: ['table', 'seq'] });
      },
    });
    opened.set(name, db);
  }
  return db;
}

/** Every record of `table` in a [table, seq] store, in sequence order. */
export const range = (table: string): IDBKeyRange => IDBKeyRange.bound([table, 0], [table, Number.MAX_SAFE_INTEGER]);
