/*
 * Runs test/conformance/pending/*.lsp against the fake drawing with tiny stand-ins for the
 * functions other areas own (entmake, entlast, eq, length, caar, list, cons, fix), so the pending
 * expectations are checked now. Delete this file when the pending cases move into
 * test/conformance/ (the drawing database and the list functions then run them for real).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Cons, Ename, Interp, prin1, Real, type Value } from '../../../interpreter/index.js';
import { defineBuiltins } from '../../../interpreter/builtins/registry.js';
import { SELECTION_FAMILIES } from '../../../interpreter/drawing/selection/index.js';
import { SysvarTable } from '../../../interpreter/drawing/sysvars.js';
import { parseCases } from '../../conformance/cases.js';
import { FakeDrawing, type Group } from '../../support/fake-selection-source.js';

function standIns(d: FakeDrawing, layers: Set<string>) {
  const items = (v: Value): Value[] => {
    const out: Value[] = [];
    for (let c = v; c instanceof Cons; c = c.cdr) out.push(c.car);
    return out;
  };
  return defineBuiltins([
    {
      name: 'entmake', min: 1, max: 1, doc: '(entmake l) — stand-in.',
      fn: ([l], ctx) => {
        const pairs = items(l as Value) as Cons[];
        const type = pairs.find((p) => p.car === 0)!.cdr as string;
        const layer = (pairs.find((p) => p.car === 8)?.cdr as string | undefined) ?? (ctx.sysvars.get('CLAYER') as string);
        layers.add(layer.toUpperCase());
        const groups: Group[] = pairs.filter((p) => p.car !== 0 && p.car !== 8).map((p) => [p.car as number, p.cdr]);
        d.add(type, groups, { layer });
        return l as Value;
      },
    },
    { name: 'entlast', min: 0, max: 0, doc: '(entlast) — stand-in.', fn: () => d.lastSelectable()?.ename ?? null },
    {
      name: 'eq', min: 2, max: 2, doc: '(eq a b) — stand-in.',
      fn: ([a, b], ctx) => (a === b || (a instanceof Ename && b instanceof Ename && a.address === b.address) ? ctx.T : null),
    },
    { name: 'length', min: 1, max: 1, doc: '(length l) — stand-in.', fn: ([l]) => items(l as Value).length },
    { name: 'caar', min: 1, max: 1, doc: '(caar l) — stand-in.', fn: ([l]) => ((l as Cons).car as Cons).car },
    { name: 'list', min: 0, max: Infinity, doc: '(list ...) — stand-in.', fn: (a) => a.reduceRight<Value>((t, x) => new Cons(x, t), null) },
    { name: 'cons', min: 2, max: 2, doc: '(cons a b) — stand-in.', fn: ([a, b]) => new Cons(a as Value, b as Value) },
    { name: 'fix', min: 1, max: 1, doc: '(fix n) — stand-in.', fn: ([n]) => Math.trunc(n instanceof Real ? n.v : (n as number)) },
  ]);
}

const dir = new URL('../../conformance/pending/', import.meta.url).pathname;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.lsp')).sort()) {
  describe(`pending ${file} (stand-in database)`, () => {
    const d = new FakeDrawing();
    const layers = new Set(['0']);
    const sysvars = new SysvarTable({
      tableHas: (table, name) => (table === 'LAYER' ? layers.has(name.toUpperCase()) : table === 'LAYOUT' ? name.toUpperCase() === 'MODEL' : table === 'STYLE'),
      canonicalName: (table, name) => (table === 'LAYER' ? name.toUpperCase() : undefined),
    });
    const ip = new Interp({ services: { drawing: d }, sysvars, extraBuiltins: [...SELECTION_FAMILIES, standIns(d, layers)], budget: 5_000_000 });
    for (const c of parseCases(file, readFileSync(join(dir, file), 'utf8'), ip)) {
      it(`${file}:${c.line} ${c.source}`, () => {
        const r = ip.runForms([c.form]);
        if (!c.expect) return expect(r.ok, `${c.source}: ${r.error?.message}`).toBe(true);
        if (c.expect.error !== undefined) expect(r.ok ? `value ${prin1(r.value)}` : r.error?.message).toBe(c.expect.error);
        else expect(r.ok ? prin1(r.value) : `error: ${r.error?.message}`).toBe(c.expect.value);
      });
    }
  });
}
