/*
 * What `lispwright agent` runs code with and how it finds drawings. Code runs in the runner's
 * worker pool (interpreter/worker/pool.ts) with the app's limits: the runner's step budget (or
 * --budget), the pool's wall-clock backstop and worker heap limits, so a script that loops or
 * allocates without end cannot block or kill the CLI. `cliRunLisp` (in-process) stays for tests and
 * for the inspector checks that need no isolation.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { runRequest, type DrawingSource } from '../../interpreter/runner/index.js';
import { createRunnerPool, type RunnerPool, type RunnerPoolOptions } from '../../interpreter/worker/pool.js';
import { cliDeps, sampleText } from '../deps.js';
import type { RunLisp } from '../../agent/ports.js';

const SAMPLES_DIR = 'assets/drawings';

/** A DXF path, or the name of a sample drawing in assets/drawings. */
export function loadDrawing(arg: string | undefined, cwd = process.cwd()): { source: DrawingSource; name: string; path?: string } {
  if (!arg) return { source: { kind: 'empty' }, name: 'empty drawing' };
  const candidates = [resolve(cwd, arg), join(cwd, SAMPLES_DIR, arg), join(cwd, SAMPLES_DIR, `${arg}.dxf`)];
  const path = candidates.find((p) => existsSync(p));
  if (!path) throw new Error(`cannot find the drawing ${arg} (a .dxf path or a sample name from ${SAMPLES_DIR})`);
  return { source: { kind: 'dxf', name: basename(path), text: readFileSync(path, 'utf8') }, name: basename(path), path };
}

/** Runs through the runner (runRequest) with the CLI's drawing database and samples, in-process. */
export function cliRunLisp(): RunLisp {
  const deps = cliDeps();
  return async (req) => runRequest(req, deps);
}

export interface PoolRunner {
  runLisp: RunLisp;
  pool: RunnerPool;
}

/** Runs in worker threads with the app's limits; `budget` (steps) applies to every run that sets none. */
export function poolRunLisp(budget?: number, options: RunnerPoolOptions = {}): PoolRunner {
  const pool = createRunnerPool({ resolveSample: sampleText, ...options });
  return {
    pool,
    runLisp: (req, signal) => pool.run(budget !== undefined && req.budget === undefined ? { ...req, budget } : req, signal ? { signal } : {}),
  };
}
