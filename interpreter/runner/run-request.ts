/*
 * runRequest: one RunRequest in, one RunResult out, in-process and synchronous. The worker, the
 * CLI and tests all go through here. A run gets a fresh interpreter (with the builtin registry's
 * families, families.ts), drawing port, input queue, file overlay and environment, so nothing
 * leaks from one run to the next.
 *
 * Order: open the drawing; read the entry and the preloads (reader errors stop the run as stage
 * 'syntax' before anything is evaluated); snapshot; evaluate the preloads in order, the entry
 * file, then `call`; evaluate the assertions (muted, own budget, *error* not involved); snapshot
 * and diff; hash the files the run read (codeHash: the entry, the preloads, then what it loaded).
 */
import type { LispError } from '../core/errors.js';
import { formatMessage } from '../core/messages.js';
import { prin1, printBounded } from '../core/printer.js';
import { Cons, resetAddresses, type Value } from '../core/values.js';
import type { Interp } from '../eval/interp.js';
import { readAll } from '../reader/reader.js';
import type { BuiltinDef } from '../builtins/registry.js';
import type { DebugHooks } from '../eval/debug-hooks.js';
import type { AssertionResult, RunRequest, RunResult } from './contract.js';
import type { DrawingPort } from '../ports/drawing.js';
import type { DrawingState } from '../ports/snapshot.js';
import { openDrawing, type DrawingResolvers } from './drawing-source.js';
import { failedResult, stageOf, toRunError } from './result.js';
import type { Asker } from '../ports/ask.js';
import { buildRun } from './run-context.js';
import { codeHashOf } from './code-hash.js';
import { checkEffect } from './effect-check.js';
import { screenFiles } from './screening.js';
import { snapshotDelta } from './snapshot-delta.js';
import { verifyRun } from './verification.js';
import { sha256Hex } from './sha256.js';
import type { OutputListener, Transcript } from './transcript.js';
import { validateRunRequest } from './validate.js';

export interface RunnerDeps extends DrawingResolvers {
  /** a ready drawing for this run (overrides req.drawing); it must be fresh, the run changes it */
  port?: DrawingPort;
  /** the hash of `port`'s contents when the caller already knows it */
  drawingHash?: string;
  /** shared cancel flag (slot 0 non-zero stops the run) */
  cancelFlag?: Int32Array;
  /** deepest user-function nesting (raise it where the stack is larger, e.g. in the worker) */
  maxDepth?: number;
  /** allocation budget in estimated bytes (default DEFAULT_MEMORY_BUDGET) */
  memoryBudget?: number;
  /** sha-256 hex of a text (default: the pure TS one) */
  hash?: (text: string) => string;
  /** a millisecond clock for elapsedMs */
  now?: () => number;
  outputCap?: number;
  /** extra builtin families for this host (tests, embedding), on top of the registry's (families.ts) */
  extraBuiltins?: ReadonlyArray<readonly BuiltinDef[]>;
  /** how an interactive run (req.interactive) asks the host; none: unanswered prompts stay unanswered */
  asker?: Asker;
  /** a debugger (a debug run: forms compile into instrumented closures) */
  debug?: DebugHooks;
  /** the transcript to print into (a debug session listens to it); default a fresh one */
  transcript?: Transcript;
  /** told of every piece of output as it is recorded (after the cap: what the result's output holds) */
  onOutput?: OutputListener;
  /** called about every 65k steps while the program runs (Interp's onPoll) */
  onPoll?: () => void;
  /** filled with where the run's time went (ms): evaluating, and comparing the drawing after it */
  phases?: { evaluate?: number; diff?: number };
}

export interface RunOutcome {
  result: RunResult;
  /** the drawing after the run (to write it out as DXF, or keep it) */
  port: DrawingPort | undefined;
}

/**
 * The longest `value` a RunResult carries: the last value's prin1, cut with "..." past this many
 * characters (a value nested millions deep, or shared with itself, still ends the run normally).
 */
export const MAX_VALUE_CHARS = 1_000_000;

/** Steps each assertion may take on top of the run's. */
export const ASSERTION_BUDGET = 5_000_000;
/** performance.now where there is one, looked up when first read (in Node the global's getter loads a module). */
const clock = (): number => {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf ? perf.now() : Date.now();
};

export function runRequest(req: RunRequest, deps: RunnerDeps = {}): RunResult {
  return runRequestDetailed(req, deps).result;
}

