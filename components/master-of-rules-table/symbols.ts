/**
 * Master of Rules' own symbols, drawn as SVG in the current colour: one for each colour of the
 * numerical cards (a sun for Yellow, a drop for Blue, a moon for Purple, a flame for Red, a square
 * for Black), so no colour relies on hue alone, and one for each rule card. Each is 1em square
 * unless its container sizes it.
 */
import { svg, html, type TemplateResult } from 'lit';
import type { Colour, RuleKind } from '../../src/games/master-of-rules/cards.js';

const box = (body: TemplateResult): TemplateResult =>
  html`<svg class="symbol-svg" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">${body}</svg>`;

const SUN_RAYS = [0, 45, 90, 135, 180, 225, 270, 315];

/** The shape of each colour. */
const COLOUR_SHAPES: Readonly<Record<Colour, TemplateResult>> = {
  yellow: svg`<circle cx="12" cy="12" r="5.6" fill="currentColor" />${SUN_RAYS.map(
    (a) => svg`<rect x="11" y="0.8" width="2" height="4" rx="1" fill="currentColor" transform="rotate(${a} 12 12)" />`,
  )}`,
  blue: svg`<path d="M12 1.5C12 1.5 4.5 10.3 4.5 15a7.5 7.5 0 0 0 15 0C19.5 10.3 12 1.5 12 1.5Z" fill="currentColor" />`,
  purple: svg`<path d="M15.5 2.2A10 10 0 1 0 21.8 15.4 8 8 0 1 1 15.5 2.2Z" fill="currentColor" />`,
  red: svg`<path d="M12 1.5C13 6 18.5 8.5 18.5 14.5a6.5 6.5 0 0 1-13 0c0-3 1.6-5 3.2-6.3.1 2.2 1 3.6 2.4 4.3C10.6 9 10.4 5 12 1.5Z" fill="currentColor" />`,
  black: svg`<rect x="3.5" y="3.5" width="17" height="17" rx="2" fill="currentColor" />`,
};

/** A colour's symbol. */
export const colourSymbol = (colour: Colour): TemplateResult => box(COLOUR_SHAPES[colour]);

/** The shape of each rule but Limit 23, whose symbol is the words "≤23". */
const RULE_SHAPES: Readonly<Record<Exclude<RuleKind, 'limit-23'>, TemplateResult>> = {
  'best-of-the-best': svg`<path d="M12 1.8l3.1 6.6 7.1.8-5.3 4.9 1.5 7.1L12 17.6l-6.4 3.6 1.5-7.1L1.8 9.2l7.1-.8Z" fill="currentColor" />`,
  'only-one': svg`<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2.2" /><circle cx="12" cy="12" r="3.4" fill="currentColor" />`,
  trio: svg`<circle cx="12" cy="6" r="3.6" fill="currentColor" /><circle cx="5.6" cy="17" r="3.6" fill="currentColor" /><circle cx="18.4" cy="17" r="3.6" fill="currentColor" />`,
  'support-right': svg`<path d="M21 12H5M11 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" />`,
};

/** A rule's symbol: "≤23" in words for Limit 23, a drawing for the others. */
export const ruleSymbol = (kind: RuleKind): TemplateResult =>
  kind === 'limit-23' ? html`<span class="symbol-text" aria-hidden="true">≤23</span>` : box(RULE_SHAPES[kind]);
