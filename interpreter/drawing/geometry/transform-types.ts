/*
 * The finishing steps of transforms whose groups depend on each other (see transform.ts):
 *   text     rotation 50 and the mirroring flags 71 (2 backward, 4 upside down): a mirrored text
 *            toggles one flag — the one that keeps the rotation nearer to what it was (a mirror
 *            across a vertical line gives "backward", across a horizontal line "upside down");
 *            left-justified text keeps its unused alignment point 11 as it was;
 *   insert   rotation 50, scales 41 42 43 and MINSERT spacing 44 45 from the images of the block's
 *            axes; a mirrored block gets a negative X or Y scale (nearer rotation wins, X first);
 *            a map that would shear the block is refused;
 *   ellipse  major axis 11 and, when mirrored, the parameters 41 42 run backwards;
 *   mtext    direction 11, rotation 50 and extrusion 210 from the image of its frame: MTEXT has no
 *            mirroring flags, so a mirrored MTEXT faces the other way (its extrusion flips);
 *   dimension  measurement 42 scales (angular types excepted); the block that draws it is named.
 */
import type { GV, Tags } from './groups.js';
import { asVec, first, num } from './groups.js';
import { wcsToOcs } from './ocs.js';
import { applyLinear } from './matrix.js';
import { sweep } from './prims.js';
import { norm2pi, type PlaneMap, type TransformError } from './transform.js';
import { cross, unit } from './vec.js';

const TWO_PI = Math.PI * 2;

/** Distance between two angles on the circle. */
const angleGap = (a: number, b: number): number => {
  const d = Math.abs(norm2pi(a) - norm2pi(b));
  return Math.min(d, TWO_PI - d);
};

function set(src: Tags, out: GV[], code: number, value: GV): void {
  const i = src.c.indexOf(code);
  if (i >= 0) out[i] = value;
}

/** The rotation and x/y signs of an orthogonal frame (columns c1, c2) that stay nearest `was`. */
function frameOf(c1: [number, number], c2: [number, number], was: number, wasSx: number): { rot: number; sx: number; sy: number } {
  const candidates = [1, -1].map((sx) => {
    const rot = Math.atan2(sx * c1[1], sx * c1[0]);
    const sy = Math.sign(-Math.sin(rot) * c2[0] + Math.cos(rot) * c2[1]) || 1;
    return { rot: norm2pi(rot), sx, sy };
  });
  const [a, b] = candidates as [{ rot: number; sx: number; sy: number }, { rot: number; sx: number; sy: number }];
  const ga = angleGap(a.rot, was);
  const gb = angleGap(b.rot, was);
  if (Math.abs(ga - gb) > 1e-9) return ga < gb ? a : b;
  return a.sx === Math.sign(wasSx || 1) ? a : b;
}

export function textFinish(x: PlaneMap, src: Tags, out: GV[]): TransformError | undefined {
  const rot = num(src, 50, 0);
  const gen = num(src, 71, 0);
  const sx = gen & 2 ? -1 : 1;
  // image of the glyph x axis (the backward flag included)
  const gx = x.planeVector(Math.cos(rot) * sx, Math.sin(rot) * sx);
  let flags = gen;
  let newRot: number;
  if (!x.flip) newRot = norm2pi(Math.atan2(sx * gx[1], sx * gx[0]));
  else {
    // toggle backward or upside down, whichever keeps the rotation nearer
    const back = norm2pi(Math.atan2(-sx * gx[1], -sx * gx[0]));
    const up = norm2pi(Math.atan2(sx * gx[1], sx * gx[0]));
    const useBack = angleGap(back, rot) <= angleGap(up, rot) + 1e-12;
    newRot = useBack ? back : up;
    flags = useBack ? gen ^ 2 : gen ^ 4;
  }
  set(src, out, 50, newRot);
  // unjustified text ignores its alignment point: AutoCAD leaves 11 as it was (0,0,0)
  const hj = num(src, 72, 0);
  const vj = num(src, src.c.includes(74) ? 74 : 73, 0);
  if (hj === 0 && vj === 0) {
    const i = src.c.indexOf(11);
    if (i >= 0) out[i] = src.v[i]!;
  }
  if (flags !== gen) {
    if (src.c.includes(71)) set(src, out, 71, flags);
    else return 'unsupported';
  }
  return undefined;
}

