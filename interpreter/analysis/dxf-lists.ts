/*
 * DXF lists written in the code: the group pairs of an entmake / entmod list and ssget filter
 * lists. Group types come from the drawing's own table (drawing/selection/filter/codes.ts) and a
 * filter is parsed by the very parser ssget uses, so Check Text flags what a run would reject.
 * Lists built with (list ...) are checked item by item where the items are literal: a quoted
 * pair, or (cons CODE expr) whose value stays unknown.
 */
import { LispError } from '../core/errors.js';
import { prin1 } from '../core/printer.js';
import { Cons, Real, Sym, type Value } from '../core/values.js';
import { codeKind, isKnownGroupCode } from '../drawing/selection/filter/codes.js';
import { FILTER_ERRNO, FilterGrammarError, parseFilter } from '../drawing/selection/filter/parse.js';
import { CHECK_MESSAGES as M } from './messages.js';

/** One item of a DXF list as written: the pair (or unknown value) and the form that made it. */
export interface ListItem {
  /** the group pair; for (cons CODE expr) the code with a stand-in value */
  pair: Value;
  /** the form to point at */
  at: Cons | undefined;
  /** the value is not literal (cons CODE expr): only the code is checked */
  valueUnknown?: boolean;
}

export interface ListProblem {
  at: Cons | undefined;
  message: string;
  /** downgrade to a warning (unknown group codes may be newer than our table) */
  warning?: boolean;
}

const short = (v: Value): string => {
  const s = prin1(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

/**
 * The items of a list argument, when it is literal enough to check: '(...) or (list ...).
 * `quoteSym` / `listSym` / `consSym` are the names as the reader interned them.
 */
export function literalItems(arg: Value): ListItem[] | null {
  if (!(arg instanceof Cons) || !(arg.car instanceof Sym)) return null;
  const head = arg.car.name;
  if (head === 'QUOTE') {
    const datum = (arg.cdr as Cons | null)?.car ?? null;
    if (!(datum instanceof Cons)) return null;
    const out: ListItem[] = [];
    for (let c: Value = datum; c instanceof Cons; c = c.cdr) out.push({ pair: c.car, at: c.car instanceof Cons ? c.car : arg });
    return out;
  }
  if (head !== 'LIST') return null;
  const out: ListItem[] = [];
  for (let c: Value = arg.cdr; c instanceof Cons; c = c.cdr) {
    const item = c.car;
    if (!(item instanceof Cons) || !(item.car instanceof Sym)) return null;
    if (item.car.name === 'QUOTE') {
      const d = (item.cdr as Cons | null)?.car ?? null;
      out.push({ pair: d, at: item });
      continue;
    }
    if (item.car.name === 'CONS') {
      const code = (item.cdr as Cons | null)?.car;
      if (typeof code !== 'number') return null;
      out.push({ pair: new Cons(code, standIn(code)), at: item, valueUnknown: true });
      continue;
    }
    return null; // an item made some other way: nothing to say about the list
  }
  return out;
}

/** A value of the right type for a group code (what (cons CODE expr) is assumed to give). */
function standIn(code: number): Value {
  switch (codeKind(code)) {
    case 'string':
      return code === -4 ? '=' : 'x';
    case 'int':
      return 0;
    case 'real':
      return new Real(0);
    case 'point':
    case 'vector':
      return new Cons(new Real(0), new Cons(new Real(0), new Cons(new Real(0), null)));
    case 'ename':
      return 'x';
  }
}

/** Problems in the group pairs of an entmake / entmod list. */
export function checkDxfList(items: ListItem[]): ListProblem[] {
  const out: ListProblem[] = [];
  for (const it of items) {
    const p = it.pair;
    if (!(p instanceof Cons)) {
      out.push({ at: it.at, message: M.dxfNotPair(short(p)) });
      continue;
    }
    if (typeof p.car !== 'number') {
      out.push({ at: it.at, message: M.dxfBadCode(short(p)) });
      continue;
    }
    const code = p.car;
    if (!isKnownGroupCode(code)) {
      out.push({ at: it.at, message: M.dxfUnknownCode(code), warning: true });
      continue;
    }
    if (it.valueUnknown || code === -3 || code === -1 || code === -2) continue;
    const problem = valueProblem(code, p.cdr);
    if (problem) out.push({ at: it.at, message: M.dxfValue(short(p), problem) });
  }
  return out;
}

const isNum = (v: Value): boolean => typeof v === 'number' || v instanceof Real;

function valueProblem(code: number, v: Value): string | null {
  const kind = codeKind(code);
  const written = (value: string) => `${code} takes ${value}`;
  switch (kind) {
    case 'string':
      if (typeof v === 'string') return null;
      return v instanceof Cons && v.cdr === null && typeof v.car === 'string' ? `${written('a string')}, written (${code} . ${prin1(v.car)})` : written('a string');
    case 'int':
    case 'real':
      if (isNum(v)) return null;
      return v instanceof Cons && v.cdr === null && isNum(v.car) ? `${written('a number')}, written (${code} . ${prin1(v.car)})` : written('a number');
    case 'point':
    case 'vector': {
      let n = 0;
      let c = v;
      for (; c instanceof Cons && isNum(c.car); c = c.cdr) n++;
      return c === null && n >= 2 && n <= 3 ? null : `${written('a point')}, written (${code} x y z)`;
    }
    case 'ename':
      return null;
  }
}

const ERRNO_TEXT: Record<number, string> = {
  [FILTER_ERRNO.unexpectedEnd]: 'a (-4 . "<...") group is never closed',
  [FILTER_ERRNO.missingOperand]: 'a relational (-4 . "op") has no group to test after it',
  [FILTER_ERRNO.badOpcode]: 'an unknown -4 operator',
  [FILTER_ERRNO.emptyClause]: 'an empty -4 group',
  [FILTER_ERRNO.mismatchedClause]: 'a closing (-4 . "...>") that does not match the open group',
  [FILTER_ERRNO.wrongArgCount]: '<NOT takes exactly one test and <XOR exactly two',
  [FILTER_ERRNO.nestingLimit]: '-4 groups nested too deeply',
  [FILTER_ERRNO.badGroupCode]: 'a group code that is not a number',
  [FILTER_ERRNO.badStringTest]: 'a relational operator that does not apply to a string group',
  [FILTER_ERRNO.badVectorTest]: 'a relational operator that does not apply to a point group',
  [FILTER_ERRNO.badRealTest]: 'a relational operator that does not apply to a real group',
  [FILTER_ERRNO.badIntTest]: 'a relational operator that does not apply to an integer group',
};

/** Problems in an ssget filter list: unknown group codes, and what ssget's own parser rejects. */
export function checkSsgetFilter(items: ListItem[], listAt: Cons | undefined): ListProblem[] {
  const out: ListProblem[] = [];
  for (const it of items) {
    const p = it.pair;
    if (p instanceof Cons && typeof p.car === 'number' && !isKnownGroupCode(p.car)) out.push({ at: it.at, message: M.ssgetGrammar(M.dxfUnknownCode(p.car)) });
  }
  let list: Value = null;
  for (let i = items.length - 1; i >= 0; i--) list = new Cons((items[i] as ListItem).pair, list);
  try {
    parseFilter(list);
  } catch (e) {
    if (e instanceof FilterGrammarError) out.push({ at: listAt, message: M.ssgetGrammar(ERRNO_TEXT[e.errno] ?? `error ${e.errno}`) });
    else if (e instanceof LispError) out.push({ at: listAt, message: M.ssgetGrammar(e.message) });
    else throw e;
  }
  return out;
}
