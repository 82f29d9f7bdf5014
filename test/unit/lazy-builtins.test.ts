/*
 * Builtins are bound to their symbols when first interned (eval/interp.ts), not all ~4,000 up
 * front (issue 19's start-up). What a script sees must not change: the same values, the same
 * atoms-family order as an eager table, redefinitions and later tables winning.
 */
import { describe, expect, it } from 'vitest';
import { Interp } from '../../interpreter/eval/interp.js';
import { Subr, Sym } from '../../interpreter/core/values.js';
import { runBuiltins } from '../../interpreter/runner/families.js';
import { runRequest } from '../../interpreter/runner/run-request.js';
import { defaultDrawings } from '../../interpreter/runner/default-drawings.js';
import type { BuiltinDef } from '../../interpreter/builtins/registry.js';

const tables = runBuiltins();

/** The symbol order the eager constructor made: the fixed four, then every builtin in registration order. */
function eagerOrder(all: ReadonlyArray<readonly BuiltinDef[]>): string[] {
  const names = new Set(['T', 'PI', 'PAUSE', '*ERROR*']);
  const probe = new Interp({ builtins: all });
  for (const s of probe.allSymbols()) names.add(s.name);
  return [...names];
}

describe('lazy builtin binding', () => {
  it('a new interpreter makes only its fixed symbols; naming a builtin binds it', () => {
    const ip = new Interp({ builtins: tables });
    expect(ip.symbols.size).toBeLessThan(10);
    const car = ip.intern('car');
    expect(car.value).toBeInstanceOf(Subr);
    expect((car.value as Subr).name).toBe('CAR');
    expect(ip.intern('T').value).toBe(ip.T);
    expect(ip.symbols.size).toBeLessThan(10);
  });

  it('allSymbols lists every builtin in registration order, then the others as first read', () => {
    const ip = new Interp({ builtins: tables });
    ip.intern('zz-mine');
    ip.intern('vla-get-layer');
    const names = [...ip.allSymbols()].map((s) => s.name);
    const count = new Set(tables.flatMap((t) => t.map((d) => d.name.toUpperCase()))).size;
    expect(names.length).toBeGreaterThan(count);
    expect(names.slice(0, 4)).toEqual(['T', 'PI', 'PAUSE', '*ERROR*']);
    expect(names.at(-1)).toBe('ZZ-MINE');
    expect(names.indexOf('CAR')).toBeLessThan(names.indexOf('VLA-GET-LAYER'));
    expect(names.filter((n) => n === 'VLA-GET-LAYER')).toHaveLength(1);
    expect(names.slice(0, -1)).toEqual(eagerOrder(tables).slice(0, names.length - 1));
  });

  it('a later table wins a name, and constants and self-evaluating rows bind as before', () => {
    const first: BuiltinDef = { name: 'twice-defined', min: 0, max: 0, doc: '(twice-defined) — first.', fn: () => 1 };
    const second: BuiltinDef = { name: 'twice-defined', min: 0, max: 0, doc: '(twice-defined) — second.', fn: () => 2 };
    const ip = new Interp({ builtins: tables, extraBuiltins: [[first], [second]] });
    expect((ip.intern('TWICE-DEFINED').value as Subr).doc).toContain('second');
    const acByLayer = ip.intern('acByLayer');
    expect(acByLayer.value).toBe(256);
    const reactor = ip.intern(':VLR-Command-Reactor');
    expect(reactor.value).toBe(reactor);
    expect(reactor.printName).toBe(':VLR-Command-Reactor');
    expect(ip.intern('pi').value).not.toBeInstanceOf(Sym);
  });

  it('scripts see the same builtins: atoms-family, redefinition, boundp of unnamed ones', () => {
    const run = (text: string) => runRequest({ files: [{ name: 'a.lsp', text }] }, defaultDrawings ? { drawings: defaultDrawings } : {});
    // every symbol an eager table made except *ERROR*, which is nil (atoms-family lists defined ones)
    expect(run('(length (atoms-family 1))').value).toBe(String(eagerOrder(tables).length - 1));
    expect(run('(car (atoms-family 1))').value).toBe('"T"');
    expect(run('(defun car (x) 42) (car 1)').value).toBe('42');
    expect(run('(boundp (read "vla-get-color"))').value).toBe('T');
    expect(run('(type (eval (read "strcat")))').value).toBe('SUBR');
  });
});
