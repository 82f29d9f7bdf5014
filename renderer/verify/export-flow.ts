/*
 * The drafter's side of Verified Export, for the workbench and the agent's final card alike: a
 * script that acts outside the drawing is exported only after the drafter confirms a dialog that
 * lists each such call, and an existing file is replaced only after the drafter says so. The host
 * re-runs and judges the case itself; this only asks the questions the host cannot.
 */
import type { ExportRequest, ExportResult, HostApi } from '../../electron/shared/contract.js';
import { isWouldReplace } from '../../electron/shared/contract.js';
import { findingText } from '../../interpreter/index.js';
import type { ScreeningFinding } from '../../interpreter/runner/contract.js';
import { askConfirm } from '../panels/confirm.js';

/** A yes/no question; the default is the workbench's own dialog (panels/confirm.ts). */
export type Confirm = (message: string, title?: string) => boolean | Promise<boolean>;

const pageConfirm: Confirm = (message, title = 'Export Verified') => askConfirm({ title, message, confirmLabel: title === 'Replace the existing file?' ? 'Replace' : 'Export' });

/** The question for calls outside the drawing, listing each one. */
export function outsideQuestion(findings: readonly ScreeningFinding[]): string {
  return [
    'This script acts outside the drawing in AutoCAD:',
    ...findings.map((f) => `  • ${findingText(f)}`),
    '',
    'A run in Lispwright cannot show what these calls do on a drafter’s machine. Export it anyway?',
  ].join('\n');
}

export async function exportFlow(h: Pick<HostApi, 'exportVerified'>, req: ExportRequest, findings: readonly ScreeningFinding[], confirm: Confirm = pageConfirm): Promise<ExportResult> {
  let r = req;
  if (findings.length) {
    if (!(await confirm(outsideQuestion(findings), 'Acts outside the drawing'))) return { ok: false, cancelled: true };
    r = { ...r, confirmed: [...new Set(findings.map((f) => f.name.toLowerCase()))] };
  }
  const first = await h.exportVerified(r);
  if (first.ok || !isWouldReplace(first)) return first;
  const question = `${first.wouldReplace} already exists. Replace it${first.wouldReplace === first.path ? ' and its .verify.json' : ''}?`;
  if (!(await confirm(question, 'Replace the existing file?'))) return { ok: false, cancelled: true };
  return h.exportVerified({ ...r, path: first.path, overwrite: true });
}

/** The words for an export's outcome (empty for a cancelled one). */
export function exportOutcomeText(r: ExportResult): { tone: 'info' | 'error'; text: string } | null {
  if (r.ok) return { tone: 'info', text: `Exported verified script to ${r.path} (case: ${r.sidecar})` };
  if ('cancelled' in r) return null;
  if ('openInTab' in r) return { tone: 'error', text: `Not exported: ${r.openInTab} is open in a tab. Close that tab or choose another name.` };
  if (isWouldReplace(r)) return { tone: 'error', text: `Not exported: ${r.wouldReplace} exists.` };
  return { tone: 'error', text: `Export refused: ${r.reason}` };
}
