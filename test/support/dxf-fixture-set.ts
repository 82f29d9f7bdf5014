// The hand-made drawings both DXF comparisons (reader equivalence, writer identity) run over:
// the committed fixtures, the three bomb drawings and one generated mixed drawing.
import { readFileSync } from 'node:fs';
import { emptyBlockBombDxf, insertBombDxf, nestedBombDxf } from './bomb-dxf.js';
import { mixedDxf } from './mixed-dxf.js';

/** [name, DXF text] pairs; `mixed` is the entity count of the generated drawing. */
export function dxfFixtureSet(mixed: number): Array<[string, string]> {
  return [
    ['floor-plan.dxf', readFileSync('assets/drawings/floor-plan.dxf', 'utf8')],
    ['site-plan.dxf', readFileSync('assets/drawings/site-plan.dxf', 'utf8')],
    ['hostile-plan.dxf', readFileSync('test/agent/fixtures/hostile-plan.dxf', 'utf8')],
    ['insert-bomb', insertBombDxf()],
    ['nested-bomb', nestedBombDxf()],
    ['empty-block-bomb', emptyBlockBombDxf()],
    [`mixed ${mixed}`, mixedDxf(mixed)],
  ];
}
