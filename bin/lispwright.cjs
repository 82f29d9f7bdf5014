#!/usr/bin/env node
// The `lispwright` command (package.json's bin): runs the CLI bundle built by `npm install` (prepare)
// or `npm run build:node`. A classic script, so a start does not pay for Node's ES-module loader
// before it knows the command; `eval` has a bundle of its own (dist/cli-eval-boot.cjs runs
// dist/cli-eval.cjs from the V8 code cache, cli/eval-boot.ts), every other command dist/cli.mjs.
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const dist = join(__dirname, '..', 'dist');
const argv = process.argv.slice(2);

async function main() {
  const code = argv[0] === 'eval' && existsSync(join(dist, 'cli-eval.cjs')) && existsSync(join(dist, 'cli-eval-boot.cjs')) ? await require(join(dist, 'cli-eval-boot.cjs')).main(argv) : undefined;
  if (code !== undefined) return code;
  const bundle = join(dist, 'cli.mjs');
  if (!existsSync(bundle)) {
    process.stderr.write('lispwright: the CLI is not built yet; run `npm install` or `npm run build:node` first.\n');
    return 2;
  }
  return (await import(pathToFileURL(bundle).href)).main(argv);
}

main().then((code) => {
  process.exitCode = code;
});
