/*
 * The lookups of a patched scene (scene-patch.ts) layered over the scene it was patched from, so
 * a run that changes a few entities of a 100k-entity drawing does not re-index them all: handles
 * are looked up in the changes first, then in the base's map; hit tests query the base's spatial
 * grid and map its item indexes to the new scene's (dropping removed items), plus the items the
 * patch made. Both answer exactly what a whole build's map and grid would (tested equal).
 */
import type { BBox } from '../../interpreter/geometry.js';
import type { SceneItem } from './scene.js';
import { SpatialGrid } from './spatial-grid.js';

/** A handle → item map: `over` (null: removed) over `base`; made whole on any use other than get/has. */
export class LayeredHandles extends Map<string, SceneItem> {
  private filled = false;
  /** how many layers of maps a lookup may go through */
  readonly depth: number;

  constructor(
    private readonly base: Map<string, SceneItem>,
    private readonly over: Map<string, SceneItem | null>,
  ) {
    super();
    this.depth = base instanceof LayeredHandles ? base.depth + 1 : 1;
  }

  override get(handle: string): SceneItem | undefined {
    if (this.filled) return super.get(handle);
    const o = this.over.get(handle);
    if (o !== undefined) return o ?? undefined;
    return this.base.get(handle);
  }

  override has(handle: string): boolean {
    return this.get(handle) !== undefined;
  }

  override get size(): number {
    return this.whole().size;
  }

  /** This map with every entry of its own (for iteration and edits, which no view does). */
  private whole(): this {
    if (!this.filled) {
      this.filled = true;
      for (const [k, v] of this.base) if (!this.over.has(k)) super.set(k, v);
      for (const [k, v] of this.over) if (v) super.set(k, v);
    }
    return this;
  }

  override set(k: string, v: SceneItem): this {
    this.whole();
    return super.set(k, v);
  }
  override delete(k: string): boolean {
    this.whole();
    return super.delete(k);
  }
  override clear(): void {
    this.filled = true;
    super.clear();
  }
  override forEach(fn: (v: SceneItem, k: string, m: Map<string, SceneItem>) => void, self?: unknown): void {
    this.whole();
    super.forEach(fn, self);
  }
  override entries(): MapIterator<[string, SceneItem]> {
    return this.whole().entriesOwn();
  }
  override keys(): MapIterator<string> {
    this.whole();
    return super.keys();
  }
  override values(): MapIterator<SceneItem> {
    this.whole();
    return super.values();
  }
  override [Symbol.iterator](): MapIterator<[string, SceneItem]> {
    return this.whole().entriesOwn();
  }
  private entriesOwn(): MapIterator<[string, SceneItem]> {
    return super.entries();
  }
}

/** Added items past this many get a grid of their own instead of a list checked on every query. */
const ADDED_LIST_MAX = 256;

/** The base scene's grid seen through the patch: old item i is new item map[i] (-1: removed), plus the added items. */
export class PatchedGrid extends SpatialGrid {
  private readonly extra: SpatialGrid | null;
  readonly depth: number;

  constructor(
    private readonly base: SpatialGrid,
    private readonly map: Int32Array,
    /** the added items' indexes in the new scene, and their boxes */
    private readonly added: readonly number[],
    private readonly boxes: readonly BBox[],
  ) {
    super([0, 0, 1, 1], []);
    this.depth = base instanceof PatchedGrid ? base.depth + 1 : 1;
    let extra: SpatialGrid | null = null;
    if (added.length > ADDED_LIST_MAX) {
      const u: BBox = [Infinity, Infinity, -Infinity, -Infinity];
      for (const b of boxes)
        if (Number.isFinite(b[0])) {
          u[0] = Math.min(u[0], b[0]);
          u[1] = Math.min(u[1], b[1]);
          u[2] = Math.max(u[2], b[2]);
          u[3] = Math.max(u[3], b[3]);
        }
      if (Number.isFinite(u[0])) extra = new SpatialGrid(u, boxes);
    }
    this.extra = extra;
  }

  override query(x: number, y: number, tol: number): number[] {
    const out: number[] = [];
    for (const i of this.base.query(x, y, tol)) {
      const j = this.map[i]!;
      if (j >= 0) out.push(j);
    }
    if (this.extra) for (const k of this.extra.query(x, y, tol)) out.push(this.added[k]!);
    else
      for (let k = 0; k < this.added.length; k++) {
        const b = this.boxes[k]!;
        if (x + tol >= b[0] && x - tol <= b[2] && y + tol >= b[1] && y - tol <= b[3]) out.push(this.added[k]!);
      }
    return out.sort((a, b) => a - b);
  }
}
