/*
 * RECTANG: two corners, or Area / Dimensions / Rotation for the other corner; the Chamfer,
 * Elevation, Fillet, Thickness and Width options set modes that stay for later rectangles in the
 * run ("This value becomes the default", RECTANG command reference). The rectangle is a closed
 * LWPOLYLINE of 4 vertices, p1, (x2 y1), p2, (x1 y2) in its own (possibly rotated) frame, or 8
 * with chamfered or filleted corners (fillet arcs as bulges); 43 width, 38 elevation, 39 thickness.
 * Sub-prompt wording and the corner order are unconfirmed (see known-deviations.txt).
 */
import type { Vec3 } from '../geometry/vec.js';
import { bulgeOf } from './engine/arcs.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';

interface Modes {
  chamfer: [number, number] | null;
  fillet: number;
  elevation: number;
  thickness: number;
  width: number;
  rotation: number;
  length: number;
  widthDim: number;
  area: number;
}

const modesOf = (io: CommandIo): Modes =>
  io.memory('rectang', (): Modes => ({
    chamfer: null, fillet: 0, elevation: io.num('ELEVATION', 0), thickness: io.num('THICKNESS', 0), width: 0, rotation: 0, length: 10, widthDim: 10, area: 100,
  }));

function* value(io: CommandIo, prompt: string, cur: number, positive = true): Ask<number> {
  for (;;) {
    const a = yield* io.distance(`${prompt} <${io.fmtDist(cur)}>: `, { enter: true, positive });
    if (a.kind === 'enter') return cur;
    if (a.kind === 'number') return a.n;
  }
}

/** The vertices and bulges of the rectangle with corners c[0..3] (in order round it). */
function outline(c: Vec3[], m: Modes): Array<{ p: Vec3; bulge: number }> {
  const cut: [number, number] | null = m.fillet > 0 ? [m.fillet, m.fillet] : m.chamfer;
  if (!cut || (cut[0] === 0 && cut[1] === 0)) return c.map((p) => ({ p, bulge: 0 }));
  const ccw = (c[1]![0] - c[0]![0]) * (c[2]![1] - c[0]![1]) - (c[1]![1] - c[0]![1]) * (c[2]![0] - c[0]![0]) > 0;
  const out: Array<{ p: Vec3; bulge: number }> = [];
  const toward = (from: Vec3, to: Vec3, d: number): Vec3 => {
    const l = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
    return [from[0] + ((to[0] - from[0]) * d) / l, from[1] + ((to[1] - from[1]) * d) / l, from[2]];
  };
  for (let k = 0; k < 4; k++) {
    const cur = c[k]!;
    const prev = c[(k + 3) % 4]!;
    const next = c[(k + 1) % 4]!;
    const arc = m.fillet > 0 ? bulgeOf((ccw ? 1 : -1) * (Math.PI / 2)) : 0;
    out.push({ p: toward(cur, prev, cut[0]), bulge: arc });
    out.push({ p: toward(cur, next, cut[1]), bulge: 0 });
  }
  return out;
}

export function addRectangle(io: CommandIo, p1: Vec3, p2local: Vec3, m: Modes): string {
  // p2local: the other corner relative to p1 in the rectangle's own frame (rotated by m.rotation)
  const cs = Math.cos(m.rotation);
  const sn = Math.sin(m.rotation);
  const at = (dx: number, dy: number): Vec3 => [p1[0] + dx * cs - dy * sn, p1[1] + dx * sn + dy * cs, p1[2]];
  const corners = [at(0, 0), at(p2local[0], 0), at(p2local[0], p2local[1]), at(0, p2local[1])];
  const verts = outline(corners, m);
  const z = m.elevation !== 0 ? m.elevation : p1[2];
  const groups: Array<[number, number | number[]]> = [[70, 1], [43, m.width], [38, z], [39, m.thickness]];
  for (const v of verts) {
    const o = io.ocs([v.p[0], v.p[1], z]);
    groups.push([10, [o[0], o[1]]], [40, m.width], [41, m.width], [42, v.bulge]);
  }
  groups.push([210, io.normal()]);
  return io.add('LWPOLYLINE', groups);
}

