/**
 * What a host accepts from a guest (the wire protocol is in protocol.ts): every message passes
 * parseGuestMessage (size, shape, limits) before anything looks at it, and a token bucket per
 * connection drops what comes too fast. Only a host's page loads it.
 */
import { isCommitment, isSecret } from '../kernel/fairness.js';
import { MAX_CHAT_LENGTH, MAX_GUEST_MESSAGE_BYTES, MAX_NAME_LENGTH, PROTOCOL_VERSION, type GuestMessage } from './protocol.js';
import { isPublicKey } from './succession/seat-key.js';

export type Parsed = { readonly ok: true; readonly message: GuestMessage } | { readonly ok: false; readonly reason: string };

/** A bot level's id: lowercase letters, digits and dashes. */
const LEVEL = /^[a-z][a-z0-9-]{0,23}$/;
const utf8 = new TextEncoder();
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isIndex = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
const hasOnly = (o: Record<string, unknown>, keys: readonly string[]): boolean => Object.keys(o).every((k) => keys.includes(k));
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it takes out of a guest's text
const cleanText = (x: string): string => x.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
/** A name as the host keeps it (cleaned, cut to MAX_NAME_LENGTH), or a reason. */
function cleanName(x: unknown): { name: string } | { why: string } {
  if (typeof x !== 'string') return { why: 'no name' };
  const name = cleanText(x).slice(0, MAX_NAME_LENGTH).trimEnd();
  return name ? { name } : { why: 'empty name' };
}

/** Validates a message from a guest: the raw value as the transport delivered it. */
export function parseGuestMessage(raw: unknown): Parsed {
  let text: string;
  try {
    text = typeof raw === 'string' ? raw : JSON.stringify(raw);
  } catch {
    return { ok: false, reason: 'not serialisable' };
  }
  if (text === undefined) return { ok: false, reason: 'empty message' };
  // UTF-8 takes at least one byte a UTF-16 unit: a long string is refused before it is encoded.
  if (text.length > MAX_GUEST_MESSAGE_BYTES || utf8.encode(text).length > MAX_GUEST_MESSAGE_BYTES) {
    return { ok: false, reason: `message over ${MAX_GUEST_MESSAGE_BYTES} bytes` };
  }
  let m: unknown;
  try {
    m = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!isObject(m) || typeof m.t !== 'string') return { ok: false, reason: 'no message type' };
  const bad = (why: string): Parsed => ({ ok: false, reason: `${m.t as string}: ${why}` });
  switch (m.t) {
    case 'hello': {
      if (!hasOnly(m, ['t', 'v', 'name', 'token'])) return bad('unknown field');
      if (m.v !== PROTOCOL_VERSION) return bad(`protocol version ${String(m.v)} is not ${PROTOCOL_VERSION}`);
      const named = m.name === null ? { name: null } : cleanName(m.name);
      if ('why' in named) return bad(named.why);
      if (m.token !== null && (typeof m.token !== 'string' || !/^[\w-]{16,64}$/.test(m.token))) return bad('bad token');
      return { ok: true, message: { t: 'hello', v: PROTOCOL_VERSION, name: named.name, token: m.token } };
    }
    case 'claim': {
      if (!hasOnly(m, ['t', 'seat', 'name']) || !isIndex(m.seat)) return bad('bad seat');
      const named = cleanName(m.name);
      return 'why' in named ? bad(named.why) : { ok: true, message: { t: 'claim', seat: m.seat, name: named.name } };
    }
    case 'watch': {
      if (!hasOnly(m, ['t', 'name'])) return bad('unknown field');
      const named = cleanName(m.name);
      return 'why' in named ? bad(named.why) : { ok: true, message: { t: 'watch', name: named.name } };
    }
    case 'leave':
      return hasOnly(m, ['t']) ? { ok: true, message: { t: 'leave' } } : bad('unknown field');
    case 'command':
      if (!hasOnly(m, ['t', 'id', 'command']) || !isIndex(m.id) || !('command' in m)) return bad('bad command');
      return { ok: true, message: { t: 'command', id: m.id, command: m.command } };
    case 'sync':
      return hasOnly(m, ['t', 'from']) && isIndex(m.from) ? { ok: true, message: { t: 'sync', from: m.from } } : bad('bad position');
    case 'chat': {
      if (!hasOnly(m, ['t', 'text']) || typeof m.text !== 'string') return bad('no text');
      const chat = cleanText(m.text).slice(0, MAX_CHAT_LENGTH).trimEnd();
      return chat ? { ok: true, message: { t: 'chat', text: chat } } : bad('empty text');
    }
    case 'secret': {
      if (!hasOnly(m, ['t', 'secret', 'commitment']) || !isSecret(m.secret) || !isCommitment(m.commitment)) {
        return bad('a secret and its commitment are 64 hex digits');
      }
      return { ok: true, message: { t: 'secret', secret: m.secret, commitment: m.commitment } };
    }
    case 'manage': {
      if (!isIndex(m.seat)) return bad('bad seat');
      if (m.action === 'move') {
        if (!hasOnly(m, ['t', 'action', 'seat', 'to']) || !isIndex(m.to)) return bad('bad target seat');
        return { ok: true, message: { t: 'manage', action: 'move', seat: m.seat, to: m.to } };
      }
      if (m.action === 'bot' && hasOnly(m, ['t', 'action', 'seat', 'level'])) {
        if (!('level' in m)) return { ok: true, message: { t: 'manage', action: 'bot', seat: m.seat } };
        if (typeof m.level !== 'string' || !LEVEL.test(m.level)) return bad('bad level');
        return { ok: true, message: { t: 'manage', action: 'bot', seat: m.seat, level: m.level } };
      }
      const plain = ['remove', 'start', 'standIn', 'reopen'] as const;
      if (plain.includes(m.action as (typeof plain)[number]) && hasOnly(m, ['t', 'action', 'seat'])) {
        return { ok: true, message: { t: 'manage', action: m.action as (typeof plain)[number], seat: m.seat } };
      }
      return bad('unknown action');
    }
    case 'key':
      return hasOnly(m, ['t', 'key']) && isPublicKey(m.key) ? { ok: true, message: { t: 'key', key: m.key } } : bad('a public key is 87 base64url characters');
    case 'superseded':
      if (!hasOnly(m, ['t', 'generation', 'proof']) || !isIndex(m.generation) || !isSecret(m.proof)) return bad('a generation and a proof');
      return { ok: true, message: { t: 'superseded', generation: m.generation, proof: m.proof } };
    default:
      return { ok: false, reason: `unknown message type "${String(m.t).slice(0, 20)}"` };
  }
}

/**
 * A token bucket: `burst` messages at once, refilled at `perSecond`. The host keeps one per
 * connection and drops what goes over. Time comes from the caller.
 */
export class RateLimit {
  private tokens: number;
  private last: number;
  constructor(
    private readonly perSecond = 20,
    private readonly burst = 40,
    now = 0,
  ) {
    this.tokens = burst;
    this.last = now;
  }

  allow(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
