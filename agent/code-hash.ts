/*
 * The runner's code-hash rule (interpreter/runner/contract.ts, RunResult.codeHash): sha-256 hex of
 * the exact source texts in request order, each as `name NUL text NUL`. The verification gate
 * hashes delivered code with this rule and compares it with the hash the runner put in a passing
 * RunResult, so "verified" always means "these exact bytes ran".
 */
import { createHash } from 'node:crypto';
import type { SourceFile } from '../interpreter/runner/contract.js';

export function codeHashOf(files: ReadonlyArray<SourceFile>): string {
  const h = createHash('sha256');
  for (const f of files) {
    h.update(f.name, 'utf8');
    h.update('\0');
    h.update(f.text, 'utf8');
    h.update('\0');
  }
  return h.digest('hex');
}
