/*
 * MTEXT as the drawing view and selection see it (mtext.ts through the MTEXT shape): inline codes
 * become styled runs, lines wrap at the reference width (41), spacing follows 44/73, the
 * attachment point (71) places the lines, and 11/50 turn them.
 */
import { describe, expect, it } from 'vitest';
import { layoutMtext, parseMtext, plainMtext, shapeOf, tagsFromPairs, type GV, type Prim } from '../../../interpreter/geometry.js';

type TextP = Extract<Prim, { k: 'text' }>;
const mtext = (groups: Array<[number, GV]>): Prim[] => shapeOf({ type: 'MTEXT', groups: tagsFromPairs([[10, [0, 0, 0]], [40, 1], ...groups]) });
const texts = (ps: Prim[]): TextP[] => ps.filter((p): p is TextP => p.k === 'text');
const base = { height: 1, widthFactor: 1 };

describe('MTEXT codes', () => {
  it('paragraphs, escapes, non-breaking spaces, stacks and specials', () => {
    expect(plainMtext('A\\PB\\~C \\\\ \\{x\\} \\S1^2; %%d%%p%%c')).toBe('A\nB C \\ {x} 1/2 °±⌀');
    expect(plainMtext('{\\fArial|b1|i0;Bold} \\Ffoo.shx;x')).toBe('Bold x');
  });

  it('height absolute and relative, restored at the end of a group', () => {
    const [p] = parseMtext('a{\\H3;b\\H0.5x;c}d', { height: 2, widthFactor: 1 });
    expect(p!.map((r) => [r.text, r.height])).toEqual([['a', 2], ['b', 3], ['c', 1.5], ['d', 2]]);
  });

  it('colour (ACI and true colour), width factor, underline/overline/strike toggles', () => {
    const [p] = parseMtext('{\\C1;red}\\c255;blue\\C256;plain\\W0.5;\\Lu\\lo\\Ox\\o\\Ks\\k', base);
    expect(p!.map((r) => [r.text, r.aci ?? null, r.rgb ?? null])).toEqual([
      ['red', 1, null], ['blue', null, 255], ['plain', null, null], ['u', null, null], ['o', null, null], ['x', null, null], ['s', null, null],
    ]);
    const byText = Object.fromEntries(p!.map((r) => [r.text, r]));
    expect(byText.u!.underline && !byText.o!.underline && byText.x!.overline && byText.s!.strike).toBe(true);
    expect(byText.u!.widthFactor).toBe(0.5);
  });
});

describe('MTEXT layout', () => {
  it('wraps between words at the reference width; a long word keeps its own line', () => {
    // each glyph advances 1 (height 1): "aaa bbb" is 7 wide, so width 5 breaks after "aaa "
    const l = layoutMtext(parseMtext('aaa bbb c\\Pverylongword x', base), { height: 1, width: 5, spacing: 1, spacingStyle: 1 });
    expect(l.lines.map((x) => x.runs.map((r) => r.text).join('').trimEnd())).toEqual(['aaa', 'bbb c', 'verylongword', 'x']);
    expect(l.lines.every((x, i) => i === 2 || x.width <= 5)).toBe(true);
  });

  it('no width: no wrapping', () => {
    const l = layoutMtext(parseMtext('aaa bbb ccc ddd', base), { height: 1, width: 0, spacing: 1, spacingStyle: 1 });
    expect(l.lines).toHaveLength(1);
  });

  it('line spacing: 5/3 of the height times 44; at least follows a taller line, exactly does not', () => {
    const paras = parseMtext('a\\P{\\H3;b}\\Pc', base);
    const atLeast = layoutMtext(paras, { height: 1, width: 0, spacing: 1.5, spacingStyle: 1 });
    expect(atLeast.lines.map((l) => l.baseline)).toEqual([1, 1 + 2.5 * 3, 1 + 2.5 * 3 + 2.5]);
    const exactly = layoutMtext(paras, { height: 1, width: 0, spacing: 1.5, spacingStyle: 2 });
    expect(exactly.lines.map((l) => l.baseline)).toEqual([1, 3.5, 6]);
  });
});

