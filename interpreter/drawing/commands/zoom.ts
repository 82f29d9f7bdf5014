/*
 * ZOOM: no display, but what AutoCAD records of the view changes: VIEWCTR (the view centre, UCS)
 * and VIEWSIZE (its height), which also set the object-snap aperture and pickbox in drawing units.
 * Options: a window (a point, or W), All (limits and extents), Center (point, then a height or
 * "nX"), Extents, Previous (up to 10 views back), Scale ("nX" relative to the view, "n" to the
 * limits), Object (the extents of a selection), a scale typed at the first prompt; Enter (real
 * time) and Dynamic change nothing. The view's width follows SCREENSIZE's aspect ratio.
 * Prompt: [pause] (AutoCAD's own transcript).
 */
import { Real, list } from '../../core/values.js';
import { lispPoint as asPoint } from '../geometry/groups.js';
import { isEmptyBox, primsBox } from '../geometry/extents.js';
import { selectionShape, selectionShapeContext } from '../selection/shape.js';
import type { Vec3 } from '../geometry/vec.js';
import type { Ename } from '../../core/values.js';
import { defineCommand } from './engine/command-def.js';
import type { CommandIo } from './engine/io.js';
import { selectObjects } from './engine/select.js';

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const emptyBox = (): Box => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });

interface View {
  c: Vec3;
  h: number;
}

const previousViews = (io: CommandIo): View[] => io.memory('zoomPrevious', (): View[] => []);

function current(io: CommandIo): View {
  const c = asPoint(io.ctx.sysvars.get('VIEWCTR')) ?? [0, 0, 0];
  return { c, h: io.num('VIEWSIZE', 9) };
}

function aspect(io: CommandIo): number {
  const s = asPoint(io.ctx.sysvars.get('SCREENSIZE'));
  return s && s[1] > 0 ? s[0] / s[1] : 16 / 9;
}

export function setView(io: CommandIo, v: View, remember = true): void {
  if (!(v.h > 0) || !Number.isFinite(v.h)) return;
  if (remember) {
    const prev = previousViews(io);
    prev.push(current(io));
    if (prev.length > 10) prev.shift();
  }
  io.setVar('VIEWCTR', list([new Real(v.c[0]), new Real(v.c[1]), new Real(v.c[2])]));
  io.setReal('VIEWSIZE', v.h);
}

