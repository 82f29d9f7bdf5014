/*
 * The workbench debugger: a debug run of the active document through the host's DAP adapter
 * (the same one `lispwright dap` is), with the run panel's drawing, inputs, call and budget.
 * At each stop it reads the call stack, the selected frame's variables, the watch list and the
 * drawing at that moment, marks the current form in the editor, and shows the drawing in the
 * After view and the Diff tab. When the program ends its result becomes the last run, as after
 * a plain run. Keys are VLIDE's (F8 Step Into, Shift+F8 Step Over, Ctrl+Shift+F8 Step Out,
 * F5 / Ctrl+F8 Continue) and VS Code's (F11, F10, Shift+F11, F5, Shift+F5 Stop).
 */
import { host } from '../app/host.js';
import { DapSession, type DapEvent } from '../debug/dap-session.js';
import { editorService } from '../editor/editor-service.js';
import { useApp } from '../store/index.js';
import type { BreakpointRow, DebugFrame, DebugVar } from '../store/debug.js';
import type { DrawingDiff, DrawingSnapshot, RunResult } from '../../interpreter/runner/contract.js';
import { buildRunRequest, markRunError } from './run.js';

let session: DapSession | null = null;
let seq = 0;
/** the document being debugged and its name in the run */
let target: { docId: string; file: string; testCount: number } | null = null;
/** where the program stopped (the whole form), for the editor */
let stopSpan: { line: number; col: number; endLine?: number; endCol?: number; file: string; phase: string } | null = null;

export const debugActive = (): boolean => session !== null;

export type ResumeKind = 'continue' | 'next' | 'stepIn' | 'stepOut';

/** Start a debug run of the active document; with stopOnEntry it stops before the first form. */
export async function startDebug(opts: { stopOnEntry?: boolean } = {}): Promise<void> {
  const st = useApp.getState();
  if (session || st.running) return;
  const built = await buildRunRequest();
  if ('error' in built) {
    st.notify('error', built.error);
    return;
  }
  const file = built.req.entry ?? built.req.files[0]!.name;
  target = { docId: built.docId, file, testCount: built.testCount };
  const s = new DapSession(host(), `debug-${Date.now().toString(36)}-${++seq}`, (e) => void onEvent(e));
  session = s;
  st.setDebug({ debugPhase: 'starting', debugDocId: built.docId, stop: null, frames: [], scopes: [], expanded: {}, debugOutput: '', watchValues: {} });
  st.setBottomTab('debug');
  editorService().clearErrors(built.docId);
  try {
    await s.start();
    await s.request('initialize', { adapterID: 'lispwright', clientName: 'Lispwright workbench', linesStartAt1: true, columnsStartAt1: true });
    await s.request('launch', { ...built.req, stopOnEntry: opts.stopOnEntry === true });
    await sendBreakpoints(built.docId);
    await sendBreakSettings();
    useApp.getState().setDebug({ debugPhase: 'running' });
    await s.request('configurationDone');
  } catch (e) {
    useApp.getState().notify('error', `The debugger could not start: ${(e as Error).message}`);
    finish();
  }
}

/** Continue, Step Over, Step Into, Step Out (from a stop). */
export async function debugResume(kind: ResumeKind): Promise<void> {
  const s = session;
  if (!s || useApp.getState().debugPhase !== 'stopped') return;
  useApp.getState().setDebug({ debugPhase: 'running' });
  editorService().showDebugLocation(target!.docId, null);
  try {
    await s.request(kind, { threadId: 1 });
  } catch (e) {
    useApp.getState().notify('error', `${kind}: ${(e as Error).message}`);
  }
}

export async function debugPause(): Promise<void> {
  if (session && useApp.getState().debugPhase === 'running') await session.request('pause', { threadId: 1 }).catch(() => undefined);
}

/** End the debug run (the program is stopped where it is; nothing after it runs). */
export async function debugStop(): Promise<void> {
  const s = session;
  if (!s) return;
  try {
    await s.request('disconnect', { terminateDebuggee: true });
  } catch {
    // the session is gone already
  }
  finish();
}

/** F8 / F10 / F11: step when stopped; start stopped at the first form when nothing runs. */
export function stepOrStart(kind: Exclude<ResumeKind, 'continue'>): void {
  if (!session) void startDebug({ stopOnEntry: true });
  else void debugResume(kind);
}

/** F5: Continue when stopped (Run is F5 when no debug session is open). */
export function continueOrRun(run: () => unknown): void {
  if (session) void debugResume('continue');
  else void run();
}

