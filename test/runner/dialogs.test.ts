/*
 * Dialogs and grread through runRequest: what the run result records (dialogs shown, DCL
 * problems, temporary graphics, interactive answers), unanswered dialogs, the Esc check, and an
 * interactive run driven by a fake Asker (the worker's own is tested in pool-interactive).
 */
import { describe, expect, it } from 'vitest';
import { escCheck, runRequest, type RunRequest, type ScriptedInput } from '../../interpreter/runner/index.js';
import type { Asker, AskRequest } from '../../interpreter/ports/ask.js';
import { mergeDialogAnswers } from '../../interpreter/runner/merge-answers.js';
import { drawingFactory } from '../../interpreter/drawing/index.js';

const DCL = String.raw`
size : dialog { label = "Size";
  : edit_box { key = "w"; label = "Width"; value = "10"; }
  : toggle { key = "round"; label = "Round"; }
  errtile;
  ok_cancel;
}`;
const LSP = String.raw`
(defun c:size (/ id r)
  (setq id (load_dialog "size.dcl"))
  (new_dialog "size" id)
  (action_tile "accept" "(if (> (atof (get_tile \"w\")) 0) (progn (setq w (get_tile \"w\") rnd (get_tile \"round\")) (done_dialog 1)) (set_tile \"error\" \"Width must be positive\"))")
  (setq r (start_dialog))
  (unload_dialog id)
  (list r w rnd))`;
const req = (inputs: ScriptedInput[], extra: Partial<RunRequest> = {}): RunRequest => ({
  files: [{ name: 'size.lsp', text: LSP }, { name: 'size.dcl', text: DCL }],
  call: 'c:size',
  inputs,
  ...extra,
});
const run = (r: RunRequest, asker?: Asker) => runRequest(r, { drawings: drawingFactory, ...(asker ? { asker } : {}) });

describe('dialogs in the run result', () => {
  it('records each dialog: name, file, status, final tiles, the button pressed, who answered', () => {
    const r = run(req([{ dialog: { tiles: { w: '-1' }, press: 'accept' } }, { dialog: { tiles: { w: '12.5', round: '1' }, press: 'accept' } }]));
    expect(r.stage).toBe('ok');
    expect(r.value).toBe('(1 "12.5" "1")');
    expect(r.inputsUsed).toBe(2);
    expect(r.dialogs).toEqual([{ name: 'size', file: 'size.dcl', status: 1, press: 'accept', tiles: { w: '12.5', round: '1', error: 'Width must be positive' }, answeredBy: 'script', depth: 1 }]);
    expect(r.unansweredPrompts).toEqual([]);
    expect(r.promptsAsked).toEqual(['dialog "size"', 'dialog "size"']);
  });

  it('an unanswered dialog presses Cancel and is listed in unansweredPrompts', () => {
    const r = run(req([]));
    expect(r.value).toBe('(0 nil nil)');
    expect(r.unansweredPrompts).toEqual(['dialog "size"']);
    expect(r.dialogs?.[0]).toMatchObject({ status: 0, press: 'cancel', answeredBy: 'unanswered' });
  });

  it('rejected parts of an answer are kept in the record', () => {
    const r = run(req([{ dialog: { tiles: { nosuch: '1', round: 'yes' }, press: 'accept' } }]));
    expect(r.dialogs?.[0]?.rejected).toEqual(['there is no tile "nosuch"', 'tile "round" cannot take "yes" ("0" or "1")']);
  });

  it('a malformed DCL file: load_dialog gives -1, acad.dce holds the error, the run result has it located', () => {
    const text = '(setq id (load_dialog "size.dcl"))';
    const r = run({ files: [{ name: 'x.lsp', text }, { name: 'size.dcl', text: 'size : dialog {\n  : edit_box { key = "w" }\n  ok_only;\n}' }] });
    expect(r.value).toBe('-1');
    expect(r.dclDiagnostics).toEqual([{ file: 'size.dcl', line: 2, column: 26, severity: 'error', message: 'Syntax error: expected ";", found }.' }]);
    const dce = r.files.find((f) => f.name === 'acad.dce');
    expect(dce?.text).toContain('=== DCL semantic audit of C:\\Lispwright\\size.dcl ===');
    expect(dce?.text).toContain('line 2:');
    expect(r.output.find((o) => o.kind === 'alert')?.text).toContain('Error in dialog file');
  });

  it('the Esc check presses Esc at a dialog: its cancel runs', async () => {
    const report = await escCheck(req([{ dialog: { press: 'accept' } }]), async (r) => run(r));
    expect(report.prompts).toBe(1);
    expect(report.steps[0]).toMatchObject({ label: 'dialog "size"', stage: 'ok', passed: true });
    expect(report.passed).toBe(true);
  });
});

describe('temporary graphics', () => {
  it('records grdraw/grvecs vectors by frame, grtext texts and redraw highlighting', () => {
    const text = String.raw`
      (grdraw '(0 0) '(10 0) 1)
      (grvecs '(2 (0 0) (0 5) -3 (1 1) (2 2)))
      (redraw)
      (grdraw '(1 1) '(5 5) -1 1)
      (grvecs '(4 (0 0) (1 0)) '((1.0 0.0 0.0 5.0) (0.0 1.0 0.0 7.0) (0.0 0.0 1.0 0.0) (0.0 0.0 0.0 1.0)))
      (grtext -1 "Pick a point")
      (grtext -2 "1,2")
      (setq e (entmakex '((0 . "LINE") (10 0.0 0.0 0.0) (11 1.0 1.0 0.0))))
      (redraw e 3)
      (redraw e 2)
      (redraw e 1)`;
    const r = run({ files: [{ name: 'g.lsp', text }] });
    expect(r.stage).toBe('ok');
    expect(r.graphics?.vectors).toEqual([
      { from: [0, 0], to: [10, 0], color: 1, frame: 0 },
      { from: [0, 0], to: [0, 5], color: 2, frame: 0 },
      { from: [1, 1], to: [2, 2], color: 3, highlight: true, frame: 0 },
      { from: [1, 1], to: [5, 5], color: -1, highlight: true, frame: 1 },
      { from: [5, 7], to: [6, 7], color: 4, frame: 1 },
    ]);
    expect(r.graphics?.frames).toBe(1);
    expect(r.graphics?.texts).toEqual([{ box: -1, text: 'Pick a point' }, { box: -2, text: '1,2' }]);
    expect(r.graphics?.highlighted).toHaveLength(1);
    expect(r.graphics?.hidden).toEqual([]);
  });

  it('has no graphics record when nothing was drawn', () => {
    expect(run({ files: [{ name: 'g.lsp', text: '(+ 1 2)' }] }).graphics).toBeUndefined();
  });
});

