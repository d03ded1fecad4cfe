/**
 * What a table's polite live region says: the step from the view shown before to the one shown now
 * (a card played, a trick taken), in the game's words. A view that brings nothing to say leaves the
 * last words in place. The table renders `said` in its `part="announcer"` region, `aria-live="polite"`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host<V> = ReactiveControllerHost & { readonly view: V | null };

export class Announcer<V, A = string> implements ReactiveController {
  /** The words the live region says now. */
  said: A;
  private seen: V | null = null;

  /** `describe` gives the words for a step, or null (or '') when it says nothing; `initial` is said before any. */
  constructor(
    private readonly host: Host<V>,
    private readonly describe: (prev: V | null, view: V) => A | null | '',
    initial: A,
  ) {
    this.said = initial;
    host.addController(this);
  }

  /** Before each render: a new view has its words said. */
  hostUpdate(): void {
    const view = this.host.view;
    if (view === this.seen) return;
    const prev = this.seen;
    this.seen = view;
    if (!view) return;
    const words = this.describe(prev, view);
    if (words) this.said = words;
  }
}
