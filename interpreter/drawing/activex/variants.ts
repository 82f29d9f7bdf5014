/*
 * The vlax- variant and safearray functions, vlax-3d-point and vlax-tmatrix, and the vlax-vb*
 * and :vlax-true/:vlax-false/:vlax-null constants — ActiveX data that needs no drawing, so this
 * family is registered in every run. Behaviour and printed forms follow Autodesk's reference pages
 * of the same names (see test/conformance/activex-variants.lsp).
 */
import { raise, raiseBadArg } from '../../core/errors.js';
import { prin1 } from '../../core/printer.js';
import { Cons, SafeArray, Variant, real, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { argInt, argListItems, argNumber } from '../../builtins/assert.js';
import { defineBuiltins, defineConstants, SELF } from '../../builtins/registry.js';
import {
  SAFEARRAY_TYPES,
  VT,
  convertScalar,
  doublesVariant,
  elementCount,
  initialElement,
  makeVariant,
  safearrayElement,
  safearrayToList,
} from './variant-values.js';

function argVariant(v: Value): Variant {
  if (v instanceof Variant) return v;
  return raiseBadArg('variantp', v);
}

function argSafearray(v: Value): SafeArray {
  if (v instanceof SafeArray) return v;
  return raiseBadArg('safearrayp', v);
}

/** The flat position of an element from its indexes, or the index error. */
function position(sa: SafeArray, idx: readonly Value[]): number {
  if (idx.length !== sa.bounds.length) return raise('axSafearrayIndex');
  let pos = 0;
  for (let d = 0; d < idx.length; d++) {
    const i = argInt(idx[d]!);
    const [lo, hi] = sa.bounds[d]!;
    if (i < lo || i > hi) return raise('axSafearrayIndex');
    pos = pos * (hi - lo + 1) + (i - lo);
  }
  return pos;
}

function dimension(sa: SafeArray, v: Value): readonly [number, number] {
  const d = argInt(v);
  const b = sa.bounds[d - 1];
  if (!b) return raise('badArgValue', 'dimension', prin1(v));
  return b;
}

function makeSafearray(args: Value[], ctx: Ctx): Value {
  const vt = argInt(args[0]!);
  if (!SAFEARRAY_TYPES.has(vt)) return raise('badArgValue', 'safearray type', prin1(args[0]!));
  if (args.length > 17) return raise('tooManyArgs');
  const bounds: Array<[number, number]> = [];
  for (const b of args.slice(1)) {
    if (!(b instanceof Cons) || typeof b.car !== 'number' || typeof b.cdr !== 'number' || b.cdr < b.car - 1)
      return raise('badArgValue', 'safearray bounds', prin1(b));
    bounds.push([b.car, b.cdr]);
  }
  const sa = new SafeArray(vt, bounds, []);
  const n = elementCount(sa);
  for (let i = 0; i < n; i++) sa.items.push(initialElement(ctx, vt));
  return sa;
}

/** Fill from the start, row by row (a list of lists for more than one dimension). */
function fill(ctx: Ctx, sa: SafeArray, values: Value): Value {
  const flat: Value[] = [];
  if (sa.bounds.length <= 1) flat.push(...argListItems(values));
  else {
    const rowLen = sa.bounds.slice(1).reduce((n, [lo, hi]) => n * (hi - lo + 1), 1);
    const rows = argListItems(values);
    for (let r = 0; r < rows.length; r++) {
      const flatRow = flattenRow(rows[r]!);
      if (flatRow.length > rowLen) return raise('axSafearrayTooMany');
      for (let k = 0; k < flatRow.length; k++) flat[r * rowLen + k] = flatRow[k]!;
    }
  }
  if (flat.length > sa.items.length) return raise('axSafearrayTooMany');
  for (let i = 0; i < flat.length; i++) if (flat[i] !== undefined) sa.items[i] = safearrayElement(ctx, flat[i]!, sa.vt);
  return sa;
}

function flattenRow(v: Value): Value[] {
  const out: Value[] = [];
  for (const x of argListItems(v)) {
    if (x instanceof Cons) out.push(...flattenRow(x));
    else out.push(x);
  }
  return out;
}

/** (vlax-3d-point '(x y [z])) or (vlax-3d-point x y [z]). */
function point3d(args: Value[]): Value {
  let nums: Value[];
  if (args.length === 1) {
    nums = argListItems(args[0]!);
    if (nums.length < 2 || nums.length > 3) return raise('badArgType', '2D/3D point:', prin1(args[0]!));
  } else nums = args;
  const xyz = nums.map((n) => argNumber(n));
  if (xyz.length === 2) xyz.push(0);
  return doublesVariant(xyz);
}

function tmatrix(v: Value): Value {
  const rows = argListItems(v);
  if (rows.length !== 4) return raise('badArgValue', 'transformation matrix', prin1(v));
  const items: Value[] = [];
  for (const r of rows) {
    const cells = argListItems(r);
    if (cells.length !== 4) return raise('badArgValue', 'transformation matrix', prin1(v));
    for (const c of cells) items.push(real(argNumber(c)));
  }
  return new Variant(VT.array + VT.double, new SafeArray(VT.double, [[0, 3], [0, 3]], items));
}

export const VARIANT_BUILTINS = defineBuiltins([
  {
    name: 'vlax-make-variant', min: 0, max: 2,
    doc: '(vlax-make-variant [value [type]]) — A variant holding value, of the given type or the default for the value (integer → vlax-vbLong).',
    fn: (a, ctx) => (a.length === 0 ? new Variant(VT.empty, null) : makeVariant(ctx, a[0]!, a[1] === undefined || a[1] === null ? undefined : argInt(a[1]))),
  },
  { name: 'vlax-variant-type', min: 1, max: 1, doc: '(vlax-variant-type var) — The variant\'s type code (8192 + element type for arrays).', fn: (a) => argVariant(a[0]!).vt },
  { name: 'vlax-variant-value', min: 1, max: 1, doc: '(vlax-variant-value var) — The value a variant holds (a safearray for arrays).', fn: (a) => argVariant(a[0]!).value },
  {
    name: 'vlax-variant-change-type', min: 2, max: 2,
    doc: '(vlax-variant-change-type var type) — A copy of the variant converted to another type, or nil when it does not convert.',
    fn: (a, ctx) => {
      const v = argVariant(a[0]!);
      const vt = argInt(a[1]!);
      if (vt >= VT.array) return v.value instanceof SafeArray && v.vt === vt ? v : null;
      if (v.value instanceof SafeArray) return null;
      const c = convertScalar(ctx, v.value, vt);
      return c === undefined ? null : new Variant(vt, c);
    },
  },
  {
    name: 'vlax-make-safearray', min: 2, max: Infinity,
    doc: "(vlax-make-safearray type '(lower . upper) ...) — A safearray of up to 16 dimensions, elements initialised to 0, \"\", :vlax-false or empty.",
    fn: makeSafearray,
  },
  {
    name: 'vlax-safearray-fill', min: 2, max: 2,
    doc: "(vlax-safearray-fill sa '(values ...)) — Stores values from the first element on (a list of lists for more dimensions); returns sa.",
    fn: (a, ctx) => fill(ctx, argSafearray(a[0]!), a[1]!),
  },
  {
    name: 'vlax-safearray-get-element', min: 2, max: Infinity,
    doc: '(vlax-safearray-get-element sa index ...) — The element at the indexes (one per dimension).',
    fn: (a) => {
      const sa = argSafearray(a[0]!);
      return sa.items[position(sa, a.slice(1))]!;
    },
  },
  {
    name: 'vlax-safearray-put-element', min: 3, max: Infinity,
    doc: '(vlax-safearray-put-element sa index ... value) — Stores value at the indexes; returns value.',
    fn: (a, ctx) => {
      const sa = argSafearray(a[0]!);
      const value = a[a.length - 1]!;
      sa.items[position(sa, a.slice(1, -1))] = safearrayElement(ctx, value, sa.vt);
      return value;
    },
  },
  { name: 'vlax-safearray-get-dim', min: 1, max: 1, doc: '(vlax-safearray-get-dim sa) — The number of dimensions.', fn: (a) => argSafearray(a[0]!).bounds.length },
  { name: 'vlax-safearray-get-l-bound', min: 2, max: 2, doc: '(vlax-safearray-get-l-bound sa dim) — The lower bound of dimension dim (1 is the first).', fn: (a) => dimension(argSafearray(a[0]!), a[1]!)[0] },
  { name: 'vlax-safearray-get-u-bound', min: 2, max: 2, doc: '(vlax-safearray-get-u-bound sa dim) — The upper bound of dimension dim (-1 for an empty array).', fn: (a) => dimension(argSafearray(a[0]!), a[1]!)[1] },
  { name: 'vlax-safearray-type', min: 1, max: 1, doc: '(vlax-safearray-type sa) — The element type code.', fn: (a) => argSafearray(a[0]!).vt },
  { name: 'vlax-safearray->list', min: 1, max: 1, doc: '(vlax-safearray->list sa) — The elements as a list (nested lists for more dimensions).', fn: (a) => safearrayToList(argSafearray(a[0]!)) },
  { name: 'vlax-3d-point', min: 1, max: 3, doc: "(vlax-3d-point '(x y [z]) | x y [z]) — A variant holding a point as three doubles (z defaults to 0).", fn: point3d },
  { name: 'vlax-tmatrix', min: 1, max: 1, doc: "(vlax-tmatrix '((a b c d) ... 4 rows)) — A variant holding a 4×4 transformation matrix of doubles.", fn: (a) => tmatrix(a[0]!) },
]);

export const VARIANT_CONSTANTS = defineConstants([
  ['vlax-vbempty', VT.empty, 'vlax-vbEmpty — variant type 0: uninitialised.'],
  ['vlax-vbnull', VT.null, 'vlax-vbNull — variant type 1: no valid data.'],
  ['vlax-vbinteger', VT.integer, 'vlax-vbInteger — variant type 2: 16-bit integer.'],
  ['vlax-vblong', VT.long, 'vlax-vbLong — variant type 3: 32-bit integer (the default for a LISP integer).'],
  ['vlax-vbsingle', VT.single, 'vlax-vbSingle — variant type 4: single-precision real.'],
  ['vlax-vbdouble', VT.double, 'vlax-vbDouble — variant type 5: double-precision real (the default for a LISP real).'],
  ['vlax-vbstring', VT.string, 'vlax-vbString — variant type 8: string.'],
  ['vlax-vbobject', VT.object, 'vlax-vbObject — variant type 9: VLA-object.'],
  ['vlax-vbboolean', VT.boolean, 'vlax-vbBoolean — variant type 11: :vlax-true / :vlax-false.'],
  ['vlax-vbvariant', VT.variant, 'vlax-vbVariant — safearray element type 12: variants.'],
  ['vlax-vbarray', VT.array, 'vlax-vbArray — 8192, added to the element type of an array variant.'],
  [':vlax-true', SELF, ':vlax-true — the ActiveX true value (evaluates to itself).'],
  [':vlax-false', SELF, ':vlax-false — the ActiveX false value (evaluates to itself).'],
  [':vlax-null', SELF, ':vlax-null — the ActiveX null value (evaluates to itself).'],
]);
