/*
 * Which snapshots the drawing views show: a debug stop's or the console's drawing when one is
 * current (the drawing at that moment), else the last run's before/after, else the loaded drawing.
 */
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
  const override = useApp((s) => s.drawingOverride);
  if (override) return { before: override.before ?? drawing, after: override.after, diff: override.diff };
  const before = run?.before ?? drawing;
  const after = run?.after ?? run?.before ?? drawing;
  return { before, after, diff: run?.diff ?? null };
}
