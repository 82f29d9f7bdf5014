/*
 * DrawingPort.clone() (the worker's copy for each run, without a DXF round trip) must behave as
 * the deserialized copy it replaces: the same scripts give the same RunResult (output, value,
 * diff, after-state), and nothing a run does to a clone reaches the pristine port or a later clone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawingFactory, type DrawingPortImpl } from '../../interpreter/drawing/port.js';
import { runRequest } from '../../interpreter/runner/run-request.js';
import type { DrawingPort } from '../../interpreter/ports/drawing.js';

const SCRIPTS = [
  '(entmake \'((0 . "LINE") (8 . "NEW") (10 0.0 0.0 0.0) (11 5.0 5.0 0.0))) (entlast)',
  '(setq e (entnext)) (entmod (subst (cons 8 "0") (assoc 8 (entget e)) (entget e))) (entdel (entnext e)) (sslength (ssget "X"))',
  '(command "_.LAYER" "_M" "CLONED" "") (setvar "CLAYER" "0") (tblsearch "LAYER" "CLONED")',
  '(command "_.ERASE" (ssget "X") "") (command "_.UNDO" "1") (entdel (entnext)) (list (sslength (ssget "X")) (getvar "CLAYER"))',
  '(entmake \'((0 . "BLOCK") (2 . "B1") (10 0.0 0.0 0.0) (70 . 0))) (entmake \'((0 . "CIRCLE") (10 0.0 0.0 0.0) (40 . 1.0))) (entmake \'((0 . "ENDBLK"))) (entmake \'((0 . "INSERT") (2 . "B1") (10 3.0 3.0 0.0))) (tblnext "BLOCK" T)',
  '(setq d (namedobjdict)) (dictadd d "LW_CLONE" (entmakex \'((0 . "XRECORD") (100 . "AcDbXrecord") (1 . "x")))) (dictsearch d "LW_CLONE")',
];

function runOn(port: DrawingPort, code: string) {
  const r = runRequest({ files: [{ name: 't.lsp', text: code }] }, { drawings: drawingFactory, port, drawingHash: 'h' });
  return { ok: r.ok, value: r.value, output: r.output, error: r.error?.message, diff: r.diff, after: r.after?.entities.length, hash: port.hash() };
}

describe('DrawingPort.clone()', () => {
  const text = readFileSync(join(import.meta.dirname, '../../assets/drawings/floor-plan.dxf'), 'utf8');
  const pristine: DrawingPortImpl = drawingFactory.fromDxf(text, 'floor-plan.dxf');
  const hash0 = pristine.hash();
  const bytes = pristine.serialize();

  it.each(SCRIPTS)('runs like a deserialized copy: %s', (code) => {
    const viaClone = runOn(pristine.clone(), code);
    const viaBytes = runOn(drawingFactory.deserialize(bytes), code);
    expect(viaClone.ok, viaClone.error).toBe(true);
    expect(viaClone).toEqual(viaBytes);
    expect(viaClone.hash).not.toBe(hash0);
    expect(pristine.hash()).toBe(hash0);
    expect(runOn(pristine.clone(), code)).toEqual(viaClone);
  });

  it('copies the system variables and the drawing as written', () => {
    const c = pristine.clone();
    expect(c.toDxf()).toBe(pristine.toDxf());
    expect([...c.sysvars.entries()]).toEqual([...pristine.sysvars.entries()]);
    expect(c.serialize()).toEqual(bytes);
  });
});
