/*
 * A point answer as AutoCAD takes it from `command`:
 *   - a list is a point in the current UCS; a 2D one gets the current ELEVATION as Z;
 *   - typed text is "x,y[,z]", "@dx,dy", "d<a", "@d<a" (relative to LASTPOINT), 2D with ELEVATION;
 *   - a pick given at a PAUSE (the run's scripted input) is a real pick: SNAPMODE rounds it to the
 *     snap grid and ORTHOMODE squares it to the base point. Points supplied by the program are not
 *     touched by either (AutoCAD applies them to the cursor only);
 *   - object snaps: a "_end"/"_non"/... override before the point applies to it alone; otherwise
 *     the running snaps of OSMODE apply (unless bit 16384 suspends them, or OSNAPCOORD is 1 and the
 *     point was typed), to program points too — which is why drafters' scripts set OSMODE to 0 or
 *     prefix points with "_non". A snap that finds nothing leaves the point as given.
 * LASTPOINT is set to every point taken.
 */
import { Real, list } from '../../../core/values.js';
import type { Ctx } from '../../../core/context.js';
import { parsePointText, sysNum, sysPoint } from '../../../builtins/units-input.js';
import { ucsToWcs, wcsToUcs } from '../../coords.js';
import { aperture, modesIn, runningModes, snapPoint, type SnapMode } from '../../geometry/snap.js';
import type { Drawing } from '../../drawing.js';
import { apply, IDENTITY } from '../../geometry/matrix.js';
import type { Vec3 } from '../../geometry/vec.js';
import type { Token } from './tokens.js';

/** An object-snap override typed before a point: the modes to use, or none ("_non"). */
export interface SnapOverride {
  modes: SnapMode[];
}

/** Full names of the object-snap modes; 3 letters is enough ("_end", "endp", "ENDPOINT"). */
const OVERRIDE_NAMES = ['ENDPOINT', 'MIDPOINT', 'CENTER', 'GCENTER', 'NODE', 'QUADRANT', 'INTERSECTION', 'EXTENSION', 'INSERTION', 'PERPENDICULAR', 'TANGENT', 'NEAREST', 'APPARENT', 'PARALLEL', 'NONE', 'QUICK'];

function isModeName(word: string): boolean {
  const w = word.trim().replace(/^_/, '').toUpperCase();
  if (w.length < 3) return false;
  return OVERRIDE_NAMES.some((n) => n.startsWith(w)) || w === 'NON';
}

/** The override a typed word names ("_non", "_end,_mid"), or undefined when it is not one. */
export function overrideModes(text: string): SnapOverride | undefined {
  const parts = text.split(',');
  if (!parts.every(isModeName)) return undefined;
  return { modes: modesIn(text) };
}

function snapToGrid(ctx: Ctx, p: Vec3): Vec3 {
  const unit = sysPoint(ctx, 'SNAPUNIT') ?? [0.5, 0.5];
  const base = sysPoint(ctx, 'SNAPBASE') ?? [0, 0];
  const ux = unit[0]! || 1;
  const uy = unit[1]! || 1;
  const bx = base[0]!;
  const by = base[1]!;
  return [bx + Math.round((p[0] - bx) / ux) * ux, by + Math.round((p[1] - by) / uy) * uy, p[2]];
}

function ortho(p: Vec3, base: Vec3): Vec3 {
  const dx = p[0] - base[0];
  const dy = p[1] - base[1];
  return Math.abs(dx) >= Math.abs(dy) ? [p[0], base[1], p[2]] : [base[0], p[1], p[2]];
}

/** The UCS point a token gives, or undefined when it is not a point. */
export function resolvePoint(ctx: Ctx, d: Drawing, tok: Token, base: Vec3 | undefined, override: SnapOverride | undefined): Vec3 | undefined {
  const elev = sysNum(ctx, 'ELEVATION', 0);
  let p: Vec3;
  let typed = false;
  if (tok.k === 'point') {
    const q = tok.p;
    p = [q[0]!, q[1]!, q.length > 2 ? q[2]! : elev];
    if (tok.user) {
      if (sysNum(ctx, 'SNAPMODE', 0) === 1) p = snapToGrid(ctx, p);
      if (base && sysNum(ctx, 'ORTHOMODE', 0) === 1) p = ortho(p, base);
    }
  } else if (tok.k === 'text') {
    const q = parsePointText(ctx, tok.s, sysPoint(ctx, 'LASTPOINT'));
    if (!q) return undefined;
    const absolute2d = !tok.s.trim().startsWith('@') && !tok.s.includes('<') && tok.s.split(',').length === 2;
    p = [q[0]!, q[1]!, absolute2d ? elev : (q[2] ?? elev)];
    typed = true;
  } else return undefined;
  p = applySnaps(ctx, d, p, override, typed);
  setLastPoint(d, p);
  return p;
}

function applySnaps(ctx: Ctx, d: Drawing, p: Vec3, override: SnapOverride | undefined, typed: boolean): Vec3 {
  let modes: SnapMode[];
  if (override) modes = override.modes;
  else {
    if (typed && sysNum(ctx, 'OSNAPCOORD', 2) === 1) return p;
    modes = runningModes(sysNum(ctx, 'OSMODE', 0));
  }
  if (modes.length === 0) return p;
  const toW = ucsToWcs(ctx.sysvars);
  const w = toW === IDENTITY ? p : apply(toW, p[0], p[1], p[2]);
  const hit = snapPoint(d, w, modes, aperture(ctx.sysvars));
  if (!hit) return p;
  const fromW = wcsToUcs(ctx.sysvars);
  return fromW === IDENTITY ? hit : apply(fromW, hit[0], hit[1], hit[2]);
}

function setLastPoint(d: Drawing, p: Vec3): void {
  d.sysvars.setRaw('LASTPOINT', list([new Real(p[0]), new Real(p[1]), new Real(p[2])]));
}
