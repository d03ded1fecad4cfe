// What of a script ran, from Chromium's JS coverage (V8's block coverage, as playwright-core's
// `page.coverage.stopJSCoverage()` returns it), at two grains:
//   - by function, as Lighthouse's "Reduce unused JavaScript" counts it (V8's coverage with
//     `detailed: false`): a function that ran counts whole, branches it did not take included. This
//     is what the budget holds, since it is what loading less can remove: a function that ran must
//     be on the page, and a function that never ran need not be;
//   - by block: within a function that ran, the branches that did not run count as unused too.

/**
 * Per byte of `entry.source`, 1 if it ran at least once: with `blocks`, by block; otherwise by
 * function (each function's first range, which spans it). V8's ranges nest (a function, then its
 * blocks), and the innermost range says whether a byte ran, so the ranges are applied outermost first.
 */
export function ranBytes(entry, { blocks = false } = {}) {
  const length = entry.source?.length ?? 0;
  const ran = new Uint8Array(length);
  const ranges = entry.functions
    .flatMap((f) => (blocks ? f.ranges : f.ranges.slice(0, 1)))
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const r of ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, Math.min(r.endOffset, length));
  return ran;
}

/** The source of `entry` with only what ran (`ran`, as ranBytes gives it). */
export function ranSource(entry, ran) {
  const source = entry.source ?? '';
  let kept = '';
  for (let i = 0; i < ran.length; ) {
    let end = i;
    while (end < ran.length && ran[end] === ran[i]) end++;
    if (ran[i]) kept += source.slice(i, end);
    i = end;
  }
  return kept;
}
