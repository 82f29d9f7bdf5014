/*
 * Export Verified, Save and the verification badge. Export is enabled only when the exact text in
 * the editor is the text of the last run of this document and that run verifies by the one rule
 * (calls outside the drawing are confirmed in the export dialog); otherwise the button says why.
 * Save is always available.
 */
import { useEffect, useState } from 'react';
import { saveActive } from '../commands/documents.js';
import { currentGate, exportVerified } from '../commands/export.js';
import { subscribeEditorChanges } from '../editor/editor-service.js';
import { useApp } from '../store/index.js';
import type { GateResult } from '../verify/export-gate.js';
import { VerificationBadge } from './VerificationBadge.js';

export function ExportButton() {
  const activeId = useApp((s) => s.activeId);
  const lastRun = useApp((s) => s.lastRun);
  const [gate, setGate] = useState<GateResult & { loaded?: string[] }>({ ok: false, reasons: ['Run the script first: nothing has been verified yet.'] });
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (): void => {
      void currentGate().then((g) => {
        if (alive) setGate(g);
      });
    };
    check();
    const off = subscribeEditorChanges((id) => {
      if (id !== activeId) return;
      clearTimeout(timer);
      timer = setTimeout(check, 150);
    });
    return () => {
      alive = false;
      clearTimeout(timer);
      off();
    };
  }, [activeId, lastRun]);
  const loaded = gate.ok ? (gate.loaded ?? []) : [];
  const why = gate.ok
    ? `Export this exact text (verified, ${gate.testsPassed} test case(s) passed${loaded.length ? `; the verification covers the ${loaded.length} file(s) it loaded: ${loaded.join(', ')}` : ''}${gate.screening.length ? `; you will be asked to confirm ${gate.screening.length} call(s) outside the drawing` : ''})`
    : gate.reasons.join('\n');
  return (
    <div className="export">
      <VerificationBadge gate={gate} loaded={loaded} />
      <button type="button" onClick={() => void saveActive(false)} disabled={!activeId} title="Save (Ctrl+S)">
        Save
      </button>
      <button type="button" className={gate.ok ? 'primary' : ''} onClick={() => void exportVerified()} disabled={!gate.ok} title={why} aria-describedby="export-why" data-testid="export-verified">
        ✓ Export Verified
      </button>
      <span id="export-why" className="sr-only">
        {why}
      </span>
    </div>
  );
}
