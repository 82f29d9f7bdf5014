/*
 * An entity's selection geometry, computed from its entget list only (plus, optionally, block
 * definitions and POLYLINE vertices from the SelectionSource). One builder per entity type:
 *   LINE, POINT, CIRCLE, ARC, ELLIPSE exact; LWPOLYLINE / 2D POLYLINE with bulges exact;
 *   3D POLYLINE, LEADER: straight segments; mesh and polyface POLYLINEs: their vertices as points;
 *   SPLINE: the polyline through its fit points, else its control polygon (an approximation: the
 *   curve lies inside the control polygon's hull, so a window around the polygon holds the curve);
 *   TEXT / ATTRIB / ATTDEF / MTEXT: the approximate text box (text-box.ts), filled;
 *   SOLID / TRACE: the filled quadrilateral; 3DFACE: its edges; HATCH: its boundary loops;
 *   INSERT: the transformed block contents when the source provides block definitions (nested up to
 *   8 levels, MINSERT arrays included), else its insertion point; attributes by their text boxes;
 *   DIMENSION: its block when available, else its definition points;
 *   XLINE / RAY: a very long segment; anything else: its point groups (10-18).
 * Geometry is projected onto the WCS XY plane (plan view).
 */
import { Cons, type Value } from '../../../core/values.js';
import type { SelectableEntity, SelectionSource } from '../../../ports/selection.js';
import {
  asPoint, emitBulge, emitEll, emitPt, emitSeg, extrusion, groupNum, groupPoint, groupStr, numOf, pairs,
} from './build.js';
import { hatchPrims } from './hatch.js';
import { sweep, TWO_PI, type Prim, type Shape } from './primitives.js';
import { mtextLines, textBoxLocal } from './text-box.js';
import { apply, applyLinear, compose, cross, IDENTITY, ocsToWcs, rotateZ, scale, translate, unit, type Mat, type Vec3 } from './xform.js';

const MAX_BLOCK_DEPTH = 8;
const FAR = 1e12;

export interface ShapeContext {
  source?: SelectionSource;
  /** text height and width factor used when an entity lacks them */
  textSize: number;
  styleWidth?: (style: string) => number | undefined;
}

export function entityShape(e: SelectableEntity, ctx: ShapeContext): Shape {
  const out: Shape = { prims: [] };
  build(e, e.data(), IDENTITY, ctx, out, 0, []);
  return out;
}

