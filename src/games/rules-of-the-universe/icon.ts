/** Rules of the Universe!'s icon on the home page: a hero's shield, a sword and a bid coin. */
export const icon = `<svg viewBox="0 0 48 48" xmlns="http://www.w3.org/2000/svg">
  <path d="M8 40L34 14" stroke="#c9d3df" stroke-width="4" stroke-linecap="round"/>
  <path d="M30 10l8 8" stroke="#8a5a00" stroke-width="4" stroke-linecap="round"/>
  <path d="M24 8l14 5v10c0 9-6 15-14 18-8-3-14-9-14-18V13z" fill="#7b3fb5" stroke="#f2c14e" stroke-width="2"/>
  <path d="M24 16l2.4 5 5.4.6-4 3.7 1.1 5.3-4.9-2.7-4.9 2.7 1.1-5.3-4-3.7 5.4-.6z" fill="#f2c14e"/>
  <circle cx="38" cy="38" r="7" fill="#f2c14e" stroke="#8a5a00" stroke-width="1.5"/>
  <text x="38" y="41.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="9" font-weight="800" fill="#8a5a00">5</text>
</svg>`;
