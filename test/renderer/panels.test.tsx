// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { RunResult } from '../../interpreter/runner/contract.js';
import { openDocument } from '../../renderer/commands/documents.js';
import { Console } from '../../renderer/panels/Console.js';
import { outputLines, wrapRows } from '../../renderer/panels/output-lines.js';
import { DiffPanel } from '../../renderer/panels/DiffPanel.js';
import { ExportButton } from '../../renderer/panels/ExportButton.js';
import { RunPanel } from '../../renderer/panels/RunPanel.js';
import { useApp } from '../../renderer/store/index.js';
import { codeHash } from '../../renderer/verify/code-hash.js';
import { verifyRun } from '../../interpreter/runner/verification.js';
import { setupApp } from './support/setup-app.js';

let env: ReturnType<typeof setupApp>;
beforeEach(() => {
  env = setupApp();
});
afterEach(() => cleanup());

const baseRun = (over: Partial<RunResult> = {}): RunResult => ({
  ok: true, stage: 'ok', output: [], value: 'nil', steps: 10, elapsedMs: 2, files: [], inputsUsed: 0, inputsLeft: 0,
  unansweredPrompts: [], sandboxRefused: [], codeHash: '', drawingHash: 'd', ...over,
});

/** A result with the runner's verdict stamped on it, as a real run carries it. */
const stamped = (r: RunResult, text: string, name = 'test.lsp'): RunResult => ({ ...r, verification: verifyRun({ files: [{ name, text }] }, r) });

function openDoc(text: string, name = 'test.lsp'): string {
  return openDocument({ path: null, name, text, encoding: 'utf-8', eol: '\n' });
}

describe('console', () => {
  test('prints output, marks alerts, and an error location moves the cursor and marks the line', () => {
    const id = openDoc('(princ 1)\n\n(car 5)');
    useApp.getState().finishRun({
      docId: id, testCount: 0, plotExpr: null,
      result: baseRun({
        ok: false, stage: 'execution', value: '',
        output: [{ kind: 'text', text: 'hello\n' }, { kind: 'alert', text: 'watch out' }],
        error: { message: 'bad argument type: consp 5', file: 'test.lsp', line: 3, column: 1, stack: [{ name: 'C:GO', args: [], file: 'test.lsp', line: 5, column: 2 }] },
      }),
    });
    render(<Console />);
    expect(screen.getByText('hello')).toBeTruthy();
    expect(screen.getByText('watch out').closest('.out-alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('; error: bad argument type: consp 5');
    fireEvent.click(screen.getByRole('button', { name: 'test.lsp:3:1' }));
    expect(env.editor.cursor.get(id)).toMatchObject({ line: 3, column: 1 });
    expect(env.editor.errors.get(id)).toMatchObject({ loc: { line: 3 }, message: 'bad argument type: consp 5' });
    fireEvent.click(screen.getByRole('button', { name: 'test.lsp:5:2' }));
    expect(env.editor.cursor.get(id)).toMatchObject({ line: 5, column: 2 });
  });

  test('while a run is going, the console says how to cancel it', () => {
    useApp.getState().startRun('r1');
    render(<Console />);
    expect(screen.getByText('Running… (Esc or Stop cancels)')).toBeTruthy();
  });

  test('fired reactor callbacks fold into one line per event and callback; the status line is shown', () => {
    const x = { reactor: ':VLR-Command-Reactor', event: ':vlr-commandEnded', callback: 'LOG-END', args: ['#<VLR-Command-Reactor>', '("LAYER")'], ok: true };
    const bad = { ...x, event: ':vlr-commandWillStart', callback: 'BAD', ok: false, error: 'divide by zero' };
    useApp.getState().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result: baseRun({ reactions: [x, x, bad], statusLine: 'Layer: 0' }) });
    render(<Console />);
    expect(screen.getByText('Reactors fired 3 callbacks')).toBeTruthy();
    expect(screen.getByText(':vlr-commandEnded → LOG-END ×2')).toBeTruthy();
    expect(screen.getByText(':vlr-commandWillStart → BAD — 1 failed: divide by zero').className).toBe('out-fail');
    expect(screen.getByText('Status line: Layer: 0')).toBeTruthy();
  });

  test('test results and the value', () => {
    useApp.getState().finishRun({ docId: 'x', testCount: 1, plotExpr: null, result: baseRun({ value: '42', assertions: [{ expr: '(= a 1)', passed: false, value: 'nil' }] }) });
    render(<Console />);
    expect(screen.getByText('=> 42')).toBeTruthy();
    expect(screen.getByText(/✗ \(= a 1\)/)).toBeTruthy();
  });
});

