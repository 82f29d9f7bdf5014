/*
 * DIMLINEAR and DIMALIGNED [MAC:DIMLINEAR-Command, DIMALIGNED reference]:
 *   Specify first extension line origin or <select object>:     (Enter: "Select object to dimension:")
 *   Specify second extension line origin:
 *   Specify dimension line location or [Mtext/Text/Angle/Horizontal/Vertical/Rotated]:   (DIMALIGNED: [Mtext/Text/Angle])
 *   Dimension text = 10.0000
 * Text: "Enter dimension text <10.0000>:" ("<>" stands for the measurement); Angle: "Specify
 * angle of dimension text:"; Rotated: "Specify angle of dimension line <0>:"; Horizontal and
 * Vertical fix the direction. Otherwise DIMLINEAR's direction follows the location: beside the
 * two origins (within their height, outside their width) it is vertical, else horizontal.
 * Select object takes a LINE, an ARC or the LWPOLYLINE segment picked. The records come from
 * drawing/dimension-make.ts (DIMENSION and its *D block). The Mtext editor is not simulated.
 * Dimensions are made in a UCS whose Z is the WCS Z.
 */
import { dimVars, linearDimension } from '../dimension-make.js';
import type { Vec3 } from '../geometry/vec.js';
import { point as pointGroup, num } from '../geometry/groups.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';

function* pointPrompt(io: CommandIo, prompt: string, base?: Vec3): Ask<Vec3> {
  for (;;) {
    const a = yield* io.point(prompt, base ? { base } : {});
    if (a.kind === 'point') return a.p;
  }
}

/** The two ends of the object picked at "Select object to dimension:" (UCS), or undefined. */
function* objectEnds(io: CommandIo): Ask<[Vec3, Vec3] | undefined> {
  for (;;) {
    const a = yield* io.ask('Select object to dimension: ', { pick: true, point: true });
    if (a.kind !== 'pick') {
      io.complain('inputInvalidSelection');
      continue;
    }
    const r = io.d.db.getByEname(a.e);
    if (!r) continue;
    const g = r.body;
    if (r.type === 'LINE') return [io.ucsOf(pointGroup(g, 10)!), io.ucsOf(pointGroup(g, 11)!)];
    if (r.type === 'ARC') {
      const c = pointGroup(g, 10)!;
      const rad = num(g, 40, 0);
      const s = num(g, 50, 0);
      const e = num(g, 51, 0);
      return [io.ucsOf([c[0] + rad * Math.cos(s), c[1] + rad * Math.sin(s), c[2]]), io.ucsOf([c[0] + rad * Math.cos(e), c[1] + rad * Math.sin(e), c[2]])];
    }
    if (r.type === 'LWPOLYLINE' && a.p) {
      const pts: Vec3[] = [];
      for (let i = 0; i < g.c.length; i++) if (g.c[i] === 10) pts.push(io.ucsOf([...(g.v[i] as number[]), 0].slice(0, 3) as Vec3));
      const closed = (num(g, 70, 0) & 1) === 1;
      let best: [Vec3, Vec3] | undefined;
      let gap = Infinity;
      const q = a.p;
      for (let i = 0; i + 1 < pts.length + (closed ? 1 : 0); i++) {
        const p = pts[i]!;
        const n = pts[(i + 1) % pts.length]!;
        const dx = n[0] - p[0];
        const dy = n[1] - p[1];
        const t = Math.max(0, Math.min(1, ((q[0] - p[0]) * dx + (q[1] - p[1]) * dy) / (dx * dx + dy * dy || 1)));
        const dd = Math.hypot(q[0] - p[0] - t * dx, q[1] - p[1] - t * dy);
        if (dd < gap) [best, gap] = [[p, n], dd];
      }
      if (best) return best;
    }
    return io.notSimulated(`DIMLINEAR Select object on a ${r.type}`);
  }
}

