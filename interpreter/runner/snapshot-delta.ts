/*
 * Drawing snapshots as changes against one the caller already holds. A run on a 100k-entity
 * drawing would otherwise post (and the page receive) two whole snapshots; a page that holds the
 * drawing it loaded (hash H) asks with `RunRequest.snapshotBase: H` and gets `snapshotDelta`:
 * `before` as changes from H and `after` as changes from `before`. Entity lists are runs: a pair of
 * numbers copies `count` entities of the source from `start`, an object is an entity as it is in
 * the target. Everything else of the target (layers, extents, counts, linetypes) comes whole (small).
 * The drawing memoises one SnapshotEntity per record (drawing/ui.ts), so an unchanged entity is
 * the same object in both snapshots and runs are found by identity in one pass.
 *
 *   const d = snapshotDelta(base, before, after);  ...  const { before, after } = applySnapshotDelta(base, d);
 */
import type { DrawingSnapshot, SnapshotEntity } from '../ports/snapshot.js';

/** `start, count` pairs (copy from the source) and literal entities, in the target's order. */
export type EntityRuns = Array<number | SnapshotEntity>;

export interface SnapshotChanges {
  /** the target without its entities and blocks */
  head: Omit<DrawingSnapshot, 'entities' | 'blocks'>;
  entities: EntityRuns;
  /** every block of the target: its base point, and its entities as runs over the source's block of that name */
  blocks: Record<string, { base: [number, number, number]; entities: EntityRuns }>;
}

export interface SnapshotDelta {
  /** the hash of the snapshot `before` is expressed against */
  base: string;
  before: SnapshotChanges;
  after: SnapshotChanges;
}

/** A source list this short is indexed at the first entity not found in step (cheap, and the runs come out tightest). */
const INDEX_SMALL = 1024;
/** How far past the source's place an entity is looked for (entities deleted in between) before it counts as not found. */
const LOOK_AHEAD = 32;
/** Entities not found near their place in a long source before it is indexed (an index of 100k entities costs tens of ms). */
const MISSES_BEFORE_INDEX = 64;

/**
 * `to` as runs over `from`: one pass in step. An entity that is not where the source is (an entity
 * changed in place, put in, or with some deleted before it) is looked for a few places ahead; a
 * long source is indexed only once many entities were not found so (entities moved about), so an
 * entity added at the end of a 100k-entity list costs no index. Without an index an entity not
 * found near its place goes as it is (always right; only larger when it was elsewhere in `from`).
 */
export function entityRuns(from: readonly SnapshotEntity[], to: readonly SnapshotEntity[]): EntityRuns {
  if (from === to) return to.length ? [0, to.length] : [];
  const out: EntityRuns = [];
  let index: Map<SnapshotEntity, number> | undefined;
  let misses = 0;
  let j = 0;
  let runStart = -1;
  let runLen = 0;
  const flush = () => {
    if (runLen > 0) out.push(runStart, runLen);
    runLen = 0;
  };
  for (let i = 0; i < to.length; i++) {
    const e = to[i]!;
    if (j < from.length && from[j] === e) {
      if (runLen === 0) runStart = j;
      runLen++;
      j++;
      continue;
    }
    // an entity changed in place (what most runs do) or one put in: the next entity is in step
    // again, with no index of a 100k-entity list
    if (i + 1 < to.length && j + 1 < from.length && to[i + 1] === from[j + 1]) {
      flush();
      out.push(e);
      j++;
      continue;
    }
    if (i + 1 < to.length && j < from.length && to[i + 1] === from[j]) {
      flush();
      out.push(e);
      continue;
    }
    let k: number | undefined;
    if (!index) {
      // a few entities deleted before it: it is a little further on
      const end = Math.min(from.length, j + 1 + LOOK_AHEAD);
      for (let m = j + 1; m < end; m++) if (from[m] === e) {
        k = m;
        break;
      }
      if (k === undefined && (from.length <= INDEX_SMALL || ++misses > MISSES_BEFORE_INDEX)) index = indexOf(from);
    }
    if (index) k = index.get(e);
    flush();
    if (k === undefined) out.push(e);
    else {
      runStart = k;
      runLen = 1;
      j = k + 1;
    }
  }
  flush();
  return out;
}

