// What of each source module a page loaded and ran: the build's source maps turn Chromium's JS
// coverage of a file (byte ranges that ran) into bytes per module of the source tree, so that a
// page's unused share can be traced to the modules that never ran.
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The segments of a source map's `mappings`: per generated line, [column, source index or -1]. */
function decode(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line ? line.split(',') : []) {
      const fields = [];
      for (let i = 0, value = 0, shift = 0; i < segment.length; i++) {
        const digit = DIGIT.get(segment[i]);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** The module each character of `code` comes from, by its source map (`null`: none, such as an import line). */
function modulesOf(code, map) {
  const sources = map.sources.map((s) => posix.normalize(s).replace(/^(\.\.\/)+/, ''));
  const owner = new Array(code.length).fill(null);
  const lines = decode(map.mappings);
  let offset = 0;
  code.split('\n').forEach((text, l) => {
    const segments = lines[l] ?? [];
    segments.forEach(([column, source], s) => {
      const end = s + 1 < segments.length ? segments[s + 1][0] : text.length;
      if (source >= 0) owner.fill(sources[source], offset + column, offset + end);
    });
    offset += text.length + 1;
  });
  return owner;
}

/**
 * Bytes and bytes that ran per source module, for the scripts of a page: `scripts` as the page's
 * figures give them (path, and `ran`: per byte whether it ran), the build in `dist`.
 */
export function moduleBreakdown(dist, scripts) {
  const modules = new Map();
  for (const { path, ran } of scripts) {
    if (!ran) continue;
    const code = readFileSync(`${dist}/${path}`, 'utf8');
    const owner = modulesOf(code, JSON.parse(readFileSync(`${dist}/${path}.map`, 'utf8')));
    for (let i = 0; i < code.length; i++) {
      const name = owner[i] ?? `(${path})`;
      const m = modules.get(name) ?? modules.set(name, { module: name, bytes: 0, used: 0 }).get(name);
      m.bytes += 1;
      m.used += ran[i];
    }
  }
  return [...modules.values()].sort((a, b) => b.bytes - b.used - (a.bytes - a.used));
}