function modesLine(io: CommandIo, m: Modes): string | undefined {
  const parts: string[] = [];
  if (m.chamfer) parts.push(`Chamfer=${io.fmtDist(m.chamfer[0])} x ${io.fmtDist(m.chamfer[1])}`);
  if (m.elevation) parts.push(`Elevation=${io.fmtDist(m.elevation)}`);
  if (m.fillet) parts.push(`Fillet=${io.fmtDist(m.fillet)}`);
  if (m.thickness) parts.push(`Thickness=${io.fmtDist(m.thickness)}`);
  if (m.width) parts.push(`Width=${io.fmtDist(m.width)}`);
  return parts.length ? `Current rectangle modes:  ${parts.join('  ')}` : undefined;
}

export const RECTANG = defineCommand({
  names: ['RECTANG'],
  *run(io) {
    const m = modesOf(io);
    const line = modesLine(io, m);
    if (line) io.message(line);
    io.message(`Current settings: Rotation = ${io.fmtAngle(m.rotation)}`);
    let p1: Vec3;
    for (;;) {
      const a = yield* io.point('Specify first corner point or [Chamfer/Elevation/Fillet/Thickness/Width]: ');
      if (a.kind === 'point') {
        p1 = a.p;
        break;
      }
      if (a.kind !== 'keyword') continue;
      switch (a.k) {
        case 'Chamfer': {
          const d1 = yield* value(io, 'Specify first chamfer distance for rectangles', m.chamfer?.[0] ?? 0);
          const d2 = yield* value(io, 'Specify second chamfer distance for rectangles', m.chamfer?.[1] ?? d1);
          m.chamfer = d1 || d2 ? [d1, d2] : null;
          m.fillet = 0;
          break;
        }
        case 'Elevation':
          m.elevation = yield* value(io, 'Specify the elevation for rectangles', m.elevation, false);
          break;
        case 'Fillet':
          m.fillet = yield* value(io, 'Specify fillet radius for rectangles', m.fillet);
          if (m.fillet) m.chamfer = null;
          break;
        case 'Thickness':
          m.thickness = yield* value(io, 'Specify thickness for rectangles', m.thickness, false);
          break;
        case 'Width':
          m.width = yield* value(io, 'Specify line width for rectangles', m.width);
          break;
      }
      const l2 = modesLine(io, m);
      if (l2) io.message(l2);
    }
    let dims: [number, number] | null = null;
    for (;;) {
      const a = yield* io.point('Specify other corner point or [Area/Dimensions/Rotation]: ', { base: p1 });
      if (a.kind === 'point') {
        const dx = a.p[0] - p1[0];
        const dy = a.p[1] - p1[1];
        const c = Math.cos(-m.rotation);
        const s = Math.sin(-m.rotation);
        let lx = dx * c - dy * s;
        let ly = dx * s + dy * c;
        if (dims) [lx, ly] = [Math.sign(lx || 1) * dims[0], Math.sign(ly || 1) * dims[1]];
        if (lx === 0 || ly === 0) {
          io.complainText('Invalid point.');
          continue;
        }
        addRectangle(io, p1, [lx, ly, 0], m);
        return;
      }
      if (a.kind !== 'keyword') continue;
      if (a.k === 'Dimensions') {
        m.length = yield* value(io, 'Specify length for rectangles', m.length);
        m.widthDim = yield* value(io, 'Specify width for rectangles', m.widthDim);
        dims = [m.length, m.widthDim];
      } else if (a.k === 'Rotation') {
        const r = yield* io.angle(`Specify rotation angle or [Pick points] <${io.fmtAngle(m.rotation)}>: `, { base: p1, enter: true });
        if (r.kind === 'number') m.rotation = r.n;
        else if (r.kind === 'keyword') {
          const q1 = yield* io.point('Specify first point: ');
          const q2 = q1.kind === 'point' ? yield* io.point('Specify second point: ', { base: q1.p }) : q1;
          if (q1.kind === 'point' && q2.kind === 'point') m.rotation = Math.atan2(q2.p[1] - q1.p[1], q2.p[0] - q1.p[0]);
        }
      } else {
        m.area = yield* value(io, 'Enter area of rectangle in current units', m.area);
        const by = yield* io.keyword('Calculate rectangle dimensions based on [Length/Width] <Length>: ', { enter: true });
        if (by.kind === 'keyword' && by.k === 'Width') {
          m.widthDim = yield* value(io, 'Enter rectangle width', m.widthDim);
          m.length = m.area / m.widthDim;
        } else {
          m.length = yield* value(io, 'Enter rectangle length', m.length);
          m.widthDim = m.area / m.length;
        }
        addRectangle(io, p1, [m.length, m.widthDim, 0], m);
        return;
      }
    }
  },
});
