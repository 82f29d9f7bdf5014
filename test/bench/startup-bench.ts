/*
 * Start-up and hashing (issue 19): `lispwright eval 1` wall time as a user runs it (a fresh node
 * process on package.json's bin, bin/lispwright.cjs; target 150 ms) beside `node -e 0`, interleaved in one series
 * (`npm run bench -- --only=startup`; LISPWRIGHT_BENCH_BEFORE=DIR adds another build), and the
 * pool's drawing key, sha-256 of a 100k-entity DXF text, with node:crypto beside the pure
 * TypeScript sha-256 the browser keeps.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256Hex } from '../../interpreter/runner/sha256.js';
import { nodeSha256Hex } from '../../interpreter/worker/node-sha256.js';
import { drawingWithLines } from './drawing-bench.js';
import { median, timeRuns, type BenchRow } from './stats.js';

/** The command as npm installs it: package.json's bin (bin/lispwright.cjs; an older build's bin/lispwright.mjs). */
function binIn(root: string): string | undefined {
  for (const name of ['bin/lispwright.cjs', 'bin/lispwright.mjs']) {
    const p = join(root, name);
    if (existsSync(p)) return p;
  }
  return undefined;
}

function findBin(): string {
  for (const rel of ['../..', '..']) {
    const p = binIn(fileURLToPath(new URL(rel, import.meta.url)));
    if (p) return p;
  }
  throw new Error('bin/lispwright.cjs not found');
}

/** One fresh process; throws unless it exits 0 (and prints `expect`). */
function spawnTimed(args: string[], expect?: string): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  const ms = performance.now() - t;
  if (r.status !== 0 || (expect !== undefined && r.stdout.trim() !== expect)) throw new Error(`${args.join(' ')}: exit ${r.status} ${r.stderr}`);
  return ms;
}

/**
 * Medians of fresh processes, interleaved (A B C A B C ...) so that a noisy machine slows every
 * command alike; each command runs once untimed first (the code cache is then warm, as a user's is).
 */
export function interleavedWall(runs: number, commands: Array<{ args: string[]; expect?: string }>): number[] {
  for (const c of commands) spawnTimed(c.args, c.expect);
  const times = commands.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) commands.forEach((c, k) => times[k]!.push(spawnTimed(c.args, c.expect)));
  return times.map(median);
}

/**
 * `node -e 0`, `lispwright eval 1` of this build and, when LISPWRIGHT_BENCH_BEFORE names another
 * build's folder, of that one too, in one interleaved series (at least 11 processes each).
 */
export function runEvalStartup(runs: number): BenchRow[] {
  const n = Math.max(runs, 11);
  const bin = findBin();
  const before = process.env.LISPWRIGHT_BENCH_BEFORE;
  const cmds = [{ args: ['-e', '0'] }, { args: [bin, 'eval', '1'], expect: '1' }, ...(before ? [{ args: [binIn(before) ?? join(before, 'bin/lispwright.mjs'), 'eval', '1'], expect: '1' }] : [])];
  const [node, cli, old] = interleavedWall(n, cmds) as [number, number, number | undefined];
  const rows: BenchRow[] = [
    { name: 'node -e 0 (peer: bare process start)', ms: node },
    { name: 'lispwright eval 1 (wall, fresh process)', ms: cli, target: 150, note: `${(cli / node).toFixed(2)}× node -e 0; ${n} interleaved runs` },
  ];
  if (old !== undefined) rows.push({ name: `  before: ${before} (same series)`, ms: old, note: `${(old / node).toFixed(2)}× node -e 0; this build ${(old / cli).toFixed(2)}× faster` });
  return rows;
}

export function runStartupBench(runs: number): BenchRow[] {
  let rows: BenchRow[] = [];
  try {
    rows = runEvalStartup(runs);
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
