/**
 * Where a table finds its signaling server and ICE servers. In order: URL parameters, the
 * configuration the serving machine offers (`npm start` serves its local signaling server there),
 * and the public PeerJS cloud.
 *
 * URL parameters: `signal-host`, `signal-port`, `signal-path`, `signal-secure` (1 or 0), and `ice`:
 * comma-separated STUN/TURN URLs, with `ice-username` and `ice-credential` for TURN.
 */
import { PEERJS_CLOUD, type SignalingSettings } from '../net/peerjs-network.js';

export const CONFIG_PATH = 'peer-table.config.json';

interface Served {
  readonly signaling?: Partial<Omit<SignalingSettings, 'host'>> & { host?: string };
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
    iceServers: ice === null ? base.iceServers : ice.split(',').filter(Boolean).map((urls) => ({ urls, username, credential })),
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
  return p;
}

/** The defaults of the page at `location`: what its server offers, else the PeerJS cloud. */
export async function servedDefaults(location: Location): Promise<SignalingSettings> {
  try {
    const response = await fetch(new URL(CONFIG_PATH, location.href));
    if (!response.ok) return PEERJS_CLOUD;
    const served = ((await response.json()) as Served).signaling;
    if (!served) return PEERJS_CLOUD;
    return { ...PEERJS_CLOUD, host: location.hostname, ...served } as SignalingSettings;
  } catch {
    return PEERJS_CLOUD;
  }
}
