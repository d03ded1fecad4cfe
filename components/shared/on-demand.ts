/**
 * A part of the page loaded on first use (a chunk of the build, reached with import()): loaded once,
 * read at once after that, and asked for again after a failed load.
 */
export interface OnDemand<T> {
  /** The part, loading it the first time (or again after a failure, whose error it passes on). */
  load(): Promise<T>;
  /** The part if it is loaded, else null. */
  readonly now: T | null;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | null = null;
  let now: T | null = null;
  return {
    load() {
      pending ??= load().then(
        (value) => (now = value),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    get now() {
      return now;
    },
  };
}
