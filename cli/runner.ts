/*
 * How the CLI runs scripts. By default in a worker thread of the runner pool, with the app's
 * limits: the step budget, the allocation budget, the worker's heap and stack limits and the
 * wall-clock backstop. A script that would exhaust memory ends as stage `budget`, one that hangs
 * inside a builtin as `timeout`, a worker that dies as `crashed`, and the CLI itself carries on.
 * `--in-process` runs on the CLI's own thread instead (for debugging: the same budgets, but no
 * wall-clock bound and no separate heap).
 */
import type { RunRequest, RunResult } from '../interpreter/runner/contract.js';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sampleText } from './sample-text.js';

export interface CliRun {
  result: RunResult;
  /** the drawing as the run left it, when asked for; undefined when the run had no drawing database */
  dxf?: string;
  /** with `dxfTo`: the pieces given to it are the whole drawing as the run left it */
  dxfStreamed?: boolean;
}

export interface CliRunOptions {
  wantDxf?: boolean;
  /** with wantDxf: take the DXF in pieces, in order (UTF-8 bytes or text), instead of one string; a runner may still answer with `dxf` */
  dxfTo?: (piece: Uint8Array) => void;
  signal?: AbortSignal;
}

export interface CliRunner {
  run(req: RunRequest, opts?: CliRunOptions): Promise<CliRun>;
  close(): Promise<void>;
}

/** The CLI's own thread runs the script: the interpreter is loaded here, only for --in-process. */
export function inProcessRunner(): CliRunner {
  const loaded = Promise.all([import('../interpreter/runner/run-request.js'), import('./deps.js')]);
  return {
    async run(req, opts = {}) {
      const [{ runRequestDetailed }, { cliDeps }] = await loaded;
      const { result, port } = runRequestDetailed(req, cliDeps());
      if (opts.wantDxf && opts.dxfTo && port?.toDxfBytes) {
        port.toDxfBytes(opts.dxfTo);
        return { result, dxfStreamed: true };
      }
      const dxf = opts.wantDxf ? port?.toDxf() : undefined;
      return dxf === undefined ? { result } : { result, dxf };
    },
    close: async () => {},
  };
}

/**
 * The CLI's worker reads a drawing once and runs one script on it: nearly all it allocates while
 * reading lives on (the records), so a young generation of 192 MB (the pool's is 64) means a third
 * of the scavenges copying it (about 8 % less CPU for a 500k-entity `run --out-dxf`); the heap
 * limit, which turns memory bombs into stage `budget`, is the pool's.
 */
const CLI_WORKER_LIMITS = { maxYoungGenerationSizeMb: 192 };

/**
 * A worker of the runner pool runs the script. The pool starts its worker at once, so create the
 * runner before reading the script's files: the worker's start-up (loading the interpreter) is most
 * of what a short run costs, and it overlaps the reading.
 */
export function workerRunner(opts: { timeoutMs?: number } = {}): CliRunner {
  const boot = cachedWorkerBoot();
  // the pool loads when a worker is wanted (the guarded eval needs it only to re-run a few scripts)
  const pool = import('../interpreter/worker/pool.js').then(({ createRunnerPool }) =>
    createRunnerPool({ resolveSample: sampleText, cacheSize: 0, resourceLimits: CLI_WORKER_LIMITS, ...(boot ? { workerPath: boot } : {}), ...(opts.timeoutMs ? { backstopMs: opts.timeoutMs } : {}) }),
  );
  return {
    run: async (req, opts = {}) => {
      const { result, dxf, dxfStreamed } = await (await pool).runDetailed(req, {
        fresh: true,
        ...(opts.wantDxf ? { wantDxf: true } : {}),
        ...(opts.wantDxf && opts.dxfTo ? { onDxfChunk: opts.dxfTo } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
      });
      return { result, ...(dxf === undefined ? {} : { dxf }), ...(dxfStreamed ? { dxfStreamed } : {}) };
    },
    close: async () => (await pool).close(),
  };
}

/** The built CLI's worker entry with a code cache (cli/worker-boot.ts), beside its bundle; from source, the pool's default worker. */
export function cachedWorkerBoot(): string | undefined {
  const boot = fileURLToPath(new URL('./worker-boot.mjs', import.meta.url));
  return existsSync(boot) && existsSync(fileURLToPath(new URL('./worker-script.cjs', import.meta.url))) ? boot : undefined;
}

/** The runner the command-line options ask for. */
export const cliRunner = (args: { inProcess: boolean; timeoutMs?: number }): CliRunner =>
  args.inProcess ? inProcessRunner() : workerRunner(args.timeoutMs ? { timeoutMs: args.timeoutMs } : {});

/** Run `use` with a runner, closing it afterwards (the worker would otherwise keep the CLI alive). */
export async function withRunner<T>(args: { inProcess: boolean; timeoutMs?: number }, use: (r: CliRunner) => Promise<T>): Promise<T> {
  const runner = cliRunner(args);
  try {
    return await use(runner);
  } finally {
    await runner.close();
  }
}
