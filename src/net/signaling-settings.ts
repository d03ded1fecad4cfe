/**
 * Where a page finds its signaling server and ICE servers, and the public PeerJS cloud it uses
 * unless told otherwise. Apart from peerjs-network.ts, so a page reads them without loading PeerJS.
 */
export interface SignalingSettings {
  readonly host: string;
  readonly port: number;
  readonly path: string;
  readonly secure: boolean;
  /** STUN/TURN servers; none is needed on one machine or a LAN. */
  readonly iceServers: readonly RTCIceServer[];
  /** `relay`: only connections relayed through a TURN server of `iceServers`; absent or `all`: any path. */
  readonly iceTransportPolicy?: RTCIceTransportPolicy;
}

/** The public PeerJS cloud, with a public STUN server: what a deployed page uses unless told otherwise. */
export const PEERJS_CLOUD: SignalingSettings = {
  host: '0.peerjs.com',
  port: 443,
  path: '/',
  secure: true,
  iceServers: [{ urls: 'stun:stun.l.google.com:19302' }],
};
