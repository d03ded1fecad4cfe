/** A game's table element as its component tests show it, and the commands it sends. */
import { fixture, fixtureCleanup, html, unsafeStatic } from '@open-wc/testing';

type Table = HTMLElement & { view: unknown; readonly updateComplete: Promise<boolean> };

/**
 * `<tag>` alone on the page (as in the app), `width` px wide, showing `view`; given `prev`, it shows
 * `prev` first and then `view`, so that it sees the step between them.
 */
export async function showTable<E extends Table>(tag: string, view: unknown, width: number, prev?: unknown): Promise<E> {
  fixtureCleanup();
  const el = await fixture<E>(html`<${unsafeStatic(tag)} style="width: ${width}px" .view=${prev ?? view}></${unsafeStatic(tag)}>`);
  if (prev) {
    el.view = view;
    await el.updateComplete;
  }
  return el;
}

/** The commands `el` sends from now on, in order. */
export function commandsFrom<C>(el: Element): C[] {
  const sent: C[] = [];
  el.addEventListener('command', (e) => sent.push((e as CustomEvent<C>).detail));
  return sent;
}
