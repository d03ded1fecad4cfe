// Types for scripts/bench/bench-deps.mjs, so the TypeScript bench scripts can import it.
export const BENCH_DEPS: Readonly<Record<string, string>>;
export const BENCH_DEPS_DIR: string;
/** Installs the pinned comparison packages into .build/bench-deps unless they are there already. */
export function ensureBenchDeps(): void;
/** `require` resolving from the cache folder. */
export const benchRequire: NodeJS.Require;
