/*
 * What `lispwright agent` runs code with and how it finds drawings: the CLI's runner (a worker
 * with the app's limits, or in-process with --in-process) and the default drawing database.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { DrawingSource } from '../../interpreter/runner/index.js';
import type { CliRunner } from '../runner.js';
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

/**
 * Runs through the CLI's runner (cli/runner.ts: a worker with the app's limits, or in-process with
 * --in-process); `budget` (steps) applies to every run that sets none.
 */
export function cliRunLisp(runner: CliRunner, budget?: number): RunLisp {
  return async (req, signal) => (await runner.run(budget !== undefined && req.budget === undefined ? { ...req, budget } : req, signal ? { signal } : {})).result;
}
