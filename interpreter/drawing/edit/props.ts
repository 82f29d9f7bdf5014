/*
 * The general properties CHPROP, CHANGE Properties and MATCHPROP set: layer 8, colour 62 / 420,
 * linetype 6, linetype scale 48, lineweight 370, thickness 39, transparency 440. The BYLAYER
 * values are written by leaving the group out, as entget shows them. MATCHPROP also copies the
 * text style and height between text objects, the width and linetype generation between
 * polylines, and the dimension style between dimensions.
 */
import type { DrawingDb } from '../db.js';
import { tagGet, type GV } from '../model/tags.js';
import { editableEntity, emptyResult, isFailure, setGroups, type EditResult, type EntityRef } from './records.js';

export interface PropertyChange {
  layer?: string;
  /** ACI 0 (BYBLOCK) .. 256 (BYLAYER) */
  color?: number;
  /** a true colour as 420 stores it (0xRRGGBB) */
  trueColor?: number;
  /** a linetype name, or BYLAYER / BYBLOCK */
  linetype?: string;
  ltscale?: number;
  /** hundredths of a millimetre, -1 BYLAYER, -2 BYBLOCK, -3 DEFAULT */
  lineweight?: number;
  thickness?: number;
  /** percent 0..90, or BYLAYER / BYBLOCK */
  transparency?: number | 'BYLAYER' | 'BYBLOCK';
}

const THICK = new Set(['LINE', 'CIRCLE', 'ARC', 'POINT', 'LWPOLYLINE', 'POLYLINE', 'TEXT', 'ATTDEF', 'SOLID', 'TRACE', 'SHAPE']);

/** 440 for a transparency: 0x02000000 + alpha (255 opaque, the fraction truncated), 0x01000000 BYBLOCK. */
export function transparencyValue(t: number | 'BYBLOCK'): number {
  if (t === 'BYBLOCK') return 0x01000000;
  return 0x02000000 | Math.floor(((100 - t) * 255) / 100 + 1e-9);
}

function groupsFor(type: string, ch: PropertyChange): { set: Array<[number, GV]>; drop: number[] } {
  const set: Array<[number, GV]> = [];
  const drop: number[] = [];
  if (ch.layer !== undefined) set.push([8, ch.layer]);
  // a true colour: 420 alone (AutoCAD also writes the nearest ACI in 62; Lispwright leaves 62 out)
  if (ch.trueColor !== undefined) {
    set.push([420, ch.trueColor]);
    drop.push(62);
  }
  else if (ch.color !== undefined) {
    drop.push(420);
    if (ch.color === 256) drop.push(62);
    else set.push([62, ch.color]);
  }
  if (ch.linetype !== undefined) {
    if (ch.linetype.toUpperCase() === 'BYLAYER') drop.push(6);
    else set.push([6, ch.linetype.toUpperCase() === 'BYBLOCK' ? 'ByBlock' : ch.linetype]);
  }
  if (ch.ltscale !== undefined) {
    if (ch.ltscale === 1) drop.push(48);
    else set.push([48, ch.ltscale]);
  }
  if (ch.lineweight !== undefined) {
    if (ch.lineweight === -1) drop.push(370);
    else set.push([370, ch.lineweight]);
  }
  if (ch.thickness !== undefined && THICK.has(type)) {
    if (ch.thickness === 0) drop.push(39);
    else set.push([39, ch.thickness]);
  }
  if (ch.transparency !== undefined) {
    if (ch.transparency === 'BYLAYER') drop.push(440);
    else set.push([440, transparencyValue(ch.transparency)]);
  }
  return { set, drop };
}

/** Set general properties of entities (the layer must exist; the caller checks names). */
export function changeProperties(db: DrawingDb, refs: Iterable<EntityRef>, ch: PropertyChange): EditResult {
  const res = emptyResult();
  for (const ref of refs) {
    const r = editableEntity(db, ref);
    if (isFailure(r)) {
      res.failed.push(r);
      continue;
    }
    const { set, drop } = groupsFor(r.type, ch);
    setGroups(db, r, set, drop);
    res.changed.push(r.handle);
  }
  return res;
}

const TEXTS = new Set(['TEXT', 'MTEXT', 'ATTDEF', 'ATTRIB']);

/** MATCHPROP: the source's properties onto each destination. */
export function matchProperties(db: DrawingDb, source: EntityRef, dests: Iterable<EntityRef>): EditResult {
  const res = emptyResult();
  const src = editableEntity(db, source);
  if (isFailure(src)) return { ...res, failed: [src] };
  const g = (c: number): GV | undefined => tagGet(src.body, c);
  const color = g(62);
  const lw = g(370);
  const lts = g(48);
  const th = g(39);
  const tr = g(440);
  const base: PropertyChange = {
    layer: typeof g(8) === 'string' ? (g(8) as string) : '0',
    color: typeof color === 'number' ? color : 256,
    linetype: typeof g(6) === 'string' ? (g(6) as string) : 'BYLAYER',
    ltscale: typeof lts === 'number' ? lts : 1,
    lineweight: typeof lw === 'number' ? lw : -1,
    thickness: typeof th === 'number' ? th : 0,
  };
  for (const ref of dests) {
    const r = editableEntity(db, ref);
    if (isFailure(r)) {
      res.failed.push(r);
      continue;
    }
    if (r.handle === src.handle) continue;
    const { set, drop } = groupsFor(r.type, { ...base, thickness: THICK.has(src.type) ? base.thickness : undefined });
    if (typeof g(420) === 'number') set.push([420, g(420) as number]);
    else drop.push(420);
    if (typeof tr === 'number') set.push([440, tr]);
    else drop.push(440);
    if (TEXTS.has(src.type) && TEXTS.has(r.type)) {
      for (const c of [7, 40]) {
        const v = g(c);
        if (v !== undefined) set.push([c, v]);
      }
    }
    if (src.type === 'LWPOLYLINE' && r.type === 'LWPOLYLINE') {
      const w = g(43);
      if (typeof w === 'number') set.push([43, w]);
      const flags = typeof tagGet(r.body, 70) === 'number' ? (tagGet(r.body, 70) as number) : 0;
      set.push([70, (flags & ~128) | ((typeof g(70) === 'number' ? (g(70) as number) : 0) & 128)]);
    }
    if (src.type === 'DIMENSION' && r.type === 'DIMENSION' && typeof g(3) === 'string') set.push([3, g(3) as string]);
    setGroups(db, r, set, drop);
    res.changed.push(r.handle);
  }
  return res;
}
