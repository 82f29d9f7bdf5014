/*
 * Curve pieces and offset paths (geometry/pieces.ts, geometry/offset.ts): fractions on and beyond
 * a piece, spans of a path (wrapping on closed paths), where pieces meet primitives, and offsets of
 * open and closed paths with lines and arcs — corners joined again, inner offsets that collapse
 * refused, arcs that shrink to nothing dropped.
 */
import { describe, expect, it } from 'vitest';
import type { Piece } from '../../../interpreter/drawing/geometry/curve.js';
import { chainArea, offsetPath } from '../../../interpreter/drawing/geometry/offset.js';
import {
  arcP, lineP, paramAtLength, paramNear, pathLength, pathSpan, pieceEnd, pieceFraction, pieceHits, pieceStart, reversePath, sideOf, subPiece,
} from '../../../interpreter/drawing/geometry/pieces.js';
import { polyOf } from '../../../interpreter/drawing/geometry/prims.js';

/** Rounded to 1e-9, -0 as 0: the arithmetic's last bits are not the point. */
const r9 = (x: number): number => Math.round(x * 1e9) / 1e9 + 0;
const close = (a: readonly number[], b: readonly number[]): void => expect(a.map(r9)).toEqual(b.map(r9));
const ends = (ps: readonly Piece[]): number[][] => ps.map((p) => [...pieceStart(p).slice(0, 2), ...pieceEnd(p).slice(0, 2)].map(r9));

/** A square 10 x 10 from the origin, counter-clockwise. */
const square = (): Piece[] => [
  lineP([0, 0, 0], [10, 0, 0], 0),
  lineP([10, 0, 0], [10, 10, 0], 1),
  lineP([10, 10, 0], [0, 10, 0], 2),
  lineP([0, 10, 0], [0, 0, 0], 3),
];

describe('pieces', () => {
  it('reads fractions on a line and on its extension', () => {
    const l = lineP([0, 0, 0], [10, 0, 0]);
    expect(pieceFraction(l, 5, 3)).toBeCloseTo(0.5);
    expect(pieceFraction(l, -5, 0)).toBeCloseTo(-0.5);
    expect(pieceFraction(l, 25, 0)).toBeCloseTo(2.5);
  });

  it('reads fractions on an arc in its direction of travel, beyond the chosen end', () => {
    const a = arcP(0, 0, 0, 1, 0, Math.PI / 2); // quarter circle, counter-clockwise
    expect(pieceFraction(a, Math.cos(Math.PI / 4), Math.sin(Math.PI / 4))).toBeCloseTo(0.5);
    expect(pieceFraction(a, -1, 0, 'end')).toBeCloseTo(2);
    expect(pieceFraction(a, -1, 0, 'start')).toBeCloseTo(-2);
    const cw = arcP(0, 0, 0, 1, Math.PI / 2, -Math.PI / 2); // the same quarter, clockwise
    expect(pieceFraction(cw, 1, 0)).toBeCloseTo(1);
    close(pieceEnd(subPiece(cw, 0, 0.5)), [Math.cos(Math.PI / 4), Math.sin(Math.PI / 4), 0]);
  });

  it('takes spans of a path, wrapping round a closed one', () => {
    const sq = square();
    expect(ends(pathSpan(sq, false, 0.5, 2.5))).toEqual([[5, 0, 10, 0], [10, 0, 10, 10], [10, 10, 5, 10]]);
    expect(ends(pathSpan(sq, true, 3.5, 4.5))).toEqual([[0, 5, 0, 0], [0, 0, 5, 0]]);
    expect(pathLength(sq)).toBe(40);
    expect(paramAtLength(sq, 25)).toBeCloseTo(2.5);
    expect(paramNear(sq, 12, 5)).toEqual({ u: 1.5, gap: 2 });
    expect(ends(reversePath(sq))[0]).toEqual([0, 0, 0, 10]);
  });

  it('finds where a piece meets primitives, on the piece or on its extension', () => {
    const l = lineP([0, 0, 0], [4, 0, 0]);
    const wall = polyOf([6, -1, 6, 1]);
    expect(pieceHits(l, [wall])).toEqual([]);
    const beyond = pieceHits(l, [wall], { reach: 100, side: 'end' });
    expect(beyond.map((h) => r9(h.f))).toEqual([1.5]);
  });

  it('says which side of a piece a point is on (left of travel is positive)', () => {
    expect(sideOf(lineP([0, 0, 0], [10, 0, 0]), 5, 1)).toBeGreaterThan(0);
    expect(sideOf(arcP(0, 0, 0, 5, 0, Math.PI), 0, 1)).toBeGreaterThan(0); // inside a ccw arc is its left
    expect(sideOf(arcP(0, 0, 0, 5, Math.PI, -Math.PI), 0, 1)).toBeLessThan(0);
  });
});

