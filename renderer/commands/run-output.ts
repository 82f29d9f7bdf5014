/*
 * The running run's output as it prints ('run:output' pushes): gathered and handed to the store
 * at most every 16 ms, so a burst of pushes costs one render; output of a run other than the one
 * under way (a late push, another page's run) is dropped by the store. The result's output then
 * replaces it whole (commands/run.ts finishRun).
 */
import type { OutputChunk } from '../../interpreter/runner/contract.js';
import { host } from '../app/host.js';
import { useApp } from '../store/index.js';

export const OUTPUT_BATCH_MS = 16;

export function subscribeRunOutput(): () => void {
  let pending: { runId: string; chunks: OutputChunk[] } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (): void => {
    timer = null;
    const p = pending;
    pending = null;
    if (p) useApp.getState().appendOutput(p.runId, p.chunks);
  };
  const off = host().on('run:output', ({ runId, chunks }) => {
    if (!Array.isArray(chunks)) return;
    if (pending && pending.runId !== runId) flush();
    if (pending) pending.chunks.push(...chunks);
    else pending = { runId, chunks: [...chunks] };
    timer ??= setTimeout(flush, OUTPUT_BATCH_MS);
  });
  return () => {
    off();
    if (timer) clearTimeout(timer);
  };
}
