/*
 * The code hash that ties an exported file to the run that proved it: the runner's rule
 * (interpreter/runner/code-hash.ts codeHashInput) hashed with node:crypto. The runner computes it
 * in the worker; the host recomputes it here over the editor text before a verified export, so
 * neither side trusts the other's word.
 */
import { createHash } from 'node:crypto';
import type { SourceFile } from '../../../interpreter/runner/contract.js';
import { codeHashInput } from '../../../interpreter/runner/index.js';

export function codeHash(files: readonly SourceFile[]): string {
  return sha256Hex(codeHashInput(files));
}

export const sha256Hex = (text: string | Uint8Array): string => createHash('sha256').update(text).digest('hex');
