/*
 * The After scene of a run as the Before scene patched with what the run changed, instead of a
 * whole build (~0.5 s at 100k entities). A run's snapshots share every unchanged entity object
 * (the worker memoises one view per record and the page applies the result's changes to its own
 * snapshot, runner/snapshot-delta.ts), so one pass that compares entities by identity finds the
 * changed ones; only those are made into items (scene.ts modelItemsOf, the same code as a whole
 * build), every other item is the Before scene's own object. The handle map and the spatial grid
 * are layered over the Before scene's (scene-layers.ts); the flat arrays, tiles and batches are
 * patched in their own files (arrays-patch.ts, batches-patch.ts).
 * Whatever could change an unchanged entity's item gives null and the caller builds the scene
 * whole: other layers, linetypes, lineweight settings or block definitions, a Before scene with
 * boxed references, a budget the changes would pass, entities reordered, or too many changed.
 */
import { UNBOUNDED_TYPES, type BBox } from '../../interpreter/geometry.js';
import type { DrawingSnapshot, SnapshotEntity } from '../../interpreter/runner/contract.js';
import { modelItemsOf, referenceCost, SCENE_PRIMITIVE_BUDGET, sceneEntityCount, sceneExtents, type Scene, type SceneItem } from './scene.js';
import { LayeredHandles, PatchedGrid } from './scene-layers.js';
import { SpatialGrid } from './spatial-grid.js';

/** How the patched scene's items relate to the base's. */
export interface ScenePatch {
  base: Scene;
  /** base item i is item itemMap[i] of the patched scene, or -1 when it was removed (or remade) */
  itemMap: Int32Array;
  /** indexes (ascending) of the items the patch made */
  added: number[];
  /** indexes of the base items removed */
  removed: number[];
}

/** Past this share of changed entities the whole build is about as cheap. */
const MOST_CHANGED = 0.25;
/** How far ahead the identity walk looks for the next shared entity before it indexes the base. */
const LOOKAHEAD = 8;
/** Lookup layers (handles, grid) a chain of patches may stack before a scene is indexed anew. */
const MAX_DEPTH = 6;

const sameJson = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The parts of two snapshots (other than their entities) that every item's look depends on are the same. */
export function sameSceneContext(a: DrawingSnapshot, b: DrawingSnapshot): boolean {
  if (a.name !== b.name || a.ltscale !== b.ltscale || a.lwdisplay !== b.lwdisplay || a.lwdefault !== b.lwdefault) return false;
  if (!sameJson(a.layers, b.layers) || !sameJson(a.linetypes, b.linetypes)) return false;
  if (a.blocks === b.blocks) return true;
  const names = Object.keys(a.blocks);
  if (names.length !== Object.keys(b.blocks).length) return false;
  for (const n of names) {
    const x = a.blocks[n]!;
    const y = b.blocks[n];
    if (!y || x.base.some((v, k) => v !== y.base[k])) return false;
    if (x.entities === y.entities) continue;
    if (x.entities.length !== y.entities.length) return false;
    for (let i = 0; i < x.entities.length; i++) if (x.entities[i] !== y.entities[i]) return false;
  }
  return true;
}

/**
 * For each entity of `to`, the index of the same object in `from` (rising), or -1; null when the
 * lists differ in more than `limit` entities. Unchanged entities keep their order, so a
 * walk in step finds them; a short look-ahead finds insertions and deletions, an index of `from`
 * (made only then) anything further apart.
 */
