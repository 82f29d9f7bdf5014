/*
 * -HATCH and HATCH on the command line. -HATCH [MAC:HATCH-Command-2, -HATCH reference "List of
 * Prompts"]:
 *   Current hatch pattern:  ANSI31
 *   Specify internal point or [Properties/Select objects/draW boundary/remove Boundaries/Advanced/DRaw order/Origin/ANnotative/hatch COlor/LAyer/Transparency]:
 *     a point: the boundary around it (hatch-make.ts), then "Pick internal point or [Select
 *       objects/remove Boundaries]:" for more, Enter makes the hatch;
 *     Properties: "Enter a pattern name or [?/Solid/User defined/Gradient] <ANSI31>:" (a name may
 *       carry ",N" ",O" ",I" for the island style), "Specify a scale for the pattern <1.0000>:",
 *       "Specify an angle for the pattern <0>:"; User defined: angle, spacing, "Double hatch area?";
 *     Select objects: "Select objects or [picK internal point/remove Boundaries]:", Enter makes it;
 *     LAyer / hatch COlor set HPLAYER / HPCOLOR ("." or Use current for the current one).
 * HATCH from a program takes the older sequence the corpus uses ((command "._hatch" pat scale ang
 * ss "")): pattern, scale, angle, "Select objects to define hatch boundary or <direct hatch>,"
 * and "Select objects:". HPNAME, HPSCALE, HPANG, HPSPACE, HPDOUBLE keep the last settings;
 * HPASSOC makes the hatch associative (its boundary objects are listed and get a reactor);
 * HPISLANDDETECTION is the island style (0 normal, 1 outer, 2 ignore); MEASUREMENT picks
 * acadiso.pat over acad.pat. Hatches are made in the plane of a UCS whose Z is the WCS Z.
 */
import { MESSAGES } from '../../core/messages.js';
import { filesOf } from '../../ports/files.js';
import { colorOf } from '../drawing.js';
import { boundaryOf, findBoundaryAt, hatchGroups, loadPattern, pointInside, userPattern, visibleEntities, type HatchLoop, type HatchPattern } from '../hatch-make.js';
import type { GV } from '../geometry/groups.js';
import type { DbRecord } from '../model/record.js';
import { bundledPatternNames } from '../support/pat.js';
import { defineCommand } from './engine/command-def.js';
import { currentSpace } from './engine/entity.js';
import type { Ask, CommandIo } from './engine/io.js';
import { selectObjects } from './engine/select.js';

const MAIN = 'Specify internal point or [Properties/Select objects/draW boundary/remove Boundaries/Advanced/DRaw order/Origin/ANnotative/hatch COlor/LAyer/Transparency]: ';
const STYLE_CODES: Readonly<Record<string, number>> = { N: 0, O: 1, I: 2 };

interface Settings {
  pattern: HatchPattern;
  style: number;
}

function current(io: CommandIo): Settings {
  const name = io.str('HPNAME', 'ANSI31');
  const metric = io.num('MEASUREMENT', 0) === 1;
  const angle = io.num('HPANG', 0);
  const pattern =
    name.toUpperCase() === '_USER'
      ? userPattern(angle, io.num('HPSPACE', 1), io.num('HPDOUBLE', 0) === 1)
      : (loadPattern(filesOf(io.ctx), name, metric, angle, io.num('HPSCALE', 1)) ?? loadPattern(undefined, 'ANSI31', metric, angle, 1)!);
  return { pattern, style: io.num('HPISLANDDETECTION', 1) };
}

