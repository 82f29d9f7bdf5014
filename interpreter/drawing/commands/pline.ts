/*
 * PLINE: straight and arc segments with widths. Line mode: a next point, Arc, Close, Halfwidth,
 * Length (along the last direction), Undo, Width. Arc mode: an endpoint (tangent to the last
 * segment), Angle, CEnter, CLose (tangent arc back to the start), Direction, Line, Radius,
 * Second pt, plus Halfwidth/Undo/Width. Enter ends; the polyline is made at the end, and also when
 * the command is cancelled (as AutoCAD keeps what was drawn). Widths: a segment tapers from its
 * starting to its ending width, and later segments keep the ending width (PLINEWID takes it).
 * Result: LWPOLYLINE (PLINETYPE 1 or 2): 70 closed (+128 PLINEGEN), 43 the width when all
 * segments share one, 38 elevation, per vertex 10 (OCS x y) 40 41 42 (bulge = tan(sweep/4));
 * PLINETYPE 0: an old-style POLYLINE with VERTEX and SEQEND. Prompts: PLINE command reference
 * (2011/2012 printed reference) with 2013+'s "(hold Ctrl to switch direction)".
 */
import type { Vec3 } from '../geometry/vec.js';
import { angleOf, bulgeOf, circleThrough, dist2d, norm, polar, sweepThrough, tangentSweep, TWO_PI } from './engine/arcs.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { lastEnd, setLastPoint } from './last-end.js';

interface Vert {
  p: Vec3;
  /** the segment that starts here */
  sw: number;
  ew: number;
  bulge: number;
}

const CTRL = ' (hold Ctrl to switch direction)';

class Pline {
  readonly verts: Vert[] = [];
  closed = false;
  /** direction the pline leaves its last vertex in (UCS radians) */
  dirs: Array<number | null> = [];
  sw: number;
  ew: number;
  constructor(width: number) {
    this.sw = width;
    this.ew = width;
  }
  get last(): Vert {
    return this.verts[this.verts.length - 1]!;
  }
  get dir(): number | null {
    return this.dirs[this.dirs.length - 1] ?? null;
  }
  start(p: Vec3, dir: number | null): void {
    this.verts.push({ p, sw: this.sw, ew: this.ew, bulge: 0 });
    this.dirs.push(dir);
  }
  /** A segment from the last vertex to p with a bulge; later segments keep the ending width. */
  segment(p: Vec3, sweep: number): void {
    const v = this.last;
    v.sw = this.sw;
    v.ew = this.ew;
    v.bulge = sweep ? bulgeOf(sweep) : 0;
    const chordDir = angleOf(v.p, p);
    this.dirs.push(sweep ? chordDir + sweep / 2 : chordDir);
    this.sw = this.ew;
    this.verts.push({ p, sw: this.sw, ew: this.ew, bulge: 0 });
  }
  undo(io: CommandIo): boolean {
    if (this.verts.length < 2) return false;
    this.verts.pop();
    this.dirs.pop();
    const v = this.last;
    v.bulge = 0;
    this.sw = v.sw;
    this.ew = v.ew;
    setLastPoint(io, v.p);
    return true;
  }
}

function make(io: CommandIo, pl: Pline): void {
  if (pl.verts.length < 2) return;
  const flags = (pl.closed ? 1 : 0) | (io.num('PLINEGEN', 0) ? 128 : 0);
  const segs = pl.closed ? pl.verts : pl.verts.slice(0, -1);
  const uniform = segs.every((v) => v.sw === segs[0]!.sw && v.ew === segs[0]!.sw);
  const elev = io.ocs(pl.verts[0]!.p)[2];
  const last = lastEnd(io);
  last.p = pl.verts[pl.verts.length - 1]!.p;
  last.dir = pl.dir;
  if (io.num('PLINETYPE', 2) === 0) {
    const subs = pl.verts.map((v) => {
      const o = io.ocs(v.p);
      return { type: 'VERTEX', groups: [[10, [o[0], o[1], elev]], [40, v.sw], [41, v.ew], [42, v.bulge], [70, 0]] as Array<[number, number | number[]]> };
    });
    io.addComplex('POLYLINE', [[66, 1], [10, [0, 0, elev]], [70, flags], [40, uniform ? segs[0]!.sw : 0], [41, uniform ? segs[0]!.sw : 0], [210, io.normal()]], subs);
    return;
  }
  const groups: Array<[number, number | number[]]> = [[70, flags], [43, uniform ? segs[0]!.sw : 0], [38, elev]];
  for (const v of pl.verts) {
    const o = io.ocs(v.p);
    groups.push([10, [o[0], o[1]]], [40, v.sw], [41, v.ew], [42, v.bulge]);
  }
  groups.push([210, io.normal()]);
  io.add('LWPOLYLINE', groups);
}

