/*
 * The canvas renderer's scene build in Node (no DOM: no Path2D batches), the work a view does
 * once per snapshot before the first frame: a 100k-entity synthetic drawing (the renderer's own
 * mock) and 3_us_main.dxf as the runner hands it over (port.toUi). Needs no browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDxf } from '../../interpreter/drawing/index.js';
import { buildScene } from '../../renderer/canvas/scene.js';
import { syntheticSnapshot } from '../../renderer/host/mock-drawings.js';
import { samplesDir } from '../support/samples.js';
import type { DrawingBench } from './drawing-bench.js';

export function makeRenderBenches(): DrawingBench[] {
  const out: DrawingBench[] = [];
  const synthetic = syntheticSnapshot(100_000);
  out.push({
    name: 'render: scene build of a 100k-entity synthetic drawing',
    budgetMs: 1000,
    run: () => {
      const s = buildScene(synthetic);
      if (s.items.length !== 100_000) throw new Error('render bench: wrong item count');
    },
  });
  const dir = samplesDir();
  if (dir) {
    const port = openDxf(readFileSync(join(dir, '3_us_main.dxf'), 'utf8'), '3_us_main.dxf');
    const ui = port.toUi(port.snapshot());
    out.push({
      name: 'render: scene build of 3_us_main.dxf',
      budgetMs: 300,
      run: () => {
        const s = buildScene(ui);
        if (s.items.length === 0) throw new Error('render bench: empty scene');
      },
    });
  } else console.log('render bench: shared samples not found, 3_us_main.dxf row left out');
  return out;
}
