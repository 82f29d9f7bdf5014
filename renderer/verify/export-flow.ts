/*
 * The drafter's side of Verified Export, for the workbench and the agent's final card alike: a
 * script that acts outside the drawing is exported only after the drafter confirms a dialog that
 * lists each such call, and an existing file is replaced only after the drafter says so. The host
 * re-runs and judges the case itself; this only asks the questions the host cannot.
 */
import type { ExportRequest, ExportResult, HostApi } from '../../electron/shared/contract.js';
import { findingText } from '../../interpreter/index.js';
import type { ScreeningFinding } from '../../interpreter/runner/contract.js';

export type Confirm = (message: string) => boolean;

const browserConfirm: Confirm = (m) => window.confirm(m);

/** The question for calls outside the drawing, listing each one. */
export function outsideQuestion(findings: readonly ScreeningFinding[]): string {
  return [
    'This script acts outside the drawing in AutoCAD:',
    ...findings.map((f) => `  • ${findingText(f)}`),
    '',
    'A run in Lispwright cannot show what these calls do on a drafter’s machine. Export it anyway?',
  ].join('\n');
}

export async function exportFlow(h: Pick<HostApi, 'exportVerified'>, req: ExportRequest, findings: readonly ScreeningFinding[], confirm: Confirm = browserConfirm): Promise<ExportResult> {
  let r = req;
  if (findings.length) {
    if (!confirm(outsideQuestion(findings))) return { ok: false, cancelled: true };
    r = { ...r, confirmed: [...new Set(findings.map((f) => f.name.toLowerCase()))] };
  }
  const first = await h.exportVerified(r);
  if (first.ok || !('exists' in first)) return first;
  if (!confirm(`${first.exists} already exists. Replace it${first.exists === first.path ? ' and its .verify.json' : ''}?`)) return { ok: false, cancelled: true };
  return h.exportVerified({ ...r, path: first.path, overwrite: true });
}

/** The words for an export's outcome (empty for a cancelled one). */
export function exportOutcomeText(r: ExportResult): { tone: 'info' | 'error'; text: string } | null {
  if (r.ok) return { tone: 'info', text: `Exported verified script to ${r.path} (case: ${r.sidecar})` };
  if ('cancelled' in r) return null;
  if ('openInTab' in r) return { tone: 'error', text: `Not exported: ${r.openInTab} is open in a tab. Close that tab or choose another name.` };
  if ('exists' in r) return { tone: 'error', text: `Not exported: ${r.exists} exists.` };
  return { tone: 'error', text: `Export refused: ${r.reason}` };
}
