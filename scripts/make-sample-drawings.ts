// Builds assets/drawings/*.dxf from the AutoLISP sources in assets/drawings/src/ by running them
// with entmake on an empty drawing and writing the result. Run: npx tsx scripts/make-sample-drawings.ts
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emptyDrawing } from '../interpreter/drawing/index.js';
import { prin1, readAll } from '../interpreter/index.js';
import { makeTestInterp } from '../test/support/make-interp.js';

const root = new URL('../assets/drawings/', import.meta.url).pathname;
for (const f of readdirSync(join(root, 'src')).filter((n) => n.endsWith('.lsp'))) {
  const name = f.replace(/\.lsp$/, '.dxf');
  const port = emptyDrawing(name);
  const ip = makeTestInterp({ drawing: port });
  const forms = readAll(readFileSync(join(root, 'src', f), 'utf8'), { file: f, intern: (n) => ip.intern(n) });
  for (const form of forms) {
    const r = ip.runForms([form]);
    if (!r.ok) throw new Error(`${f}: ${r.error?.message}`);
    if (r.value === null) throw new Error(`${f}: a form returned nil (refused entmake?): ${prin1(form).slice(0, 120)} ERRNO ${prin1(port.sysvars.get("ERRNO") ?? null)}`);
  }
  const text = port.toDxf();
  writeFileSync(join(root, name), text);
  console.log(`${name}: ${port.entityCount()} entities, ${(text.length / 1024).toFixed(1)} KB`);
}
