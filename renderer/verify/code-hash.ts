/*
 * The code hash the runner stamps on every RunResult, recomputed in the renderer so Verified
 * Export can tell whether the text in the editor is exactly the text that passed: the runner's
 * rule (codeHashInput) hashed with WebCrypto's SHA-256.
 */
import { codeHashInput } from '../../interpreter/index.js';
import type { SourceFile } from '../../interpreter/runner/contract.js';

export async function codeHash(files: ReadonlyArray<SourceFile>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeHashInput(files)));
  let hex = '';
  for (const b of new Uint8Array(digest)) hex += b.toString(16).padStart(2, '0');
  return hex;
}
