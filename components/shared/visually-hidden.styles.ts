import { css } from 'lit';

/** Out of sight but read by screen readers: put it inside a rule, `.sr { ${visuallyHidden} }`. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
