/*
 * Drafter programs that work through the command line (command / command-s): grids, room
 * outlines with PLINE and AREA, UNDO-grouped batch edits rolled back by *error*, point labels
 * with TEXT, window erases around locked layers, a title block with RECTANG and ZOOM. Each runs
 * end to end through runRequest; the checks read the diff, what it printed and the drawing
 * afterwards (assertions are evaluated in the run's own interpreter).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runRequest, type RunResult, type ScriptedInput } from '../../interpreter/runner/index.js';
import { drawingFactory } from '../../interpreter/drawing/index.js';
import { ok, printed } from '../support/program-checks.js';

const here = dirname(fileURLToPath(import.meta.url));
const floorPlan = readFileSync(join(here, '..', '..', 'assets/drawings/floor-plan.dxf'), 'utf8');

function run(file: string, call: string, inputs: ScriptedInput[], opts: { drawing?: 'floor-plan' | 'empty'; assertions?: string[] } = {}): RunResult {
  const text = readFileSync(join(here, file), 'utf8');
  const port = opts.drawing === 'floor-plan' ? drawingFactory.fromDxf(floorPlan, 'floor-plan.dxf') : drawingFactory.empty();
  return runRequest({ files: [{ name: file, text }], call, inputs, ...(opts.assertions ? { assertions: opts.assertions } : {}) }, { port });
}
const byType = (r: RunResult): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const e of r.diff?.entities ?? []) if (e.change === 'added') out[`${e.type}@${e.layer}`] = (out[`${e.type}@${e.layer}`] ?? 0) + 1;
  return out;
};

describe('drafter programs on the command line', () => {
  it('GRID: lines and numbered bubbles on their own layers, settings restored, one UNDO group', () => {
    const r = ok(run('cmd-grid.lsp', 'c:grid', [{ int: 3 }, { int: 2 }], {
      assertions: [
        '(equal (cdr (assoc 62 (tblsearch "LAYER" "S-GRID"))) 1)',
        '(= (cdr (assoc 1 (entget (entlast)))) "C")',
        '(equal (cdr (assoc 11 (entget (entlast)))) \'(-2000.0 9000.0 0.0))',
        '(= (getvar "UNDOCTL") 21)',
      ],
    }));
    expect(byType(r)).toEqual({ 'LINE@S-GRID': 7, 'CIRCLE@S-GRID-IDEN': 7, 'TEXT@S-GRID-IDEN': 7 });
    expect(r.diff?.tables.map((t) => `${t.name}:${t.change}`)).toEqual(['S-GRID:added', 'S-GRID-IDEN:added']);
    // CMDECHO, OSMODE, CLAYER, TEXTSIZE back as they were; ZOOM Extents shows the whole grid
    expect(r.diff?.sysvars.map((s) => `${s.name}=${s.after}`).sort()).toEqual(['CIRCLERAD=500.0', 'LASTPOINT=(-2000.0 9000.0 0.0)', 'VIEWCTR=(8500.0 4000.0 0.0)', 'VIEWSIZE=13000.0']);
    expect(printed(r)).toContain('Grid 3 x 2 bays drawn.');
  });

  it('GRID cancelled at the second question: *error* closes the group and restores the settings', () => {
    const r = run('cmd-grid.lsp', 'c:grid', [{ int: 3 }, { esc: true }]);
    expect(r.error?.message).toBe('Function cancelled');
    expect(r.diff?.sysvars).toEqual([]);
  });

  it('ROOM: a PLINE outline with a bay window arc, its AREA, and an MTEXT label', () => {
    const r = ok(run('cmd-room.lsp', 'c:room', [{ point: [0, 0] }, { point: [5000, 0] }, { point: [5000, 4000] }, { point: [0, 4000] }], {
      assertions: [
        '(= (cdr (assoc 70 (entget (entnext)))) 1)',
        // the bay: the last segment (p4 back to p1) is a counterclockwise arc
        "(> (last (mapcar 'cdr (vl-remove-if-not '(lambda (g) (= (car g) 42)) (entget (entnext))))) 0.0)",
        '(= (cdr (assoc 1 (entget (entlast)))) "ROOM 22.80 m2")',
        '(= (cdr (assoc 71 (entget (entlast)))) 5)',
        // 5000 x 4000 plus the circular segment of the bay (r 2500, chord 4000)
        '(equal (getvar "AREA") 22795595.1 1.0)',
      ],
    }));
    expect(byType(r)).toEqual({ 'LWPOLYLINE@A-AREA': 1, 'MTEXT@A-AREA': 1 });
    expect(printed(r)).toContain('Room area: 22.80 m2, perimeter 18636 mm');
  });

  it('REVBOXES: a revision box and tag per OLD_LAYER circle, in one UNDO group', () => {
    const r = ok(run('cmd-undo-batch.lsp', 'c:revboxes', [{ string: '3' }], { drawing: 'floor-plan' }));
    expect(byType(r)).toEqual({ 'LWPOLYLINE@REVISION': 1, 'TEXT@REVISION': 1 });
    expect(printed(r)).toContain('1 revision box(es) drawn.');
  });

  it('REVBOXES cancelled at the prompt: U takes the whole group back, the drawing is as it was', () => {
    const r = run('cmd-undo-batch.lsp', 'c:revboxes', [{ esc: true }], { drawing: 'floor-plan' });
    expect(r.error?.message).toBe('Function cancelled');
    expect(printed(r)).toContain('Revision boxes undone: Function cancelled');
    expect(r.diff?.entities).toEqual([]);
    expect(r.diff?.tables).toEqual([]);
    expect(r.diff?.sysvars).toEqual([]);
  });

  it('SURVEY / PTLABEL: POINTs with elevations, labelled with fixed-height TEXT (no height prompt)', () => {
    const r = ok(run('cmd-labels.lsp', 'c:survey', [], {
      assertions: ['(= (cdr (assoc 1 (entget (entlast)))) "12.00")', '(equal (cdr (assoc 40 (entget (entlast)))) 0.25)', '(= (cdr (assoc 7 (entget (entlast)))) "LABEL")', '(= (cdr (assoc 73 (entget (entlast)))) 1)'],
    }));
    expect(byType(r)).toEqual({ 'POINT@0': 3, 'TEXT@LABELS': 3 });
    expect(printed(r)).toContain('Labelled 3 point(s).');
  });

  it('CLEANZONE: ERASE by window keeps what is on the locked layer and says so', () => {
    const r = ok(run('cmd-cleanup.lsp', 'c:cleanzone', [{ point: [0, 0] }, { point: [6000, 6000] }], { drawing: 'floor-plan' }));
    expect(r.diff?.summary).toEqual({ added: 0, deleted: 7, modified: 0 });
    expect(r.diff?.entities.every((e) => e.layer !== 'A-WALL')).toBe(true);
    expect(printed(r)).toContain('4 were on a locked layer.');
    expect(printed(r)).toContain('Erased 7 of the 11 object(s) in the window (walls kept).');
    // the layer was unlocked again
    expect(r.diff?.tables).toEqual([]);
  });

  it('TBLOCK: borders with RECTANG widths and fillets, text fields, ZOOM Extents', () => {
    const r = ok(run('cmd-titleblock.lsp', 'c:tblock', [{ real: 50 }, { string: 'GROUND FLOOR PLAN' }], {
      assertions: ['(= (cdr (assoc 90 (entget (entlast)))) 8)', '(equal (getvar "VIEWSIZE") 14850.0)'],
    }));
    expect(byType(r)).toEqual({ 'LWPOLYLINE@TITLE': 3, 'LINE@TITLE': 2, 'TEXT@TITLE': 2 });
    expect(r.diff?.entities.find((e) => e.type === 'TEXT')).toBeDefined();
    expect(printed(r)).toContain('Title block 1:50 drawn.');
  });
});
