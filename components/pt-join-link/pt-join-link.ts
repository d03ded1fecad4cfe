/**
 * The link friends open to join a table: the address in a read-only field, a Copy button that
 * confirms "Copied" (or selects the address for a manual copy when the clipboard is refused), and
 * a QR code of the address for phones across the room.
 *
 * @fires link-copied - `CustomEvent<{url}>` after the clipboard took the link.
 *
 * @csspart url - the read-only field holding the address.
 * @csspart copy - the Copy button.
 * @csspart status - the confirmation, a polite live region: "Copied" (for screen readers; the
 *   button shows it) or how to copy the selected link by hand.
 * @csspart qr - the QR code (role="img").
 * @csspart local - the note shown when the link opens only on this computer (a localhost address).
 *
 * @cssprop --pt-qr-size - width and height of the QR code (default 148px).
 * @cssprop --pt-accent - the Copy button.
 * @cssprop --pt-text - text colour (see docs/theming.md for the dark and light palettes).
 */
import { html, LitElement, type PropertyValues } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { renderSVG as RenderSvg } from 'uqr';
import { isLoopback } from '../../src/app/address.js';
import { styles } from './pt-join-link.styles.js';
import { define } from '../shared/define.js';

export type LinkCopiedEvent = CustomEvent<{ url: string }>;

const CONFIRM_MS = 2500;

let encoder: typeof RenderSvg | null = null;
const loadEncoder = async (): Promise<void> => {
  encoder ??= (await import('uqr')).renderSVG;
};

export class PtJoinLink extends LitElement {
  static override styles = styles;
  static override properties = {
    url: {},
    copied: { state: true },
  };

  /** The join address. */
  declare url: string;
  /** '' | 'copied' | 'manual': what the status line says. */
  declare copied: '' | 'copied' | 'manual';
  private qr = '';
  private encoding: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.url = '';
    this.copied = '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('url')) this.copied = '';
    // The SVG comes from uqr and holds only rects and paths: the address is encoded in its modules.
    // The encoder is a chunk of its own, loaded with the first link to draw.
    if (!encoder && this.url) {
      // Without its encoder (a failed chunk) the link shows alone, and the next update tries again.
      this.encoding = loadEncoder().then(
        () => this.requestUpdate(),
        () => undefined,
      );
      this.qr = '';
    } else if (encoder && (changed.has('url') || !this.qr)) {
      this.qr = this.url ? encoder(this.url, { ecc: 'M', border: 2, blackColor: '#0d1b2a' }) : '';
    }
  }

  /** Done once the QR code is drawn too (its encoder may still be loading at the first update). */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    if (!this.encoding) return done;
    await this.encoding;
    return super.getUpdateComplete();
  }

  /** Copies the link; resolves true when the clipboard took it, false when the text was selected instead. */
  async copy(): Promise<boolean> {
    clearTimeout(this.timer);
    let ok = false;
    try {
      await navigator.clipboard.writeText(this.url);
      ok = true;
    } catch {
      const field = this.renderRoot.querySelector('input');
      field?.focus();
      field?.select();
    }
    this.copied = ok ? 'copied' : 'manual';
    if (ok) {
      this.dispatchEvent(new CustomEvent('link-copied', { detail: { url: this.url }, bubbles: true, composed: true }));
      this.timer = setTimeout(() => (this.copied = ''), CONFIRM_MS);
    }
    return ok;
  }

  override render() {
    const status = this.copied === 'copied' ? 'Copied' : this.copied === 'manual' ? 'Link selected: press Ctrl+C (⌘C) to copy it' : '';
    return html`
      <div class="row">
        <input part="url" type="text" readonly aria-label="Join link" .value=${this.url} @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} />
        <button part="copy" type="button" class=${this.copied === 'copied' ? 'done' : ''} @click=${() => void this.copy()}>
          ${this.copied === 'copied' ? '✓ Copied' : 'Copy'}
        </button>
      </div>
      <p part="status" class="status ${this.copied}" role="status" aria-live="polite">${status}</p>
      ${
        isLoopback(this.url)
          ? html`<p part="local" class="local">
            This link opens only on this computer. For friends on your network, start peer-table with
            <code>HOST=0.0.0.0 npm start</code> and share the address it prints.
          </p>`
          : null
      }
      ${this.qr ? html`<div part="qr" class="qr" role="img" aria-label="QR code of the join link">${unsafeHTML(this.qr)}</div>` : null}
    `;
  }
}

define('pt-join-link', PtJoinLink);

declare global {
  interface HTMLElementTagNameMap {
    'pt-join-link': PtJoinLink;
  }
  interface HTMLElementEventMap {
    'link-copied': LinkCopiedEvent;
  }
}