// ---- breakpoints and break settings ---------------------------------------------------------

export function toggleBreakpointAtCursor(): void {
  const id = useApp.getState().activeId;
  if (!id) return;
  void toggleBreakpoint(id, editorService().cursorLine(id));
}

export async function toggleBreakpoint(docId: string, line: number): Promise<void> {
  useApp.getState().toggleBreakpoint(docId, line);
  if (session && target?.docId === docId) await sendBreakpoints(docId);
}

export async function editBreakpoint(docId: string, line: number, patch: Partial<Pick<BreakpointRow, 'condition' | 'hitCondition'>>): Promise<void> {
  useApp.getState().updateBreakpoint(docId, line, patch);
  if (session && target?.docId === docId) await sendBreakpoints(docId);
}

async function sendBreakpoints(docId: string): Promise<void> {
  const s = session;
  if (!s || !target) return;
  const rows = useApp.getState().breakpoints[docId] ?? [];
  const body = await s.request<{ breakpoints: Array<{ verified: boolean; line: number; message?: string }> }>('setBreakpoints', {
    source: { name: target.file },
    breakpoints: rows.map((r) => ({ line: r.line, ...(r.condition ? { condition: r.condition } : {}), ...(r.hitCondition ? { hitCondition: r.hitCondition } : {}) })),
  });
  // a breakpoint on a line with no form moves to the next one; two may land on the same line
  const seen = new Set<number>();
  const next: BreakpointRow[] = [];
  rows.forEach((r, i) => {
    const b = body.breakpoints[i];
    const line = b?.verified ? b.line : r.line;
    if (seen.has(line)) return;
    seen.add(line);
    next.push({ ...r, line, verified: b?.verified ?? false, ...(b?.message ? { message: b.message } : {}) });
  });
  useApp.setState((st) => ({ breakpoints: { ...st.breakpoints, [docId]: next.sort((a, b) => a.line - b.line) } }));
}

export async function sendBreakSettings(): Promise<void> {
  const s = session;
  if (!s) return;
  const st = useApp.getState();
  await s.request('setExceptionBreakpoints', { filters: [...(st.breakOnError ? ['uncaught'] : []), ...(st.breakOnTrapped ? ['caught'] : [])] });
  const names = st.entryBreaks.split(/[\s,]+/).filter(Boolean);
  await s.request('setFunctionBreakpoints', { breakpoints: names.map((name) => ({ name })) });
}

// ---- at a stop ----------------------------------------------------------------------------------

interface StoppedBody {
  reason: string;
  description?: string;
  text?: string;
  lispwright?: { phase?: string; error?: string; span?: { file: string; line: number; col: number; endLine?: number; endCol?: number } };
}

async function onEvent(e: DapEvent): Promise<void> {
  const st = useApp.getState();
  switch (e.event) {
    case 'stopped':
      return onStopped(e.body as unknown as StoppedBody);
    case 'output':
      st.setDebug({ debugOutput: st.debugOutput + String(e.body?.output ?? '') });
      return;
    case 'lispwright/result': {
      const result = e.body as unknown as RunResult;
      if (target) {
        st.finishRun({ result, docId: target.docId, testCount: target.testCount, plotExpr: null });
        markRunError(result, target.docId, target.file);
      }
      return;
    }
    case 'terminated':
      finish();
      return;
    default:
      return;
  }
}

async function onStopped(body: StoppedBody): Promise<void> {
  const s = session;
  if (!s) return;
  const lw = body.lispwright ?? {};
  stopSpan = lw.span ? { ...lw.span, phase: lw.phase ?? 'before' } : null;
  useApp.getState().setDebug({
    debugPhase: 'stopped',
    stop: { reason: body.reason, description: body.description ?? body.reason, ...(lw.phase ? { phase: lw.phase } : {}), ...(body.text ? { error: body.text } : {}) },
    expanded: {},
  });
  try {
    const trace = await s.request<{ stackFrames: Array<{ id: number; name: string; line: number; column: number; endLine?: number; endColumn?: number; source?: { name?: string } }> }>('stackTrace', { threadId: 1 });
    const frames: DebugFrame[] = trace.stackFrames.map((f) => ({
      id: f.id,
      name: f.name,
      line: f.line,
      column: f.column,
      ...(f.endLine ? { endLine: f.endLine } : {}),
      ...(f.endColumn ? { endColumn: f.endColumn } : {}),
      ...(f.source?.name ? { file: f.source.name } : {}),
    }));
    useApp.getState().setDebug({ frames });
    await selectFrame(0);
    await showDrawingAtStop();
  } catch (e) {
    useApp.getState().notify('error', `Reading the stop failed: ${(e as Error).message}`);
  }
}

