/**
 * Where a `<peer-table>` finds its signaling and ICE servers, and the join links it hands out.
 * Settings come from the element's attributes, then (on the standalone page) the URL's parameters,
 * then what the serving machine offers, then the PeerJS cloud.
 */
import { isLoopback } from '../../src/app/address.js';
import { paramsFor, servedDefaults, settingsFromParams } from '../../src/app/settings.js';
import type { SignalingSettings } from '../../src/net/peerjs-network.js';

const SIGNAL_ATTRIBUTES = ['signal-host', 'signal-port', 'signal-path', 'signal-secure', 'ice', 'ice-username', 'ice-credential', 'ice-transport'];

export interface Resolved {
  readonly settings: SignalingSettings;
  readonly defaults: SignalingSettings;
  /** The address other machines reach the serving machine at, when it says (`npm start` with HOST=0.0.0.0). */
  readonly share: string | null;
}

/** What the connection needs to know of the element. */
export interface Host {
  readonly id: string;
  readonly joinPage: string | null;
  readonly followsAddress: boolean;
  getAttribute(name: string): string | null;
}

export class Connection {
  private pending: Promise<Resolved> | null = null;
  private resolved: Resolved | null = null;

  constructor(private readonly el: Host) {}

  /** The settings, worked out once per element. */
  settings(): Promise<Resolved> {
    this.pending ??= (async () => {
      const { settings: defaults, share } = await servedDefaults(location.href, import.meta.url);
      const params = new URLSearchParams(this.el.followsAddress ? location.search : '');
      for (const name of SIGNAL_ATTRIBUTES) {
        const value = this.el.getAttribute(name);
        if (value !== null) params.set(name, value);
      }
      this.resolved = { settings: settingsFromParams(params, defaults), defaults, share };
      return this.resolved;
    })();
    return this.pending;
  }

  /**
   * The link that opens `table` of `game`: on `join-page`, else this page. A page opened at a
   * loopback address links to the address the serving machine gives for others, when it gives one.
   * The standalone page carries its signaling parameters along; an embedded widget with an id names
   * itself. A table of a game made of variants names its variant, so the page opening it loads it at once.
   */
  joinUrl(table: string, game: string, variant: string | null = null): string {
    const { el } = this;
    const base = el.joinPage ? new URL(el.joinPage, location.href) : new URL(location.href);
    const share = this.resolved?.share;
    if (share && isLoopback(base.href)) {
      const reachable = new URL(share);
      base.protocol = reachable.protocol;
      base.host = reachable.host;
    }
    base.hash = '';
    if (el.followsAddress && !el.joinPage && this.resolved) base.search = paramsFor(this.resolved.settings, this.resolved.defaults).toString();
    const widget = !el.followsAddress && el.id ? `&widget=${encodeURIComponent(el.id)}` : '';
    return `${base.href}#join=${table}&game=${game}${variant ? `&variant=${variant}` : ''}${widget}`;
  }
}
