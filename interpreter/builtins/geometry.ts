/*
 * Plane and space geometry on point lists: angle distance polar inters. Points are lists of two
 * or three numbers (argPoint); results are REALs. Angles are radians measured in the XY plane.
 */
import { Real, list, type Value } from '../core/values.js';
import { argNumber, argPoint } from './assert.js';
import { defineBuiltins } from './registry.js';

const TWO_PI = Math.PI * 2;
/** Relative tolerance for parallel lines and segment ends in inters. */
const EPS = 1e-10;

const point = (coords: number[]): Value => list(coords.map((c) => new Real(c)));

function angle(a: number[], b: number[]): number {
  const r = Math.atan2((b[1] as number) - (a[1] as number), (b[0] as number) - (a[0] as number));
  return r < 0 ? r + TWO_PI : r;
}

/** 3D distance when both points are 3D; otherwise the Z coordinates are ignored. */
function distance(a: number[], b: number[]): number {
  const dx = (b[0] as number) - (a[0] as number);
  const dy = (b[1] as number) - (a[1] as number);
  const dz = a.length === 3 && b.length === 3 ? (b[2] as number) - (a[2] as number) : 0;
  return Math.sqrt(dx * dx + dy * dy + dz * dz);
}

function polar(p: number[], ang: number, dist: number): Value {
  const out = [(p[0] as number) + dist * Math.cos(ang), (p[1] as number) + dist * Math.sin(ang)];
  if (p.length === 3) out.push(p[2] as number);
  return point(out);
}

const within = (t: number): boolean => t >= -EPS && t <= 1 + EPS;

/**
 * inters: where line p1-p2 meets line p3-p4. With all four points 3D the lines must meet in
 * space; otherwise they are compared in the XY plane. `onSeg` (the default) requires the point to
 * lie on both segments. Parallel, collinear or skew lines give nil.
 */
function inters(p1: number[], p2: number[], p3: number[], p4: number[], onSeg: boolean): Value {
  const is3d = p1.length === 3 && p2.length === 3 && p3.length === 3 && p4.length === 3;
  const dim = is3d ? 3 : 2;
  const u: number[] = [];
  const v: number[] = [];
  const w: number[] = [];
  for (let i = 0; i < dim; i++) {
    u.push((p2[i] as number) - (p1[i] as number));
    v.push((p4[i] as number) - (p3[i] as number));
    w.push((p1[i] as number) - (p3[i] as number));
  }
  const dot = (x: number[], y: number[]) => x.reduce((s, xi, i) => s + xi * (y[i] as number), 0);
  const a = dot(u, u);
  const b = dot(u, v);
  const c = dot(v, v);
  const d = dot(u, w);
  const e = dot(v, w);
  const den = a * c - b * b;
  if (a === 0 || c === 0 || Math.abs(den) <= EPS * a * c) return null;
  const t = (b * e - c * d) / den;
  const s = (a * e - b * d) / den;
  const hit = u.map((ui, i) => (p1[i] as number) + t * ui);
  if (is3d) {
    const other = v.map((vi, i) => (p3[i] as number) + s * vi);
    const gap = Math.hypot(...hit.map((h, i) => h - (other[i] as number)));
    if (gap > EPS * Math.max(1, Math.sqrt(a), Math.sqrt(c))) return null;
  }
  if (onSeg && !(within(t) && within(s))) return null;
  return point(hit);
}

export const GEOMETRY_BUILTINS = defineBuiltins([
  {
    name: 'angle', min: 2, max: 2, doc: '(angle pt1 pt2) — Angle in radians (0..2pi, in the XY plane) of the line from pt1 to pt2.',
    fn: ([a, b]) => new Real(angle(argPoint(a as Value), argPoint(b as Value))),
  },
  {
    name: 'distance', min: 2, max: 2, doc: '(distance pt1 pt2) — Distance between two points (in 2D if either point is 2D).',
    fn: ([a, b]) => new Real(distance(argPoint(a as Value), argPoint(b as Value))),
  },
  {
    name: 'polar', min: 3, max: 3, doc: '(polar pt angle dist) — The point dist away from pt at angle radians.',
    fn: ([p, a, d]) => polar(argPoint(p as Value), argNumber(a as Value), argNumber(d as Value)),
  },
  {
    name: 'inters', min: 4, max: 5, doc: '(inters pt1 pt2 pt3 pt4 [onseg]) — Intersection of lines pt1-pt2 and pt3-pt4; with onseg nil the lines are infinite.',
    fn: (args) =>
      inters(
        argPoint(args[0] as Value),
        argPoint(args[1] as Value),
        argPoint(args[2] as Value),
        argPoint(args[3] as Value),
        args.length < 5 || args[4] !== null,
      ),
  },
]);
