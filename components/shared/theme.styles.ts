import { css } from 'lit';

/**
 * The theme tokens, defined once at the host of the outermost element and inherited by every nested
 * shadow root. Dark by default, light under `prefers-color-scheme: light`. A page overrides any of
 * them with a rule on the element (`peer-table { --pt-accent: hotpink }`), which beats `:host`.
 * The components fall back to the dark values when used alone. See docs/theming.md.
 */
export const theme = css`
  :host {
    color-scheme: dark light;
    --pt-font: system-ui, sans-serif;

    /* Surfaces */
    --pt-bg: #0d1b2a;
    --pt-panel: #13263a;
    --pt-inset: #0d1b2a;
    --pt-highlight: #1a3350;
    --pt-line: #ffffff26;
    --pt-border: #567;
    --pt-chip: #ffffff1f;
    --pt-scrim: #0009;
    --pt-shadow: #0008;

    /* Text */
    --pt-text: #e8eef5;
    --pt-muted: #b8c6d6;
    --pt-faint: #9fb0c3;

    /* Accents */
    --pt-accent: #f2c14e;
    --pt-accent-text: #1b1b1b;
    --pt-accent-ink: var(--pt-accent);
    --pt-turn: #ffd166;
    --pt-focus: #7cc4ff;

    /* Status */
    --pt-ok: #3fa36b;
    --pt-ok-bg: #173d2a;
    --pt-warning: #c9a23a;
    --pt-warning-bg: #4a3b12;
    --pt-danger: #c2505c;
    --pt-danger-bg: #5a1d24;
    --pt-online: #4cd387;
    --pt-offline: #6b7886;

    /* The game table and its cards */
    --pt-table-bg: radial-gradient(ellipse at 50% 0%, #15294a, #0a1424 70%);
    --pt-felt: radial-gradient(ellipse at 50% 42%, #22795a, #12523b 55%, #0b3627);
    --pt-felt-edge: #152a44;
    --pt-card-width: 64px;
    --pt-card-face: #fbf8ef;
    --pt-card-ink: #2a2a33;
    --pt-card-back: #1b2a4e;
    --pt-card-playable: #7df0b0;
    --pt-card-disabled-veil: #0a1424a6;
  }

  @media (prefers-color-scheme: light) {
    :host {
      --pt-bg: #eef2f7;
      --pt-panel: #ffffff;
      --pt-inset: #f4f7fb;
      --pt-highlight: #e3ebf5;
      --pt-line: #10243a24;
      --pt-border: #7d8da0;
      --pt-chip: #10243a14;
      --pt-scrim: #ffffffd9;
      --pt-shadow: #10243a33;

      --pt-text: #16202b;
      --pt-muted: #475566;
      --pt-faint: #5b6878;

      /* Gold text would be unreadable on white: accent text is the accent, much darker and warmer. */
      --pt-accent-ink: color-mix(in srgb, var(--pt-accent) 45%, #2a0f00);
      --pt-turn: #f4b400;
      --pt-focus: #0a66c2;

      --pt-ok: #1e7b4a;
      --pt-ok-bg: #dcf2e4;
      --pt-warning: #946b00;
      --pt-warning-bg: #fbf0cf;
      --pt-danger: #b42f3c;
      --pt-danger-bg: #fde3e5;
      --pt-online: #1f9d55;
      --pt-offline: #8c97a3;

      --pt-table-bg: radial-gradient(ellipse at 50% 0%, #f7f9fc, #d9e1eb 70%);
      --pt-felt: radial-gradient(ellipse at 50% 42%, #4fae84, #2f8a63 55%, #21704f);
      --pt-felt-edge: #a9b8c9;
      --pt-card-playable: #1f9d55;
      --pt-card-disabled-veil: #eef2f773;
    }
  }
`;

/** Include in an element's styles: under `prefers-reduced-motion: reduce` nothing in its shadow root moves. */
export const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition: none !important;
      animation: none !important;
    }
  }
`;
