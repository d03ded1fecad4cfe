/** What component tests ask of an element's shadow DOM: an element by selector, and its text as read. */

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
