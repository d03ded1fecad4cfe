/** Crazier Eights' icon on the home page: an eight with a spark, on a card. */
export const icon = `<svg viewBox="0 0 48 48" xmlns="http://www.w3.org/2000/svg">
  <rect x="9" y="4" width="30" height="40" rx="4" fill="#fbf8ef" stroke="#d94f4f" stroke-width="2.5"/>
  <rect x="9" y="4" width="30" height="9" rx="4" fill="#d94f4f"/>
  <text x="24" y="36" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" font-weight="800" fill="#1b2a4e">8</text>
  <path d="M35 15l-5 8h4l-3 7 7-10h-4z" fill="#f2c14e" stroke="#8a5a00" stroke-width="0.8"/>
</svg>`;
