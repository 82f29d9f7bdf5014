/*
 * MOVE, ROTATE, SCALE, MIRROR and COPY (and ActiveX Move, Rotate, ScaleEntity, Mirror, Copy,
 * TransformBy): an entity and its subentities (VERTEX, ATTRIB) under one matrix, through the
 * transform each type declares (entities/transform.ts). An entity whose type refuses the matrix
 * (a circle scaled unevenly) is left as it was and reported. A DIMENSION's anonymous block is
 * moved with it (copied first when another dimension shares it). With `readableText` (MIRRTEXT
 * 0) a mirrored TEXT, ATTRIB, ATTDEF or MTEXT is reflected back across its own box, so it reads
 * forwards along its mirrored baseline, at the mirrored place.
 */
import type { DrawingDb } from '../db.js';
import { hasTransform, transformRecord } from '../entities/transform.js';
import { det, IDENTITY, mirrorLine, rotateAbout, scaleAbout, translate, type Mat } from '../geometry/matrix.js';
import { PlaneCache } from '../geometry/transform.js';
import { textCorners, type TextPrim } from '../geometry/prims.js';
import { shapeOf } from '../geometry/shape.js';
import type { Vec3 } from '../geometry/vec.js';
import { withBody, type DbRecord } from '../model/record.js';
import { tagNum, tagSet, tagStr, type Tags } from '../model/tags.js';
import { dbShapeContext } from '../record-shape.js';
import { copyDependentBlock, dimensionBlockShared, transformBlockContents } from './blocks.js';
import { cleanBody } from './curves.js';
import { cloneEntity, editableEntity, emptyResult, isFailure, subRecords, type EditError, type EditResult, type EntityRef } from './records.js';

export interface TransformOptions {
  /** MIRRTEXT 0: mirrored text still reads forwards (AutoCAD's default); false mirrors it too */
  readableText?: boolean;
  /** write nothing when any entity's type has no transform ('unsupported' failures only) */
  allOrNothing?: boolean;
}

const TEXT_TYPES = new Set(['TEXT', 'ATTRIB', 'ATTDEF', 'MTEXT']);

interface Transformed {
  /** the entity's new body */
  head: Tags;
  /** its subentities' new bodies (handle, body) */
  subs: Array<[string, Tags]> | undefined;
  /** the anonymous block that draws it (DIMENSION) */
  block?: string;
}

/**
 * The new bodies of an entity and its subentities under m, or why the type refuses it. Nothing is
 * written. `cache` shares the plane maps of one matrix across a selection.
 */
export function transformedBodies(db: DrawingDb, r: DbRecord, m: Mat, opts: TransformOptions = {}, cache: PlaneCache = new PlaneCache(m)): Transformed | EditError {
  // a rotation leaves rounding noise (6.1e-17) where the construction meant 0: written as 0
  const noisy = m[0] !== 1 || m[1] !== 0 || m[4] !== 0 || m[5] !== 1;
  const readable = opts.readableText !== false && det(m) < 0;
  const finish = (type: string, before: Tags, body: Tags): Tags => {
    const b = readable && TEXT_TYPES.has(type) ? readableBody(db, type, before, body) : body;
    return noisy ? cleanBody(b) : b;
  };
  const head = transformRecord(r, m, undefined, cache);
  if (!head.ok) return head.error;
  let subs: Array<[string, Tags]> | undefined;
  if (db.subentities(r.handle).length) {
    subs = [];
    for (const s of subRecords(db, r.handle)) {
      if (s.type === 'SEQEND') continue;
      const t = transformRecord(s, m, r, cache);
      if (!t.ok) return t.error;
      subs.push([s.handle, finish(s.type, s.body, t.groups)]);
    }
  }
  const out: Transformed = { head: finish(r.type, r.body, head.groups), subs };
  if (head.dependentBlock) out.block = head.dependentBlock;
  return out;
}

/** A handle -> body lookup of a transform's result (for copies). */
function bodyLookup(t: Transformed, header: string): (rec: DbRecord) => Tags {
  return (rec) => (rec.handle === header ? t.head : (t.subs?.find((x) => x[0] === rec.handle)?.[1] ?? rec.body));
}

const gap = (a: number, b: number): number => {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return Math.min(d, 2 * Math.PI - d);
};

/**
 * A mirrored text made readable again: reflected across the axis of its own box (the up axis
 * when the mirror turned the glyphs backward, the baseline when it turned them upside down).
 */
function readableBody(db: DrawingDb, type: string, before: Tags, mirrored: Tags): Tags {
  const ctx = dbShapeContext(db);
  const prim = shapeOf({ type, groups: mirrored }, ctx).find((p): p is TextPrim => p.k === 'text');
  if (!prim) return mirrored;
  const c = textCorners(prim);
  const centre: Vec3 = [(c[0]! + c[4]!) / 2, (c[1]! + c[5]!) / 2, 0];
  const base: Vec3 = [c[2]! - c[0]!, c[3]! - c[1]!, 0];
  const up: Vec3 = [c[6]! - c[0]!, c[7]! - c[1]!, 0];
  let aboutUp: boolean;
  if (type === 'MTEXT') {
    // no mirroring flags: reverse the direction when that keeps the rotation nearer, as TEXT does
    const was = tagNum(before, 50, 0);
    const dir = Math.atan2(base[1], base[0]);
    aboutUp = gap(dir + Math.PI, was) <= gap(dir, was) + 1e-12;
  } else aboutUp = ((tagNum(before, 71, 0) ^ tagNum(mirrored, 71, 0)) & 2) !== 0;
  const axis = aboutUp ? up : base;
  const m2 = mirrorLine(centre, [centre[0] + axis[0], centre[1] + axis[1], 0]);
  const back = transformRecord({ type, body: mirrored }, m2);
  return back.ok ? back.groups : mirrored;
}

