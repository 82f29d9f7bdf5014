/*
 * Drafting aid for conformance files (not a test): runs a .lsp file form by form the way
 * test/conformance/conformance.test.ts does and writes the file back with each form's value
 * (`;=>`) and output (`;>>`) after it, comments kept, so a new file's expectations can be read,
 * checked against AutoCAD's documented behaviour and kept.
 * `npx tsx test/support/conformance-draft.ts DRAFT.lsp > test/conformance/commands/NAME.lsp`
 */
import { readFileSync } from 'node:fs';
import { prin1 } from '../../interpreter/index.js';
import { SandboxFs } from '../../interpreter/runner/vfs.js';
import { parseCases } from '../conformance/cases.js';
import { makeTestInterp } from './make-interp.js';

const file = process.argv[2]!;
const text = readFileSync(file, 'utf8');
const lines = text.split('\n');
const output = { text: '' };
const ip = makeTestInterp({ output, budget: 5_000_000, services: { fs: new SandboxFs([]) } });
const after = new Map<number, string[]>();
for (const c of parseCases(file, text, ip)) {
  output.text = '';
  const r = ip.runForms([c.form]);
  const shown = r.ok ? `;=> ${prin1(r.value)}` : `;!! ${r.error?.message}`;
  const i = c.line - 1;
  lines[i] = `${lines[i]!.replace(/\s*;(=>|!!).*$/, '')} ${shown}`;
  if (output.text) after.set(i, [`;>> ${prin1(output.text)}`]);
}
const out: string[] = [];
lines.forEach((l, i) => {
  if (/^\s*;>>/.test(l)) return;
  out.push(l);
  out.push(...(after.get(i) ?? []));
});
process.stdout.write(out.join('\n'));
