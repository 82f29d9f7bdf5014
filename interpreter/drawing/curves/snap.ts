/*
 * Object snap: the snap point of the objects found within the aperture around a point, for the
 * osnap function and for the command line (running snaps from OSMODE, "_end"-style overrides).
 * Modes: END MID CEN QUA NEA on the curves of curve.ts, NOD on POINTs, INS on INSERT/TEXT/MTEXT/
 * ATTDEF. Other modes (INT, PER, TAN, EXT...) find nothing yet. Points are WCS. The aperture in
 * drawing units is APERTURE pixels at VIEWSIZE units per SCREENSIZE height.
 */
import type { SysvarStore } from '../../eval/context.js';
import type { Drawing } from '../drawing.js';
import { asPoint, groupPoint, groupStr, numOf } from '../selection/geometry/build.js';
import type { Vec3 } from '../selection/geometry/xform.js';
import { entgetList } from '../view.js';
import { curveOf } from './curve.js';
import { closestTo, snapCandidates } from './measure.js';

export const SNAP_MODES = ['END', 'MID', 'CEN', 'QUA', 'NEA', 'NOD', 'INS'] as const;
export type SnapMode = (typeof SNAP_MODES)[number];

/** OSMODE bits of the modes above. */
const BITS: ReadonlyArray<[number, SnapMode]> = [[1, 'END'], [2, 'MID'], [4, 'CEN'], [8, 'NOD'], [16, 'QUA'], [64, 'INS'], [512, 'NEA']];

/** The running snap modes an OSMODE value turns on (none while bit 16384 suspends them). */
export function runningModes(osmode: number): SnapMode[] {
  if (osmode & 16384) return [];
  return BITS.filter(([b]) => (osmode & b) !== 0).map(([, m]) => m);
}

/** Snap modes named in a mode string ("_end,_mid", "END", "endp"). */
export function modesIn(text: string): SnapMode[] {
  return text
    .split(',')
    .map((m) => m.trim().replace(/^_/, '').toUpperCase().slice(0, 3))
    .filter((m): m is SnapMode => (SNAP_MODES as readonly string[]).includes(m));
}

export function aperture(sv: SysvarStore): number {
  const px = numOf(sv.get('APERTURE'), 10);
  const view = numOf(sv.get('VIEWSIZE'), 9);
  const h = asPoint(sv.get('SCREENSIZE'))?.[1] ?? 900;
  return (px * view) / (h || 900);
}

/** The snap point nearest to q among the objects within `tol` of it, or undefined. */
export function snapPoint(d: Drawing, q: Vec3, modes: readonly SnapMode[], tol: number): Vec3 | undefined {
  if (modes.length === 0) return undefined;
  let best: Vec3 | undefined;
  let bestGap = Infinity;
  const offer = (c: Vec3): void => {
    const gap = Math.hypot(c[0] - q[0], c[1] - q[1]);
    if (gap < bestGap) [best, bestGap] = [c, gap];
  };
  const near = (c: Vec3 | undefined): boolean => !!c && Math.hypot(c[0] - q[0], c[1] - q[1]) <= tol;
  for (const e of d.selectableEntities()) {
    const st = d.layerState(String(e.group?.(8) ?? groupStr(e.data(), 8) ?? '0'));
    if (st && (st.frozen || st.off)) continue;
    const data = e.data();
    if (e.type === 'POINT' || e.type === 'INSERT' || e.type === 'TEXT' || e.type === 'MTEXT' || e.type === 'ATTDEF') {
      const ip = groupPoint(data, 10);
      const want: SnapMode = e.type === 'POINT' ? 'NOD' : 'INS';
      if (modes.includes(want) && near(ip)) offer(ip!);
      continue;
    }
    const r = d.live(e.ename);
    const curve = r && curveOf(e.type, data, () => d.db.subentities(r.handle).flatMap((h) => {
      const v = d.db.get(h);
      return v && v.type === 'VERTEX' ? [entgetList(d.db, v, null)] : [];
    }));
    if (!curve) continue;
    const nearest = closestTo(curve, q);
    if (nearest.gap > tol) continue;
    for (const m of modes) {
      if (m === 'NEA') offer(nearest.point);
      else if (m === 'END' || m === 'MID' || m === 'CEN' || m === 'QUA') for (const c of snapCandidates(curve, m)) offer(c);
    }
  }
  return best;
}
