/**
 * Boxes that scroll say so: in the frame after each render, every element of the host's shadow
 * root marked `data-scroll` (a row that scrolls sideways) or `data-scroll="y"` (a panel that
 * scrolls down) gets `data-more` naming the edges it has more beyond ("start", "end" or both;
 * "top", "bottom" or both; none when it all shows), kept up to date as it scrolls or changes size.
 * The styles fade those edges (`scrollHintStyles`), so a cut card reads as "there is more this way".
 */
import { css, type ReactiveController, type ReactiveControllerHost } from 'lit';

/** The edges of `el` with more beyond them: sideways, or down with `vertical`. */
export function edgesOf(el: Element, vertical = false): string {
  const max = vertical ? el.scrollHeight - el.clientHeight : el.scrollWidth - el.clientWidth;
  if (max <= 1) return '';
  const at = Math.abs(vertical ? el.scrollTop : el.scrollLeft);
  const [before, after] = vertical ? ['top', 'bottom'] : ['start', 'end'];
  return [at > 1 ? before : '', at < max - 1 ? after : ''].filter(Boolean).join(' ');
}

export class ScrollHints implements ReactiveController {
  private watched = new WeakSet<Element>();
  private readonly resizes = new ResizeObserver((entries) => entries.forEach((e) => this.mark(e.target)));

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /** The frame the marks wait for, if any. */
  private frame = 0;

  /**
   * After a render, the marks wait for the next frame: measuring at once would lay the page out
   * before the rest of it has rendered (and again for each render in one frame), and the frame
   * lays it out anyway.
   */
  hostUpdated(): void {
    this.frame ||= requestAnimationFrame(() => {
      this.frame = 0;
      this.markAll();
    });
  }

  hostDisconnected(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.resizes.disconnect();
    this.watched = new WeakSet();
  }

  private markAll(): void {
    for (const el of this.host.shadowRoot?.querySelectorAll('[data-scroll]') ?? []) {
      if (!this.watched.has(el)) {
        this.watched.add(el);
        el.addEventListener('scroll', () => this.mark(el), { passive: true });
        this.resizes.observe(el);
      }
      this.mark(el);
    }
  }

  private mark(el: Element): void {
    const edges = edgesOf(el, el.getAttribute('data-scroll') === 'y');
    if ((el.getAttribute('data-more') ?? '') === edges) return;
    if (edges) el.setAttribute('data-more', edges);
    else el.removeAttribute('data-more');
  }
}

/** The fade at each edge a box has more beyond. */
export const scrollHintStyles = css`
  [data-scroll][data-more='end'] {
    mask-image: linear-gradient(to right, #000 calc(100% - 32px), #0000);
  }
  [data-scroll][data-more='start'] {
    mask-image: linear-gradient(to left, #000 calc(100% - 32px), #0000);
  }
  [data-scroll][data-more='start end'] {
    mask-image: linear-gradient(to right, #0000, #000 32px, #000 calc(100% - 32px), #0000);
  }
  [data-scroll='y'][data-more='bottom'] {
    mask-image: linear-gradient(to bottom, #000 calc(100% - 28px), #0000);
  }
  [data-scroll='y'][data-more='top'] {
    mask-image: linear-gradient(to top, #000 calc(100% - 28px), #0000);
  }
  [data-scroll='y'][data-more='top bottom'] {
    mask-image: linear-gradient(to bottom, #0000, #000 28px, #000 calc(100% - 28px), #0000);
  }
`;
