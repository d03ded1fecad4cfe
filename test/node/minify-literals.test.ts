/** The widget build's minifier of Lit templates (scripts/minify-literals.mjs). */
import assert from 'node:assert/strict';
import { it } from 'node:test';
// @ts-expect-error: a build script in plain JavaScript, without types.
import { transformSource } from '../../scripts/minify-literals.mjs';

it('minifies the CSS of css`…` stylesheets, keeping their interpolations', async () => {
  const out: string = await transformSource('const s = css`\n  .a {\n    color: red;\n    margin: ${GAP} auto;\n  }\n`;');
  assert.equal(out, 'const s = css`.a{color:red;margin:${GAP} auto}`;');
});

it('leaves a css`…` value with no rule in it as it is', async () => {
  assert.equal(await transformSource('const COLUMN = css`1100px`;'), 'const COLUMN = css`1100px`;');
});

it('folds the line breaks of html`…` templates with no nested template into spaces', async () => {
  assert.equal(await transformSource('html`<p>\n    a\n  </p>`'), 'html`<p> a </p>`');
});
