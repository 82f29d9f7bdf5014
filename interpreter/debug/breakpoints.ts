/*
 * Source breakpoints. A breakpoint names a file and a line; it is moved to the first line at or
 * after it where a form starts (VLIDE moves a breakpoint to the next paren the same way) and then
 * stops at each form that starts on that line and is not inside another form of the same line
 * (so `(setq a (+ 1 2))` stops once, at the setq). Each compiled form is a Site that holds the
 * breakpoints of its line, updated in place when the client sets new ones, so the running program
 * only tests `site.bps !== null`.
 */
import type { Span } from '../core/span.js';
import { Cons, Sym, type Value } from '../core/values.js';
import { readAll } from '../reader/reader.js';
import type { BreakpointSpec, BreakpointState } from './types.js';

export interface Breakpoint {
  id: number;
  file: string;
  line: number;
  condition?: string;
  hit?: HitCondition;
  logMessage?: string;
  hits: number;
}

export interface Site {
  readonly form: Cons;
  readonly span: Span | undefined;
  /** breakpoints on the line this form starts on (null: none, the common case) */
  bps: Breakpoint[] | null;
}

export interface HitCondition {
  op: '>=' | '==' | '>' | '<' | '<=' | '%';
  n: number;
}

/** "5" (from the 5th hit on), "==5", ">5", ">=5", "<5", "<=5", "%5"; undefined when malformed. */
export function parseHitCondition(text: string): HitCondition | undefined {
  const m = /^\s*(==|>=|<=|>|<|%)?\s*(\d+)\s*$/.exec(text);
  if (!m) return undefined;
  const n = Number(m[2]);
  const op = (m[1] ?? '>=') as HitCondition['op'];
  if (op === '%' && n === 0) return undefined;
  return { op, n };
}

export function hitConditionMet(h: HitCondition, hits: number): boolean {
  switch (h.op) {
    case '>=': return hits >= h.n;
    case '==': return hits === h.n;
    case '>': return hits > h.n;
    case '<': return hits < h.n;
    case '<=': return hits <= h.n;
    case '%': return hits % h.n === 0;
  }
}

const lineKey = (file: string, line: number): string => `${file}\n${line}`;

export class BreakpointTable {
  /** per file: the sorted lines on which an evaluated form starts (null: the file did not read) */
  private readonly codeLines = new Map<string, number[] | null>();
  private readonly byLine = new Map<string, Breakpoint[]>();
  private readonly byFile = new Map<string, Breakpoint[]>();
  private readonly sites = new Map<string, Site[]>();
  private nextId = 1;

  /** Learn where forms start in each source file (the files of the run). */
  addSources(files: ReadonlyArray<{ name: string; text: string }>): void {
    for (const f of files) this.codeLines.set(f.name, codeLinesOf(f.text, f.name));
  }

  /** Replace the breakpoints of a file; one state per spec, in order. */
  set(file: string, specs: readonly BreakpointSpec[]): BreakpointState[] {
    for (const old of this.byFile.get(file) ?? []) this.byLine.delete(lineKey(file, old.line));
    const lines = this.codeLines.get(file);
    const kept: Breakpoint[] = [];
    const states = specs.map((spec): BreakpointState => {
      const id = this.nextId++;
      if (lines === undefined) return { id, verified: false, line: spec.line, message: `${file} is not part of this run` };
      if (lines === null) return { id, verified: false, line: spec.line, message: `${file} does not read (unbalanced parentheses?)` };
      const line = lines.find((l) => l >= spec.line);
      if (line === undefined) return { id, verified: false, line: spec.line, message: 'no form starts on or after this line' };
      const bp: Breakpoint = { id, file, line, hits: 0 };
      if (spec.condition?.trim()) bp.condition = spec.condition.trim();
      if (spec.logMessage) bp.logMessage = spec.logMessage;
      if (spec.hitCondition?.trim()) {
        const h = parseHitCondition(spec.hitCondition);
        if (!h) return { id, verified: false, line, message: `hit count "${spec.hitCondition}" should look like 5, ==5, >5 or %5` };
        bp.hit = h;
      }
      kept.push(bp);
      const key = lineKey(file, line);
      const list = this.byLine.get(key);
      if (list) list.push(bp);
      else this.byLine.set(key, [bp]);
      return { id, verified: true, line };
    });
    this.byFile.set(file, kept);
    for (const [key, sites] of this.sites) if (key.startsWith(`${file}\n`)) for (const s of sites) s.bps = this.byLine.get(key) ?? null;
    return states;
  }

  /** The site of a form being compiled, with the breakpoints of its line. */
  site(form: Cons, span: Span | undefined): Site {
    // forms from elsewhere (watch expressions, `read` text) can hold no breakpoint: not kept
    if (!span || !this.codeLines.has(span.file)) return { form, span, bps: null };
    const key = lineKey(span.file, span.line);
    const site: Site = { form, span, bps: this.byLine.get(key) ?? null };
    const list = this.sites.get(key);
    if (list) list.push(site);
    else this.sites.set(key, [site]);
    return site;
  }
}

/** The lines where an evaluated compound form starts (quoted data does not count). */
export function codeLinesOf(text: string, file: string): number[] | null {
  let forms: Value[];
  try {
    const syms = new Map<string, Sym>();
    forms = readAll(text, { file, intern: (n) => syms.get(n) ?? (syms.set(n, new Sym(n)), syms.get(n)!) });
  } catch {
    return null;
  }
  const lines = new Set<number>();
  const walk = (v: Value): void => {
    if (!(v instanceof Cons)) return;
    if (v.car instanceof Sym && v.car.name === 'QUOTE') return;
    if (v.span) lines.add(v.span.line);
    for (let c: Value = v; c instanceof Cons; c = c.cdr) walk(c.car);
  };
  for (const f of forms) walk(f);
  return [...lines].sort((a, b) => a - b);
}
