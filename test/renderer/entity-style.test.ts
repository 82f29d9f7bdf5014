/*
 * Linetypes and lineweights after BYLAYER and BYBLOCK (renderer/canvas/entity-style.ts): inside
 * blocks the reference's linetype, scale and lineweight reach BYBLOCK contents, layer-0 contents
 * take the reference's layer, dashes stretch with the reference's scale; LWDISPLAY's widths.
 */
import { describe, expect, test } from 'vitest';
import type { DrawingSnapshot, SnapshotEntity } from '../../interpreter/runner/contract.js';
import { lineweightPaper, lineweightPx } from '../../renderer/canvas/entity-style.js';
import { buildScene } from '../../renderer/canvas/scene.js';

const line = (handle: string, layer: string, extra: Array<[number, string | number | number[]]> = []): SnapshotEntity => ({
  handle, type: 'LINE', layer, groups: [[0, 'LINE'], [8, layer], [10, [0, 0, 0]], [11, [5, 0, 0]], ...extra],
});
const insert = (handle: string, layer: string, extra: Array<[number, string | number | number[]]> = []): SnapshotEntity => ({
  handle, type: 'INSERT', layer, groups: [[0, 'INSERT'], [8, layer], [2, 'B'], [10, [0, 0, 0]], ...extra],
});

const snap = (entities: SnapshotEntity[], blockEntities: SnapshotEntity[], over: Partial<DrawingSnapshot> = {}): DrawingSnapshot => ({
  name: 't', hash: 't', entities,
  blocks: { B: { base: [0, 0, 0], entities: blockEntities } },
  layers: [
    { name: '0', color: 7, linetype: 'Continuous', frozen: false, locked: false, off: false },
    { name: 'HID', color: 1, linetype: 'HIDDEN', frozen: false, locked: false, off: false, lineweight: 50 },
  ],
  linetypes: { DASHED: [0.5, -0.25], HIDDEN: [0.25, -0.125] },
  ...over,
});

const parts = (s: DrawingSnapshot) => buildScene(s).items.flatMap((it) => it.parts);

describe('linetypes inside blocks', () => {
  test('BYBLOCK takes the reference\'s linetype and its 48; the reference\'s scale stretches the dashes', () => {
    const s = snap([insert('I', '0', [[6, 'DASHED'], [48, 2], [41, 3], [42, 3], [43, 3]])], [line('L', '0', [[6, 'BYBLOCK']])]);
    // 0.5 × 48 of the reference (2) × the reference's scale (3)
    expect(parts(s)[0]!.dash).toEqual([3, 1.5]);
  });

  test('BYBLOCK of a BYLAYER reference is the reference layer\'s linetype; at the top level it is continuous', () => {
    expect(parts(snap([insert('I', 'HID')], [line('L', '0', [[6, 'BYBLOCK']])]))[0]!.dash).toEqual([0.25, 0.125]);
    expect(parts(snap([line('L', 'HID', [[6, 'BYBLOCK']])], []))[0]!.dash).toBeUndefined();
  });

  test('layer-0 contents with BYLAYER follow the reference\'s layer; contents on their own layer keep theirs', () => {
    expect(parts(snap([insert('I', 'HID')], [line('L', '0')]))[0]!.dash).toEqual([0.25, 0.125]);
    expect(parts(snap([insert('I', '0')], [line('L', 'HID')]))[0]!.dash).toEqual([0.25, 0.125]);
    expect(parts(snap([insert('I', '0', [[6, 'DASHED']])], [line('L', '0', [[6, 'Continuous']])]))[0]!.dash).toBeUndefined();
  });

  test('an explicit linetype inside a block scales with the reference (uniform part of a non-uniform scale)', () => {
    const s = snap([insert('I', '0', [[41, 2], [42, 8]])], [line('L', '0', [[6, 'DASHED']])]);
    expect(parts(s)[0]!.dash).toEqual([2, 1]);
  });
});

describe('lineweights', () => {
  test('LWDISPLAY off: no weights on the parts', () => {
    expect(parts(snap([line('L', 'HID')], []))[0]!.weight).toBeUndefined();
  });

  test('BYLAYER, BYBLOCK, DEFAULT and explicit values (LWDEFAULT when set)', () => {
    const on = { lwdisplay: true };
    expect(parts(snap([line('L', 'HID')], [], on))[0]!.weight).toBe(50);
    expect(parts(snap([line('L', '0')], [], on))[0]!.weight).toBe(25);
    expect(parts(snap([line('L', '0', [[370, -3]])], [], { ...on, lwdefault: 30 }))[0]!.weight).toBe(30);
    expect(parts(snap([line('L', '0', [[370, 100]])], [], on))[0]!.weight).toBe(100);
    expect(parts(snap([line('L', '0', [[370, -2]])], [], on))[0]!.weight).toBe(25);
    expect(parts(snap([insert('I', '0', [[370, 70]])], [line('L', '0', [[370, -2]])], on))[0]!.weight).toBe(70);
    expect(parts(snap([insert('I', 'HID')], [line('L', '0')], on))[0]!.weight).toBe(50);
  });

  test('screen pixels on the Model tab (96 px per inch, at least 1) and paper units on a layout', () => {
    expect([0, 13, 25, 50, 70, 100, 211].map(lineweightPx)).toEqual([1, 1, 1, 2, 3, 4, 8]);
    expect(lineweightPaper(50, false)).toBeCloseTo(0.5, 12);
    expect(lineweightPaper(254, true)).toBeCloseTo(0.1, 12);
  });

  test('the snapshot carries LWDISPLAY, the layer\'s 370 and MEASUREMENT from a DXF', async () => {
    const { openDxf } = await import('../../interpreter/drawing/index.js');
    const dxf = [
      '0', 'SECTION', '2', 'HEADER', '9', '$LWDISPLAY', '290', '1', '9', '$MEASUREMENT', '70', '1', '0', 'ENDSEC',
      '0', 'SECTION', '2', 'TABLES', '0', 'TABLE', '2', 'LAYER', '70', '1',
      '0', 'LAYER', '2', 'THICK', '70', '0', '62', '1', '6', 'Continuous', '370', '70', '0', 'ENDTAB', '0', 'ENDSEC',
      '0', 'SECTION', '2', 'ENTITIES', '0', 'LINE', '8', 'THICK', '10', '0', '20', '0', '30', '0', '11', '1', '21', '0', '31', '0', '0', 'ENDSEC', '0', 'EOF', '',
    ].join('\n');
    const port = openDxf(dxf, 'lw.dxf');
    const s = port.toUi(port.snapshot());
    expect(s.lwdisplay).toBe(true);
    expect(s.imperial).toBeUndefined();
    expect(s.layers.find((l) => l.name === 'THICK')?.lineweight).toBe(70);
    expect(buildScene(s).items[0]!.parts[0]!.weight).toBe(70);
  });
});
