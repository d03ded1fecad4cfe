import { css } from 'lit';

/**
 * What a game's table element starts from: a block in the page's text colour and font, the
 * theme's colours as short tokens (`--_panel`, `--_muted`, `--_accent`, `--_turn`, `--_ok`,
 * `--_bad`), border-box sizing, lists and headings without their default margins, and buttons in
 * the table's font. The table adds its container name, its own tokens and its layout.
 */
export const tableBaseStyles = css`
  :host {
    display: block;
    color: var(--pt-text, #eef3f8);
    font-family: var(--pt-font, system-ui, sans-serif);
    --_panel: var(--pt-panel, #13263a);
    --_muted: var(--pt-muted, #b8c6d6);
    --_accent: var(--pt-accent, #f2c14e);
    --_turn: var(--pt-turn, #ffd166);
    --_ok: var(--pt-ok, #3fa36b);
    --_bad: var(--pt-danger, #c2505c);
  }
  * {
    box-sizing: border-box;
  }
  h2,
  h3,
  p,
  ul,
  ol,
  figure {
    margin: 0;
  }
  ul,
  ol {
    list-style: none;
    padding: 0;
  }
  button {
    font: inherit;
    cursor: pointer;
  }
`;
