/*
 * Check Text: what VLIDE's "Check Text in Editor" reported, without running anything. The forms
 * are walked the way the evaluator would run them (quoted data is data; defun, lambda and foreach
 * bind; setq assigns), with a lexical scope per defun, so the report can say which variables each
 * defun sets or reads that are neither its parameters nor its locals (VLIDE's global variable
 * statistics), which locals it never uses, which calls have the wrong number of arguments, and
 * which functions exist nowhere. Several files are checked together: a defun in one is known in
 * the others (they are loaded together).
 */
import { LispError } from '../core/errors.js';
import { prin1 } from '../core/printer.js';
import type { Span } from '../core/span.js';
import { Cons, Sym, type Value } from '../core/values.js';
import { checkDxfList, checkSsgetFilter, literalItems } from './dxf-lists.js';
import { splitSsgetMode, ssgetPointArgs } from '../drawing/selection/modes.js';
import { Definitions, readFile, type SourceText } from './read.js';
import type { FunctionTable } from './functions.js';
import { CHECK_MESSAGES as M } from './messages.js';
import { severityOf, type RuleId, type RuleSettings, type Severity } from './rules.js';
import { SourceMap, type Place } from './source-map.js';
import { closestNames } from './suggest.js';

export interface Diagnostic extends Place {
  file: string;
  severity: Severity;
  message: string;
  rule: RuleId;
  /** the name it is about (the function, the variable), upper case */
  subject?: string;
}

export interface DefunReport {
  name: string;
  line: number;
  col: number;
  params: string[];
  locals: string[];
  /** variables it sets that are neither parameters nor locals, in order of first assignment */
  globalsSet: string[];
  /** variables it reads that are neither parameters nor locals (nor functions, T, PI, PAUSE) */
  globalsRead: string[];
  unusedLocals: string[];
}

export interface FileCheck {
  file: string;
  diagnostics: Diagnostic[];
  defuns: DefunReport[];
  /** every variable the file assigns outside any binding, in order (VLIDE's "Global variables") */
  globals: string[];
  /** VLIDE's "Function definition (with number of arguments)" */
  functions: Array<{ name: string; args: number }>;
  /** top-level forms read */
  forms: number;
}

export interface CheckOptions {
  functions: FunctionTable;
  rules?: RuleSettings;
}

export type { SourceText } from './read.js';

const CONSTANTS = new Set(['T', 'PI', 'PAUSE']);
/** Functions whose first argument (or the listed one) is a function, often written 'name. */
const FUNCTION_ARGS: Record<string, number> = {
  MAPCAR: 0, APPLY: 0, 'VL-CATCH-ALL-APPLY': 0, 'VL-REMOVE-IF': 0, 'VL-REMOVE-IF-NOT': 0, 'VL-MEMBER-IF': 0,
  'VL-MEMBER-IF-NOT': 0, 'VL-SOME': 0, 'VL-EVERY': 0, 'VL-SORT': 1,
};

/** Variables meant to be global by the *earmuffs* convention: listed in the report, never warned about. */
export const isEarmuffed = (name: string): boolean => name.length > 2 && name.startsWith('*') && name.endsWith('*');

export function checkText(text: string, file: string, opts: CheckOptions): FileCheck {
  return checkFiles([{ name: file, text }], opts)[0] as FileCheck;
}

export function checkFiles(files: readonly SourceText[], opts: CheckOptions): FileCheck[] {
  const read = files.map((f) => readFile(f));
  const defs = new Definitions();
  for (const r of read) for (const form of r.forms) defs.collect(form);
  // walk every file first: a defun's callers may be in another file (see finishDefun)
  const calls = new Map<string, Array<ReadonlySet<string>>>();
  const walkers = read.map((r) => {
    const w = new FileWalker(r.file, r.map, opts, defs, calls);
    w.walkAll(r.forms, r.syntax);
    return w;
  });
  return walkers.map((w, i) => w.finish((read[i] as { forms: Value[] }).forms.length));
}

/**
 * Names meant to be global by convention: *earmuffs*, and a package prefix (app:name, as
 * dialog code keeps the values its callbacks and the next run share). Listed in the report,
 * never warned about.
 */
export const isMeantGlobal = (name: string): boolean => isEarmuffed(name) || /^[^:]+:[^:]+$/.test(name);

interface DefunRecord {
  report: DefunReport;
  /** first place each global was set */
  setAt: Map<string, Place>;
  used: Set<string>;
  /** where each local is declared (for unused-local) */
  declaredAt: Map<string, Place>;
}

interface Scope {
  bound: Set<string>;
  fn: DefunRecord | null;
  parent: Scope | null;
}

