// @vitest-environment jsdom
/*
 * The running run's output in the page: the store keeps it for the run under way only and lets
 * the result replace it; the pushes are batched into the store; output lines built as chunks
 * arrive equal those built at once; the Output pane shows the streamed text with "Running…"
 * after it, follows the end, does not yank a drafter who scrolled up, offers the way back with
 * the count of new lines, and keeps the output so far when the run is cancelled.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { OutputChunk, RunResult } from '../../interpreter/runner/contract.js';
import { Console } from '../../renderer/panels/Console.js';
import { OutputLinesBuilder, outputLines, wrapRows } from '../../renderer/panels/output-lines.js';
import { OUTPUT_BATCH_MS, subscribeRunOutput } from '../../renderer/commands/run-output.js';
import { useApp } from '../../renderer/store/index.js';
import type { MockHost } from '../../renderer/host/mock-host.js';
import { setupApp } from './support/setup-app.js';

let host: MockHost;
beforeEach(() => {
  host = setupApp().host;
});
afterEach(() => cleanup());

const baseRun = (over: Partial<RunResult> = {}): RunResult => ({
  ok: true, stage: 'ok', output: [], value: 'nil', steps: 10, elapsedMs: 2, files: [], inputsUsed: 0, inputsLeft: 0,
  unansweredPrompts: [], sandboxRefused: [], codeHash: '', drawingHash: 'd', ...over,
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('store: the running run\'s output', () => {
  test('kept for the run under way only, replaced by the result, cleared by a failed start', () => {
    const st = () => useApp.getState();
    st().appendOutput('r1', [{ kind: 'text', text: 'ignored: nothing runs\n' }]);
    expect(st().liveOutput).toEqual([]);
    st().startRun('r1');
    st().appendOutput('r1', [{ kind: 'text', text: 'a\n' }]);
    st().appendOutput('other', [{ kind: 'text', text: 'not ours\n' }]);
    st().appendOutput('r1', [{ kind: 'prompt', text: 'Point: ' }]);
    expect(st().liveOutput).toEqual([{ kind: 'text', text: 'a\n' }, { kind: 'prompt', text: 'Point: ' }]);
    st().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result: baseRun({ output: [{ kind: 'text', text: 'a\n' }, { kind: 'prompt', text: 'Point: ' }] }) });
    expect(st().liveOutput).toEqual([]);
    st().appendOutput('r1', [{ kind: 'text', text: 'late\n' }]);
    expect(st().liveOutput).toEqual([]);
    st().startRun('r2');
    st().appendOutput('r2', [{ kind: 'text', text: 'b' }]);
    st().failRun();
    expect(st().liveOutput).toEqual([]);
  });

  test('pushes are batched into the store, in order, for the running run', async () => {
    const off = subscribeRunOutput();
    useApp.getState().startRun('r1');
    host.emit('run:output', { runId: 'r1', chunks: [{ kind: 'text', text: 'one\n' }] });
    host.emit('run:output', { runId: 'r1', chunks: [{ kind: 'text', text: 'two\n' }] });
    expect(useApp.getState().liveOutput).toEqual([]); // not yet: one store update per batch
    await sleep(OUTPUT_BATCH_MS + 20);
    expect(useApp.getState().liveOutput.map((c) => c.text)).toEqual(['one\n', 'two\n']);
    host.emit('run:output', { runId: 'someone-else', chunks: [{ kind: 'text', text: 'x' }] });
    await sleep(OUTPUT_BATCH_MS + 20);
    expect(useApp.getState().liveOutput.length).toBe(2);
    off();
  });
});

describe('output lines built as the output arrives', () => {
  test('equal the lines built at once, for any split of the chunks', () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
    const pieces = ['a', 'bc\n', '\n', 'long line of text ', 'x\ny\nz', ''];
    for (let trial = 0; trial < 40; trial++) {
      const chunks: OutputChunk[] = [];
      for (let i = 0; i < 30; i++) {
        const kind = (['text', 'text', 'text', 'prompt', 'alert'] as const)[rnd(5)]!;
        chunks.push({ kind, text: pieces[rnd(pieces.length)]! + pieces[rnd(pieces.length)]! });
      }
      const whole = outputLines(chunks);
      const b = new OutputLinesBuilder();
      let views = [];
      for (let i = 0; i < chunks.length; ) {
        const n = 1 + rnd(4);
        views.push({ view: b.append(chunks.slice(i, i + n)).view(), upTo: Math.min(chunks.length, i + n) });
        i += n;
      }
      // every picture taken on the way still shows what it showed (later appends do not change it)
      for (const { view, upTo } of views) {
        const then = outputLines(chunks.slice(0, upTo));
        expect(view.text).toBe(then.text);
        expect(view.count).toBe(then.count);
      }
      views = [];
      const live = b.view();
      expect(live.text).toBe(whole.text);
      expect(live.count).toBe(whole.count);
      expect(live.maxLineLength).toBe(whole.maxLineLength);
      for (let i = 0; i < whole.count; i++) {
        expect(live.line(i)).toEqual(whole.line(i));
        expect(live.lineLength(i)).toBe(whole.lineLength(i));
      }
      expect(wrapRows(live, 5).count).toBe(wrapRows(whole, 5).count);
    }
  });

  test('the longest line is known without a scan; rows wrap only past it', () => {
    const l = outputLines([{ kind: 'text', text: 'ab\nabcdefg\nabc' }]);
    expect(l.maxLineLength).toBe(7);
    expect(wrapRows(l, 7).count).toBe(3);
    expect(wrapRows(l, 6).count).toBe(4);
  });
});

/** Give the console body a layout (jsdom has none): a 100 px window over `content` px. */
function layout(el: HTMLElement, content: () => number): void {
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => 100 });
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => content() });
}

