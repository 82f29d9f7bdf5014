/*
 * Drafter programs that edit through the command line: wall outlines offset inward, door
 * openings trimmed out of a double-line wall, room corners filleted, furniture moved and turned
 * in one UNDO group, a column grid arrayed, door blocks exploded and re-layered, room tags
 * renumbered row by row with CHANGE. Each runs end to
 * end through runRequest on an empty drawing or the floor plan; the checks read the diff, the
 * output and the drawing afterwards (assertions evaluated in the run's own interpreter).
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

interface RunOptions {
  drawing?: 'floor-plan' | 'empty';
  assertions?: string[];
  /** a command of the same file run first, on the same drawing (it sets the scene) */
  before?: string;
}

function run(file: string, call: string, inputs: ScriptedInput[], opts: RunOptions = {}): RunResult {
  const text = readFileSync(join(here, file), 'utf8');
  const port = opts.drawing === 'floor-plan' ? drawingFactory.fromDxf(floorPlan, 'floor-plan.dxf') : drawingFactory.empty();
  if (opts.before) expect(runRequest({ files: [{ name: file, text }], call: opts.before, inputs: [] }, { port }).stage).toBe('ok');
  return runRequest({ files: [{ name: file, text }], call, inputs, ...(opts.assertions ? { assertions: opts.assertions } : {}) }, { port });
}
const changes = (r: RunResult): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const e of r.diff?.entities ?? []) out[`${e.change}:${e.type}@${e.layer}`] = (out[`${e.change}:${e.type}@${e.layer}`] ?? 0) + 1;
  return out;
};
const vertices = "(defun verts (e) (mapcar 'cdr (vl-remove-if-not '(lambda (g) (= (car g) 10)) (entget e))))";

