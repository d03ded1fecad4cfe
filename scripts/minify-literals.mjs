// An esbuild plugin for the widget build: minifies the CSS inside Lit's css`…` templates with
// esbuild's own CSS minifier (interpolations are kept as placeholders and put back; a template that
// is a value, with no rule in it, is left as it is), and folds the line breaks and indentation of
// html`…` templates into single spaces, which HTML treats alike.
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';

const CSS_TEMPLATE = /\bcss`((?:[^`\\]|\\.)*)`/g;
const MARK = (i) => `--pt-slot-${i}`;

async function minifyCss(body) {
  // A value, not a stylesheet (css`1100px`): the CSS minifier would make it a rule.
  if (!body.includes('{')) return body;
  const slots = [];
  const text = body.replace(/\$\{([^}]*)\}/g, (_, expr) => {
    slots.push(expr);
    return `var(${MARK(slots.length - 1)})`;
  });
  const { code } = await esbuild.transform(text, { loader: 'css', minify: true });
  let out = code.trim();
  slots.forEach((expr, i) => (out = out.replace(`var(${MARK(i)})`, `\${${expr}}`)));
  return slots.every((_, i) => !out.includes(MARK(i))) ? out : body;
}

export async function transformSource(source) {
  let result = '';
  let last = 0;
  for (const match of source.matchAll(CSS_TEMPLATE)) {
    result += `${source.slice(last, match.index)}css\`${await minifyCss(match[1])}\``;
    last = match.index + match[0].length;
  }
  result += source.slice(last);
  // Only html templates whose text has no nested template: their line breaks are markup whitespace.
  return result.replace(/\bhtml`([^`$]*)`/g, (_, body) => `html\`${body.replace(/\s*\n\s*/g, ' ')}\``);
}

export const minifyLiterals = {
  name: 'minify-literals',
  setup(build) {
    build.onLoad({ filter: /components\/.*\.ts$/ }, async (args) => ({
      contents: await transformSource(await readFile(args.path, 'utf8')),
      loader: 'ts',
    }));
  },
};