/** The view that shows a box (WCS) whole. */
function fit(io: CommandIo, b: Box): View | undefined {
  if (!(b.maxX >= b.minX)) return undefined;
  const w = b.maxX - b.minX;
  const h = b.maxY - b.minY;
  const size = Math.max(h, w / aspect(io)) || 1;
  return { c: io.ucsOf([(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2, 0]), h: size };
}

function extentsOf(io: CommandIo, only?: readonly Ename[]): Box {
  const box = emptyBox();
  const ctx = selectionShapeContext(io.d, io.num('TEXTSIZE', 0.2));
  const want = only ? new Set(only.map((e) => e.address)) : undefined;
  for (const e of io.d.selectableEntities()) {
    if (want && !want.has(e.ename.address)) continue;
    if (!want) {
      const st = io.d.layerState(String(e.group?.(8) ?? '0'));
      if (st?.frozen) continue;
      const sp = e.group?.(410);
      if (typeof sp === 'string' && sp !== 'Model') continue;
    }
    const b = primsBox(selectionShape(e, ctx));
    if (isEmptyBox(b)) continue;
    box.minX = Math.min(box.minX, b[0]);
    box.minY = Math.min(box.minY, b[1]);
    box.maxX = Math.max(box.maxX, b[2]);
    box.maxY = Math.max(box.maxY, b[3]);
  }
  return box;
}

function limitsBox(io: CommandIo): Box {
  const lo = asPoint(io.ctx.sysvars.get('LIMMIN')) ?? [0, 0, 0];
  const hi = asPoint(io.ctx.sysvars.get('LIMMAX')) ?? [12, 9, 0];
  return { minX: lo[0], minY: lo[1], maxX: hi[0], maxY: hi[1] };
}

/** "2x", "0.5X", "2xp" (relative to the current view) or "2" (relative to the limits). */
function scaled(io: CommandIo, text: string): View | undefined {
  const m = /^\s*([+]?\d*\.?\d+(?:[eE][+-]?\d+)?)\s*(xp?|XP?)?\s*$/.exec(text);
  if (!m) return undefined;
  const k = Number(m[1]);
  if (!(k > 0)) return undefined;
  const cur = current(io);
  if (m[2]) return { c: cur.c, h: cur.h / k };
  const lim = fit(io, limitsBox(io));
  return lim ? { c: cur.c, h: lim.h / k } : undefined;
}

const MAIN = 'Specify corner of window, enter a scale factor (nX or nXP), or [All/Center/Dynamic/Extents/Previous/Scale/Window/Object] <real time>: ';

export const ZOOM = defineCommand({
  names: ['ZOOM'],
  transparent: true,
  *run(io) {
    for (;;) {
      const a = yield* io.ask(MAIN, { point: true, text: true, enter: true, number: 'real' });
      if (a.kind === 'enter') {
        io.message('Press ESC or ENTER to exit, or right-click to display shortcut menu.');
        return;
      }
      if (a.kind === 'number' || a.kind === 'text') {
        const v = scaled(io, a.kind === 'number' ? String(a.n) : a.s);
        if (v) return setView(io, v);
        io.complain('inputPointOrKeyword');
        continue;
      }
      if (a.kind === 'point') {
        const b = yield* io.point('Specify opposite corner: ', { base: a.p });
        if (b.kind === 'point') windowTo(io, a.p, b.p);
        return;
      }
      if (a.kind !== 'keyword') continue;
      switch (a.k) {
        case 'All': {
          const e = extentsOf(io);
          const l = limitsBox(io);
          const box = e.maxX >= e.minX ? { minX: Math.min(e.minX, l.minX), minY: Math.min(e.minY, l.minY), maxX: Math.max(e.maxX, l.maxX), maxY: Math.max(e.maxY, l.maxY) } : l;
          const v = fit(io, box);
          if (v) setView(io, v);
          return;
        }
        case 'Extents': {
          const v = fit(io, extentsOf(io)) ?? fit(io, limitsBox(io));
          if (v) setView(io, v);
          return;
        }
        case 'Center': {
          const c = yield* io.point('Specify center point: ');
          if (c.kind !== 'point') return;
          const cur = current(io);
          const m = yield* io.ask(`Enter magnification or height <${io.fmtDist(cur.h)}>: `, { number: 'real', text: true, enter: true, positive: true, nonzero: true });
          const h = m.kind === 'number' ? m.n : m.kind === 'text' ? scaled(io, m.s)?.h : cur.h;
          if (h) setView(io, { c: c.p, h });
          return;
        }
        case 'Previous': {
          const v = previousViews(io).pop();
          if (v) setView(io, v, false);
          else io.message('No previous view saved.');
          return;
        }
        case 'Scale': {
          const m = yield* io.ask('Enter a scale factor (nX or nXP): ', { number: 'real', text: true });
          const v = scaled(io, m.kind === 'number' ? String(m.n) : m.kind === 'text' ? m.s : '');
          if (v) setView(io, v);
          return;
        }
        case 'Window': {
          const p = yield* io.point('Specify first corner: ');
          if (p.kind !== 'point') return;
          const q = yield* io.point('Specify opposite corner: ', { base: p.p });
          if (q.kind === 'point') windowTo(io, p.p, q.p);
          return;
        }
        case 'Object': {
          const items = yield* selectObjects(io, { rejectLocked: false });
          const v = fit(io, extentsOf(io, items));
          if (v) setView(io, v);
          return;
        }
        case 'Dynamic':
          return;
      }
    }
  },
});

function windowTo(io: CommandIo, p: Vec3, q: Vec3): void {
  const a = io.wcs(p);
  const b = io.wcs(q);
  const v = fit(io, { minX: Math.min(a[0], b[0]), minY: Math.min(a[1], b[1]), maxX: Math.max(a[0], b[0]), maxY: Math.max(a[1], b[1]) });
  if (v) setView(io, v);
}
