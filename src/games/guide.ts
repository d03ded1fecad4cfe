/**
 * A game's "How to play", in our own words: a few short sections (the goal, a turn, scoring, the
 * end, and whatever else a newcomer needs) and a glossary of the terms they meet at the table.
 * Each game writes its guide as data in its own folder (`src/games/<id>/guide.ts`) and its module
 * loads it (`guide()`); the How to play panel draws it, and the tables link their words to its terms.
 *
 * Text may point at a term: `[collide](#collision)` shows "collide" linked to the term `collision`.
 */

/** The sections every guide has, in this order (others may come between them). */
export const GUIDE_SECTIONS = ['goal', 'turn', 'scoring', 'end'] as const;

export interface GuideSection {
  /** `goal`, `turn`, `scoring`, `end`, or a name of the game's own. */
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** The part of the game it belongs to when not all of it ("Intermediate Version"). */
  readonly scope?: string;
}

export interface GuideTerm {
  /** The term's anchor: lower case words joined by hyphens (`big-bang`). */
  readonly id: string;
  /** As the table writes it: "Big Bang". */
  readonly term: string;
  readonly text: string;
  /** The part of the game it belongs to when not all of it ("Intermediate Version"). */
  readonly scope?: string;
}

export interface Guide {
  readonly sections: readonly GuideSection[];
  readonly terms: readonly GuideTerm[];
}

/** The ids of a guide's terms, as a type: `TermId<typeof planetGuide>`. */
export type TermId<G extends Guide> = G['terms'][number]['id'];

/** A piece of a text: plain words, or words linked to a term. */
export type GuidePiece = string | { readonly term: string; readonly label: string };

const REFERENCE = /\[([^\]]+)\]\(#([a-z0-9-]+)\)/g;

/** A text cut into plain words and term links. */
export function pieces(text: string): GuidePiece[] {
  const out: GuidePiece[] = [];
  let at = 0;
  for (const m of text.matchAll(REFERENCE)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    out.push({ term: m[2]!, label: m[1]! });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** A text as it reads, its links as their words. */
export const plainText = (text: string): string =>
  pieces(text)
    .map((p) => (typeof p === 'string' ? p : p.label))
    .join('');

/** Every term a guide's texts link to. */
export function references(guide: Guide): string[] {
  const texts = [...guide.sections.flatMap((s) => s.paragraphs), ...guide.terms.map((t) => t.text)];
  return [...new Set(texts.flatMap((t) => pieces(t).flatMap((p) => (typeof p === 'string' ? [] : [p.term]))))];
}

/** What is wrong with a guide, in words (empty when nothing): missing sections, unknown or repeated terms. */
export function guideProblems(guide: Guide): string[] {
  const problems: string[] = [];
  const ids = guide.sections.map((s) => s.id);
  const required = GUIDE_SECTIONS.map((id) => ids.indexOf(id));
  GUIDE_SECTIONS.forEach((id, i) => required[i]! < 0 && problems.push(`no "${id}" section`));
  if (required.every((i) => i >= 0) && required.some((i, k) => k > 0 && i < required[k - 1]!))
    problems.push(`the sections are not in the order ${GUIDE_SECTIONS.join(', ')}`);
  for (const s of guide.sections) if (s.paragraphs.length === 0) problems.push(`the "${s.id}" section is empty`);
  const terms = guide.terms.map((t) => t.id);
  for (const [i, id] of terms.entries()) {
    if (terms.indexOf(id) !== i) problems.push(`the term "${id}" is defined twice`);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) problems.push(`the term id "${id}" is not lower case words joined by hyphens`);
  }
  for (const id of references(guide)) if (!terms.includes(id)) problems.push(`a text links to "${id}", which is no term`);
  return problems;
}
