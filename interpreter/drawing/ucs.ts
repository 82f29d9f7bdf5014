/*
 * The current UCS and named UCSs as records: what the UCS command (and ActiveX's ActiveUCS and
 * UCSs collection) change. The current UCS lives in UCSORG / UCSXDIR / UCSYDIR (WCS origin and
 * unit axes), UCSNAME (the name of a restored named UCS, "" otherwise) and WORLDUCS (1 when it is
 * the WCS); coords.ts turns them into matrices for point input, entity creation and trans.
 * Named UCSs are UCS table records: 2 name, 70 0, 10 origin, 11 X direction, 12 Y direction,
 * 79 0, 146 0 (elevation).
 */
import { list, Real } from '../core/values.js';
import type { DrawingDb } from './db.js';
import type { DrawingSysvars } from './drawing.js';
import { lispPoint, point } from './geometry/groups.js';
import { cross, dot, unit, type Vec3 } from './geometry/vec.js';
import { tagStr } from './model/tags.js';
import { newEntryBody } from './tables.js';

export interface Ucs {
  origin: Vec3;
  xdir: Vec3;
  ydir: Vec3;
}

export const WORLD: Ucs = { origin: [0, 0, 0], xdir: [1, 0, 0], ydir: [0, 1, 0] };

const clean = (v: Vec3): Vec3 => v.map((x) => (Math.abs(x) < 1e-14 ? 0 : x + 0)) as Vec3;

/** The current UCS. */
export function currentUcs(sv: DrawingSysvars): Ucs {
  return {
    origin: lispPoint(sv.get('UCSORG')) ?? [0, 0, 0],
    xdir: unit(lispPoint(sv.get('UCSXDIR')) ?? [1, 0, 0]) ?? [1, 0, 0],
    ydir: unit(lispPoint(sv.get('UCSYDIR')) ?? [0, 1, 0]) ?? [0, 1, 0],
  };
}

export const isWorld = (u: Ucs): boolean =>
  u.origin.every((x) => Math.abs(x) < 1e-12) && Math.abs(u.xdir[0] - 1) < 1e-12 && Math.abs(u.ydir[1] - 1) < 1e-12 && Math.abs(u.xdir[1]) < 1e-12 && Math.abs(u.xdir[2]) < 1e-12 && Math.abs(u.ydir[2]) < 1e-12;

/** A UCS from an origin, an X direction and any direction in its XY plane (Y made square to X). */
export function ucsFrom(origin: Vec3, xdir: Vec3, inPlane: Vec3): Ucs | undefined {
  const x = unit(xdir);
  const z = x ? unit(cross(x, inPlane)) : null;
  if (!x || !z) return undefined;
  return { origin: clean(origin), xdir: clean(x), ydir: clean(cross(z, x)) };
}

export const zAxis = (u: Ucs): Vec3 => cross(u.xdir, u.ydir);

/** Turn a UCS about one of its own axes by `angle` radians (origin kept). */
export function rotated(u: Ucs, axis: 'X' | 'Y' | 'Z', angle: number): Ucs {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const z = zAxis(u);
  const comb = (a: Vec3, b: Vec3, ka: number, kb: number): Vec3 => [a[0] * ka + b[0] * kb, a[1] * ka + b[1] * kb, a[2] * ka + b[2] * kb];
  switch (axis) {
    case 'Z':
      return { origin: u.origin, xdir: clean(comb(u.xdir, u.ydir, c, s)), ydir: clean(comb(u.xdir, u.ydir, -s, c)) };
    case 'X':
      return { origin: u.origin, xdir: u.xdir, ydir: clean(comb(u.ydir, z, c, s)) };
    default: {
      const x = clean(comb(u.xdir, z, c, -s));
      return { origin: u.origin, xdir: x, ydir: u.ydir };
    }
  }
}

const pt = (p: Vec3) => list(p.map((x) => new Real(x)));

/** Make `u` current (UCSNAME the given name or "", WORLDUCS 1 for the WCS). */
export function setCurrentUcs(sv: DrawingSysvars, u: Ucs, name = ''): void {
  sv.setRaw('UCSORG', pt(u.origin));
  sv.setRaw('UCSXDIR', pt(u.xdir));
  sv.setRaw('UCSYDIR', pt(u.ydir));
  const world = isWorld(u);
  sv.setRaw('UCSNAME', world ? '' : name);
  sv.setRaw('WORLDUCS', world ? 1 : 0);
}

/** A named UCS, or undefined. */
export function namedUcs(db: DrawingDb, name: string): (Ucs & { name: string }) | undefined {
  const r = db.tableEntry('UCS', name);
  if (!r || r.deleted) return undefined;
  return { name: tagStr(r.body, 2), origin: point(r.body, 10) ?? [0, 0, 0], xdir: point(r.body, 11) ?? [1, 0, 0], ydir: point(r.body, 12) ?? [0, 1, 0] };
}

/** Save `u` under `name` (replacing a UCS of that name). */
export function saveNamedUcs(db: DrawingDb, name: string, u: Ucs): void {
  const existing = db.tableEntry('UCS', name);
  const body = newEntryBody('UCS', [[2, existing ? tagStr(existing.body, 2) : name], [70, 0], [10, [...u.origin]], [11, [...u.xdir]], [12, [...u.ydir]], [79, 0], [146, 0]]);
  if (existing) db.replace({ ...existing, body });
  else db.addTableEntry('UCS', 'UCS', body);
}

/** The WCS coordinates of a point given in `u`. */
export const toWcs = (u: Ucs, p: Vec3): Vec3 => {
  const z = zAxis(u);
  return clean([0, 1, 2].map((i) => u.origin[i]! + u.xdir[i]! * p[0] + u.ydir[i]! * p[1] + z[i]! * p[2]) as Vec3);
};

/** The coordinates in `u` of a WCS point. */
export const fromWcs = (u: Ucs, p: Vec3): Vec3 => {
  const d: Vec3 = [p[0] - u.origin[0], p[1] - u.origin[1], p[2] - u.origin[2]];
  return clean([dot(d, u.xdir), dot(d, u.ydir), dot(d, zAxis(u))]);
};
