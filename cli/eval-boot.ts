/*
 * The `eval` command's entry (dist/cli-eval-boot.cjs, chosen by bin/lispwright.cjs): runs
 * dist/cli-eval.cjs (cli/eval-main.ts) from the V8 code cache (cli/code-cache.ts).
 */
import { fileURLToPath } from 'node:url';
import { loadCachedModule } from './code-cache.js';
import type { evalMain as EvalMain } from './eval-main.js';

export function main(argv: string[]): Promise<number | undefined> {
  const mod = loadCachedModule(fileURLToPath(new URL('./cli-eval.cjs', import.meta.url)));
  return (mod.exports.evalMain as typeof EvalMain)(argv, mod);
}
