// What of a script ran, from Chromium's JS coverage (V8 block coverage, as playwright-core's
// `page.coverage.stopJSCoverage()` returns it).

/**
 * Per byte of `entry.source`, 1 if it ran at least once. V8's ranges nest (a function, then its
 * blocks), and the innermost range says whether a byte ran, so the ranges are applied outermost first.
 */
export function ranBytes(entry) {
  const length = entry.source?.length ?? 0;
  const ran = new Uint8Array(length);
  const ranges = entry.functions.flatMap((f) => f.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const r of ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, Math.min(r.endOffset, length));
  return ran;
}