function build(e: SelectableEntity | undefined, d: Value, m: Mat, ctx: ShapeContext, out: Shape, depth: number, stack: string[]): void {
  const type = (e?.type ?? groupStr(d, 0) ?? '').toUpperCase();
  const prims = out.prims;
  const ocs = (): Mat => compose(m, ocsToWcs(extrusion(d)));
  switch (type) {
    case 'LINE': {
      const a = groupPoint(d, 10);
      const b = groupPoint(d, 11);
      if (a && b) emitSeg(m, a, b, prims);
      return;
    }
    case 'POINT': {
      const a = groupPoint(d, 10);
      if (a) emitPt(m, a, prims);
      return;
    }
    case 'CIRCLE':
    case 'ARC': {
      const c = groupPoint(d, 10);
      const r = groupNum(d, 40, 0);
      if (!c) return;
      const u0 = type === 'ARC' ? groupNum(d, 50, 0) : 0;
      const du = type === 'ARC' ? sweep(u0, groupNum(d, 51, 0)) : TWO_PI;
      emitEll(ocs(), c, [r, 0, 0], [0, r, 0], u0, du, prims);
      return;
    }
    case 'ELLIPSE': {
      const c = groupPoint(d, 10);
      const maj = groupPoint(d, 11);
      if (!c || !maj) return;
      const n = unit(extrusion(d)) ?? [0, 0, 1];
      const ratio = groupNum(d, 40, 1);
      const mn = cross(n, maj);
      const v: Vec3 = [mn[0] * ratio, mn[1] * ratio, mn[2] * ratio];
      const s = groupNum(d, 41, 0);
      const en = groupNum(d, 42, TWO_PI);
      emitEll(m, c, maj, v, s, Math.abs(en - s) >= TWO_PI - 1e-9 ? TWO_PI : sweep(s, en), prims);
      return;
    }
    case 'LWPOLYLINE': {
      const elev = groupNum(d, 38, 0);
      const verts: Array<{ p: Vec3; b: number }> = [];
      for (const [code, val] of pairs(d)) {
        if (code === 10) {
          const p = asPoint(val);
          if (p) verts.push({ p: [p[0], p[1], elev], b: 0 });
        } else if (code === 42 && verts.length) verts[verts.length - 1]!.b = numOf(val, 0);
      }
      polylinePrims(ocs(), verts, (groupNum(d, 70, 0) & 1) !== 0, prims);
      return;
    }
    case 'POLYLINE':
      polyline(e, d, m, ocs, prims);
      return;
    case 'SPLINE':
    case 'LEADER': {
      const fit: Vec3[] = [];
      const ctrl: Vec3[] = [];
      for (const [code, val] of pairs(d)) {
        const p = code === 10 || code === 11 ? asPoint(val) : undefined;
        if (p) (code === 11 && type === 'SPLINE' ? fit : ctrl).push(p);
      }
      const pts = fit.length > 1 ? fit : ctrl;
      for (let i = 0; i + 1 < pts.length; i++) emitSeg(m, pts[i]!, pts[i + 1]!, prims);
      if (type === 'SPLINE' && groupNum(d, 70, 0) & 1 && pts.length > 2) emitSeg(m, pts[pts.length - 1]!, pts[0]!, prims);
      if (pts.length === 1) emitPt(m, pts[0]!, prims);
      return;
    }
    case 'TEXT':
    case 'ATTRIB':
    case 'ATTDEF':
      textShape(d, ocs(), ctx, out);
      return;
    case 'MTEXT':
      mtextShape(d, m, ctx, out);
      return;
    case 'SOLID':
    case 'TRACE':
    case '3DFACE': {
      const c = [10, 11, 12, 13].map((k) => groupPoint(d, k));
      if (c.some((p) => !p)) return;
      const tm = type === '3DFACE' ? m : ocs();
      const order = type === '3DFACE' ? [0, 1, 2, 3] : [0, 1, 3, 2];
      const poly: number[] = [];
      for (let i = 0; i < 4; i++) {
        const a = c[order[i]!]!;
        const b = c[order[(i + 1) % 4]!]!;
        emitSeg(tm, a, b, prims);
        const w = apply(tm, a[0], a[1], a[2]);
        poly.push(w[0], w[1]);
      }
      if (type !== '3DFACE') out.region = poly;
      return;
    }
    case 'HATCH': {
      const base = groupPoint(d, 10);
      hatchPrims(d, ocs(), base ? base[2] : 0, prims);
      return;
    }
    case 'INSERT':
      insertShape(e, d, m, ctx, out, depth, stack);
      return;
    case 'DIMENSION': {
      const name = groupStr(d, 2);
      const before = prims.length;
      if (name) blockInto(name, m, ctx, out, depth, stack);
      if (prims.length === before) for (const k of [10, 11, 13, 14]) pointGroup(d, k, m, prims);
      return;
    }
    case 'XLINE':
    case 'RAY': {
      const p = groupPoint(d, 10);
      const dir = unit(groupPoint(d, 11) ?? [1, 0, 0]);
      if (!p || !dir) return;
      const a: Vec3 = type === 'RAY' ? p : [p[0] - dir[0] * FAR, p[1] - dir[1] * FAR, p[2] - dir[2] * FAR];
      emitSeg(m, a, [p[0] + dir[0] * FAR, p[1] + dir[1] * FAR, p[2] + dir[2] * FAR], prims);
      return;
    }
    default:
      for (let k = 10; k <= 18; k++) pointGroup(d, k, m, prims);
  }
}

