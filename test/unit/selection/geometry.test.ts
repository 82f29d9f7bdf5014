import { describe, expect, it } from 'vitest';
import { list } from '../../../interpreter/index.js';
import { FakeDrawing, P, R, selectionInterp, type Group } from '../../support/fake-selection-source.js';

const Z: Group = [210, P(0, 0, 1)];
const arc = (cx: number, cy: number, r: number, a0: number, a1: number, n: Group = Z): Group[] => [
  [10, P(cx, cy, 0)], [40, R(r)], n, [50, R(a0)], [51, R(a1)],
];
const lw = (pts: Array<[number, number, number?]>, closed = false): Group[] => [
  [90, pts.length], [70, closed ? 1 : 0],
  ...pts.flatMap(([x, y, b]): Group[] => [[10, P(x, y)], [40, R(0)], [41, R(0)], [42, R(b ?? 0)]]), Z,
];

function setup(build: (d: FakeDrawing) => void) {
  const d = new FakeDrawing();
  build(d);
  return selectionInterp(d);
}

describe('window and crossing on arcs (where bounding boxes would be wrong)', () => {
  const t = setup((d) => {
    d.add('ARC', arc(0, 0, 10, 0, Math.PI / 2)); // quarter arc in the first quadrant
    d.add('CIRCLE', [[10, P(100, 0, 0)], [40, R(10)], Z]);
  });
  it('a window around the true arc extents selects the arc, though the circle box pokes out', () => {
    expect(t.handles('(ssget "W" \'(-1 -1) \'(11 11))')).toEqual(['20']);
    expect(t.handles('(ssget "W" \'(1 -1) \'(11 11))')).toBeNull();
    expect(t.handles('(ssget "W" \'(-1 1) \'(11 11))')).toBeNull();
  });
  it('a crossing window on the missing part of the circle does not select the arc', () => {
    expect(t.handles('(ssget "C" \'(-8 -8) \'(-6 -6))')).toBeNull();
    expect(t.handles('(ssget "C" \'(6 6) \'(8 8))')).toEqual(['20']);
    expect(t.handles('(ssget "C" \'(8 8) \'(6 6))')).toEqual(['20']);
  });
  it('a circle is a curve: a crossing window inside it selects nothing', () => {
    expect(t.handles('(ssget "C" \'(99 -1) \'(101 1))')).toBeNull();
    expect(t.handles('(ssget "C" \'(109 -1) \'(111 1))')).toEqual(['21']);
    expect(t.handles('(ssget "W" \'(89 -11) \'(111 11))')).toEqual(['21']);
  });
});

describe('polylines with bulges', () => {
  const t = setup((d) => {
    d.add('LWPOLYLINE', lw([[0, 0, 1], [10, 0]])); // semicircle dipping to y = -5
    d.add('LWPOLYLINE', lw([[20, 0, -1], [30, 0]])); // semicircle rising to y = +5
    d.add('LWPOLYLINE', lw([[40, 0, Math.tan(Math.PI / 8)], [50, 10]])); // quarter arc
  });
  it('the bulge arc decides window membership, not the vertices', () => {
    expect(t.handles('(ssget "W" \'(-1 -1) \'(11 1))')).toBeNull();
    expect(t.handles('(ssget "W" \'(-1 -5.01) \'(11 1))')).toEqual(['20']);
    expect(t.handles('(ssget "W" \'(-1 -4.9) \'(11 1))')).toBeNull();
    expect(t.handles('(ssget "W" \'(19 -1) \'(31 5.01))')).toEqual(['21']);
  });
  it('crossing the bulge selects even far from the vertices', () => {
    expect(t.handles('(ssget "C" \'(4 -6) \'(6 -4.5))')).toEqual(['20']);
    expect(t.handles('(ssget "C" \'(4 4) \'(6 6))')).toBeNull();
    expect(t.handles('(ssget "C" \'(24 4.5) \'(26 6))')).toEqual(['21']);
  });
  it('a quarter bulge (centre (40,10), r 10) bows below the chord', () => {
    // chord midpoint (45,5); the arc passes (40 + 10 sin45, 10 - 10 cos45) = (47.07, 2.93)
    expect(t.handles('(ssget "C" \'(46.9 2.8) \'(47.2 3.0))')).toEqual(['22']);
    expect(t.handles('(ssget "C" \'(44.9 4.9) \'(45.1 5.1))')).toBeNull();
  });
});

