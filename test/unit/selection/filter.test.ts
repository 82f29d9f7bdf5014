import { beforeEach, describe, expect, it } from 'vitest';
import { list } from '../../../interpreter/index.js';
import { FakeDrawing, P, R, selectionInterp } from '../../support/fake-selection-source.js';

function drawing(fast: boolean) {
  const d = new FakeDrawing(fast);
  const h: Record<string, string> = {};
  h.L1 = d.add('LINE', [[62, 1], [100, 'AcDbLine'], [10, P(0, 0, 0)], [11, P(10, 0, 0)], [210, P(0, 0, 1)]], { layer: 'WALLS' }).handle;
  h.L2 = d.add('LINE', [[100, 'AcDbLine'], [10, P(0, 5, 0)], [11, P(10, 5, 0)], [210, P(0, 0, 1)]], { layer: 'DOORS' }).handle;
  h.C1 = d.add('CIRCLE', [[62, 5], [100, 'AcDbCircle'], [10, P(5, 5, 0)], [40, R(2.5)], [210, P(0, 0, 1)]], { layer: 'walls' }).handle;
  h.A1 = d.add('ARC', [[100, 'AcDbCircle'], [10, P(20, 20, 0)], [40, R(1)], [210, P(0, 0, 1)], [100, 'AcDbArc'], [50, R(0)], [51, R(Math.PI / 2)]], {
    layer: 'A-ANNO', xdata: list([list(['APP1', [1000, 'x']].map((v) => (Array.isArray(v) ? list([v[0] as number, v[1] as string]) : v)))]),
  }).handle;
  h.T1 = d.add('TEXT', [[100, 'AcDbText'], [10, P(30, 0, 0)], [40, R(2.5)], [1, 'Hello *World*'], [50, R(0)], [7, 'Standard']]).handle;
  h.PL = d.add('LWPOLYLINE', [[100, 'AcDbPolyline'], [90, 3], [70, 1], [43, R(0)], [10, P(0, 0)], [42, R(0)], [10, P(10, 0)], [42, R(0)], [10, P(10, 10)], [42, R(0)], [210, P(0, 0, 1)]], { layer: 'WALLS' }).handle;
  h.PL2 = d.add('LWPOLYLINE', [[100, 'AcDbPolyline'], [90, 2], [70, 129], [10, P(-5, -5)], [10, P(-6, -6)], [210, P(0, 0, 1)]], {
    layer: 'WALLS', xdata: list([list(['APP1']), list(['APP2'])]),
  }).handle;
  h.CF = d.add('CIRCLE', [[100, 'AcDbCircle'], [10, P(1, 1, 0)], [40, R(0.5)], [210, P(0, 0, -1)]]).handle;
  h.IN = d.add('INSERT', [[100, 'AcDbBlockReference'], [2, '*U2'], [10, P(50, 50, 0)], [41, R(1)], [70, 0], [210, P(0, 0, 1)]]).handle;
  return { d, h };
}

