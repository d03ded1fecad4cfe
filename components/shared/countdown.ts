/**
 * Counts a host's wait down on screen: the host waits a given time after the last event, so the
 * count restarts whenever what is waited on changes (its key). Ticks a few times a second while
 * running and asks its element to update.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

const TICK_MS = 200;

export class Countdown implements ReactiveController {
  private key = '';
  private started = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  duration = 0;
  remaining = 0;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Call before each render: `key` names what is waited on ('' for nothing), `durationMs` its wait. */
  sync(key: string, durationMs: number): void {
    if (key === this.key) return;
    this.key = key;
    this.stop();
    if (!key) return;
    this.started = performance.now();
    this.duration = this.remaining = durationMs;
    this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  /** The time left as words: "1:45", "12 s". */
  get words(): string {
    const s = Math.ceil(this.remaining / 1000);
    return s >= 60 ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : `${s} s`;
  }

  private tick(): void {
    this.remaining = Math.max(0, this.duration - (performance.now() - this.started));
    if (this.remaining === 0) this.stop();
    this.host.requestUpdate();
  }

  private stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.stop();
    this.key = '';
  }
}
