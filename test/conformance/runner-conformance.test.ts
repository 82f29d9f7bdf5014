/*
 * Conformance cases that need a whole run around them: the dialog functions (a DCL file in the
 * sandbox, scripted dialog answers) and grread. Same case format as conformance.test.ts
 * (;=> value, ;!! error, ;>> output), plus
 *   ;;; input: JSON      a scripted answer (or a list of them), queued when the file reaches that line
 * Every .dcl file in runner/ is in the run's sandbox under its own name. Each .lsp file is one run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prin1 } from '../../interpreter/index.js';
import type { ScriptedInput } from '../../interpreter/runner/contract.js';
import { buildRun } from '../../interpreter/runner/run-context.js';
import { drawingFactory } from '../../interpreter/drawing/index.js';
import { parseCases } from './cases.js';

const dir = new URL('./runner/', import.meta.url).pathname;
const all = readdirSync(dir).sort();
const lspFiles = all.filter((f) => f.endsWith('.lsp'));
const dclFiles = all.filter((f) => f.endsWith('.dcl')).map((f) => ({ name: f, text: readFileSync(join(dir, f), 'utf8') }));

const deviations = new Map<string, string>();
for (const line of readFileSync(new URL('./known-deviations.txt', import.meta.url), 'utf8').split('\n')) {
  const m = /^(runner\/\S+:\d+)\s+(.*)$/.exec(line.trim());
  if (m) deviations.set(m[1] as string, m[2] as string);
}

for (const file of lspFiles) {
  describe(`runner/${file}`, () => {
    const text = readFileSync(join(dir, file), 'utf8');
    const queue: ScriptedInput[] = [];
    const run = buildRun({ files: [{ name: file, text }, ...dclFiles], inputs: queue, budget: 5_000_000 }, {}, drawingFactory.empty());
    const inputLines = text.split('\n').flatMap((l, i) => {
      const m = /^;;;\s*input:\s*(.*)$/.exec(l);
      if (!m) return [];
      const v = JSON.parse(m[1] as string) as ScriptedInput | ScriptedInput[];
      return [{ line: i + 1, inputs: Array.isArray(v) ? v : [v] }];
    });
    const cases = parseCases(file, text, run.ip);
    let fed = 0;
    for (const c of cases) {
      const id = `runner/${file}:${c.line}`;
      const exec = () => {
        while (fed < inputLines.length && (inputLines[fed] as { line: number }).line < c.line) queue.push(...(inputLines[fed++] as { inputs: ScriptedInput[] }).inputs);
        const printedBefore = run.transcript.plain().length;
        const r = run.ip.runForms([c.form]);
        const printed = run.transcript.plain().slice(printedBefore);
        if (!c.expect) {
          if (!r.ok) throw new Error(`setup form failed: ${c.source} -> ${r.error?.message}`);
          return;
        }
        if (c.expect.error !== undefined) expect(r.ok ? `value ${prin1(r.value)}` : r.error?.message, c.source).toBe(c.expect.error);
        else expect(r.ok ? prin1(r.value) : `error: ${r.error?.message}`, c.source).toBe(c.expect.value);
        if (c.expect.output !== undefined) expect(printed, `${c.source} output`).toBe(c.expect.output);
      };
      if (!c.expect) it(`setup ${id}`, exec);
      else if (deviations.has(id)) it.fails(`${id} ${c.source} (known deviation: ${deviations.get(id)})`, exec);
      else it(`${id} ${c.source}`, exec);
    }
  });
}
