import { describe, expect, it } from 'vitest';
import { Cons, list, Real, type Value } from '../../../interpreter/index.js';
import { arbitraryAxis } from '../../../interpreter/drawing/geometry/ocs.js';
import { FakeDrawing, P, R, selectionInterp } from '../../support/fake-selection-source.js';

const nums = (v: Value): number[] => {
  const out: number[] = [];
  for (let c = v; c instanceof Cons; c = c.cdr) out.push((c.car as Real).v);
  return out;
};

function setup() {
  const d = new FakeDrawing();
  const flipped = d.add('CIRCLE', [[10, P(5, 0, 0)], [40, R(1)], [210, P(0, 0, -1)]]);
  const t = selectionInterp(d);
  const val = (src: string): Value => {
    const r = t.ip.runText(src);
    if (!r.ok) throw new Error(r.error?.message);
    return r.value;
  };
  return { t, d, flipped, val };
}

describe('trans', () => {
  it('WCS <-> UCS is the identity until the UCS is set; results are 3D', () => {
    const { t } = setup();
    expect(t.run("(trans '(1 2 3) 0 1)")).toBe('(1.0 2.0 3.0)');
    expect(t.run("(trans '(1 2) 1 0)")).toBe('(1.0 2.0 0.0)');
    expect(t.run("(trans '(1 2 3) 1 2)")).toBe('(1.0 2.0 3.0)');
  });
  it('uses UCSORG / UCSXDIR / UCSYDIR, with the displacement flag skipping the origin', () => {
    const { t } = setup();
    t.sysvars.setRaw('UCSORG', list([R(10), R(10), R(0)]));
    t.sysvars.setRaw('UCSXDIR', list([R(0), R(1), R(0)]));
    t.sysvars.setRaw('UCSYDIR', list([R(-1), R(0), R(0)]));
    expect(t.run("(trans '(10 11 0) 0 1)")).toBe('(1.0 0.0 0.0)');
    expect(t.run("(trans '(1 0 0) 1 0)")).toBe('(10.0 11.0 0.0)');
    expect(t.run("(trans '(1 0 0) 1 0 T)")).toBe('(0.0 1.0 0.0)');
    expect(t.run("(trans '(0 1 0) 0 1 T)")).toBe('(1.0 0.0 0.0)');
  });
  it('OCS from an extrusion vector follows the arbitrary-axis algorithm', () => {
    const { t } = setup();
    // N = (1 0 0): Ax = Wz x N = (0 1 0), Ay = N x Ax = (0 0 1)
    expect(t.run("(trans '(1 2 3) '(1 0 0) 0)")).toBe('(3.0 1.0 2.0)');
    expect(t.run("(trans '(3 1 2) 0 '(1 0 0))")).toBe('(1.0 2.0 3.0)');
    expect(t.run("(trans '(5 0 0) '(0 0 -1) 0)")).toBe('(-5.0 0.0 0.0)');
    const a = arbitraryAxis([0.01, 0.001, 1])!;
    // |Nx|, |Ny| < 1/64: Ax comes from Wy x N
    expect(a.ax[0]).toBeGreaterThan(0.99);
  });
  it('round-trips through an arbitrary OCS', () => {
    const { val } = setup();
    for (const n of ['(0.3 0.4 0.866)', '(0.001 0.002 -1)', '(-2 5 1)', '(0 -1 0)']) {
      const there = val(`(trans '(12.5 -3.25 7) 0 '${n})`);
      const back = nums(val(`(trans '(${nums(there).join(' ')}) '${n} 0)`));
      expect(back[0]).toBeCloseTo(12.5, 9);
      expect(back[1]).toBeCloseTo(-3.25, 9);
      expect(back[2]).toBeCloseTo(7, 9);
    }
  });
  it('takes the OCS of an entity from its ename', () => {
    const { t, d, flipped } = setup();
    t.ip.intern('E').value = flipped.ename;
    expect(t.run("(trans '(5 0 0) e 0)")).toBe('(-5.0 0.0 0.0)');
    expect(t.run("(trans '(-5 0 0) 0 e)")).toBe('(5.0 0.0 0.0)');
    d.remove(flipped);
    expect(t.run("(trans '(5 0 0) e 0)")).toBe('nil');
    expect(t.run('(getvar "ERRNO")')).toBe('2');
  });
  it('fails softly (nil + ERRNO) on invalid spaces', () => {
    const { t } = setup();
    expect(t.run("(trans '(1 2) 7 0)")).toBe('nil');
    expect(t.run('(getvar "ERRNO")')).toBe('16');
    expect(t.run("(trans '(1 2) 3 0)")).toBe('nil');
    expect(t.run("(trans '(1 2) 2 3)")).toBe('(1.0 2.0 0.0)');
    expect(t.run("(trans '(1 2) '(0 0 0) 0)")).toBe('nil');
    expect(t.run('(getvar "ERRNO")')).toBe('15');
    expect(t.run("(trans \"a\" 0 1)")).toBe('error: bad argument type: 2D/3D point: "a"');
  });
});

describe('textbox', () => {
  it('measures with the documented txt-like approximation', () => {
    const { t } = setup();
    expect(t.run("(textbox '((1 . \"ABCD\") (40 . 1.0)))")).toBe('((0.0 0.0 0.0) (3.66667 1.0 0.0))');
    expect(t.run("(textbox '((1 . \"gy\") (40 . 3.0)))")).toBe('((0.0 -1.0 0.0) (5.0 2.0 0.0))');
    expect(t.run("(textbox '((1 . \"AB\") (40 . 1.0) (41 . 0.5)))")).toBe('((0.0 0.0 0.0) (0.833333 1.0 0.0))');
    expect(t.run("(textbox '((1 . \"A\")))")).toBe('((0.0 0.0 0.0) (0.133333 0.2 0.0))');
    expect(t.run("(textbox '((1 . \"\")))")).toBe('((0.0 0.0 0.0) (0.0 0.0 0.0))');
    expect(t.run("(textbox '((0 . \"TEXT\")))")).toBe('nil');
  });
  it('leans with the oblique angle and follows TEXTSIZE', () => {
    const { t } = setup();
    t.run('(setvar "TEXTSIZE" 2.0)');
    expect(t.run("(textbox '((1 . \"A\") (51 . 0.785398163397448)))")).toBe('((0.0 0.0 0.0) (3.33333 2.0 0.0))');
  });
});
