/**
 * The table's chat: a scrolling log of lines ("Bob: hi", with the time) and a one-line input.
 * Enter or Send fires `chat-send`; the input then clears. The log follows new lines unless the
 * reader has scrolled up.
 *
 * @fires chat-send - `CustomEvent<{text}>`: trimmed, 1 to 280 characters.
 *
 * @csspart log - the scrolling lines (role="log").
 * @csspart line - one line.
 * @csspart form - the input and the button.
 * @csspart input - the text input.
 * @csspart send - the Send button.
 *
 * @cssprop --pt-chat-height - height of the log (default 12rem).
 * @cssprop --pt-chat-bg - background of the log.
 * @cssprop --pt-accent - the Send button and the names.
 * @cssprop --pt-text - text colour (see docs/theming.md for the dark and light palettes).
 */
import { html, LitElement, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { MAX_CHAT_LENGTH, type ChatLine } from '../../src/net/protocol.js';
import { styles } from './pt-chat.styles.js';
import { define } from '../shared/define.js';

export type ChatSendEvent = CustomEvent<{ text: string }>;

const pad = (n: number): string => String(n).padStart(2, '0');
/** "HH:MM" in the reader's time zone. */
export const clock = (at: number): string => {
  const d = new Date(at);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export class PtChat extends LitElement {
  static override styles = styles;
  static override properties = {
    lines: { attribute: false },
    disabled: { type: Boolean, reflect: true },
    disabledText: { attribute: 'disabled-text' },
    label: {},
  };

  declare lines: readonly ChatLine[];
  /** No sending (e.g. while offline); the log stays readable. */
  declare disabled: boolean;
  /** Why sending is off, shown in the input while disabled. */
  declare disabledText: string;
  /** Accessible name of the log and heading text. */
  declare label: string;
  private following = true;

  constructor() {
    super();
    this.lines = [];
    this.disabled = false;
    this.disabledText = 'Chat is unavailable offline';
    this.label = 'Chat';
  }

  private get log(): HTMLElement | null {
    return this.renderRoot.querySelector('[part=log]');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const log = this.log;
    if (changed.has('lines') && log) this.following = log.scrollTop + log.clientHeight >= log.scrollHeight - 24;
  }

  protected override updated(changed: PropertyValues<this>): void {
    const log = this.log;
    if (changed.has('lines') && log && this.following) log.scrollTop = log.scrollHeight;
  }

  private send(event: SubmitEvent): void {
    event.preventDefault();
    const input = this.renderRoot.querySelector('input')!;
    const text = input.value.trim().slice(0, MAX_CHAT_LENGTH);
    if (!text || this.disabled) return;
    this.dispatchEvent(new CustomEvent('chat-send', { detail: { text }, bubbles: true, composed: true }));
    input.value = '';
    this.following = true;
  }

  override render() {
    return html`
      <h3 id="title">${this.label}</h3>
      <div part="log" role="log" aria-live="polite" aria-labelledby="title" tabindex="0">
        ${this.lines.length === 0 ? html`<p class="empty">No messages yet. Say hello!</p>` : null}
        ${repeat(
          this.lines,
          (line, i) => `${line.at}:${i}`,
          (line) => html`<p part="line">
            <time datetime=${new Date(line.at).toISOString()}>${clock(line.at)}</time>
            <span class="text"><b>${line.from}:</b> ${line.text}</span>
          </p>`,
        )}
      </div>
      <form part="form" @submit=${this.send}>
        <input
          part="input"
          type="text"
          aria-label="Chat message"
          placeholder=${this.disabled ? this.disabledText : 'Say something…'}
          maxlength=${MAX_CHAT_LENGTH}
          autocomplete="off"
          enterkeyhint="send"
          ?disabled=${this.disabled}
        />
        <button part="send" type="submit" ?disabled=${this.disabled}>Send</button>
      </form>
    `;
  }
}

define('pt-chat', PtChat);

declare global {
  interface HTMLElementTagNameMap {
    'pt-chat': PtChat;
  }
  interface HTMLElementEventMap {
    'chat-send': ChatSendEvent;
  }
}
