/*
 * Verified Export: allowed only when the texts of every file the last run read (the document,
 * and in a project the files it loaded: RunResult.codeFiles) hash to that run's codeHash and that
 * run verifies (see verify/export-gate.ts). The host re-runs the same case (the files, preloads,
 * command, inputs, assertions, expected effect and error) on the same drawing and writes the
 * header and the NAME.verify.json sidecar; the drafter confirms calls outside the drawing and the
 * replacing of an existing file (verify/export-flow.ts).
 */
import type { ExportRequest, SourceFile } from '../../electron/shared/contract.js';
import { host } from '../app/host.js';
import { currentCodeFiles } from '../project/project-run.js';
import { codeHash } from '../verify/code-hash.js';
import { exportFlow, exportOutcomeText, type Confirm } from '../verify/export-flow.js';
import { exportGate, type GateResult } from '../verify/export-gate.js';
import { activeDoc, type DocMeta } from '../store/documents.js';
import { useApp } from '../store/index.js';
import { documentOf } from './documents.js';

/** The code files of the document's last run with their texts now (null: one is gone). */
async function codeFilesNow(meta: DocMeta): Promise<SourceFile[] | null> {
  const last = useApp.getState().lastRun;
  const names = last && last.docId === meta.id ? (last.result.codeFiles ?? [last.entry ?? meta.name]) : [meta.name];
  return currentCodeFiles(meta, names);
}

export async function currentGate(): Promise<GateResult & { loaded?: string[] }> {
  const st = useApp.getState();
  const meta = activeDoc(st);
  if (!meta) return { ok: false, reasons: ['No document is open.'] };
  const last = st.lastRun && st.lastRun.docId === meta.id ? st.lastRun : null;
  const files = await codeFilesNow(meta);
  const hash = files ? await codeHash(files) : null;
  const gate = exportGate({ currentHash: hash, lastRun: last?.result ?? null, testCount: last?.testCount ?? 0 });
  const loaded = (last?.result.codeFiles ?? []).slice(1);
  return gate.ok && loaded.length ? { ...gate, loaded } : gate;
}

export async function exportVerified(confirm?: Confirm): Promise<void> {
  const st = useApp.getState();
  const meta = activeDoc(st);
  const gate = await currentGate();
  const last = st.lastRun;
  if (!meta || !gate.ok || !last) {
    st.notify('error', `Export Verified is not available: ${gate.ok ? 'no run' : gate.reasons.join(' ')}`);
    return;
  }
  try {
    const files = (await codeFilesNow(meta)) ?? [];
    const req: ExportRequest = {
      document: documentOf(meta),
      run: last.result,
      ...(last.case ? { case: last.case } : {}),
      ...(last.drawingId ? { drawingId: last.drawingId } : {}),
      testsPassed: gate.testsPassed,
      testsTotal: last.testCount,
      drawingName: st.drawing?.name ?? 'a new empty drawing',
      openPaths: st.docs.filter((d) => d.id !== meta.id && d.path).map((d) => d.path!),
      ...(files.length > 1 ? { files: files.slice(1) } : {}),
      ...(last.preload?.length ? { preload: last.preload } : {}),
    };
    // the host picks the place (its save dialog; browser mode: NAME.verified.lsp in the workspace)
    const said = exportOutcomeText(await exportFlow(host(), req, gate.screening, confirm));
    if (said) st.notify(said.tone, said.text);
  } catch (e) {
    st.notify('error', `Export failed: ${(e as Error).message}`);
  }
}
