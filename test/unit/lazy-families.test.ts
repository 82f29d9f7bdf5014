/*
 * Families made on first use (issue 19's start-up: the ActiveX object model, its enum constants and
 * the command shell guard are not made by a run that never names them). What a script sees must
 * not change: a lazy table's `covers` must cover every row it makes (else a name would be unbound),
 * rows keep registration order however late their table is made, and atoms-family lists the same
 * symbols in the same order as with every table made up front.
 */
import { describe, expect, it } from 'vitest';
import { Interp } from '../../interpreter/eval/interp.js';
import { Subr } from '../../interpreter/core/values.js';
import { isLazyTable, lazyTable, lazyTablesMadeCount, tableRows, type BuiltinDef } from '../../interpreter/builtins/registry.js';
import { BUILTIN_FAMILIES, runBuiltins, runTables } from '../../interpreter/runner/families.js';

const row = (name: string, value: number): BuiltinDef => ({ name, min: 0, max: 0, doc: `(${name}) — ${value}.`, fn: () => value });
const call = (ip: Interp, name: string) => (ip.intern(name).value as Subr).fn([], ip);

describe('lazy builtin families', () => {
  it('the ActiveX object model, its constants and the command guard are lazy in a run, whole in runBuiltins', () => {
    const lazy = BUILTIN_FAMILIES.filter((f) => f.lazy).map((f) => f.name);
    expect(lazy).toEqual(['ActiveX object model (vla-, vlax-)', 'ActiveX enum constants']);
    const tables = runTables();
    expect(tables.filter(isLazyTable)).toHaveLength(3); // the two families and the wrap row (command, command-s, vl-cmdf)
    expect(runBuiltins().every((t) => Array.isArray(t))).toBe(true);
    expect(runBuiltins().map((t) => t.length)).toEqual(tables.map((t) => tableRows(t).length));
  });

  it("a lazy table covers every row it makes (a row it did not cover would never be bound)", () => {
    for (const t of runTables().filter(isLazyTable)) {
      const rows = t.load();
      expect(rows.length).toBeGreaterThan(2);
      for (const d of rows) expect(t.covers(d.name.toUpperCase()), d.name).toBe(true);
    }
    for (const f of BUILTIN_FAMILIES.filter((x) => x.lazy)) expect(f.defs).toBe(f.lazy!.load());
  });

  it('a lazy table is made when a name it covers is interned, once, and not for other names', () => {
    let made = 0;
    const before = lazyTablesMadeCount();
    const t = lazyTable((n) => n.startsWith('LZ-'), () => (made++, [row('lz-one', 1), row('lz-two', 2)]));
    const ip = new Interp({ builtins: [[row('car-ish', 0)], t] });
    ip.intern('car-ish');
    ip.intern('lz');
    expect(made).toBe(0);
    expect(call(ip, 'lz-two')).toBe(2);
    expect(call(new Interp({ builtins: [[row('car-ish', 0)], t] }), 'lz-one')).toBe(1);
    expect(made).toBe(1);
    expect(lazyTablesMadeCount()).toBe(before + 1);
  });

  it('registration order holds across lazy and made tables: a later table wins either way', () => {
    const lazyFirst = lazyTable((n) => n === 'CLASH', () => [row('clash', 1)]);
    const lazyLast = lazyTable((n) => n === 'CLASH', () => [row('clash', 3)]);
    expect(call(new Interp({ builtins: [lazyFirst, [row('clash', 2)]] }), 'clash')).toBe(2);
    expect(call(new Interp({ builtins: [[row('clash', 2)], lazyLast] }), 'clash')).toBe(3);
    expect(call(new Interp({ builtins: [lazyTable((n) => n === 'CLASH', () => [row('clash', 1)]), [row('clash', 2)], lazyTable((n) => n === 'CLASH', () => [row('clash', 3)])] }), 'clash')).toBe(3);
  });

  it('atoms-family order is the same with every table lazy and not yet made as with every table made', () => {
    const eager = runBuiltins();
    // fresh lazy wrappers round the registry's own rows: none made yet when the symbols are listed
    const allLazy = eager.map((rows) => lazyTable((n) => rows.some((d) => d.name.toUpperCase() === n), () => rows));
    const names = (ip: Interp) => [...ip.allSymbols()].map((s) => s.name);
    const a = new Interp({ builtins: eager });
    const b = new Interp({ builtins: allLazy });
    b.intern('zz-mine');
    a.intern('zz-mine');
    expect(names(b)).toEqual(names(a));
    // and what each name is bound to
    for (const n of ['CAR', 'VLA-GET-LAYER', 'ACBYLAYER', 'COMMAND', 'VLAX-MAKE-VARIANT', 'GETPOINT']) {
      const x = a.intern(n).value;
      const y = b.intern(n).value;
      expect(y instanceof Subr ? y.doc : y, n).toEqual(x instanceof Subr ? x.doc : x);
    }
  });
});
