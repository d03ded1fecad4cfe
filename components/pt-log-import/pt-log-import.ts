/**
 * A drop zone for a saved game log: drop a file on it or choose one with the button. Reads the file
 * as text and hands it on; it neither parses nor checks it.
 *
 * @fires log-text - `CustomEvent<{text: string, name: string}>` with the file's text and name.
 *
 * @csspart zone - the drop zone.
 * @csspart button - the "Choose a file" button.
 * @csspart error - the error message (role=alert).
 *
 * @cssprop --pt-text, --pt-muted, --pt-accent, --pt-focus, --pt-panel, --pt-font - as in the app.
 * @cssprop --pt-import-error - the error colour (default #c2505c).
 */
import { html, LitElement, nothing } from 'lit';
import { MAX_LOG_BYTES } from '../../src/log/parse.js';
import { styles } from './pt-log-import.styles.js';
import { define } from '../shared/define.js';

export type LogTextEvent = CustomEvent<{ text: string; name: string }>;

export class PtLogImport extends LitElement {
  static override styles = styles;
  static override properties = {
    error: {},
    over: { state: true },
    tooBig: { state: true },
  };

  /** A message about the last file (it could not be read, or is not a log); empty for none. */
  declare error: string;
  declare over: boolean;
  declare tooBig: string;
  private depth = 0;

  constructor() {
    super();
    this.error = '';
    this.over = false;
    this.tooBig = '';
  }

  /** Reads `file` and fires log-text. */
  async read(file: File): Promise<void> {
    this.tooBig = '';
    if (file.size > MAX_LOG_BYTES) {
      this.tooBig = `${file.name} is too large to be a peer-table log (${Math.round(file.size / 1048576)} MB).`;
      return;
    }
    const text = await file.text();
    this.dispatchEvent(new CustomEvent('log-text', { detail: { text, name: file.name }, bubbles: true, composed: true }));
  }

  private choose(): void {
    this.renderRoot.querySelector<HTMLInputElement>('input[type=file]')?.click();
  }

  private onPicked(e: Event): void {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file) void this.read(file);
    input.value = ''; // choosing the same file again fires change again
  }

  private onDragEnter(e: DragEvent): void {
    if (!e.dataTransfer?.types.includes('Files')) return;
    e.preventDefault();
    this.depth++;
    this.over = true;
  }

  private onDragOver(e: DragEvent): void {
    if (!e.dataTransfer?.types.includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    this.over = true;
  }

  private onDragLeave(): void {
    this.depth = Math.max(0, this.depth - 1);
    if (this.depth === 0) this.over = false;
  }

  private onDrop(e: DragEvent): void {
    e.preventDefault();
    this.depth = 0;
    this.over = false;
    const file = e.dataTransfer?.files[0];
    if (file) void this.read(file);
  }

  override render() {
    const message = this.tooBig || this.error;
    return html`<div
        class="zone ${this.over ? 'over' : ''}"
        part="zone"
        @dragenter=${this.onDragEnter}
        @dragover=${this.onDragOver}
        @dragleave=${this.onDragLeave}
        @drop=${this.onDrop}
      >
        <svg class="icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5zM11 11v4.6l-1.8-1.8-1.4 1.4L12 19.4l4.2-4.2-1.4-1.4-1.8 1.8V11h-2z"/>
        </svg>
        <p id="prompt">${this.over ? 'Release to open this log' : 'Drop a peer-table log here, or choose a file'}</p>
        <button type="button" part="button" aria-describedby="prompt" @click=${this.choose}>Choose a file</button>
        <input type="file" accept=".json,application/json" hidden tabindex="-1" aria-hidden="true" @change=${this.onPicked} />
      </div>
      <p class="error" part="error" role="alert">${message || nothing}</p>`;
  }
}

define('pt-log-import', PtLogImport);

declare global {
  interface HTMLElementTagNameMap {
    'pt-log-import': PtLogImport;
  }
  interface HTMLElementEventMap {
    'log-text': LogTextEvent;
  }
}