class FileWalker {
  private readonly out: Diagnostic[] = [];
  private readonly defuns: DefunRecord[] = [];
  private readonly globals: string[] = [];
  private readonly functions: Array<{ name: string; args: number }> = [];

  constructor(
    private readonly file: string,
    private readonly map: SourceMap,
    private readonly opts: CheckOptions,
    private readonly defs: Definitions,
    /** per defun name: the names bound at each of its call sites (all files) */
    private readonly calls: Map<string, Array<ReadonlySet<string>>>,
  ) {}

  walkAll(forms: Value[], syntax: LispError | undefined): void {
    if (syntax) {
      const sp = syntax.span;
      const place = sp ? { line: sp.line, col: sp.col, endLine: sp.line, endCol: sp.col + 1 } : { line: 1, col: 1, endLine: 1, endCol: 2 };
      this.report('syntax', place, syntax.message);
    }
    const top: Scope = { bound: new Set(), fn: null, parent: null };
    for (const f of forms) this.walk(f, top);
  }

  finish(forms: number): FileCheck {
    for (const d of this.defuns) this.finishDefun(d);
    this.out.sort((a, b) => a.line - b.line || a.col - b.col);
    return { file: this.file, diagnostics: this.out, defuns: this.defuns.map((d) => d.report), globals: this.globals, functions: this.functions, forms };
  }

  /** A call of a user function: what is bound where it is made (a helper may set its caller's locals). */
  private noteCall(name: string, scope: Scope): void {
    if (!this.defs.arities.has(name)) return;
    const bound = new Set<string>();
    for (let s: Scope | null = scope; s; s = s.parent) for (const b of s.bound) bound.add(b);
    const list = this.calls.get(name);
    if (list) list.push(bound);
    else this.calls.set(name, [bound]);
  }

  // ---- walking ------------------------------------------------------------------

  private walk(v: Value, scope: Scope): void {
    if (v instanceof Sym) {
      this.read(v.name, scope);
      return;
    }
    if (!(v instanceof Cons)) return;
    const head = v.car;
    if (!(head instanceof Sym)) {
      this.walk(head, scope);
      this.walkArgs(v, scope);
      return;
    }
    switch (head.name) {
      case 'QUOTE': {
        const args = argsOf(v);
        if (args.length !== 1) this.report('special-form', this.whole(v), M.specialArity('QUOTE', args.length, 'takes exactly one'));
        const d = args[0];
        if (d instanceof Cons && d.car instanceof Sym && d.car.name === 'LAMBDA') this.lambda(d, scope);
        return;
      }
      case 'FUNCTION': {
        const args = argsOf(v);
        if (args.length !== 1) this.report('special-form', this.whole(v), M.specialArity('FUNCTION', args.length, 'takes exactly one'));
        const d = args[0];
        if (d instanceof Cons && d.car instanceof Sym && d.car.name === 'LAMBDA') this.lambda(d, scope);
        else if (d instanceof Sym) this.functionRef(d.name, v, scope);
        return;
      }
      case 'SETQ':
        return this.setq(v, scope);
      case 'IF': {
        const n = argsOf(v).length;
        if (n < 2 || n > 3) this.report('special-form', this.headPlace(v), M.specialArity('IF', n, 'takes a test, a then-expression and an optional else-expression'));
        return this.walkArgs(v, scope);
      }
      case 'COND':
        for (const clause of argsOf(v)) {
          if (!(clause instanceof Cons)) {
            this.report('special-form', this.whole(v), M.condClause(prin1(clause)));
            continue;
          }
          for (let c: Value = clause; c instanceof Cons; c = c.cdr) this.walk(c.car, scope);
        }
        return;
      case 'WHILE':
      case 'REPEAT': {
        if (argsOf(v).length < 1) this.report('special-form', this.headPlace(v), M.specialArity(head.name, 0, head.name === 'WHILE' ? 'needs a test' : 'needs a count'));
        return this.walkArgs(v, scope);
      }
      case 'FOREACH':
        return this.foreach(v, scope);
      case 'DEFUN':
      case 'DEFUN-Q':
        return this.defun(v, scope, head.name);
      case 'LAMBDA':
        return this.lambda(v, scope);
      case 'PROGN':
      case 'AND':
      case 'OR':
        return this.walkArgs(v, scope);
      default:
        this.call(v, head.name, scope);
        return this.walkArgs(v, scope);
    }
  }

  private walkArgs(v: Cons, scope: Scope): void {
    for (let c: Value = v.cdr; c instanceof Cons; c = c.cdr) this.walk(c.car, scope);
  }

