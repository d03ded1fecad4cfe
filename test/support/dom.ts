/** What component tests ask of an element's shadow DOM: elements by selector, their text as read, their labels and linked terms, and the moment its cards have arrived. */

/** The first element under `host`'s shadow root matching `selector` (null at run time when there is none). */
export const $ = <T extends Element = HTMLElement>(host: Element, selector: string): T => host.shadowRoot!.querySelector<T>(selector)!;

/** Every element under `host`'s shadow root matching `selector`. */
export const $$ = <T extends Element = HTMLElement>(host: Element, selector: string): T[] => [...host.shadowRoot!.querySelectorAll<T>(selector)];

/** An element's text with its white space run together, as a person reads it ('' when there is none). */
export function text(el: Element | null | undefined): string;
/** The text of the element matching `selector` under `host`'s shadow root. */
export function text(host: Element, selector: string): string;
export function text(el: Element | null | undefined, selector?: unknown): string {
  // Used as a map callback too (`elements.map(text)`), where the second argument is an index.
  const target = typeof selector !== 'string' ? el : el ? $(el, selector) : null;
  return target?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** The text of the first element matching `selector` under `root` (a shadow root, or an element and what it holds), as read; null when there is none. */
export const textIn = (root: ParentNode, selector: string): string | null => {
  const found = root.querySelector(selector);
  return found ? text(found) : null;
};

/** The text of every element matching `selector` under `root`, as read. */
export const textsIn = (root: ParentNode, selector: string): string[] => [...root.querySelectorAll(selector)].map((e) => text(e));

/** The `aria-label` of every element matching `selector` under `root` (null for one without). */
export const labels = (root: ParentNode, selector: string): (string | null)[] => [...root.querySelectorAll(selector)].map((e) => e.getAttribute('aria-label'));

/** The How to play terms linked inside the elements matching `selector` under `root`, in order. */
export const terms = (root: ParentNode, selector: string): (string | null)[] =>
  [...root.querySelectorAll(`${selector} pt-term-link`)].map((t) => t.getAttribute('term'));

/** Once `host` has updated: the frame in which its cards start to travel, then every travel finished. */
export async function arrived(host: Element & { readonly updateComplete: Promise<unknown> }): Promise<void> {
  await host.updateComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await Promise.all(host.shadowRoot!.getAnimations().map((a) => a.finished.catch(() => undefined)));
}
