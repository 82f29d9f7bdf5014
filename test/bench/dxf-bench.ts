/*
 * DXF reader and writer (issue 19 item 5): load time beside dxf-parser on the same text, heap kept
 * per entity (heap after load minus before, over the entities; needs --expose-gc, which
 * `npm run bench` passes), writer µs per entity, and — measured in the same run — the reader and
 * writer as they were before (test/support/legacy-dxf). `--large` adds 100k- and 500k-entity
 * drawings: load, ssname+entget over all, diff, out-dxf, and `lispwright run --out-dxf` as a user
 * runs it (wall and peak RSS from /usr/bin/time). Only one drawing is alive at a time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import DxfParser from 'dxf-parser';
import { readAll } from '../../interpreter/index.js';
import { openDxf, type DrawingPortImpl } from '../../interpreter/drawing/port.js';
import { legacyReadDxfDb, legacyWriteDxf } from '../support/legacy-dxf/index.js';
import { makeTestInterp } from '../support/make-interp.js';
import { mixedDxf } from '../support/mixed-dxf.js';
import { samplesDir } from '../support/samples.js';
import { median, type BenchRow } from './stats.js';

/** The old reader behind the same port openDxf makes (the "before" rows). */
export const legacyOpenDxf = (text: string, name: string): DrawingPortImpl => openDxf(text, name, legacyReadDxfDb);

const gc = (globalThis as { gc?: () => void }).gc;

function heapUsed(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
}

/** The heap one result of `fn` keeps (bytes; NaN without --expose-gc), its input made afresh and dropped, so a result that pins its input pays for it. */
function keptBy<T>(fn: (input: T) => unknown, fresh: () => T): number {
  if (!gc) return NaN;
  const h0 = heapUsed();
  let again: T | null = fresh();
  let keep: unknown = fn(again);
  again = null;
  const kept = heapUsed() - h0;
  keep = null;
  void keep;
  void again;
  return kept;
}

/** Median ms of `runs` calls of `fn(input)`, and the heap one result keeps (keptBy). */
function measure<T>(runs: number, input: T, fn: (input: T) => unknown, fresh: () => T = () => input): { ms: number; kept: number } {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn(input);
    times.push(performance.now() - t);
  }
  return { ms: median(times), kept: keptBy(fn, fresh) };
}

/**
 * measure for several functions at once, interleaved: each round runs every one of them, the
 * order rotating round by round (ABC, BCA, CAB, ...), so garbage left by one reader, and the
 * machine's slow and fast spells, fall on all of them alike. Medians per function, then each
 * one's kept heap. No gc() between calls: a forced full collection before each load made every
 * reader 4-5× slower (it throws away what the JIT learnt) and would measure that instead.
 */
function measureInterleaved<T, K extends string>(runs: number, input: T, fns: Record<K, (input: T) => unknown>, fresh: () => T): Record<K, { ms: number; kept: number }> {
  const keys = Object.keys(fns) as K[];
  const times = new Map<K, number[]>(keys.map((k) => [k, []]));
  for (let r = 0; r < runs; r++) {
    for (let j = 0; j < keys.length; j++) {
      const k = keys[(r + j) % keys.length]!;
      const t = performance.now();
      fns[k](input);
      times.get(k)!.push(performance.now() - t);
    }
  }
  const out = {} as Record<K, { ms: number; kept: number }>;
  for (const k of keys) out[k] = { ms: median(times.get(k)!), kept: keptBy(fns[k], fresh) };
  return out;
}

const perEnt = (bytes: number, n: number) => (Number.isNaN(bytes) ? 'heap n/a (run with --expose-gc)' : `${Math.round(bytes / n)} B/entity kept`);

