/*
 * One snapshot entity -> drawing primitives in its own coordinates (model space, or block space
 * for entities inside a block definition). INSERT and DIMENSION are expanded by scene.ts;
 * POLYLINE vertices arrive from the VERTEX entities that follow it. Unknown types draw nothing.
 */
import type { SnapshotEntity } from '../../interpreter/runner/contract.js';
import { allNums, allPts, first, mirroredOcs, num, point, pt, str, type Groups } from './groups.js';
import { bulgeArc, ccwEnd, sampleSpline, TAU, type Prim } from './prims.js';

/** Vertices with bulges -> primitives: runs of straight segments become one polyline, bulges arcs. */
export function bulgePolyline(verts: Array<[number, number]>, bulges: number[], closed: boolean): Prim[] {
  const out: Prim[] = [];
  const n = verts.length;
  if (n === 0) return out;
  if (n === 1) {
    const [x, y] = verts[0]!;
    return [{ k: 'poly', pts: new Float64Array([x, y, x, y]), closed: false }];
  }
  let run: number[] = [verts[0]![0], verts[0]![1]];
  const flush = (): void => {
    if (run.length >= 4) out.push({ k: 'poly', pts: new Float64Array(run), closed: false });
  };
  const segs = closed ? n : n - 1;
  const allStraight = bulges.every((b) => !b);
  if (allStraight) return [{ k: 'poly', pts: new Float64Array(verts.flat()), closed }];
  for (let i = 0; i < segs; i++) {
    const [x1, y1] = verts[i]!;
    const [x2, y2] = verts[(i + 1) % n]!;
    const arc = bulgeArc(x1, y1, x2, y2, bulges[i] ?? 0);
    if (arc) {
      flush();
      out.push(arc);
      run = [x2, y2];
    } else run.push(x2, y2);
  }
  flush();
  return out;
}

function lwpolyline(g: Groups): Prim[] {
  const verts: Array<[number, number]> = [];
  const bulges: number[] = [];
  for (const [c, v] of g) {
    if (c === 10) {
      const p = point(v);
      if (p) {
        verts.push(p);
        bulges.push(0);
      }
    } else if (c === 42 && verts.length > 0 && typeof v === 'number') bulges[verts.length - 1] = v;
  }
  const closed = (num(g, 70) & 1) === 1;
  if (mirroredOcs(g)) {
    for (const p of verts) p[0] = -p[0];
    for (let i = 0; i < bulges.length; i++) bulges[i] = -(bulges[i] as number);
  }
  return bulgePolyline(verts, bulges, closed);
}

/** Old-style POLYLINE from its VERTEX entities. */
export function polylineFromVertices(poly: Groups, vertices: Groups[]): Prim[] {
  const verts: Array<[number, number]> = [];
  const bulges: number[] = [];
  for (const v of vertices) {
    const p = pt(v, 10);
    if (!p) continue;
    if ((num(v, 70) & 128) !== 0 && (num(v, 70) & 64) === 0) continue; // face records of a polyface mesh
    verts.push(p);
    bulges.push(num(v, 42));
  }
  return bulgePolyline(verts, bulges, (num(poly, 70) & 1) === 1);
}

function arcPrim(cx: number, cy: number, r: number, a0: number, a1: number, mirrored: boolean): Prim {
  if (mirrored) return { k: 'arc', cx: -cx, cy, r, a0: Math.PI - a1, a1: ccwEnd(Math.PI - a1, Math.PI - a0) };
  return { k: 'arc', cx, cy, r, a0, a1: ccwEnd(a0, a1) };
}

const TEXT_WIDTH = 0.6; // average glyph width as a fraction of the height (for boxes and hit tests)

function textPrim(g: Groups, type: string): Prim | null {
  const h = num(g, 40, 1) || 1;
  const rot = type === 'MTEXT' ? mtextRotation(g) : num(g, 50);
  if (type === 'MTEXT') {
    const raw = str(g, 3) ? `${[...g].filter(([c]) => c === 3).map(([, v]) => String(v)).join('')}${str(g, 1)}` : str(g, 1);
    const s = plainMtext(raw);
    const lines = s.split('\n');
    const w = Math.max(...lines.map((l) => l.length)) * h * TEXT_WIDTH;
    const boxH = h * (1 + 1.67 * (lines.length - 1));
    const p = pt(g, 10) ?? [0, 0];
    const att = num(g, 71, 1);
    const col = (att - 1) % 3;
    const row = Math.floor((att - 1) / 3);
    const dx = -w * (col / 2);
    const dy = -boxH + boxH * (row / 2);
    const c = Math.cos(rot);
    const sn = Math.sin(rot);
    return { k: 'text', x: p[0] + dx * c - dy * sn, y: p[1] + dx * sn + dy * c, h: boxH, w, rot, str: s };
  }
  const s = str(g, 1);
  const wf = num(g, 41, 1) || 1;
  const w = s.length * h * TEXT_WIDTH * wf;
  const hj = num(g, 72);
  const vj = num(g, 73);
  const p1 = pt(g, 10) ?? [0, 0];
  const aligned = (hj !== 0 || vj !== 0) && pt(g, 11) ? (pt(g, 11) as [number, number]) : p1;
  let dx = 0;
  let dy = 0;
  if (hj === 1 || hj === 4) dx = -w / 2;
  else if (hj === 2) dx = -w;
  if (hj === 4 || vj === 2) dy = -h / 2;
  else if (vj === 3) dy = -h;
  const c = Math.cos(rot);
  const sn = Math.sin(rot);
  const mir = mirroredOcs(g) ? -1 : 1;
  return { k: 'text', x: mir * aligned[0] + dx * c - dy * sn, y: aligned[1] + dx * sn + dy * c, h, w, rot, str: s };
}

