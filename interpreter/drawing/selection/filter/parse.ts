/*
 * ssget filter lists -> a small tree (compile.ts turns it into a predicate). Two kinds of failure, kept
 * apart on purpose:
 *   - the list itself is unusable (an item that is not a pair, a value of the wrong type for its
 *     group code): an AutoLISP error, "bad SSGET list" / "bad SSGET list value";
 *   - the filter grammar is wrong (unbalanced or empty logical groups, operand counts, unknown -4
 *     operators, an operator that does not suit the group's type): FilterGrammarError carrying the
 *     ERRNO code 56-67; ssget then returns nil with ERRNO set.
 * Codes -1, 5 and >= 1000 are never tested (documented) and parse to an always-true node.
 */
import { raise } from '../../../core/errors.js';
import { Cons, Ename, Real, type Value } from '../../../core/values.js';
import { codeKind, isIgnoredCode, type CodeKind } from './codes.js';

export type CmpOp = '*' | '=' | '!=' | '<' | '<=' | '>' | '>=' | '&' | '&=';

export type FilterNode =
  | { k: 'test'; code: number; kind: CodeKind; ops: CmpOp[] | null; value: Value }
  | { k: 'and' | 'or' | 'xor'; kids: FilterNode[] }
  | { k: 'not'; kid: FilterNode }
  | { k: 'xdata'; apps: string[] }
  | { k: 'true' };

/** ERRNO codes of the Autodesk table (§5.2). */
export const FILTER_ERRNO = {
  unexpectedEnd: 56,
  missingOperand: 57,
  badOpcode: 58,
  emptyClause: 59,
  mismatchedClause: 60,
  wrongArgCount: 61,
  nestingLimit: 62,
  badGroupCode: 63,
  badStringTest: 64,
  badVectorTest: 65,
  badRealTest: 66,
  badIntTest: 67,
} as const;

export class FilterGrammarError extends Error {
  constructor(readonly errno: number) {
    super(`ssget filter error ${errno}`);
  }
}

/** Deepest nesting of logical groups accepted (AutoCAD's limit is not documented). */
export const MAX_NESTING = 64;

const OPS: Record<string, CmpOp> = {
  '*': '*', '=': '=', '!=': '!=', '/=': '!=', '<>': '!=', '<': '<', '<=': '<=', '>': '>', '>=': '>=', '&': '&', '&=': '&=',
};
const GROUPS = new Set(['AND', 'OR', 'XOR', 'NOT']);

const fail = (errno: number): never => {
  throw new FilterGrammarError(errno);
};

export function parseFilter(list: Value): FilterNode {
  const items: Cons[] = [];
  let cur = list;
  while (cur instanceof Cons) {
    if (!(cur.car instanceof Cons)) raise('badSsgetList');
    items.push(cur.car);
    cur = cur.cdr;
  }
  if (cur !== null) raise('badSsgetList');
  const p = new Parser(items);
  const kids = p.sequence(null, 0);
  return kids.length === 1 ? kids[0]! : { k: 'and', kids };
}

class Parser {
  private i = 0;
  constructor(private readonly items: Cons[]) {}

  /** Tests up to the closer `end` (e.g. "AND>") or the end of the list when end is null. */
  sequence(end: string | null, depth: number): FilterNode[] {
    const out: FilterNode[] = [];
    while (this.i < this.items.length) {
      const item = this.items[this.i]!;
      const code = groupCode(item);
      if (code === -4) {
        const op = opString(item);
        if (op.startsWith('<') && GROUPS.has(op.slice(1))) {
          this.i++;
          out.push(this.group(op.slice(1), depth + 1));
          continue;
        }
        if (op.endsWith('>') && GROUPS.has(op.slice(0, -1))) {
          if (end === null || op !== end) fail(FILTER_ERRNO.mismatchedClause);
          this.i++;
          return out;
        }
        this.i++;
        out.push(this.relational(op));
        continue;
      }
      this.i++;
      out.push(this.plain(item, code));
    }
    if (end !== null) fail(FILTER_ERRNO.unexpectedEnd);
    return out;
  }