function automatic(p1: Vec3, p2: Vec3, loc: Vec3): number {
  const inX = loc[0] >= Math.min(p1[0], p2[0]) && loc[0] <= Math.max(p1[0], p2[0]);
  const inY = loc[1] >= Math.min(p1[1], p2[1]) && loc[1] <= Math.max(p1[1], p2[1]);
  if (!inX && inY) return Math.PI / 2;
  if (inX && !inY) return 0;
  return Math.abs(p2[0] - p1[0]) >= Math.abs(p2[1] - p1[1]) ? 0 : Math.PI / 2;
}

function* dimension(io: CommandIo, aligned: boolean): Ask<void> {
  const n = io.normal();
  if (Math.abs(n[0]) > 1e-12 || Math.abs(n[1]) > 1e-12 || n[2] <= 0) return io.notSimulated('dimensions in a UCS whose Z axis is not the WCS Z axis');
  let p1: Vec3;
  let p2: Vec3;
  const first = yield* io.point('Specify first extension line origin or <select object>: ', { enter: true });
  if (first.kind === 'point') {
    p1 = first.p;
    p2 = yield* pointPrompt(io, 'Specify second extension line origin: ', p1);
  } else {
    const ends = yield* objectEnds(io);
    if (!ends) return;
    [p1, p2] = ends;
  }
  const v = dimVars(io.ctx.sysvars);
  const measured = (rot: number | undefined): number => {
    const a = rot ?? Math.atan2(p2[1] - p1[1], p2[0] - p1[0]);
    return Math.abs((p2[0] - p1[0]) * Math.cos(a) + (p2[1] - p1[1]) * Math.sin(a));
  };
  let rotation: number | undefined;
  let fixed = false;
  let text: string | undefined;
  let textAngle: number | undefined;
  let loc: Vec3;
  for (;;) {
    const prompt = aligned || fixed ? 'Specify dimension line location or [Mtext/Text/Angle]: ' : 'Specify dimension line location or [Mtext/Text/Angle/Horizontal/Vertical/Rotated]: ';
    const a = yield* io.point(prompt);
    if (a.kind === 'point') {
      loc = a.p;
      break;
    }
    if (a.kind !== 'keyword') continue;
    switch (a.k) {
      case 'Mtext':
        return io.notSimulated('DIMLINEAR Mtext (the text editor)');
      case 'Text': {
        const shown = io.fmtDist(measured(aligned ? undefined : (rotation ?? 0)));
        const t = yield* io.text(`Enter dimension text <${shown}>: `);
        text = t === '' ? undefined : t;
        break;
      }
      case 'Angle': {
        const t = yield* io.angle('Specify angle of dimension text: ');
        if (t.kind === 'number') textAngle = t.n;
        break;
      }
      case 'Horizontal':
      case 'Vertical':
        rotation = a.k === 'Horizontal' ? 0 : Math.PI / 2;
        fixed = true;
        break;
      case 'Rotated': {
        const t = yield* io.angle('Specify angle of dimension line <0>: ', { enter: true });
        rotation = t.kind === 'number' ? t.n : 0;
        fixed = true;
        break;
      }
    }
  }
  if (!aligned && !fixed) rotation = automatic(p1, p2, loc);
  // the UCS directions as WCS angles (the UCS turns about Z only)
  const x = io.wcs([1, 0, 0]);
  const o = io.wcs([0, 0, 0]);
  const turn = Math.atan2(x[1] - o[1], x[0] - o[0]);
  const made = linearDimension(io.d, v, {
    p1: io.wcs(p1),
    p2: io.wcs(p2),
    location: io.wcs(loc),
    ...(aligned ? {} : { rotation: rotation! + turn }),
    ...(text !== undefined ? { text } : {}),
    ...(textAngle !== undefined ? { textAngle: textAngle + turn } : {}),
  });
  io.add('DIMENSION', made.groups);
  io.message(`Dimension text = ${made.text}`);
}

export const DIMLINEAR = defineCommand({
  names: ['DIMLINEAR'],
  *run(io) {
    yield* dimension(io, false);
  },
});

export const DIMALIGNED = defineCommand({
  names: ['DIMALIGNED'],
  *run(io) {
    yield* dimension(io, true);
  },
});
