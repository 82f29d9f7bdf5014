/* A HATCH's pattern lines as the view draws them (renderer/canvas/hatch-pattern.ts), read from a DXF. */
import { describe, expect, test } from 'vitest';
// the fixture's text through Vite's ?raw import (this suite is type-checked without Node's types)
import hatchDxf from '../e2e/fixtures/fidelity-hatch-linetype.dxf?raw';
import { buildScene } from '../../renderer/canvas/scene.js';

describe('hatch pattern families', () => {
  test('ANSI31 at 45° from a DXF keeps its 45° lines (53 is degrees in the file, radians in the drawing)', async () => {
    const { openDxf } = await import('../../interpreter/drawing/index.js');
    const port = openDxf(hatchDxf, 'h.dxf');
    const scene = buildScene(port.toUi(port.snapshot()));
    const patterned = scene.items.filter((it) => it.hatch && !it.hatch.solid);
    expect(patterned).toHaveLength(1);
    const f = patterned[0]!.hatch!.families[0]!;
    expect(Math.atan2(f.dy, f.dx)).toBeCloseTo(Math.PI / 4, 9);
  });
});
