/** Bundles test/support/test-worker-entry.ts once per test file (esbuild), for pool tests. */
import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function buildTestWorker(): Promise<string> {
  const out = join(mkdtempSync(join(tmpdir(), 'lw-worker-')), 'test-worker.mjs');
  await build({
    entryPoints: [new URL('./test-worker-entry.ts', import.meta.url).pathname],
    outfile: out, bundle: true, platform: 'node', target: 'node20', format: 'esm', logLevel: 'warning', packages: 'external',
  });
  return out;
}
