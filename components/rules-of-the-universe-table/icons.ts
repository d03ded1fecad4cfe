/**
 * The table's small drawings: the sword of an attack strength, the shield of a defence strength,
 * the heart of health, the Lucky Coin, and one sign for each kind of magic ability (a heart with a
 * cross for Heal, a lightning bolt for Strike, a drop for Drain, a cracked ground for Quake, an
 * arrow back for Recall, a full circle of arrows for Restore, a spark for Renew). All are ours,
 * drawn on a 16-unit square in the current colour unless a colour is theirs.
 */
import { svg, type SVGTemplateResult } from 'lit';
import type { AbilityKind } from '../../src/games/rules-of-the-universe/data.js';

export const swordIcon = svg`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d="M14.5 1.5 7 9l-.9-.9 7.5-7.5zM13 1.5h1.5V3L7.8 9.7 6.3 8.2zM3.2 8.6l4.2 4.2-1 1-1.3-1.3-2.2 2.2-1.6-1.6 2.2-2.2-1.3-1.3z" fill="currentColor"/></svg>`;
export const shieldIcon = svg`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 1 2.5 3v4.5C2.5 11 5 13.6 8 15c3-1.4 5.5-4 5.5-7.5V3z" fill="currentColor"/><path d="M8 3.2v9.6" stroke="#fff" stroke-opacity=".45" stroke-width="1.2"/></svg>`;
export const heartIcon = svg`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 14.5S1.5 10.4 1.5 5.8A3.3 3.3 0 0 1 8 4.3a3.3 3.3 0 0 1 6.5 1.5C14.5 10.4 8 14.5 8 14.5z" fill="currentColor"/></svg>`;
/** The Lucky Coin: a gold coin with a four-leaf clover. */
export const luckyIcon = svg`<svg class="icon lucky-coin" viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="8" r="7.2" fill="#f2c14e" stroke="#8a5a00" stroke-width="1.2"/><g fill="#2f7d3a"><circle cx="6.4" cy="6.4" r="1.9"/><circle cx="9.6" cy="6.4" r="1.9"/><circle cx="6.4" cy="9.6" r="1.9"/><circle cx="9.6" cy="9.6" r="1.9"/></g></svg>`;
/** A card crossed out: exhausted for good. */
export const exhaustedIcon = svg`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><rect x="3.5" y="1.5" width="9" height="13" rx="1.5" fill="none" stroke="currentColor" stroke-width="1.4"/><path d="M2 14 14 2" stroke="currentColor" stroke-width="1.6"/></svg>`;

/** The sign of each kind of magic ability, in its own colour. */
export const ABILITY_ICONS: Readonly<Record<AbilityKind, SVGTemplateResult>> = {
  heal: svg`<svg class="icon ab-icon" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 14.5S1.5 10.4 1.5 5.8A3.3 3.3 0 0 1 8 4.3a3.3 3.3 0 0 1 6.5 1.5C14.5 10.4 8 14.5 8 14.5z" fill="#2f9e5b"/><path d="M8 6v5M5.5 8.5h5" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/></svg>`,
  strike: svg`<svg class="icon ab-icon" viewBox="0 0 16 16" aria-hidden="true"><path d="M9.5 1 3 9.2h4.2L6 15l7-8.6H8.7z" fill="#e0742b" stroke="#8a3a0c" stroke-width=".8" stroke-linejoin="round"/></svg>`,
  drain: svg`<svg class="icon ab-icon" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 1.2C8 1.2 3 7 3 10.2a5 5 0 0 0 10 0C13 7 8 1.2 8 1.2z" fill="#b3263a"/><path d="M6 10.5a2 2 0 0 0 2 2" stroke="#fff" stroke-opacity=".7" stroke-width="1.3" fill="none" stroke-linecap="round"/></svg>`,
  quake: svg`<svg class="icon ab-icon" viewBox="0 0 16 16" aria-hidden="true"><path d="M.8 8.5h3l1.6-5.5 2.4 10.5 2.2-8 1.4 4.5 1-1.5h2.8" stroke="#a0622a" stroke-width="1.7" fill="none" stroke-linejoin="round" stroke-linecap="round"/></svg>`,
  recall: svg`<svg class="icon ab-icon" viewBox="0 0 16 16" aria-hidden="true"><rect x="7.5" y="2" width="7" height="10" rx="1.2" fill="#3d6fb6"/><path d="M9 14.2H5.2A3.2 3.2 0 0 1 2 11V5" stroke="#3d6fb6" stroke-width="1.6" fill="none"/><path d="m.2 6.8 1.8-2.6 1.8 2.6" stroke="#3d6fb6" stroke-width="1.6" fill="none" stroke-linejoin="round"/></svg>`,
  restore: svg`<svg class="icon ab-icon" viewBox="0 0 16 16" aria-hidden="true"><path d="M13.3 6.2A5.6 5.6 0 0 0 3 5M2.7 9.8A5.6 5.6 0 0 0 13 11" stroke="#3d6fb6" stroke-width="1.7" fill="none"/><path d="m1.6 2.6.9 3.3 3.3-.9M14.4 13.4l-.9-3.3-3.3.9" stroke="#3d6fb6" stroke-width="1.6" fill="none" stroke-linejoin="round"/><rect x="6.2" y="5.8" width="3.6" height="4.6" rx=".6" fill="#3d6fb6"/></svg>`,
  renew: svg`<svg class="icon ab-icon" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 .8 9.6 6.4 15.2 8 9.6 9.6 8 15.2 6.4 9.6.8 8l5.6-1.6z" fill="#8e55c7"/><circle cx="8" cy="8" r="1.6" fill="#fff"/></svg>`,
};