/** Run a request; a malformed one throws a RequestError naming the field (validate.ts) before anything runs. */
export function runRequestDetailed(req: RunRequest, deps: RunnerDeps = {}): RunOutcome {
  validateRunRequest(req);
  const now = deps.now ?? clock;
  const started = now();
  const hash = deps.hash ?? sha256Hex;
  const finish = (r: RunResult, port: DrawingPort | undefined): RunOutcome => {
    stamped(req, r);
    r.elapsedMs = Math.round((now() - started) * 1000) / 1000;
    return { result: r, port };
  };
  const entryName = req.entry ?? req.files[0]?.name;
  const entry = req.files.find((f) => f.name === entryName);
  if (!entry) return finish(failedResult('execution', formatMessage('entryMissing', entryName ?? ''), codeHashOf(req.files, hash)), undefined);
  const missing = (req.preload ?? []).find((n) => !req.files.some((f) => f.name === n));
  if (missing !== undefined) return finish(failedResult('execution', formatMessage('entryMissing', missing), codeHashOf(req.files, hash)), undefined);
  // what a run that reads nothing but its entry (and preloads) is hashed over; runs extend it
  const codeHash = codeHashOf(codeFilesOf(req, entry.name, []), hash);

  let port: DrawingPort | undefined;
  try {
    port = deps.port ?? openDrawing(req.drawing, deps);
  } catch (e) {
    const r = failedResult('syntax', formatMessage('drawingUnreadable', e instanceof Error ? e.message : String(e)), codeHash);
    if (r.error && req.drawing && req.drawing.kind !== 'empty') r.error.file = 'name' in req.drawing ? req.drawing.name : req.drawing.id;
    return finish(r, undefined);
  }
  try {
    return finish(execute(req, deps, entry.name, codeHash, port, hash), port);
  } catch (e) {
    // A bug in a builtin or the host code: report it, never throw out of a run.
    return finish(failedResult('internal', `internal error: ${e instanceof Error ? e.message : String(e)}`, codeHash), port);
  }
}

/** The files a result's code hash covers: the entry, the preloads, then the other files read, each once. */
function codeFilesOf(req: RunRequest, entryName: string, read: ReadonlyArray<{ name: string }>): Array<{ name: string; text: string }> {
  const byName = new Map(req.files.map((f) => [f.name, f]));
  const names = [entryName, ...(req.preload ?? []), ...read.map((f) => f.name)];
  const seen = new Set<string>();
  const out: Array<{ name: string; text: string }> = [];
  for (const n of names) {
    if (seen.has(n)) continue;
    seen.add(n);
    const f = byName.get(n);
    if (f) out.push(f);
  }
  return out;
}

