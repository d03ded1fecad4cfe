// Types for scripts/ensure-chromium.mjs, so TypeScript test helpers can import it.
/** Resolves to an executable Chromium path; throws with a one-line hint if there is none. */
export function ensureChromium(): Promise<string>;
export const CHROMIUM_ARGS: string[];
