import { css } from 'lit';
import { visuallyHidden } from '../shared/visually-hidden.styles.js';

export const styles = [
  css`
    .sr {
      ${visuallyHidden}
    }
    :host {
      display: block;
      color: var(--pt-text, #e8eef5);
      font-family: var(--pt-font, system-ui, sans-serif);
      font-size: 0.9rem;
    }
    details {
      border: 1px solid var(--pt-line, #ffffff26);
      border-radius: 10px;
      background: var(--pt-panel, #13263a);
    }
    summary {
      display: flex;
      gap: 10px;
      align-items: baseline;
      padding: 8px 12px;
      cursor: pointer;
      min-height: 24px;
    }
    .title {
      font-weight: 700;
      flex: none;
    }
    /* The last move, in the summary: one line that fades out at its end rather than breaking. */
    .last {
      min-width: 0;
      flex: 1;
      color: var(--pt-muted, #b6c3d1);
      white-space: nowrap;
      overflow: hidden;
      mask-image: linear-gradient(to right, #000 85%, transparent);
    }
    details[open] .last {
      visibility: hidden;
    }
    /* Positioned, so that the screen reader's words of each move (.sr, absolutely placed) lie in the
       log and scroll with it, rather than below the page, which would then scroll on into emptiness. */
    .log {
      position: relative;
      height: var(--pt-history-height, 13rem);
      overflow-y: auto;
      padding: 0 12px 10px;
      overscroll-behavior: contain;
    }
    .log:focus-visible {
      outline: 2px solid var(--pt-focus, #7cc4ff);
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .group h3 {
      margin: 10px 0 4px;
      font-size: 0.78rem;
      font-weight: 700;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      color: var(--pt-muted, #b6c3d1);
    }
    .group.milestone h3 {
      color: var(--pt-accent-ink, #f2c14e);
    }
    .items li {
      padding: 2px 0 2px 10px;
      border-left: 3px solid transparent;
      overflow-wrap: break-word;
    }
    .items li.mine {
      border-left-color: var(--pt-accent, #f2c14e);
      font-weight: 600;
    }
    .line {
      display: block;
    }
    .line.more {
      font-size: 0.85em;
      color: var(--pt-muted, #b6c3d1);
      font-weight: 400;
    }
    .empty {
      margin: 6px 0;
      color: var(--pt-muted, #b6c3d1);
    }
    @media (max-width: 700px) {
      .log {
        height: var(--pt-history-height, 9rem);
      }
    }
  `,
];