/** Write the new bodies (and move a DIMENSION's block). */
function write(db: DrawingDb, r: DbRecord, t: Transformed, m: Mat): void {
  db.replace(withBody(r, t.head));
  if (t.subs) {
    for (const [h, body] of t.subs) {
      const rec = db.get(h);
      if (rec) db.replace({ ...rec, body });
    }
  }
  if (t.block && db.block(t.block)) {
    if (dimensionBlockShared(db, t.block, r.handle)) {
      const name = copyDependentBlock(db, t.block, m);
      const now = db.get(r.handle)!;
      db.replace({ ...now, body: tagSet(now.body, 2, name) });
    } else transformBlockContents(db, t.block, m);
  }
}

/** Transform entities in place by a 3×4 matrix (ActiveX TransformBy). */
export function transformEntities(db: DrawingDb, refs: Iterable<EntityRef>, m: Mat, opts: TransformOptions = {}): EditResult {
  const res = emptyResult();
  const cache = new PlaneCache(m);
  const locked = new Map<string, boolean>();
  const done: Array<[DbRecord, Transformed]> = [];
  for (const ref of refs) {
    const r = editableEntity(db, ref, locked);
    if (isFailure(r)) {
      res.failed.push(r);
      continue;
    }
    const t = transformedBodies(db, r, m, opts, cache);
    if (typeof t === 'string') res.failed.push({ handle: r.handle, error: t });
    else if (opts.allOrNothing) done.push([r, t]);
    else {
      write(db, r, t, m);
      res.changed.push(r.handle);
    }
  }
  if (opts.allOrNothing) {
    if (res.failed.some((f) => f.error === 'unsupported')) return res;
    for (const [r, t] of done) {
      write(db, r, t, m);
      res.changed.push(r.handle);
    }
  }
  return res;
}

/**
 * Copies of entities (with their subentities) under m (the identity: in place), added at the end
 * of the drawing in the order given; the copies' handles are `created`.
 */
export function copyEntities(db: DrawingDb, refs: Iterable<EntityRef>, m: Mat = IDENTITY, opts: TransformOptions = {}): EditResult {
  const res = emptyResult();
  const cache = new PlaneCache(m);
  const locked = new Map<string, boolean>();
  for (const ref of refs) {
    const r = editableEntity(db, ref, locked);
    if (isFailure(r)) {
      res.failed.push(r);
      continue;
    }
    const t = m === IDENTITY ? undefined : transformedBodies(db, r, m, opts, cache);
    if (typeof t === 'string') {
      res.failed.push({ handle: r.handle, error: t });
      continue;
    }
    const h = cloneEntity(db, r, t ? bodyLookup(t, r.handle) : (rec) => rec.body);
    const block = r.type === 'DIMENSION' ? tagStr(r.body, 2) : '';
    if (block && db.block(block)) {
      const now = db.get(h)!;
      db.replace({ ...now, body: tagSet(now.body, 2, copyDependentBlock(db, block, m)) });
    }
    res.created.push(h);
  }
  return res;
}

const sub3 = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];

/** MOVE / Move: by the displacement from `from` to `to` (WCS). */
export const moveEntities = (db: DrawingDb, refs: Iterable<EntityRef>, from: Vec3, to: Vec3, opts: TransformOptions = {}): EditResult => {
  const d = sub3(to, from);
  return transformEntities(db, refs, translate(d[0], d[1], d[2]), opts);
};

/** ROTATE / Rotate: by `angle` radians counter-clockwise about the axis through `base` (default the WCS Z axis). */
export const rotateEntities = (db: DrawingDb, refs: Iterable<EntityRef>, base: Vec3, angle: number, axis: Vec3 = [0, 0, 1]): EditResult =>
  transformEntities(db, refs, rotateAbout(base, angle, axis));

/** SCALE / ScaleEntity: by `factor` about `base`. */
export const scaleEntities = (db: DrawingDb, refs: Iterable<EntityRef>, base: Vec3, factor: number): EditResult =>
  factor > 0 && Number.isFinite(factor) ? transformEntities(db, refs, scaleAbout(base, factor)) : failAll(db, refs, 'degenerate');

/**
 * MIRROR / Mirror: reflect in the vertical plane through p1–p2. `copy` (MIRROR's default, and
 * ActiveX Mirror, which returns the copy) leaves the originals and mirrors copies.
 */
export function mirrorEntities(db: DrawingDb, refs: Iterable<EntityRef>, p1: Vec3, p2: Vec3, opts: TransformOptions & { copy?: boolean } = {}): EditResult {
  if (Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) === 0) return failAll(db, refs, 'degenerate');
  const m = mirrorLine(p1, p2);
  return opts.copy ? copyEntities(db, refs, m, opts) : transformEntities(db, refs, m, opts);
}

function failAll(db: DrawingDb, refs: Iterable<EntityRef>, error: EditError): EditResult {
  const res = emptyResult();
  for (const ref of refs) {
    const r = editableEntity(db, ref);
    res.failed.push(isFailure(r) ? r : { handle: r.handle, error });
  }
  return res;
}

/** Whether the entity's type declares how it transforms (others cannot be moved here). */
export const canTransform = (r: { readonly type: string }): boolean => hasTransform(r.type);