export function insertFinish(x: PlaneMap, src: Tags, out: GV[]): TransformError | undefined {
  const rot = num(src, 50, 0);
  const sx = num(src, 41, 1);
  const sy = num(src, 42, 1);
  const sz = num(src, 43, 1);
  const c1 = x.planeVector(Math.cos(rot) * sx, Math.sin(rot) * sx);
  const c2 = x.planeVector(-Math.sin(rot) * sy, Math.cos(rot) * sy);
  const l1 = Math.hypot(c1[0], c1[1]);
  const l2 = Math.hypot(c2[0], c2[1]);
  if (Math.abs(c1[0] * c2[0] + c1[1] * c2[1]) > 1e-9 * Math.max(l1 * l2, 1e-300)) return 'nonUniformScale';
  // the block's Z must stay along the extrusion (no shear out of the plane)
  const z = x.ocsVector([0, 0, 1]);
  if (Math.hypot(z[0], z[1]) > 1e-9 * Math.hypot(z[0], z[1], z[2])) return 'nonUniformScale';
  const f = frameOf(c1, c2, rot, sx);
  set(src, out, 50, f.rot);
  set(src, out, 41, f.sx * l1);
  set(src, out, 42, f.sy * l2);
  set(src, out, 43, sz * z[2]);
  const cu: [number, number] = [Math.cos(f.rot), Math.sin(f.rot)];
  const cv: [number, number] = [-cu[1], cu[0]];
  const cs = num(src, 44, 0);
  const rs = num(src, 45, 0);
  const dc = x.planeVector(Math.cos(rot) * cs, Math.sin(rot) * cs);
  const dr = x.planeVector(-Math.sin(rot) * rs, Math.cos(rot) * rs);
  set(src, out, 44, dc[0] * cu[0] + dc[1] * cu[1]);
  set(src, out, 45, dr[0] * cv[0] + dr[1] * cv[1]);
  return undefined;
}

export function ellipseFinish(x: PlaneMap, src: Tags, out: GV[]): TransformError | undefined {
  const maj = asVec(first(src, 11));
  if (!maj) return undefined;
  set(src, out, 11, x.wcsVector(maj));
  if (x.flip) {
    // P(t) = C + U cos t + V sin t with V now on the other side: the parameter runs backwards
    const s = num(src, 41, 0);
    const e = num(src, 42, TWO_PI);
    const ns = norm2pi(-e);
    set(src, out, 41, ns);
    set(src, out, 42, ns + sweep(s, e));
  }
  return undefined;
}

export function mtextFinish(x: PlaneMap, src: Tags, out: GV[]): TransformError | undefined {
  const n = x.n;
  let xdir = asVec(first(src, 11));
  if (!xdir || !unit(xdir)) {
    const a = num(src, 50, 0);
    const o = wcsToOcs(n);
    // the OCS x axis at angle a, in WCS: rows of wcsToOcs are the OCS axes
    xdir = [Math.cos(a) * o[0]! + Math.sin(a) * o[4]!, Math.cos(a) * o[1]! + Math.sin(a) * o[5]!, Math.cos(a) * o[2]! + Math.sin(a) * o[6]!];
  }
  const xu = unit(xdir)!;
  const yu = cross(n, xu);
  const x2 = x.wcsVector(xu);
  const y2 = x.wcsVector(yu);
  const n2 = unit(cross(x2, y2));
  const xu2 = unit(x2);
  if (!n2 || !xu2) return 'degenerate';
  set(src, out, 11, xu2);
  set(src, out, 210, n2);
  const o2 = wcsToOcs(n2);
  const local = applyLinear(o2, xu2[0], xu2[1], xu2[2]);
  set(src, out, 50, norm2pi(Math.atan2(local[1], local[0])));
  return undefined;
}

export function dimensionFinish(x: PlaneMap, src: Tags, out: GV[]): TransformError | undefined {
  const kind = num(src, 70, 0) & 7;
  const angular = kind === 2 || kind === 5;
  const i = src.c.indexOf(42);
  if (i >= 0 && !angular && typeof src.v[i] === 'number') out[i] = (src.v[i] as number) * x.s;
  return undefined;
}

