/*
 * The code hash that ties a RunResult (and a verified export) to the exact source texts: sha-256,
 * hex, of `codeHashInput(files)`. The rule is written here once; the runner hashes it with the
 * pure TS sha-256 (sha256.ts), the host with node:crypto and the renderer with WebCrypto, all over
 * this same input.
 */
import { sha256Hex } from './sha256.js';

/** The text the code hash is taken over: `name NUL text NUL` for each file, in request order. */
export function codeHashInput(files: ReadonlyArray<{ name: string; text: string }>): string {
  let s = '';
  for (const f of files) s += `${f.name}\0${f.text}\0`;
  return s;
}

/** The RunResult codeHash: the sha-256 hex of codeHashInput (with another sha-256 when given). */
export function codeHashOf(files: ReadonlyArray<{ name: string; text: string }>, hash: (s: string) => string = sha256Hex): string {
  return hash(codeHashInput(files));
}
