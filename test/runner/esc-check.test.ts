import { describe, expect, it } from 'vitest';
import { escCheck, formatEscCheck } from '../../interpreter/runner/esc-check.js';
import { runRequest } from '../../interpreter/runner/run-request.js';
import type { RunRequest } from '../../interpreter/runner/contract.js';
import { deps } from './run-helpers.js';

const run = (r: RunRequest) => runRequest(r, deps);

/** Two prompts; sets OSMODE to 0 while it asks. `handler` is the command's *error* body. */
const command = (handler: string) => `
(defun c:box (/ *error* oldos p1 p2)
  (defun *error* (msg) ${handler} (princ))
  (setq oldos (getvar "OSMODE"))
  (setvar "OSMODE" 0)
  (setq p1 (getpoint "\\nFirst corner: "))
  (setq p2 (getcorner p1 "\\nOther corner: "))
  (setvar "OSMODE" oldos)
  (princ))`;

const request = (text: string): RunRequest => ({
  files: [{ name: 'box.lsp', text }],
  call: 'c:box',
  inputs: [{ point: [0, 0] }, { point: [10, 5] }],
  drawing: { kind: 'dxf', name: 'd.dxf', text: '1A WALLS 0 0\n' },
});

describe('Esc check', () => {
  it('catches a command whose *error* forgets to restore OSMODE', async () => {
    const report = await escCheck(request(command('(princ msg)')), run);
    expect(report.prompts).toBe(2);
    expect(report.passed).toBe(false);
    expect(report.steps.map((s) => [s.label, s.message, s.handledByUser, s.passed])).toEqual([
      ['First corner:', 'Function cancelled', true, false],
      ['Other corner:', 'Function cancelled', true, false],
    ]);
    expect(report.steps[0]?.sysvarsNotRestored).toEqual([{ name: 'OSMODE', before: '4133', after: '0' }]);
    expect(formatEscCheck(report)).toContain('Esc at prompt 1 (First corner:): OSMODE left at 0 (was 4133)');
  });

  it('passes a command whose *error* restores OSMODE', async () => {
    const report = await escCheck(request(command('(if oldos (setvar "OSMODE" oldos))')), run);
    expect(report.passed).toBe(true);
    expect(report.steps).toHaveLength(2);
    expect(report.steps.every((s) => s.passed && s.sysvarsNotRestored.length === 0)).toBe(true);
    expect(formatEscCheck(report)).toMatch(/PASS/);
  });

  it('fails a command without an *error* handler, and one that leaves drawing changes', async () => {
    const bare = await escCheck({ ...request('(defun c:box () (setvar "OSMODE" 0) (getpoint "P: ") (setvar "OSMODE" 4133))'), inputs: [{ point: [1, 1] }] }, run);
    expect(bare.passed).toBe(false);
    expect(bare.steps[0]?.handledByUser).toBe(false);
    const drawsFirst = await escCheck({ ...request('(defun c:box () (fake-line 0 0 "X") (getpoint "P: "))'), inputs: [{ point: [1, 1] }] }, run);
    expect(drawsFirst.steps[0]).toMatchObject({ drawingChanges: 1, passed: false });
  });

  it('reports a command that cannot run normally', async () => {
    const report = await escCheck(request('(defun c:box () (car 1))'), run);
    expect(report.passed).toBe(false);
    expect(report.error).toBe('the command does not run normally (execution: bad argument type: consp 1)');
    const broken = await escCheck(request('(defun c:box ('), run);
    expect(broken.error).toMatch(/does not run normally \(syntax/);
  });
});
