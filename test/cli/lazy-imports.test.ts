/*
 * `lispwright run`/`eval` must start without loading the agent stack: the openai SDK is reached
 * only through the dynamic import in cli/main.ts. Checked on the built bundle (npm test builds it):
 * follow dist/cli.mjs's static imports through its chunks and look for the SDK.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '../../dist');
const staticImports = (src: string): string[] =>
  [...src.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)].map((m) => m[1]!);
const dynamicImports = (src: string): string[] => [...src.matchAll(/import\(["']([^"']+)["']\)/g)].map((m) => m[1]!);

const built = existsSync(join(dist, 'cli.mjs'));
if (!built) console.warn('lazy-imports: skipped, dist/cli.mjs is not built (run npm run build:node)');

describe.skipIf(!built)('CLI start-up imports', () => {
  it('keeps the openai SDK out of the static import graph of dist/cli.mjs', () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const walk = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of staticImports(readFileSync(join(dist, file), 'utf8')))
        if (spec.startsWith('./')) walk(spec.slice(2));
        else packages.add(spec);
    };
    walk('cli.mjs');
    expect(packages.has('node:fs')).toBe(true);
    expect(packages.has('openai')).toBe(false);
    // the agent command is still there, behind a dynamic import whose chunk does import the SDK
    const lazy = dynamicImports(readFileSync(join(dist, 'cli.mjs'), 'utf8')).filter((s) => s.startsWith('./'));
    expect(lazy.length).toBeGreaterThan(0);
    expect(lazy.some((s) => staticImports(readFileSync(join(dist, s.slice(2)), 'utf8')).includes('openai'))).toBe(true);
  });
});