describe('MTEXT shape', () => {
  it('wrapped lines go down from the top-left attachment point', () => {
    const t = texts(mtext([[1, 'aaa bbb'], [41, 4], [71, 1]]));
    expect(t.map((x) => x.str)).toEqual(['aaa', 'bbb']);
    expect(t[0]!.by).toBeCloseTo(-1, 9);
    expect(t[1]!.by).toBeCloseTo(-1 - 5 / 3, 9);
    expect(t[0]!.bx).toBeCloseTo(0, 9);
  });

  it('attachment 5 (middle centre) centres each line on the point; 9 puts the last baseline on it', () => {
    const mid = texts(mtext([[1, 'ab\\Pabcd'], [71, 5]]));
    // line widths 2 - 1/3 and 4 - 1/3, centred
    expect(mid[0]!.bx).toBeCloseTo(-(2 - 1 / 3) / 2, 9);
    expect(mid[1]!.bx).toBeCloseTo(-(4 - 1 / 3) / 2, 9);
    const height = 1 + 5 / 3;
    expect(mid[0]!.by).toBeCloseTo(height / 2 - 1, 9);
    const br = texts(mtext([[1, 'ab\\Pabcd'], [71, 9]]));
    expect(br[1]!.by).toBeCloseTo(0, 9);
    expect(br[1]!.bx + br[1]!.w).toBeCloseTo(0, 9);
  });

  it('direction 11 (or 50) turns the text; inline colour travels on the primitive; underline is drawn', () => {
    const t = texts(mtext([[1, 'x'], [11, [0, 1, 0]]]));
    expect(t[0]!.rot).toBeCloseTo(Math.PI / 2, 9);
    const r = texts(mtext([[1, 'x'], [50, Math.PI]]));
    expect(Math.abs(r[0]!.rot)).toBeCloseTo(Math.PI, 9);
    const ps = mtext([[1, '{\\C3;g}\\Lu']]);
    expect(texts(ps).map((x) => x.ink ?? null)).toEqual([{ aci: 3 }, null]);
    expect(ps.some((p) => p.k === 'poly' && p.pts.length === 4 && p.pts[1]! < -1 && p.pts[1] === p.pts[3])).toBe(true);
  });

  it('runs of different heights sit on one baseline, each with its own size', () => {
    const t = texts(mtext([[1, 'a{\\H2;B}c']]));
    expect(t.map((x) => [x.str, x.size])).toEqual([['a', 1], ['B', 2], ['c', 1]]);
    expect(new Set(t.map((x) => x.by.toFixed(9))).size).toBe(1);
    expect(t[1]!.bx).toBeCloseTo(1, 9);
    expect(t[2]!.bx).toBeCloseTo(3, 9);
  });
});

describe('MTEXT with R2018 column data', () => {
  it('groups after 101 "Embedded Object" do not turn or move the text', () => {
    const t = texts(mtext([[1, 'x'], [101, 'Embedded Object'], [70, 1], [10, [1, 0, 0]], [11, [25, 60, 0]], [40, 48]]));
    expect(t[0]!.rot).toBeCloseTo(0, 12);
    expect(t[0]!.bx).toBeCloseTo(0, 12);
  });
});

describe('MTEXT direction', () => {
  it('an 11 that is not a unit vector is not a direction (50 is used)', () => {
    expect(texts(mtext([[1, 'x'], [11, [25, 60, 0]]]))[0]!.rot).toBeCloseTo(0, 12);
    expect(texts(mtext([[1, 'x'], [11, [25, 60, 0]], [50, Math.PI / 2]]))[0]!.rot).toBeCloseTo(Math.PI / 2, 12);
  });
});
