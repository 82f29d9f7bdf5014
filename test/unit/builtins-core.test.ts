/*
 * Properties of the language-core builtins that conformance cases cannot state directly: the
 * sort's comparison bound and stability, iteration over very long lists, and the shape of the
 * builtin tables that feed completion and the agent's function lookup.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CORE, Cons, Interp, list, prin1, type Value } from '../../interpreter/index.js';
import { mergeSort } from '../../interpreter/builtins/lists-vl.js';
import { lispEqual } from '../../interpreter/builtins/predicates.js';

function run(src: string) {
  const ip = new Interp({ budget: 50_000_000 });
  const r = ip.runText(src, 'test.lsp');
  if (!r.ok) throw new Error(r.error?.message);
  return prin1(r.value);
}

describe('mergeSort', () => {
  it('is stable and never calls the comparison more than n*ceil(log2 n) times', () => {
    let seed = 12345;
    const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % 50;
    for (const n of [1, 2, 3, 7, 100, 1000, 4097]) {
      const input = Array.from({ length: n }, (_, i) => ({ key: rand(), at: i }));
      let calls = 0;
      const out = mergeSort(input, (a, b) => {
        calls++;
        return a.key < b.key;
      });
      expect(calls).toBeLessThanOrEqual(n * Math.ceil(Math.log2(Math.max(n, 2))));
      for (let i = 1; i < out.length; i++) {
        const [p, q] = [out[i - 1]!, out[i]!];
        expect(p.key < q.key || (p.key === q.key && p.at < q.at)).toBe(true);
      }
    }
  });
});

describe('long lists', () => {
  it('compares million-element lists without recursion along the cdr', () => {
    const items = Array.from({ length: 1_000_000 }, (_, i) => i as Value);
    expect(lispEqual(list(items), list(items))).toBe(true);
    const other = list(items) as Cons;
    let last = other;
    while (last.cdr instanceof Cons) last = last.cdr;
    last.car = -1;
    expect(lispEqual(list(items), other)).toBe(false);
  });
  it('sorts, maps and filters a 100k-element list', () => {
    const src = '(setq l nil i 0) (repeat 100000 (setq l (cons (rem (* i 7919) 100003) l) i (1+ i)))';
    expect(run(`${src} (length (vl-sort l '<))`)).toBe('100000');
    expect(run(`${src} (length (vl-sort-i l '>))`)).toBe('100000');
    expect(run(`${src} (apply '+ (mapcar '(lambda (x) 1) l))`)).toBe('100000');
    expect(run(`${src} (vl-every 'numberp (vl-remove-if 'minusp l))`)).toBe('T');
  });
});

describe('builtin tables', () => {
  it('gives every builtin a doc of the form "(name ...) — summary" and a sane arity', () => {
    for (const d of LANGUAGE_CORE) {
      expect(d.doc.startsWith(`(${d.name}`), d.name).toBe(true);
      expect(d.doc.split(' — ')[1]?.length ?? 0, d.name).toBeGreaterThan(5);
      expect(d.min).toBeLessThanOrEqual(d.max);
    }
  });
  it('defines all 28 c[ad]{2,4}r accessors', () => {
    const names = new Set(LANGUAGE_CORE.map((d) => d.name));
    const cxr = [...names].filter((n) => /^c[ad]{2,4}r$/.test(n));
    expect(cxr).toHaveLength(28);
  });
});
