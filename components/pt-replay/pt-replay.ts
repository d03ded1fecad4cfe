/**
 * A replay of a saved game log: the game's own table at any step, every hand face up or one seat's
 * view, a verdict badge, transport controls, a scrub bar and a move list. The log is replayed once
 * into every intermediate state; stepping only picks one. Playback timers live here, never in rules.
 *
 * Keys (anywhere inside the element): ←/→ step, Home/End first/last, Space play/pause, [ and ]
 * slower/faster; ↑/↓ also step inside the move list.
 *
 * @fires step-change - `CustomEvent<{step: number}>` when the viewer moves to another step (buttons,
 *   keys, scrub bar, move list, playback); not when `step` is set from outside.
 * @fires perspective-change - `CustomEvent<{perspective: 'all' | number}>` when the viewer picks one.
 *
 * @csspart header - the verdict badge and the log's details.
 * @csspart verdict - the verdict badge.
 * @csspart problem - why the replay stops early (a log that breaks the rules).
 * @csspart controls - buttons, scrub bar, step count, speed and perspective.
 * @csspart scrub - the scrub bar (input type=range).
 * @csspart count - "Step 12 of 184".
 * @csspart now - what the current step did, in words (visible; the move list highlights it too).
 * @csspart announcer - the polite live region announcing each step as the viewer moves (visually hidden).
 * @csspart stage - the table and the "All hands" panel.
 * @csspart hands - the "All hands" panel.
 * @csspart moves - the move list's panel; @csspart move-list - its ordered list.
 *
 * @cssprop --pt-text, --pt-muted, --pt-accent, --pt-focus, --pt-panel, --pt-font - as in the app.
 * @cssprop --pt-replay-bg, --pt-replay-padding - the element's own background (default #0a1424) and padding.
 * @cssprop --pt-replay-ok, --pt-replay-warn, --pt-replay-bad - verdict colours (green, amber, red).
 * @cssprop --pt-replay-moves-height - the move list's height when beside the table (default 640px).
 * @cssprop --pt-replay-hand-card-width - card width in the "All hands" panel (default 32px; 28px when narrow).
 */
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { live } from 'lit/directives/live.js';
import { loadedScreen, loadScreen } from '../../src/games/registry.js';
import { SPECTATOR } from '../../src/kernel/game.js';
import type { LogFile } from '../../src/log/format.js';
import { ICONS } from './icons.js';
import { BASE_INTERVAL, keyAction, nextSpeed, SPEEDS, type KeyAction } from './keys.js';
import { buildModel, EMPTY_MODEL, perspectiveChoices, usablePerspective, type Perspective, type ReplayModel } from './model.js';
import { allHands, header, moveList, type ReplayVerdict } from './parts.js';
import { styles } from './pt-replay.styles.js';
import { define } from '../shared/define.js';

export type { Perspective, ReplayVerdict };
export type StepChangeEvent = CustomEvent<{ step: number }>;
export type PerspectiveChangeEvent = CustomEvent<{ perspective: Perspective }>;

export class PtReplay extends LitElement {
  static override styles = styles;
  static override properties = {
    file: { attribute: false },
    verdict: { attribute: false },
    step: { type: Number },
    perspective: { attribute: false },
    speed: { type: Number },
    playing: { type: Boolean, reflect: true },
    announcement: { state: true },
  };

  declare file: LogFile | null;
  declare verdict: ReplayVerdict | null;
  /** 0: before the first event; N: after event N-1. Defaults to the end; clamped to the log. */
  declare step: number;
  declare perspective: Perspective;
  /** Playback speed: 1 is one event per 700 ms. One of 0.5, 1, 2, 4. */
  declare speed: number;
  declare playing: boolean;
  declare announcement: string;
  private model: ReplayModel = EMPTY_MODEL;
  private timer: ReturnType<typeof setInterval> | null = null;
  private focusCurrent = false;

  constructor() {
    super();
    this.file = null;
    this.verdict = null;
    this.step = Number.POSITIVE_INFINITY;
    this.perspective = 'all';
    this.speed = 1;
    this.playing = false;
    this.announcement = '';
  }

  /** The last step: the number of events replayed. */
  get lastStep(): number {
    return Math.max(0, this.model.states.length - 1);
  }

  play(): void {
    if (this.step >= this.lastStep) this.go(0);
    this.playing = this.lastStep > 0;
  }

  /** Moves focus into the viewer, so its keys work at once (after it is drawn). */
  async focusViewer(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('section.replay')?.focus();
  }