/** The pattern prompts (-HATCH Properties, and HATCH's first prompts). */
function* properties(io: CommandIo, s: Settings, legacy: boolean): Ask<Settings> {
  const metric = io.num('MEASUREMENT', 0) === 1;
  for (;;) {
    const prompt = legacy ? `Enter a pattern name or [?/Solid/User defined] <${io.str('HPNAME', 'ANSI31')}>: ` : `Enter a pattern name or [?/Solid/User defined/Gradient] <${io.str('HPNAME', 'ANSI31')}>: `;
    const a = yield* io.ask(prompt, { text: true, enter: true });
    let typed = a.kind === 'text' ? a.s.trim() : a.kind === 'keyword' ? a.k : '';
    if (a.kind === 'keyword' && a.k === '?') {
      io.message(bundledPatternNames(metric).join('\n'));
      continue;
    }
    if (a.kind === 'keyword' && a.k === 'Gradient') return io.notSimulated('-HATCH Gradient');
    let style = s.style;
    const comma = typed.lastIndexOf(',');
    if (comma > 0 && STYLE_CODES[typed.slice(comma + 1).toUpperCase()] !== undefined) {
      style = STYLE_CODES[typed.slice(comma + 1).toUpperCase()]!;
      typed = typed.slice(0, comma);
    }
    if (typed.startsWith('*')) return io.notSimulated('HATCH *pattern (hatching with separate lines)');
    if (typed === '' && a.kind === 'enter') typed = s.pattern.name === '_USER' ? 'User' : s.pattern.name;
    if (/^(S|SOLID)$/i.test(typed) || (a.kind === 'keyword' && a.k === 'Solid')) {
      io.setVar('HPNAME', 'SOLID');
      return { pattern: loadPattern(undefined, 'SOLID', metric, 0, 1)!, style };
    }
    if (/^(U|USER)$/i.test(typed) || (a.kind === 'keyword' && a.k === 'User')) {
      const ang = yield* io.angle(`Specify angle for crosshatch lines <${io.fmtAngle(io.num('HPANG', 0))}>: `, { enter: true });
      const angle = ang.kind === 'number' ? ang.n : io.num('HPANG', 0);
      const sp = yield* io.distance(`Specify spacing between the lines <${io.fmtDist(io.num('HPSPACE', 1))}>: `, { enter: true, positive: true, nonzero: true });
      const spacing = sp.kind === 'number' ? sp.n : io.num('HPSPACE', 1);
      const dbl = yield* io.keyword(`Double hatch area? [Yes/No] <${io.num('HPDOUBLE', 0) ? 'Y' : 'N'}>: `, { enter: true });
      const double = dbl.kind === 'keyword' ? dbl.k === 'Yes' : io.num('HPDOUBLE', 0) === 1;
      io.setVar('HPNAME', '_USER');
      io.setReal('HPANG', angle);
      io.setReal('HPSPACE', spacing);
      io.setVar('HPDOUBLE', double ? 1 : 0);
      return { pattern: userPattern(angle, spacing, double), style };
    }
    const probe = loadPattern(filesOf(io.ctx), typed, metric, 0, 1);
    if (!probe) {
      io.complainText(MESSAGES.hatchPatternNotFound(typed));
      continue;
    }
    const sc = yield* io.real(`Specify a scale for the pattern <${io.fmtDist(io.num('HPSCALE', 1))}>: `, { enter: true, positive: true, nonzero: true });
    const scale = sc.kind === 'number' ? sc.n : io.num('HPSCALE', 1);
    const an = yield* io.angle(`Specify an angle for the pattern <${io.fmtAngle(io.num('HPANG', 0))}>: `, { enter: true });
    const angle = an.kind === 'number' ? an.n : io.num('HPANG', 0);
    io.setVar('HPNAME', probe.name);
    io.setReal('HPSCALE', scale);
    io.setReal('HPANG', angle);
    return { pattern: { ...probe, scale, angle }, style };
  }
}

/** Make the HATCH from its loops (WCS plan) on HPLAYER / HPCOLOR. */
function makeHatch(io: CommandIo, s: Settings, loops: readonly HatchLoop[], seeds: Array<[number, number]>): void {
  if (loops.length === 0) return;
  const associative = io.num('HPASSOC', 1) === 1;
  const groups: Array<[number, GV]> = [];
  const layer = io.str('HPLAYER', '.');
  if (layer !== '.' && io.d.db.tableEntry('LAYER', layer)) groups.push([8, layer]);
  const color = io.str('HPCOLOR', '.');
  if (color !== '.') groups.push([62, colorOf(color)]);
  const elevation = io.num('ELEVATION', 0);
  const pixel = io.num('VIEWSIZE', 9) / 900;
  groups.push(...hatchGroups({ pattern: s.pattern, loops, seeds, associative, style: s.style, elevation, pixelSize: pixel }));
  const h = io.add('HATCH', groups);
  if (associative) for (const l of loops) for (const src of l.sources) attachReactor(io, src, h);
}

/** The boundary object points back at its associative hatch ({ACAD_REACTORS ...}). */
function attachReactor(io: CommandIo, source: string, hatch: string): void {
  const db = io.d.db;
  const r = db.get(source);
  if (!r) return;
  const head = r.head ?? { c: [], v: [] };
  const c = head.c.slice();
  const v = head.v.slice();
  const open = v.findIndex((x, i) => c[i] === 102 && x === '{ACAD_REACTORS');
  if (open >= 0) {
    if (v.some((x, i) => c[i] === 330 && x === hatch)) return;
    let close = open + 1;
    while (close < c.length && c[close] !== 102) close++;
    c.splice(close, 0, 330);
    v.splice(close, 0, hatch);
  } else {
    c.unshift(102, 330, 102);
    v.unshift('{ACAD_REACTORS', hatch, '}');
  }
  db.replace({ ...r, head: { c, v } });
}

