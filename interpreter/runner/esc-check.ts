/*
 * The Esc robustness check: run the command once normally to count its prompts, then once per
 * prompt with Esc pressed there, and compare the drawing and the system variables with the
 * drawing the command started from. A command passes when every Esc ended in "Function
 * cancelled" and its *error* handler put back every system variable and left the drawing as it
 * was (the classic failure: OSMODE left at 0). Esc at a dialog presses its Cancel button, so
 * there the command may also end normally, as long as it leaves nothing behind. Works with any
 * runner: in-process or the pool.
 */
import { isDialogPrompt } from '../dialogs/session.js';
import { SELF_CHANGING_SYSVARS } from '../drawing/sysvar-table.js';
import type { EscCheckReport, EscCheckStep, RunRequest, RunResult } from './contract.js';

export type RunFn = (req: RunRequest) => RunResult | Promise<RunResult>;

export async function escCheck(req: RunRequest, run: RunFn): Promise<EscCheckReport> {
  const command = req.call ?? req.entry ?? req.files[0]?.name ?? '';
  const normal = await run({ ...req, escAtPrompt: undefined, assertions: [] });
  const asked = normal.promptsAsked ?? [];
  const report: EscCheckReport = { command, prompts: asked.length, steps: [], passed: true };
  if (normal.stage !== 'ok') {
    report.passed = false;
    report.error = `the command does not run normally (${normal.stage}: ${normal.error?.message ?? ''})`;
    return report;
  }
  for (let n = 1; n <= asked.length; n++) {
    const r = await run({ ...req, escAtPrompt: n, assertions: [] });
    const message = r.error?.message ?? (r.ok ? '(finished without the cancel)' : '');
    const sysvarsNotRestored = (r.diff?.sysvars ?? []).filter((v) => !SELF_CHANGING_SYSVARS.has(v.name.toUpperCase()));
    const s = r.diff?.summary;
    const drawingChanges = s ? s.added + s.deleted + s.modified + (r.diff?.tables.length ?? 0) : 0;
    const label = asked[n - 1] ?? '';
    const ended = (r.stage === 'execution' && message === 'Function cancelled') || (isDialogPrompt(label) && r.stage === 'ok');
    const step: EscCheckStep = {
      prompt: n,
      label,
      stage: r.stage,
      message,
      handledByUser: r.error?.handledByUser ?? false,
      sysvarsNotRestored,
      drawingChanges,
      passed: ended && sysvarsNotRestored.length === 0 && drawingChanges === 0,
    };
    report.steps.push(step);
    if (!step.passed) report.passed = false;
  }
  return report;
}

/** The report as lines for people (CLI, agent transcripts). */
export function formatEscCheck(r: EscCheckReport): string {
  const lines = [`Esc check of ${r.command}: ${r.prompts} prompt${r.prompts === 1 ? '' : 's'}`];
  if (r.error) lines.push(`  ${r.error}`);
  for (const s of r.steps) {
    const problems: string[] = [];
    const dialogClosed = isDialogPrompt(s.label) && s.stage === 'ok';
    if (s.message !== 'Function cancelled' && !dialogClosed) problems.push(`ended with "${s.message}"`);
    for (const v of s.sysvarsNotRestored) problems.push(`${v.name} left at ${v.after} (was ${v.before})`);
    if (s.drawingChanges) problems.push(`${s.drawingChanges} drawing change${s.drawingChanges === 1 ? '' : 's'} left`);
    lines.push(`  Esc at prompt ${s.prompt} (${s.label}): ${s.passed ? 'restored' : problems.join('; ')}`);
  }
  lines.push(r.passed ? 'PASS: every Esc left the drawing and system variables as they were' : 'FAIL: Esc leaves changes behind');
  return lines.join('\n');
}
