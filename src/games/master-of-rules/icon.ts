/** Master of Rules' icon on the home page: a rule card weighing two numbers. */
export const icon = `<svg viewBox="0 0 48 48" xmlns="http://www.w3.org/2000/svg">
  <rect x="6" y="8" width="36" height="32" rx="4" fill="#2c3e63"/>
  <path d="M24 13v20M14 18h20" stroke="#f2c14e" stroke-width="2.5" stroke-linecap="round"/>
  <path d="M14 18l-5 9h10zM34 18l-5 9h10z" fill="#f2c14e"/>
  <text x="14" y="25.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="7" font-weight="800" fill="#2c3e63">3</text>
  <text x="34" y="25.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="7" font-weight="800" fill="#2c3e63">7</text>
  <rect x="18" y="33" width="12" height="3" rx="1.5" fill="#f2c14e"/>
</svg>`;
