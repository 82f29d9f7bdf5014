// @vitest-environment jsdom
/*
 * The workbench's dialog pieces under jsdom: the DialogFrame controls and the answers they make
 * (edits held until the next change or press, Esc cancels, Enter presses the default button),
 * the Dialog tab's preview of a .dcl document, the live dialog answering the run through the
 * host, grread input queued between questions, saving interactive answers into the inputs, and
 * the inputs check of the dialog and grread forms.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { previewDcl } from '../../interpreter/index.js';
import type { AskRequest, DialogAnswer, DialogView, RunResult } from '../../interpreter/runner/contract.js';
import { grreadInput, subscribeAsks } from '../../renderer/commands/ask.js';
import { buildRunRequest } from '../../renderer/commands/run.js';
import { emptyCaseSet } from '../../renderer/store/cases.js';
import { openDocument } from '../../renderer/commands/documents.js';
import { DialogFrame } from '../../renderer/dialogs/DialogFrame.js';
import { DialogPreview } from '../../renderer/dialogs/DialogPreview.js';
import { LiveDialog } from '../../renderer/dialogs/LiveDialog.js';
import { validateInputs } from '../../renderer/panels/inputs-validate.js';
import { appendAnswers, SaveAnswers } from '../../renderer/panels/SaveAnswers.js';
import { useApp } from '../../renderer/store/index.js';
import { setupApp } from './support/setup-app.js';

let env: ReturnType<typeof setupApp>;
beforeEach(() => {
  env = setupApp();
});
afterEach(() => cleanup());

const DCL = `demo : dialog { label = "Demo";
  : edit_box { key = "name"; label = "Name:"; value = "abc"; }
  : toggle { key = "tg"; label = "Flag"; }
  : radio_row { key = "side"; : radio_button { key = "l"; label = "Left"; value = "1"; } : radio_button { key = "r"; label = "Right"; } }
  : popup_list { key = "pop"; label = "Pick:"; list = "a\\nb\\nc"; }
  : list_box { key = "lb"; list = "x\\ny"; }
  : button { key = "off"; label = "Off"; is_enabled = false; }
  ok_cancel; }`;
const view = (): DialogView => previewDcl(DCL, 'demo.dcl').views[0]!;

function frame(onAnswer: (a: DialogAnswer, closes: boolean) => void) {
  render(<DialogFrame view={view()} onAnswer={onAnswer} />);
}
const byKey = (k: string) => document.querySelector(`[data-key="${k}"]`) as HTMLElement;

describe('DialogFrame', () => {
  test('draws each tile with its value, label and state', () => {
    frame(() => {});
    expect(screen.getByRole('dialog', { name: 'Demo' })).toBeTruthy();
    expect((byKey('name') as HTMLInputElement).value).toBe('abc');
    expect((byKey('l') as HTMLInputElement).checked).toBe(true);
    expect([...(byKey('pop') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['a', 'b', 'c']);
    expect((byKey('off') as HTMLButtonElement).disabled).toBe(true);
    expect(byKey('accept').className).toContain('default');
    expect(byKey('accept').style.width).toBe('56px');
  });

  test('a change is one answer; a typed edit goes with the next change or press, in order', () => {
    const got: Array<[DialogAnswer, boolean]> = [];
    frame((a, c) => got.push([a, c]));
    fireEvent.click(byKey('tg'));
    fireEvent.change(byKey('name'), { target: { value: 'typed' } });
    fireEvent.change(byKey('pop'), { target: { value: '2' } });
    fireEvent.click(byKey('r'));
    fireEvent.change(byKey('name'), { target: { value: 'again' } });
    fireEvent.click(byKey('accept'));
    expect(got).toEqual([
      [{ tiles: { tg: '1' } }, false],
      [{ tiles: { name: 'typed', pop: '2' } }, false],
      [{ tiles: { side: 'r' } }, false],
      [{ tiles: { name: 'again' }, press: 'accept' }, true],
    ]);
  });

  test('a left edit box answers on its own shortly after; Esc cancels; Enter presses the default button; a list double-click presses it', () => {
    vi.useFakeTimers();
    try {
      const got: DialogAnswer[] = [];
      frame((a) => got.push(a));
      fireEvent.change(byKey('name'), { target: { value: 'x' } });
      fireEvent.blur(byKey('name'));
      act(() => void vi.advanceTimersByTime(250));
      expect(got).toEqual([{ tiles: { name: 'x' } }]);
      fireEvent.keyDown(byKey('tg'), { key: 'Enter' });
      fireEvent.keyDown(byKey('tg'), { key: 'Escape' });
      fireEvent.doubleClick(byKey('lb'));
      expect(got.slice(1)).toEqual([{ press: 'accept' }, { cancel: true }, { press: 'lb' }]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the Dialog tab', () => {
  test('previews the active .dcl document and lists its problems with their lines', async () => {
    openDocument({ path: null, name: 'demo.dcl', text: `${DCL}\nbad : dialog { : nosuch { } }`, encoding: 'utf-8', eol: '\n' });
    render(<DialogPreview />);
    expect(screen.getByRole('dialog', { name: 'Demo' })).toBeTruthy();
    expect(screen.getByLabelText('DCL problems').textContent).toContain('demo.dcl:9:16 error: Undefined tile "nosuch".');
    expect(screen.getByText('load_dialog would refuse this file')).toBeTruthy();
    expect([...(screen.getByLabelText('dialog to preview') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['demo', 'bad']);
  });

  test('says what to do when the active document is not a .dcl', () => {
    openDocument({ path: null, name: 'x.lsp', text: '(princ)', encoding: 'utf-8', eol: '\n' });
    render(<DialogPreview />);
    expect(screen.getByText(/Open a .dcl file/)).toBeTruthy();
  });
});

describe('a running script’s questions', () => {
  const ask = (a: AskRequest, askId = 1) => ({ runId: 'run-1', askId, ask: a });

  test('the live dialog answers the pending question through the host and waits, busy, for the next', async () => {
    useApp.getState().startRun('run-1');
    const off = subscribeAsks();
    render(<LiveDialog />);
    act(() => env.host.emit('run:ask', ask({ kind: 'dialog', prompt: 'Demo', data: view() })));
    const dialog = await screen.findByRole('dialog', { name: 'Demo' });
    fireEvent.click(byKey('tg'));
    await waitFor(() => expect(env.host.answers).toEqual([{ runId: 'run-1', askId: 1, answer: { dialog: { tiles: { tg: '1' } } } }]));
    expect(dialog.className).toContain('busy');
    act(() => env.host.emit('run:ask', ask({ kind: 'dialog', prompt: 'Demo', data: view() }, 2)));
    fireEvent.click(byKey('accept'));
    await waitFor(() => expect(env.host.answers[1]).toEqual({ runId: 'run-1', askId: 2, answer: { dialog: { press: 'accept' } } }));
    expect(screen.queryByRole('dialog')).toBeNull();
    off();
  });

  test('a question from a run this page did not start is answered "none" at once', async () => {
    const off = subscribeAsks();
    act(() => env.host.emit('run:ask', ask({ kind: 'dialog', prompt: 'Demo', data: view() })));
    await waitFor(() => expect(env.host.answers).toEqual([{ runId: 'run-1', askId: 1, answer: null }]));
    expect(useApp.getState().pendingAsk).toBeNull();
    off();
  });

  test('grread input between two questions waits for the next: clicks in order, only the latest move', async () => {
    useApp.getState().startRun('run-1');
    const off = subscribeAsks();
    const g = (askId: number) => ask({ kind: 'grread', prompt: '', data: { tracking: true, allkeys: 0, cursor: 0, graphics: { vectors: [], frames: 0, texts: [], highlighted: [], hidden: [] } } }, askId);
    act(() => env.host.emit('run:ask', g(1)));
    grreadInput({ grread: { move: [1, 1] } });
    grreadInput({ grread: { move: [2, 2] } });
    grreadInput({ grread: { move: [3, 3] } });
    grreadInput({ grread: { pick: [4, 4] } });
    act(() => env.host.emit('run:ask', g(2)));
    act(() => env.host.emit('run:ask', g(3)));
    act(() => env.host.emit('run:ask', g(4)));
    await waitFor(() => expect(env.host.answers.map((a) => a.answer)).toEqual([{ grread: { move: [1, 1] } }, { grread: { move: [3, 3] } }, { grread: { pick: [4, 4] } }]));
    expect(useApp.getState().pendingAsk?.askId).toBe(4);
    off();
  });
});

describe('saving interactive answers', () => {
  const result = (over: Partial<RunResult>): RunResult => ({
    ok: true, stage: 'ok', output: [], value: 'nil', steps: 1, elapsedMs: 1, files: [], inputsUsed: 0, inputsLeft: 0,
    unansweredPrompts: [], sandboxRefused: [], codeHash: '', drawingHash: '', ...over,
  });

  test('appends them to the scripted inputs, one per line, once', () => {
    const docId = openDocument({ path: null, name: 'ask.lsp', text: '(start_dialog)', encoding: 'utf-8', eol: '\n' });
    useApp.getState().setCaseSet(docId, emptyCaseSet('ask.lsp', null));
    useApp.getState().setInputsText('[{"point": [0, 0]}]');
    const answers = [{ dialog: { name: 'd', tiles: { a: '1' }, press: 'accept' } }];
    act(() => useApp.getState().finishRun({ result: result({ interactiveAnswers: answers }), docId, testCount: 0, plotExpr: null }));
    render(<SaveAnswers />);
    fireEvent.click(screen.getByText('Save the answer to inputs'));
    expect(useApp.getState().inputsText).toBe('[\n  {"point":[0,0]},\n  {"dialog":{"name":"d","tiles":{"a":"1"},"press":"accept"}}\n]');
    expect(screen.queryByText('Save the answer to inputs')).toBeNull();
    expect(appendAnswers('not json', answers)).toBeNull();
  });
});

describe('the scripted inputs check', () => {
  test('accepts the dialog and grread forms and explains what is wrong with bad ones', () => {
    expect(validateInputs('[{"dialog": {"tiles": {"a": "1", "b": 2}, "press": "accept"}}, {"dialog": {"cancel": true}}, {"grread": {"move": [1, 2]}}, {"grread": {"key": "a"}}]').ok).toBe(true);
    const bad = (text: string) => {
      const v = validateInputs(text);
      return v.ok ? 'ok' : v.error;
    };
    expect(bad('[{"dialog": {"press": 3}}]')).toBe('Input 1: "press" is the key of a button, e.g. "accept"');
    expect(bad('[{"dialog": {"tile": {}}}]')).toBe('Input 1: "dialog" has no "tile" (use name, tiles, press, at, cancel)');
    expect(bad('[{"grread": {"move": [1]}}]')).toBe('Input 1: "move" is [x, y] or [x, y, z]');
    expect(bad('[{"grread": {"pick": [1, 2], "key": 13}}]')).toBe('Input 1: "grread" takes exactly one of move, pick, key, menu, buttons, aux, right');
  });
});

describe('runs from the workbench', () => {
  test('are interactive and take the open .dcl documents the script names', async () => {
    openDocument({ path: null, name: 'picker.dcl', text: DCL, encoding: 'utf-8', eol: '\n' });
    openDocument({ path: null, name: 'other.dcl', text: DCL, encoding: 'utf-8', eol: '\n' });
    openDocument({ path: null, name: 'go.lsp', text: '(load_dialog "picker")', encoding: 'utf-8', eol: '\n' });
    const built = await buildRunRequest();
    if ('error' in built) throw new Error(built.error);
    expect(built.req.interactive).toBe(true);
    expect(built.req.files.map((f) => f.name)).toEqual(['go.lsp', 'picker.dcl']);
    useApp.getState().setActive(useApp.getState().docs[0]!.id);
    expect(await buildRunRequest()).toEqual({ error: 'picker.dcl is a dialog file: it is previewed on the Dialog tab. Run the .lsp that loads it.' });
  });
});

describe('grread over the drawing', () => {
  test('only the vectors since the last redraw are on screen; keys map to AutoCAD codes', async () => {
    const { onScreen } = await import('../../renderer/canvas/transient.js');
    const { keyCode } = await import('../../renderer/canvas/use-grread.js');
    const v = (frame: number) => ({ from: [0, 0] as [number, number], to: [1, 1] as [number, number], color: 1, frame });
    expect(onScreen({ vectors: [v(0), v(1), v(2), v(2)], frames: 2, texts: [], highlighted: [], hidden: [] })).toHaveLength(2);
    expect(onScreen(null)).toEqual([]);
    expect([keyCode({ key: 'Enter' }), keyCode({ key: 'Escape' }), keyCode({ key: 'a' }), keyCode({ key: ' ' }), keyCode({ key: 'Shift' })]).toEqual([13, 27, 97, 32, undefined]);
  });
});