export function matchEntities(from: readonly SnapshotEntity[], to: readonly SnapshotEntity[], limit: number): Int32Array | null {
  const match = new Int32Array(to.length).fill(-1);
  let index: Map<SnapshotEntity, number> | null = null;
  let j = 0;
  let changed = 0;
  for (let i = 0; i < to.length; i++) {
    const e = to[i]!;
    if (j < from.length && from[j] === e) {
      match[i] = j++;
      continue;
    }
    let found = -1;
    for (let d = 1; d <= LOOKAHEAD && j + d < from.length; d++)
      if (from[j + d] === e) {
        found = j + d;
        break;
      }
    if (found < 0 && j < from.length) {
      // `e` is new if the base entity at j comes soon after it (an insertion)
      let inserted = false;
      for (let d = 1; d <= LOOKAHEAD && i + d < to.length; d++)
        if (to[i + d] === from[j]) {
          inserted = true;
          break;
        }
      if (!inserted && e.handle === from[j]!.handle) {
        // the same entity changed in place
        changed += 2;
        j++;
        if (changed > limit) return null;
        continue;
      }
      if (!inserted) {
        if (!index) {
          index = new Map();
          for (let k = 0; k < from.length; k++) index.set(from[k]!, k);
        }
        found = index.get(e) ?? -1;
        // moved back (reordered): taken as new here, its old place as removed (the result is still exact)
        if (found < j) found = -1;
      }
    }
    if (found >= 0) {
      changed += found - j;
      match[i] = found;
      j = found + 1;
    } else changed++;
    if (changed > limit) return null;
  }
  changed += from.length - j;
  return changed > limit ? null : match;
}

/** Whether an entity can head a scene item (what SceneBuilder.collect walks past without one). */
const headsItem = (e: SnapshotEntity): boolean => !e.deleted && e.type !== 'VERTEX' && e.type !== 'SEQEND';

/**
 * The model-space unit of entity i of a whole entity list (block entities skipped, as buildScene
 * leaves them out): its entities, a POLYLINE with the VERTEXes after it.
 */
function unitOf(ents: readonly SnapshotEntity[], i: number): SnapshotEntity[] {
  const out = [ents[i]!];
  if (ents[i]!.type !== 'POLYLINE') return out;
  for (let k = i + 1; k < ents.length; k++) {
    const e = ents[k]!;
    if (e.block) continue;
    if (e.type !== 'VERTEX') break;
    out.push(e);
  }
  return out;
}

/** The nearest model entity at or before i that is not a VERTEX (the head of the unit i is in), or -1. */
function headAtOrBefore(ents: readonly SnapshotEntity[], i: number): number {
  for (let k = i; k >= 0; k--) {
    const e = ents[k]!;
    if (!e.block && e.type !== 'VERTEX') return k;
  }
  return -1;
}

/**
 * The heads whose units an entity changed, came or went at i may change: its own (when it is not
 * a VERTEX) and the POLYLINE before it, whose VERTEXes it may join, end or split.
 */
function unitsAround(ents: readonly SnapshotEntity[], i: number, mark: (h: number) => void): void {
  const own = ents[i]!.type !== 'VERTEX';
  if (own) mark(i);
  const p = headAtOrBefore(ents, own ? i - 1 : i);
  if (p >= 0 && ents[p]!.type === 'POLYLINE') mark(p);
}

const bounded = (it: SceneItem): boolean => Number.isFinite(it.bbox[0]) && !UNBOUNDED_TYPES.has(it.type);

/**
 * The patched scene's extents: the base's grown by the added items, unless a removed item reached
 * the base's edge (then the extents may shrink: counted over every item, as buildScene does).
 */
function extentsAfter(base: Scene, removed: readonly number[], items: readonly SceneItem[], boxes: readonly BBox[], added: readonly number[]): BBox {
  const e = base.bbox;
  // [0, 0, 10, 10] may be an empty drawing's stand-in, not extents to grow
  const standIn = e[0] === 0 && e[1] === 0 && e[2] === 10 && e[3] === 10;
  const inside = removed.every((i) => {
    const it = base.items[i]!;
    const b = it.bbox;
    return !bounded(it) || (b[0] > e[0] && b[1] > e[1] && b[2] < e[2] && b[3] < e[3]);
  });
  if (standIn || !inside) return sceneExtents(items);
  const out: BBox = [e[0], e[1], e[2], e[3]];
  boxes.forEach((b, k) => {
    if (!bounded(items[added[k]!]!)) return;
    // as buildScene grows its extents (scene.ts growSceneBox: Math.min/max, so a -0 tie comes out the same)
    out[0] = Math.min(out[0], b[0]);
    out[1] = Math.min(out[1], b[1]);
    out[2] = Math.max(out[2], b[2]);
    out[3] = Math.max(out[3], b[3]);
  });
  return out;
}