// every case runs twice: through the entget list, and through the optional group() fast path
describe.each([false, true])('filters (group() fast path: %s)', (fast) => {
  let t: ReturnType<typeof selectionInterp>;
  let h: Record<string, string>;
  beforeEach(() => {
    const w = drawing(fast);
    h = w.h;
    t = selectionInterp(w.d);
  });
  const sel = (filter: string) => t.handles(`(ssget "X" '${filter})`);
  const names = (...keys: string[]) => keys.map((k) => h[k]);
  const errno = () => t.run('(getvar "ERRNO")');

  describe('ssget filter: equality tests', () => {
    it('matches entity types, several at once, case-insensitively', () => {
      expect(sel('((0 . "LINE"))')).toEqual(names('L1', 'L2'));
      expect(sel('((0 . "line"))')).toEqual(names('L1', 'L2'));
      expect(sel('((0 . "LINE,ARC"))')).toEqual(names('L1', 'L2', 'A1'));
      expect(sel('((0 . "~LINE") (0 . "*LINE"))')).toEqual(names('PL', 'PL2'));
    });
    it('matches layer names as case-insensitive wildcard patterns', () => {
      expect(sel('((8 . "WALLS"))')).toEqual(names('L1', 'C1', 'PL', 'PL2'));
      expect(sel('((8 . "W*,D*"))')).toEqual(names('L1', 'L2', 'C1', 'PL', 'PL2'));
      expect(sel('((8 . "A`-*"))')).toEqual(names('A1'));
    });
    it('escapes wildcards with a back-quote', () => {
      expect(sel('((2 . "`*U2"))')).toEqual(names('IN'));
      expect(sel('((1 . "Hello `*World`*"))')).toEqual(names('T1'));
      expect(sel('((1 . "Hello World"))')).toBeNull();
    });
    it('tests colour as stored: 256 is the omitted ByLayer default', () => {
      expect(sel('((62 . 1))')).toEqual(names('L1'));
      expect(sel('((0 . "LINE") (62 . 256))')).toEqual(names('L2'));
    });
    it('ANDs top-level tests and returns nil (not an empty set) when nothing matches', () => {
      expect(sel('((0 . "CIRCLE") (8 . "WALLS") (62 . 5))')).toEqual(names('C1'));
      expect(sel('((0 . "CIRCLE") (62 . 3))')).toBeNull();
    });
    it('a repeated group matches when any occurrence does', () => {
      expect(sel('((0 . "LWPOLYLINE") (10 10.0 10.0))')).toEqual(names('PL'));
    });
    it('ignores -1, 5 and xdata value codes', () => {
      expect(sel('((5 . "NOPE") (0 . "ARC"))')).toEqual(names('A1'));
      expect(sel('((1000 . "zzz") (0 . "ARC"))')).toEqual(names('A1'));
      expect(sel('((-4 . "=") (5 . "NOPE") (0 . "ARC"))')).toEqual(names('A1'));
    });
  });

  describe('ssget filter: relational tests (-4)', () => {
    it('compares numbers with every operator', () => {
      expect(sel('((-4 . ">") (40 . 2.0))')).toEqual(names('C1', 'T1'));
      expect(sel('((-4 . ">=") (40 . 2.5))')).toEqual(names('C1', 'T1'));
      expect(sel('((-4 . "<") (40 . 1.0))')).toEqual(names('CF'));
      expect(sel('((-4 . "<=") (40 . 1.0))')).toEqual(names('A1', 'CF'));
      expect(sel('((0 . "CIRCLE,ARC") (-4 . "=") (40 . 1))')).toEqual(names('A1'));
      for (const ne of ['!=', '/=', '<>']) expect(sel(`((0 . "CIRCLE,ARC") (-4 . "${ne}") (40 . 1.0))`)).toEqual(names('C1', 'CF'));
      expect(sel('((0 . "ARC") (-4 . "*") (40 . 99.0))')).toEqual(names('A1'));
    });
    it('& is any common bit, &= all mask bits', () => {
      expect(sel('((-4 . "&") (70 . 1))')).toEqual(names('PL', 'PL2'));
      expect(sel('((-4 . "&") (70 . 128))')).toEqual(names('PL2'));
      expect(sel('((-4 . "&=") (70 . 129))')).toEqual(names('PL2'));
      expect(sel('((-4 . "&=") (70 . 3))')).toBeNull();
    });
    it('tests points coordinate by coordinate', () => {
      expect(sel('((0 . "CIRCLE,ARC,LINE") (-4 . ">,>,*") (10 4.0 4.0 0.0))')).toEqual(names('C1', 'A1'));
      expect(sel('((0 . "CIRCLE,ARC,LINE") (-4 . ">,*") (10 4.0 0.0 0.0))')).toEqual(names('C1', 'A1'));
      expect(sel('((0 . "CIRCLE,ARC,LINE") (-4 . "<,<,=") (10 6.0 6.0 0.0))')).toEqual(names('L1', 'L2', 'C1', 'CF'));
      expect(sel('((-4 . "=") (10 5.0 5.0 0.0))')).toEqual(names('C1'));
      expect(sel('((0 . "CIRCLE") (-4 . "!=") (10 5.0 5.0 0.0))')).toEqual(names('CF'));
    });
    it('tests the extrusion vector with = and != only (omitted 210 counts as 0,0,1)', () => {
      expect(sel('((-4 . "=") (210 0.0 0.0 -1.0))')).toEqual(names('CF'));
      expect(sel('((0 . "CIRCLE,TEXT") (-4 . "!=") (210 0.0 0.0 1.0))')).toEqual(names('CF'));
      expect(sel('((0 . "TEXT") (210 0.0 0.0 1.0))')).toEqual(names('T1'));
      expect(sel('((-4 . ">") (210 0.0 0.0 0.0))')).toBeNull();
      expect(errno()).toBe('65');
    });
    it('reports operators that do not suit the group type through ERRNO', () => {
      const cases: Array<[string, string]> = [
        ['((-4 . ">") (8 . "A"))', '64'],
        ['((-4 . "&") (40 . 1.0))', '66'],
        ['((-4 . "&") (10 1.0 1.0 0.0))', '65'],
        ['((-4 . ">,>") (62 . 1))', '67'],
        ['((-4 . "=>") (62 . 1))', '58'],
        ['((-4 . ">,>,>,>") (10 1.0 1.0 0.0))', '58'],
      ];
      for (const [f, code] of cases) {
        t.run('(setvar "ERRNO" 0)');
        expect(sel(f), f).toBeNull();
        expect(errno(), f).toBe(code);
      }
    });
  });

  describe('ssget filter: logical groups', () => {
    it('<OR, <AND, <NOT, <XOR and nesting', () => {
      expect(sel('((-4 . "<OR") (0 . "CIRCLE") (0 . "ARC") (-4 . "OR>"))')).toEqual(names('C1', 'A1', 'CF'));
      expect(sel('((-4 . "<or") (-4 . "<and") (0 . "CIRCLE") (62 . 5) (-4 . "and>") (0 . "ARC") (-4 . "or>"))')).toEqual(names('C1', 'A1'));
      expect(sel('((0 . "CIRCLE") (-4 . "<NOT") (62 . 5) (-4 . "NOT>"))')).toEqual(names('CF'));
      expect(sel('((0 . "LINE,CIRCLE") (-4 . "<XOR") (8 . "WALLS") (62 . 5) (-4 . "XOR>"))')).toEqual(names('L1'));
      expect(sel('((-4 . "<NOT") (-4 . "<OR") (0 . "*LINE") (0 . "CIRCLE") (-4 . "OR>") (-4 . "NOT>"))')).toEqual(names('A1', 'T1', 'IN'));
      expect(sel('((-4 . "<NOT") (-4 . "<") (40 . 2.0) (-4 . "NOT>") (0 . "CIRCLE"))')).toEqual(names('C1'));
    });
    it('fails with ERRNO 56-63 on grammar errors, leaving ERRNO alone on success', () => {
      const cases: Array<[string, string]> = [
        ['((-4 . "<OR") (0 . "LINE"))', '56'],
        ['((-4 . ">"))', '57'],
        ['((-4 . ">") (-4 . "<OR") (0 . "LINE") (-4 . "OR>"))', '57'],
        ['((-4 . "<OR") (-4 . "OR>"))', '59'],
        ['((-4 . "<AND") (0 . "LINE") (-4 . "OR>"))', '60'],
        ['((0 . "LINE") (-4 . "AND>"))', '60'],
        ['((-4 . "<XOR") (0 . "LINE") (-4 . "XOR>"))', '61'],
        ['((-4 . "<XOR") (0 . "LINE") (0 . "ARC") (0 . "X") (-4 . "XOR>"))', '61'],
        ['((-4 . "<NOT") (0 . "LINE") (0 . "ARC") (-4 . "NOT>"))', '61'],
        ['(("8" . "WALLS"))', '63'],
      ];
      for (const [f, code] of cases) {
        t.run('(setvar "ERRNO" 0)');
        expect(sel(f), f).toBeNull();
        expect(errno(), f).toBe(code);
      }
      expect(sel('((0 . "ARC"))')).toEqual(names('A1'));
      expect(errno()).toBe('63');
    });
    it('limits nesting depth (ERRNO 62)', () => {
      const deep = '(-4 . "<AND") '.repeat(70) + '(0 . "LINE") ' + '(-4 . "AND>") '.repeat(70);
      expect(sel(`(${deep})`)).toBeNull();
      expect(errno()).toBe('62');
      const ok = '(-4 . "<AND") '.repeat(10) + '(0 . "ARC") ' + '(-4 . "AND>") '.repeat(10);
      expect(sel(`(${ok})`)).toEqual(names('A1'));
    });
  });

  describe('ssget filter: xdata and malformed lists', () => {
    it('-3 requires every listed application; names may be wildcards', () => {
      expect(sel('((-3 ("APP1")))')).toEqual(names('A1', 'PL2'));
      expect(sel('((-3 ("APP1") ("APP2")))')).toEqual(names('PL2'));
      expect(sel('((-3 ("app*")))')).toEqual(names('A1', 'PL2'));
      expect(sel('((-3 ("NOAPP")))')).toBeNull();
      expect(sel('((-4 . "<OR") (-3 ("APP2")) (0 . "ARC") (-4 . "OR>"))')).toEqual(names('A1', 'PL2'));
    });
    it('raises bad SSGET list / bad SSGET list value for unusable lists', () => {
      expect(t.run(`(ssget "X" '(0 . "LINE"))`)).toBe('error: bad SSGET list');
      expect(t.run(`(ssget "X" '("LINE"))`)).toBe('error: bad SSGET list');
      expect(t.run(`(ssget "X" '((8)))`)).toBe('error: bad SSGET list value');
      expect(t.run(`(ssget "X" '((62 . "red")))`)).toBe('error: bad SSGET list value');
      expect(t.run(`(ssget "X" '((10 . "a")))`)).toBe('error: bad SSGET list value');
      expect(t.run(`(ssget "X" '((-3 . "APP1")))`)).toBe('error: bad SSGET list value');
      expect(t.run(`(ssget "X" '((-4 . 1) (62 . 1)))`)).toBe('error: bad SSGET list value');
      expect(t.run(`(ssget "X" "LINE")`)).toBe('error: bad SSGET list');
    });
  });
});
