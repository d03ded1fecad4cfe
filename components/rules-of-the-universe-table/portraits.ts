/**
 * A portrait of each of the ten characters of Rules of the Universe!, drawn for this table: a bust
 * on its own ground, so a character is known at a glance on its card and on its player's panel.
 * Each is a 64-unit square; the place that shows it rounds its corners.
 */
import { svg, type SVGTemplateResult } from 'lit';

const stars = (points: readonly (readonly [number, number])[], fill = '#fff'): SVGTemplateResult =>
  svg`${points.map(([x, y], i) => svg`<circle cx=${x} cy=${y} r=${i % 2 ? 0.8 : 1.2} fill=${fill} opacity=".8"/>`)}`;

const PORTRAITS: readonly SVGTemplateResult[] = [
  // Stone Colossus: a head of cracked rock with glowing eyes, shoulders like boulders.
  svg`<rect width="64" height="64" fill="#6f8594"/>
    <path d="M0 64 4 48 18 41h28l14 7 4 16z" fill="#867c6e"/><path d="M18 41 24 52M46 41 40 53M10 50l6 3" stroke="#5e564b" stroke-width="1.5"/>
    <path d="M17 42 14 22 22 10h20l8 12-3 20z" fill="#a99f8f"/><path d="M22 10l5 9-3 6M42 10l-2 8 4 5M30 31l-3 7" stroke="#6b6356" stroke-width="1.6" fill="none"/>
    <path d="M19 25h9v4h-9zM36 25h9v4h-9z" fill="#4a443b"/><path d="M21 26h5v2h-5zM38 26h5v2h-5z" fill="#ffd45e"/>
    <path d="M25 36h14" stroke="#4a443b" stroke-width="2.2" stroke-linecap="round"/>`,
  // Comet Knight: a silver helm with a blazing comet for a plume, under the stars.
  svg`<rect width="64" height="64" fill="#1d2f5e"/>${stars([
    [8, 10],
    [14, 30],
    [54, 36],
    [6, 44],
    [58, 52],
  ])}
    <path d="M34 15C42 8 52 6 62 4 56 10 46 15 38 19z" fill="#ff9a3c"/><path d="M35 15c6-4 14-7 21-8-5 4-11 7-17 10z" fill="#ffd66b"/>
    <circle cx="33" cy="15" r="4.5" fill="#fff3b0"/>
    <path d="M6 64c0-12 10-19 26-19s26 7 26 19z" fill="#9aa7b8"/><path d="M32 45v19M18 50l6 14M46 50l-6 14" stroke="#6d7a8c" stroke-width="1.5"/>
    <path d="M19 45V29a13 13 0 0 1 26 0v16z" fill="#d7dfea"/><path d="M32 16v29" stroke="#aab6c6" stroke-width="2"/>
    <rect x="21" y="29" width="22" height="4" rx="1.5" fill="#22304a"/><path d="M28 37v6M32 37v6M36 37v6" stroke="#8896a9" stroke-width="1.4"/>`,
  // Void Monk: a deep hood with a face of shadow, two pale eyes and a void on the chest.
  svg`<rect width="64" height="64" fill="#2a1f45"/><circle cx="32" cy="30" r="22" fill="#3b2c63" opacity=".7"/>
    <path d="M8 64c2-16 8-24 24-24s22 8 24 24z" fill="#4b3a78"/>
    <path d="M14 50C13 30 20 11 32 10c12 1 19 20 18 40-5-6-11-8-18-8s-13 2-18 8z" fill="#5a478f"/>
    <ellipse cx="32" cy="31" rx="10" ry="12" fill="#120c22"/>
    <ellipse cx="28" cy="30" rx="1.8" ry="1.2" fill="#d8ceff"/><ellipse cx="36" cy="30" rx="1.8" ry="1.2" fill="#d8ceff"/>
    <circle cx="32" cy="55" r="5.5" fill="#0b0716" stroke="#9d8cff" stroke-width="1.6"/><path d="M29 55a3 3 0 0 1 5-2" stroke="#9d8cff" stroke-width="1.2" fill="none"/>`,
  // Moon Rogue: a hooded face with a dark mask, under a crescent moon.
  svg`<rect width="64" height="64" fill="#0f3a4a"/><circle cx="51" cy="13" r="8" fill="#f5e7a1"/><circle cx="55" cy="10" r="7" fill="#0f3a4a"/>
    ${stars([
      [10, 8],
      [20, 16],
      [6, 26],
    ])}
    <path d="M8 64c2-15 10-22 24-22s22 7 24 22z" fill="#1f5c66"/>
    <path d="M16 46c-2-18 6-32 16-32s18 14 16 32c-4-4-9-6-16-6s-12 2-16 6z" fill="#2a7580"/>
    <circle cx="32" cy="33" r="10.5" fill="#e3b58f"/><path d="M21.5 31c2-9 19-9 21 0-6-3-15-3-21 0z" fill="#2a7580"/>
    <rect x="21" y="29" width="22" height="6" rx="3" fill="#15151f"/><circle cx="27.5" cy="32" r="1.5" fill="#fff"/><circle cx="36.5" cy="32" r="1.5" fill="#fff"/>
    <path d="M29 39.5q3 2 6 0" stroke="#8a5a44" stroke-width="1.3" fill="none" stroke-linecap="round"/>`,
  // Star Thief: a scarf over the face, a stolen star held high.
  svg`<rect width="64" height="64" fill="#23402f"/>${stars([
    [8, 12],
    [16, 6],
    [6, 34],
    [58, 44],
  ])}
    <path d="M8 64c2-14 10-21 24-21s22 7 24 21z" fill="#3c5a2c"/>
    <circle cx="30" cy="31" r="11" fill="#c98f6a"/><path d="M18 29c0-12 24-14 24 0-4-4-20-4-24 0z" fill="#2b2b2b"/>
    <path d="M19 33h22l-2 9c-5 3-13 3-18 0z" fill="#8a2f3c"/><path d="M40 35l8 5-7 1" fill="#8a2f3c"/>
    <ellipse cx="26" cy="30" rx="1.6" ry="1.4" fill="#1b1b1b"/><ellipse cx="34" cy="30" rx="1.6" ry="1.4" fill="#1b1b1b"/>
    <path d="M50 8l2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" fill="#ffd54a" stroke="#a07800" stroke-width=".8"/>
    <path d="M44 50c2-8 4-16 5-24" stroke="#3c5a2c" stroke-width="7" stroke-linecap="round"/><circle cx="49.5" cy="23.5" r="3.6" fill="#c98f6a"/>`,
  // Nebula Witch: a tall pointed hat in the colours of a nebula, long violet hair.
  svg`<rect width="64" height="64" fill="#33194a"/><ellipse cx="14" cy="16" rx="14" ry="8" fill="#b04fa0" opacity=".45"/><ellipse cx="52" cy="40" rx="12" ry="9" fill="#4f6fd0" opacity=".4"/>
    ${stars([
      [8, 40],
      [56, 12],
      [50, 24],
    ])}
    <path d="M8 64c2-14 10-20 24-20s22 6 24 20z" fill="#5d2a86"/>
    <path d="M19 30c-3 10-3 20 0 26h26c3-6 3-16 0-26z" fill="#8e4fc9"/>
    <circle cx="32" cy="35" r="9.5" fill="#f0c8a8"/>
    <ellipse cx="28.5" cy="35" rx="1.5" ry="1.8" fill="#3b1a55"/><ellipse cx="35.5" cy="35" rx="1.5" ry="1.8" fill="#3b1a55"/>
    <path d="M29 40q3 1.6 6 0" stroke="#a0525a" stroke-width="1.3" fill="none" stroke-linecap="round"/>
    <ellipse cx="32" cy="26" rx="21" ry="4.5" fill="#4a1f6e"/>
    <path d="M17 25 36 2l-2 11 12 12z" fill="#6a2fa0"/><path d="M19.5 22.5 42 21l3 3.5H19z" fill="#f2c14e"/>
    <circle cx="30" cy="15" r="1.2" fill="#ffd6f5"/><circle cx="35" cy="10" r=".9" fill="#ffd6f5"/>`,
  // Solar Priestess: a sun for a halo, a golden circlet, white robes.
  svg`<rect width="64" height="64" fill="#c4561c"/>
    <g stroke="#ffd35a" stroke-width="3" stroke-linecap="round">${[0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map((a) => {
      const r = (a * Math.PI) / 180;
      return svg`<path d="M${32 + 19 * Math.cos(r)} ${28 + 19 * Math.sin(r)}L${32 + 26 * Math.cos(r)} ${28 + 26 * Math.sin(r)}"/>`;
    })}</g>
    <circle cx="32" cy="28" r="17" fill="#ffd35a"/>
    <path d="M8 64c2-14 10-20 24-20s22 6 24 20z" fill="#fff4dc"/><path d="M32 44v20" stroke="#e8c98a" stroke-width="2"/>
    <path d="M20 34c-2-12 4-18 12-18s14 6 12 18l-2 12H22z" fill="#e0a82e"/>
    <circle cx="32" cy="31" r="9.5" fill="#f3cfa5"/>
    <path d="M22.5 26.5q9.5-5 19 0" stroke="#b8860b" stroke-width="2.2" fill="none"/><circle cx="32" cy="23.6" r="1.9" fill="#ff7a2f" stroke="#b8860b" stroke-width=".8"/>
    <path d="M27 31q1.5-1.2 3 0M34 31q1.5-1.2 3 0" stroke="#6b3f1d" stroke-width="1.3" fill="none" stroke-linecap="round"/>
    <path d="M29.5 36q2.5 1.5 5 0" stroke="#b5523a" stroke-width="1.3" fill="none" stroke-linecap="round"/>`,
  // Iron Golem: a riveted square head of iron with a furnace's eyes.
  svg`<rect width="64" height="64" fill="#3a4856"/><circle cx="32" cy="26" r="24" fill="#46576a"/>
    <path d="M4 64V50l12-6h32l12 6v14z" fill="#6f7d8a"/><circle cx="10" cy="54" r="1.6" fill="#4a5663"/><circle cx="54" cy="54" r="1.6" fill="#4a5663"/>
    <rect x="26" y="39" width="12" height="7" fill="#55616d"/>
    <rect x="17" y="11" width="30" height="29" rx="3" fill="#8e9caa" stroke="#5a6672" stroke-width="1.6"/>
    <circle cx="20.5" cy="14.5" r="1.3" fill="#5a6672"/><circle cx="43.5" cy="14.5" r="1.3" fill="#5a6672"/><circle cx="20.5" cy="36.5" r="1.3" fill="#5a6672"/><circle cx="43.5" cy="36.5" r="1.3" fill="#5a6672"/>
    <rect x="21" y="21" width="9" height="4" rx="1" fill="#ffb23f"/><rect x="34" y="21" width="9" height="4" rx="1" fill="#ffb23f"/>
    <path d="M24 31h16M24 34h16" stroke="#4a5663" stroke-width="1.6"/><path d="M28 30v6M32 30v6M36 30v6" stroke="#4a5663" stroke-width="1.2"/>`,
  // Chrono Sage: an old sage with a long white beard, an hourglass at hand, a clock behind.
  svg`<rect width="64" height="64" fill="#1f3b5c"/><circle cx="32" cy="26" r="22" fill="none" stroke="#ffffff30" stroke-width="2"/>
    <path d="M32 6v4M32 42v4M12 26h4M48 26h4" stroke="#ffffff40" stroke-width="2"/>
    <path d="M8 64c2-14 10-20 24-20s22 6 24 20z" fill="#3a5f9a"/>
    <circle cx="32" cy="25" r="10.5" fill="#eac9a5"/><path d="M22 21c1-6 5-9 10-9s9 3 10 9c-3-3-6-4-10-4s-7 1-10 4z" fill="#dcdcdc"/>
    <path d="M22 27c0 14 5 24 10 28 5-4 10-14 10-28-3 4-6 5-10 5s-7-1-10-5z" fill="#f4f4f4"/>
    <path d="M25 23h5M34 23h5" stroke="#f4f4f4" stroke-width="2" stroke-linecap="round"/>
    <circle cx="27.5" cy="26" r="1.3" fill="#2b2b2b"/><circle cx="36.5" cy="26" r="1.3" fill="#2b2b2b"/>
    <path d="M45 42h12M45 60h12" stroke="#c9a23a" stroke-width="2" stroke-linecap="round"/><path d="M47 43h8l-4 8zM47 59h8l-4-8z" fill="#f6e2a0" stroke="#c9a23a" stroke-width="1"/><path d="M49 57.5h4l-2-3.5z" fill="#d9a441"/>`,
  // Gravity Brute: a hulking brute with a heavy brow, a stone caught in its orbit.
  svg`<rect width="64" height="64" fill="#2b2138"/><circle cx="32" cy="34" r="26" fill="none" stroke="#ffffff1f" stroke-width="2"/><circle cx="32" cy="34" r="18" fill="none" stroke="#ffffff17" stroke-width="2"/>
    <path d="M0 64c0-16 10-26 32-26s32 10 32 26z" fill="#7d4f9e"/><path d="M14 48c4 2 8 8 8 16M50 48c-4 2-8 8-8 16" stroke="#5e3a7a" stroke-width="2" fill="none"/>
    <path d="M20 20h24l3 14-5 10H22l-5-10z" fill="#a274bd"/>
    <path d="M19 23h26l-1 4H20z" fill="#5e3a7a"/><circle cx="26.5" cy="29.5" r="1.7" fill="#fff"/><circle cx="37.5" cy="29.5" r="1.7" fill="#fff"/>
    <path d="M25 39h14" stroke="#5e3a7a" stroke-width="2.2" stroke-linecap="round"/><path d="M27 39v2.5M37 39v2.5" stroke="#fff" stroke-width="1.6"/>
    <circle cx="54" cy="14" r="4.5" fill="#8b8b9a"/><path d="M52 12.5l2 2" stroke="#5f5f6e" stroke-width="1"/>`,
];

/** The portrait of a character (0 to 9). */
export const portrait = (id: number): SVGTemplateResult =>
  svg`<svg class="portrait" viewBox="0 0 64 64" aria-hidden="true" preserveAspectRatio="xMidYMid slice">${PORTRAITS[id] ?? PORTRAITS[0]}</svg>`;
