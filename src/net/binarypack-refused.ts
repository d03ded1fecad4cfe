/**
 * What the build and the test runner put in place of PeerJS's BinaryPack codec. peer-table sends
 * JSON text over "raw" connections and closes any connection that asks for another serialization
 * (src/net/peerjs-network.ts), so the codec is never called; leaving it out saves about 9 KB.
 */
const refused = (): never => {
  throw new Error('peer-table accepts only raw (JSON text) data connections');
};

export const pack = refused;
export const unpack = refused;
