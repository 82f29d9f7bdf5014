/*
 * Start-up and hashing (issue 19): `lispwright eval 1` wall time as a user runs it (a fresh node
 * process on bin/lispwright.mjs; target 150 ms) beside `node -e 0` in the same run, and the
 * pool's drawing key, sha-256 of a 100k-entity DXF text, with node:crypto beside the pure
 * TypeScript sha-256 the browser keeps.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sha256Hex } from '../../interpreter/runner/sha256.js';
import { nodeSha256Hex } from '../../interpreter/worker/node-sha256.js';
import { drawingWithLines } from './drawing-bench.js';
import { median, timeRuns, type BenchRow } from './stats.js';

function findBin(): string {
  for (const rel of ['../../bin/lispwright.mjs', '../bin/lispwright.mjs']) {
    const p = fileURLToPath(new URL(rel, import.meta.url));
    if (spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(p)})`]).status === 0) return p;
  }
  throw new Error('bin/lispwright.mjs not found');
}

function wall(runs: number, args: string[], expect?: string): number {
  return median(
    timeRuns(runs, () => {
      const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
      if (r.status !== 0 || (expect !== undefined && r.stdout.trim() !== expect)) throw new Error(`${args.join(' ')}: exit ${r.status} ${r.stderr}`);
    }),
  );
}

export function runStartupBench(runs: number): BenchRow[] {
  const rows: BenchRow[] = [];
  try {
    const bin = findBin();
    const node = wall(runs, ['-e', '0']);
    const cli = wall(runs, [bin, 'eval', '1'], '1');
    rows.push({ name: 'node -e 0 (peer: bare process start)', ms: node });
    rows.push({ name: 'lispwright eval 1 (wall, fresh process)', ms: cli, target: 150, note: `${(cli / node).toFixed(2)}× node -e 0` });
  } catch (e) {
    rows.push({ name: 'lispwright eval 1 (wall, fresh process)', ms: NaN, note: `FAILED: ${(e as Error).message}` });
  }
  const text = drawingWithLines(100_000).toDxf();
  const mb = (new TextEncoder().encode(text).length / 1e6).toFixed(1);
  const pure = median(timeRuns(Math.min(runs, 3), () => void sha256Hex(text)));
  const native = median(timeRuns(runs, () => void nodeSha256Hex(text)));
  if (sha256Hex(text) !== nodeSha256Hex(text)) throw new Error('sha-256: node:crypto and the pure digest differ');
  rows.push({ name: `sha-256 of a 100k-entity DXF (${mb} MB), pure TypeScript (browser)`, ms: pure });
  rows.push({ name: `sha-256 of the same, node:crypto (pool cache key)`, ms: native, target: 50, note: `${(pure / native).toFixed(1)}× faster than pure` });
  return rows;
}