  private setq(v: Cons, scope: Scope): void {
    const args = argsOf(v);
    if (args.length === 0) this.report('special-form', this.headPlace(v), M.setqEmpty());
    else if (args.length % 2 === 1) this.report('special-form', this.headPlace(v), M.setqOdd());
    let from = v.span ? v.span.start + 1 : 0;
    for (let i = 0; i < args.length; i += 2) {
      const target = args[i] as Value;
      if (target instanceof Sym) {
        const place = this.atomPlace(v, target.name, from);
        if (place) from = place.end;
        this.assign(target.name, scope, place?.place ?? this.headPlace(v));
      } else this.report('special-form', this.whole(v), M.setqTarget(prin1(target)));
      if (i + 1 < args.length) this.walk(args[i + 1] as Value, scope);
    }
  }

  private foreach(v: Cons, scope: Scope): void {
    const args = argsOf(v);
    const name = args[0];
    if (args.length < 2) this.report('special-form', this.headPlace(v), M.specialArity('FOREACH', args.length, 'takes a name, a list and expressions'));
    if (!(name instanceof Sym)) {
      if (args.length) this.report('special-form', this.whole(v), M.foreachSymbol(prin1(name ?? null)));
      this.walkArgs(v, scope);
      return;
    }
    if (args.length > 1) this.walk(args[1] as Value, scope);
    const inner: Scope = { bound: new Set([name.name]), fn: scope.fn, parent: scope };
    for (const f of args.slice(2)) this.walk(f, inner);
  }

  private defun(v: Cons, scope: Scope, what: string): void {
    const args = argsOf(v);
    const name = args[0];
    if (!(name instanceof Sym)) {
      this.report('special-form', this.whole(v), args.length ? M.defunName(what, prin1(name ?? null)) : M.defunNoParams(what));
      return;
    }
    const list = args[1];
    if (args.length < 2 || (list !== null && !(list instanceof Cons))) {
      this.report('special-form', this.headPlace(v), M.defunNoParams(what));
      return;
    }
    const builtin = this.opts.functions.get(name.name);
    if (builtin) this.report('protected-symbol', this.atomPlace(v, name.name)?.place ?? this.headPlace(v), M.redefinesBuiltin(name.name));
    if (this.isBound(name.name, scope)) this.markUsed(name.name, scope);
    const { params, locals } = this.lambdaList(list, v, what, name.name);
    const rec: DefunRecord = {
      report: { name: name.name, line: v.span?.line ?? 1, col: v.span?.col ?? 1, params, locals, globalsSet: [], globalsRead: [], unusedLocals: [] },
      setAt: new Map(),
      used: new Set(),
      declaredAt: new Map(),
    };
    const listSpan = list instanceof Cons ? list.span : undefined;
    for (const l of locals) {
      const at = listSpan ? this.map.findAtom(listSpan, l) : undefined;
      rec.declaredAt.set(l, at ? this.map.range(at.start, at.end) : this.headPlace(v));
    }
    this.defuns.push(rec);
    this.functions.push({ name: name.name, args: params.length });
    const inner: Scope = { bound: new Set([...params, ...locals]), fn: rec, parent: scope };
    for (const f of args.slice(2)) this.walk(f, inner);
  }

  private lambda(v: Cons, scope: Scope): void {
    const args = argsOf(v);
    const list = args[0];
    if (args.length < 1 || (list !== null && !(list instanceof Cons))) {
      this.report('special-form', this.headPlace(v), M.lambdaNoParams());
      return;
    }
    const { params, locals } = this.lambdaList(list ?? null, v, 'LAMBDA', null);
    const inner: Scope = { bound: new Set([...params, ...locals]), fn: scope.fn, parent: scope };
    for (const f of args.slice(1)) this.walk(f, inner);
  }

  /** (args / locals): symbols only; flags a/b written without spaces and names that hide builtins. */
  private lambdaList(list: Value, form: Cons, what: string, fnName: string | null): { params: string[]; locals: string[] } {
    const params: string[] = [];
    const locals: string[] = [];
    let afterSlash = false;
    const span = list instanceof Cons ? list.span : undefined;
    for (let c: Value = list; c instanceof Cons; c = c.cdr) {
      const s = c.car;
      if (!(s instanceof Sym)) {
        this.report('special-form', span ? this.map.ofSpan(span) : this.headPlace(form), M.defunBadParam(what, prin1(s)));
        continue;
      }
      if (s.name === '/' && !afterSlash) {
        afterSlash = true;
        continue;
      }
      const at = (): Place => {
        const found = span ? this.map.findAtom(span, s.name) : undefined;
        return found ? this.map.range(found.start, found.end) : this.headPlace(form);
      };
      if (s.name.includes('/') && s.name !== '/') this.report('special-form', at(), M.slashInName(s.name));
      const f = this.opts.functions.get(s.name);
      if (f && fnName) this.report('protected-symbol', at(), M.hidesBuiltin(afterSlash ? 'local' : 'parameter', s.name, fnName));
      (afterSlash ? locals : params).push(s.name);
    }
    return { params, locals };
  }

