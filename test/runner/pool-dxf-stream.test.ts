/*
 * The CLI's --out-dxf takes the drawing from the worker in UTF-8 pieces while it is written
 * (the writer's byte buffers, transferred as each fills): joined, they are byte for byte the DXF the worker would have sent whole;
 * they all come before the result, which says they are complete; a run stopped before it wrote
 * everything does not say so. Without the host's compact forms the pool keys a drawing's text
 * itself (no sha-256 of it), and must still tell drawings apart. Uses the real bundle
 * (dist/worker.mjs, built by `npm test`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunnerPool, type RunnerPool } from '../../interpreter/worker/pool.js';
import type { RunRequest } from '../../interpreter/runner/contract.js';
import { makeLinesDxf } from '../bench/runner-bench.js';

const EDIT = '(entmake \'((0 . "LINE") (8 . "ADDED") (10 0.0 0.0 0.0) (11 1.0 1.0 0.0))) (sslength (ssget "X"))';
const req = (text: string, code = EDIT): RunRequest => ({ files: [{ name: 'main.lsp', text: code }], drawing: { kind: 'dxf', name: 'lines.dxf', text } });
const decode = (pieces: Uint8Array[]) => Buffer.concat(pieces).toString('utf8');

describe('the drawing after a run, streamed out of the worker', () => {
  let pool: RunnerPool;
  const big = makeLinesDxf(15_000);
  beforeAll(async () => {
    pool = createRunnerPool({ cacheSize: 0 });
    await pool.ready();
  });
  afterAll(() => pool.close());

  it('joins to the DXF sent whole, in several pieces, all before the result', async () => {
    const whole = await pool.runDetailed(req(big), { fresh: true, wantDxf: true });
    expect(whole.result.ok).toBe(true);
    const pieces: Uint8Array[] = [];
    let resolved = false;
    const p = pool.runDetailed(req(big), {
      fresh: true,
      wantDxf: true,
      onDxfChunk: (b) => {
        expect(resolved).toBe(false);
        pieces.push(b);
      },
    });
    const streamed = await p.then((r) => ((resolved = true), r));
    expect(streamed.dxfStreamed).toBe(true);
    expect(streamed.dxf).toBeUndefined();
    expect(pieces.length).toBeGreaterThan(1);
    expect(decode(pieces)).toBe(whole.dxf);
    expect(streamed.result.value).toBe(whole.result.value);
    expect(decode(pieces)).toContain('\nADDED\n');
  });

  it('a run stopped by the backstop does not call what it sent complete', async () => {
    const short = createRunnerPool({ cacheSize: 0, backstopMs: 300 });
    try {
      const pieces: Uint8Array[] = [];
      const hang = '(setq a nil b nil) (repeat 40 (setq a (list a a) b (list b b))) (equal a b)';
      const r = await short.runDetailed(req(makeLinesDxf(50), hang), { fresh: true, wantDxf: true, onDxfChunk: (b) => pieces.push(b) });
      expect(r.result.stage).toBe('timeout');
      expect(r.dxfStreamed).toBeUndefined();
      expect(pieces).toEqual([]);
    } finally {
      await short.close();
    }
  });

  it('keys each drawing text apart without hashing it, and re-uses a drawing the worker holds', async () => {
    // two texts of the same length that differ in one entity's layer
    const a = makeLinesDxf(40);
    const b = a.replace('\n8\nOLD_LAYER\n', '\n8\nNEW_LAYER\n');
    expect(b.length).toBe(a.length);
    expect(b).not.toBe(a);
    const layer = '(cdr (assoc 8 (entget (entnext))))';
    const runs = [];
    for (const text of [a, b, a, b]) runs.push(await pool.runDetailed(req(text, layer), { fresh: true }));
    expect(runs.map((r) => r.result.value)).toEqual([a, b, a, b].map((t) => JSON.stringify(/\n8\n(\w+_LAYER)\n/.exec(t)![1])));
    // the second time round each drawing is held by the worker: nothing read
    expect(runs[2]!.phases?.read).toBeUndefined();
    expect(runs[3]!.phases?.read).toBeUndefined();
  });
});