describe('the Output pane while a run streams', () => {
  test('shows the streamed text with "Running…" after it, then the result whole', () => {
    render(<Console />);
    act(() => {
      useApp.getState().startRun('r1');
      useApp.getState().appendOutput('r1', [{ kind: 'text', text: 'Counting…\n3 doors\n' }, { kind: 'prompt', text: 'Pick a point: ' }]);
    });
    const log = screen.getByRole('log');
    expect(log.textContent).toContain('3 doors');
    expect(log.textContent).toContain('Pick a point: ');
    expect(screen.getByRole('status').textContent).toMatch(/Running/);
    // the status line comes after the output
    expect(log.compareDocumentPosition(screen.getByRole('status')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => useApp.getState().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result: baseRun({ output: [{ kind: 'text', text: 'Counting…\n3 doors\n' }, { kind: 'prompt', text: 'Pick a point: ' }, { kind: 'text', text: '1,2\nDone\n' }] }) }));
    expect(screen.getByRole('log').textContent).toContain('Done');
    expect(screen.queryByText(/Running…/)).toBeNull();
  });

  test('on cancel the output so far stays (the cancelled result carries it)', () => {
    render(<Console />);
    act(() => {
      useApp.getState().startRun('r1');
      useApp.getState().appendOutput('r1', [{ kind: 'text', text: 'step 1\nstep 2\n' }]);
    });
    act(() => useApp.getState().finishRun({ docId: 'x', testCount: 0, plotExpr: null, result: baseRun({ ok: false, stage: 'cancelled', output: [{ kind: 'text', text: 'step 1\nstep 2\n' }], error: { message: 'Function cancelled', stack: [] } }) }));
    expect(screen.getByRole('log').textContent).toContain('step 2');
    expect(screen.getByRole('alert').textContent).toContain('Function cancelled');
  });

  test('follows the end; scrolled up it stays put and offers the way back with the new lines counted', () => {
    render(<Console />);
    const body = screen.getByTestId('console-body');
    let lines = 0;
    layout(body, () => 17 * lines + 40);
    const print = (n: number) =>
      act(() => {
        useApp.getState().appendOutput('r1', [{ kind: 'text', text: Array.from({ length: n }, (_, i) => `line ${lines + i + 1}\n`).join('') }]);
        lines += n;
      });
    act(() => useApp.getState().startRun('r1'));
    print(50);
    expect(body.scrollTop).toBe(body.scrollHeight); // followed
    print(20);
    expect(body.scrollTop).toBe(body.scrollHeight);
    // the drafter scrolls up
    body.scrollTop = 200;
    fireEvent.scroll(body);
    expect(body.getAttribute('data-pinned')).toBe('false');
    expect(screen.getByRole('button', { name: /Jump to end/ })).toBeTruthy();
    print(30);
    expect(body.scrollTop).toBe(200); // not yanked
    const back = screen.getByRole('button', { name: /30 new lines/ });
    fireEvent.click(back);
    expect(body.scrollTop).toBe(body.scrollHeight);
    fireEvent.scroll(body);
    expect(body.getAttribute('data-pinned')).toBe('true');
    expect(screen.queryByRole('button', { name: /new lines|Jump to end/ })).toBeNull();
    print(10);
    expect(body.scrollTop).toBe(body.scrollHeight);
  });
});
