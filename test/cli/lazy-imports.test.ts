/*
 * `lispwright run`/`eval` must start without loading the agent stack: the openai SDK is reached
 * only through the dynamic import in cli/main.ts. Checked on the built bundle (npm test builds it):
 * follow dist/cli.mjs's static imports through its chunks and look for the SDK. And since scripts
 * run in a worker, the main thread of `eval` and `run` loads no interpreter at all (issue 19's
 * start-up): their import graphs stay small and hold no evaluator, builtins or ActiveX catalogue.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultWorkerPath } from '../../interpreter/worker/pool.js';

const dist = join(import.meta.dirname, '../../dist');
const staticImports = (src: string): string[] =>
  [...src.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)].map((m) => m[1]!);
const dynamicImports = (src: string): string[] => [...src.matchAll(/import\(["']([^"']+)["']\)/g)].map((m) => m[1]!);

const built = existsSync(join(dist, 'cli.mjs'));
if (!built) console.warn('lazy-imports: skipped, dist/cli.mjs is not built (run npm run build:node)');

/** Every file reached from `file` by static imports, and the packages they import. */
function graph(file: string): { files: Set<string>; packages: Set<string>; bytes: number } {
  const files = new Set<string>();
  const packages = new Set<string>();
  let bytes = 0;
  const walk = (f: string): void => {
    if (files.has(f)) return;
    files.add(f);
    const src = readFileSync(join(dist, f), 'utf8');
    bytes += src.length;
    for (const spec of staticImports(src))
      if (spec.startsWith('./')) walk(spec.slice(2));
      else packages.add(spec);
  };
  walk(file);
  return { files, packages, bytes };
}

/** The chunk cli.mjs loads for a command (the dynamic import on its `case` line). */
function commandChunk(command: string): string {
  const src = readFileSync(join(dist, 'cli.mjs'), 'utf8');
  const m = new RegExp(`case"${command}":return await\\(await import\\("\\./([^"]+)"\\)\\)`).exec(src);
  if (!m) throw new Error(`no lazy import for ${command} in dist/cli.mjs`);
  return m[1]!;
}

/** Marks of the interpreter in a bundle: the evaluator, the builtin tables and the ActiveX catalogue. */
const INTERPRETER_MARKS = ['callUser1Debug', 'vl-catch-all-apply', 'AcDbLine', 'vla-get-'];

describe.skipIf(!built)('CLI start-up imports', () => {
  it('eval and run load no interpreter on the main thread: the script runs in the worker', () => {
    for (const command of ['eval', 'run']) {
      const g = graph('cli.mjs');
      for (const f of graph(commandChunk(command)).files) g.files.add(f);
      let text = '';
      let bytes = 0;
      for (const f of g.files) {
        const src = readFileSync(join(dist, f), 'utf8');
        text += src;
        bytes += src.length;
      }
      for (const mark of INTERPRETER_MARKS) expect(text.includes(mark), `${command}: ${mark}`).toBe(false);
      // eval starts no worker unless it must (cli/guarded-runner.ts): the pool and worker_threads load only then
      if (command === 'eval') {
        const packages = new Set<string>();
        for (const f of g.files) for (const spec of staticImports(readFileSync(join(dist, f), 'utf8'))) if (!spec.startsWith('./')) packages.add(spec);
        expect(packages.has('node:worker_threads'), 'eval: node:worker_threads').toBe(false);
        expect(text.includes('cannot find the runner worker bundle'), 'eval: the pool').toBe(false);
      }
      // arguments, the pool, the request check and printing: well under the interpreter's ~1.5 MB
      expect(bytes, command).toBeLessThan(200_000);
    }
  });

  it('the CLI starts its workers from the code-cached entry (worker-boot.mjs and worker-script.cjs)', () => {
    expect(existsSync(join(dist, 'worker-boot.mjs'))).toBe(true);
    expect(existsSync(join(dist, 'worker-script.cjs'))).toBe(true);
    const script = readFileSync(join(dist, 'worker-script.cjs'), 'utf8');
    expect(script).toContain('vl-catch-all-apply');
    // the same bundle serves the guarded in-process eval: it must not load worker_threads or node:crypto at its top
    expect(script).not.toMatch(/require\("node:worker_threads"\)/);
    expect(script).not.toMatch(/require\("node:crypto"\)/);
  });

  it("eval's own bundle (dist/cli-eval.cjs) holds the interpreter and the command, not the agent stack or the other commands", () => {
    const script = readFileSync(join(dist, 'cli-eval.cjs'), 'utf8');
    // the bundle is minified (no module comments): its source map names what went in
    const map = JSON.parse(readFileSync(join(dist, 'cli-eval.cjs.map'), 'utf8')) as { sources: string[] };
    const modules = map.sources.map((f) => f.replace(/^(\.\.\/)+/, '')).filter((f) => /^(cli|agent|electron|renderer|interpreter)\//.test(f));
    expect(modules).toContain('cli/commands/eval.ts');
    expect(modules).toContain('interpreter/eval/interp.ts');
    expect(modules.filter((m) => m.startsWith('agent/') || m.startsWith('electron/') || m.startsWith('renderer/'))).toEqual([]);
    expect(modules.filter((m) => m.startsWith('cli/commands/'))).toEqual(['cli/commands/eval.ts']);
    expect(script).not.toMatch(/require\("openai"\)/);
    // worker_threads only inside the pool's lazy init (a re-run in a worker), never at the bundle's top
    const all = [...script.matchAll(/require\("node:worker_threads"\)/g)].length;
    const inWorkerInits = [...script.matchAll(/__esm\(\{"interpreter\/worker\/[^"]+"\(\)\{"use strict";(?:[\w$]+=require\("[^"]+"\);)*[\w$]+=require\("node:worker_threads"\)/g)].length;
    expect(all).toBeGreaterThan(0);
    expect(inWorkerInits).toBe(all);
    // the bin picks it for `eval` only, through the code-cached boot
    const bin = readFileSync(join(dist, '../bin/lispwright.cjs'), 'utf8');
    expect(bin).toMatch(/argv\[0\] === 'eval'/);
    expect(existsSync(join(dist, 'cli-eval-boot.cjs'))).toBe(true);
  });

  it('the pool starts its workers from the code-cached entry too (the cold start of the app and the web server)', () => {
    expect(defaultWorkerPath()).toBe(join(dist, 'worker-boot.mjs'));
  });

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
