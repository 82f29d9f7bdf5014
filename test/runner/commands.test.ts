/*
 * The command line as a run sees it: PAUSE answered from the scripted inputs (and reported when
 * none is left), Esc at a PAUSE, unsimulated commands reported with their call site, and the diff
 * after UNDO: a run whose changes were undone reports none.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runRequest, type RunResult, type ScriptedInput } from '../../interpreter/runner/index.js';
import { drawingFactory } from '../../interpreter/drawing/index.js';
import { list, Real } from '../../interpreter/index.js';

const floorPlan = readFileSync(new URL('../../assets/drawings/floor-plan.dxf', import.meta.url), 'utf8');

function run(text: string, inputs: ScriptedInput[] = [], dxf?: string, wantSnapshots = false): RunResult {
  const port = dxf ? drawingFactory.fromDxf(dxf, 'floor-plan.dxf') : drawingFactory.empty();
  return runRequest({ files: [{ name: 'main.lsp', text }], inputs, wantSnapshots }, { port });
}
const printed = (r: RunResult): string => r.output.map((c) => c.text).join('');

describe('PAUSE in command arguments', () => {
  it('takes the next scripted answers, shown with their prompts', () => {
    const r = run('(setvar "OSMODE" 0) (command "_.LINE" pause pause "") (cdr (assoc 11 (entget (entlast))))', [{ point: [0, 0] }, { string: '3,4' }]);
    expect(r.value).toBe('(3.0 4.0 0.0)');
    expect(r.inputsUsed).toBe(2);
    expect(r.promptsAsked).toEqual(['Specify first point:', 'Specify next point or [Undo]:']);
    expect(printed(r)).toContain('Specify next point or [Undo]: 3,4\n');
  });
  it('with no answer left it is Enter, and the prompt is listed as unanswered', () => {
    const r = run('(setvar "OSMODE" 0) (command "_.LINE" \'(0 0) pause "") (list (entlast) (getvar "CMDACTIVE"))');
    expect(r.value).toBe('(nil 0)');
    expect(r.unansweredPrompts).toEqual(['Specify next point or [Undo]:']);
  });
  it('Esc at a pause cancels the command and the function', () => {
    const r = run('(setvar "OSMODE" 0) (defun c:t () (command "_.LINE" \'(0 0) pause "") (princ "not here")) (c:t)', [{ esc: true }]);
    expect(r.stage).toBe('execution');
    expect(r.error?.message).toBe('Function cancelled');
    expect(printed(r)).not.toContain('not here');
  });
  it('ORTHOMODE and SNAPMODE apply to a pick at a pause, not to points the program gives', () => {
    const r = run('(setvar "OSMODE" 0) (setvar "ORTHOMODE" 1) (command "_.LINE" \'(0 0) pause \'(2.3 3.1) "") (mapcar \'(lambda (e) (cdr (assoc 11 e))) (list (entget (entnext)) (entget (entlast))))', [{ point: [3, 1] }]);
    expect(r.value).toBe('((3.0 0.0 0.0) (2.3 3.1 0.0))');
    const s = run('(setvar "OSMODE" 0) (setvar "SNAPMODE" 1) (command "_.LINE" \'(0.1 0.1) pause "") (list (cdr (assoc 10 (entget (entlast)))) (cdr (assoc 11 (entget (entlast)))))', [{ point: [1.2, 0.8] }]);
    expect(s.value).toBe('((0.1 0.1 0.0) (1.0 1.0 0.0))');
  });
});

describe('commands Lispwright does not simulate', () => {
  it('are listed with the file and line of the call, once per call site', () => {
    const r = run('(defun c:x () (command "_.-PLOT" "_N" ""))\n(c:x)\n(c:x)\n(command "_.-VIEW" "_S" "A")');
    expect(r.stage).toBe('ok');
    expect(r.unsimulatedCommands).toEqual([
      { name: '-PLOT', file: 'main.lsp', line: 1 },
      { name: '-VIEW', file: 'main.lsp', line: 4 },
    ]);
    expect(printed(r)).toContain('the -PLOT command is not simulated');
  });
  it('a run that only uses simulated commands has none', () => {
    expect(run('(command "_.-LAYER" "_M" "A" "")').unsimulatedCommands).toEqual([]);
  });
});

describe('UNDO and the run diff', () => {
  it('UNDO Back to a mark leaves nothing in the diff, on a real drawing', () => {
    const r = run(
      `(setvar "CMDECHO" 0) (setvar "OSMODE" 0)
       (command "_.UNDO" "_M")
       (command "_.ERASE" (ssget "X" '((0 . "LINE"))) "")
       (command "_.-LAYER" "_M" "TMP" "_C" "3" "" "")
       (command "_.LINE" '(0 0) '(100 100) "")
       (command "_.UNDO" "_B")
       (list (getvar "CLAYER") (tblsearch "LAYER" "TMP"))`,
      [],
      floorPlan,
    );
    expect(r.error?.message ?? '').toBe('');
    expect(r.value).toBe('("0" nil)');
    expect(r.diff?.entities).toEqual([]);
    expect(r.diff?.tables).toEqual([]);
    // set before the mark, so kept
    expect(r.diff?.sysvars.map((s) => s.name).sort()).toEqual(['CMDECHO', 'OSMODE']);
  });
  it('after U only what was kept shows: the undone entities are not reported as added', () => {
    const r = run('(setvar "CMDECHO" 0) (setvar "OSMODE" 0) (command "_.LINE" \'(0 0) \'(1 0) "") (command "_.LINE" \'(0 0) \'(2 0) "") (command "_.U")');
    expect(r.diff?.summary).toEqual({ added: 1, deleted: 0, modified: 0 });
    expect(r.diff?.entities.map((e) => e.type)).toEqual(['LINE']);
  });
  it('edits undone by UNDO Back leave the drawing exactly as it was: empty diff, same hash', () => {
    const r = run(
      `(command "_.UNDO" "_M")
       (command "_.MOVE" (ssget "X" '((0 . "LINE"))) "" "_D" "10,5")
       (command "_.CHPROP" (ssget "X") "" "_C" "1" "")
       (command "_.-LAYER" "_M" "TMP" "")
       (command "_.ROTATE" (ssget "X") "" "_non" '(0 0) 30)
       (command "_.UNDO" "_B")
       (getvar "CLAYER")`,
      [],
      floorPlan,
      true,
    );
    expect(r.error?.message ?? '').toBe('');
    expect(r.value).toBe('"0"');
    expect(r.diff?.summary).toEqual({ added: 0, deleted: 0, modified: 0 });
    expect(r.diff?.tables).toEqual([]);
    expect(r.diff?.sysvars).toEqual([]);
    expect(r.before?.hash).toMatch(/./);
    expect(r.after?.hash).toBe(r.before?.hash);
  });
  it('a move undone by U is not reported as modified; the edit before it still is', () => {
    const r = run('(command "_.CHPROP" (setq ss (ssget "X" \'((0 . "LINE") (410 . "Model")))) "" "_C" "2" "") (command "_.MOVE" (ssget "X") "" "_D" "1,1") (command "_.U") (sslength ss)', [], floorPlan, true);
    expect(r.value).toBe('10');
    expect(r.diff?.summary).toEqual({ added: 0, deleted: 0, modified: 10 });
    expect(r.diff?.entities.every((e) => e.type === 'LINE')).toBe(true);
    expect(r.after?.hash).not.toBe(r.before?.hash);
  });
  it('an erase undone by U is not reported as deleted', () => {
    const r = run('(setvar "CMDECHO" 0) (command "_.ERASE" (ssget "X") "") (command "_.U")', [], floorPlan);
    expect(r.diff?.summary).toEqual({ added: 0, deleted: 0, modified: 0 });
  });
});

describe('points through the UCS', () => {
  function inUcs(text: string, org: number[], x: number[], y: number[]): RunResult {
    const port = drawingFactory.empty();
    const p = (v: number[]) => list(v.map((n) => new Real(n)));
    port.sysvars.setRaw('UCSORG', p(org));
    port.sysvars.setRaw('UCSXDIR', p(x));
    port.sysvars.setRaw('UCSYDIR', p(y));
    return runRequest({ files: [{ name: 'main.lsp', text: `(setvar "OSMODE" 0) (setvar "CMDECHO" 0) ${text}` }] }, { port });
  }
  it('a UCS turned 90 degrees about Z: LINE stores WCS, TEXT and POINT angles follow the UCS X axis', () => {
    const r = inUcs(
      `(command "_.LINE" '(0 0) '(1 0) "") (setq l (entget (entlast)))
       (command "_.TEXT" '(0 0) 1 0 "A") (setq tx (entget (entlast)))
       (command "_.POINT" '(2 0)) (setq pt (entget (entlast)))
       (list (cdr (assoc 10 l)) (cdr (assoc 11 l)) (cdr (assoc 50 tx)) (cdr (assoc 10 pt)) (cdr (assoc 50 pt)))`,
      [10, 0, 0], [0, 1, 0], [-1, 0, 0],
    );
    expect(r.value).toBe('((10.0 0.0 0.0) (10.0 1.0 0.0) 1.5708 (10.0 2.0 0.0) 1.5708)');
  });
  it('a UCS standing up (the front plane): a CIRCLE gets the UCS Z axis as extrusion and OCS centre', () => {
    const r = inUcs(
      `(command "_.CIRCLE" '(0 0) 2) (setq c (entget (entlast)))
       (list (cdr (assoc 210 c)) (trans (cdr (assoc 10 c)) (entlast) 0) (cdr (assoc 40 c)))`,
      [5, 0, 0], [1, 0, 0], [0, 0, 1],
    );
    expect(r.value).toBe('((0.0 -1.0 0.0) (5.0 0.0 0.0) 2.0)');
  });
});

describe('the CMDECHO 1 echo of a run', () => {
  it('names the first command with its first prompt on one line and ends with the idle "Command: "', () => {
    const r = run('(setvar "OSMODE" 0) (command "._line" \'(0 0) "3,4" "") (command "_.CIRCLE" \'(0 0) 2)');
    expect(printed(r)).toBe(
      'line Specify first point: \nSpecify next point or [Undo]: 3,4\nSpecify next point or [Undo]: \n' +
        'Command: CIRCLE Specify center point for circle or [3P/2P/Ttr (tan tan radius)]: \nSpecify radius of circle or [Diameter]: 2\nCommand: ',
    );
  });
  it('Esc at a pause prints *Cancel* and no idle prompt before the error', () => {
    const r = run('(setvar "OSMODE" 0) (command "_.LINE" \'(0 0) pause "")', [{ esc: true }]);
    expect(r.error?.message).toBe('Function cancelled');
    expect(printed(r)).toBe('LINE Specify first point: \nSpecify next point or [Undo]: *Cancel*\n');
  });
  it('a command-s finishing while the run\'s own command waits does not print the idle prompt', () => {
    const r = run('(setvar "OSMODE" 0) (command "_.LINE" \'(0 0)) (command-s "_.-LAYER" "_M" "A" "") (command \'(1 0) "")');
    expect(printed(r).match(/Command: /g)).toEqual(['Command: ']);
    expect(printed(r).endsWith('Command: ')).toBe(true);
  });
});