/** Show frame `index`: its variables, the watches evaluated in it, and its place in the editor. */
export async function selectFrame(index: number): Promise<void> {
  const s = session;
  const frame = useApp.getState().frames[index];
  if (!s || !frame) return;
  useApp.getState().setDebug({ frameIndex: index });
  const { scopes } = await s.request<{ scopes: Array<{ name: string; variablesReference: number }> }>('scopes', { frameId: frame.id });
  const withVars = await Promise.all(
    scopes.map(async (sc) => ({ name: sc.name, ref: sc.variablesReference, vars: await variables(sc.variablesReference) })),
  );
  useApp.getState().setDebug({ scopes: withVars });
  await refreshWatches();
  revealFrame(frame, index === 0);
}

async function variables(ref: number): Promise<DebugVar[]> {
  const s = session;
  if (!s) return [];
  const { variables } = await s.request<{ variables: Array<{ name: string; value: string; type?: string; variablesReference: number }> }>('variables', { variablesReference: ref });
  return variables.map((v) => ({ name: v.name, value: v.value, ...(v.type ? { type: v.type } : {}), ref: v.variablesReference }));
}

/** Open a value into its parts (list elements, an entity's DXF groups, a selection's members). */
export async function expandValue(ref: number): Promise<void> {
  const st = useApp.getState();
  if (st.expanded[ref]) {
    const next = { ...st.expanded };
    delete next[ref];
    st.setDebug({ expanded: next });
    return;
  }
  const kids = await variables(ref).catch(() => []);
  useApp.getState().setDebug({ expanded: { ...useApp.getState().expanded, [ref]: kids } });
}

export async function refreshWatches(): Promise<void> {
  const s = session;
  const st = useApp.getState();
  const frame = st.frames[st.frameIndex];
  if (!s || !frame || st.debugPhase !== 'stopped') return;
  const out: Record<string, { value: string; error?: boolean; ref: number }> = {};
  for (const w of st.watches) {
    try {
      const r = await s.request<{ result: string; variablesReference: number }>('evaluate', { expression: w, frameId: frame.id, context: 'watch' });
      out[w] = { value: r.result, ref: r.variablesReference };
    } catch (e) {
      out[w] = { value: (e as Error).message, error: true, ref: 0 };
    }
  }
  useApp.getState().setDebug({ watchValues: out });
}

export async function addWatch(expr: string): Promise<void> {
  useApp.getState().addWatch(expr);
  await refreshWatches();
}

function revealFrame(frame: DebugFrame, innermost: boolean): void {
  const t = target;
  if (!t || (frame.file && frame.file !== t.file) || frame.line < 1) return;
  const sp = innermost && stopSpan && stopSpan.file === t.file ? stopSpan : null;
  const loc = sp
    ? { line: sp.line, column: sp.col, ...(sp.endLine ? { endLine: sp.endLine } : {}), ...(sp.endCol ? { endColumn: sp.endCol } : {}), after: sp.phase === 'after' }
    : { line: frame.line, column: frame.column, ...(frame.endLine ? { endLine: frame.endLine } : {}), ...(frame.endColumn ? { endColumn: frame.endColumn } : {}) };
  const st = useApp.getState();
  if (st.activeId !== t.docId) st.setActive(t.docId);
  editorService().showDebugLocation(t.docId, loc);
  editorService().reveal(t.docId, { line: sp?.phase === 'after' && sp.endLine ? sp.endLine : loc.line, column: loc.column });
}

async function showDrawingAtStop(): Promise<void> {
  const s = session;
  if (!s) return;
  const d = await s.request<{ after: DrawingSnapshot; diff: DrawingDiff }>('lispwright/drawing').catch(() => null);
  if (!d) return;
  const st = useApp.getState();
  st.setDebug({ drawingOverride: { kind: 'debug', label: 'the drawing at this stop', before: st.drawing?.snapshot ?? null, after: d.after, diff: d.diff } });
  if (st.rightTab === 'before') st.setRightTab('after');
}

function finish(): void {
  const s = session;
  session = null;
  s?.end();
  if (target) editorService().showDebugLocation(target.docId, null);
  stopSpan = null;
  const st = useApp.getState();
  st.setDebug({ debugPhase: 'idle', stop: null, frames: [], scopes: [], expanded: {}, drawingOverride: null });
  target = null;
}