describe('polygons and fences', () => {
  // a U-shaped polygon open at the top between x = 3 and x = 7
  const U = "'((0 0) (10 0) (10 10) (7 10) (7 3) (3 3) (3 10) (0 10))";
  const t = setup((d) => {
    d.add('LINE', [[10, P(1, 8, 0)], [11, P(9, 8, 0)], Z]); // across the notch
    d.add('LINE', [[10, P(1, 1, 0)], [11, P(9, 1, 0)], Z]); // in the base of the U
    d.add('ARC', arc(5, 8, 1, 0, Math.PI)); // inside the notch only
    d.add('LINE', [[10, P(20, 0, 0)], [11, P(20, 10, 0)], Z]);
  });
  it('WP is exact for concave polygons', () => {
    expect(t.handles(`(ssget "WP" ${U})`)).toEqual(['21']);
  });
  it('CP selects what crosses or lies inside', () => {
    expect(t.handles(`(ssget "CP" ${U})`)).toEqual(['20', '21']);
  });
  it('fence selects what crosses an open polyline', () => {
    expect(t.handles(`(ssget "F" '((5 5) (5 9.5)))`)).toEqual(['20', '22']);
    expect(t.handles(`(ssget "F" '((15 5) (25 5) (25 20)))`)).toEqual(['23']);
    expect(t.handles(`(ssget "F" '((15 5) (16 5)))`)).toBeNull();
  });
  it('too few polygon points give nil', () => {
    expect(t.handles(`(ssget "WP" '((0 0) (1 1)))`)).toBeNull();
  });
});

describe('other entity types', () => {
  it('ellipse extents are analytic', () => {
    // major axis along (1,1) of length sqrt(2)*10, ratio 0.1
    const t = setup((d) => d.add('ELLIPSE', [[10, P(0, 0, 0)], [11, P(10, 10, 0)], Z, [40, R(0.1)], [41, R(0)], [42, R(2 * Math.PI)]]));
    expect(t.handles('(ssget "W" \'(-10.8 -10.8) \'(10.8 10.8))')).toEqual(['20']);
    expect(t.handles('(ssget "W" \'(-10 -10) \'(10 10))')).toBeNull();
    expect(t.handles('(ssget "C" \'(-0.3 -0.3) \'(0.3 0.3))')).toBeNull();
    expect(t.handles('(ssget "C" \'(-1.1 0.9) \'(-0.9 1.1))')).toEqual(['20']);
    expect(t.handles('(ssget "C" \'(4 4) \'(6 6))')).toEqual(['20']);
  });
  it('an arc with extrusion (0 0 -1) is mirrored into the WCS', () => {
    const t = setup((d) => d.add('ARC', arc(5, 0, 1, 0, Math.PI / 2, [210, P(0, 0, -1)])));
    // OCS centre (5,0) -> WCS (-5,0); OCS quarter arc 0..90 -> WCS from (-6,0) to (-5,1)
    expect(t.handles('(ssget "W" \'(-6.1 -0.1) \'(-4.9 1.1))')).toEqual(['20']);
    expect(t.handles('(ssget "C" \'(4 -2) \'(6 2))')).toBeNull();
  });
  it('text is selected by its approximate box; a crossing window inside the box selects it', () => {
    const t = setup((d) => d.add('TEXT', [[10, P(0, 0, 0)], [40, R(1)], [1, 'ABCD'], [50, R(0)], [41, R(1)], [7, 'Standard'], Z]));
    // txt-like box: width 4 - 1/3, height 1
    expect(t.handles('(ssget "W" \'(-0.1 -0.1) \'(3.8 1.1))')).toEqual(['20']);
    expect(t.handles('(ssget "W" \'(-0.1 -0.1) \'(3.5 1.1))')).toBeNull();
    expect(t.handles('(ssget "C" \'(1 0.2) \'(1.5 0.6))')).toEqual(['20']);
  });
  it('rotated text turns its box', () => {
    const t = setup((d) => d.add('TEXT', [[10, P(0, 0, 0)], [40, R(1)], [1, 'ABCD'], [50, R(Math.PI / 2)], Z]));
    expect(t.handles('(ssget "W" \'(-1.1 -0.1) \'(0.1 3.8))')).toEqual(['20']);
  });
  it('INSERT uses the transformed block contents when the source has them', () => {
    const t = setup((d) => {
      d.blocks.set('BAR', { base: [1, 0, 0], entities: [d.make('LINE', [[10, P(1, 0, 0)], [11, P(2, 0, 0)], Z])] });
      d.add('INSERT', [[2, 'BAR'], [10, P(100, 100, 0)], [41, R(10)], [42, R(10)], [43, R(1)], [50, R(Math.PI / 2)], Z]);
      d.add('INSERT', [[2, 'NOBLOCK'], [10, P(200, 200, 0)], Z]);
    });
    // the line becomes (100,100)-(100,110)
    expect(t.handles('(ssget "W" \'(99 99) \'(101 111))')).toEqual(['21']);
    expect(t.handles('(ssget "W" \'(99 99) \'(101 101))')).toBeNull();
    expect(t.handles('(ssget "C" \'(99 105) \'(101 106))')).toEqual(['21']);
    expect(t.handles('(ssget "W" \'(199 199) \'(201 201))')).toEqual(['22']);
  });
  it('old-style POLYLINE uses its VERTEX subentities, bulges included', () => {
    const t = setup((d) =>
      d.add('POLYLINE', [[66, 1], [10, P(0, 0, 0)], [70, 0], Z], {
        subs: [
          [[0, 'VERTEX'], [10, P(0, 0, 0)], [42, R(1)], [70, 0]],
          [[0, 'VERTEX'], [10, P(10, 0, 0)], [42, R(0)], [70, 0]],
        ],
      }),
    );
    expect(t.handles('(ssget "W" \'(-1 -1) \'(11 1))')).toBeNull();
    expect(t.handles('(ssget "W" \'(-1 -5.1) \'(11 1))')).toEqual(['20']);
  });
  it('HATCH is selected by its boundary loops', () => {
    const t = setup((d) =>
      d.add('HATCH', [
        [10, P(0, 0, 0)], Z, [2, 'SOLID'], [70, 1], [71, 0], [91, 1],
        [92, 2], [72, 0], [73, 1], [93, 4], [10, P(0, 0, 0)], [10, P(4, 0, 0)], [10, P(4, 4, 0)], [10, P(0, 4, 0)], [97, 0],
        [75, 0], [76, 1], [98, 0],
      ]),
    );
    expect(t.handles('(ssget "W" \'(-1 -1) \'(5 5))')).toEqual(['20']);
    expect(t.handles('(ssget "C" \'(3 3) \'(5 5))')).toEqual(['20']);
    expect(t.handles('(ssget "C" \'(1 1) \'(2 2))')).toBeNull();
  });
  it('a pick point selects the topmost entity through it', () => {
    const t = setup((d) => {
      d.add('LINE', [[10, P(0, 0, 0)], [11, P(10, 0, 0)], Z]);
      d.add('CIRCLE', [[10, P(5, 5, 0)], [40, R(5)], Z]);
    });
    expect(t.handles("(ssget '(2 0))")).toEqual(['20']);
    expect(t.handles("(ssget '(5 0))")).toEqual(['21']);
    expect(t.handles("(ssget '(5 5))")).toBeNull();
  });
});

