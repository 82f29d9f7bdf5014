import { describe, expect, test } from 'vitest';
import { MockHost } from '../../renderer/host/mock-host.js';
import { codeHash } from '../../renderer/verify/code-hash.js';

describe('mock host runs through the public interpreter API', () => {
  test('output, alerts, value, assertions and the code hash', async () => {
    const h = new MockHost();
    const files = [{ name: 'a.lsp', text: '(princ "hi") (alert "careful") (defun c:go () 42)' }];
    const r = await h.run({ files, call: 'c:go', assertions: ['(= 1 1)', '(= 1 2)'] }, 'r1');
    expect(r.ok).toBe(true);
    expect(r.output).toEqual([{ kind: 'text', text: 'hi' }, { kind: 'alert', text: 'careful' }]);
    expect(r.value).toBe('42');
    expect(r.assertions).toEqual([
      { expr: '(= 1 1)', passed: true, value: 'T' },
      { expr: '(= 1 2)', passed: false, value: 'nil' },
    ]);
    expect(r.codeHash).toBe(await codeHash(files));
  });

  test('errors carry their location and stage', async () => {
    const h = new MockHost();
    const r = await h.run({ files: [{ name: 'b.lsp', text: '(princ 1)\n(car 5)' }] }, 'r2');
    expect(r).toMatchObject({ ok: false, stage: 'execution', value: '' });
    expect(r.error).toMatchObject({ file: 'b.lsp', line: 2, column: 1 });
    const s = await h.run({ files: [{ name: 'c.lsp', text: '(princ' }] }, 'r3');
    expect(s.stage).toBe('syntax');
    const b = await h.run({ files: [{ name: 'd.lsp', text: '(while t)' }], budget: 1000 }, 'r4');
    expect(b.stage).toBe('budget');
  });

  test('samples load as snapshots that runs can refer to', async () => {
    const h = new MockHost();
    const samples = await h.listSamples();
    expect(samples.map((s) => s.name)).toContain('sample-plan.dxf');
    const d = await h.openSample('sample-plan.dxf');
    const r = await h.run({ files: [{ name: 'e.lsp', text: '1' }], drawing: { kind: 'snapshot', id: d.id }, wantSnapshots: true }, 'r5');
    expect(r.before?.entities.length).toBe(d.entityCount);
  });

  test('autosave round trip', async () => {
    const h = new MockHost();
    await h.autosave({ id: 'x', name: 'x.lsp', path: null, text: '(a)', savedAt: 'now' });
    expect(await h.listAutosaved()).toHaveLength(1);
    await h.discardAutosaved('x');
    expect(await h.listAutosaved()).toHaveLength(0);
  });
});
