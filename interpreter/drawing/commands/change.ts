/*
 * CHANGE: "Select objects:", then "Specify change point or [Properties]:". Properties: the
 * property prompts of property-io.ts (with Elev). A change point, object by object: a LINE's
 * nearer endpoint moves to it, a CIRCLE's radius goes through it, a TEXT or ATTDEF moves there
 * (Enter instead of a point: "Specify new text insertion point <no change>:"), then "Enter new
 * text style <S>:", "Specify new height <h>:" (not for a style with a fixed height), "Specify new
 * rotation angle <a>:" and "Enter new text <old>:" (ATTDEF: tag, prompt and default value); an
 * INSERT moves to the point and asks "Specify new block rotation angle <a>:". Other objects are
 * left alone. Idiom: (command "_.change" e "" "" "" "" "" "new text"). Source: CHANGE command
 * reference; the sub-prompt wording is unconfirmed (known-deviations.txt).
 */
import type { Ename } from '../../core/values.js';
import { liveEntity, setGroups } from '../edit/records.js';
import { apply, compose, rotateAbout, translate } from '../geometry/matrix.js';
import { extrusionOf } from '../geometry/groups.js';
import { ocsToWcs, wcsToOcs } from '../geometry/ocs.js';
import { transformEntities } from '../edit/transform.js';
import type { Vec3 } from '../geometry/vec.js';
import type { DbRecord } from '../model/record.js';
import { tagGet, tagNum, tagStr, type GV } from '../model/tags.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { selectObjects } from './engine/select.js';
import { propertyLoop } from './property-io.js';

const pointOf = (r: DbRecord, code: number): Vec3 => {
  const v = tagGet(r.body, code);
  return Array.isArray(v) ? [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0] : [0, 0, 0];
};

/** The WCS point in the record's OCS. */
const ocsOf = (r: DbRecord, w: Vec3): Vec3 => apply(wcsToOcs(extrusionOf(r.body)), w[0], w[1], w[2]);

function* changeText(io: CommandIo, r: DbRecord, to: Vec3 | undefined): Ask<void> {
  const db = io.d.db;
  const groups: Array<[number, GV]> = [];
  const justified = tagNum(r.body, 72, 0) !== 0 || tagNum(r.body, r.type === 'TEXT' ? 73 : 74, 0) !== 0;
  let target = to;
  if (!target) {
    const p = yield* io.point('Specify new text insertion point <no change>: ', { enter: true });
    if (p.kind === 'point') target = io.wcs(p.p);
  }
  if (target) {
    const o = ocsOf(r, target);
    const ins = pointOf(r, 10);
    const al = pointOf(r, 11);
    const from = justified ? al : ins;
    const d: Vec3 = [o[0] - from[0], o[1] - from[1], o[2] - from[2]];
    groups.push([10, [ins[0] + d[0], ins[1] + d[1], ins[2] + d[2]]]);
    if (justified) groups.push([11, [al[0] + d[0], al[1] + d[1], al[2] + d[2]]]);
  }
  let style = tagStr(r.body, 7, 'Standard');
  for (;;) {
    const s = (yield* io.text(`Enter new text style <${style}>: `)).trim();
    if (!s) break;
    const rec = db.tableEntry('STYLE', s);
    if (rec) {
      style = tagStr(rec.body, 2, s);
      groups.push([7, style]);
      break;
    }
    io.complainText(`Cannot find text style "${s}".`);
  }
  const fixed = tagNum(db.tableEntry('STYLE', style)?.body ?? { c: [], v: [] }, 40, 0);
  if (fixed > 0) groups.push([40, fixed]);
  else {
    const h = yield* io.distance(`Specify new height <${io.fmtDist(tagNum(r.body, 40, 0.2))}>: `, { enter: true, positive: true, nonzero: true });
    if (h.kind === 'number') groups.push([40, h.n]);
  }
  const a = yield* io.angle(`Specify new rotation angle <${io.fmtAngle(tagNum(r.body, 50, 0))}>: `, { enter: true });
  if (a.kind === 'number') groups.push([50, io.ocsAngle(a.n)]);
  if (r.type === 'ATTDEF') {
    const tag = yield* io.text(`Enter new tag <${tagStr(r.body, 2)}>: `);
    if (tag) groups.push([2, tag.toUpperCase()]);
    const prompt = yield* io.text(`Enter new prompt <${tagStr(r.body, 3)}>: `);
    if (prompt) groups.push([3, prompt]);
    const def = yield* io.text(`Enter new default value <${tagStr(r.body, 1)}>: `);
    if (def) groups.push([1, def]);
  } else {
    const t = yield* io.text(`Enter new text <${tagStr(r.body, 1)}>: `);
    if (t) groups.push([1, t]);
  }
  const now = db.get(r.handle);
  if (now && groups.length) setGroups(db, now, groups);
}

function* changeAt(io: CommandIo, items: readonly Ename[], at: Vec3 | undefined): Ask<void> {
  const db = io.d.db;
  for (const e of items) {
    const r = liveEntity(db, e);
    if (!r) continue;
    switch (r.type) {
      case 'LINE': {
        if (!at) break;
        const a = pointOf(r, 10);
        const b = pointOf(r, 11);
        const near = Math.hypot(at[0] - a[0], at[1] - a[1]) <= Math.hypot(at[0] - b[0], at[1] - b[1]) ? 10 : 11;
        setGroups(db, r, [[near, at]]);
        break;
      }
      case 'CIRCLE': {
        if (!at) break;
        const c = pointOf(r, 10);
        const o = ocsOf(r, at);
        const radius = Math.hypot(o[0] - c[0], o[1] - c[1]);
        if (radius > 0) setGroups(db, r, [[40, radius]]);
        break;
      }
      case 'TEXT':
      case 'ATTDEF':
        yield* changeText(io, r, at);
        break;
      case 'INSERT': {
        let target = at;
        if (!target) {
          const p = yield* io.point('Specify new block insertion point: ', { enter: true });
          if (p.kind === 'point') target = io.wcs(p.p);
        }
        const a = yield* io.angle(`Specify new block rotation angle <${io.fmtAngle(tagNum(r.body, 50, 0))}>: `, { enter: true });
        // the attributes go with the block: a move, then a turn about the new insertion point
        const ins = apply(ocsToWcs(extrusionOf(r.body)), ...pointOf(r, 10));
        const to = target ?? ins;
        let m = translate(to[0] - ins[0], to[1] - ins[1], to[2] - ins[2]);
        if (a.kind === 'number') m = compose(rotateAbout(to, io.ocsAngle(a.n) - tagNum(r.body, 50, 0), extrusionOf(r.body)), m);
        transformEntities(db, [r.handle], m);
        break;
      }
      default:
        break;
    }
  }
}

export const CHANGE = defineCommand({
  names: ['CHANGE'],
  *run(io) {
    const items = yield* selectObjects(io);
    if (items.length === 0) return;
    const a = yield* io.point('Specify change point or [Properties]: ', { enter: true });
    if (a.kind === 'keyword') yield* propertyLoop(io, items, true);
    else yield* changeAt(io, items, a.kind === 'point' ? io.wcs(a.p) : undefined);
  },
});
