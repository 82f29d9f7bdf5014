/*
 * A drawing reaches the runner's worker once, in its compact form (drawing/transfer/), and is
 * re-used from then on: the pool sends it by key alone while the worker holds it, sends the new
 * one when the drawing changes, and sends it again to a worker that replaced one that was stopped.
 * Results are the same as from a worker that parsed the DXF itself. Uses the real bundle
 * (dist/worker.mjs, built by `npm test`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunnerPool, dxfKey, type RunnerPool } from '../../interpreter/worker/pool.js';
import { drawingFactory } from '../../interpreter/drawing/port.js';
import type { PortableDrawing } from '../../interpreter/ports/drawing.js';
import type { RunRequest, RunResult } from '../../interpreter/runner/contract.js';
import { repoRoot } from '../support/samples.js';

const plan = readFileSync(join(repoRoot, 'assets/drawings/floor-plan.dxf'), 'utf8');
const site = readFileSync(join(repoRoot, 'assets/drawings/site-plan.dxf'), 'utf8');
const SCRIPT = '(entmake \'((0 . "LINE") (10 0.0 0.0 0.0) (11 1.0 1.0 0.0))) (list (sslength (ssget "X")) (cdr (assoc 5 (entget (entlast)))) (getvar "DWGNAME"))';
const req = (text: string, name: string, extra: Partial<RunRequest> = {}): RunRequest => ({ files: [{ name: 'main.lsp', text: SCRIPT }], drawing: { kind: 'dxf', name, text }, ...extra });
const same = (r: RunResult) => ({ ...r, elapsedMs: 0 });

describe('drawing transfer to the runner pool', () => {
  let pool: RunnerPool;
  let plain: RunnerPool;
  const asked: string[] = [];
  const held = new Map<string, PortableDrawing>();
  for (const [text, name] of [[plan, 'floor-plan.dxf'], [site, 'site-plan.dxf']] as const) held.set(dxfKey(text), drawingFactory.fromDxf(text, name).toPortable());
  beforeAll(async () => {
    pool = createRunnerPool({ cacheSize: 0, resolvePortable: (key) => (asked.push(key), held.get(key)) });
    plain = createRunnerPool({ cacheSize: 0 });
    await Promise.all([pool.ready(), plain.ready()]);
  });
  afterAll(() => Promise.all([pool.close(), plain.close()]));

  it('sends the compact form once, then the drawing by key alone; results match a DXF-parsing worker', async () => {
    const first = await pool.runDetailed(req(plan, 'floor-plan.dxf'));
    expect(first.phases?.readFrom).toBe('portable');
    expect(first.phases?.read).toBeGreaterThan(0);
    const viaDxf = await plain.runDetailed(req(plan, 'floor-plan.dxf'));
    expect(viaDxf.phases?.readFrom).toBe('dxf');
    expect(same(first.result)).toEqual(same(viaDxf.result));
    expect(first.result.ok).toBe(true);
    for (let i = 0; i < 3; i++) {
      const again = await pool.runDetailed(req(plan, 'floor-plan.dxf'));
      // held by the worker: nothing read, and each run starts from the untouched drawing
      expect(again.phases?.read).toBeUndefined();
      expect(again.phases?.readFrom).toBeUndefined();
      expect(same(again.result)).toEqual(same(first.result));
    }
    expect(asked).toContain(dxfKey(plan));
  });

  it('sends the new drawing when the drawing changes, and keeps both', async () => {
    const a = await pool.runDetailed(req(site, 'site-plan.dxf'));
    expect(a.phases?.readFrom).toBe('portable');
    expect(same(a.result)).toEqual(same((await plain.runDetailed(req(site, 'site-plan.dxf'))).result));
    // a drawing the host holds no compact form of goes as DXF text
    const edited = plan.replace('old kitchen unit', 'new kitchen unit');
    const b = await pool.runDetailed(req(edited, 'floor-plan.dxf', { files: [{ name: 'm.lsp', text: '(cdr (assoc 1 (entget (handent "63"))))' }] }));
    expect(b.phases?.readFrom).toBe('dxf');
    expect(b.result.value).toBe('"new kitchen unit"');
    const c = await pool.runDetailed(req(plan, 'floor-plan.dxf', { files: [{ name: 'm.lsp', text: '(cdr (assoc 1 (entget (handent "63"))))' }] }));
    expect(c.phases?.read).toBeUndefined();
    expect(c.result.value).toBe('"old kitchen unit"');
  });

  it('sends the drawing again to the worker that replaces a stopped one', async () => {
    // no grace after a cancel: the looping worker is terminated and replaced
    const quick = createRunnerPool({ cacheSize: 0, cancelGraceMs: 0, resolvePortable: (key) => held.get(key) });
    try {
      expect((await quick.runDetailed(req(plan, 'floor-plan.dxf'))).phases?.readFrom).toBe('portable');
      for (let i = 0; i < 5 && quick.stats.workersReplaced === 0; i++) {
        const ctl = new AbortController();
        const stuck = quick.run(req(plan, 'floor-plan.dxf', { files: [{ name: 'm.lsp', text: '(while t)' }] }), { signal: ctl.signal });
        setTimeout(() => ctl.abort(), 30);
        expect((await stuck).stage).toBe('cancelled');
      }
      expect(quick.stats.workersReplaced).toBeGreaterThan(0);
      const after = await quick.runDetailed(req(plan, 'floor-plan.dxf'));
      expect(after.result.ok).toBe(true);
      expect(after.phases?.readFrom).toBe('portable');
    } finally {
      await quick.close();
    }
  });

  it('times the phases of a run', async () => {
    const { phases } = await pool.runDetailed(req(plan, 'floor-plan.dxf'));
    for (const k of ['post', 'copy', 'run', 'evaluate', 'diff', 'resultPost'] as const) expect(phases?.[k], k).toBeGreaterThanOrEqual(0);
    expect(phases!.evaluate! + phases!.diff!).toBeLessThanOrEqual(phases!.run! + 0.001);
  });
});
