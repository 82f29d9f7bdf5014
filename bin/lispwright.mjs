#!/usr/bin/env node
// The `lispwright` command: runs the CLI bundle built by `npm install` (prepare) or `npm run build:node`.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const bundle = fileURLToPath(new URL('../dist/cli.mjs', import.meta.url));
if (!existsSync(bundle)) {
  process.stderr.write('lispwright: the CLI is not built yet; run `npm install` or `npm run build:node` first.\n');
  process.exit(2);
}
const { main } = await import(pathToFileURL(bundle).href);
process.exitCode = await main(process.argv.slice(2));
