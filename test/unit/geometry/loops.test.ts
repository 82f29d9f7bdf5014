/*
 * Closed-loop finding (geometry/loops.ts), as HATCH's internal point and select-objects boundaries
 * use it: loops from lines that cross, the smallest area around a point, arcs kept exact, dangling
 * pieces ignored, islands (outermost only, or nested), and outlines of closed objects.
 */
import { describe, expect, it } from 'vitest';
import { LoopGraph, shapeOf, tagsFromPairs, type GV, type LoopSource } from '../../../interpreter/geometry.js';

const ent = (type: string, groups: Array<[number, GV]>): LoopSource => ({ prims: shapeOf({ type, groups: tagsFromPairs(groups) }) });
const line = (x1: number, y1: number, x2: number, y2: number) => ent('LINE', [[10, [x1, y1, 0]], [11, [x2, y2, 0]]]);
const rect = (x1: number, y1: number, x2: number, y2: number): LoopSource[] => [line(x1, y1, x2, y1), line(x2, y1, x2, y2), line(x2, y2, x1, y2), line(x1, y2, x1, y1)];
const circle = (x: number, y: number, r: number) => ent('CIRCLE', [[10, [x, y, 0]], [40, r]]);
const lwpoly = (pts: Array<[number, number, number?]>, closed = true) =>
  ent('LWPOLYLINE', [[90, pts.length], [70, closed ? 1 : 0], ...pts.flatMap(([x, y, b]): Array<[number, GV]> => [[10, [x, y]], [42, b ?? 0]])]);

describe('LoopGraph', () => {
  it('four lines close a rectangle; the point inside finds it, counter-clockwise', () => {
    const g = new LoopGraph(rect(0, 0, 10, 5), 1e-6);
    const f = g.faceAround(3, 3)!;
    expect(f.loop.area).toBeCloseTo(50, 9);
    expect(f.loop.edges.map((e) => e.k)).toEqual(['line', 'line', 'line', 'line']);
    expect(new Set(f.loop.edges.map((e) => e.src))).toEqual(new Set([0, 1, 2, 3]));
    expect(g.faceAround(20, 3)).toBeUndefined();
  });

  it('lines that overrun each other are cut where they cross; the smallest area around the point wins', () => {
    // a 10x10 square drawn with overshooting lines, split by a vertical line at x = 4
    const srcs = [line(-1, 0, 11, 0), line(10, -1, 10, 11), line(11, 10, -1, 10), line(0, 11, 0, -1), line(4, -2, 4, 12)];
    const g = new LoopGraph(srcs, 1e-6);
    expect(g.faceAround(2, 5)!.loop.area).toBeCloseTo(40, 9);
    expect(g.faceAround(7, 5)!.loop.area).toBeCloseTo(60, 9);
  });

  it('a circle is one loop of two exact arcs; a circle inside a square is an island', () => {
    const g = new LoopGraph([...rect(0, 0, 10, 10), circle(5, 5, 2)], 1e-6);
    const outer = g.faceAround(1, 1)!;
    expect(outer.loop.area).toBeCloseTo(100, 9);
    const islands = g.islandsIn(outer.face, false);
    expect(islands).toHaveLength(1);
    expect(islands[0]!.edges.map((e) => e.k)).toEqual(['arc', 'arc']);
    expect(Math.abs(islands[0]!.area)).toBeCloseTo(Math.PI * 4, 2);
    const inner = g.faceAround(5, 5)!;
    expect(inner.loop.edges.every((e) => e.k === 'arc')).toBe(true);
  });

  it('outermost islands only, unless nested ones are asked for', () => {
    const g = new LoopGraph([...rect(0, 0, 20, 20), ...rect(5, 5, 15, 15), circle(10, 10, 2)], 1e-6);
    const f = g.faceAround(1, 1)!;
    expect(g.islandsIn(f.face, false)).toHaveLength(1);
    expect(g.islandsIn(f.face, true)).toHaveLength(2);
  });

  it('a line sticking into the area is not part of the boundary', () => {
    const g = new LoopGraph([...rect(0, 0, 10, 10), line(5, 0, 5, 4)], 1e-6);
    const f = g.faceAround(2, 8)!;
    expect(f.loop.area).toBeCloseTo(100, 9);
    expect(f.loop.edges.some((e) => e.src === 4)).toBe(false);
  });

  it('ends closer than the tolerance meet; a polyline with a bulge keeps its arc', () => {
    const g = new LoopGraph([line(0, 0, 10, 0), line(10, 0.0000001, 10, 10), line(10, 10, 0, 10), line(0, 10, 0, 0)], 1e-5);
    expect(g.faceAround(5, 5)!.loop.area).toBeCloseTo(100, 5);
    const p = new LoopGraph([lwpoly([[0, 0], [10, 0, 1], [10, 10], [0, 10]])], 1e-6);
    const f = p.faceAround(5, 5)!;
    expect(f.loop.edges.filter((e) => e.k === 'arc')).toHaveLength(1);
    expect(f.loop.area).toBeCloseTo(100 + (Math.PI * 25) / 2, 6);
  });

  it('outlines: the outer boundary of each closed part', () => {
    const g = new LoopGraph([lwpoly([[0, 0], [4, 0], [4, 4], [0, 4]]), circle(10, 0, 1)], 1e-6);
    const o = g.outlines();
    expect(o).toHaveLength(2);
    expect(o.every((x) => x.loop.area > 0)).toBe(true);
  });

  it('an open shape has no area around the point', () => {
    const g = new LoopGraph([line(0, 0, 10, 0), line(10, 0, 10, 10), line(10, 10, 0, 10)], 1e-6);
    expect(g.faceAround(5, 5)).toBeUndefined();
  });
});
