/*
 * The graphics screen's temporary drawing: grdraw, grvecs (with its transformation matrix),
 * grtext and redraw. Arguments are checked as AutoCAD checks them; what is drawn goes to the
 * run's screen (ports/screen.ts, recorded in RunResult.graphics), which also refuses drawing
 * while a dialog is up. Without a screen (a bare interpreter) they only check their arguments.
 */
import { raise } from '../../core/errors.js';
import { prin1 } from '../../core/printer.js';
import { Cons, Real, type Ename, type Value } from '../../core/values.js';
import { argEname, argInt, argList, argPoint, argString } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { screenOf } from '../../ports/screen.js';

const opt = (v: Value | undefined, check: (v: Value) => unknown): void => {
  if (v !== undefined && v !== null) check(v);
};

export const GRAPHICS_BUILTINS = defineBuiltins([
  {
    name: 'redraw', min: 0, max: 2, doc: '(redraw [ename [mode]]) — Redraws the view (clearing temporary vectors), or shows/hides/highlights an object (mode 1-4); returns nil.',
    fn: ([e, mode], ctx) => {
      const en = e === undefined || e === null ? undefined : argEname(e);
      const m = mode === undefined || mode === null ? 1 : argInt(mode);
      const screen = screenOf(ctx);
      screen?.guard();
      if (!en) screen?.clear();
      else screen?.entity(String((en as Ename).ref), m);
      return null;
    },
  },
  {
    name: 'grdraw', min: 3, max: 4, doc: '(grdraw from to color [highlight]) — Draws a temporary vector (color -1: XOR ink); returns nil.',
    fn: ([a, b, c, h], ctx) => {
      const from = argPoint(a!);
      const to = argPoint(b!);
      const color = argInt(c!);
      const hl = h === undefined || h === null ? 0 : argInt(h);
      const screen = screenOf(ctx);
      screen?.guard();
      screen?.vector(from, to, color, hl !== 0);
      return null;
    },
  },
  {
    name: 'grvecs', min: 1, max: 2, doc: '(grvecs vlist [trans]) — Draws temporary vectors: ([color] from to ...), optionally through a 4x4 matrix; returns nil.',
    fn: ([l, m], ctx) => {
      const vectors = parseVectorList(argList(l!));
      const matrix = m === undefined || m === null ? undefined : parseMatrix(argList(m));
      const screen = screenOf(ctx);
      screen?.guard();
      for (const v of vectors) {
        const from = matrix ? transform(matrix, v.from) : v.from;
        const to = matrix ? transform(matrix, v.to) : v.to;
        // Colours above 255 draw in XOR ink; negative ones highlight.
        screen?.vector(from, to, v.color > 255 ? -1 : Math.abs(v.color), v.color < 0);
      }
      return null;
    },
  },
  {
    name: 'grtext', min: 0, max: 3, doc: '(grtext [box text [highlight]]) — Writes to the status line (box -1), the coordinates area (-2) or a menu box; returns text (nil with no arguments).',
    fn: (args, ctx) => {
      const [box, text, h] = args;
      if (box === undefined) {
        screenOf(ctx)?.text(null, '');
        return null;
      }
      if (args.length === 1) return raise('tooFewArgs');
      const b = argInt(box);
      const s = argString(text ?? null);
      opt(h, argInt);
      const screen = screenOf(ctx);
      screen?.guard();
      screen?.text(b, s);
      return s;
    },
  },
]);

interface Vec {
  from: number[];
  to: number[];
  color: number;
}

const isPointList = (v: Value): boolean => v instanceof Cons && (typeof v.car === 'number' || v.car instanceof Real);

/** ([color] from to [color] from to ...): each colour applies until the next. */
function parseVectorList(l: Cons | null): Vec[] {
  const out: Vec[] = [];
  let color = 7;
  let pending: number[] | undefined;
  for (let c: Value = l; c instanceof Cons; c = c.cdr) {
    const item = c.car;
    if (typeof item === 'number' && pending === undefined) {
      color = item;
      continue;
    }
    if (!isPointList(item)) return raise('badArgType', '2D/3D point:', prin1(item));
    const p = argPoint(item);
    if (pending === undefined) pending = p;
    else {
      out.push({ from: pending, to: p, color });
      pending = undefined;
    }
  }
  if (pending !== undefined) return raise('badPointList', prin1(l));
  return out;
}

/** A 4x4 matrix as four lists of four numbers. */
function parseMatrix(l: Cons | null): number[][] {
  const rows: number[][] = [];
  for (let c: Value = l; c instanceof Cons; c = c.cdr) {
    const row: number[] = [];
    for (let r: Value = c.car; r instanceof Cons; r = r.cdr) {
      const x = r.car;
      if (typeof x === 'number') row.push(x);
      else if (x instanceof Real) row.push(x.v);
      else return raise('badArgType', 'numberp', prin1(x));
    }
    rows.push(row);
  }
  if (rows.length !== 4 || rows.some((r) => r.length !== 4)) return raise('badArgType', 'listp', prin1(l));
  return rows;
}

function transform(m: number[][], p: number[]): number[] {
  const [x, y, z = 0] = p as [number, number, number?];
  const row = (i: number) => (m[i] as number[])[0]! * x + (m[i] as number[])[1]! * y + (m[i] as number[])[2]! * z + (m[i] as number[])[3]!;
  return [row(0), row(1), row(2)];
}
