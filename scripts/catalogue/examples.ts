/*
 * Picks one example and one error example per builtin for the editor's hover, from the
 * conformance suite (test/conformance/**.lsp: `(form) ;=> value` and `(form) ;!! message`), so
 * every example shown is a case the interpreter is checked against. A case qualifies when it is
 * one short line calling the function itself and gives the same answer in a fresh interpreter
 * (no variables or defuns from earlier setup forms). Written to assets/catalogue/examples.json by
 * `npm run catalogue:examples`; test/unit/catalogue-examples.test.ts runs every example again.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Cons, prin1, Sym, type Interp, type Value } from '../../interpreter/index.js';
import { makeTestInterp } from '../../test/support/make-interp.js';
import { parseCases } from '../../test/conformance/cases.js';

export interface CatalogueExample {
  code: string;
  /** prin1 of the value, or the error message (AutoCAD's wording) */
  result: string;
}

export interface ExamplesFile {
  source: string;
  functions: Record<string, { example?: CatalogueExample; error?: CatalogueExample }>;
}

const MAX_CHARS = 72;

/** Evaluate one form in a fresh interpreter with an empty drawing: its printed value or its error message. */
export function evaluateExample(code: string): { ok: boolean; text: string } {
  const ip = makeTestInterp({ budget: 200_000 });
  const r = ip.runForms([ip.readForm(code)]);
  return r.ok ? { ok: true, text: prin1(r.value) } : { ok: false, text: r.error?.message ?? '' };
}

/** Whether a form reads a variable that a fresh interpreter leaves unbound (setup from earlier forms). */
export function readsFreeVariable(form: Value, ip: Interp, evaluated = true): boolean {
  if (form instanceof Sym) return evaluated && form.value === null;
  if (!(form instanceof Cons)) return false;
  if (form.car instanceof Sym && form.car.name.toUpperCase() === 'QUOTE') return false;
  for (let c: Value = form.cdr; c instanceof Cons; c = c.cdr) if (readsFreeVariable(c.car, ip)) return true;
  return form.car instanceof Cons && readsFreeVariable(form.car, ip);
}

export function collectExamples(dir: string): ExamplesFile {
  const files = [...readdirSync(dir).filter((f) => f.endsWith('.lsp')), ...readdirSync(join(dir, 'commands')).filter((f) => f.endsWith('.lsp')).map((f) => `commands/${f}`)].sort();
  const out: ExamplesFile['functions'] = {};
  for (const file of files) {
    const ip = makeTestInterp({ budget: 200_000 });
    for (const c of parseCases(file, readFileSync(join(dir, file), 'utf8'), ip)) {
      if (!c.expect || c.expect.output !== undefined || c.source.includes('\n') || c.source.length > MAX_CHARS) continue;
      const m = /^\(([^\s()'"]+)[\s)]/.exec(c.source);
      if (!m) continue;
      const name = m[1]!.toLowerCase();
      const slot = (out[name] ??= {});
      const kind = c.expect.error !== undefined ? 'error' : 'example';
      // a nil result is kept only until an example with a value turns up
      if (slot[kind] && slot[kind].result !== 'nil') continue;
      const expected = c.expect.error ?? c.expect.value ?? '';
      // the picture of a value that differs from run to run (enames, selection sets) is no example
      if (/<(Entity name|Selection set|File|VLA-object)/.test(expected)) continue;
      if (kind === 'example' && slot.example && expected === 'nil') continue;
      let got: { ok: boolean; text: string };
      try {
        const fresh = makeTestInterp({ budget: 200_000 });
        if (readsFreeVariable(fresh.readForm(c.source), fresh)) continue;
        got = evaluateExample(c.source);
      } catch {
        continue;
      }
      if (got.ok === (kind === 'example') && got.text === expected) slot[kind] = { code: c.source, result: expected };
    }
  }
  for (const k of Object.keys(out)) if (!out[k]!.example && !out[k]!.error) delete out[k];
  return { source: 'test/conformance (one-line cases that hold in a fresh interpreter)', functions: out };
}

/** The examples file's exact text: one function per line. */
export function examplesText(e: ExamplesFile): string {
  const names = Object.keys(e.functions).sort();
  return `{\n "source": ${JSON.stringify(e.source)},\n "functions": {\n${names.map((n) => `  ${JSON.stringify(n)}: ${JSON.stringify(e.functions[n])}`).join(',\n')}\n }\n}\n`;
}

if (process.argv[1] && /examples\.ts$/.test(process.argv[1])) {
  const dir = new URL('../../test/conformance/', import.meta.url).pathname;
  const e = collectExamples(dir);
  writeFileSync(new URL('../../assets/catalogue/examples.json', import.meta.url), examplesText(e));
  console.log(`wrote examples for ${Object.keys(e.functions).length} functions`);
}
