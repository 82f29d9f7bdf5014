/*
 * Verified Export: allowed only when the active document's current text hashes to the last
 * passing run's codeHash and every test case of that run passed (see verify/export-gate.ts).
 */
import { host } from '../app/host.js';
import { editorService } from '../editor/editor-service.js';
import { codeHash } from '../verify/code-hash.js';
import { exportGate, type GateResult } from '../verify/export-gate.js';
import { activeDoc } from '../store/documents.js';
import { useApp } from '../store/index.js';
import { documentOf } from './documents.js';

export async function currentGate(): Promise<GateResult> {
  const st = useApp.getState();
  const meta = activeDoc(st);
  if (!meta) return { ok: false, reasons: ['No document is open.'] };
  const last = st.lastRun && st.lastRun.docId === meta.id ? st.lastRun : null;
  const hash = await codeHash([{ name: meta.name, text: editorService().getText(meta.id) }]);
  return exportGate({ currentHash: hash, lastRun: last?.result ?? null, testCount: last?.testCount ?? 0 });
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
    const req = { document: documentOf(meta), run: st.lastRun.result, testsPassed: gate.testsPassed, testsTotal: st.lastRun.testCount, drawingName: st.drawing?.name ?? 'empty drawing' };
    const res = await host().exportVerified(req);
    if (res.ok) st.notify('info', `Exported verified script to ${res.path}`);
    else if (!('cancelled' in res)) st.notify('error', `Export refused: ${res.reason}`);
  } catch (e) {
    st.notify('error', `Export failed: ${(e as Error).message}`);
  }
}
