/*
 * The runner's limits, shared by the pool and by hosts that run a script without it (the CLI's
 * guarded in-process eval, cli/guarded-runner.ts): a small module with no imports, so reading a
 * limit does not load worker_threads or the pool.
 */

export const POOL_DEFAULTS = {
  // the heap sits above the allocation budget (core/alloc.ts), which ends memory bombs first
  resourceLimits: { maxOldGenerationSizeMb: 1024, maxYoungGenerationSizeMb: 64, stackSizeMb: 64 },
  maxDepth: 20_000,
  backstopMs: 30_000,
  cancelGraceMs: 1_000,
  cacheSize: 100,
} as const;

/** setTimeout's largest delay: a longer one fires at once (Node clamps it to 1 ms). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** The wall-clock backstop of a run: at least `backstopMs`, 1 ms per 1000 budget steps, never past MAX_TIMER_MS. */
export function backstopFor(backstopMs: number, budget: number | undefined): number {
  const ms = Math.max(backstopMs, (budget ?? 0) / 1000);
  return Math.min(Number.isFinite(ms) ? Math.ceil(ms) : MAX_TIMER_MS, MAX_TIMER_MS);
}
