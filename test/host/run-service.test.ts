import { describe, expect, it } from 'vitest';
import { InProcessRunService } from '../../electron/main/services/run-service.js';
import { codeHash } from '../../electron/main/services/code-hash.js';

const svc = new InProcessRunService();

describe('in-process run service', () => {
  it('returns output, value, steps and the code hash', async () => {
    const files = [{ name: 'a.lsp', text: '(princ "hi")\n(+ 1 2)' }];
    const r = await svc.run({ files }, 'r1');
    expect(r).toMatchObject({ ok: true, stage: 'ok', value: '3', output: [{ kind: 'text', text: 'hi' }] });
    expect(r.steps).toBeGreaterThan(0);
    expect(r.codeHash).toBe(codeHash(files));
  });

  it('reports an execution error with its location and stack', async () => {
    const text = '(defun f (x) (undefined-thing x))\n(f 1)';
    const r = await svc.run({ files: [{ name: 'e.lsp', text }] }, 'r2');
    expect(r).toMatchObject({ ok: false, stage: 'execution', value: '' });
    expect(r.error?.message).toMatch(/no function definition/);
    expect(r.error?.file).toBe('e.lsp');
    expect(r.error?.line).toBe(1);
    expect(r.error?.stack[0]?.name).toBe('F');
  });

  it('reports syntax errors and budget exhaustion by stage', async () => {
    expect((await svc.run({ files: [{ name: 's.lsp', text: '(+ 1 2' }] }, 'r3')).stage).toBe('syntax');
    const loop = await svc.run({ files: [{ name: 'l.lsp', text: '(while t 1)' }], budget: 10_000 }, 'r4');
    expect(loop.stage).toBe('budget');
  });

  it('runs the entry file, which loads its helper, and calls the command', async () => {
    const r = await svc.run(
      {
        files: [{ name: 'main.lsp', text: '(load "lib") (defun c:go () (helper 20))' }, { name: 'lib.lsp', text: '(defun helper (n) (* n 2))' }],
        call: 'c:go',
      },
      'r5',
    );
    expect(r.value).toBe('40');
  });

  it('cancels a run that has not started yet', async () => {
    const p = svc.run({ files: [{ name: 'c.lsp', text: '(while t 1)' }] }, 'r6');
    await svc.cancel('r6');
    expect((await p).stage).toBe('cancelled');
  });

  it('evaluates assertions after a passing run', async () => {
    const r = await svc.run({ files: [{ name: 'a.lsp', text: '(setq a 5)' }], assertions: ['(= a 5)', '(= a 6)'] }, 'r7');
    expect(r.assertions?.map((a) => a.passed)).toEqual([true, false]);
  });

  it('rejects malformed requests', async () => {
    await expect(svc.run({ files: [] }, 'x')).rejects.toThrow(/at least one/);
    await expect(svc.run({ files: [{ name: 'a', text: '1' }], entry: 'b' }, 'x')).rejects.toThrow(/entry/);
  });
});