  private group(name: string, depth: number): FilterNode {
    if (depth > MAX_NESTING) fail(FILTER_ERRNO.nestingLimit);
    const kids = this.sequence(name + '>', depth);
    if (kids.length === 0) fail(FILTER_ERRNO.emptyClause);
    if (name === 'NOT') {
      if (kids.length !== 1) fail(FILTER_ERRNO.wrongArgCount);
      return { k: 'not', kid: kids[0]! };
    }
    if (name === 'XOR' && kids.length !== 2) fail(FILTER_ERRNO.wrongArgCount);
    return { k: name === 'AND' ? 'and' : name === 'OR' ? 'or' : 'xor', kids };
  }

  private relational(opText: string): FilterNode {
    const parts = opText.split(',').map((s) => s.trim());
    if (parts.length > 3) fail(FILTER_ERRNO.badOpcode);
    const ops = parts.map((s) => OPS[s] ?? fail(FILTER_ERRNO.badOpcode));
    const item = this.items[this.i];
    if (!item) return fail(FILTER_ERRNO.missingOperand);
    const code = groupCode(item);
    if (code === -4 || code === -3) fail(FILTER_ERRNO.missingOperand);
    this.i++;
    if (isIgnoredCode(code)) return { k: 'true' };
    const kind = codeKind(code);
    checkOps(kind, ops);
    return { k: 'test', code, kind, ops, value: checkValue(kind, item.cdr) };
  }

  private plain(item: Cons, code: number): FilterNode {
    if (code === -3) return { k: 'xdata', apps: xdataApps(item.cdr) };
    if (isIgnoredCode(code)) return { k: 'true' };
    const kind = codeKind(code);
    return { k: 'test', code, kind, ops: null, value: checkValue(kind, item.cdr) };
  }
}

function groupCode(item: Cons): number {
  const c = item.car;
  if (typeof c !== 'number') return fail(FILTER_ERRNO.badGroupCode);
  return c;
}

function opString(item: Cons): string {
  if (typeof item.cdr !== 'string') raise('badSsgetListValue');
  return item.cdr.trim().toUpperCase();
}

function checkOps(kind: CodeKind, ops: CmpOp[]): void {
  const perCoord = ops.length > 1;
  const bitwise = ops.some((o) => o === '&' || o === '&=');
  const ordering = ops.some((o) => o === '<' || o === '<=' || o === '>' || o === '>=');
  switch (kind) {
    case 'string':
    case 'ename':
      if (perCoord || bitwise || ordering) fail(FILTER_ERRNO.badStringTest);
      break;
    case 'int':
      if (perCoord) fail(FILTER_ERRNO.badIntTest);
      break;
    case 'real':
      if (perCoord || bitwise) fail(FILTER_ERRNO.badRealTest);
      break;
    case 'point':
      if (bitwise) fail(FILTER_ERRNO.badVectorTest);
      break;
    case 'vector':
      if (perCoord || bitwise || ordering) fail(FILTER_ERRNO.badVectorTest);
      break;
  }
}

const isNum = (v: Value): boolean => typeof v === 'number' || v instanceof Real;

function checkValue(kind: CodeKind, v: Value): Value {
  switch (kind) {
    case 'string':
      if (typeof v !== 'string') raise('badSsgetListValue');
      return v;
    case 'ename':
      if (!(v instanceof Ename) && typeof v !== 'string') raise('badSsgetListValue');
      return v;
    case 'int':
    case 'real':
      if (!isNum(v)) raise('badSsgetListValue');
      return v;
    case 'point':
    case 'vector': {
      let n = 0;
      let c = v;
      while (c instanceof Cons && isNum(c.car)) {
        n++;
        c = c.cdr;
      }
      if (c !== null || n < 1 || n > 3) raise('badSsgetListValue');
      return v;
    }
  }
}

/** (-3 ("APP1") ("APP2" ...)) -> ["APP1", "APP2"]; names may be wildcard patterns. */
function xdataApps(v: Value): string[] {
  const out: string[] = [];
  let c = v;
  while (c instanceof Cons) {
    const app = c.car;
    if (!(app instanceof Cons) || typeof app.car !== 'string') raise('badSsgetListValue');
    out.push(app.car);
    c = c.cdr;
  }
  if (c !== null || out.length === 0) raise('badSsgetListValue');
  return out;
}
