/*
 * EXPLODE (and ActiveX Explode): a compound entity replaced by its parts, added at the end of the
 * drawing (so (entnext marker) walks them), the entity erased.
 *   LWPOLYLINE, 2D POLYLINE  a LINE or ARC per segment (widths dropped, thickness kept), in the
 *                            polyline's plane; 3D POLYLINE: LINEs
 *   INSERT                   its block's entities under the insertion transform, keeping their own
 *                            properties (layer 0 stays 0, BYBLOCK stays BYBLOCK); nested INSERTs
 *                            stay INSERTs one level down; ATTDEFs come back as ATTDEFs and the
 *                            ATTRIBs go. Under a non-uniform scale circles and arcs become
 *                            ellipses; anything else that cannot be scaled so refuses the whole
 *                            insert. MINSERT and external references are refused.
 *   DIMENSION                the entities of its anonymous block (lines, solids, MTEXT, points)
 * Anything else is 'unsupported' (AutoCAD: "cannot be exploded").
 */
import type { DrawingDb } from '../db.js';
import { transformRecord } from '../entities/transform.js';
import { curveOf, type Piece } from '../geometry/curve.js';
import { extrusionOf, num, point, str } from '../geometry/groups.js';
import { applyLinear, applyV, type Mat } from '../geometry/matrix.js';
import { insertTransforms } from '../geometry/shape-block.js';
import { wcsToOcs } from '../geometry/ocs.js';
import { cross, dot, len, unit, type Vec3 } from '../geometry/vec.js';
import type { DbRecord } from '../model/record.js';
import { tagNum, type GV } from '../model/tags.js';
import { blockContents } from '../record-shape.js';
import { cloneEntity, deriveEntity, editableEntity, emptyResult, eraseRecord, isFailure, subRecords, type EditError, type EditResult, type EntityRef } from './records.js';
import { copyDependentBlock } from './blocks.js';
import { cleanAngle, cleanBody, cleanPoint } from './curves.js';

const TWO_PI = Math.PI * 2;

function explodePolyline(db: DrawingDb, r: DbRecord): string[] | EditError {
  const verts = subRecords(db, r.handle).filter((s) => s.type === 'VERTEX' && !(tagNum(s.body, 70) & 16)).map((s) => s.body);
  const flags = tagNum(r.body, 70);
  if (r.type === 'POLYLINE' && flags & (16 | 64)) return 'unsupported';
  const c = curveOf(r.type, r.body, () => verts);
  if (!c) return 'unsupported';
  const normal = extrusionOf(r.body);
  const out: string[] = [];
  for (const p of c.pieces) {
    if (p.len === 0 && p.k === 'line') continue;
    out.push(p.k === 'line' ? lineOf(db, r, p, c.toWcs) : arcOf(db, r, p, normal));
  }
  return out;
}

function lineOf(db: DrawingDb, src: DbRecord, p: Extract<Piece, { k: 'line' }>, toWcs: Mat): string {
  return deriveEntity(db, src, 'LINE', [[10, cleanPoint(applyV(toWcs, p.a))], [11, cleanPoint(applyV(toWcs, p.b))]]);
}

function arcOf(db: DrawingDb, src: DbRecord, p: Extract<Piece, { k: 'arc' }>, normal: Vec3): string {
  const s = p.sweep >= 0 ? p.a0 : p.a0 + p.sweep;
  return deriveEntity(db, src, 'ARC', [[10, cleanPoint([p.cx, p.cy, p.z])], [40, p.r], [50, cleanAngle(s)], [51, cleanAngle(s + Math.abs(p.sweep))], [210, normal]]);
}

/** A circle or arc of a block under a map that does not keep circles round: an ELLIPSE. */
function ellipseGroups(b: DbRecord, m: Mat): Array<[number, GV]> | undefined {
  const n = extrusionOf(b.body);
  const o = wcsToOcs(n);
  // OCS axes in WCS: the rows of wcsToOcs
  const ax: Vec3 = [o[0]!, o[1]!, o[2]!];
  const ay: Vec3 = [o[4]!, o[5]!, o[6]!];
  const c = point(b.body, 10) ?? [0, 0, 0];
  const r = num(b.body, 40, 0);
  const cw = applyV(m, [c[0] * ax[0] + c[1] * ay[0] + c[2] * n[0], c[0] * ax[1] + c[1] * ay[1] + c[2] * n[1], c[0] * ax[2] + c[1] * ay[2] + c[2] * n[2]]);
  const U = applyLinear(m, ax[0] * r, ax[1] * r, ax[2] * r);
  const V = applyLinear(m, ay[0] * r, ay[1] * r, ay[2] * r);
  // principal axes of P(t) = U cos t + V sin t
  const t0 = 0.5 * Math.atan2(2 * dot(U, V), dot(U, U) - dot(V, V));
  const maj = (t: number): Vec3 => [U[0] * Math.cos(t) + V[0] * Math.sin(t), U[1] * Math.cos(t) + V[1] * Math.sin(t), U[2] * Math.cos(t) + V[2] * Math.sin(t)];
  let t = t0;
  let A = maj(t);
  let B = maj(t + Math.PI / 2);
  if (len(B) > len(A)) {
    t += Math.PI / 2;
    [A, B] = [B, A];
  }
  const nn = unit(cross(U, V));
  if (!nn || len(A) === 0) return undefined;
  const ratio = len(B) / len(A);
  // a parameter of the circle (angle a) is parameter a - t of the ellipse (counter-clockwise about nn)
  let p0 = 0;
  let p1 = TWO_PI;
  if (b.type === 'ARC') {
    p0 = num(b.body, 50, 0) - t;
    p1 = num(b.body, 51, 0) - t;
    if (p1 <= p0) p1 += TWO_PI;
  }
  return [[10, cw], [11, A], [210, nn], [40, ratio], [41, p0], [42, p1]];
}

