/*
 * `lispwright eval` runs on the CLI's own thread, under the same limits as a worker of the pool,
 * because starting a worker thread (a second Node environment) costs more than the whole 150 ms
 * start-up target leaves (issue 19). What keeps issue 10's bounds:
 *  - steps and memory: the interpreter's own step budget and allocation budget (core/alloc.ts),
 *    which are deterministic and the same in-process and in a worker;
 *  - the wall clock: the run is called through vm's `timeout`, whose watchdog thread stops the
 *    isolate (V8 TerminateExecution, the same mechanism as worker.terminate()) even inside a
 *    builtin that never returns; it is reported exactly as the pool's backstop (stage `timeout`);
 *  - what a worker has and this thread lacks (the worker's 64 MB stack and 1 GB heap): a run
 *    whose outcome could depend on them (it ran out of stack, ended `internal`, or grew the
 *    process past the worker's heap) is not printed but run again in a worker of the pool, whose
 *    result is the one printed. The interpreter is deterministic, so any other run ends the same
 *    way in both places.
 * The interpreter comes from dist/worker-script.cjs through the V8 code cache (cli/code-cache.ts);
 * from source (no bundle) the ES modules are imported instead.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { MESSAGES } from '../interpreter/core/messages.js';
import type { RunRequest, RunResult } from '../interpreter/runner/contract.js';
import type { RunnerDeps, RunOutcome } from '../interpreter/runner/run-request.js';
import type { DrawingFactory } from '../interpreter/ports/drawing.js';
import { codeHashOf } from '../interpreter/runner/code-hash.js';
import { failedResult } from '../interpreter/runner/failed-result.js';
import { validateRunRequest } from '../interpreter/runner/validate.js';
import { backstopFor, POOL_DEFAULTS } from '../interpreter/worker/limits.js';
import { loadCachedModule } from './code-cache.js';
import type { CliRun, CliRunner } from './runner.js';
import { sampleText } from './sample-text.js';

export interface Interpreter {
  runRequestDetailed(req: RunRequest, deps: RunnerDeps): RunOutcome;
  defaultDrawings: DrawingFactory | undefined;
  nodeSha256Hex(text: string): string;
  /** the hash of `defaultDrawings.empty()` when the build knows it (a request without a drawing opens it) */
  standardDrawingHash?: string;
  /** how many of the registry's lazy tables (ActiveX ...) were made (the bundled interpreter: for the start-up trace) */
  lazyTablesMadeCount?: () => number;
  /** write the code cache if there was none (after the run, so it holds what the run compiled) */
  saveCache(): void;
  cacheUsed: boolean;
}

/** What the last guarded run did (tests and the start-up bench read it). */
export const guardedRunInfo = { loadedFrom: '' as '' | 'code-cache' | 'bundle' | 'source', fellBackToWorker: '' };

const bundlePath = (): string => fileURLToPath(new URL('./worker-script.cjs', import.meta.url));

let bundled: Interpreter | undefined;

/** The interpreter bundled with the CLI's eval (cli/eval-main.ts): used instead of loading dist/worker-script.cjs. */
export function useBundledInterpreter(interp: Interpreter): void {
  bundled = interp;
}

async function loadInterpreter(): Promise<Interpreter> {
  if (bundled) {
    guardedRunInfo.loadedFrom = bundled.cacheUsed ? 'code-cache' : 'bundle';
    return bundled;
  }
  const file = bundlePath();
  if (existsSync(file)) {
    const mod = loadCachedModule(file);
    guardedRunInfo.loadedFrom = mod.cacheUsed ? 'code-cache' : 'bundle';
    return { ...(mod.exports as unknown as Omit<Interpreter, 'saveCache' | 'cacheUsed'>), saveCache: mod.saveCache, cacheUsed: mod.cacheUsed };
  }
  guardedRunInfo.loadedFrom = 'source';
  const [{ runRequestDetailed }, { defaultDrawings }, { nodeSha256Hex }] = await Promise.all([
    import('../interpreter/runner/run-request.js'),
    import('../interpreter/runner/default-drawings.js'),
    import('../interpreter/worker/node-sha256.js'),
  ]);
  return { runRequestDetailed, defaultDrawings, nodeSha256Hex, saveCache: () => {}, cacheUsed: false };
}

/** The messages of errors whose place depends on the host's stack (a worker's is 64 MB, this thread's about 1 MB). */
const STACK_BOUND = [MESSAGES.recursionDepth(0).split('(')[0] as string, MESSAGES.stackExhausted()];