/** Load rows for one text: before, after, dxf-parser, ratios in this run. */
function loadRows(label: string, text: string, fresh: () => string, n: number, runs: number): BenchRow[] {
  const parser = new DxfParser();
  const { before, after, peer } = measureInterleaved(
    runs,
    text,
    { before: (t: string) => legacyOpenDxf(t, 'b.dxf'), after: (t: string) => openDxf(t, 'a.dxf'), peer: (t: string) => parser.parseSync(t) },
    fresh,
  );
  return [
    { name: `dxf: load ${label}, before (old reader)`, ms: before.ms, note: perEnt(before.kept, n) },
    { name: `dxf: load ${label}, dxf-parser 1.1.2 (peer)`, ms: peer.ms, note: perEnt(peer.kept, n) },
    {
      name: `dxf: load ${label}, lean reader`,
      ms: after.ms,
      target: +(peer.ms / 1.5).toFixed(1),
      note: `${perEnt(after.kept, n)}; ${(peer.ms / after.ms).toFixed(2)}× dxf-parser's speed, ${(before.ms / after.ms).toFixed(2)}× the old reader's`,
    },
  ];
}

function writerRows(label: string, port: DrawingPortImpl, n: number, runs: number): BenchRow[] {
  const before = measure(runs, port, (p) => legacyWriteDxf(p.db, p.sysvars));
  const after = measure(runs, port, (p) => p.toDxf());
  const same = legacyWriteDxf(port.db, port.sysvars) === port.toDxf();
  return [
    { name: `dxf: write ${label}, before (old writer)`, ms: before.ms, note: `${((before.ms * 1000) / n).toFixed(2)} µs/entity` },
    {
      name: `dxf: write ${label}, streaming writer`,
      ms: after.ms,
      note: `${((after.ms * 1000) / n).toFixed(2)} µs/entity; ${(before.ms / after.ms).toFixed(2)}× the old writer's speed; ${same ? 'byte-identical' : 'OUTPUT DIFFERS'}`,
    },
  ];
}

function lisp(ip: ReturnType<typeof makeTestInterp>, src: string): void {
  const r = ip.runForms(readAll(src, { intern: (s) => ip.intern(s) }));
  if (!r.ok) throw new Error(r.error?.message);
}

const ENTGET_ALL = '(setq ss (ssget "X") i 0 n (sslength ss)) (while (< i n) (entget (ssname ss i)) (setq i (1+ i)))';

function findBin(): string | undefined {
  for (const rel of ['../../bin/lispwright.mjs', '../bin/lispwright.mjs']) {
    const p = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(p)) return p;
  }
  return undefined;
}

/** `lispwright run --out-dxf` in a fresh process: wall ms and peak RSS (MB) through /usr/bin/time. */
function cliOutDxf(bin: string, dxfPath: string, dir: string): { ms: number; mb: number; note?: string } {
  const lsp = join(dir, 'touch.lsp');
  writeFileSync(lsp, '(entmod (subst (cons 8 "MOVED") (assoc 8 (entget (entlast))) (entget (entlast))))\n');
  const out = join(dir, 'out.dxf');
  const t = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, bin, 'run', lsp, '--no-project', '--timeout', '600000', '--drawing', dxfPath, '--out-dxf', out], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const ms = performance.now() - t;
  const kb = Number(/(\d+)\s*$/.exec(r.stderr)?.[1]);
  if (r.status !== 0) return { ms: NaN, mb: NaN, note: `FAILED (exit ${r.status}): ${r.stderr.slice(-300)}` };
  return { ms, mb: kb / 1024 };
}