function explodeInsert(db: DrawingDb, r: DbRecord): string[] | EditError {
  if (num(r.body, 70, 0) > 1 || num(r.body, 71, 0) > 1) return 'unsupported';
  const name = str(r.body, 2) ?? '';
  const contents = blockContents(db, name);
  const def = db.block(name);
  if (!contents || !def) return 'unsupported';
  const begin = db.get(def.begin);
  if (begin && tagNum(begin.body, 70) & 4) return 'unsupported'; // an external reference
  const m = insertTransforms(r.body, contents.base)[0]!;
  // check everything first: one part that cannot be mapped refuses the insert
  const plan: Array<{ b: DbRecord; ellipse?: Array<[number, GV]> }> = [];
  for (const b of contents.records) {
    const t = transformRecord(b, m);
    if (t.ok) {
      plan.push({ b });
      continue;
    }
    if (t.error === 'nonUniformScale' && (b.type === 'CIRCLE' || b.type === 'ARC')) {
      const e = ellipseGroups(b, m);
      if (e) {
        plan.push({ b, ellipse: e });
        continue;
      }
    }
    return t.error === 'unsupported' ? 'unsupported' : 'nonUniformScale';
  }
  const out: string[] = [];
  for (const { b, ellipse } of plan) {
    if (ellipse) {
      out.push(deriveEntity(db, b, 'ELLIPSE', ellipse, r.owner));
      continue;
    }
    const h = cloneEntity(db, b, (rec, header) => {
      if (rec.type === 'SEQEND') return rec.body;
      const t = rec === header ? transformRecord(rec, m) : transformRecord(rec, m, header);
      return t.ok ? cleanBody(t.groups) : rec.body;
    }, r.owner);
    const block = b.type === 'DIMENSION' ? str(b.body, 2) : undefined;
    if (block && db.block(block)) {
      const now = db.get(h)!;
      const fresh = copyDependentBlock(db, block, m);
      db.replace({ ...now, body: { c: now.body.c, v: now.body.v.map((v, i) => (now.body.c[i] === 2 ? fresh : v)) } });
    }
    out.push(h);
  }
  return out;
}

function explodeDimension(db: DrawingDb, r: DbRecord): string[] | EditError {
  const contents = blockContents(db, str(r.body, 2) ?? '');
  if (!contents) return 'unsupported';
  return contents.records.map((b) => cloneEntity(db, b, (rec) => rec.body, r.owner));
}

/**
 * Explode one entity; `created` lists the parts in order, `erased` the entity. `keep` leaves the
 * entity where it was (ActiveX Explode returns the parts and keeps its source).
 */
export function explodeEntity(db: DrawingDb, ref: EntityRef, opts: { keep?: boolean } = {}): EditResult {
  const res = emptyResult();
  const r = editableEntity(db, ref);
  if (isFailure(r)) {
    res.failed.push(r);
    return res;
  }
  let parts: string[] | EditError;
  switch (r.type) {
    case 'LWPOLYLINE':
    case 'POLYLINE':
      parts = explodePolyline(db, r);
      break;
    case 'INSERT':
      parts = explodeInsert(db, r);
      break;
    case 'DIMENSION':
      parts = explodeDimension(db, r);
      break;
    default:
      parts = 'unsupported';
  }
  if (typeof parts === 'string') {
    res.failed.push({ handle: r.handle, error: parts });
    return res;
  }
  res.created.push(...parts);
  if (opts.keep) return res;
  eraseRecord(db, db.get(r.handle)!);
  res.erased.push(r.handle);
  return res;
}

/** The types explodeEntity can take apart. */
export const EXPLODABLE: ReadonlySet<string> = new Set(['LWPOLYLINE', 'POLYLINE', 'INSERT', 'DIMENSION']);
