/*
 * A run on the empty drawing takes the empty drawing's hash from a memo (run-request.ts: every
 * `eval` would hash the same drawing again). That is only right while the empty drawing is the
 * same every time: no creation date, no counter. This fails if one creeps in.
 */
import { describe, expect, it } from 'vitest';
import { drawingFactory } from '../../interpreter/drawing/port.js';
import { runRequest } from '../../interpreter/runner/run-request.js';

describe('the empty drawing hash', () => {
  it('is the same for every fresh empty drawing, and runs report it', () => {
    const h = drawingFactory.empty().hash();
    expect(drawingFactory.empty().hash()).toBe(h);
    const a = runRequest({ files: [{ name: 'a.lsp', text: '(entmake (list (cons 0 "LINE") (list 10 0 0 0) (list 11 1 1 0)))' }] }, { drawings: drawingFactory });
    const b = runRequest({ files: [{ name: 'b.lsp', text: '1' }] }, { drawings: drawingFactory });
    expect(a.drawingHash).toBe(h);
    expect(b.drawingHash).toBe(h);
    // a drawing that is not empty is hashed as it is
    const d = drawingFactory.empty();
    const dxf = d.toDxf();
    const c = runRequest({ files: [{ name: 'c.lsp', text: '1' }], drawing: { kind: 'dxf', name: 'x.dxf', text: dxf } }, { drawings: drawingFactory });
    expect(c.drawingHash).toBe(drawingFactory.fromDxf(dxf, 'x.dxf').hash());
  });
});
