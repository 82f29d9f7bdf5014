/* Which snapshots the drawing views show: the last run's before/after, else the loaded drawing. */
import type { DrawingDiff, DrawingSnapshot } from '../../interpreter/runner/contract.js';
import { useApp } from '../store/index.js';

export interface ViewSnapshots {
  before: DrawingSnapshot | null;
  after: DrawingSnapshot | null;
  diff: DrawingDiff | null;
}

export function useViewSnapshots(): ViewSnapshots {
  const run = useApp((s) => s.lastRun?.result ?? null);
  const drawing = useApp((s) => s.drawing?.snapshot ?? null);
  const before = run?.before ?? drawing;
  const after = run?.after ?? run?.before ?? drawing;
  return { before, after, diff: run?.diff ?? null };
}