/** Why this run's result might differ in a worker ('' when it cannot). */
export function hostDependence(result: RunResult, peakRssBytes: number): string {
  if (result.stage === 'internal' || result.stage === 'crashed') return `stage ${result.stage}`;
  const message = result.error?.message ?? '';
  if (result.stage === 'budget' && STACK_BOUND.some((m) => message.startsWith(m))) return 'stack';
  const heap = (POOL_DEFAULTS.resourceLimits.maxOldGenerationSizeMb + POOL_DEFAULTS.resourceLimits.maxYoungGenerationSizeMb) * 1024 * 1024;
  if (peakRssBytes > heap) return 'memory';
  return '';
}

/**
 * A millisecond clock from process.hrtime: Node's `performance` global is made on first use by
 * loading its perf modules, which cost `eval 1` more than its run does.
 */
const monotonicMs = (): number => {
  const [s, ns] = process.hrtime();
  return s * 1e3 + ns / 1e6;
};

const GUARDED_CALL = '__lispwrightGuardedRun';

/** Call `fn` with a wall-clock limit that also stops synchronous code (vm's watchdog). */
function withWallClock<T>(ms: number, fn: () => T): { value: T } | 'timeout' {
  const g = globalThis as unknown as Record<string, unknown>;
  g[GUARDED_CALL] = fn;
  try {
    return { value: new Script(`${GUARDED_CALL}()`).runInThisContext({ timeout: ms }) as T };
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'timeout';
    throw e;
  } finally {
    delete g[GUARDED_CALL];
  }
}

/** What the start loaded, for the trace (the bundled eval only): lazy tables made, CommonJS files, whether worker_threads loaded. */
function startupCounts(): string {
  if (!bundled?.lazyTablesMadeCount) return '';
  const builtins = (process as unknown as { moduleLoadList?: string[] }).moduleLoadList ?? [];
  const threads = builtins.includes('NativeModule worker_threads');
  return `; lazy tables made ${bundled.lazyTablesMadeCount()}; CommonJS files ${Object.keys(createRequire(import.meta.url).cache).length}; worker_threads ${threads ? 'loaded' : 'not loaded'}`;
}

/** The guarded in-process runner: a worker of the pool only for runs whose result could depend on the host. */
export function guardedRunner(opts: { timeoutMs?: number; worker: () => CliRunner }): CliRunner {
  const loaded = loadInterpreter();
  let worker: CliRunner | undefined;
  return {
    async run(req, runOpts = {}): Promise<CliRun> {
      validateRunRequest(req);
      const interp = await loaded;
      const started = monotonicMs();
      const ms = backstopFor(opts.timeoutMs ?? POOL_DEFAULTS.backstopMs, req.budget);
      const deps: RunnerDeps = {
        hash: interp.nodeSha256Hex,
        now: monotonicMs,
        maxDepth: POOL_DEFAULTS.maxDepth,
        resolveSample: sampleText,
        ...(interp.defaultDrawings ? { drawings: interp.defaultDrawings } : {}),
        ...(interp.defaultDrawings && interp.standardDrawingHash && (req.drawing ?? { kind: 'empty' }).kind === 'empty' ? { drawingHash: interp.standardDrawingHash } : {}),
      };
      const got = withWallClock(ms, () => {
        const out = interp.runRequestDetailed(req, deps);
        return { result: out.result, dxf: runOpts.wantDxf ? out.port?.toDxf() : undefined };
      });
      if (got === 'timeout') {
        const elapsedMs = Math.round(monotonicMs() - started);
        return { result: failedResult('timeout', MESSAGES.runBackstop(ms), codeHashOf(req.files, interp.nodeSha256Hex), { elapsedMs }) };
      }
      interp.saveCache();
      const why = hostDependence(got.value.result, process.resourceUsage().maxRSS * 1024);
      if (why) {
        guardedRunInfo.fellBackToWorker = why;
        worker ??= opts.worker();
        return worker.run(req, runOpts);
      }
      return got.value.dxf === undefined ? { result: got.value.result } : { result: got.value.result, dxf: got.value.dxf };
    },
    close: async () => {
      await worker?.close();
      // how this start went, for tests and for anyone timing it (LISPWRIGHT_TRACE_STARTUP=1)
      if (process.env.LISPWRIGHT_TRACE_STARTUP === '1') process.stderr.write(`lispwright: interpreter from ${guardedRunInfo.loadedFrom}; worker ${guardedRunInfo.fellBackToWorker ? `re-run (${guardedRunInfo.fellBackToWorker})` : 'none'}${startupCounts()}\n`);
    },
  };
}