function largeRows(n: number): BenchRow[] {
  const rows: BenchRow[] = [];
  const k = `${n / 1000}k`;
  let text: string | null = mixedDxf(n);
  const mb = (text.length / 1e6).toFixed(0);
  const runs = n > 200_000 ? 1 : 3;
  // old reader first, on its own (the two 500k drawings are never alive together)
  const before = measure(runs, text, (t) => legacyOpenDxf(t, 'b.dxf'), () => mixedDxf(n));
  rows.push({ name: `dxf --large: load ${k} entities (${mb} MB), before (old reader)`, ms: before.ms, note: perEnt(before.kept, n) });
  const after = measure(runs, text, (t) => openDxf(t, 'a.dxf'), () => mixedDxf(n));
  rows.push({ name: `dxf --large: load ${k} entities, lean reader`, ms: after.ms, note: `${perEnt(after.kept, n)}; ${(before.ms / after.ms).toFixed(2)}× the old reader's speed` });
  const dir = mkdtempSync(join(tmpdir(), 'lw-dxf-bench-'));
  const dxfPath = join(dir, `mixed-${k}.dxf`);
  writeFileSync(dxfPath, text);
  let port: DrawingPortImpl | null = openDxf(text, 'a.dxf');
  text = null;
  const snap0 = port.snapshot();
  const ip = makeTestInterp({ drawing: port, budget: 1e10 });
  let t = performance.now();
  lisp(ip, ENTGET_ALL);
  rows.push({ name: `dxf --large: ssget "X" + ssname/entget over all ${k}`, ms: performance.now() - t });
  lisp(ip, '(setq i 0) (repeat 1000 (setq e (ssname ss (* i 97)) d (entget e)) (entmod (subst (cons 8 "MOVED") (assoc 8 d) d)) (setq i (1+ i)))');
  const snap1 = port.snapshot();
  t = performance.now();
  const d = port.diff(snap0, snap1);
  rows.push({ name: `dxf --large: diff of ${k} with 1k changes`, ms: performance.now() - t, note: d.summary.modified === 1000 ? undefined : `WRONG: ${d.summary.modified} modified` });
  t = performance.now();
  let out: string | null = port.toDxf();
  rows.push({ name: `dxf --large: write (out-dxf) ${k}`, ms: performance.now() - t, note: `${(((performance.now() - t) * 1000) / n).toFixed(2)} µs/entity, ${(out.length / 1e6).toFixed(0)} MB` });
  out = null;
  port = null;
  // a build from before the change (LISPWRIGHT_BENCH_BEFORE_BIN=/path/to/old/bin/lispwright.mjs) gives the before row
  const beforeBin = process.env['LISPWRIGHT_BENCH_BEFORE_BIN'];
  if (beforeBin && existsSync(beforeBin)) {
    const c = cliOutDxf(beforeBin, dxfPath, dir);
    rows.push({ name: `dxf --large: lispwright run --out-dxf ${k}, before (old build)`, ms: c.ms, note: c.note ?? `peak RSS ${c.mb.toFixed(0)} MB` });
  }
  const bin = findBin();
  if (bin) {
    const c = cliOutDxf(bin, dxfPath, dir);
    rows.push({ name: `dxf --large: lispwright run --out-dxf ${k} (fresh process)`, ms: c.ms, ...(n >= 500_000 ? { target: 6000 } : {}), note: c.note ?? `peak RSS ${c.mb.toFixed(0)} MB${n >= 500_000 ? ' (target ≤ 1,536 MB)' : ''}` });
  }
  rmSync(dir, { recursive: true, force: true });
  return rows;
}

export function runDxfBench(opts: { runs: number; large: boolean; largeOnly?: boolean }): BenchRow[] {
  const rows: BenchRow[] = [];
  if (opts.largeOnly) {
    for (const n of [100_000, 500_000]) rows.push(...largeRows(n));
    return rows;
  }
  const dir = samplesDir();
  if (dir) {
    const path = join(dir, '3_us_main.dxf');
    const text = readFileSync(path, 'utf8');
    const port = openDxf(text, '3_us_main.dxf');
    const n = port.db.ents.length;
    rows.push(...loadRows(`3_us_main.dxf (${n} records in ENTITIES/BLOCKS)`, text, () => readFileSync(path, 'utf8'), n, opts.runs));
    rows.push(...writerRows('3_us_main.dxf', port, n, opts.runs));
  } else console.log('dxf bench: shared samples not found, 3_us_main.dxf rows left out');
  {
    const n = 50_000;
    const text = mixedDxf(n);
    rows.push(...loadRows(`${n / 1000}k mixed entities (${(text.length / 1e6).toFixed(1)} MB)`, text, () => mixedDxf(n), n, opts.runs));
    rows.push(...writerRows(`${n / 1000}k mixed entities`, openDxf(text, 'w.dxf'), n, opts.runs));
  }
  if (opts.large) for (const n of [100_000, 500_000]) rows.push(...largeRows(n));
  return rows;
}
