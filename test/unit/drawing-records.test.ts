/*
 * The record-making functions behind the block, hatch and dimension commands, called directly the
 * way the ActiveX methods (InsertBlock, AddHatch, AddDimAligned/AddDimRotated) will: a block
 * defined and inserted with attributes, a drawing file turned into a block in another drawing
 * (layers, linetypes and nested blocks brought along), a hatch from a boundary found around a
 * point, and a rotated dimension with its picture block.
 */
import { describe, expect, it } from 'vitest';
import { emptyDrawing } from '../../interpreter/drawing/index.js';
import { attributeDefinitions, copyEntities, defineBlock, insertGroups } from '../../interpreter/drawing/blocks.js';
import { blockAsDrawing, blockFromDxf } from '../../interpreter/drawing/block-files.js';
import { findBoundaryAt, hatchGroups, loadPattern, patternLineGroups, userPattern, visibleEntities } from '../../interpreter/drawing/hatch-make.js';
import { dimVars, linearDimension } from '../../interpreter/drawing/dimension-make.js';
import { buildEntityBody } from '../../interpreter/drawing/entity-body.js';
import { makeRecord } from '../../interpreter/drawing/model/record.js';
import { tagsFromPairs, type GV } from '../../interpreter/drawing/geometry/groups.js';
import { tagGet } from '../../interpreter/drawing/model/tags.js';
import { translate } from '../../interpreter/drawing/geometry/matrix.js';
import { createLayer } from '../../interpreter/drawing/tables.js';

function drawing() {
  const port = emptyDrawing();
  const d = port.drawing;
  const add = (type: string, groups: Array<[number, GV]>, owner = d.db.modelSpace): string => {
    const h = d.db.newHandle();
    d.db.addEntity(makeRecord(h, type, owner, buildEntityBody(type, tagsFromPairs(groups), d.env(), true).body));
    return h;
  };
  return { port, d, add };
}

describe('blocks.ts', () => {
  it('defines a block from copies (moved by a matrix) and inserts it with ATTRIBs placed by the insertion', () => {
    const { d, add } = drawing();
    const line = add('LINE', [[10, [5, 5, 0]], [11, [6, 5, 0]]]);
    const att = add('ATTDEF', [[10, [5, 4, 0]], [40, 0.2], [1, '7'], [3, 'No.'], [2, 'NO'], [70, 0]]);
    const { copies, refused } = copyEntities(d, [line, att], translate(-5, -5));
    expect(refused).toEqual([]);
    const def = defineBlock(d, { name: 'MARK', base: [0, 0, 0], contents: copies });
    expect(def.name).toBe('MARK');
    expect(tagGet(d.db.get(def.begin)!.body, 70)).toBe(2);
    expect(attributeDefinitions(d.db, 'MARK').map((a) => [a.tag, a.value, a.prompt])).toEqual([['NO', '7', 'No.']]);
    const made = insertGroups(d, { name: 'MARK', at: [10, 0, 0], scale: [2, 2, 2], rotation: Math.PI / 2, value: () => '42' });
    expect(made.groups.find((g) => g[0] === 66)).toEqual([66, 1]);
    expect(made.attribs).toHaveLength(1);
    const g = new Map(made.attribs[0]!.groups.map(([c, v]) => [c, v]));
    expect(g.get(1)).toBe('42');
    expect(g.get(40)).toBeCloseTo(0.4, 12);
    // the definition point (0,-1) turned 90° and doubled: (2, 0) from the insertion point
    expect(g.get(10)).toEqual([12, 0, 0]);
  });

  it('an anonymous name gets its kind letter and the next number', () => {
    const { d } = drawing();
    expect(defineBlock(d, { name: '*U', base: [0, 0, 0], flags: 1, contents: [] }).name).toBe('*U1');
    expect(defineBlock(d, { name: '*U', base: [0, 0, 0], flags: 1, contents: [] }).name).toBe('*U2');
  });
});

describe('block-files.ts', () => {
  it('a block written as a drawing comes back as a block elsewhere with its layer, linetype and nested block', () => {
    const a = drawing();
    a.d.db.addTableEntry('LTYPE', 'LTYPE', buildLtype());
    createLayer(a.d.db, 'PIPE', 3, 'HIDDEN');
    const inner = defineBlock(a.d, { name: 'VALVE', base: [0, 0, 0], contents: [] });
    const c = a.add('CIRCLE', [[8, 'PIPE'], [10, [0, 0, 0]], [40, 1]]);
    const i = a.add('INSERT', [[2, inner.name], [10, [1, 0, 0]]]);
    const { copies } = copyEntities(a.d, [c, i]);
    const outer = defineBlock(a.d, { name: 'RUN', base: [0, 0, 0], contents: copies });
    const dxf = blockAsDrawing(a.d, outer);
    const b = drawing();
    const got = blockFromDxf(b.d, dxf, 'RUN');
    expect(tagGet(b.d.db.tableEntry('LAYER', 'PIPE')!.body, 6)).toBe('HIDDEN');
    expect(b.d.db.tableEntry('LTYPE', 'HIDDEN')).toBeDefined();
    expect(b.d.db.block('VALVE')).toBeDefined();
    const types = (b.d.db.ownerLists.get(got.record) ?? []).map((h) => b.d.db.get(h)!.type);
    expect(types).toEqual(['CIRCLE', 'INSERT']);
  });
});