/** An Asker that answers from a list and remembers what it was asked. */
function fakeAsker(answers: unknown[]): Asker & { asked: AskRequest[] } {
  const asked: AskRequest[] = [];
  return {
    asked,
    ask: ((q: AskRequest) => {
      asked.push(q);
      return answers.shift();
    }) as Asker['ask'],
  };
}

describe('interactive runs (in-process, fake Asker)', () => {
  it('asks for the dialog when the queue has no answer, one event at a time, and saves the answers', () => {
    const asker = fakeAsker([{ dialog: { tiles: { w: '0' } } }, { dialog: { press: 'accept' } }, { dialog: { tiles: { w: '3' } } }, { dialog: { press: 'accept' } }]);
    const r = run(req([], { interactive: true }), asker);
    expect(r.value).toBe('(1 "3" "0")');
    expect(r.unansweredPrompts).toEqual([]);
    expect(asker.asked).toHaveLength(4);
    const q = asker.asked[2]!;
    expect(q.kind).toBe('dialog');
    if (q.kind !== 'dialog') return;
    expect(q.data.title).toBe('Size');
    // the view shows what the program did: the error tile set by the accept action
    const flat = JSON.stringify(q.data.root);
    expect(flat).toContain('"value":"Width must be positive"');
    expect(r.dialogs?.[0]?.answeredBy).toBe('user');
    expect(r.interactiveAnswers).toEqual([
      { dialog: { name: 'size', tiles: { w: '0' }, press: 'accept' } },
      { dialog: { name: 'size', tiles: { w: '3' }, press: 'accept' } },
    ]);
    // saved into the inputs, the next run is scripted and gives the same result
    const again = run(req(r.interactiveAnswers!));
    expect(again.value).toBe(r.value);
    expect(again.interactiveAnswers).toBeUndefined();
  });

  it('a scripted answer comes first; the host is asked only when the queue runs out', () => {
    const asker = fakeAsker([{ dialog: { press: 'cancel' } }]);
    const r = run(req([{ dialog: { tiles: { w: '-5' }, press: 'accept' } }], { interactive: true }), asker);
    expect(r.value).toBe('(0 nil nil)');
    expect(asker.asked).toHaveLength(1);
  });

  it('a malformed answer from the host counts as no answer (Cancel), and so does null', () => {
    for (const bad of [{ dialog: { press: 5 } }, { point: [1, 2] }, null, 'x']) {
      const r = run(req([], { interactive: true }), fakeAsker([bad]));
      expect(r.value).toBe('(0 nil nil)');
      expect(r.unansweredPrompts).toEqual(['dialog "size"']);
    }
  });

  it('without the interactive flag the Asker is never used', () => {
    const asker = fakeAsker([{ dialog: { press: 'accept' } }]);
    run(req([]), asker);
    expect(asker.asked).toEqual([]);
  });

  it('grread asks with the tracking flags and the graphics on screen', () => {
    const text = String.raw`(grdraw '(0 0) '(3 4) 2) (list (grread t) (grread nil 4 2))`;
    const asker = fakeAsker([{ grread: { move: [3, 4] } }, { grread: { pick: [5, 6] } }]);
    const r = run({ files: [{ name: 'g.lsp', text }], interactive: true }, asker);
    expect(r.value).toBe('((5 (3.0 4.0 0.0)) (3 (5.0 6.0 0.0)))');
    expect(asker.asked.map((q) => q.kind === 'grread' && [q.data.tracking, q.data.allkeys, q.data.cursor, q.data.graphics.vectors.length])).toEqual([[true, 0, 0, 1], [false, 4, 2, 1]]);
    expect(r.interactiveAnswers).toEqual([{ grread: { move: [3, 4] } }, { grread: { pick: [5, 6] } }]);
  });
});

describe('merging saved dialog answers', () => {
  it('merges tile-only events into the press that follows, but not across a repeated tile or another dialog', () => {
    expect(
      mergeDialogAnswers([
        { dialog: { name: 'a', tiles: { x: '1' } } },
        { dialog: { name: 'a', tiles: { y: '2' } } },
        { dialog: { name: 'a', press: 'accept' } },
        { dialog: { name: 'b', tiles: { x: '1' } } },
        { dialog: { name: 'b', tiles: { x: '2' } } },
        { dialog: { name: 'c', tiles: { z: '1' } } },
        { point: [0, 0] },
      ]),
    ).toEqual([
      { dialog: { name: 'a', tiles: { x: '1', y: '2' }, press: 'accept' } },
      { dialog: { name: 'b', tiles: { x: '1' } } },
      { dialog: { name: 'b', tiles: { x: '2' } } },
      { dialog: { name: 'c', tiles: { z: '1' } } },
      { point: [0, 0] },
    ]);
  });
});