function execute(req: RunRequest, deps: RunnerDeps, entryName: string, codeHash: string, port: DrawingPort | undefined, hash: (s: string) => string): RunResult {
  // the drawing as opened: what a caller's snapshotBase names
  const opened: DrawingState | undefined = req.wantSnapshots && req.snapshotBase ? port?.snapshot() : undefined;
  resetAddresses();
  const { ip, transcript, report, fs } = buildRun(req, deps, port);
  const base = {
    codeHash,
    drawingHash: deps.drawingHash ?? port?.hash() ?? sha256Hex(''),
    files: [] as RunResult['files'],
    elapsedMs: 0,
  };
  // Read the entry and the preloads first: a reader error there stops the run before it starts.
  // Other files are read when the run loads them (a project folder may hold a broken scratch file).
  const formsOf = new Map<string, Value[]>();
  const preloads = req.preload ?? [];
  for (const f of req.files) {
    if (f.name !== entryName && !preloads.includes(f.name)) continue;
    try {
      formsOf.set(f.name, readAll(f.text, { file: f.name, intern: (n) => ip.intern(n) }));
    } catch (e) {
      const err = ip.normalize(e);
      return { ...base, ...report(), ok: false, stage: 'syntax', value: '', error: toRunError(err), steps: 0 };
    }
  }

  const before: DrawingState | undefined = port?.snapshot();
  const now = deps.now ?? clock;
  const evaluating = now();
  // the project's earlier files, in order (Load Project), then the entry
  let outcome = ip.runForms([]);
  for (const name of preloads) {
    outcome = ip.runForms(formsOf.get(name) ?? []);
    if (!outcome.ok) break;
  }
  if (outcome.ok) outcome = ip.runForms(formsOf.get(entryName) ?? []);
  // Reactor callbacks run on these announcements; one that exhausts the budget ends the run there.
  const announce = (f: (() => void) | undefined): void => {
    try {
      f?.();
    } catch (e) {
      outcome = { ok: false, value: null, error: ip.normalize(e), steps: ip.steps };
    }
  };
  if (outcome.ok && req.call) {
    const form = callForm(ip, req.call);
    announce(port?.lispWillStart && (() => port!.lispWillStart!(prin1(form))));
    if (outcome.ok) {
      outcome = ip.runForms([form]);
      if (outcome.ok) announce(port?.lispEnded && (() => port!.lispEnded!()));
      else if (stageOf(outcome.error as LispError) === 'execution') announce(port?.lispCancelled && (() => port!.lispCancelled!()));
    }
  }
  const steps = ip.steps;
  if (deps.phases) deps.phases.evaluate = now() - evaluating;
  // what the run itself called, before assertions and the plot can call anything
  const commandsCalled = [...ip.commandsCalled];
  const stage = outcome.ok ? 'ok' : stageOf(outcome.error as LispError);
  const evaluates = stage === 'ok' || stage === 'execution';
  const assertions = req.assertions?.length && evaluates ? runAssertions(ip, transcript, req.assertions) : undefined;
  const plot = req.plot?.trim() && evaluates ? runAssertions(ip, transcript, [req.plot.trim()])[0] : undefined;
  const result: RunResult = {
    ...base,
    ...report(),
    ok: outcome.ok && (assertions ?? []).every((a) => a.passed),
    stage,
    value: outcome.ok ? printBounded(outcome.value, true, MAX_VALUE_CHARS).text : '',
    steps,
    commandsCalled,
  };
  if (outcome.error) result.error = toRunError(outcome.error);
  if (assertions) result.assertions = assertions;
  const codeFiles = codeFilesOf(req, entryName, fs.readOrder);
  if (codeFiles.length > 1) {
    result.codeHash = codeHashOf(codeFiles, hash);
    result.codeFiles = codeFiles.map((f) => f.name);
  }
  if (plot) result.plot = { expr: plot.expr, value: plot.value, ...(plot.error ? { error: plot.error } : {}) };
  if (port?.report) Object.assign(result, port.report(ip));
  if (port && before) {
    const comparing = now();
    // A failure here is Lispwright's, not the script's: the run keeps its output, value and files.
    try {
      const after = port.snapshot();
      result.diff = port.diff(before, after);
      const effect = req.expect?.effect;
      const ui = req.wantSnapshots || effect ? { before: port.toUi(before), after: port.toUi(after) } : undefined;
      if (req.wantSnapshots && ui) {
        // the caller's drawing: as opened (most runs change nothing before their first form: then it is `before`)
        const base = opened && (ui.before.hash === req.snapshotBase ? ui.before : port.toUi(opened));
        if (base && base.hash === req.snapshotBase) result.snapshotDelta = snapshotDelta(base, ui.before, ui.after);
        else {
          result.before = ui.before;
          result.after = ui.after;
        }
      }
      if (effect && ui) result.effect = checkEffect(effect, ui.before, ui.after, result.diff);
    } catch (e) {
      result.ok = false;
      result.stage = 'internal';
      result.error = { message: formatMessage('internalError', `the drawing could not be compared after the run: ${e instanceof Error ? e.message : String(e)}`), stack: [] };
    }
    if (deps.phases) deps.phases.diff = now() - comparing;
  }
  return result;
}

/** Every result leaves with the text's screening and the rule's verdict for the request's case. */
function stamped(req: RunRequest, r: RunResult): RunResult {
  // screen the files the run read (a project's other files are only visible to it), else all it was given
  const read = r.codeFiles ?? [req.entry ?? req.files[0]?.name];
  const files = req.files.filter((f) => read.includes(f.name));
  r.screening ??= screenFiles(files.length ? files : req.files);
  r.verification = verifyRun(req, r);
  return r;
}

/** "c:movelines" calls the command; "(c:cmd 1 2)" is evaluated as written. */
function callForm(ip: Interp, call: string): Value {
  const t = call.trim();
  return t.startsWith('(') ? ip.readForm(t) : new Cons(ip.intern(t), null);
}

function runAssertions(ip: Interp, transcript: Transcript, exprs: readonly string[]): AssertionResult[] {
  transcript.muted = true;
  try {
    return exprs.map((expr) => {
      ip.budget = ip.steps + ASSERTION_BUDGET;
      try {
        const forms = readAll(expr, { file: '<assertion>', intern: (n) => ip.intern(n) });
        const r = ip.catchAll(() => {
          let v: Value = null;
          for (const f of forms) v = ip.evaluate(f);
          return v;
        });
        if (!r.ok) return { expr, passed: false, value: '', error: r.message };
        return { expr, passed: r.value !== null, value: printBounded(r.value, true, MAX_VALUE_CHARS).text };
      } catch (e) {
        return { expr, passed: false, value: '', error: ip.normalize(e).message };
      }
    });
  } finally {
    transcript.muted = false;
  }
}
