/*
 * What `lispwright agent` runs code with and how it finds drawings. Until the runner (`runRequest`)
 * is on main, runs happen in-process: the language core plus the drawing database's DrawingPort
 * (no scripted input or sandboxed files yet). Swapping in the runner changes this file only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Interp, prin1, wasHandledByUser, type LispError } from '../../interpreter/index.js';
import { drawingFactory } from '../../interpreter/drawing/index.js';
import type { AssertionResult, DrawingSource, RunError, RunResult } from '../../interpreter/runner/contract.js';
import { codeHashOf } from '../../agent/code-hash.js';
import type { RunLisp } from '../../agent/ports.js';

const SAMPLES_DIR = 'assets/drawings';

/** A DXF path, or the name of a sample drawing in assets/drawings. */
export function loadDrawing(arg: string | undefined, cwd = process.cwd()): { source: DrawingSource; name: string } {
  if (!arg) return { source: { kind: 'empty' }, name: 'empty drawing' };
  const candidates = [arg, join(cwd, SAMPLES_DIR, arg), join(cwd, SAMPLES_DIR, `${arg}.dxf`)];
  const path = candidates.find((p) => existsSync(p));
  if (!path) throw new Error(`cannot find the drawing ${arg} (a .dxf path or a sample name from ${SAMPLES_DIR})`);
  return { source: { kind: 'dxf', name: basename(path), text: readFileSync(path, 'utf8') }, name: basename(path) };
}

function toRunError(e: LispError): RunError {
  const err: RunError = { message: e.message, stack: (e.frames ?? []).map((f) => ({ name: f.name, args: f.args, ...(f.span ? { file: f.span.file, line: f.span.line, column: f.span.col } : {}) })) };
  if (e.span) Object.assign(err, { file: e.span.file, line: e.span.line, column: e.span.col });
  if (wasHandledByUser(e)) err.handledByUser = true;
  return err;
}

/**
 * In-process runs (interim, see the header): the language core plus the drawing database through
 * its DrawingPort, with before/after snapshots and the diff, as the runner will produce them.
 */
export function cliRunLisp(): RunLisp {
  return async (req) => {
    const started = performance.now();
    let output = '';
    const port = req.drawing?.kind === 'dxf' ? drawingFactory.fromDxf(req.drawing.text, req.drawing.name) : drawingFactory.empty();
    const drawingHash = port.hash();
    const ip = new Interp({ write: (t) => (output += t), sysvars: port.sysvars, services: port.services(), extraBuiltins: port.builtins, ...(req.budget ? { budget: req.budget } : {}) });
    const before = port.snapshot();
    let failed: LispError | undefined;
    let value = '';
    const step = (text: string, file: string) => {
      const r = ip.runText(text, file);
      if (!r.ok) failed = r.error;
      else value = prin1(r.value);
      return r.ok;
    };
    for (const f of req.files) if (!step(f.text, f.name)) break;
    if (!failed && req.call) step(`(${req.call})`, '<call>');
    let assertions: AssertionResult[] | undefined;
    if (!failed && req.assertions?.length)
      assertions = req.assertions.map((expr) => {
        const r = ip.runText(expr, '<assert>');
        return r.ok ? { expr, passed: r.value !== null, value: prin1(r.value) } : { expr, passed: false, value: '', error: r.error?.message ?? 'error' };
      });
    const after = port.snapshot();
    return {
      ok: !failed,
      stage: !failed ? 'ok' : failed.kind === 'syntax' ? 'syntax' : failed.code === 'budgetExhausted' ? 'budget' : 'execution',
      output: output ? [{ kind: 'text', text: output }] : [],
      value: failed ? '' : value,
      steps: ip.steps,
      elapsedMs: performance.now() - started,
      diff: port.diff(before, after),
      files: [],
      inputsUsed: 0,
      inputsLeft: req.inputs?.length ?? 0,
      unansweredPrompts: [],
      sandboxRefused: [],
      codeHash: codeHashOf(req.files),
      drawingHash,
      ...(assertions ? { assertions } : {}),
      ...(failed ? { error: toRunError(failed) } : {}),
      ...(req.wantSnapshots ? { before: port.toUi(before), after: port.toUi(after) } : {}),
    } satisfies RunResult;
  };
}