  private call(v: Cons, name: string, scope: Scope): void {
    const n = argsOf(v).length;
    this.noteCall(name, scope);
    if (this.isBound(name, scope)) {
      // a parameter or local holding a function
      this.markUsed(name, scope);
    } else {
      const sig = this.opts.functions.get(name);
      const user = this.defs.arities.get(name);
      if (user) {
        if (!user.has(n)) {
          const counts = [...user].sort((a, b) => a - b);
          const expect = `${name} takes ${counts.join(' or ')}`;
          const few = counts.every((c) => c > n);
          this.report('arg-count', this.headPlace(v), few ? M.tooFewArgs(name, n, expect) : M.tooManyArgs(name, n, expect));
        }
      } else if (sig && !sig.special) {
        const expect = sig.max === Infinity ? `at least ${sig.min}` : sig.min === sig.max ? `takes ${sig.min}` : `takes ${sig.min} to ${sig.max}`;
        if (n < sig.min) this.report('arg-count', this.headPlace(v), M.tooFewArgs(name, n, expect));
        else if (n > sig.max) this.report('arg-count', this.headPlace(v), M.tooManyArgs(name, n, expect));
      } else if (!sig) this.unknown(name, v);
    }
    this.special(v, name, scope);
  }

  /** Calls whose arguments say more: (set 'x ...), function arguments, DXF and filter lists. */
  private special(v: Cons, name: string, scope: Scope): void {
    const args = argsOf(v);
    if (name === 'SET') {
      const q = args[0];
      if (q instanceof Cons && q.car instanceof Sym && q.car.name === 'QUOTE' && (q.cdr as Cons | null)?.car instanceof Sym) {
        const s = ((q.cdr as Cons).car as Sym).name;
        this.assign(s, scope, q.span ? this.map.ofSpan(q.span) : this.headPlace(v));
      }
    }
    const fi = FUNCTION_ARGS[name];
    if (fi !== undefined) {
      const f = args[fi];
      if (f instanceof Cons && f.car instanceof Sym && f.car.name === 'QUOTE') {
        const d = (f.cdr as Cons | null)?.car;
        if (d instanceof Sym) this.functionRef(d.name, f, scope);
      }
    }
    if (name === 'ENTMAKE' || name === 'ENTMAKEX' || name === 'ENTMOD') {
      const items = args[0] !== undefined ? literalItems(args[0]) : null;
      if (items) for (const p of checkDxfList(items)) this.report('dxf-list', this.placeOf(p.at, v), p.message, p.warning ? 'warning' : undefined);
    }
    if (name === 'SSGET') {
      const filter = args[ssgetFilterIndex(args)];
      const items = filter !== undefined ? literalItems(filter) : null;
      const isFilter = items !== null && items.length > 0 && items.every((i) => i.pair instanceof Cons && typeof (i.pair as Cons).car === 'number');
      if (items && isFilter) for (const p of checkSsgetFilter(items, filter instanceof Cons ? filter : undefined)) this.report('ssget-filter', this.placeOf(p.at, v), p.message, p.warning ? 'warning' : undefined);
    }
  }

  private functionRef(name: string, at: Cons, scope: Scope): void {
    this.noteCall(name, scope);
    if (this.isBound(name, scope) || this.opts.functions.get(name) || this.defs.arities.has(name)) return;
    this.unknown(name, at);
  }

  private unknown(name: string, v: Cons): void {
    if (this.defs.assigned.has(name)) return; // (setq f (lambda ...)) or the like
    if (/^(VLA|VLAX|VLR)-/.test(name)) {
      this.report('not-simulated', this.headPlace(v), M.notSimulated(name), undefined, name);
      return;
    }
    const known = [...this.opts.functions.names(), ...[...this.defs.arities.keys()].map((k) => k.toLowerCase())];
    this.report('unknown-function', this.headPlace(v), M.unknownFunction(name, closestNames(name, known, 3)), undefined, name);
  }

  // ---- variables ----------------------------------------------------------------

  private isBound(name: string, scope: Scope): boolean {
    for (let s: Scope | null = scope; s; s = s.parent) if (s.bound.has(name)) return true;
    return false;
  }

