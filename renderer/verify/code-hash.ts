/*
 * The code hash the runner stamps on every RunResult, recomputed in the renderer so Verified
 * Export can tell whether the text in the editor is exactly the text that passed. Rule (shared
 * with the runner): sha-256, hex, over `name + "\0" + text + "\0"` for each file in request order.
 */
import type { SourceFile } from '../../interpreter/runner/contract.js';

export async function codeHash(files: ReadonlyArray<SourceFile>): Promise<string> {
  let joined = '';
  for (const f of files) joined += `${f.name}\0${f.text}\0`;
  const bytes = new TextEncoder().encode(joined);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  let hex = '';
  for (const b of new Uint8Array(digest)) hex += b.toString(16).padStart(2, '0');
  return hex;
}