const usedCost = new WeakMap<Scene, number>();

/** The budget a scene's block references take (known for patched scenes, else counted once). */
function costOf(scene: Scene, snap: DrawingSnapshot): number {
  let c = usedCost.get(scene);
  if (c === undefined) usedCost.set(scene, (c = referenceCost(snap, snap.entities.filter((e) => !e.block))));
  return c;
}

const isRef = (e: SnapshotEntity): boolean => e.type === 'INSERT' || e.type === 'DIMENSION';

const heads = new WeakMap<Scene, { snap: DrawingSnapshot; itemEntity: Int32Array } | null>();
/**
 * For each item of a model scene, the index of its entity in the snapshot's list (rising), found
 * once per scene by walking both in step; null when they do not line up (then no patch).
 */
function itemEntities(scene: Scene, snap: DrawingSnapshot): Int32Array | null {
  const known = heads.get(scene);
  if (known !== undefined && (known === null || known.snap === snap)) return known?.itemEntity ?? null;
  const items = scene.items;
  const ents = snap.entities;
  const itemEntity = new Int32Array(items.length);
  let k = 0;
  for (let j = 0; j < ents.length && k < items.length; j++) {
    const e = ents[j]!;
    if (e.block || !headsItem(e)) continue;
    const it = items[k]!;
    if (it.via) break;
    if (it.handle === e.handle) itemEntity[k++] = j;
  }
  const out = k === items.length ? { snap, itemEntity } : null;
  heads.set(scene, out);
  return out?.itemEntity ?? null;
}

/** The last index < n in a rising array whose value is <= v, or -1. */
function lastAtMost(a: Int32Array, n: number, v: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid]! <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * The model-space scene of `after` from `base`, the model-space scene of `before`; null when it
 * must be built whole. The result is the scene buildScene(after) gives (tested equal), with what
 * the arrays and batches need to be patched too. Past the identity walk (matchEntities), the
 * work is in the changed entities and a copy of the kept items.
 */
