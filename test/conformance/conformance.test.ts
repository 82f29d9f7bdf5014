/*
 * Runs every test/conformance/*.lsp file (and those in commands/, one per command). Cases listed in known-deviations.txt are expected to
 * differ from AutoCAD (each with its reason); they run as `it.fails`, so fixing one shows up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prin1 } from '../../interpreter/index.js';
import { SandboxFs } from '../../interpreter/runner/vfs.js';
import { makeTestInterp } from '../support/make-interp.js';
import { parseCases } from './cases.js';

const dir = new URL('.', import.meta.url).pathname;
const files = [
  ...readdirSync(dir).filter((f) => f.endsWith('.lsp')),
  ...readdirSync(join(dir, 'commands')).filter((f) => f.endsWith('.lsp')).map((f) => `commands/${f}`),
].sort();

const deviations = new Map<string, string>();
for (const line of readFileSync(join(dir, 'known-deviations.txt'), 'utf8').split('\n')) {
  const m = /^(\S+:\d+)\s+(.*)$/.exec(line.trim());
  if (m && !line.startsWith('#')) deviations.set(m[1] as string, m[2] as string);
}

let total = 0;
for (const file of files) {
  describe(file, () => {
    const output = { text: '' };
    // each file has the run's sandboxed file tree (WBLOCK writes there, INSERT reads from it)
    const ip = makeTestInterp({ output, budget: 5_000_000, services: { fs: new SandboxFs([]) } });
    const cases = parseCases(file, readFileSync(join(dir, file), 'utf8'), ip);
    for (const c of cases) {
      const id = `${file}:${c.line}`;
      const run = () => {
        output.text = '';
        const r = ip.runForms([c.form]);
        if (!c.expect) {
          if (!r.ok) throw new Error(`setup form failed: ${c.source} -> ${r.error?.message}`);
          return;
        }
        if (c.expect.error !== undefined) {
          expect(r.ok ? `value ${prin1(r.value)}` : r.error?.message, c.source).toBe(c.expect.error);
        } else {
          expect(r.ok ? prin1(r.value) : `error: ${r.error?.message}`, c.source).toBe(c.expect.value);
        }
        if (c.expect.output !== undefined) expect(output.text, `${c.source} output`).toBe(c.expect.output);
      };
      if (!c.expect) {
        it(`setup ${id}`, run);
        continue;
      }
      total++;
      if (deviations.has(id)) it.fails(`${id} ${c.source} (known deviation: ${deviations.get(id)})`, run);
      else it(`${id} ${c.source}`, run);
    }
  });
}

describe('conformance suite size', () => {
  it('has the cases it claims', () => {
    expect(total).toBeGreaterThan(0);
  });
});
