/** Secrets of the Universe's icon on the home page: a spiral galaxy among stars. */
export const icon = `<svg viewBox="0 0 48 48" xmlns="http://www.w3.org/2000/svg">
  <circle cx="24" cy="24" r="21" fill="#1b2a4e"/>
  <path d="M24 24c0-4 5-6 8-3s1 10-6 11-13-5-12-12 9-13 17-11" fill="none" stroke="#9ad0ff" stroke-width="3" stroke-linecap="round"/>
  <path d="M24 24c0 4-5 6-8 3" fill="none" stroke="#c8a6ff" stroke-width="3" stroke-linecap="round"/>
  <circle cx="24" cy="24" r="2.5" fill="#fff6c8"/>
  <circle cx="10" cy="12" r="1.3" fill="#fff"/><circle cx="38" cy="36" r="1.3" fill="#fff"/><circle cx="37" cy="10" r="1" fill="#fff"/>
</svg>`;