function pointGroup(d: Value, code: number, m: Mat, prims: Prim[]): void {
  for (let c = d; c instanceof Cons; c = c.cdr) {
    const p = c.car;
    if (p instanceof Cons && p.car === code) {
      const q = asPoint(p.cdr);
      if (q) emitPt(m, q, prims);
    }
  }
}

function polylinePrims(m: Mat, verts: Array<{ p: Vec3; b: number }>, closed: boolean, prims: Prim[]): void {
  if (verts.length === 1) emitPt(m, verts[0]!.p, prims);
  for (let i = 0; i + 1 < verts.length; i++) emitBulge(m, verts[i]!.p, verts[i + 1]!.p, verts[i]!.b, prims);
  if (closed && verts.length > 2) emitBulge(m, verts[verts.length - 1]!.p, verts[0]!.p, verts[verts.length - 1]!.b, prims);
}

function polyline(e: SelectableEntity | undefined, d: Value, m: Mat, ocs: () => Mat, prims: Prim[]): void {
  const subs = e?.subentities?.();
  if (!subs) return;
  const flags = groupNum(d, 70, 0);
  const is3d = (flags & 8) !== 0;
  const meshLike = (flags & (16 | 64)) !== 0;
  const elev = groupPoint(d, 10)?.[2] ?? 0;
  const verts: Array<{ p: Vec3; b: number }> = [];
  for (const v of subs) {
    if (groupStr(v, 0) !== 'VERTEX') continue;
    const vf = groupNum(v, 70, 0);
    if (vf & 16) continue; // spline frame control point
    if (meshLike && (vf & 128) && !(vf & 64)) continue; // polyface face record
    const p = groupPoint(v, 10);
    if (p) verts.push({ p: is3d || meshLike ? p : [p[0], p[1], elev], b: is3d || meshLike ? 0 : groupNum(v, 42, 0) });
  }
  if (meshLike) for (const v of verts) emitPt(m, v.p, prims);
  else polylinePrims(is3d ? m : ocs(), verts, (flags & 1) !== 0, prims);
}

function textShape(d: Value, m: Mat, ctx: ShapeContext, out: Shape): void {
  const ins = groupPoint(d, 10);
  if (!ins) return;
  const style = groupStr(d, 7) ?? 'Standard';
  const h = groupNum(d, 40, ctx.textSize);
  const wf = groupNum(d, 41, ctx.styleWidth?.(style) ?? 1);
  const [x0, y0, x1, y1] = textBoxLocal(groupStr(d, 1) ?? '', { height: h, widthFactor: wf, oblique: groupNum(d, 51, 0) });
  const gen = groupNum(d, 71, 0);
  const sx = gen & 2 ? -1 : 1;
  const sy = gen & 4 ? -1 : 1;
  const local = compose(compose(m, compose(translate(ins[0], ins[1], ins[2]), rotateZ(groupNum(d, 50, 0)))), scale(sx, sy, 1));
  boxInto(local, x0, y0, x1, y1, out);
}

