/** Planet Tricks' icon on the home page: a ringed planet before a card. */
export const icon = `<svg viewBox="0 0 48 48" xmlns="http://www.w3.org/2000/svg">
  <rect x="25" y="6" width="18" height="26" rx="3" fill="#fbf8ef" stroke="#c9a227" stroke-width="2" transform="rotate(12 34 19)"/>
  <circle cx="20" cy="26" r="12" fill="#e0803c"/>
  <path d="M10 21c4-2 14-1 20 5" stroke="#b85a22" stroke-width="2" fill="none"/>
  <ellipse cx="20" cy="27" rx="19" ry="5.5" fill="none" stroke="#f2c14e" stroke-width="2.5" transform="rotate(-16 20 27)"/>
</svg>`;
