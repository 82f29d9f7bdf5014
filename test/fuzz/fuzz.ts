/*
 * `npm run fuzz` (not part of `npm test`): the reader, every builtin and the DXF reader against
 * seeded random input, counting what must never happen: an internal error (a JS error escaping as
 * a bug), a crashed worker, a hang (a run stopped by the wall-clock backstop, or a reader input or
 * scene build that took seconds), and a DXF the reader accepted whose written form it refuses.
 * Exits 1 if any was seen; prints the figures and the first cases of each failure.
 *
 *   node dist/fuzz/fuzz.mjs [--reader N] [--builtins N] [--dxf N] [--seed S]
 *
 * Builtin calls and drawings run in the runner pool's worker (the app's limits, a 10 s backstop);
 * reader inputs in-process (the reader is pure and linear).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Interp, LispError, readAll } from '../../interpreter/index.js';
import { BUILTIN_FAMILIES } from '../../interpreter/runner/families.js';
import type { BuiltinDef } from '../../interpreter/builtins/registry.js';
import type { RunResult } from '../../interpreter/runner/contract.js';
import { createRunnerPool, type RunnerPool } from '../../interpreter/worker/pool.js';
import { buildScene } from '../../renderer/canvas/scene.js';
import { emptyBlockBombDxf, insertBombDxf, nestedBombDxf } from '../support/bomb-dxf.js';
import { mutateDxf, rng } from '../support/dxf-mutations.js';
import { samplesDir } from '../support/samples.js';
import { builtinCall } from './values.js';

const { values: opt } = parseArgs({ options: { reader: { type: 'string' }, builtins: { type: 'string' }, dxf: { type: 'string' }, seed: { type: 'string' } } });
const N_READER = Number(opt.reader ?? 100_000);
const N_BUILTINS = Number(opt.builtins ?? 100_000);
const N_DXF = Number(opt.dxf ?? 2_000);
const SEED = Number(opt.seed ?? 20_261_201);
const HANG_MS = 1_000;
const BATCH = 100;

interface Tally {
  inputs: number;
  internal: string[];
  crashed: string[];
  hangs: string[];
  /** phase-specific counts: accepted, refused, limits... */
  counts: Record<string, number>;
  ms: number;
}
const tally = (): Tally => ({ inputs: 0, internal: [], crashed: [], hangs: [], counts: {}, ms: 0 });
const bump = (t: Tally, k: string, n = 1): void => void (t.counts[k] = (t.counts[k] ?? 0) + n);
const clip = (s: string, n = 160): string => (s.length > n ? `${s.slice(0, n)}...` : s);

// ---- the Lisp corpus ---------------------------------------------------------------------------

function lispCorpus(): string[] {
  const out: string[] = [];
  for (const dir of ['test/conformance', 'test/programs', 'assets/examples', 'assets/tests']) {
    for (const f of readdirSync(dir)) if (f.endsWith('.lsp')) out.push(readFileSync(join(dir, f), 'utf8'));
  }
  return out;
}

const READER_JUNK = ['(', ')', "'", '"', '.', ' . ', ';', ';|', '|;', '\\', '\\"', '\n', '\r\n', '\t', '1e999', '-0', '.5', '1.', '+', 'nil', 'T', '#', '`', ',', '@', '"\\0"', '"\\777"', '\u0000', '\uD800', 'ÿ', '(((((', ')))))', '((a . b) . c)', '(a . b . c)', "''''", '999999999999999999999'];