  pause(): void {
    if (!this.playing) return;
    this.playing = false;
    this.announcement = `Paused at step ${this.step} of ${this.lastStep}. ${this.stepText(this.step)}`;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopTimer();
  }

  /** The file's model; while its game's part of the page loads, an empty one that says so, replaced once loaded. */
  private modelOf(file: LogFile): ReplayModel {
    if (loadedScreen(file.game)) return buildModel(file);
    const settle = (model: () => ReplayModel) => {
      if (this.file !== file) return;
      this.model = model();
      this.requestUpdate();
    };
    loadScreen(file.game).then(
      () => settle(() => buildModel(file)),
      (error: Error) => settle(() => ({ ...EMPTY_MODEL, problem: error.message })),
    );
    return { ...EMPTY_MODEL, problem: 'Loading the game…' };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.syncTimer();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('file')) {
      this.model = this.file ? this.modelOf(this.file) : EMPTY_MODEL;
      this.playing = false;
      this.announcement = '';
      if (!changed.has('step')) this.step = Number.POSITIVE_INFINITY;
    }
    if (this.file && (changed.has('file') || changed.has('perspective'))) {
      this.perspective = usablePerspective(this.file, this.perspective);
    }
    if (!SPEEDS.includes(this.speed)) this.speed = 1;
    if (this.file) this.step = this.clamp(this.step); // a step set before the file waits for it
    if (changed.has('playing') || changed.has('speed') || changed.has('file')) this.syncTimer();
  }

  override updated(changed: PropertyValues<this>): void {
    if (changed.has('step') || changed.has('file')) this.revealCurrent();
  }

  private clamp(step: number): number {
    if (Number.isNaN(step)) return this.lastStep;
    return Math.min(this.lastStep, Math.max(0, Math.round(step)));
  }

  /** Moves to `step`: announces it and fires step-change. */
  private go(step: number): void {
    const s = this.clamp(step);
    if (s === this.step) return;
    this.step = s;
    this.announcement = this.stepText(s);
    this.dispatchEvent(new CustomEvent('step-change', { detail: { step: s }, bubbles: true, composed: true }));
  }

  private stepText(step: number): string {
    const lines = this.model.lines[step - 1];
    return lines ? lines.map((l) => `${l}.`).join(' ') : 'Before the first event.';
  }

  private stopTimer(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private syncTimer(): void {
    this.stopTimer();
    if (this.playing && this.isConnected) this.timer = setInterval(() => this.tick(), BASE_INTERVAL / this.speed);
  }

  private tick(): void {
    this.go(this.step + 1);
    if (this.step >= this.lastStep) this.playing = false;
  }

  private toggle = (): void => (this.playing ? this.pause() : this.play());

  private setSpeed(speed: number): void {
    this.speed = speed;
    this.announcement = `Speed ${speed}×`;
  }

  private setPerspective(p: Perspective): void {
    if (p === this.perspective) return;
    this.perspective = p;
    this.dispatchEvent(new CustomEvent('perspective-change', { detail: { perspective: p }, bubbles: true, composed: true }));
  }

  private act(action: KeyAction): void {
    const actions: Record<KeyAction, () => void> = {
      first: () => this.go(0),
      back: () => this.go(this.step - 1),
      forward: () => this.go(this.step + 1),
      last: () => this.go(this.lastStep),
      toggle: this.toggle,
      slower: () => this.setSpeed(nextSpeed(this.speed, -1)),
      faster: () => this.setSpeed(nextSpeed(this.speed, 1)),
    };
    actions[action]();
  }

  private onKey = (e: KeyboardEvent): void => {
    const path = e.composedPath();
    const origin = path[0] instanceof Element ? path[0] : null;
    const list = this.renderRoot.querySelector('.list');
    const action = keyAction(
      e.key,
      {
        tag: origin?.tagName ?? '',
        type: origin?.getAttribute('type'),
        role: origin?.getAttribute('role'),
        ownsArrows: path.some((n) => n instanceof Element && n.tagName === 'PT-HAND'),
        inMoveList: list !== null && path.includes(list),
      },
      e.ctrlKey || e.altKey || e.metaKey,
    );
    if (!action) return;
    e.preventDefault();
    this.focusCurrent = list !== null && path.includes(list);
    this.act(action);
  };

  /** Scrolls the move list (only the list, never the page) to the current move; focuses it after a key there. */
  private revealCurrent(): void {
    const list = this.renderRoot.querySelector<HTMLElement>('.list');
    const item = list?.querySelector<HTMLElement>('li[aria-current]') ?? list?.querySelector<HTMLElement>('li');
    if (!list || !item) return;
    const margin = Math.min(56, list.clientHeight / 4); // keep a move or two of context around it
    const top = item.offsetTop - margin;
    const bottom = item.offsetTop + item.offsetHeight + margin;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
    if (this.focusCurrent) item.querySelector('button')?.focus();
    this.focusCurrent = false;
  }

  private renderControls(last: number) {
    const step = this.step;
    const button = (name: keyof typeof ICONS, label: string, key: string, off: boolean, to: () => void) =>
      html`<button type="button" class=${name} aria-label=${label} title="${label} (${key})" aria-disabled=${off ? 'true' : 'false'}
        @click=${() => (off ? undefined : to())}>${ICONS[name]}</button>`;
    const choices = this.file ? perspectiveChoices(this.file) : [];
    return html`<div class="controls" part="controls" role="group" aria-label="Replay controls">
      <div class="buttons">
        ${button('first', 'First step', 'Home', step === 0, () => this.go(0))}
        ${button('back', 'Step back', '←', step === 0, () => this.go(step - 1))}
        ${button(this.playing ? 'pause' : 'play', this.playing ? 'Pause' : 'Play', 'Space', last === 0, this.toggle)}
        ${button('forward', 'Step forward', '→', step === last, () => this.go(step + 1))}
        ${button('last', 'Last step', 'End', step === last, () => this.go(last))}
      </div>
      <div class="scrub">
        <input type="range" part="scrub" min="0" max=${last} step="1" aria-label="Step"
          aria-valuetext="Step ${step} of ${last}: ${this.stepText(step)}"
          .value=${live(String(step))} @input=${(e: Event) => this.go(Number((e.target as HTMLInputElement).value))} />
        <span class="count" part="count">Step ${step} of ${last}</span>
      </div>
      <div class="selects">
        <label>Speed
          <select @change=${(e: Event) => this.setSpeed(Number((e.target as HTMLSelectElement).value))}>
            ${SPEEDS.map((s) => html`<option value=${s} .selected=${s === this.speed}>${s}×</option>`)}
          </select>
        </label>
        <label>Show
          <select @change=${(e: Event) => this.setPerspective(parsePerspective((e.target as HTMLSelectElement).value))}>
            ${choices.map((c) => html`<option value=${String(c.value)} .selected=${c.value === this.perspective}>${c.label}</option>`)}
          </select>
        </label>
      </div>
    </div>`;
  }

  override render() {
    const file = this.file;
    if (!file) return html`<p class="empty">No log loaded.</p>`;
    const m = this.model;
    const last = this.lastStep;
    const state = m.states[this.step];
    const seat = this.perspective === 'all' ? SPECTATOR : this.perspective;
    const quiet = this.playing && this.speed > 1;
    return html`<section class="replay" tabindex="-1" aria-label="Game replay"
        aria-keyshortcuts="ArrowLeft ArrowRight Home End Space [ ]" @keydown=${this.onKey}>
      ${header(file, this.verdict, m.game?.title ?? file.game)}
      ${m.problem ? html`<p class="problem" part="problem" role="alert">${m.problem}</p>` : nothing}
      ${m.states.length > 0 ? this.renderControls(last) : nothing}
      ${m.states.length > 0 ? html`<p class="now" part="now">${this.stepText(this.step)}</p>` : nothing}
      <p class="announcer" part="announcer" aria-live=${quiet ? 'off' : 'polite'}>${this.announcement}</p>
      ${
        state !== undefined && m.game && m.adapter
          ? html`<div class="body">
            <div class="stage" part="stage" @command=${(e: Event) => e.stopPropagation()}>
              ${m.adapter.table(m.game.view(state, seat))}
              ${this.perspective === 'all' ? allHands(m.adapter.hands(state), m.adapter.turn(state), file.seats) : nothing}
            </div>
            ${moveList(m, this.step, (s) => this.go(s), typeof this.perspective === 'number' ? this.perspective : -1)}
          </div>`
          : nothing
      }
    </section>`;
  }
}

const parsePerspective = (value: string): Perspective => (value === 'all' ? 'all' : Number(value));

define('pt-replay', PtReplay);

declare global {
  interface HTMLElementTagNameMap {
    'pt-replay': PtReplay;
  }
  interface HTMLElementEventMap {
    'step-change': StepChangeEvent;
    'perspective-change': PerspectiveChangeEvent;
  }
}
