/*
 * The Debug Adapter Protocol requests a debug session answers itself, on the interpreter's
 * thread: the inspection requests while stopped (stackTrace, scopes, variables, evaluate,
 * setVariable), the resume requests (continue, next, stepIn, stepOut), and those that may also
 * arrive while the program runs (breakpoints, pause, terminate). Lifecycle requests (initialize,
 * launch, threads, disconnect...) belong to the adapter (dap/adapter.ts). Bodies are DAP's;
 * sources carry the run's file name only (the adapter knows the paths).
 */
import type { Span } from '../core/span.js';
import type { Debugger } from './debugger.js';
import type { FrameInfo, VariableInfo } from './inspect.js';
import type { BreakpointSpec, ResumeAction } from './types.js';

export interface DapRequestLike {
  command: string;
  arguments?: unknown;
}

export interface RequestOutcome {
  /** DAP response body (success) */
  body?: unknown;
  /** failure message (DAP success=false) */
  error?: string;
  /** the request resumes the program */
  resume?: ResumeAction;
  /** printed by an evaluation: the session sends it as an output event */
  output?: string;
}

/** Extra requests a host adds (e.g. 'lispwright/drawing' for the drawing at this stop). */
export type ExtraHandlers = Record<string, (args: Record<string, unknown>) => RequestOutcome>;

/** Scope handles sit above the value handles the inspector hands out. */
const SCOPE_BASE = 1_000_000_000;
const LOCALS = 0;
const GLOBALS = 1;

const RESUMES: Record<string, ResumeAction> = { continue: 'continue', next: 'next', stepIn: 'stepIn', stepOut: 'stepOut', terminate: 'terminate', disconnect: 'terminate' };

/** Requests a running program can take (at its next form). */
export const WHILE_RUNNING = new Set(['setBreakpoints', 'setFunctionBreakpoints', 'setExceptionBreakpoints', 'pause', 'terminate', 'disconnect']);

