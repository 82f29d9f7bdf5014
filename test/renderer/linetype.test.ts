/* Linetypes on the drawing view (renderer/canvas/linetype.ts) and the snapshot's LTYPE table. */
import { describe, expect, test } from 'vitest';
import { tagsFromPairs } from '../../interpreter/geometry.js';
import type { DrawingSnapshot } from '../../interpreter/runner/contract.js';
import { canvasDash, entityDash } from '../../renderer/canvas/linetype.js';
import { buildScene } from '../../renderer/canvas/scene.js';

const snap = (over: Partial<DrawingSnapshot> = {}): DrawingSnapshot => ({
  name: 't', hash: 't', blocks: {}, entities: [],
  layers: [
    { name: '0', color: 7, linetype: 'Continuous', frozen: false, locked: false, off: false },
    { name: 'HID', color: 1, linetype: 'HIDDEN', frozen: false, locked: false, off: false },
  ],
  linetypes: { DASHED: [0.5, -0.25], HIDDEN: [0.25, -0.125], DASHDOT: [0.5, -0.25, 0, -0.25] },
  ...over,
});

describe('canvas dash arrays from DXF patterns', () => {
  test('dash/gap pairs scaled; dots are zero-length dashes; a leading gap moves to the end', () => {
    expect(canvasDash([0.5, -0.25], 2)).toEqual([1, 0.5]);
    expect(canvasDash([0.5, -0.25, 0, -0.25], 1)).toEqual([0.5, 0.25, 0, 0.25]);
    expect(canvasDash([-0.25, 0.5], 1)).toEqual([0.5, 0.25]);
    expect(canvasDash([1], 1)).toBeNull();
    expect(canvasDash([0.5, 0.5], 1)).toBeNull();
  });
});

describe('an entity\'s linetype', () => {
  test('its own 6, or BYLAYER: its layer\'s; scaled by LTSCALE and its 48', () => {
    const s = snap({ ltscale: 2 });
    expect(entityDash(s, tagsFromPairs([[6, 'DASHED']]), '0')).toEqual([1, 0.5]);
    expect(entityDash(s, tagsFromPairs([[6, 'DASHED'], [48, 0.5]]), '0')).toEqual([0.5, 0.25]);
    expect(entityDash(s, tagsFromPairs([]), 'HID')).toEqual([0.5, 0.25]);
    expect(entityDash(s, tagsFromPairs([[6, 'ByLayer']]), 'HID')).toEqual([0.5, 0.25]);
    expect(entityDash(s, tagsFromPairs([]), '0')).toBeNull();
    expect(entityDash(s, tagsFromPairs([[6, 'NOSUCH']]), '0')).toBeNull();
  });
  test('the scene gives dashed entities their dash array', () => {
    const s = snap({ entities: [{ handle: 'A', type: 'LINE', layer: 'HID', groups: [[0, 'LINE'], [8, 'HID'], [10, [0, 0, 0]], [11, [5, 0, 0]]] }] });
    expect(buildScene(s).items[0]!.parts[0]!.dash).toEqual([0.25, 0.125]);
  });
});

describe('the snapshot carries the LTYPE table and LTSCALE', () => {
  test('a DXF with a DASHED linetype and LTSCALE 2', async () => {
    const { openDxf } = await import('../../interpreter/drawing/index.js');
    const dxf = [
      '0', 'SECTION', '2', 'HEADER', '9', '$LTSCALE', '40', '2.0', '0', 'ENDSEC',
      '0', 'SECTION', '2', 'TABLES', '0', 'TABLE', '2', 'LTYPE', '70', '1',
      '0', 'LTYPE', '2', 'DASHED', '70', '0', '3', '__ __', '72', '65', '73', '2', '40', '0.75', '49', '0.5', '49', '-0.25',
      '0', 'ENDTAB', '0', 'ENDSEC',
      '0', 'SECTION', '2', 'ENTITIES',
      '0', 'LINE', '8', '0', '6', 'DASHED', '10', '0.0', '20', '0.0', '30', '0.0', '11', '10.0', '21', '0.0', '31', '0.0',
      '0', 'ENDSEC', '0', 'EOF', '',
    ].join('\n');
    const port = openDxf(dxf, 'd.dxf');
    const ui = port.toUi(port.snapshot());
    expect(ui.linetypes?.['DASHED']).toEqual([0.5, -0.25]);
    expect(ui.ltscale).toBe(2);
    expect(buildScene(ui).items[0]!.parts[0]!.dash).toEqual([1, 0.5]);
  });
});
