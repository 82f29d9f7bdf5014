/*
 * UCS [ctx; UCS command reference]:
 *   Current ucs name:  *WORLD*
 *   Specify origin of UCS or [Face/NAmed/OBject/Previous/View/World/X/Y/Z/ZAxis] <World>:
 *     a point: the new origin, then "Specify point on X-axis or <Accept>:" and
 *       "Specify point on the XY plane or <Accept>:" (the three-point form);
 *     X / Y / Z: "Specify rotation angle about Z axis <90>:";
 *     ZAxis: "Specify new origin point or [Object] <0,0,0>:", "Specify point on positive portion of Z-axis <...>:";
 *     OBject: "Select object to align UCS:" (LINE, ARC, CIRCLE, LWPOLYLINE, POINT, TEXT, MTEXT,
 *       INSERT, ATTDEF/ATTRIB, DIMENSION, by AutoCAD's rules for each);
 *     NAmed: "Enter an option [Restore/Save/Delete/?]:" then the name;
 *     Previous (the last ten), World (or Enter);
 *   and the older keywords programs still send: Origin, 3point, Save, Restore, Delete.
 * Points are given in the UCS current when the command starts; the new UCS is written to
 * UCSORG / UCSXDIR / UCSYDIR / UCSNAME / WORLDUCS (drawing/ucs.ts), which then govern point
 * input, entity creation and trans. Face, View and Apply are not simulated.
 */
import { MESSAGES } from '../../core/messages.js';
import { num, point } from '../geometry/groups.js';
import { cross, unit, type Vec3 } from '../geometry/vec.js';
import { arbitraryAxis } from '../geometry/ocs.js';
import { tagStr } from '../model/tags.js';
import { compileWcmatch } from '../selection/wildcard.js';
import { currentUcs, isWorld, namedUcs, rotated, saveNamedUcs, setCurrentUcs, toWcs, ucsFrom, WORLD, zAxis, type Ucs } from '../ucs.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';

const MAIN = 'Specify origin of UCS or [Face/NAmed/OBject/Previous/View/World/X/Y/Z/ZAxis] <World>: ';
const HIDDEN = 'Origin 3point Save Restore Delete Apply ?';

const history = (io: CommandIo): Ucs[] => io.memory('ucs-previous', () => [] as Ucs[]);

function change(io: CommandIo, before: Ucs, next: Ucs, name = ''): void {
  const h = history(io);
  h.push(before);
  if (h.length > 10) h.shift();
  setCurrentUcs(io.d.sysvars, next, name);
}

function* pointOr(io: CommandIo, prompt: string, dflt: Vec3 | undefined): Ask<Vec3 | undefined> {
  for (;;) {
    const a = yield* io.point(prompt, { enter: true });
    if (a.kind === 'point') return io.wcs(a.p);
    if (a.kind === 'enter') return dflt;
  }
}

const fmtPt = (io: CommandIo, p: Vec3): string => p.map((x) => io.fmtDist(x)).join(',');