describe('console: output first, notices one line each and filterable', () => {
  test('the run\'s output comes before the notices; notices filter by kind and text; a click opens one', () => {
    useApp.getState().notify('info', 'Drawing floor-plan.dxf: 29 entities');
    useApp.getState().notify('error', 'Could not open x.dxf: no such file');
    useApp.getState().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result: baseRun({ output: [{ kind: 'text', text: 'RESULT-LINE\n' }] }) });
    render(<Console />);
    const body = screen.getByTestId('console-body');
    const order = [...body.querySelectorAll('.out-text, .notice')].map((e) => e.textContent);
    expect(order).toEqual(['RESULT-LINE', 'Drawing floor-plan.dxf: 29 entities', 'Could not open x.dxf: no such file']);
    fireEvent.change(screen.getByLabelText('notices shown'), { target: { value: 'error' } });
    expect(body.querySelectorAll('.notice')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('notices shown'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('filter notices'), { target: { value: 'FLOOR' } });
    expect([...body.querySelectorAll('.notice')].map((e) => e.textContent)).toEqual(['Drawing floor-plan.dxf: 29 entities']);
    const n = body.querySelector('.notice')!;
    expect(n.getAttribute('title')).toBe('Drawing floor-plan.dxf: 29 entities');
    fireEvent.click(n);
    expect(n.className).toContain('open');
    fireEvent.change(screen.getByLabelText('notices shown'), { target: { value: 'none' } });
    expect(body.querySelectorAll('.notice')).toHaveLength(0);
  });

  test('a long run output is windowed: a bounded number of rows in the DOM, none dropped, Ctrl+A and Copy give all of it', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `line ${i + 1}\n`).join('');
    useApp.getState().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result: baseRun({ output: [{ kind: 'text', text }] }) });
    render(<Console />);
    const body = screen.getByTestId('console-body');
    const list = body.querySelector('.out-lines') as HTMLElement;
    expect(list.dataset.lines).toBe('100000');
    expect(list.style.height).toBe(`${100_000 * 17}px`);
    expect(body.querySelectorAll('.out-line').length).toBeLessThan(200);
    expect(body.querySelector('.out-line')?.textContent).toBe('line 1');
    fireEvent.keyDown(list, { key: 'a', ctrlKey: true });
    expect(list.className).toContain('all-selected');
    let copied = '';
    fireEvent.copy(list, { clipboardData: { setData: (_t: string, v: string) => (copied = v) } });
    expect(copied).toBe(text);
  });
});

