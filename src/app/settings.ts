/**
 * Where a table finds its signaling server and ICE servers. In order: URL parameters, the
 * configuration the serving machine offers (`npm start` serves its local signaling server there),
 * and the public PeerJS cloud.
 *
 * URL parameters: `signal-host`, `signal-port`, `signal-path`, `signal-secure` (1 or 0), `ice`:
 * comma-separated STUN/TURN URLs, with `ice-username` and `ice-credential` for TURN, and
 * `ice-transport`: `relay` to connect only through a TURN server, `all` (the default) for any path.
 */
import { PEERJS_CLOUD, type SignalingSettings } from '../net/signaling-settings.js';

export { PEERJS_CLOUD };

export const CONFIG_PATH = 'peer-table.config.json';

interface Served {
  readonly signaling?: Partial<Omit<SignalingSettings, 'host'>> & { host?: string };
  /** The address other machines reach this server at (`npm start` with HOST=0.0.0.0), for the links a page hands out. */
  readonly share?: string;
}

/** What a server offers, once per server and page. */
export interface Offer {
  readonly settings: SignalingSettings;
  readonly share: string | null;
}

/** The ICE transport policy `ice-transport` names (`relay` or `all`), else the base's; `all` is left out. */
function transportFrom(params: URLSearchParams, base: SignalingSettings): Pick<SignalingSettings, 'iceTransportPolicy'> {
  const given = params.get('ice-transport');
  const policy = given === 'relay' || given === 'all' ? given : base.iceTransportPolicy;
  return policy === 'relay' ? { iceTransportPolicy: 'relay' } : {};
}

export function settingsFromParams(params: URLSearchParams, base: SignalingSettings): SignalingSettings {
  const ice = params.get('ice');
  const username = params.get('ice-username') ?? undefined;
  const credential = params.get('ice-credential') ?? undefined;
  const port = Number(params.get('signal-port'));
  return {
    host: params.get('signal-host') ?? base.host,
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : base.port,
    path: params.get('signal-path') ?? base.path,
    secure: params.has('signal-secure') ? params.get('signal-secure') === '1' : base.secure,
    iceServers:
      ice === null
        ? base.iceServers
        : ice
            .split(',')
            .filter(Boolean)
            .map((urls) => ({ urls, username, credential })),
    ...transportFrom(params, base),
  };
}

/** The parameters that carry `settings` in a join link, when they differ from `base`. */
export function paramsFor(settings: SignalingSettings, base: SignalingSettings): URLSearchParams {
  const p = new URLSearchParams();
  if (settings.host !== base.host) p.set('signal-host', settings.host);
  if (settings.port !== base.port) p.set('signal-port', String(settings.port));
  if (settings.path !== base.path) p.set('signal-path', settings.path);
  if (settings.secure !== base.secure) p.set('signal-secure', settings.secure ? '1' : '0');
  if (JSON.stringify(settings.iceServers) !== JSON.stringify(base.iceServers)) {
    p.set('ice', settings.iceServers.map((s) => s.urls).join(','));
    const turn = settings.iceServers.find((s) => s.username);
    if (turn?.username) p.set('ice-username', turn.username);
    if (turn?.credential) p.set('ice-credential', String(turn.credential));
  }
  const relay = (s: SignalingSettings): boolean => s.iceTransportPolicy === 'relay';
  if (relay(settings) !== relay(base)) p.set('ice-transport', relay(settings) ? 'relay' : 'all');
  return p;
}

/** What the server at `base` offers in its configuration file, or null. */
async function offered(base: string): Promise<Offer | null> {
  try {
    const url = new URL(CONFIG_PATH, base);
    const response = await fetch(url);
    if (!response.ok) return null;
    const served = (await response.json()) as Served;
    if (!served.signaling) return null;
    const share = typeof served.share === 'string' && /^https?:\/\//.test(served.share) ? served.share : null;
    return { settings: { ...PEERJS_CLOUD, host: url.hostname, ...served.signaling } as SignalingSettings, share };
  } catch {
    return null;
  }
}

/**
 * The defaults for a page: what the server the widget's script came from offers (`npm start`
 * serves its local signaling server there), else what the page's own server offers, else the
 * PeerJS cloud.
 */
export async function servedDefaults(page: string, script: string | null = null): Promise<Offer> {
  return (script && new URL(script).origin !== 'null' ? await offered(script) : null) ?? (await offered(page)) ?? { settings: PEERJS_CLOUD, share: null };
}
