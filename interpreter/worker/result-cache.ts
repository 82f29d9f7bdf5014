/*
 * The pool's result cache. Runs are deterministic, so a result is reused when the code, the
 * drawing, the inputs and every other request field that changes the outcome are the same.
 * Least recently used entries go first; cancelled and internal-error results are never kept.
 */
import type { RunRequest, RunResult } from '../runner/contract.js';

export function cacheKey(req: RunRequest, codeHash: string, drawingKey: string): string {
  return JSON.stringify([
    codeHash, drawingKey, req.entry ?? null, req.preload ?? null, req.inputs ?? [], req.budget ?? null, req.call ?? null,
    req.assertions ?? [], req.env ?? null, req.escAtPrompt ?? null, req.wantSnapshots ?? false, req.snapshotBase ?? null, req.interactive ?? false,
    req.expect ?? null, req.plot ?? null,
  ]);
}

export class ResultCache {
  private readonly map = new Map<string, RunResult>();
  hits = 0;
  constructor(private readonly capacity: number) {}

  get(key: string): RunResult | undefined {
    const r = this.map.get(key);
    if (!r) return undefined;
    this.map.delete(key);
    this.map.set(key, r);
    this.hits++;
    return { ...r, cached: true };
  }

  set(key: string, r: RunResult): void {
    if (this.capacity <= 0 || r.stage === 'cancelled' || r.stage === 'internal' || r.stage === 'timeout' || r.stage === 'crashed') return;
    this.map.delete(key);
    this.map.set(key, r);
    while (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as string);
  }

  clear(): void {
    this.map.clear();
  }
}