function requirePlanUcs(io: CommandIo): void {
  const n = io.normal();
  if (Math.abs(n[0]) > 1e-12 || Math.abs(n[1]) > 1e-12 || n[2] <= 0) io.notSimulated('-HATCH in a UCS whose Z axis is not the WCS Z axis');
}

function records(io: CommandIo, items: readonly import('../../core/values.js').Ename[]): DbRecord[] {
  return items.map((e) => io.d.db.getByEname(e)).filter((r): r is DbRecord => !!r && !r.deleted);
}

/** One internal point: its boundary loops and the seed, or a complaint. */
function boundaryAt(io: CommandIo, s: Settings, p: import('../geometry/vec.js').Vec3): HatchLoop[] | undefined {
  const w = io.wcs(p);
  io.message('Selecting everything...\nSelecting everything visible...\nAnalyzing the selected data...\nAnalyzing internal islands...');
  const loops = findBoundaryAt(io.d, visibleEntities(io.d, currentSpace(io.ctx, io.d)), w[0], w[1], s.style, io.num('HPGAPTOL', 0));
  if (!loops) io.complainText(MESSAGES.hatchNoBoundary());
  return loops;
}

export const HATCH_DASH = defineCommand({
  names: ['-HATCH'],
  *run(io) {
    requirePlanUcs(io);
    let s = current(io);
    io.message(`Current hatch pattern:  ${s.pattern.name}`);
    for (;;) {
      const a = yield* io.point(MAIN, { enter: true });
      if (a.kind === 'enter') return;
      if (a.kind === 'point') {
        const loops: HatchLoop[] = [];
        const seeds: Array<[number, number]> = [];
        let p = a.p;
        for (;;) {
          const found = boundaryAt(io, s, p);
          if (found) {
            loops.push(...found);
            const w = io.wcs(p);
            seeds.push([w[0], w[1]]);
          }
          const b = yield* io.point('Pick internal point or [Select objects/remove Boundaries]: ', { enter: true });
          if (b.kind === 'point') {
            p = b.p;
            continue;
          }
          if (b.kind === 'keyword' && b.k === 'Select') {
            loops.push(...boundaryOf(io.d, records(io, yield* selectObjects(io, { prompt: 'Select objects or [picK internal point/remove Boundaries]: ', rejectLocked: false }))));
            break;
          }
          if (b.kind === 'keyword') return io.notSimulated('-HATCH remove Boundaries');
          break;
        }
        makeHatch(io, s, loops, seeds);
        return;
      }
      switch (a.k) {
        case 'Properties':
          s = yield* properties(io, s, false);
          continue;
        case 'Select': {
          const loops = boundaryOf(io.d, records(io, yield* selectObjects(io, { prompt: 'Select objects or [picK internal point/remove Boundaries]: ', rejectLocked: false })));
          if (loops.length === 0) {
            io.complainText(MESSAGES.hatchNoBoundary());
            return;
          }
          makeHatch(io, s, loops, [pointInside(loops[0]!)]);
          return;
        }
        case 'LAyer': {
          const l = yield* io.ask('Enter layer name or [Use current] <Use current>: ', { text: true, enter: true });
          const name = l.kind === 'text' ? l.s.trim() : '.';
          if (name !== '.' && !io.d.db.tableEntry('LAYER', name)) io.complainText(MESSAGES.layerNotFound(name));
          else io.setVar('HPLAYER', name);
          continue;
        }
        case 'COlor': {
          const c = yield* io.ask('Enter color for hatch pattern or [Truecolor/COlorbook/. for none] <use current>: ', { text: true, enter: true });
          const t = c.kind === 'text' ? c.s.trim() : '.';
          io.setVar('HPCOLOR', t === '.' || /^use/i.test(t) ? '.' : t.toUpperCase());
          continue;
        }
        default:
          return io.notSimulated(`-HATCH ${a.k}`);
      }
    }
  },
});

export const HATCH = defineCommand({
  names: ['HATCH'],
  *run(io) {
    requirePlanUcs(io);
    const s = yield* properties(io, current(io), true);
    io.message('Select objects to define hatch boundary or <direct hatch>,');
    const items = yield* selectObjects(io, { rejectLocked: false });
    if (items.length === 0) return io.notSimulated('HATCH direct hatch');
    const loops = boundaryOf(io.d, records(io, items));
    if (loops.length === 0) {
      io.complainText(MESSAGES.hatchNoBoundary());
      return;
    }
    makeHatch(io, s, loops, [pointInside(loops[0]!)]);
  },
});