describe('output lines', () => {
  test('lines and their pieces; alerts on lines of their own; a final newline adds no line', () => {
    const l = outputLines([
      { kind: 'prompt', text: 'Pick: ' },
      { kind: 'text', text: 'got it\nnext' },
      { kind: 'alert', text: 'Careful' },
      { kind: 'text', text: 'end\n' },
    ]);
    expect(l.count).toBe(4);
    expect(l.line(0)).toEqual([{ kind: 'prompt', text: 'Pick: ' }, { kind: 'text', text: 'got it' }]);
    expect(l.line(1)).toEqual([{ kind: 'text', text: 'next' }]);
    expect(l.line(2)).toEqual([{ kind: 'alert', text: 'Careful' }]);
    expect(l.line(3)).toEqual([{ kind: 'text', text: 'end' }]);
    expect(l.text).toBe('Pick: got it\nnext\nCareful\nend\n');
    expect(outputLines([{ kind: 'text', text: 'a\n\nb' }]).count).toBe(3);
    expect(outputLines([{ kind: 'text', text: 'a\n\nb' }]).line(1)).toEqual([]);
    expect(outputLines([]).count).toBe(0);
  });

  test('long lines wrap into rows of the pane\'s width in characters; short output keeps one row a line', () => {
    const l = outputLines([{ kind: 'prompt', text: 'Ask: ' }, { kind: 'text', text: 'abcdefghij\nxy\n' }]);
    const rows = wrapRows(l, 6);
    expect(rows.count).toBe(4);
    expect([0, 1, 2, 3].map((r) => rows.at(r))).toEqual([
      { line: 0, from: 0, to: 6 },
      { line: 0, from: 6, to: 12 },
      { line: 0, from: 12, to: 15 },
      { line: 1, from: 0, to: 2 },
    ]);
    expect(l.line(0, 0, 6)).toEqual([{ kind: 'prompt', text: 'Ask: ' }, { kind: 'text', text: 'a' }]);
    expect(l.line(0, 12, 15)).toEqual([{ kind: 'text', text: 'hij' }]);
    expect(rows.rowOf(1)).toBe(3);
    expect(wrapRows(l, Infinity).count).toBe(2);
    expect(wrapRows(l, 40).count).toBe(2);
  });

  test('a million lines index in one pass and any line comes out whole', () => {
    const text = Array.from({ length: 1_000_000 }, (_, i) => `${i + 1}\n`).join('');
    const t0 = performance.now();
    const l = outputLines([{ kind: 'text', text }]);
    const ms = performance.now() - t0;
    expect(l.count).toBe(1_000_000);
    expect(l.line(999_999)).toEqual([{ kind: 'text', text: '1000000' }]);
    expect(l.line(499_999)).toEqual([{ kind: 'text', text: '500000' }]);
    expect(ms).toBeLessThan(2000);
  });
});

describe('commands not simulated', () => {
  const run = baseRun({
    unsimulatedCommands: [{ name: '-INSERT', file: 'main.lsp', line: 12 }, { name: 'MOVE', file: 'main.lsp', line: 20 }],
    diff: { entities: [], tables: [], sysvars: [], summary: { added: 0, deleted: 0, modified: 0 } },
  });
  test('the console and the diff panel both warn, with each call site', () => {
    useApp.getState().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result: run });
    const c = render(<Console />);
    expect(within(c.container).getByText(/Commands not simulated/).textContent).toContain('-INSERT (main.lsp:12), MOVE (main.lsp:20)');
    c.unmount();
    render(<DiffPanel />);
    expect(screen.getByText(/Commands not simulated/).textContent).toContain('cannot be verified');
  });
  test('no warning when every command was simulated', () => {
    useApp.getState().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result: baseRun({ unsimulatedCommands: [] }) });
    render(<Console />);
    expect(screen.queryByText(/Commands not simulated/)).toBeNull();
  });
});

describe('diff panel', () => {
  const result = baseRun({
    diff: {
      entities: [
        { handle: '2A', type: 'LINE', layer: 'WALLS', change: 'added' },
        { handle: '1F', type: 'CIRCLE', layer: '0', change: 'modified', groups: [{ code: 40, before: '(40 . 1.0)', after: '(40 . 2.5)' }, { code: 8, before: '(8 . "0")', after: '(8 . "0")' }] },
        { handle: '10', type: 'TEXT', layer: 'TEXT', change: 'deleted' },
      ],
      tables: [{ table: 'LAYER', name: 'NEW', change: 'added' }],
      sysvars: [{ name: 'CLAYER', before: '"0"', after: '"NEW"' }],
      summary: { added: 1, deleted: 1, modified: 1 },
    },
    files: [{ name: 'out.txt', text: 'written' }],
  });

  test('rows show change, type, handle and layer; a row expands to group changes and selects the entity', () => {
    useApp.getState().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result });
    render(<DiffPanel />);
    const row = screen.getByText('1F').closest('tr')!;
    expect(within(row).getByText('modified')).toBeTruthy();
    expect(within(row).getByText('CIRCLE')).toBeTruthy();
    fireEvent.click(row);
    expect(useApp.getState().selectedHandle).toBe('1F');
    expect(row.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('(40 . 1.0)')).toBeTruthy();
    expect(screen.getByText('(40 . 2.5)').closest('tr')!.className).toBe('changed');
    expect(screen.getByText('LAYER')).toBeTruthy();
    expect(screen.getByText('CLAYER')).toBeTruthy();
    expect(screen.getByText(/out\.txt/)).toBeTruthy();
  });

  test('a pick in a view selects the row (the reverse direction)', () => {
    useApp.getState().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result });
    render(<DiffPanel />);
    act(() => useApp.getState().select('10'));
    expect(screen.getByText('10').closest('tr')!.getAttribute('aria-selected')).toBe('true');
  });

  test('filter by change kind', () => {
    useApp.getState().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result });
    render(<DiffPanel />);
    fireEvent.click(screen.getByRole('button', { name: /added/ }));
    expect(screen.queryByText('1F')).toBeNull();
    expect(screen.getByText('2A')).toBeTruthy();
  });
});