/** A reader input: a slice of a real script, mutated, or a soup of tokens; sometimes deep nesting. */
function readerInput(corpus: string[], r: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const kind = r();
  if (kind < 0.05) {
    const depth = Math.floor(r() * 20_000);
    const open = pick(['(', "'", "'(", '(quote ']);
    return open.repeat(depth) + pick(['x', '1', '"s"', '']) + (r() < 0.5 ? ')'.repeat(depth) : '');
  }
  if (kind < 0.35) {
    let s = '';
    const n = 1 + Math.floor(r() * 60);
    for (let i = 0; i < n; i++) s += pick(READER_JUNK) + (r() < 0.5 ? ' ' : '');
    return s;
  }
  const src = pick(corpus);
  const start = Math.floor(r() * src.length);
  let s = src.slice(start, start + Math.floor(r() * 3000));
  const edits = Math.floor(r() * 6);
  for (let i = 0; i < edits && s.length > 0; i++) {
    const at = Math.floor(r() * s.length);
    const e = r();
    if (e < 0.4) s = s.slice(0, at) + pick(READER_JUNK) + s.slice(at);
    else if (e < 0.7) s = s.slice(0, at) + s.slice(at + 1 + Math.floor(r() * 20));
    else s = s.slice(0, at) + String.fromCharCode(Math.floor(r() * 0x10000)) + s.slice(at + 1);
  }
  return s;
}

function fuzzReader(n: number, seed: number): Tally {
  const t = tally();
  const r = rng(seed);
  const corpus = lispCorpus();
  let ip = new Interp();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    if (i % 5000 === 0) ip = new Interp(); // a fresh symbol table now and then
    const text = readerInput(corpus, r);
    const read = (): string => {
      try {
        readAll(text, { file: 'fuzz.lsp', intern: (s) => ip.intern(s) });
        return 'read';
      } catch (e) {
        if (e instanceof LispError && e.kind === 'syntax') return 'syntax errors';
        if (e instanceof LispError) return `limit: ${e.code}`;
        t.internal.push(`reader seed ${seed} input ${i}: ${clip(String(e))} <- ${clip(JSON.stringify(text))}`);
        return 'internal';
      }
    };
    const t1 = performance.now();
    const outcome = read();
    if (outcome !== 'internal') bump(t, outcome);
    const ms = performance.now() - t1;
    if (ms > HANG_MS) {
      // a collection or a busy machine can stall one read: a hang is slow again when retried
      const t2 = performance.now();
      read();
      const again = performance.now() - t2;
      if (again > HANG_MS) t.hangs.push(`reader input ${i} took ${ms.toFixed(0)} ms, then ${again.toFixed(0)} ms (${text.length} chars)`);
      else bump(t, 'slow once, fast when retried');
    }
    t.inputs++;
  }
  t.ms = performance.now() - t0;
  return t;
}

// ---- builtins ----------------------------------------------------------------------------------

const FLOOR_PLAN = readFileSync('assets/drawings/floor-plan.dxf', 'utf8');

function allBuiltins(): BuiltinDef[] {
  const seen = new Map<string, BuiltinDef>();
  for (const f of BUILTIN_FAMILIES) for (const d of f.defs) seen.set(d.name, d);
  return [...seen.values()];
}

/** One batch: set-up values, then each call trapped and followed by a marker in the output. */
function batchScript(calls: string[]): string {
  const setup = `(setq fz-e (entlast) fz-ss (ssget "X") fz-fw (open "fz.txt" "w") fz-fr (open "fz-in.txt" "r") fz-dag nil)
(repeat 30 (setq fz-dag (list fz-dag fz-dag)))`;
  return `${setup}\n${calls.map((c, i) => `(vl-catch-all-apply (function (lambda () ${c})))\n(prompt "\\n#${i}")`).join('\n')}`;
}

const lastMarker = (r: RunResult): number => {
  const out = r.output.map((c) => c.text).join('');
  const m = /#(\d+)\s*$/.exec(out.trimEnd()) ?? [...out.matchAll(/#(\d+)/g)].at(-1);
  return m ? Number(m[1]) : -1;
};

