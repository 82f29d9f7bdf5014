/*
 * The code hash that ties an exported file to the run that proved it. Same rule as
 * RunResult.codeHash (interpreter/runner/contract.ts): sha-256, hex, over `name NUL text NUL` for
 * each source file in request order. The runner computes it in the worker; the host recomputes
 * it here over the editor text before a verified export, so neither side trusts the other's word.
 */
import { createHash } from 'node:crypto';
import type { SourceFile } from '../../../interpreter/runner/contract.js';

export function codeHash(files: readonly SourceFile[]): string {
  const h = createHash('sha256');
  for (const f of files) {
    h.update(f.name, 'utf8');
    h.update('\0');
    h.update(f.text, 'utf8');
    h.update('\0');
  }
  return h.digest('hex');
}

export const sha256Hex = (text: string | Uint8Array): string => createHash('sha256').update(text).digest('hex');