/** The UCS OBject gives for an entity (and the point it was picked at, WCS), or undefined. */
function ucsOfObject(io: CommandIo, type: string, g: import('../geometry/groups.js').Tags, pick: Vec3 | undefined, cur: Ucs): Ucs | undefined {
  const n = unit(point(g, 210) ?? [0, 0, 1]) ?? [0, 0, 1];
  const ocs = arbitraryAxis(n)!;
  const inOcs = (p: Vec3): Vec3 => [0, 1, 2].map((i) => ocs.ax[i]! * p[0] + ocs.ay[i]! * p[1] + ocs.az[i]! * p[2]) as Vec3;
  const dirOcs = (a: number): Vec3 => inOcs([Math.cos(a), Math.sin(a), 0]);
  const near = (a: Vec3, b: Vec3): Vec3 => (!pick || Math.hypot(pick[0] - a[0], pick[1] - a[1], pick[2] - a[2]) <= Math.hypot(pick[0] - b[0], pick[1] - b[1], pick[2] - b[2]) ? a : b);
  switch (type) {
    case 'LINE': {
      const a = point(g, 10)!;
      const b = point(g, 11)!;
      const o = near(a, b);
      const other = o === a ? b : a;
      const x: Vec3 = [other[0] - o[0], other[1] - o[1], other[2] - o[2]];
      // the line's own plane keeps the current Z as far as it can
      const z = zAxis(cur);
      const y = cross(z, x);
      return unit(y) ? ucsFrom(o, x, y) : ucsFrom(o, x, cur.ydir);
    }
    case 'CIRCLE':
    case 'ARC': {
      const c = inOcs(point(g, 10)!);
      const r = num(g, 40, 0);
      let toward: Vec3;
      if (type === 'ARC') {
        const s = dirOcs(num(g, 50, 0));
        const e = dirOcs(num(g, 51, 0));
        const ps: Vec3 = [c[0] + s[0] * r, c[1] + s[1] * r, c[2] + s[2] * r];
        const pe: Vec3 = [c[0] + e[0] * r, c[1] + e[1] * r, c[2] + e[2] * r];
        toward = near(ps, pe);
      } else toward = pick ?? [c[0] + ocs.ax[0] * r, c[1] + ocs.ax[1] * r, c[2] + ocs.ax[2] * r];
      const x: Vec3 = [toward[0] - c[0], toward[1] - c[1], toward[2] - c[2]];
      return ucsFrom(c, x, cross(n, x));
    }
    case 'LWPOLYLINE': {
      const pts: Vec3[] = [];
      const elev = num(g, 38, 0);
      for (let i = 0; i < g.c.length && pts.length < 2; i++) if (g.c[i] === 10) pts.push(inOcs([...(g.v[i] as number[]).slice(0, 2), elev] as Vec3));
      if (pts.length < 2) return undefined;
      const x: Vec3 = [pts[1]![0] - pts[0]![0], pts[1]![1] - pts[0]![1], pts[1]![2] - pts[0]![2]];
      return ucsFrom(pts[0]!, x, cross(n, x));
    }
    case 'POINT':
      return ucsFrom(point(g, 10)!, ocs.ax, ocs.ay);
    case 'TEXT':
    case 'ATTDEF':
    case 'ATTRIB':
    case 'INSERT': {
      const o = inOcs(point(g, 10)!);
      const x = dirOcs(num(g, 50, 0));
      return ucsFrom(o, x, cross(n, x));
    }
    case 'MTEXT': {
      const o = point(g, 10)!;
      const x = point(g, 11) ?? dirOcs(num(g, 50, 0));
      return ucsFrom(o, x, cross(n, x));
    }
    case 'DIMENSION': {
      const o = inOcs(point(g, 11) ?? [0, 0, 0]);
      return ucsFrom(o, ocs.ax, ocs.ay);
    }
    default:
      return undefined;
  }
}

function* named(io: CommandIo, option: string, before: Ucs): Ask<void> {
  const db = io.d.db;
  const list = (): void => io.message((db.table('UCS')?.order ?? []).map((h) => `"${tagStr(db.get(h)!.body, 2)}"`).join('\n'));
  if (option === 'Restore') {
    for (;;) {
      const a = yield* io.ask('Enter name of UCS to restore or [?]: ', { text: true });
      if (a.kind === 'keyword') {
        list();
        continue;
      }
      const name = a.kind === 'text' ? a.s.trim() : '';
      const u = namedUcs(db, name);
      if (!u) {
        io.complainText(MESSAGES.ucsNotFound(name));
        return;
      }
      change(io, before, u, u.name);
      return;
    }
  }
  if (option === 'Save') {
    for (;;) {
      const a = yield* io.ask('Enter name to save current UCS or [?]: ', { text: true });
      if (a.kind === 'keyword') {
        list();
        continue;
      }
      const name = a.kind === 'text' ? a.s.trim() : '';
      if (!name) return;
      if (namedUcs(db, name) && io.num('EXPERT', 0) < 4) {
        const q = yield* io.keyword(`UCS ${name} already exists. Replace it? <N>: `, { keywords: 'Yes No', enter: true });
        if (q.kind !== 'keyword' || q.k !== 'Yes') return;
      }
      saveNamedUcs(db, name, before);
      setCurrentUcs(io.d.sysvars, before, isWorld(before) ? '' : name);
      return;
    }
  }
  if (option === 'Delete') {
    const spec = (yield* io.text('Enter UCS name(s) to delete <none>: ')).trim();
    if (!spec) return;
    const tests = spec.split(',').map((p) => compileWcmatch(p.trim(), true));
    for (const h of [...(db.table('UCS')?.order ?? [])]) {
      const n = tagStr(db.get(h)!.body, 2);
      if (tests.some((t) => t(n))) {
        db.removeTableEntry('UCS', n);
        if (io.str('UCSNAME', '').toUpperCase() === n.toUpperCase()) io.setVar('UCSNAME', '');
      }
    }
    return;
  }
  list();
}