async function fuzzBuiltins(pool: RunnerPool, n: number, seed: number): Promise<Tally> {
  const t = tally();
  const r = rng(seed);
  const defs = allBuiltins();
  t.counts['builtins'] = defs.length;
  const t0 = performance.now();
  let pending: string[] = [];
  const runCalls = (calls: string[]): Promise<RunResult> =>
    pool.run(
      {
        files: [{ name: 'fuzz.lsp', text: batchScript(calls) }, { name: 'fz-in.txt', text: 'line one\nline two\n' }],
        drawing: r() < 0.85 ? { kind: 'dxf', name: 'floor-plan.dxf', text: FLOOR_PLAN } : { kind: 'dxf', name: 'bomb.dxf', text: insertBombDxf() },
        budget: 5_000_000,
      },
      { fresh: true },
    );
  /** A worker that died or was stopped loses the batch's output: find the calls to blame one by one. */
  const blame = async (calls: string[], first: RunResult): Promise<void> => {
    let found = 0;
    for (const c of calls) {
      const one = await runCalls([c]);
      if (one.stage === 'timeout') t.hangs.push(`${clip(one.error?.message ?? '', 60)} <- ${clip(c)}`);
      else if (one.stage === 'crashed') t.crashed.push(`${clip(one.error?.message ?? '')} <- ${clip(c)}`);
      else if (one.stage === 'internal') t.internal.push(`${clip(one.error?.message ?? '')} <- ${clip(c)}`);
      else continue;
      found++;
    }
    // Every call finished on its own: the batch was slow as a whole (on a loaded machine), not hung.
    // A worker death that no single call reproduces is still a crash.
    if (found === 0 && first.stage === 'timeout') bump(t, 'batches past the backstop with no call hanging alone');
    else if (found === 0) t.crashed.push(`a batch of ${calls.length} calls: ${first.stage} (no single call reproduces it)`);
  };
  const flush = async (): Promise<void> => {
    let calls = pending;
    pending = [];
    while (calls.length > 0) {
      const res = await runCalls(calls);
      const done = lastMarker(res) + 1;
      if (res.stage === 'ok') {
        bump(t, 'batches ok');
        return;
      }
      if (res.stage === 'timeout' || res.stage === 'crashed') return blame(calls, res);
      const culprit = calls[Math.min(done, calls.length - 1)] ?? '';
      if (res.stage === 'internal') t.internal.push(`${clip(res.error?.message ?? '')} <- ${clip(culprit)}`);
      else bump(t, `batch ended: ${res.stage}${res.error ? ` (${clip(res.error.message, 50)})` : ''}`);
      // go on after the call that ended the batch
      calls = calls.slice(Math.max(done, 0) + 1);
    }
  };
  for (let i = 0; i < n; i++) {
    pending.push(builtinCall(defs[Math.floor(r() * defs.length)] as BuiltinDef, r));
    t.inputs++;
    if (pending.length >= BATCH) await flush();
  }
  await flush();
  t.ms = performance.now() - t0;
  return t;
}

// ---- damaged drawings --------------------------------------------------------------------------

const DRAWING_SCRIPT = `(setq ss (ssget "X") n 0)
(if ss (repeat (min 50 (sslength ss)) (entget (ssname ss n) (list "*")) (setq n (1+ n))))
(ssget "C" (list -1000.0 -1000.0) (list 1000.0 1000.0))
(ssget "W" (list -1e6 -1e6) (list 1e6 1e6))
(if ss (vl-catch-all-apply 'entmod (list (subst (cons 8 "FZ") (assoc 8 (entget (ssname ss 0))) (entget (ssname ss 0))))))
(entmake (list (cons 0 "TEXT") (cons 1 "a\\nb") (list 10 0.0 0.0 0.0) (cons 40 1.0)))
(tblnext "LAYER" t)
(princ)`;

function dxfSeeds(): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const f of readdirSync('assets/drawings')) if (f.endsWith('.dxf')) out.push([f, readFileSync(join('assets/drawings', f), 'utf8')]);
  const shared = samplesDir();
  if (shared) for (const f of readdirSync(shared)) if (/\.dxf$/i.test(f) && f !== '3_us_main.dxf') out.push([f, readFileSync(join(shared, f), 'utf8')]);
  out.push(['insert-bomb', insertBombDxf()], ['nested-bomb', nestedBombDxf()], ['empty-block-bomb', emptyBlockBombDxf()]);
  return out;
}