describe('offsetPath', () => {
  it('moves a line to its left or right', () => {
    expect(ends(offsetPath([lineP([0, 0, 0], [10, 0, 0])], false, 2)!)).toEqual([[0, 2, 10, 2]]);
    expect(ends(offsetPath([lineP([0, 0, 0], [10, 0, 0])], false, -2)!)).toEqual([[0, -2, 10, -2]]);
  });

  it('offsets a closed square inward and outward with the corners meeting again', () => {
    const inner = offsetPath(square(), true, 1)!;
    expect(ends(inner)).toEqual([[1, 1, 9, 1], [9, 1, 9, 9], [9, 9, 1, 9], [1, 9, 1, 1]]);
    const outer = offsetPath(square(), true, -1)!;
    expect(ends(outer)).toEqual([[-1, -1, 11, -1], [11, -1, 11, 11], [11, 11, -1, 11], [-1, 11, -1, -1]]);
    expect(chainArea(outer)).toBeCloseTo(144);
  });

  it('refuses an inner offset of a closed path wider than it allows', () => {
    expect(offsetPath(square(), true, 5)).toBeNull();
    expect(offsetPath(square(), true, 7)).toBeNull();
  });

  it('keeps a bulged segment concentric, its radius changed by the distance', () => {
    // a line, a semicircle bulging to +x (centre (10, 5), r 5), a line back
    const path: Piece[] = [lineP([0, 0, 0], [10, 0, 0], 0), arcP(10, 5, 0, 5, -Math.PI / 2, Math.PI, 1), lineP([10, 10, 0], [0, 10, 0], 2)];
    const inner = offsetPath(path, false, 1)!;
    expect(inner.map((p) => p.k)).toEqual(['line', 'arc', 'line']);
    expect((inner[1] as Extract<Piece, { k: 'arc' }>).r).toBeCloseTo(4);
    close(pieceStart(inner[1]!), [10, 1, 0]);
  });

  it('drops an arc that shrinks to nothing and joins its neighbours', () => {
    const path: Piece[] = [lineP([0, 0, 0], [10, 0, 0], 0), arcP(10, 1, 0, 1, -Math.PI / 2, Math.PI, 1), lineP([10, 2, 0], [0, 2, 0], 2)];
    const inner = offsetPath(path, false, 1)!;
    expect(inner.every((p) => p.k === 'line')).toBe(true);
    expect(ends(inner)).toEqual([[0, 1, 10, 1], [10, 1, 0, 1]]);
  });

  it('offsets a circle to a larger or smaller radius, or refuses to go past its centre', () => {
    const circle = [arcP(0, 0, 0, 3, 0, 2 * Math.PI)];
    expect((offsetPath(circle, true, -1)![0] as Extract<Piece, { k: 'arc' }>).r).toBe(4);
    expect((offsetPath(circle, true, 1)![0] as Extract<Piece, { k: 'arc' }>).r).toBe(2);
    expect(offsetPath(circle, true, 3)).toBeNull();
  });
});
