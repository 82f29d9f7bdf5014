/*
 * Run and Stop. A run sends the active document's exact editor text (that text's hash is what
 * Verified Export later compares), the chosen drawing, budget, scripted inputs, the command to
 * call, the document's test cases (assertions), the expected effect and error (the case the
 * verification rule checks) and the plot expression (evaluated after the assertions, never one).
 * Open .dcl documents the script names (load_dialog "x" / "x.dcl") go with it as files. Runs
 * are interactive: a dialog or grread with no scripted answer is asked of the drafter.
 * A run error with a location is marked on its line in the editor.
 */
import type { RunRequest, RunResult } from '../../interpreter/runner/contract.js';
import { parseEffect } from '../../interpreter/index.js';
import { host } from '../app/host.js';
import { editorService } from '../editor/editor-service.js';
import { isDclName } from '../editor/language/dcl-monarch.js';
import { validateInputs } from '../panels/inputs-validate.js';
import { activeDoc } from '../store/documents.js';
import { useApp } from '../store/index.js';

let runSeq = 0;

export function buildRunRequest(): { req: RunRequest; docId: string; testCount: number; plotExpr: string | null; drawingId?: string } | { error: string } {
  const st = useApp.getState();
  const meta = activeDoc(st);
  if (!meta) return { error: 'Open or create a .lsp file to run.' };
  if (isDclName(meta.name)) return { error: `${meta.name} is a dialog file: it is previewed on the Dialog tab. Run the .lsp that loads it.` };
  const inputs = validateInputs(st.inputsText);
  if (!inputs.ok) return { error: `Scripted inputs: ${inputs.error}` };
  const tests = st.tests.map((t) => t.trim()).filter(Boolean);
  const effect = st.effectText.trim() ? parseEffect(st.effectText) : undefined;
  if (effect && !effect.ok) return { error: `Expected effect: ${effect.problems.join('; ')}` };
  const plotExpr = st.plotSource === 'expression' && st.plotExpr.trim() ? st.plotExpr.trim() : null;
  const text = editorService().getText(meta.id);
  const req: RunRequest = {
    files: [{ name: meta.name, text }, ...dialogFilesNamedIn(text, meta.id)],
    drawing: st.drawing ? { kind: 'snapshot', id: st.drawing.id } : { kind: 'empty' },
    budget: st.budget,
    inputs: inputs.inputs,
    wantSnapshots: true,
    interactive: true,
  };
  if (st.call.trim()) req.call = st.call.trim();
  if (tests.length) req.assertions = tests;
  if (plotExpr) req.plot = plotExpr;
  const error = st.expectError.trim();
  if ((effect && effect.ok) || error) req.expect = { ...(effect?.ok ? { effect: effect.effect } : {}), ...(error ? { error } : {}) };
  return { req, docId: meta.id, testCount: tests.length, plotExpr, ...(st.drawing ? { drawingId: st.drawing.id } : {}) };
}

/** Open .dcl documents whose name the script mentions in a string ("picker" or "picker.dcl"). */
export function dialogFilesNamedIn(text: string, except: string): Array<{ name: string; text: string }> {
  const lower = text.toLowerCase();
  return useApp
    .getState()
    .docs.filter((d) => d.id !== except && isDclName(d.name))
    .filter((d) => {
      const base = d.name.toLowerCase();
      return lower.includes(`"${base}"`) || lower.includes(`"${base.replace(/\.dcl$/, '')}"`) || lower.includes(`\\${base}"`);
    })
    .map((d) => ({ name: d.name, text: editorService().getText(d.id) }));
}

export async function runActive(): Promise<RunResult | null> {
  const st = useApp.getState();
  if (st.running) return null;
  const built = buildRunRequest();
  if ('error' in built) {
    st.notify('error', built.error);
    return null;
  }
  const runId = `run-${Date.now().toString(36)}-${++runSeq}`;
  st.startRun(runId);
  st.setBottomTab('output');
  editorService().clearErrors(built.docId);
  try {
    const result = await host().run(built.req, runId);
    useApp.getState().clearAsks();
    const { call, inputs, assertions, expect } = built.req;
    const runCase = { ...(call ? { call } : {}), ...(inputs?.length ? { inputs } : {}), ...(assertions ? { assertions } : {}), ...(expect ? { expect } : {}) };
    useApp.getState().finishRun({ result, docId: built.docId, testCount: built.testCount, plotExpr: built.plotExpr, case: runCase, ...(built.drawingId ? { drawingId: built.drawingId } : {}) });
    markRunError(result, built.docId, built.req.files[0]!.name);
    return result;
  } catch (e) {
    useApp.getState().clearAsks();
    useApp.getState().failRun();
    useApp.getState().notify('error', `The run could not start: ${(e as Error).message}`);
    return null;
  }
}

/** Mark a located error on its line (only when it is in the file that ran). */
export function markRunError(result: RunResult, docId: string, fileName: string): void {
  const err = result.error;
  if (!err || err.line === undefined || (err.file && err.file !== fileName)) return;
  editorService().markError(docId, { line: err.line, column: err.column, endLine: err.endLine, endColumn: err.endColumn }, err.message);
}

export async function stopRun(): Promise<void> {
  const id = useApp.getState().runId;
  if (id) await host().cancel(id);
}
