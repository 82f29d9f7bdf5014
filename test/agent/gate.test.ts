/* The gate's verdict from recorded runs: a run that called unsimulated commands is never verified. */
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../agent/gate.js';
import { oneLine } from '../../agent/run-format.js';
import { codeHashOf, type RunResult } from '../../interpreter/runner/index.js';

const code = '(command "_.-INSERT" "DOOR" \'(0 0) 1 1 0)';
const result = (extra: Partial<RunResult>): RunResult => ({
  ok: true, stage: 'ok', output: [], value: 'nil', steps: 10, elapsedMs: 1, files: [], inputsUsed: 0, inputsLeft: 0,
  unansweredPrompts: [], sandboxRefused: [], diff: { entities: [], tables: [], sysvars: [], summary: { added: 0, deleted: 0, modified: 0 } }, codeHash: codeHashOf([{ name: 'main.lsp', text: code }]), drawingHash: 'd', ...extra,
});

describe('gate and unsimulated commands', () => {
  it('a passing run with no unsimulated command is verified', () => {
    const l = new Ledger('main.lsp', 0);
    l.recordRun({ code, result: result({ unsimulatedCommands: [] }), onSessionDrawing: true, expectEffect: {} });
    expect(l.verdict(code).kind).toBe('verified');
  });
  it('a run that called a command Lispwright does not simulate is refused, and says why', () => {
    const l = new Ledger('main.lsp', 0);
    const r = result({ unsimulatedCommands: [{ name: '-INSERT', file: 'main.lsp', line: 1 }] });
    l.recordRun({ code, result: r, onSessionDrawing: true, expectEffect: {} });
    const v = l.verdict(code);
    expect(v.kind).toBe('failed');
    expect(v.kind === 'failed' ? v.problems.join('\n') : '').toContain('the command -INSERT at main.lsp:1 is not simulated: it had no effect here');
    expect(oneLine(r)).toContain('commands not simulated: -INSERT (cannot be verified)');
  });
});