export const UCS = defineCommand({
  names: ['UCS'],
  *run(io) {
    const before = currentUcs(io.d.sysvars);
    const name = io.str('UCSNAME', '');
    io.message(`Current ucs name:  ${isWorld(before) ? '*WORLD*' : name || '*NO NAME*'}`);
    const a = yield* io.point(MAIN, { enter: true, keywords: HIDDEN });
    if (a.kind === 'enter') return change(io, before, WORLD);
    if (a.kind === 'point') {
      const o = io.wcs(a.p);
      const x = yield* pointOr(io, 'Specify point on X-axis or <Accept>: ', undefined);
      if (!x) return change(io, before, { ...before, origin: o });
      const xd: Vec3 = [x[0] - o[0], x[1] - o[1], x[2] - o[2]];
      const y = yield* pointOr(io, 'Specify point on the XY plane or <Accept>: ', undefined);
      const plane: Vec3 = y ? [y[0] - o[0], y[1] - o[1], y[2] - o[2]] : cross(zAxis(before), xd);
      const u = ucsFrom(o, xd, plane);
      if (!u) return io.complainText(MESSAGES.ucsAxisZero());
      return change(io, before, u);
    }
    switch (a.k) {
      case 'World':
        return change(io, before, WORLD);
      case 'Previous': {
        const h = history(io);
        const prev = h.pop();
        if (!prev) return io.complainText(MESSAGES.ucsNoPrevious());
        return setCurrentUcs(io.d.sysvars, prev);
      }
      case 'Origin': {
        const o = yield* pointOr(io, 'Specify new origin point <0,0,0>: ', toWcs(before, [0, 0, 0]));
        return change(io, before, { ...before, origin: o! });
      }
      case '3point': {
        const o = (yield* pointOr(io, 'Specify new origin point <0,0,0>: ', toWcs(before, [0, 0, 0])))!;
        const dx: Vec3 = [o[0] + before.xdir[0], o[1] + before.xdir[1], o[2] + before.xdir[2]];
        const x = (yield* pointOr(io, `Specify point on positive portion of X-axis <${fmtPt(io, io.ucsOf(dx))}>: `, dx))!;
        const dy: Vec3 = [o[0] + before.ydir[0], o[1] + before.ydir[1], o[2] + before.ydir[2]];
        const y = (yield* pointOr(io, `Specify point on positive-Y portion of the UCS XY plane <${fmtPt(io, io.ucsOf(dy))}>: `, dy))!;
        const u = ucsFrom(o, [x[0] - o[0], x[1] - o[1], x[2] - o[2]], [y[0] - o[0], y[1] - o[1], y[2] - o[2]]);
        if (!u) return io.complainText(MESSAGES.ucsAxisZero());
        return change(io, before, u);
      }
      case 'X':
      case 'Y':
      case 'Z': {
        const r = yield* io.ask(`Specify rotation angle about ${a.k} axis <90>: `, { number: 'included', enter: true });
        const angle = r.kind === 'number' ? r.n : Math.PI / 2;
        return change(io, before, rotated(before, a.k, angle));
      }
      case 'ZAxis': {
        const o = (yield* pointOr(io, 'Specify new origin point or [Object] <0,0,0>: ', toWcs(before, [0, 0, 0])))!;
        const dz = toWcs(before, [0, 0, 1]);
        const zp = (yield* pointOr(io, 'Specify point on positive portion of Z-axis <0.0000,0.0000,1.0000>: ', [o[0] + dz[0] - before.origin[0], o[1] + dz[1] - before.origin[1], o[2] + dz[2] - before.origin[2]]))!;
        const z = unit([zp[0] - o[0], zp[1] - o[1], zp[2] - o[2]]);
        if (!z) return io.complainText(MESSAGES.ucsAxisZero());
        const ax = arbitraryAxis(z)!;
        return change(io, before, { origin: o, xdir: ax.ax, ydir: ax.ay });
      }
      case 'OBject': {
        for (;;) {
          const p = yield* io.ask('Select object to align UCS: ', { pick: true, point: true });
          if (p.kind !== 'pick') continue;
          const r = io.d.live(p.e);
          if (!r) continue;
          const u = ucsOfObject(io, r.type, r.body, p.p ? io.wcs(p.p) : undefined, before);
          if (!u) return io.notSimulated(`UCS OBject on a ${r.type}`);
          return change(io, before, u);
        }
      }
      case 'NAmed': {
        const n = yield* io.keyword('Enter an option [Restore/Save/Delete/?]: ');
        if (n.kind !== 'keyword') return;
        return yield* named(io, n.k, before);
      }
      case 'Save':
      case 'Restore':
      case 'Delete':
      case '?':
        return yield* named(io, a.k, before);
      default:
        return io.notSimulated(`UCS ${a.k}`);
    }
  },
});

