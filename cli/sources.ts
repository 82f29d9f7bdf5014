/** Reading what a run needs from disk: the script, extra files, the drawing, scripted inputs. */
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { DrawingSource, ScriptedInput, SourceFile } from '../interpreter/runner/contract.js';
import { UsageError } from './args.js';

export class SourceError extends Error {}

export function readText(path: string, what = 'file'): string {
  try {
    return path === '-' ? readFileSync(0, 'utf8') : readFileSync(path, 'utf8');
  } catch (e) {
    throw new SourceError(`cannot read ${what} ${path}: ${(e as Error).message}`);
  }
}

/** A file as scripts refer to it: by its base name (so `(load "helpers")` finds helpers.lsp). */
export const sourceFile = (path: string): SourceFile => ({ name: basename(path), text: readText(path) });

export function drawingSource(path: string): DrawingSource {
  if (path.startsWith('sample:')) return { kind: 'sample', name: path.slice('sample:'.length) };
  return { kind: 'dxf', name: basename(path), text: readText(path, 'drawing') };
}

/** --input: a JSON array inline, or the path of a file holding one. */
export function parseInputs(arg: string): ScriptedInput[] {
  const text = arg.trim().startsWith('[') || !existsSync(arg) ? arg : readText(arg, 'input file');
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`--input is not a JSON array: ${(e as Error).message}`);
  }
  if (!Array.isArray(v)) throw new UsageError('--input must be a JSON array of answers');
  return v as ScriptedInput[];
}
