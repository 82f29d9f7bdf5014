/*
 * The per-run allocation budget. V8 aborts the whole process (not just the isolate, so worker
 * resourceLimits do not help) when one array or string grows past its size limits, and an
 * in-process run has the host's heap to lose. So every builtin that allocates in proportion to its
 * input charges the run *before* allocating: `ctx.alloc(bytes)`, with the sizes below as the
 * estimate. The charge is cumulative (garbage counts too), deterministic (the same script always
 * stops at the same place, in a worker or in-process), and past the budget the run stops with
 * "insufficient memory" (stage `budget`), which neither *error* nor vl-catch-all-apply can trap.
 *
 * The default is above what drafting scripts allocate (building a 5,000-element list with
 * `(setq l (append l (list x)))`, the classic quadratic idiom, charges about 0.6 GB) and below the
 * worker's heap (worker/pool.ts POOL_DEFAULTS: 1 GB), so a memory bomb ends here, at once and
 * always at the same step, rather than in V8 running out of heap after seconds of collecting.
 */

/** Estimated bytes of one cons cell (or one element of a list being built). */
export const CELL_BYTES = 48;
/** Estimated bytes per character of a new string (UTF-16). */
export const CHAR_BYTES = 2;
/** Default budget: 768 MiB of estimated allocation per run. */
export const DEFAULT_MEMORY_BUDGET = 768 * 1024 * 1024;
/** How many cells a list builder takes between charges (a charge is a call; batching keeps loops fast). */
export const CHARGE_BATCH = 1024;

/** What a builtin needs to charge the budget (the interpreter's Ctx has it). */
export interface Allocator {
  /** Charge `bytes` to the run; raises "insufficient memory" past the budget. */
  alloc(bytes: number): void;
  /** Estimated bytes the run may still allocate. */
  memoryLeft(): number;
}

export const chargeCells = (a: Allocator, cells: number): void => a.alloc(cells * CELL_BYTES);
export const chargeChars = (a: Allocator, chars: number): void => a.alloc(chars * CHAR_BYTES);