export function patchScene(before: DrawingSnapshot, base: Scene, after: DrawingSnapshot): { scene: Scene; patch: ScenePatch } | null {
  if (base.boxedReferences > 0 || base.paper || !sameSceneContext(before, after)) return null;
  const B = before.entities;
  const A = after.entities;
  const match = matchEntities(B, A, Math.max(16, A.length * MOST_CHANGED));
  if (!match) return null;
  const itemEntity = itemEntities(base, before);
  if (!itemEntity) return null;
  const items0 = base.items;
  // A's index of each of B's entities (-1: not in A)
  const inA = new Int32Array(B.length).fill(-1);
  for (let i = 0; i < A.length; i++) if (match[i]! >= 0) inA[match[i]!] = i;
  // the units to remake (heads in A) and the units whose items go (heads in B): changed or new
  // entities, and a POLYLINE one of whose VERTEXes changed, came or went
  const dirtyA = new Set<number>();
  const dirtyB = new Set<number>();
  const markA = (h: number): void => {
    if (headsItem(A[h]!)) dirtyA.add(h);
    if (match[h]! >= 0) dirtyB.add(match[h]!);
  };
  const markB = (h: number): void => {
    dirtyB.add(h);
    if (inA[h]! >= 0 && headsItem(A[inA[h]!]!)) dirtyA.add(inA[h]!);
  };
  for (let i = 0; i < A.length; i++) if (match[i]! < 0 && !A[i]!.block) unitsAround(A, i, markA);
  for (let j = 0; j < B.length; j++) if (inA[j]! < 0 && !B[j]!.block) unitsAround(B, j, markB);
  // the base items that go: those of the touched B heads
  const removed: number[] = [];
  const removedEnts: SnapshotEntity[] = [];
  let refs = false;
  for (const j of dirtyB) {
    const k = lastAtMost(itemEntity, itemEntity.length, j);
    if (k < 0 || itemEntity[k] !== j) continue;
    removed.push(k);
    if (isRef(B[j]!)) {
      refs = true;
      removedEnts.push(B[j]!);
    }
  }
  removed.sort((x, y) => x - y);
  const remake = [...dirtyA].sort((x, y) => x - y);
  if (remake.length === 0 && removed.length === 0) return { scene: base, patch: { base, itemMap: Int32Array.from(items0, (_, i) => i), added: [], removed: [] } };
  const fresh: SnapshotEntity[] = [];
  const freshHead: number[] = [];
  for (const i of remake) {
    if (isRef(A[i]!)) refs = true;
    for (const e of unitOf(A, i)) fresh.push(e);
    freshHead.push(i);
  }
  // block references share one primitive budget: the changes must leave every reference expanded
  const kept = refs ? costOf(base, before) - referenceCost(before, removedEnts) : usedCost.get(base);
  const made = modelItemsOf(after, fresh, SCENE_PRIMITIVE_BUDGET - (kept ?? 0));
  if (made.boxed > 0) return null;
  // each made item goes after the kept items whose entities come before its own: found through
  // the nearest earlier entity of A that B has too
  const madeAt: number[] = [];
  let m = 0;
  for (const i of freshHead) {
    const it = made.items[m];
    if (!it || it.handle !== A[i]!.handle) continue;
    let j = -1;
    for (let t = i - 1; t >= 0; t--)
      if (match[t]! >= 0) {
        j = match[t]!;
        break;
      }
    madeAt.push(lastAtMost(itemEntity, itemEntity.length, j) + 1);
    m++;
  }
  if (m !== made.items.length) return null;
  // the items: the base's in order without the removed, the made ones spliced in
  const gone = new Uint8Array(items0.length);
  for (const r of removed) gone[r] = 1;
  const n = items0.length - removed.length + m;
  const items: SceneItem[] = new Array(n);
  const itemMap = new Int32Array(items0.length).fill(-1);
  const added: number[] = [];
  let q = 0;
  let next = 0;
  for (let k = 0; k <= items0.length; k++) {
    while (next < m && madeAt[next] === k) {
      added.push(q);
      items[q++] = made.items[next++]!;
    }
    if (k === items0.length) break;
    if (gone[k]) continue;
    itemMap[k] = q;
    items[q++] = items0[k]!;
  }
  if (q !== n) return null;
  const over = new Map<string, SceneItem | null>();
  for (const r of removed) over.set(items0[r]!.handle, null);
  for (const a of added) over.set(items[a]!.handle, items[a]!);
  const boxes: BBox[] = added.map((a) => items[a]!.bbox);
  const bbox = extentsAfter(base, removed, items, boxes, added);
  const deep = (base.byHandle instanceof LayeredHandles && base.byHandle.depth >= MAX_DEPTH) || (base.grid instanceof PatchedGrid && base.grid.depth >= MAX_DEPTH);
  const scene: Scene = {
    name: after.name,
    items,
    entityCount: base.entityCount - sceneEntityCount(removed.map((i) => items0[i]!)) + sceneEntityCount(added.map((a) => items[a]!)),
    byHandle: deep ? new Map(items.map((it) => [it.handle, it])) : new LayeredHandles(base.byHandle, over),
    bbox,
    layers: after.layers,
    grid: deep ? new SpatialGrid(bbox, items.map((it) => it.bbox)) : new PatchedGrid(base.grid, itemMap, added, boxes),
    boxedReferences: 0,
  };
  if (kept !== undefined) usedCost.set(scene, kept + made.cost);
  return { scene, patch: { base, itemMap, added, removed } };
}
