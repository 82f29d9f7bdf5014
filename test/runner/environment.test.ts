/*
 * The load-time environment through runRequest: reactor callbacks fired by simulated commands,
 * setvar and the request's call are listed in RunResult.reactions; a callback error is printed
 * and the run goes on; a runaway callback still ends at the step budget; DIESEL reads the run's
 * environment; MODEMACRO's status line is in the result.
 */
import { describe, expect, it } from 'vitest';
import { runRequest } from '../../interpreter/runner/run-request.js';
import { defaultDrawings } from '../../interpreter/runner/default-drawings.js';
import type { RunRequest, RunResult } from '../../interpreter/runner/contract.js';

const run = (text: string, extra: Partial<RunRequest> = {}): RunResult =>
  runRequest({ files: [{ name: 'main.lsp', text }], ...extra }, defaultDrawings ? { drawings: defaultDrawings } : {});
const printed = (r: RunResult): string => r.output.map((c) => c.text).join('');

describe('reactors in a run', () => {
  it('a command reactor runs when the script calls a simulated command, and the run result lists it', () => {
    const r = run(`
      (defun on-start (re p) (princ (strcat "\\nStart " (car p))))
      (vlr-command-reactor nil '((:vlr-commandWillStart . on-start) (:vlr-commandEnded . vlr-trace-reaction)))
      (defun c:mk () (command "_.-LAYER" "_M" "NEW" "") (princ))`, { call: 'c:mk' });
    expect(r.stage).toBe('ok');
    expect(printed(r)).toContain('\nStart -LAYER');
    expect(r.reactions).toEqual([
      { reactor: ':VLR-Command-Reactor', event: ':vlr-commandWillStart', callback: 'ON-START', args: ['#<VLR-Command-Reactor>', '("-LAYER")'], ok: true },
      { reactor: ':VLR-Command-Reactor', event: ':vlr-commandEnded', callback: 'VLR-TRACE-REACTION', args: ['#<VLR-Command-Reactor>', '("-LAYER")'], ok: true },
    ]);
  });
  it('a lisp reactor sees the request call start and end; a failing call is lispCancelled', () => {
    const src = `(vlr-lisp-reactor nil '((:vlr-lispWillStart . vlr-beep-reaction) (:vlr-lispEnded . vlr-beep-reaction) (:vlr-lispCancelled . vlr-beep-reaction)))
      (defun c:ok () (princ)) (defun c:bad () (/ 1 0))`;
    const ok = run(src, { call: 'c:ok' });
    expect(ok.reactions?.map((x) => `${x.event} ${x.args[1]}`)).toEqual([':vlr-lispWillStart ("(C:OK)")', ':vlr-lispEnded nil']);
    const bad = run(src, { call: 'c:bad' });
    expect(bad.error?.message).toBe('divide by zero');
    expect(bad.reactions?.map((x) => x.event)).toEqual([':vlr-lispWillStart', ':vlr-lispCancelled']);
  });
  it('an error in a callback is printed, recorded, and the setvar that fired it still happens', () => {
    const r = run(`(vlr-sysvar-reactor nil '((:vlr-sysVarChanged . no-such-fn))) (setvar "OSMODE" 0) (getvar "OSMODE")`);
    expect(r.stage).toBe('ok');
    expect(r.value).toBe('0');
    expect(printed(r)).toContain('; error: no function definition: NO-SUCH-FN');
    expect(r.reactions?.[0]).toMatchObject({ event: ':vlr-sysVarChanged', ok: false, error: 'no function definition: NO-SUCH-FN' });
    expect(r.diff?.sysvars.map((s) => s.name)).toEqual(['OSMODE']);
  });
  it('a callback that loops forever ends at the step budget like any script', () => {
    const r = run(`(defun spin (re p) (while T nil)) (vlr-sysvar-reactor nil '((:vlr-sysVarChanged . spin))) (setvar "OSMODE" 0) (princ "after")`, { budget: 200_000 });
    expect(r.stage).toBe('budget');
    expect(printed(r)).not.toContain('after');
  });
  it('a run without reactors has no reactions field', () => {
    expect(run('(+ 1 2)').reactions).toBeUndefined();
  });
});

describe('DIESEL and MODEMACRO in a run', () => {
  it('the load-time banner idiom returns the year string', () => {
    const r = run('(strcat "Loaded " (menucmd "M=$(edtime,0,yyyy)") " tools")');
    expect(r.value).toBe('"Loaded 2025 tools"');
  });
  it('$(getenv) reads the run environment', () => {
    const r = run('(menucmd "M=$(getenv,PROJECT)/$(getenv,none)")', { env: { project: 'P-17' } });
    expect(r.value).toBe('"P-17/"');
  });
  it('MODEMACRO set by the script is evaluated into the status line', () => {
    const r = run('(setvar "MODEMACRO" "Layer: $(getvar,clayer) | $(edtime,0,DD MON YYYY)") (princ)');
    expect(r.statusLine).toBe('Layer: 0 | 01 Jan 2025');
    expect(run('(princ)').statusLine).toBeUndefined();
  });
});

describe('layouts in a run', () => {
  it('the drawing views get the layouts and which layout each paper-space entity is on', () => {
    const r = run(`(setvar "CTAB" "Layout1") (entmake '((0 . "CIRCLE") (10 5.0 4.0 0.0) (40 . 1.0))) (setvar "CTAB" "Model")`, { wantSnapshots: true });
    expect(r.stage).toBe('ok');
    expect(r.after?.layouts).toEqual(['Layout1', 'Layout2']);
    const paper = r.after?.entities.filter((e) => e.layout === 'Layout1').map((e) => e.type);
    expect(paper).toEqual(['VIEWPORT', 'VIEWPORT', 'CIRCLE']);
    expect(r.diff?.summary.added).toBe(3);
    // CTAB/TILEMODE end where they began, so the diff shows no sysvar change
    expect(r.diff?.sysvars.map((s) => s.name)).not.toContain('CTAB');
  });
});

describe('smaller divergences found on real programs', () => {
  it('getpoint / getdist / getcorner take the prompt and the base point in either order', () => {
    const inputs = [{ string: '@5,0' }, { string: '@0,2' }, { string: '@3,4' }];
    const r = run(`(list (getpoint "\\nNext: " '(1 1)) (getcorner "\\nCorner: " '(10 10)) (getdist "\\nLength: " '(0 0)))`, { inputs });
    expect(r.value).toBe('((6.0 1.0 0.0) (10.0 12.0 0.0) 5.0)');
    expect(r.promptsAsked).toEqual(['Next:', 'Corner:', 'Length:']);
  });
});