export function handleRequest(dbg: Debugger, req: DapRequestLike, stopped: boolean, extra: ExtraHandlers = {}): RequestOutcome {
  const a = (req.arguments ?? {}) as Record<string, unknown>;
  if (!stopped && !WHILE_RUNNING.has(req.command)) return { error: `${req.command}: the program is running (pause it first)` };
  try {
    switch (req.command) {
      case 'setBreakpoints':
        return setBreakpoints(dbg, a);
      case 'setFunctionBreakpoints': {
        const list = Array.isArray(a.breakpoints) ? (a.breakpoints as Array<{ name?: unknown }>) : [];
        const names = list.map((b) => (typeof b?.name === 'string' ? b.name : ''));
        dbg.setFunctionBreakpoints(names);
        return { body: { breakpoints: names.map((n) => ({ verified: n.trim() !== '', ...(n.trim() ? {} : { message: 'no function name' }) })) } };
      }
      case 'setExceptionBreakpoints': {
        const filters = Array.isArray(a.filters) ? (a.filters as unknown[]).map(String) : [];
        dbg.exceptions = { uncaught: filters.includes('uncaught'), caught: filters.includes('caught') };
        return { body: { breakpoints: filters.map(() => ({ verified: true })) } };
      }
      case 'pause':
        if (!stopped) dbg.pause();
        return { body: {} };
      case 'stackTrace':
        return { body: stackTrace(dbg, a) };
      case 'scopes':
        return { body: scopes(dbg, Number(a.frameId)) };
      case 'variables':
        return { body: { variables: variables(dbg, Number(a.variablesReference)).map(toDapVariable) } };
      case 'evaluate':
        return evaluate(dbg, a);
      case 'setVariable':
        return setVariable(dbg, a);
      default: {
        const resume = RESUMES[req.command];
        if (resume) return { body: req.command === 'continue' ? { allThreadsContinued: true } : {}, resume };
        const h = extra[req.command];
        if (h) return h(a);
        return { error: `unsupported request: ${req.command}` };
      }
    }
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

function setBreakpoints(dbg: Debugger, a: Record<string, unknown>): RequestOutcome {
  const source = (a.source ?? {}) as { name?: unknown; path?: unknown };
  const file = typeof source.name === 'string' ? source.name : typeof source.path === 'string' ? source.path : '';
  const specs: BreakpointSpec[] = (Array.isArray(a.breakpoints) ? (a.breakpoints as Array<Record<string, unknown>>) : []).map((b) => {
    const spec: BreakpointSpec = { line: Number(b.line) };
    if (typeof b.condition === 'string') spec.condition = b.condition;
    if (typeof b.hitCondition === 'string') spec.hitCondition = b.hitCondition;
    if (typeof b.logMessage === 'string') spec.logMessage = b.logMessage;
    return spec;
  });
  const states = dbg.breakpoints.set(file, specs);
  return { body: { breakpoints: states.map((s) => ({ ...s, source: { name: file } })) } };
}

/** DAP frame ids: index + 1 (0 is not a valid id), valid for the current stop. */
const frameIndexOf = (frameId: number): number => frameId - 1;

function stackTrace(dbg: Debugger, a: Record<string, unknown>): unknown {
  const all = dbg.inspector.frames();
  const start = Number.isInteger(a.startFrame) ? (a.startFrame as number) : 0;
  const levels = Number.isInteger(a.levels) && (a.levels as number) > 0 ? (a.levels as number) : all.length;
  return { stackFrames: all.slice(start, start + levels).map(toDapFrame), totalFrames: all.length };
}

function toDapFrame(f: FrameInfo): Record<string, unknown> {
  const out: Record<string, unknown> = { id: f.index + 1, name: f.name, line: 0, column: 0 };
  const sp = f.span;
  if (!sp) return { ...out, presentationHint: 'subtle' };
  out.source = { name: sp.file };
  const end = endOf(sp);
  if (f.phase === 'after') {
    // VLIDE's "after the close paren": the cursor sits on it
    out.line = end.line;
    out.column = Math.max(1, end.col - 1);
  } else {
    out.line = sp.line;
    out.column = sp.col;
  }
  out.endLine = end.line;
  out.endColumn = end.col;
  if (f.phase === 'after' || f.phase === 'before' || f.phase === 'error') out.lispwright = { phase: f.phase };
  return out;
}

function endOf(sp: Span): { line: number; col: number } {
  return { line: sp.endLine ?? sp.line, col: sp.endCol ?? sp.col + 1 };
}

function scopes(dbg: Debugger, frameId: number): unknown {
  const index = frameIndexOf(frameId);
  const frames = dbg.inspector.frames();
  const f = frames[index];
  if (!f) throw new Error(`no frame ${frameId}`);
  const list = [{ name: f.fn ? 'Locals' : 'Top level', presentationHint: 'locals', variablesReference: scopeRef(index, LOCALS), expensive: false }];
  list.push({ name: 'Globals', presentationHint: 'globals', variablesReference: scopeRef(index, GLOBALS), expensive: false });
  return { scopes: list };
}

const scopeRef = (index: number, kind: number): number => SCOPE_BASE + index * 2 + kind;

function variables(dbg: Debugger, ref: number): VariableInfo[] {
  if (ref >= SCOPE_BASE) {
    const index = Math.floor((ref - SCOPE_BASE) / 2);
    return (ref - SCOPE_BASE) % 2 === LOCALS ? dbg.inspector.locals(index) : dbg.inspector.globals();
  }
  return dbg.inspector.children(ref);
}

function toDapVariable(v: VariableInfo): Record<string, unknown> {
  return { name: v.name, value: v.value, type: v.type, variablesReference: v.ref, ...(/^[^\s().'";]+$/.test(v.name) && !/^\d+$|^(car|cdr|\.)$/.test(v.name) ? { evaluateName: v.name } : {}) };
}

function evaluate(dbg: Debugger, a: Record<string, unknown>): RequestOutcome {
  const text = typeof a.expression === 'string' ? a.expression : '';
  const index = a.frameId === undefined ? 0 : frameIndexOf(Number(a.frameId));
  const r = dbg.inspector.evaluate(text, index);
  const output = r.output || undefined;
  if (!r.ok) return { error: r.message, ...(output ? { output } : {}) };
  const row = dbg.inspector.variable('', r.value);
  return { body: { result: row.value, type: row.type, variablesReference: row.ref }, ...(output ? { output } : {}) };
}

function setVariable(dbg: Debugger, a: Record<string, unknown>): RequestOutcome {
  const ref = Number(a.variablesReference);
  if (!(ref >= SCOPE_BASE)) return { error: 'only a frame\'s variables can be set (not the parts of a value)' };
  const name = String(a.name ?? '');
  if (!/^[^\s().'";]+$/.test(name) || name === '*LAST-VALUE*') return { error: `cannot set ${name}` };
  const index = (ref - SCOPE_BASE) % 2 === LOCALS ? Math.floor((ref - SCOPE_BASE) / 2) : dbg.inspector.frames().length - 1;
  const r = dbg.inspector.setVariable(index, name, String(a.value ?? 'nil'));
  if (!r.ok) return { error: r.message };
  const row = dbg.inspector.variable(name, r.value);
  return { body: { value: row.value, type: row.type, variablesReference: row.ref } };
}
