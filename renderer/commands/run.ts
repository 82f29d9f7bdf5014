/*
 * Run and Stop. A run sends the active document's exact editor text (that text's hash is what
 * Verified Export later compares), the chosen drawing, budget, scripted inputs, the command to
 * call, the document's test cases (assertions), the expected effect and error (the case the
 * verification rule checks) and the plot expression (evaluated after the assertions, never one).
 * A saved document runs in its project (project/project-run.ts): the folder's files with open
 * tabs' unsaved texts, lispwright.json's earlier files loaded first, its call and drawing;
 * open .dcl documents the script names (load_dialog "x" / "x.dcl") go with it as files. Runs
 * are interactive: a dialog, grread or a pick with no scripted answer is asked of the drafter.
 * A run error with a location is marked on its line in the editor.
 */
import type { RunRequest, RunResult } from '../../interpreter/runner/contract.js';
import { parseEffect, withSnapshots } from '../../interpreter/index.js';
import { host } from '../app/host.js';
import { editorService } from '../editor/editor-service.js';
import { isDclName } from '../editor/language/dcl-monarch.js';
import { validateInputs } from '../panels/inputs-validate.js';
import { projectRunOf } from '../project/project-run.js';
import { activeDoc } from '../store/documents.js';
import { useApp } from '../store/index.js';
import { drawingReady, loadProjectDrawing } from './drawings.js';
import { runCase } from '../tests/case-runner.js';

export { dialogFilesNamedIn } from '../project/project-run.js';

let runSeq = 0;

export type BuiltRun = { req: RunRequest; docId: string; testCount: number; plotExpr: string | null; warnings: string[]; drawingId?: string };

export async function buildRunRequest(): Promise<BuiltRun | { error: string }> {
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
  const project = await projectRunOf(meta);
  // the project's drawing, when nothing else is loaded yet
  if (project.drawing && !useApp.getState().drawing) await loadProjectDrawing(project.drawing);
  // a large drawing's entities may still be arriving: the result's changes apply to the whole snapshot
  await drawingReady();
  const now = useApp.getState();
  const req: RunRequest = {
    ...project.request,
    drawing: now.drawing ? { kind: 'snapshot', id: now.drawing.id } : { kind: 'empty' },
    budget: now.budget,
    inputs: inputs.inputs,
    wantSnapshots: true,
    // the page holds the loaded drawing: the result brings only what differs from it
    ...(now.drawing ? { snapshotBase: now.drawing.snapshot.hash } : {}),
    interactive: true,
  };
  const call = now.call.trim() || project.call;
  if (call) req.call = call;
  if (tests.length) req.assertions = tests;
  if (plotExpr) req.plot = plotExpr;
  const error = now.expectError.trim();
  if ((effect && effect.ok) || error) req.expect = { ...(effect?.ok ? { effect: effect.effect } : {}), ...(error ? { error } : {}) };
  return { req, docId: meta.id, testCount: tests.length, plotExpr, warnings: project.warnings, ...(now.drawing ? { drawingId: now.drawing.id } : {}) };
}

export async function runActive(): Promise<RunResult | null> {
  const st = useApp.getState();
  if (st.running || st.testingAll) return null;
  // a selected test case runs as that case (its drawing, expectations), judged like `lispwright test`
  const meta = activeDoc(st);
  const set = meta ? st.cases[meta.id] : undefined;
  if (meta && set && set.selected >= 0 && set.cases[set.selected]) {
    const o = await runCase(meta.id, set.selected, { interactive: true });
    return o?.result ?? null;
  }
  // the page's run in phases (the render bench reads these marks): started, answered, stored
  performance.mark('lw:run-started');
  st.startRun('pending');
  const built = await buildRunRequest().catch((e: unknown) => ({ error: `The run could not start: ${(e as Error).message}` }));
  if ('error' in built) {
    useApp.getState().failRun();
    useApp.getState().notify('error', built.error);
    return null;
  }
  for (const w of built.warnings) useApp.getState().notify('error', w);
  // the drawing the request's snapshotBase names: the result's changes are applied to it
  const base = built.req.snapshotBase ? useApp.getState().drawing?.snapshot : undefined;
  const runId = `run-${Date.now().toString(36)}-${++runSeq}`;
  st.startRun(runId);
  st.setBottomTab('output');
  editorService().clearErrors(built.docId);
  try {
    const answer = await host().run(built.req, runId);
    performance.mark('lw:run-answered');
    const result = withSnapshots(answer, base);
    useApp.getState().clearAsks();
    const { call, inputs, assertions, expect, entry, preload } = built.req;
    const caseOfRun = { ...(call ? { call } : {}), ...(inputs?.length ? { inputs } : {}), ...(assertions ? { assertions } : {}), ...(expect ? { expect } : {}) };
    useApp.getState().finishRun({
      result, docId: built.docId, testCount: built.testCount, plotExpr: built.plotExpr, case: caseOfRun,
      ...(built.drawingId ? { drawingId: built.drawingId } : {}), ...(entry ? { entry } : {}), ...(preload?.length ? { preload } : {}),
    });
    markRunError(result, built.docId, entry ?? built.req.files[0]!.name);
    performance.mark('lw:run-stored');
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