function* widths(io: CommandIo, pl: Pline, half: boolean): Ask<void> {
  const k = half ? 0.5 : 1;
  const noun = half ? 'half-width' : 'width';
  const s = yield* io.distance(`Specify starting ${noun} <${io.fmtDist(pl.sw * k)}>: `, { enter: true, positive: true, base: pl.last.p });
  const start = s.kind === 'number' ? s.n / k : pl.sw;
  const e = yield* io.distance(`Specify ending ${noun} <${io.fmtDist(start * k)}>: `, { enter: true, positive: true, base: pl.last.p });
  const end = e.kind === 'number' ? e.n / k : start;
  pl.sw = start;
  pl.ew = end;
  io.setReal('PLINEWID', end);
}

/** Arc mode, until Line, Enter or CLose. Returns 'line', 'end' (Enter) or 'closed'. */
function* arcMode(io: CommandIo, pl: Pline): Ask<'line' | 'end' | 'closed'> {
  for (;;) {
    const from = pl.last.p;
    const dir = pl.dir ?? lastEnd(io).dir ?? 0;
    const close = pl.verts.length >= 2 ? 'CLose/' : '';
    const a = yield* io.point(`Specify endpoint of arc${CTRL} or [Angle/CEnter/${close}Direction/Halfwidth/Line/Radius/Second pt/Undo/Width]: `, { base: from, enter: true });
    if (a.kind === 'enter') return 'end';
    if (a.kind === 'point') {
      if (dist2d(from, a.p) > 0) pl.segment(a.p, tangentSweep(from, dir, a.p));
      continue;
    }
    switch (a.k) {
      case 'Line':
        return 'line';
      case 'CLose': {
        const first = pl.verts[0]!.p;
        const v = pl.last;
        v.sw = pl.sw;
        v.ew = pl.ew;
        v.bulge = bulgeOf(tangentSweep(from, dir, first));
        pl.closed = true;
        return 'closed';
      }
      case 'Undo':
        if (!pl.undo(io)) io.complainText('All segments already undone.');
        continue;
      case 'Width':
      case 'Halfwidth':
        yield* widths(io, pl, a.k === 'Halfwidth');
        continue;
      case 'Second': {
        const p2 = yield* io.point('Specify second point on arc: ', { base: from });
        if (p2.kind !== 'point') continue;
        const p3 = yield* io.point('Specify end point of arc: ', { base: p2.p });
        if (p3.kind !== 'point') continue;
        const c = circleThrough(from, p2.p, p3.p);
        if (c) pl.segment(p3.p, sweepThrough(from, p2.p, p3.p, c));
        continue;
      }
      case 'Direction': {
        const d = yield* io.angle('Specify the tangent direction for the start point of arc: ', { base: from });
        if (d.kind !== 'number') continue;
        const e = yield* io.point(`Specify endpoint of the arc${CTRL}: `, { base: from });
        if (e.kind === 'point') pl.segment(e.p, tangentSweep(from, d.n, e.p));
        continue;
      }
      case 'CEnter': {
        const c = yield* io.point('Specify center point of arc: ', { base: from });
        if (c.kind !== 'point') continue;
        const r = dist2d(c.p, from);
        const a0 = angleOf(c.p, from);
        const e = yield* io.point(`Specify endpoint of arc${CTRL} or [Angle/Length]: `, { base: c.p });
        if (e.kind === 'point') {
          const sw = norm(angleOf(c.p, e.p) - a0) || TWO_PI;
          pl.segment(polar(c.p, a0 + sw, r), sw);
        } else if (e.kind === 'keyword' && e.k === 'Angle') {
          const inc = yield* io.ask('Specify included angle: ', { number: 'included', base: c.p });
          if (inc.kind === 'number') pl.segment(polar(c.p, a0 + inc.n, r), inc.n);
        } else if (e.kind === 'keyword') {
          const len = yield* io.distance('Specify length of chord: ', { base: from });
          if (len.kind === 'number' && Math.abs(len.n) <= 2 * r) {
            const sw = 2 * Math.asin(Math.abs(len.n) / (2 * r)) * Math.sign(len.n || 1);
            pl.segment(polar(c.p, a0 + sw, r), sw);
          }
        }
        continue;
      }
      case 'Angle': {
        const inc = yield* io.ask('Specify included angle: ', { number: 'included', base: from });
        if (inc.kind !== 'number' || inc.n === 0) continue;
        const sw = inc.n;
        const e = yield* io.point(`Specify endpoint of arc${CTRL} or [CEnter/Radius]: `, { base: from });
        if (e.kind === 'point') pl.segment(e.p, sw);
        else if (e.kind === 'keyword' && e.k === 'CEnter') {
          const c = yield* io.point('Specify center point of arc: ', { base: from });
          if (c.kind === 'point') pl.segment(polar(c.p, angleOf(c.p, from) + sw, dist2d(c.p, from)), sw);
        } else if (e.kind === 'keyword') {
          const r = yield* io.distance('Specify radius of arc: ', { base: from, positive: true, nonzero: true });
          if (r.kind !== 'number') continue;
          const chord = 2 * r.n * Math.sin(Math.abs(sw) / 2);
          const cd = yield* io.angle(`Specify direction of chord for arc <${io.fmtAngle(dir + sw / 2)}>: `, { base: from, enter: true });
          const chordDir = cd.kind === 'number' ? cd.n : dir + sw / 2;
          pl.segment(polar(from, chordDir, chord), sw);
        }
        continue;
      }
      case 'Radius': {
        const r = yield* io.distance('Specify radius of arc: ', { base: from, positive: true, nonzero: true });
        if (r.kind !== 'number') continue;
        const e = yield* io.point(`Specify endpoint of arc${CTRL} or [Angle]: `, { base: from });
        if (e.kind === 'point') {
          const chord = dist2d(from, e.p);
          if (chord > 2 * r.n) {
            io.complainText('Invalid arc.');
            continue;
          }
          // the minor arc, bending the way the tangent turns
          const minor = 2 * Math.asin(chord / (2 * r.n));
          const turn = tangentSweep(from, dir, e.p) >= 0 ? 1 : -1;
          pl.segment(e.p, turn * minor);
        } else if (e.kind === 'keyword') {
          const inc = yield* io.ask('Specify included angle: ', { number: 'included', base: from });
          if (inc.kind !== 'number') continue;
          const cd = yield* io.angle(`Specify direction of chord for arc <${io.fmtAngle(dir + inc.n / 2)}>: `, { base: from, enter: true });
          const chordDir = cd.kind === 'number' ? cd.n : dir + inc.n / 2;
          pl.segment(polar(from, chordDir, 2 * r.n * Math.sin(Math.abs(inc.n) / 2)), inc.n);
        }
        continue;
      }
    }
  }
}

