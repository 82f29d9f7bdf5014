import { describe, expect, it } from 'vitest';
import { Cons, Ename, PickSet, prin1, type Value } from '../../../interpreter/index.js';
import { setImpliedSelection, MAX_OPEN_SETS } from '../../../interpreter/drawing/selection/index.js';
import { FakeDrawing, FakeInput, P, R, selectionInterp } from '../../support/fake-selection-source.js';

/** Evaluate and return the value (the language-core list functions live elsewhere). */
function value(t: ReturnType<typeof selectionInterp>, src: string): Value {
  const r = t.ip.runText(src, 'test.lsp');
  if (!r.ok) throw new Error(r.error?.message);
  return r.value;
}
const addr = (v: Value) => (v as Ename).address;
const first = (v: Value) => prin1((v as Cons).car);

function lines(n: number, layer = '0') {
  const d = new FakeDrawing();
  for (let i = 0; i < n; i++) d.add('LINE', [[10, P(i, 0, 0)], [11, P(i, 1, 0)], [210, P(0, 0, 1)]], { layer });
  return d;
}

describe('selection-set functions', () => {
  it('prints sets, counts and indexes them', () => {
    const t = selectionInterp(lines(3));
    expect(t.run('(setq ss (ssget "X"))')).toBe('<Selection set: 1>');
    expect(t.run('(sslength ss)')).toBe('3');
    expect(t.run('(ssname ss 0)')).toMatch(/^<Entity name: [0-9a-f]+>$/);
    expect(addr(value(t, '(ssname ss 2)'))).toBe(addr(value(t, '(ssname ss 2.0)')));
    expect(addr(value(t, '(ssname ss 2)'))).not.toBe(addr(value(t, '(ssname ss 1)')));
    expect(t.run('(ssname ss 3)')).toBe('nil');
    expect(t.run('(ssname ss -1)')).toBe('nil');
    expect(t.run('(ssname ss "a")')).toBe('error: bad argument type: fixnump: "a"');
    expect(t.run('(sslength nil)')).toBe('error: bad argument type: lselsetp nil');
    expect(t.run('(setq s2 (ssget "X"))')).toBe('<Selection set: 2>');
  });
  it('ssadd makes, grows and never duplicates; ssdel and ssmemb', () => {
    const t = selectionInterp(lines(3));
    t.run('(setq ss (ssget "X") e0 (ssname ss 0) e1 (ssname ss 1))');
    expect(t.run('(setq n (ssadd))')).toMatch(/^<Selection set: \d+>$/);
    expect(t.run('(sslength n)')).toBe('0');
    expect(t.run('(sslength (ssadd e0))')).toBe('1');
    expect(value(t, '(ssadd e1 n)')).toBe(value(t, 'n'));
    t.run('(ssadd e1 n) (ssadd e0 n)');
    expect(t.run('(sslength n)')).toBe('2');
    expect(addr(value(t, '(ssname n 0)'))).toBe(addr(value(t, 'e1')));
    expect(addr(value(t, '(ssmemb e0 n)'))).toBe(addr(value(t, 'e0')));
    expect(value(t, '(ssdel e0 n)')).toBe(value(t, 'n'));
    expect(value(t, 'n')).toBeInstanceOf(PickSet);
    expect(t.run('(ssmemb e0 n)')).toBe('nil');
    expect(t.run('(ssdel e0 n)')).toBe('nil');
    expect(t.run('(sslength n)')).toBe('1');
    expect(t.run('(ssadd "x" n)')).toBe('error: bad argument type: lentityp "x"');
  });
  it('ssadd refuses a deleted entity (nil, ERRNO 2)', () => {
    const d = lines(2);
    const t = selectionInterp(d);
    t.run('(setq ss (ssget "X") e0 (ssname ss 0))');
    d.remove(d.entities[0]!);
    expect(t.run('(ssadd e0 ss)')).toBe('nil');
    expect(t.run('(getvar "ERRNO")')).toBe('2');
  });
  it('ssnamex describes how members were selected', () => {
    const t = selectionInterp(lines(2));
    t.run('(setq ss (ssget "X"))');
    expect(first(value(t, '(ssnamex ss)'))).toMatch(/^\(0 <Entity name: [0-9a-f]+> 0\)$/);
    t.run(`(setq w (ssget "W" '(-1 -1) '(5 5)))`);
    const all = t.run('(ssnamex w)');
    expect(all).toMatch(/^\(\(2 <Entity name: [0-9a-f]+> 0 -1\) \(2 <Entity name: [0-9a-f]+> 0 -1\) \(-1 \(0 \(-1\.0 -1\.0 0\.0\)\) \(0 \(5\.0 -1\.0 0\.0\)\) \(0 \(5\.0 5\.0 0\.0\)\) \(0 \(-1\.0 5\.0 0\.0\)\)\)\)$/);
    expect(first(value(t, '(ssnamex w 1)'))).toMatch(/^\(2 <Entity name: [0-9a-f]+> 0 -1\)$/);
    expect(t.run('(ssnamex w 5)')).toBe('nil');
    t.run(`(setq c (ssget "C" '(-1 -1) '(5 5)))`);
    expect(first(value(t, '(ssnamex c)'))).toMatch(/^\(3 /);
    t.run(`(setq p (ssget '(0 0.5)))`);
    expect(first(value(t, '(ssnamex p)'))).toMatch(/^\(1 <Entity name: [0-9a-f]+> 0 \(0 \(0\.0 0\.5 0\.0\)\)\)$/);
  });
  it('sssetfirst / ssgetfirst and ssget "I"', () => {
    const t = selectionInterp(lines(3));
    expect(t.run('(ssgetfirst)')).toBe('(nil nil)');
    expect(t.run('(ssget "I")')).toBe('nil');
    t.run('(setq ss (ssget "X"))');
    expect(t.run('(sssetfirst nil ss)')).toBe('(nil <Selection set: 1>)');
    expect(t.run('(ssgetfirst)')).toBe('(nil <Selection set: 1>)');
    expect(t.run('(sslength (ssget "I"))')).toBe('3');
    expect(t.run('(sssetfirst nil)')).toBe('(nil nil)');
    expect(t.run('(ssget "I")')).toBe('nil');
  });
  it('the runner can preset the PICKFIRST selection', () => {
    const d = lines(3);
    const t = selectionInterp(d);
    setImpliedSelection(t.ip, [d.entities[1]!.ename]);
    expect(t.handles('(ssget "_I")')).toEqual([d.entities[1]!.handle]);
    expect(t.handles(`(ssget "I" '((8 . "NOPE")))`)).toBeNull();
  });
});

describe('ssget modes', () => {
  it('P is the previous set (filtered), L the last visible entity', () => {
    const d = lines(4);
    d.layer('OFF', { off: true });
    d.add('POINT', [[10, P(0, 0, 0)]], { layer: 'OFF' });
    const t = selectionInterp(d);
    expect(t.handles('(ssget "P")')).toBeNull();
    t.run(`(ssget "W" '(-0.5 -1) '(1.5 2))`);
    expect(t.handles('(ssget "P")')).toEqual(['20', '21']);
    expect(t.handles(`(ssget "P" '((10 1.0 0.0 0.0)))`)).toEqual(['21']);
    expect(t.handles('(ssget "P")')).toEqual(['21']);
    expect(t.handles('(ssget "L")')).toEqual(['23']);
    expect(t.handles('(ssget "_L")')).toEqual(['23']);
  });
  it('accepts the documented mode spellings and rejects unknown ones', () => {
    const t = selectionInterp(lines(2));
    for (const m of ['X', '_X', 'x', '_A', 'A']) expect(t.handles(`(ssget "${m}")`), m).toHaveLength(2);
    expect(t.handles(`(ssget "_W" '(-1 -1) '(5 5))`)).toHaveLength(2);
    expect(t.run('(ssget "Q")')).toBe('error: bad argument value: ssget mode "Q"');
    expect(t.run('(ssget "X:Q")')).toBe('error: bad argument value: ssget mode "X:Q"');
    expect(t.run(`(ssget "W" '(0 0))`)).toBe('error: bad argument type: 2D/3D point: nil');
    expect(t.run(`(ssget "WP" 5)`)).toBe('error: bad point argument: 5');
  });
  it('interactive ssget reads scripted selections, applies the filter, honours Esc', () => {
    const d = lines(3);
    d.add('CIRCLE', [[10, P(0, 0, 0)], [40, R(1)]]);
    const input = new FakeInput([
      { selection: ['20', '22', 'FFFF'] },
      { selection: ['20', '23'] },
      { enter: true },
      { esc: true },
      { selection: ['23'] },
    ]);
    const t = selectionInterp(d, input);
    expect(t.handles('(ssget)')).toEqual(['20', '22']);
    expect(t.handles(`(ssget '((0 . "LINE")))`)).toEqual(['20']);
    expect(t.handles('(ssget ":S:E")')).toBeNull();
    expect(t.run('(ssget "_:L")')).toBe('error: Function cancelled');
    expect(t.handles(`(ssget "+.:E:S" '((0 . "LINE")))`)).toBeNull();
    expect(t.handles('(ssget)')).toBeNull();
    expect(input.asked.every((k) => k === 'ssget')).toBe(true);
  });
  it('with no drawing service every mode gives nil', () => {
    const t = selectionInterp();
    (t.ip.services as Record<string, unknown>)['drawing'] = undefined;
    expect(t.run('(ssget "X")')).toBe('nil');
  });
});

describe('open selection-set limit', () => {
  it('frees unreferenced sets; 128 referenced sets make ssget fail with ERRNO 3', () => {
    const t = selectionInterp(lines(1));
    // reusing one variable: old sets become unreachable and are swept
    expect(t.run('(repeat 300 (setq ss (ssget "X"))) (sslength ss)')).toBe('1');
    t.run('(setq ss nil)');
    // holding every set in its own variable
    let src = '';
    for (let i = 0; i < MAX_OPEN_SETS + 2; i++) src += `(setq s${i} (ssget "X")) `;
    t.run(src);
    expect(t.run(`s${MAX_OPEN_SETS - 1}`)).toMatch(/^<Selection set: \d+>$/);
    expect(t.run(`s${MAX_OPEN_SETS + 1}`)).toBe('nil');
    expect(t.run('(getvar "ERRNO")')).toBe('3');
    expect(t.run('(ssadd)')).toBe('nil');
    // releasing one variable lets the next ssget succeed
    t.run('(setq s5 nil)');
    expect(t.run('(ssget "X")')).toMatch(/^<Selection set: \d+>$/);
  });
});
