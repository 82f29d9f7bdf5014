/*
 * Overlay colouring: each entity's status in the run's diff and the colour it gets. Added green,
 * deleted red, modified amber, unchanged dimmed; the views draw deleted entities from the
 * before snapshot and everything else from the after snapshot.
 */
import type { DrawingDiff } from '../../interpreter/runner/contract.js';

export type Status = 'added' | 'deleted' | 'modified' | 'unchanged';

export const OVERLAY_COLORS: Record<Status, string> = {
  added: '#3ddc5a',
  deleted: '#ff4d4d',
  modified: '#ffb020',
  unchanged: '#5b6270',
};

export function statusMap(diff: DrawingDiff | undefined): Map<string, Exclude<Status, 'unchanged'>> {
  const m = new Map<string, Exclude<Status, 'unchanged'>>();
  for (const e of diff?.entities ?? []) m.set(e.handle, e.change);
  return m;
}

export const statusOf = (m: Map<string, Exclude<Status, 'unchanged'>>, handle: string): Status => m.get(handle) ?? 'unchanged';

/** Layer visibility: a layer is shown when it is on and thawed, flipped by the user's toggle. */
export function layerHidden(layers: ReadonlyArray<{ name: string; off: boolean; frozen: boolean }>, toggled: Record<string, true>): (name: string) => boolean {
  const base = new Map(layers.map((l) => [l.name.toUpperCase(), l.off || l.frozen]));
  const flip = new Set(Object.keys(toggled).map((k) => k.toUpperCase()));
  return (name) => {
    const key = name.toUpperCase();
    return (base.get(key) ?? false) !== flip.has(key);
  };
}
