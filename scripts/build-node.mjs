// Bundles the Node-side entry points (CLI, worker, bench, fuzz, web server, Electron main/preload) with
// esbuild so `npx lispwright` and worker threads start fast without a TypeScript loader.
// Runs from `prepare`, so `npm install` leaves a working CLI. Entries that do not exist yet are skipped.
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const entries = [
  { in: 'cli/main.ts', out: 'dist/cli.mjs' },
  { in: 'interpreter/worker/worker-entry.ts', out: 'dist/worker.mjs' },
  { in: 'interpreter/worker/session-entry.ts', out: 'dist/session-worker.mjs' },
  // the CLI's worker: a classic script compiled with a V8 code cache by cli/worker-boot.ts
  { in: 'cli/worker-boot.ts', out: 'dist/worker-boot.mjs' },
  { in: 'test/bench/bench.ts', out: 'dist/bench/bench.mjs' },
  { in: 'test/fuzz/fuzz.ts', out: 'dist/fuzz/fuzz.mjs' },
  { in: 'electron/web/server.ts', out: 'dist/web/server.mjs' },
  // the host's DXF loader thread: parses and builds the view's scene (electron/main/services/drawing-load-worker.ts)
  { in: 'electron/main/services/drawing-load-worker.ts', out: 'dist/drawing-load-worker.mjs' },
];
const cjsEntries = [
  { in: 'interpreter/worker/worker-script.ts', out: 'dist/worker-script.cjs' },
  // `eval`'s entry (bin/lispwright.cjs picks it): runs dist/cli-eval.cjs from the V8 code cache
  { in: 'cli/eval-boot.ts', out: 'dist/cli-eval-boot.cjs' },
  { in: 'electron/main/main.ts', out: 'dist/electron/main.cjs' },
  { in: 'electron/preload/preload.ts', out: 'dist/electron/preload.cjs' },
];

const cjsOptions = {
  format: 'cjs',
  external: ['electron'],
  define: { 'import.meta.url': '__bundleFileUrl' },
  banner: { js: "const __bundleFileUrl = require('node:url').pathToFileURL(__filename).href;" },
};
// The ActiveX catalogue (260 KB of JSON) and the system-variable inventory (1,099 rows) are parsed
// on first use: as object literals they were part of every start (their templates in the code
// cache, their objects built), though only scripts using ActiveX or an uncurated variable read
// them (interpreter/drawing/activex/catalogue.ts and sysvar-inventory.ts read them only inside
// functions). A string at the top of the file (a title, a source) stays a plain string.
const lazyJson = {
  name: 'lazy-json',
  setup(b) {
    b.onLoad({ filter: /(activex-catalogue|autocad-sysvars)\.json$/ }, (args) => {
      const parsed = JSON.parse(readFileSync(args.path, 'utf8'));
      const text = JSON.stringify(parsed);
      const fields = Object.entries(parsed).map(([k, v]) => (typeof v === 'string' ? `${JSON.stringify(k)}: ${JSON.stringify(v)}` : `get ${JSON.stringify(k)}() { return data()[${JSON.stringify(k)}]; }`)).join(',\n  ');
      return { contents: `let parsed;\nconst data = () => (parsed ??= JSON.parse(${JSON.stringify(text)}));\nexport default {\n  ${fields}\n};\n`, loader: 'js' };
    });
  },
};
// The bundles run through the V8 code cache (cli/code-cache.ts): written as ASCII, comments dropped
// (non-ASCII characters in comments and strings made their text two-byte and its read a UTF-8 decode).
const asciiBundle = { charset: 'ascii', minifyWhitespace: true, legalComments: 'none' };
const common = { bundle: true, platform: 'node', target: 'node20', sourcemap: true, logLevel: 'warning', packages: 'external', plugins: [lazyJson] };
const present = (list) => list.filter((e) => existsSync(e.in));
const esmBanner = { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" };
// The CLI is split so that what `run`/`eval` never use (the agent stack and the openai SDK, loaded
// by a dynamic import) stays out of its start-up. Chunks sit beside dist/cli.mjs so modules that
// find files from import.meta.url resolve the same paths.
for (const f of existsSync('dist') ? readdirSync('dist') : []) if (/^cli-chunk-.*\.mjs(\.map)?$/.test(f)) rmSync(`dist/${f}`);
await Promise.all([
  ...present(entries).map((e) =>
    e.in === 'cli/main.ts'
      ? build({ ...common, entryPoints: { cli: e.in }, outdir: 'dist', splitting: true, chunkNames: 'cli-chunk-[hash]', minifyWhitespace: true, outExtension: { '.js': '.mjs' }, format: 'esm', banner: esmBanner })
      : build({ ...common, entryPoints: [e.in], outfile: e.out, format: 'esm', banner: esmBanner }),
  ),
  // CommonJS has no import.meta: give modules that read import.meta.url the bundle's own file URL.
  ...present(cjsEntries).map((e) => build({ ...common, ...cjsOptions, ...(e.out === 'dist/worker-script.cjs' ? asciiBundle : {}), entryPoints: [e.in], outfile: e.out })),
]);

// `lispwright eval` whole (the command and the interpreter) as one classic script for the code cache
// (cli/eval-boot.ts loads it). Every eval opens the standard empty drawing, whose hash (a result's
// drawingHash) is the same for every run of this build: it is computed here, from the interpreter
// just built, instead of at each start (cli/guarded-runner.ts; the worker still computes its own).
if (existsSync('cli/eval-main.ts')) {
  const worker = resolve('dist/worker-script.cjs');
  const standard = existsSync(worker) ? createRequire(import.meta.url)(worker).defaultDrawings?.empty().hash() : undefined;
  const define = { ...cjsOptions.define, ...(standard ? { __LISPWRIGHT_STANDARD_DRAWING_HASH__: JSON.stringify(standard) } : {}) };
  // ASCII without comments (cli/code-cache.ts reads an ASCII bundle as Latin-1, a plain copy, not a UTF-8 decode)
  await build({ ...common, ...cjsOptions, ...asciiBundle, define, entryPoints: ['cli/eval-main.ts'], outfile: 'dist/cli-eval.cjs' });
}