describe('export verified', () => {
  test('enabled only when the editor text is the passing run’s text; explains otherwise', async () => {
    const text = '(princ "ok")';
    const id = openDoc(text);
    render(<ExportButton />);
    const btn = () => screen.getByTestId('export-verified') as HTMLButtonElement;
    await waitFor(() => expect(btn().title).toMatch(/Run the script first/));
    expect(btn().disabled).toBe(true);
    const hash = await codeHash([{ name: 'test.lsp', text }]);
    act(() => useApp.getState().finishRun({ docId: id, testCount: 0, plotExpr: null, result: stamped(baseRun({ codeHash: hash }), text) }));
    await waitFor(() => expect(btn().disabled).toBe(false));
    fireEvent.click(btn());
    await waitFor(() => expect(env.host.exported).toHaveLength(1));
    expect(env.host.exported[0]!.document.text).toBe(text);
    act(() => env.editor.setText(id, `${text} `));
    await waitFor(() => expect(btn().disabled).toBe(true), { timeout: 2000 });
    expect(btn().title).toMatch(/changed since the last run/);
    // Save stays available
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('run panel', () => {
  test('runs the active document through the host and shows the result', async () => {
    openDoc('(princ "hello")\n(+ 1 2)');
    render(
      <>
        <RunPanel />
        <Console />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: '▶ Run' }));
    await waitFor(() => expect(useApp.getState().lastRun).not.toBeNull());
    expect(screen.getByText('=> 3')).toBeTruthy();
    expect(screen.getByText('hello')).toBeTruthy();
  });

  test('the inputs drawer starts empty, so its example answers show', () => {
    render(<RunPanel />);
    fireEvent.click(screen.getByRole('button', { name: /^Cases/ }));
    const box = screen.getByLabelText(/Scripted inputs/) as HTMLTextAreaElement;
    expect(box.value).toBe('');
    expect(box.placeholder).toMatch(/\{"point": \[0, 0\]\}/);
    expect(screen.getByText(/^0 answer\(s\)/)).toBeTruthy();
  });

  test('invalid scripted inputs are shown and stop the run', async () => {
    openDoc('1');
    render(
      <>
        <RunPanel />
        <Console />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Cases/ }));
    fireEvent.change(screen.getByLabelText(/Scripted inputs/), { target: { value: '[{"int": 1.5}]' } });
    expect(screen.getByRole('alert').textContent).toBe('Input 1: "int" needs a whole number');
    fireEvent.click(screen.getByRole('button', { name: '▶ Run' }));
    await waitFor(() => expect(screen.getByText(/Scripted inputs: Input 1/)).toBeTruthy());
    expect(useApp.getState().lastRun).toBeNull();
  });

  test('test cases and call are sent with the run', async () => {
    openDoc('(defun c:go () (setq a 1))');
    useApp.getState().setTests(['(= a 1)', '', '(= a 2)']);
    useApp.getState().setCall('c:go');
    render(<RunPanel />);
    fireEvent.click(screen.getByRole('button', { name: '▶ Run' }));
    await waitFor(() => expect(useApp.getState().lastRun).not.toBeNull());
    const last = useApp.getState().lastRun!;
    expect(last.testCount).toBe(2);
    expect(last.result.assertions!.map((a) => a.passed)).toEqual([true, false]);
  });

  test('the drawing picker lists samples and loads one', async () => {
    render(<RunPanel />);
    await waitFor(() => expect(screen.getByRole('option', { name: /Small plan/ })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('drawing'), { target: { value: 'sample:sample-plan.dxf' } });
    await waitFor(() => expect(useApp.getState().drawing?.name).toBe('sample-plan.dxf'));
  });
});