describe('drafter programs that edit through the command line', () => {
  it('WALLS: the outline offset inward by the wall thickness and a render line outside on the current layer', () => {
    const r = ok(run('cmd-wall-offset.lsp', 'c:walls', [{ real: 300 }, { point: [0, 0] }, { point: [6000, 0] }, { point: [6000, 4000] }, { point: [0, 4000] }], {
      assertions: [
        `(progn ${vertices} (equal (verts (entnext (entnext))) '((300.0 300.0) (5700.0 300.0) (5700.0 3700.0) (300.0 3700.0))))`,
        `(progn ${vertices} (equal (verts (entlast)) '((-75.0 -75.0) (6075.0 -75.0) (6075.0 4075.0) (-75.0 4075.0))))`,
        '(= (cdr (assoc 70 (entget (entlast)))) 1)',
        '(= (getvar "OFFSETDIST") -1.0)',
        '(= (getvar "CLAYER") "0")',
      ],
    }));
    expect(changes(r)).toEqual({ 'added:LWPOLYLINE@A-WALL': 2, 'added:LWPOLYLINE@A-WALL-RNDR': 1 });
    expect(printed(r)).toContain('Walls drawn: 4 corners, inner face 17600 long.');
  });

  it('OPENINGS: two doors trimmed out of both wall lines between their jambs, in one UNDO group', () => {
    const r = ok(run('cmd-door-openings.lsp', 'c:openings', [{ real: 2000 }, { real: 6000 }], {
      assertions: [
        // the outer wall line now runs 0..1550, with new lines 2450..5550 and 6450..10000
        `(progn (setq l nil)
           (foreach e (vl-remove-if 'listp (mapcar 'cadr (ssnamex (ssget "X" '((0 . "LINE") (8 . "A-WALL"))))))
             (if (and (= (cadr (cdr (assoc 10 (entget e)))) 0.0) (= (cadr (cdr (assoc 11 (entget e)))) 0.0))
               (setq l (cons (list (car (cdr (assoc 10 (entget e)))) (car (cdr (assoc 11 (entget e))))) l))))
           (equal (vl-sort l '(lambda (a b) (< (car a) (car b)))) '((0.0 1550.0) (2450.0 5550.0) (6450.0 10000.0))))`,
        "(= (sslength (ssget \"_F\" '((1000 -10) (1000 210)))) 2)",
        "(null (ssget \"_F\" '((2000 -10) (2000 210))))",
        "(null (ssget \"_F\" '((6000 -10) (6000 210))))",
        '(= (getvar "TRIMEXTENDMODE") 1)',
        '(= (sslength (ssget "X" \'((0 . "LINE") (8 . "A-WALL")))) 10)',
      ],
    }));
    expect(changes(r)).toEqual({ 'added:LINE@A-WALL': 10 });
    expect(printed(r)).toContain('2 opening(s) cut; the wall is now 10 lines.');
  });

  it('ROUNDCORNERS: each corner of a room of four lines filleted, FILLETRAD put back', () => {
    const r = ok(run('cmd-fillet-corners.lsp', 'c:roundcorners', [{ real: 500 }], {
      before: 'c:room4',
      assertions: [
        '(= (getvar "FILLETRAD") 0.0)',
        "(equal (mapcar '(lambda (c) (cdr (assoc c (entget (entlast))))) '(10 40 50 51)) (list '(500.0 500.0 0.0) 500.0 pi (* 1.5 pi)) 1e-9)",
        // every line lost 500 at both ends
        "(equal (mapcar '(lambda (e) (distance (cdr (assoc 10 (entget e))) (cdr (assoc 11 (entget e))))) (vl-remove-if 'listp (mapcar 'cadr (ssnamex (ssget \"X\" '((0 . \"LINE\"))))))) '(5000.0 3000.0 5000.0 3000.0) 1e-9)",
      ],
    }));
    expect(changes(r)).toEqual({ 'modified:LINE@ROOM': 4, 'added:ARC@ROOM': 4 });
    expect(printed(r)).toContain('4 corner(s) rounded, 4 arc(s) in the room.');
  });

  it('SHIFTFURN: furniture moved by one MOVE of the set and turned about each insertion point, one U undoes it', () => {
    const r = ok(run('cmd-batch-move.lsp', 'c:shiftfurn', [{ real: 100 }, { real: 50 }, { real: 90 }], {
      drawing: 'floor-plan',
      assertions: [
        "(equal (cdr (assoc 10 (entget (ssname (ssget \"X\" '((2 . \"TABLE-4\"))) 0)))) '(2600.0 3050.0 0.0))",
        "(equal (cdr (assoc 50 (entget (ssname (ssget \"X\" '((2 . \"TABLE-4\"))) 0)))) (/ pi 2) 1e-12)",
        "(progn (command \"_.U\") (equal (cdr (assoc 10 (entget (ssname (ssget \"X\" '((2 . \"TABLE-4\"))) 0)))) '(2500.0 3000.0 0.0)))",
      ],
    }));
    expect(printed(r)).toContain('1 furniture block(s) moved and turned.');
  });

  it('COLUMNS: a 4 x 3 grid of columns from one RECTANG with -ARRAY, and four bolts round the first', () => {
    const r = ok(run('cmd-column-array.lsp', 'c:columns', [{ int: 4 }, { int: 3 }, { real: 6000 }, { real: 5000 }], {
      assertions: [
        "(equal (cdr (assoc 10 (entget (entlast)))) '(0.0 -150.0 0.0))",
        // the far corner column (3 bays along X, 2 along Y) sits round (18000, 10000)
        "(equal (car (mapcar 'cdr (vl-remove-if-not '(lambda (g) (= (car g) 10)) (entget (ssname (ssget \"_W\" '(17700 9700) '(18300 10300)) 0))))) '(17800.0 9800.0))",
      ],
    }));
    expect(changes(r)).toEqual({ 'added:LWPOLYLINE@S-COLS': 12, 'added:CIRCLE@S-BOLT': 4 });
    expect(printed(r)).toContain('12 columns, 4 bolts.');
  });

  it('XDOORS: door blocks exploded as a set (QAFLAGS 1) and their pieces re-layered, wall polylines into lines', () => {
    const r = ok(run('cmd-explode-relayer.lsp', 'c:xdoors', [], {
      drawing: 'floor-plan',
      assertions: ['(= (getvar "QAFLAGS") 0)', '(null (ssget "X" \'((0 . "INSERT") (2 . "DOOR-900"))))', '(null (ssget "X" \'((0 . "LWPOLYLINE") (8 . "A-WALL"))))'],
    }));
    expect(changes(r)).toEqual({
      'deleted:LWPOLYLINE@A-WALL': 2,
      'deleted:INSERT@A-DOOR': 2,
      'added:LINE@A-DOOR-DETAIL': 2,
      'added:ARC@A-DOOR-DETAIL': 2,
      'added:ATTDEF@A-DOOR-DETAIL': 4,
      'added:LINE@A-WALL': 8,
      'added:ARC@A-WALL': 1,
    });
    expect(printed(r)).toContain('8 door piece(s) moved to A-DOOR-DETAIL.');
  });
  it('RENUM: room tags renumbered row by row with CHANGE, prefix and start number asked, one UNDO group', () => {
    const tagAt = (x: number, y: number, text: string): string =>
      `(= (cdr (assoc 1 (entget (ssname (ssget "X" '((0 . "TEXT") (-4 . "=,=,*") (11 ${x}.0 ${y}.0 0.0))) 0)))) "${text}")`;
    const r = ok(run('cmd-renumber.lsp', 'c:renum', [{ string: 'G-' }, { int: 101 }], {
      before: 'c:roomtags',
      assertions: [
        tagAt(1000, 3000, 'G-101'), tagAt(3500, 3050, 'G-102'), tagAt(6000, 3000, 'G-103'), tagAt(1200, 500, 'G-104'), tagAt(5000, 520, 'G-105'),
        // the text changed, nothing else: still middle-centre at the same point, same height and layer
        '(equal (mapcar \'(lambda (g) (cdr (assoc g (entget (entlast))))) \'(8 40 72 73)) \'("A-ROOM-NUMB" 250.0 1 2))',
        '(= (getvar "CMDECHO") 0)',
        '(= (getvar "UNDOCTL") 21)',
      ],
    }));
    expect(changes(r)).toEqual({ 'modified:TEXT@A-ROOM-NUMB': 5 });
    expect(printed(r)).toContain('Renumbered 5 tag(s).');
    expect(r.promptsAsked).toEqual(['Prefix <R>:', 'Start number <1>:']);
  });

  it('RENUM: U after the run takes back all five changes at once (the UNDO group); Esc leaves the tags alone', () => {
    const text = readFileSync(join(here, 'cmd-renumber.lsp'), 'utf8');
    const port = drawingFactory.empty();
    expect(runRequest({ files: [{ name: 'r.lsp', text }], call: 'c:roomtags', inputs: [] }, { port }).stage).toBe('ok');
    const r = ok(runRequest({ files: [{ name: 'r.lsp', text: `${text}\n(c:renum) (command "_.U")` }], inputs: [{ string: '' }, { string: '' }] }, { port }));
    expect(r.diff?.summary).toEqual({ added: 0, deleted: 0, modified: 0 });
    const esc = run('cmd-renumber.lsp', 'c:renum', [{ string: 'X' }, { esc: true }], { before: 'c:roomtags', assertions: ['(= (getvar "UNDOCTL") 21)', '(= (sslength (ssget "X" \'((1 . "?")))) 5)'] });
    expect(esc.error?.message).toBe('Function cancelled');
    expect(esc.diff?.entities).toEqual([]);
    for (const a of esc.assertions ?? []) expect(a, a.expr).toMatchObject({ passed: true });
  });
});