describe('candidates of graphical modes', () => {
  const t = setup((d) => {
    d.layer('OFF', { off: true });
    d.layer('FROZEN', { frozen: true });
    d.layer('LOCKED', { locked: true });
    for (const layer of ['0', 'OFF', 'FROZEN', 'LOCKED']) d.add('POINT', [[10, P(1, 1, 0)], Z], { layer });
    d.add('POINT', [[10, P(1, 1, 0)], Z], { space: 'Layout1' });
  });
  it('W/C see only the current space on visible layers; X sees everything; A skips frozen and locked', () => {
    expect(t.handles('(ssget "C" \'(0 0) \'(2 2))')).toEqual(['20', '23']);
    expect(t.handles('(ssget "X")')).toEqual(['20', '21', '22', '23', '24']);
    expect(t.handles('(ssget "A")')).toEqual(['20', '21']);
    expect(t.handles('(ssget "_X:L")')).toEqual(['20', '21', '22', '24']);
    expect(t.handles('(ssget "_C:L" \'(0 0) \'(2 2))')).toEqual(['20']);
    t.run('(setvar "CTAB" "Layout1")');
    expect(t.handles('(ssget "W" \'(0 0) \'(2 2))')).toEqual(['24']);
  });
  it('takes window corners in the current UCS', () => {
    t.run('(setvar "CTAB" "Model")');
    t.sysvars.setRaw('UCSORG', list([R(10), R(10), R(0)]));
    expect(t.handles('(ssget "W" \'(-10 -10) \'(-8 -8))')).toEqual(['20', '23']);
    t.sysvars.setRaw('UCSORG', list([R(0), R(0), R(0)]));
  });
});