function mtextRotation(g: Groups): number {
  const d = pt(g, 11);
  return d ? Math.atan2(d[1], d[0]) : num(g, 50);
}

/** MTEXT with its formatting codes removed (\P paragraphs become line breaks). */
export function plainMtext(s: string): string {
  return s
    .replace(/\\P/g, '\n')
    .replace(/\\[ACFHQTWfhcqtw][^;]*;/g, '')
    .replace(/\\[LlOoKk]/g, '')
    .replace(/\\S([^;]*);/g, (_, f: string) => f.replace(/[#^]/, '/'))
    .replace(/\\~/g, ' ')
    .replace(/[{}]/g, '')
    .replace(/\\\\/g, '\\');
}

function hatchBoundaries(g: Groups): Prim[] {
  // Walk the groups after 91 (number of boundary paths) edge by edge.
  const out: Prim[] = [];
  let i = g.findIndex(([c]) => c === 91);
  if (i < 0) return out;
  const paths = Number(g[i]![1]);
  i++;
  const next = (code: number): Groups[number][1] | undefined => {
    while (i < g.length && g[i]![0] !== code) {
      if (g[i]![0] === 92 || g[i]![0] === 97) return undefined;
      i++;
    }
    return i < g.length ? g[i++]![1] : undefined;
  };
  for (let p = 0; p < paths && i < g.length; p++) {
    while (i < g.length && g[i]![0] !== 92) i++;
    if (i >= g.length) break;
    const flags = Number(g[i++]![1]);
    if (flags & 2) {
      // polyline boundary: 72 has-bulge, 73 closed, 93 count, then 10 [42]
      const verts: Array<[number, number]> = [];
      const bulges: number[] = [];
      while (i < g.length && g[i]![0] !== 97 && g[i]![0] !== 92) {
        const [c, v] = g[i]!;
        if (c === 10) {
          const q = point(v);
          if (q) {
            verts.push(q);
            bulges.push(0);
          }
        } else if (c === 42 && verts.length && typeof v === 'number') bulges[verts.length - 1] = v;
        i++;
      }
      out.push(...bulgePolyline(verts, bulges, true));
    } else {
      const edges = Number(next(93) ?? 0);
      for (let e = 0; e < edges && i < g.length; e++) {
        const type = Number(next(72) ?? 0);
        if (type === 1) {
          const a = point(next(10));
          const b = point(next(11));
          if (a && b) out.push({ k: 'poly', pts: new Float64Array([a[0], a[1], b[0], b[1]]), closed: false });
        } else if (type === 2) {
          const c = point(next(10));
          const r = Number(next(40) ?? 0);
          let a0 = Number(next(50) ?? 0);
          let a1 = Number(next(51) ?? 0);
          const ccw = Number(next(73) ?? 1);
          if (!ccw) [a0, a1] = [-a1, -a0];
          if (c) out.push({ k: 'arc', cx: c[0], cy: c[1], r, a0, a1: ccwEnd(a0, a1) });
        } else if (type === 3) {
          const c = point(next(10));
          const m = point(next(11));
          const ratio = Number(next(40) ?? 1);
          const p0 = Number(next(50) ?? 0);
          const p1 = Number(next(51) ?? TAU);
          if (c && m) out.push({ k: 'ell', cx: c[0], cy: c[1], rx: Math.hypot(m[0], m[1]), ry: Math.hypot(m[0], m[1]) * ratio, rot: Math.atan2(m[1], m[0]), p0, p1: ccwEnd(p0, p1) });
        } else if (type === 4) {
          // spline edge: 94 degree, 95 knots, 96 control points, then 40s and 10s
          const degree = Number(next(94) ?? 3);
          const nk = Number(next(95) ?? 0);
          const nc = Number(next(96) ?? 0);
          const knots: number[] = [];
          for (let k = 0; k < nk; k++) knots.push(Number(next(40) ?? 0));
          const ctrl: Array<[number, number]> = [];
          for (let k = 0; k < nc; k++) {
            const q = point(next(10));
            if (q) ctrl.push(q);
          }
          out.push({ k: 'poly', pts: sampleSpline(degree, knots, ctrl), closed: false });
        }
      }
    }
  }
  return out;
}

/** Primitives for one entity (INSERT/DIMENSION/POLYLINE are handled by the scene builder). */
export function entityPrims(e: SnapshotEntity): Prim[] {
  const g = e.groups;
  switch (e.type) {
    case 'LINE': {
      const a = pt(g, 10);
      const b = pt(g, 11);
      return a && b ? [{ k: 'poly', pts: new Float64Array([a[0], a[1], b[0], b[1]]), closed: false }] : [];
    }
    case 'POINT': {
      const a = pt(g, 10);
      return a ? [{ k: 'poly', pts: new Float64Array([a[0], a[1], a[0], a[1]]), closed: false }] : [];
    }
    case 'CIRCLE': {
      const c = pt(g, 10);
      return c ? [arcPrim(c[0], c[1], num(g, 40), 0, TAU, mirroredOcs(g))] : [];
    }
    case 'ARC': {
      const c = pt(g, 10);
      return c ? [arcPrim(c[0], c[1], num(g, 40), num(g, 50), num(g, 51), mirroredOcs(g))] : [];
    }
    case 'ELLIPSE': {
      const c = pt(g, 10);
      const m = pt(g, 11);
      if (!c || !m) return [];
      const rx = Math.hypot(m[0], m[1]);
      const p0 = num(g, 41);
      const p1 = num(g, 42, TAU);
      return [{ k: 'ell', cx: c[0], cy: c[1], rx, ry: rx * num(g, 40, 1), rot: Math.atan2(m[1], m[0]), p0, p1: ccwEnd(p0, p1) }];
    }
    case 'LWPOLYLINE':
      return lwpolyline(g);
    case 'SPLINE': {
      const ctrl = allPts(g, 10);
      const fit = allPts(g, 11);
      if (ctrl.length >= 2) return [{ k: 'poly', pts: sampleSpline(num(g, 71, 3), allNums(g, 40), ctrl, allNums(g, 41)), closed: false }];
      return fit.length >= 2 ? [{ k: 'poly', pts: new Float64Array(fit.flat()), closed: false }] : [];
    }
    case 'TEXT':
    case 'MTEXT':
    case 'ATTRIB': {
      if (e.type === 'ATTRIB' && (num(g, 70) & 1) === 1) return []; // invisible attribute
      const t = textPrim(g, e.type);
      return t && t.k === 'text' && t.str ? [t] : [];
    }
    case 'SOLID':
    case 'TRACE':
    case '3DFACE': {
      const p = [pt(g, 10), pt(g, 11), pt(g, 12), pt(g, 13)].filter((q): q is [number, number] => q !== null);
      if (p.length < 3) return [];
      const order = e.type === '3DFACE' ? p : [p[0]!, p[1]!, p[3] ?? p[2]!, p[2]!];
      return [{ k: 'poly', pts: new Float64Array(order.flat()), closed: true }];
    }
    case 'LEADER': {
      const v = allPts(g, 10);
      return v.length >= 2 ? [{ k: 'poly', pts: new Float64Array(v.flat()), closed: false }] : [];
    }
    case 'HATCH':
      return hatchBoundaries(g);
    case 'VIEWPORT': {
      // a paper-space viewport: its frame (the overall paper viewport, id 1, is not drawn)
      const c = pt(g, 10);
      const id = g.find(([code]) => code === 69)?.[1];
      if (!c || id === 1) return [];
      const w = num(g, 40) / 2;
      const h = num(g, 41) / 2;
      return [{ k: 'poly', pts: new Float64Array([c[0] - w, c[1] - h, c[0] + w, c[1] - h, c[0] + w, c[1] + h, c[0] - w, c[1] + h]), closed: true }];
    }
    default:
      return [];
  }
}

/** The entity's own colour as written (group 420 true colour wins over 62). */
export function rawColor(e: SnapshotEntity): { aci: number } | { rgb: number } {
  const tc = first(e.groups, 420);
  if (typeof tc === 'number') return { rgb: tc };
  const aci = first(e.groups, 62);
  return { aci: typeof aci === 'number' ? aci : 256 };
}

/** Paper-space entities (group 67 = 1) are not drawn in the model-space views. */
export const inPaperSpace = (e: SnapshotEntity): boolean => num(e.groups, 67) === 1;
