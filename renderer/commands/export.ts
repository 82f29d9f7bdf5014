/*
 * Verified Export: allowed only when the texts of every file the last passing run read (the
 * document, and in a project the files it loaded: RunResult.codeFiles) hash to that run's
 * codeHash and every test case of that run passed (see verify/export-gate.ts). Replacing an
 * existing file is asked first.
 */
import type { ExportRequest, SourceFile } from '../../electron/shared/contract.js';
import { isWouldReplace } from '../../electron/shared/contract.js';
import { host } from '../app/host.js';
import { askConfirm } from '../panels/confirm.js';
import { currentCodeFiles } from '../project/project-run.js';
import { codeHash } from '../verify/code-hash.js';
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

export async function exportVerified(): Promise<void> {
  const st = useApp.getState();
  const meta = activeDoc(st);
  const gate = await currentGate();
  if (!meta || !gate.ok || !st.lastRun) {
    st.notify('error', `Export Verified is not available: ${gate.ok ? 'no run' : gate.reasons.join(' ')}`);
    return;
  }
  try {
    const files = (await codeFilesNow(meta)) ?? [];
    const req: ExportRequest = { document: documentOf(meta), run: st.lastRun.result, testsPassed: gate.testsPassed, testsTotal: st.lastRun.testCount, drawingName: st.drawing?.name ?? 'empty drawing', files: files.slice(1) };
    // the host picks the place (its save dialog; browser mode: NAME.verified.lsp in the workspace)
    let res = await host().exportVerified(req);
    if (!res.ok && isWouldReplace(res)) {
      if (!(await askConfirm({ title: 'Replace the existing file?', message: `${res.wouldReplace} already exists. Export Verified would replace it.`, confirmLabel: 'Replace' }))) return;
      res = await host().exportVerified({ ...req, path: res.wouldReplace, overwrite: true });
    }
    if (res.ok) st.notify('info', `Exported verified script to ${res.path}`);
    else if ('reason' in res) st.notify('error', `Export refused: ${res.reason}`);
  } catch (e) {
    st.notify('error', `Export failed: ${(e as Error).message}`);
  }
}
