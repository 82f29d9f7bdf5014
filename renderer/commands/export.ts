/*
 * Verified Export: allowed only when the active document's current text hashes to the last run's
 * codeHash and that run verifies (see verify/export-gate.ts). The host re-runs the same case (the
 * command, inputs, assertions, expected effect and error) on the same drawing and writes the
 * header and the NAME.verify.json sidecar; the drafter confirms calls outside the drawing and the
 * replacing of an existing file (verify/export-flow.ts).
 */
import { host } from '../app/host.js';
import { editorService } from '../editor/editor-service.js';
import { codeHash } from '../verify/code-hash.js';
import { exportFlow, exportOutcomeText, type Confirm } from '../verify/export-flow.js';
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
    const req = {
      document: documentOf(meta),
      run: last.result,
      ...(last.case ? { case: last.case } : {}),
      ...(last.drawingId ? { drawingId: last.drawingId } : {}),
      testsPassed: gate.testsPassed,
      testsTotal: last.testCount,
      drawingName: st.drawing?.name ?? 'a new empty drawing',
      openPaths: st.docs.filter((d) => d.id !== meta.id && d.path).map((d) => d.path!),
    };
    const said = exportOutcomeText(await exportFlow(host(), req, gate.screening, confirm));
    if (said) st.notify(said.tone, said.text);
  } catch (e) {
    st.notify('error', `Export failed: ${(e as Error).message}`);
  }
}
