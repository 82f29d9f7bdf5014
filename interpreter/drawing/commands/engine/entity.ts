/*
 * The one way a command makes an entity. Every drawing command gives only its own groups; the
 * current properties come from here, as AutoCAD applies them to anything a command draws:
 * 8 CLAYER, 6 CELTYPE (unless ByLayer), 62 CECOLOR (unless BYLAYER; "RGB:r,g,b" gives 420),
 * 370 CELWEIGHT (unless -1 ByLayer), 48 CELTSCALE (unless 1), 39 THICKNESS (unless 0, for the types
 * that have a thickness), the current space (model space, or the layout CTAB names) as owner, a
 * new handle. The body then goes through the type's template (entities/), exactly like entmake,
 * so entget shows the same list a DXF or entmake entity of that type shows.
 */
import type { Ctx } from '../../../core/context.js';
import { sysNum } from '../../../builtins/units-input.js';
import { colorOf, type Drawing } from '../../drawing.js';
import { buildEntityBody } from '../../entity-body.js';
import { makeRecord } from '../../model/record.js';
import { TagBuilder, type GV } from '../../model/tags.js';

/** Entity types that carry a thickness (39). */
const THICK = new Set(['LINE', 'CIRCLE', 'ARC', 'POINT', 'LWPOLYLINE', 'POLYLINE', 'TEXT', 'ATTDEF', 'SOLID', 'TRACE', 'SHAPE']);

export type Groups = ReadonlyArray<readonly [number, GV]>;

/** The AcDbEntity groups a new entity gets from the current settings. */
export function currentProperties(ctx: Ctx, type: string): Array<[number, GV]> {
  const sv = ctx.sysvars;
  const str = (n: string, d: string): string => {
    const v = sv.get(n);
    return typeof v === 'string' && v !== '' ? v : d;
  };
  const out: Array<[number, GV]> = [[8, str('CLAYER', '0')]];
  const lt = str('CELTYPE', 'ByLayer');
  if (lt.toUpperCase() !== 'BYLAYER') out.push([6, lt]);
  const col = str('CECOLOR', 'BYLAYER');
  const rgb = /^RGB:(\d+),(\d+),(\d+)$/i.exec(col);
  if (rgb) out.push([420, (+rgb[1]! << 16) | (+rgb[2]! << 8) | +rgb[3]!]);
  else {
    const aci = colorOf(col);
    if (aci !== 256) out.push([62, aci]);
  }
  const lw = sysNum(ctx, 'CELWEIGHT', -1);
  if (lw !== -1) out.push([370, lw]);
  const lts = sysNum(ctx, 'CELTSCALE', 1);
  if (lts !== 1) out.push([48, lts]);
  const th = sysNum(ctx, 'THICKNESS', 0);
  if (th !== 0 && THICK.has(type)) out.push([39, th]);
  return out;
}

/** The block record new entities go to: model space, or the current layout's paper space. */
export function currentSpace(ctx: Ctx, d: Drawing): string {
  const tab = ctx.sysvars.get('CTAB');
  const name = typeof tab === 'string' ? tab.toUpperCase() : 'MODEL';
  if (name !== 'MODEL' && sysNum(ctx, 'CVPORT', 2) === 1) {
    for (const [rec, lay] of d.db.layouts) if (lay.toUpperCase() === name) return rec;
  }
  return d.db.modelSpace;
}

/**
 * Add an entity of `type` with the command's own groups (any order the type's template accepts;
 * points in the coordinates the type stores). Returns its handle.
 */
export function addEntity(ctx: Ctx, d: Drawing, type: string, groups: Groups): string {
  const b = new TagBuilder();
  for (const [c, v] of currentProperties(ctx, type)) if (!groups.some((g) => g[0] === c)) b.push(c, v);
  for (const [c, v] of groups) b.push(c, v);
  const built = buildEntityBody(type, b.done(), d.env(), true);
  const db = d.db;
  const rec = makeRecord(db.newHandle(), type, currentSpace(ctx, d), built.body);
  db.addEntity(rec);
  return rec.handle;
}

/**
 * Add a complex entity: the header (POLYLINE, INSERT with attributes) and its subentities
 * (VERTEX / ATTRIB ...), closed by a SEQEND; all get the current properties. Returns the header.
 */
export function addComplexEntity(ctx: Ctx, d: Drawing, type: string, groups: Groups, subs: ReadonlyArray<{ type: string; groups: Groups }>): string {
  const db = d.db;
  const body = (t: string, g: Groups) => {
    const b = new TagBuilder();
    for (const [c, v] of currentProperties(ctx, t)) if (!g.some((x) => x[0] === c)) b.push(c, v);
    for (const [c, v] of g) b.push(c, v);
    return buildEntityBody(t, b.done(), d.env(), true).body;
  };
  const header = makeRecord(db.newHandle(), type, currentSpace(ctx, d), body(type, groups));
  db.addEntity(header);
  for (const s of [...subs, { type: 'SEQEND', groups: [] as Groups }]) db.addEntity(makeRecord(db.newHandle(), s.type, header.handle, body(s.type, s.groups)));
  return header.handle;
}
