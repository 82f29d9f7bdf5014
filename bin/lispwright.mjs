#!/usr/bin/env node
// The `lispwright` command: runs the CLI bundle built by `npm install` (prepare) or `npm run build:node`.
// `eval` has a bundle of its own (dist/cli-eval.mjs: one code-cached classic script, cli/eval-boot.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const argv = process.argv.slice(2);
const built = (name) => fileURLToPath(new URL(`../dist/${name}`, import.meta.url));
const evalBundle = argv[0] === 'eval' && existsSync(built('cli-eval.cjs')) ? built('cli-eval.mjs') : undefined;
let code = evalBundle && existsSync(evalBundle) ? await (await import(pathToFileURL(evalBundle).href)).main(argv) : undefined;
if (code === undefined) {
  const bundle = built('cli.mjs');
  if (!existsSync(bundle)) {
    process.stderr.write('lispwright: the CLI is not built yet; run `npm install` or `npm run build:node` first.\n');
    process.exit(2);
  }
  code = await (await import(pathToFileURL(bundle).href)).main(argv);
}
process.exitCode = code;
