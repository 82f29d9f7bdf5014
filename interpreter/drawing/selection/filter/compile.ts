/*
 * Filter tree -> one predicate over an entity, built once per ssget call. The hot loop runs it over
 * every candidate, so: the entget list is fetched lazily (a type-only filter never calls data()),
 * group 0 tests use the entity's `type`, string patterns are pre-compiled, and nothing is
 * allocated per entity.
 *
 * Semantics chosen where the reference is silent (documented in the report and tests):
 *   - string tests are case-insensitive wcmatch patterns (AutoCAD names are case-insensitive);
 *   - a group that occurs several times (LWPOLYLINE 10, 330...) matches when any occurrence does;
 *   - a group the entity does not have fails every test, unless entget omits it as a default
 *     (codes.ts OMITTED_DEFAULTS), in which case the default is tested;
 *   - reals compare with a relative tolerance of 1e-10; "&" / "&=" are bitwise on integers;
 *   - a single operator on a point applies to every coordinate, except "!=" which means "not the
 *     same point"; the comma form tests coordinates one by one, missing ones act as "*".
 */
import { Cons, Ename, Real, type Value } from '../../../core/values.js';
import type { SelectableEntity } from '../../../ports/selection.js';
import { compileWcmatch, type Matcher } from '../wildcard.js';
import { OMITTED_DEFAULTS, SINGLE_GROUPS } from './codes.js';
import type { CmpOp, FilterNode } from './parse.js';

/** The entity under test, with its entget list fetched at most once. Reused across entities. */
export class EntityView {
  entity!: SelectableEntity;
  private list: Value = null;
  private fetched = false;
  reset(e: SelectableEntity): this {
    this.entity = e;
    this.fetched = false;
    this.list = null;
    return this;
  }
  data(): Value {
    if (!this.fetched) {
      this.list = this.entity.data();
      this.fetched = true;
    }
    return this.list;
  }
}

export type Predicate = (v: EntityView) => boolean;

export function compileNode(n: FilterNode): Predicate {
  switch (n.k) {
    case 'true':
      return () => true;
    case 'and': {
      // cheapest tests first (a type test never touches the entget list); predicates are pure
      const ks = [...n.kids].sort((a, b) => cost(a) - cost(b)).map(compileNode);
      if (ks.length === 1) return ks[0]!;
      if (ks.length === 2) {
        const [a, b] = ks as [Predicate, Predicate];
        return (v) => a(v) && b(v);
      }
      if (ks.length === 3) {
        const [a, b, c] = ks as [Predicate, Predicate, Predicate];
        return (v) => a(v) && b(v) && c(v);
      }
      return (v) => {
        for (const k of ks) if (!k(v)) return false;
        return true;
      };
    }
    case 'or': {
      const ks = n.kids.map(compileNode);
      return (v) => {
        for (const k of ks) if (k(v)) return true;
        return false;
      };
    }
    case 'xor': {
      const [a, b] = n.kids.map(compileNode) as [Predicate, Predicate];
      return (v) => a(v) !== b(v);
    }
    case 'not': {
      const a = compileNode(n.kid);
      return (v) => !a(v);
    }
    case 'xdata':
      return compileXdata(n.apps);
    case 'test':
      return compileTest(n.code, valueCheck(n), n.kind === 'string' || n.kind === 'int' || n.kind === 'real');
  }
}

function cost(n: FilterNode): number {
  if (n.k === 'true') return 0;
  if (n.k === 'test') return n.code === 0 ? 1 : SINGLE_GROUPS.has(n.code) ? 2 : 3;
  if (n.k === 'not') return cost(n.kid);
  if (n.k === 'xdata') return 4;
  return n.kids.reduce((m, k) => Math.max(m, cost(k)), 0);
}

/**
 * Runs `check` on each value the entity has for `code` (or its omitted default). `rawOk`: the
 * check only asks "which string" or "which number", which the stored value answers as well as
 * the converted one (a string or number test on a code that holds no handle), so a single group
 * is read unconverted.
 */
function compileTest(code: number, check: (val: Value) => boolean, rawOk: boolean): Predicate {
  if (code === 0) return (v) => check(v.entity.type);
  const dflt = OMITTED_DEFAULTS.get(code);
  const slow = listTest(code, check, dflt);
  if (!SINGLE_GROUPS.has(code)) return slow;
  const converted: Predicate = (v) => {
    const e = v.entity;
    if (e.group === undefined) return slow(v);
    const val = e.group(code);
    return val !== undefined ? check(val) : dflt !== undefined && check(dflt);
  };
  if (!rawOk) return converted;
  return (v) => {
    const e = v.entity;
    if (e.rawGroup === undefined) return converted(v);
    const val = e.rawGroup(code);
    return val !== undefined ? check(val as Value) : dflt !== undefined && check(dflt);
  };
}

