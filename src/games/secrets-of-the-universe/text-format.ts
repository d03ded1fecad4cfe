/** Plain-text helpers for the Secrets of the Universe table: lines filled to 80 columns, card lists, points, columns. */
import { formatCards, type HandCard } from './cards.js';
import type { Points } from './types.js';

const WIDTH = 80;

/** `head` followed by `words`, filled to 80 columns; further lines indented by `indent`. */
export function wrap(head: string, words: readonly string[], indent: number): string[] {
  const lines = [head];
  for (const word of words) {
    const last = lines[lines.length - 1]!;
    if (last.length + 1 + word.length > WIDTH) lines.push(`${' '.repeat(indent)}${word}`);
    else lines[lines.length - 1] = `${last} ${word}`;
  }
  return lines;
}

/** A sentence filled to 80 columns. */
export const para = (text: string): string[] => {
  const [first, ...rest] = text.split(' ');
  return wrap(first!, rest, 2);
};

/** Cards in notation, or "none". */
export const cards = (list: readonly HandCard[]): string => (list.length ? formatCards(list) : 'none');

export const range = (p: Points): string => (p.low === p.high ? `${p.low}` : `${p.low}–${p.high}`);

/** Rows of cells in columns two spaces apart: every column left-aligned but the last, right-aligned. */
export function columns(rows: readonly (readonly string[])[]): string[] {
  const width = (i: number): number => Math.max(...rows.map((r) => r[i]!.length));
  return rows.map((r) => r.map((cell, i) => (i < r.length - 1 ? cell.padEnd(width(i)) : cell.padStart(width(i)))).join('  '));
}