function buildLtype() {
  return tagsFromPairs([[100, 'AcDbSymbolTableRecord'], [100, 'AcDbLinetypeTableRecord'], [2, 'HIDDEN'], [70, 0], [3, 'Hidden'], [72, 65], [73, 2], [40, 0.375], [49, 0.25], [74, 0], [49, -0.125], [74, 0]]);
}

describe('hatch-make.ts', () => {
  it('pattern lines follow the hatch angle and scale (ANSI31: 45°, offset (-0.0883883, 0.0883883) at scale 1)', () => {
    const p = loadPattern(undefined, 'ANSI31', false, 0, 1)!;
    const g = patternLineGroups(p);
    expect(g[0]).toEqual([53, Math.PI / 4]);
    expect(g[3]![1]).toBeCloseTo(-0.0883883476, 9);
    expect(g[4]![1]).toBeCloseTo(0.0883883476, 9);
    const iso = loadPattern(undefined, 'ANSI31', true, 0, 1)!;
    expect(patternLineGroups(iso)[4]![1]).toBeCloseTo(3.175 * Math.SQRT1_2, 9);
    const u = patternLineGroups(userPattern(0, 2, true));
    expect(u.filter((x) => x[0] === 53).map((x) => x[1])).toEqual([0, Math.PI / 2]);
    expect(loadPattern(undefined, 'NO-SUCH', false, 0, 1)).toBeUndefined();
  });

  it('the boundary around a point: the rectangle with the circle as an island, as HATCH groups', () => {
    const { d, add } = drawing();
    add('LWPOLYLINE', [[90, 4], [70, 1], [10, [0, 0]], [10, [10, 0]], [10, [10, 8]], [10, [0, 8]]]);
    add('CIRCLE', [[10, [5, 4, 0]], [40, 1]]);
    const loops = findBoundaryAt(d, visibleEntities(d, d.db.modelSpace), 1, 1, 1)!;
    expect(loops.map((l) => l.flags)).toEqual([5, 20]);
    expect(loops[0]!.polyline).toHaveLength(4);
    const g = hatchGroups({ pattern: loadPattern(undefined, 'SOLID', false, 0, 1)!, loops, seeds: [[1, 1]], associative: true, style: 1 });
    const codes = g.map((x) => x[0]);
    expect(codes.slice(0, 8)).toEqual([100, 10, 210, 2, 70, 71, 91, 92]);
    expect(g.find((x) => x[0] === 92)).toEqual([92, 7]);
    expect(codes).not.toContain(52);
    expect(findBoundaryAt(d, visibleEntities(d, d.db.modelSpace), 50, 50, 1)).toBeUndefined();
  });

  it('the search near the point still sees a long line from far away that cuts the area', () => {
    const { d, add } = drawing();
    add('LWPOLYLINE', [[90, 4], [70, 1], [10, [0, 0]], [10, [10, 0]], [10, [10, 8]], [10, [0, 8]]]);
    add('LINE', [[10, [-5000, 5, 0]], [11, [5000, 5, 0]]]);
    add('CIRCLE', [[10, [4000, 4000, 0]], [40, 1]]);
    const loops = findBoundaryAt(d, visibleEntities(d, d.db.modelSpace), 5, 2, 1)!;
    const pts = loops[0]!.edges.map((e) => (e.k === 'line' ? [e.x1, e.y1] : []));
    expect(loops).toHaveLength(1);
    expect(pts.map((p) => p[1]).sort()).toEqual([0, 0, 5, 5]);
  });
});

describe('dimension-make.ts', () => {
  it('a rotated dimension: the definition points, the measurement, its own *D block', () => {
    const { d } = drawing();
    const made = linearDimension(d, dimVars(d.sysvars), { p1: [0, 0, 0], p2: [4, 3, 0], location: [2, 6, 0], rotation: 0 });
    expect(made.measurement).toBe(4);
    expect(made.text).toBe('4.0000');
    const g = new Map(made.groups.map(([c, v]) => [c, v]));
    expect(g.get(10)).toEqual([4, 6, 0]);
    expect(g.get(70)).toBe(32);
    expect(g.get(2)).toBe(made.block);
    expect(made.block).toMatch(/^\*D\d+$/);
    const parts = (d.db.ownerLists.get(d.db.block(made.block)!.record) ?? []).map((h) => d.db.get(h)!.type);
    expect(parts).toEqual(['LINE', 'LINE', 'SOLID', 'SOLID', 'LINE', 'LINE', 'MTEXT', 'POINT', 'POINT', 'POINT']);
    const aligned = linearDimension(d, dimVars(d.sysvars), { p1: [0, 0, 0], p2: [4, 3, 0], location: [0, 1, 0] });
    expect(aligned.measurement).toBeCloseTo(5, 12);
    expect(new Map(aligned.groups.map(([c, v]) => [c, v])).get(70)).toBe(33);
  });
});
