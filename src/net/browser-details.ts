/**
 * What PeerJS asks of `webrtc-adapter`: the browser's name and major version, for its support
 * table. The build and the test runner put this module in the adapter's place: every browser
 * peer-table supports has standard WebRTC, so the adapter's shims (about 48 KB minified, with its
 * `sdp` dependency) would only add weight.
 */
function detect(agent: string): { browser: string; version: number | null } {
  const firefox = /Firefox\/(\d+)/.exec(agent);
  if (firefox) return { browser: 'firefox', version: Number(firefox[1]) };
  const chrome = /(?:Chrome|Chromium|CriOS|Edg)\/(\d+)/.exec(agent);
  if (chrome) return { browser: 'chrome', version: Number(chrome[1]) };
  const safari = /AppleWebKit\/(\d+)/.exec(agent);
  if (safari) return { browser: 'safari', version: Number(safari[1]) };
  return { browser: 'Not a supported browser.', version: null };
}

const browserDetails = detect(typeof navigator === 'undefined' ? '' : navigator.userAgent);

export default { browserDetails };
