/**
 * Cards that travel: a game's table adds this controller, and marks its cards and the places cards
 * come from. After each update, a card element that is new on the table moves from where a card
 * of the same key was before the update (a card played from the hand to the trick, drawn from a
 * discard pile, picked up into a meld) or, when none was, from the place it names (a bot's seat,
 * the deck, the dealer): it appears there and slides into place. Cards already on the table are
 * left to their containers (a hand slides its own cards).
 *
 * Marks, on any element in the table's shadow root or the shadow roots inside it:
 * - `data-motion="key"`: a card; equal keys are the same card (or copies of it) wherever it lies;
 * - `data-motion-from="place"`: where a new card with no earlier copy comes from;
 * - `data-motion-place="place"`: a place cards come from.
 *
 * Only transforms and opacity are animated (the Web Animations API), so the layout never moves and
 * input is never blocked; a deal staggers its cards but all motion ends within 400 ms. Nothing
 * moves under `prefers-reduced-motion: reduce`, or while the table is hidden.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How long one card travels, in ms. */
export const TRAVEL_MS = 260;
/** The most a deal staggers its last card, in ms (travel plus stagger stays within 400 ms). */
const STAGGER_MS = 140;

interface Seen {
  readonly key: string;
  readonly rect: DOMRect;
}

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment; readonly hasUpdated: boolean };

/** Every element matching `selector` in `root` and the open shadow roots below it. */
function deepQuery(root: ParentNode, selector: string, out: Element[] = []): Element[] {
  for (const el of root.querySelectorAll('*')) {
    if (el.matches(selector)) out.push(el);
    if (el.shadowRoot) deepQuery(el.shadowRoot, selector, out);
  }
  return out;
}

const reduced = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export class CardMotion implements ReactiveController {
  private before = new Map<Element, Seen>();
  /** An update is under way whose cards are to move (the first one deals every card in). */
  private armed = false;
  private frame = 0;
  /** The cards as they were before an update whose move waits for the next frame. */
  private pending: Map<Element, Seen> | null = null;

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  /** Before the table updates: where every card is. */
  hostUpdate(): void {
    this.armed = this.host.isConnected && !reduced();
    // Two updates in one frame: the cards are still where the first found them, and its new ones move too.
    this.before = !this.armed ? new Map() : (this.pending ?? (this.host.hasUpdated ? this.snapshot() : new Map()));
  }

  /** After it updated (and its parts rendered, a frame later): move the new cards. */
  hostUpdated(): void {
    if (!this.armed) return;
    this.armed = false;
    cancelAnimationFrame(this.frame);
    const before = this.before;
    this.before = new Map();
    this.pending = before;
    this.frame = requestAnimationFrame(() => {
      this.pending = null;
      this.move(before);
    });
  }

  hostDisconnected(): void {
    cancelAnimationFrame(this.frame);
    this.before = new Map();
    this.pending = null;
  }

  private snapshot(): Map<Element, Seen> {
    const seen = new Map<Element, Seen>();
    for (const el of deepQuery(this.host.renderRoot, '[data-motion]')) {
      const rect = el.getBoundingClientRect();
      if (rect.width > 0) seen.set(el, { key: el.getAttribute('data-motion')!, rect });
    }
    return seen;
  }

  private move(before: Map<Element, Seen>): void {
    const root = this.host.renderRoot;
    const gone = new Map<string, DOMRect[]>();
    for (const [el, seen] of before) {
      if (el.isConnected) continue;
      const list = gone.get(seen.key) ?? [];
      list.push(seen.rect);
      gone.set(seen.key, list);
    }
    const places = new Map(deepQuery(root, '[data-motion-place]').map((el) => [el.getAttribute('data-motion-place')!, el.getBoundingClientRect()]));
    const fromPlace = new Map<string, number>();
    for (const el of deepQuery(root, '[data-motion]')) {
      if (before.has(el)) continue;
      const to = el.getBoundingClientRect();
      if (to.width === 0) continue;
      const earlier = gone.get(el.getAttribute('data-motion')!)?.shift();
      if (earlier) {
        travel(el, earlier, to, 0, false);
        continue;
      }
      const place = el.getAttribute('data-motion-from');
      const from = place ? places.get(place) : undefined;
      if (!place || !from || from.width === 0) continue;
      const index = fromPlace.get(place) ?? 0;
      fromPlace.set(place, index + 1);
      travel(el, from, to, index, true);
    }
  }
}

/** Animates `el` from the box `from` to where it is now (`to`); from a place it grows in. */
function travel(el: Element, from: DOMRect, to: DOMRect, index: number, grow: boolean): void {
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
  const scale = grow ? 0.5 : Math.min(2, Math.max(0.5, from.width / to.width));
  const delay = Math.min(STAGGER_MS, index * 18);
  el.animate(
    [
      { transform: `translate(${dx}px, ${dy}px) scale(${scale})`, opacity: grow ? 0 : 1 },
      { transform: 'none', opacity: 1 },
    ],
    { duration: TRAVEL_MS, delay, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)', fill: 'backwards' },
  );
}