function listTest(code: number, check: (val: Value) => boolean, dflt: Value | undefined): Predicate {
  return (v) => {
    let found = false;
    for (let c = v.data(); c instanceof Cons; c = c.cdr) {
      const pair = c.car;
      if (pair instanceof Cons && pair.car === code) {
        found = true;
        if (check(pair.cdr)) return true;
      }
    }
    return !found && dflt !== undefined ? check(dflt) : false;
  };
}

const numOf = (v: Value): number => (typeof v === 'number' ? v : v instanceof Real ? v.v : NaN);
const realEq = (a: number, b: number): boolean => a === b || Math.abs(a - b) <= 1e-10 * Math.max(1, Math.abs(a), Math.abs(b));

function cmp(op: CmpOp, a: number, b: number, asInt: boolean): boolean {
  switch (op) {
    case '*': return true;
    case '=': return asInt ? a === b : realEq(a, b);
    case '!=': return asInt ? a !== b : !realEq(a, b);
    case '<': return a < b;
    case '<=': return a <= b || realEq(a, b);
    case '>': return a > b;
    case '>=': return a >= b || realEq(a, b);
    case '&': return (a & b) !== 0;
    case '&=': return (a & b) === (b | 0);
  }
}

function valueCheck(n: Extract<FilterNode, { k: 'test' }>): (val: Value) => boolean {
  const op1: CmpOp = n.ops?.[0] ?? '=';
  if (op1 === '*' && (n.ops?.length ?? 1) === 1) return () => true;
  switch (n.kind) {
    case 'string': {
      const m: Matcher = compileWcmatch(n.value as string, true);
      return op1 === '!=' ? (s) => typeof s === 'string' && !m(s) : (s) => typeof s === 'string' && m(s);
    }
    case 'ename': {
      const want = n.value;
      const same = (x: Value): boolean =>
        want instanceof Ename ? x instanceof Ename && x.address === want.address : typeof x === 'string' && x.toUpperCase() === (want as string).toUpperCase();
      return op1 === '!=' ? (x) => !same(x) : same;
    }
    case 'int':
    case 'real': {
      const b = numOf(n.value);
      const asInt = n.kind === 'int';
      return (x) => {
        const a = numOf(x);
        return a === a && cmp(op1, a, b, asInt);
      };
    }
    case 'point':
    case 'vector':
      return pointCheck(n.ops ?? ['='], n.value);
  }
}

function pointCheck(ops: CmpOp[], value: Value): (val: Value) => boolean {
  const want: number[] = [];
  for (let c = value; c instanceof Cons; c = c.cdr) want.push(numOf(c.car));
  const perCoord = ops.length > 1;
  const vectorNe = !perCoord && ops[0] === '!=';
  const opAt = (i: number): CmpOp => (perCoord ? (ops[i] ?? '*') : vectorNe ? '=' : ops[0]!);
  return (x) => {
    let i = 0;
    let all = true;
    for (let c = x; c instanceof Cons && i < want.length; c = c.cdr, i++) {
      const op = opAt(i);
      if (op !== '*' && !cmp(op, numOf(c.car), want[i]!, false)) {
        all = false;
        break;
      }
    }
    if (i < want.length && all) {
      // the entity's point has fewer coordinates than the filter's: missing ones are 0
      for (; i < want.length; i++) {
        const op = opAt(i);
        if (op !== '*' && !cmp(op, 0, want[i]!, false)) {
          all = false;
          break;
        }
      }
    }
    return vectorNe ? !all : all;
  };
}

function compileXdata(apps: string[]): Predicate {
  const ms = apps.map((a) => compileWcmatch(a, true));
  return (v) => {
    let xd: Value = null;
    for (let c = v.data(); c instanceof Cons; c = c.cdr) {
      const pair = c.car;
      if (pair instanceof Cons && pair.car === -3) {
        xd = pair.cdr;
        break;
      }
    }
    if (xd === null) return false;
    for (const m of ms) {
      let hit = false;
      for (let c: Value = xd; c instanceof Cons && !hit; c = c.cdr) {
        const app = c.car;
        if (app instanceof Cons && typeof app.car === 'string' && m(app.car)) hit = true;
      }
      if (!hit) return false;
    }
    return true;
  };
}