function mtextShape(d: Value, m: Mat, ctx: ShapeContext, out: Shape): void {
  const ins = groupPoint(d, 10);
  if (!ins) return;
  const h = groupNum(d, 40, ctx.textSize);
  let raw = '';
  for (const [code, val] of pairs(d)) if ((code === 3 || code === 1) && typeof val === 'string') raw += val;
  const lines = mtextLines(raw);
  let w = groupNum(d, 42, 0);
  if (!(w > 0)) {
    for (const l of lines) w = Math.max(w, textBoxLocal(l, { height: h, widthFactor: 1, oblique: 0 })[2]);
    const ref = groupNum(d, 41, 0);
    if (ref > 0 && lines.length === 1) w = Math.min(w, ref);
  }
  let ht = groupNum(d, 43, 0);
  if (!(ht > 0)) ht = lines.length * h + (lines.length - 1) * (2 * h) / 3;
  const att = Math.min(9, Math.max(1, groupNum(d, 71, 1)));
  const col = (att - 1) % 3;
  const row = Math.floor((att - 1) / 3);
  const x0 = -(col * w) / 2;
  const y1 = row === 0 ? 0 : row === 1 ? ht / 2 : ht;
  const n = unit(extrusion(d)) ?? [0, 0, 1];
  let xdir = groupPoint(d, 11);
  if (!xdir || !unit(xdir)) {
    const ocsM = ocsToWcs(n);
    const a = groupNum(d, 50, 0);
    xdir = applyLinear(ocsM, Math.cos(a), Math.sin(a), 0);
  }
  const xu = unit(xdir)!;
  const yu = cross(n, xu);
  const frame: Mat = [xu[0], yu[0], n[0], ins[0], xu[1], yu[1], n[1], ins[1], xu[2], yu[2], n[2], ins[2]];
  boxInto(compose(m, frame), x0, y1 - ht, x0 + w, y1, out);
}

function boxInto(m: Mat, x0: number, y0: number, x1: number, y1: number, out: Shape): void {
  const corners: Vec3[] = [[x0, y0, 0], [x1, y0, 0], [x1, y1, 0], [x0, y1, 0]];
  const poly: number[] = [];
  for (let i = 0; i < 4; i++) {
    emitSeg(m, corners[i]!, corners[(i + 1) % 4]!, out.prims);
    const w = apply(m, corners[i]![0], corners[i]![1], 0);
    poly.push(w[0], w[1]);
  }
  out.region = out.region ?? poly;
}

function insertShape(e: SelectableEntity | undefined, d: Value, m: Mat, ctx: ShapeContext, out: Shape, depth: number, stack: string[]): void {
  const ins = groupPoint(d, 10) ?? [0, 0, 0];
  const name = groupStr(d, 2) ?? '';
  const ocsM = compose(m, ocsToWcs(extrusion(d)));
  const before = out.prims.length;
  const def = depth < MAX_BLOCK_DEPTH && !stack.includes(name.toUpperCase()) ? ctx.source?.blockGeometry?.(name) : undefined;
  if (def) {
    const cols = Math.max(1, groupNum(d, 70, 1));
    const rows = Math.max(1, groupNum(d, 71, 1));
    const cs = groupNum(d, 44, 0);
    const rs = groupNum(d, 45, 0);
    const s = scale(groupNum(d, 41, 1), groupNum(d, 42, 1), groupNum(d, 43, 1));
    const placed = compose(translate(ins[0], ins[1], ins[2]), rotateZ(groupNum(d, 50, 0)));
    const ents = [...def.entities];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const bm = compose(ocsM, compose(compose(placed, translate(c * cs, r * rs, 0)), compose(s, translate(-def.base[0], -def.base[1], -def.base[2]))));
        for (const be of ents) {
          const sub: Shape = { prims: out.prims };
          build(be, be.data(), bm, ctx, sub, depth + 1, [...stack, name.toUpperCase()]);
        }
      }
  }
  if (out.prims.length === before) emitPt(ocsM, ins, out.prims);
  // attributes are placed in the drawing already (not block-relative)
  for (const a of e?.subentities?.() ?? []) if (groupStr(a, 0) === 'ATTRIB') textShape(a, compose(m, ocsToWcs(extrusion(a))), ctx, { prims: out.prims });
}

function blockInto(name: string, m: Mat, ctx: ShapeContext, out: Shape, depth: number, stack: string[]): void {
  if (depth >= MAX_BLOCK_DEPTH || stack.includes(name.toUpperCase())) return;
  const def = ctx.source?.blockGeometry?.(name);
  if (!def) return;
  for (const be of def.entities) build(be, be.data(), m, ctx, { prims: out.prims }, depth + 1, [...stack, name.toUpperCase()]);
}