function indexOf(from: readonly SnapshotEntity[]): Map<SnapshotEntity, number> {
  const index = new Map<SnapshotEntity, number>();
  for (let k = 0; k < from.length; k++) if (!index.has(from[k]!)) index.set(from[k]!, k);
  return index;
}

export function applyEntityRuns(from: readonly SnapshotEntity[], runs: EntityRuns): SnapshotEntity[] {
  const out: SnapshotEntity[] = [];
  for (let i = 0; i < runs.length; i++) {
    const r = runs[i]!;
    if (typeof r === 'number') {
      const count = runs[++i] as number;
      if (r < 0 || count < 0 || r + count > from.length) throw new Error('the snapshot changes do not fit the drawing they are applied to');
      for (let k = r; k < r + count; k++) out.push(from[k]!);
    } else out.push(r);
  }
  return out;
}

export function snapshotChanges(from: DrawingSnapshot, to: DrawingSnapshot): SnapshotChanges {
  const { entities, blocks, ...head } = to;
  const outBlocks: SnapshotChanges['blocks'] = {};
  for (const [name, def] of Object.entries(blocks)) outBlocks[name] = { base: def.base, entities: entityRuns(from.blocks[name]?.entities ?? [], def.entities) };
  return { head, entities: entityRuns(from.entities, entities), blocks: outBlocks };
}

/** The whole of `from`, unchanged: one run over all its entities (or none). */
const allOf = (from: readonly SnapshotEntity[], runs: EntityRuns): boolean =>
  from.length === 0 ? runs.length === 0 : runs.length === 2 && runs[0] === 0 && runs[1] === from.length;

/** The changes leave `from` as it is (its head field for field, every entity and block). */
function unchanged(from: DrawingSnapshot, c: SnapshotChanges): boolean {
  if (!allOf(from.entities, c.entities)) return false;
  const names = Object.keys(c.blocks);
  if (names.length !== Object.keys(from.blocks).length) return false;
  for (const n of names) {
    const b = from.blocks[n];
    const d = c.blocks[n]!;
    if (!b || !allOf(b.entities, d.entities) || b.base.some((v, k) => v !== d.base[k])) return false;
  }
  const { entities: _e, blocks: _b, ...head } = from;
  const keys = Object.keys(c.head) as Array<keyof typeof c.head>;
  if (keys.length !== Object.keys(head).length) return false;
  return keys.every((k) => JSON.stringify(c.head[k]) === JSON.stringify(head[k]));
}

/**
 * `from` with the changes applied. Changes that leave it as it is give `from` itself, so a page's
 * views keep what they built for it (a scene of 100k entities is built once per snapshot object).
 */
export function applySnapshotChanges(from: DrawingSnapshot, c: SnapshotChanges): DrawingSnapshot {
  if (unchanged(from, c)) return from;
  const blocks: DrawingSnapshot['blocks'] = {};
  for (const [name, def] of Object.entries(c.blocks)) blocks[name] = { base: def.base, entities: applyEntityRuns(from.blocks[name]?.entities ?? [], def.entities) };
  return { ...c.head, entities: applyEntityRuns(from.entities, c.entities), blocks };
}

export function snapshotDelta(base: DrawingSnapshot, before: DrawingSnapshot, after: DrawingSnapshot): SnapshotDelta {
  return { base: base.hash, before: snapshotChanges(base, before), after: snapshotChanges(before, after) };
}

/** The before and after snapshots a delta stands for. Throws when `base` is not the snapshot it was made against. */
export function applySnapshotDelta(base: DrawingSnapshot, d: SnapshotDelta): { before: DrawingSnapshot; after: DrawingSnapshot } {
  if (base.hash !== d.base) throw new Error(`the snapshot changes are against drawing ${d.base}, not ${base.hash}`);
  const before = applySnapshotChanges(base, d.before);
  return { before, after: applySnapshotChanges(before, d.after) };
}

/** A result with snapshotDelta turned back into before and after (what the drawing views read). */
export function withSnapshots<R extends { snapshotDelta?: SnapshotDelta; before?: DrawingSnapshot; after?: DrawingSnapshot }>(result: R, base: DrawingSnapshot | null | undefined): R {
  const d = result.snapshotDelta;
  if (!d || !base) return result;
  const { snapshotDelta: _d, ...rest } = result;
  return { ...(rest as R), ...applySnapshotDelta(base, d) };
}
