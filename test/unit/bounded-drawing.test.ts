/*
 * Bounded block expansion in the geometry (issue 10): extents, selection and snapshots of the
 * INSERT bomb and of deeply nested blocks are computed from box bounds, never by expanding a
 * billion parts.
 */
import { describe, expect, it } from 'vitest';
import { expandedCount, MAX_REFERENCE_EXPANSION, placementCount } from '../../interpreter/geometry.js';
import { emptyBlockBombDxf, insertBombDxf, nestedBombDxf } from '../support/bomb-dxf.js';
import { run } from '../runner/run-helpers.js';
import { drawingFactory } from '../../interpreter/drawing/index.js';
import { runRequest } from '../../interpreter/runner/run-request.js';

const timed = <T>(f: () => T): { value: T; ms: number } => {
  const t = performance.now();
  const value = f();
  return { value, ms: performance.now() - t };
};
const onDrawing = (text: string, code: string) =>
  runRequest({ files: [{ name: 'a.lsp', text: code }], drawing: { kind: 'dxf', name: 'bomb.dxf', text }, wantSnapshots: true }, { drawings: drawingFactory });

describe('block references are costed before they are expanded', () => {
  it('counts placements and nested parts without making them', () => {
    expect(placementCount({ c: [70, 71], v: [32767, 32767] })).toBe(32767 * 32767);
    expect(placementCount({ c: [], v: [] })).toBe(1);
    const leaf = { base: [0, 0, 0] as [number, number, number], entities: [{ type: 'CIRCLE', groups: { c: [10, 40], v: [[0, 0, 0], 1] } }] };
    const mid = { base: [0, 0, 0] as [number, number, number], entities: Array.from({ length: 10 }, () => ({ type: 'INSERT', groups: { c: [2, 70], v: ['LEAF', 1000] } })) };
    const ctx = { block: (n: string) => (n === 'LEAF' ? leaf : n === 'MID' ? mid : undefined) };
    expect(expandedCount(mid, ctx)).toBe(10_000);
    expect(MAX_REFERENCE_EXPANSION).toBeLessThan(10_000_000);
  });

  it('arrays of an empty or a missing block: a run with snapshots and selections finish within 2 s', () => {
    const empty = { base: [0, 0, 0] as [number, number, number], entities: [] };
    const holder = { base: [0, 0, 0] as [number, number, number], entities: [{ type: 'INSERT', groups: { c: [2, 70, 71], v: ['EMPTY', 32767, 32767] } }] };
    expect(expandedCount(holder, { block: (n: string) => (n === 'EMPTY' ? empty : undefined) })).toBe(32767 * 32767);
    const { value: r, ms } = timed(() => onDrawing(emptyBlockBombDxf(), '(list (sslength (ssget "X")) (sslength (ssget "C" (list -10 -10) (list 10 10))))'));
    expect(ms).toBeLessThan(2000);
    expect(r.stage).toBe('ok');
    expect(r.value).toBe('(3 3)');
  });

  it('the INSERT bomb: a run with snapshots and a crossing selection finish within 2 s', () => {
    const { value: r, ms } = timed(() => onDrawing(insertBombDxf(), '(sslength (ssget "C" (list 10 10) (list 20 20)))'));
    expect(ms).toBeLessThan(2000);
    expect(r.stage).toBe('ok');
    expect(r.value).toBe('1');
    expect(r.after?.extents).toEqual({ min: [-5, -5], max: [32766.4, 32766.4] });
  });

  it('blocks nested ten wide and seven deep: snapshot extents and a window selection within 2 s', () => {
    const { value: r, ms } = timed(() => onDrawing(nestedBombDxf(), '(sslength (ssget "W" (list -1 27) (list 190 29)))'));
    expect(ms).toBeLessThan(2000);
    expect(r.value).toBe('1');
    expect(r.after?.extents?.min.map((v) => Math.round(v * 10) / 10)).toEqual([-0.4, 27.6]);
    expect(r.after?.extents?.max.map((v) => Math.round(v * 10) / 10)).toEqual([189.4, 28.4]);
  });

  it('a 4-line entmake makes the bomb in a run, and the run still answers', () => {
    const code = `(entmake '((0 . "BLOCK") (2 . "DOT") (70 . 0) (10 0.0 0.0 0.0)))
(entmake '((0 . "CIRCLE") (10 0.0 0.0 0.0) (40 . 0.4)))
(entmake '((0 . "ENDBLK")))
(entmake '((0 . "INSERT") (2 . "DOT") (10 0.0 0.0 0.0) (70 . 32767) (71 . 32767) (44 . 1.0) (45 . 1.0)))
(sslength (ssget "X"))`;
    const { value: r, ms } = timed(() => run(code, [], { wantSnapshots: true }, { drawings: drawingFactory }));
    expect(ms).toBeLessThan(2000);
    expect(r.stage).toBe('ok');
    expect(r.after?.entities.some((e) => e.type === 'INSERT')).toBe(true);
  });
});