async function fuzzDxf(pool: RunnerPool, n: number, seed: number): Promise<Tally> {
  const t = tally();
  const seeds = dxfSeeds();
  t.counts['seed drawings'] = seeds.length;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const [name, source] = seeds[i % seeds.length] as [string, string];
    const m = mutateDxf(source, seed + i);
    const label = `${name} seed ${seed + i} (${m.steps.join('; ')})`;
    t.inputs++;
    const { result, dxf } = await pool.runDetailed({ files: [{ name: 'fz.lsp', text: DRAWING_SCRIPT }], drawing: { kind: 'dxf', name, text: m.text }, wantSnapshots: true }, { fresh: true, wantDxf: true });
    if (result.stage === 'internal') t.internal.push(`${label}: ${clip(result.error?.message ?? '')}`);
    else if (result.stage === 'crashed') t.crashed.push(`${label}: ${clip(result.error?.message ?? '')}`);
    else if (result.stage === 'timeout') t.hangs.push(`${label}: ${clip(result.error?.message ?? '')}`);
    if (result.stage === 'syntax' && /^cannot read the drawing/.test(result.error?.message ?? '')) {
      bump(t, 'refused by the reader');
      continue;
    }
    bump(t, 'accepted');
    for (const snap of [result.before, result.after]) {
      if (!snap) continue;
      const s0 = performance.now();
      try {
        buildScene(snap);
      } catch (e) {
        t.internal.push(`${label}: scene build: ${clip(String(e))}`);
      }
      const ms = performance.now() - s0;
      if (ms > 2000) t.hangs.push(`${label}: scene build took ${ms.toFixed(0)} ms`);
    }
    if (dxf === undefined) {
      if (result.stage !== 'timeout' && result.stage !== 'crashed') t.internal.push(`${label}: no DXF written for an accepted drawing (${result.stage})`);
      continue;
    }
    const again = await pool.run({ files: [{ name: 'fz.lsp', text: '(princ)' }], drawing: { kind: 'dxf', name: 'out.dxf', text: dxf } }, { fresh: true });
    if (again.stage !== 'ok') t.internal.push(`${label}: the written DXF does not read back: ${again.stage} ${clip(again.error?.message ?? '')}`);
    else bump(t, 'written and read back');
  }
  t.ms = performance.now() - t0;
  return t;
}

// ---- report ------------------------------------------------------------------------------------

function report(name: string, t: Tally): number {
  const bad = t.internal.length + t.crashed.length + t.hangs.length;
  console.log(`\n${name}: ${t.inputs.toLocaleString('en-US')} inputs in ${(t.ms / 1000).toFixed(1)} s — ${t.internal.length} internal errors, ${t.crashed.length} crashes, ${t.hangs.length} hangs`);
  for (const [k, v] of Object.entries(t.counts).sort()) console.log(`  ${k}: ${v.toLocaleString('en-US')}`);
  for (const [label, list] of [['internal', t.internal], ['crashed', t.crashed], ['hang', t.hangs]] as const) for (const x of list.slice(0, 10)) console.log(`  ${label}: ${x}`);
  return bad;
}

console.log(`Lispwright fuzz — seed ${SEED}, node ${process.version}`);
const pool = createRunnerPool({ cacheSize: 0, backstopMs: 10_000 });
let bad = 0;
try {
  bad += report('Reader', fuzzReader(N_READER, SEED));
  bad += report('Builtins', await fuzzBuiltins(pool, N_BUILTINS, SEED + 1));
  bad += report('Damaged DXF drawings', await fuzzDxf(pool, N_DXF, SEED + 2));
} finally {
  await pool.close();
}
console.log(bad === 0 ? '\nfuzz: no internal errors, crashes or hangs' : `\nfuzz: ${bad} failures`);
process.exitCode = bad === 0 ? 0 : 1;
