/*
 * TEST-ONLY STOPGAP. The drawing conformance files use a handful of list functions (car, cdr,
 * assoc, subst, ...) that the language-core helpers are building in parallel. Until those land on
 * main, this shim provides minimal versions so the drawing cases can run on the drawing branch.
 * Any name the real builtin tables already define is skipped, so after the merge the real
 * implementations are the ones under test and this file can be deleted.
 */
import { ALL_BUILTINS, Cons, Real, list, toArray, prin1, type BuiltinDef, type Value } from '../../interpreter/index.js';

const eqv = (a: Value, b: Value): boolean => a === b || (a instanceof Real && b instanceof Real && a.v === b.v) || (typeof a === 'string' && a === b);
function equal(a: Value, b: Value): boolean {
  if (eqv(a, b)) return true;
  if (typeof a === 'number' && b instanceof Real) return a === b.v;
  if (a instanceof Real && typeof b === 'number') return a.v === b;
  if (a instanceof Cons && b instanceof Cons) return equal(a.car, b.car) && equal(a.cdr, b.cdr);
  return false;
}
const car = (v: Value): Value => (v instanceof Cons ? v.car : null);
const cdr = (v: Value): Value => (v instanceof Cons ? v.cdr : null);
function subst(n: Value, o: Value, l: Value): Value {
  if (equal(l, o)) return n;
  if (l instanceof Cons) return new Cons(subst(n, o, l.car), subst(n, o, l.cdr));
  return l;
}

const SHIM: BuiltinDef[] = [
  { name: 'car', min: 1, max: 1, doc: '(car l) — shim', fn: ([l]) => car(l!) },
  { name: 'cdr', min: 1, max: 1, doc: '(cdr l) — shim', fn: ([l]) => cdr(l!) },
  { name: 'cadr', min: 1, max: 1, doc: '(cadr l) — shim', fn: ([l]) => car(cdr(l!)) },
  { name: 'caddr', min: 1, max: 1, doc: '(caddr l) — shim', fn: ([l]) => car(cdr(cdr(l!))) },
  { name: 'cons', min: 2, max: 2, doc: '(cons a b) — shim', fn: ([a, b]) => new Cons(a!, b!) },
  { name: 'list', min: 0, max: Infinity, doc: '(list ...) — shim', fn: (args) => list(args) },
  { name: 'append', min: 0, max: Infinity, doc: '(append ...) — shim', fn: (args) => list(args.flatMap((a) => toArray(a))) },
  { name: 'length', min: 1, max: 1, doc: '(length l) — shim', fn: ([l]) => toArray(l!).length },
  { name: 'reverse', min: 1, max: 1, doc: '(reverse l) — shim', fn: ([l]) => list(toArray(l!).reverse()) },
  { name: 'nth', min: 2, max: 2, doc: '(nth i l) — shim', fn: ([i, l]) => toArray(l!)[i as number] ?? null },
  { name: 'assoc', min: 2, max: 2, doc: '(assoc k l) — shim', fn: ([k, l]) => toArray(l!).find((x) => x instanceof Cons && equal(x.car, k!)) ?? null },
  { name: 'subst', min: 3, max: 3, doc: '(subst n o l) — shim', fn: ([n, o, l]) => subst(n!, o!, l!) },
  { name: 'eq', min: 2, max: 2, doc: '(eq a b) — shim', fn: ([a, b], ctx) => (eqv(a!, b!) ? ctx.T : null) },
  { name: 'equal', min: 2, max: 3, doc: '(equal a b) — shim', fn: ([a, b], ctx) => (equal(a!, b!) ? ctx.T : null) },
  { name: 'null', min: 1, max: 1, doc: '(null x) — shim', fn: ([a], ctx) => (a === null ? ctx.T : null) },
  { name: 'not', min: 1, max: 1, doc: '(not x) — shim', fn: ([a], ctx) => (a === null ? ctx.T : null) },
  { name: 'type', min: 1, max: 1, doc: '(type x) — shim', fn: ([a], ctx) => ctx.intern(a === null ? 'NIL' : typeName(a!)) },
  { name: 'member', min: 2, max: 2, doc: '(member x l) — shim', fn: ([x, l]) => { let c: Value = l!; while (c instanceof Cons && !equal(c.car, x!)) c = c.cdr; return c; } },
  { name: 'getvar', min: 1, max: 1, doc: '(getvar name) — shim', fn: ([n], ctx) => ctx.sysvars.get(String(n)) ?? null },
  { name: 'vl-prin1-to-string', min: 1, max: 1, doc: '(vl-prin1-to-string x) — shim', fn: ([a]) => prin1(a!) },
];

function typeName(v: Value): string {
  if (typeof v === 'number') return 'INT';
  if (typeof v === 'string') return 'STR';
  if (v instanceof Real) return 'REAL';
  if (v instanceof Cons) return 'LIST';
  const n = (v as object).constructor.name;
  return n === 'Ename' ? 'ENAME' : n === 'PickSet' ? 'PICKSET' : n === 'Sym' ? 'SYM' : n.toUpperCase();
}

const defined = new Set(ALL_BUILTINS.map((b) => b.name));
/** Put first among the extra tables so any real implementation (selection's getvar) overrides it. */
export const LIST_SHIM: readonly BuiltinDef[] = SHIM.filter((b) => !defined.has(b.name));