  /** Mark a use on the defun whose binding it is. */
  private markUsed(name: string, scope: Scope): void {
    for (let s: Scope | null = scope; s; s = s.parent) {
      if (s.bound.has(name)) {
        s.fn?.used.add(name);
        return;
      }
    }
  }

  private read(name: string, scope: Scope): void {
    if (CONSTANTS.has(name)) return;
    if (this.isBound(name, scope)) {
      this.markUsed(name, scope);
      return;
    }
    if (this.opts.functions.get(name) || this.defs.arities.has(name)) return; // a function as a value
    const fn = scope.fn;
    if (fn && !fn.report.globalsRead.includes(name)) fn.report.globalsRead.push(name);
  }

  private assign(name: string, scope: Scope, place: Place): void {
    if (CONSTANTS.has(name)) this.report('protected-symbol', place, M.protectedAssign(name), name === 'T' ? 'error' : undefined);
    else if (this.opts.functions.get(name)) this.report('protected-symbol', place, M.protectedAssign(name));
    if (this.isBound(name, scope)) {
      this.markUsed(name, scope);
      return;
    }
    if (!this.globals.includes(name)) this.globals.push(name);
    const fn = scope.fn;
    if (!fn) return;
    if (!fn.report.globalsSet.includes(name)) fn.report.globalsSet.push(name);
    if (!fn.setAt.has(name)) fn.setAt.set(name, place);
  }

  /**
   * Warn about the globals a defun sets, unless meant global, or set for a caller: when every
   * call of the defun in the files is made where that name is bound, the assignment lands in the
   * caller's binding (dynamic scope), as helpers such as an *error* cleanup do.
   */
  private finishDefun(d: DefunRecord): void {
    const callers = this.calls.get(d.report.name) ?? [];
    for (const name of d.report.globalsSet) {
      if (isMeantGlobal(name)) continue;
      if (callers.length > 0 && callers.every((b) => b.has(name))) continue;
      this.report('global-variable', d.setAt.get(name) as Place, M.globalSet(d.report.name, name), undefined, name);
    }
    for (const l of d.report.locals) {
      if (d.used.has(l)) continue;
      d.report.unusedLocals.push(l);
      this.report('unused-local', d.declaredAt.get(l) as Place, M.unusedLocal(d.report.name, l), undefined, l);
    }
  }

  // ---- places ---------------------------------------------------------------------

  private whole(v: Cons): Place {
    return v.span ? this.map.ofSpan(v.span) : { line: 1, col: 1, endLine: 1, endCol: 2 };
  }

  /** The head symbol of a form (what an arity or unknown-function message is about). */
  private headPlace(v: Cons): Place {
    const sp = v.span;
    if (!sp) return { line: 1, col: 1, endLine: 1, endCol: 2 };
    const head = v.car instanceof Sym ? this.map.findAtom(sp, v.car.name) : undefined;
    return head ? this.map.range(head.start, head.end) : { line: sp.line, col: sp.col, endLine: sp.line, endCol: sp.col + 1 };
  }

  private atomPlace(v: Cons, name: string, from?: number): { place: Place; end: number } | undefined {
    const sp = v.span as Span | undefined;
    if (!sp) return undefined;
    const found = this.map.findAtom(sp, name, from);
    return found ? { place: this.map.range(found.start, found.end), end: found.end } : undefined;
  }

  private placeOf(at: Cons | undefined, fallback: Cons): Place {
    return at?.span ? this.map.ofSpan(at.span) : this.whole(fallback);
  }

  private report(rule: RuleId, place: Place, message: string, severity?: Severity, subject?: string): void {
    const s = severityOf(rule, this.opts.rules);
    if (s === false) return;
    this.out.push({ file: this.file, ...place, severity: severity ?? s, message, rule, ...(subject ? { subject } : {}) });
  }
}

/**
 * Which argument of (ssget [mode] [pt1 [pt2]] [pt-list] [filter]) is the filter: after the
 * method's points (the mode table's `points`: two for "W"/"C"/"B", a list for "WP"/"CP"/"F"),
 * right after any other mode; without a mode string, the second argument (after a point) or a
 * lone list.
 */
function ssgetFilterIndex(args: Value[]): number {
  const mode = args[0];
  if (typeof mode === 'string') return 1 + ssgetPointArgs(splitSsgetMode(mode).main);
  return args.length >= 2 ? 1 : 0;
}

function argsOf(v: Cons): Value[] {
  const out: Value[] = [];
  for (let c: Value = v.cdr; c instanceof Cons; c = c.cdr) out.push(c.car);
  return out;
}