export const PLINE = defineCommand({
  names: ['PLINE'],
  *run(io) {
    const pl = new Pline(io.num('PLINEWID', 0));
    let started = false;
    try {
      for (;;) {
        const a = yield* io.point('Specify start point: ', { enter: true });
        const p = a.kind === 'point' ? a.p : lastEnd(io).p;
        if (p) {
          pl.start(p, a.kind === 'point' ? null : lastEnd(io).dir);
          break;
        }
      }
      started = true;
      io.message(`Current line-width is ${io.fmtDist(pl.sw)}`);
      for (;;) {
        const from = pl.last.p;
        const opts = pl.verts.length >= 2 ? 'Arc/Close/Halfwidth/Length/Undo/Width' : 'Arc/Halfwidth/Length/Undo/Width';
        const a = yield* io.point(`Specify next point or [${opts}]: `, { base: from, enter: true });
        if (a.kind === 'enter') break;
        if (a.kind === 'point') {
          if (dist2d(from, a.p) > 0 || a.p[2] !== from[2]) pl.segment(a.p, 0);
          continue;
        }
        if (a.k === 'Arc') {
          const r = yield* arcMode(io, pl);
          if (r === 'line') continue;
          break;
        }
        if (a.k === 'Close') {
          const v = pl.last;
          v.sw = pl.sw;
          v.ew = pl.ew;
          pl.closed = true;
          break;
        }
        if (a.k === 'Undo') {
          if (!pl.undo(io)) io.complainText('All segments already undone.');
          continue;
        }
        if (a.k === 'Length') {
          const len = yield* io.distance('Specify length of line: ', { base: from });
          if (len.kind === 'number') pl.segment(polar(from, pl.dir ?? lastEnd(io).dir ?? 0, len.n), 0);
          continue;
        }
        yield* widths(io, pl, a.k === 'Halfwidth');
      }
    } finally {
      if (started) make(io, pl);
    }
  },
});
