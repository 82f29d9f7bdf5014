// @vitest-environment jsdom
/* The chat panel with a fake host: streaming, cards, Stop, round counter, Accept / Reject, export. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostEvents, TextDocument } from '../../electron/shared/contract.js';
import type { RunResult } from '../../interpreter/runner/contract.js';
import { ChatView, type ChatHost } from '../../renderer/chat/ChatView.js';
import type { AgentEvent } from '../../agent/events.js';
import { lineDiff } from '../../renderer/chat/line-diff.js';
import { splitFences } from '../../renderer/chat/MessageText.js';
import { createChatStore, emptySession, reduceChat } from '../../renderer/store/chat-slice.js';

afterEach(cleanup);

const CODE = '(defun c:movelines ( / ss)\n  (setq ss (ssget "X"))\n  (princ))';
const run = (over: Partial<RunResult> = {}): RunResult => ({
  ok: true, stage: 'ok', output: [], value: 'nil', steps: 42, elapsedMs: 1, files: [], inputsUsed: 0, inputsLeft: 0,
  unansweredPrompts: [], sandboxRefused: [], codeHash: 'hash-1', drawingHash: 'd',
  diff: { entities: [], tables: [], sysvars: [], summary: { added: 0, deleted: 0, modified: 3 } }, ...over,
});

function fakeHost(transcript: AgentEvent[] = []) {
  const listeners = new Set<(p: HostEvents['agent:event']) => void>();
  const host = {
    agentStart: vi.fn(async () => {}),
    agentStop: vi.fn(async () => {}),
    agentTranscript: vi.fn(async () => transcript),
    exportVerified: vi.fn(async () => ({ ok: true as const, path: '/tmp/movelines.lsp' })),
    on: ((_: 'agent:event', cb: (p: HostEvents['agent:event']) => void) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    }) as ChatHost['on'],
  };
  const push = (event: AgentEvent, sessionId = 'script-1') => act(() => listeners.forEach((l) => l({ sessionId, event })));
  return { host, push };
}

const doc: TextDocument = { path: '/work/movelines.lsp', name: 'movelines.lsp', text: '(defun c:movelines ()\n  (princ))', encoding: 'utf-8', eol: '\n' };

function renderPanel(h = fakeHost()) {
  const store = createChatStore();
  const onShowRun = vi.fn();
  const onAccept = vi.fn();
  render(<ChatView host={h.host} sessionId="script-1" document={doc} drawingId="dwg-1" drawingName="plan.dxf" onShowRun={onShowRun} onAccept={onAccept} store={store} />);
  return { ...h, store, onShowRun, onAccept };
}

describe('ChatView', () => {
  it('sends the request with the editor text, the document name and the drawing', async () => {
    const p = renderPanel();
    await waitFor(() => expect(p.host.agentTranscript).toHaveBeenCalledWith('script-1'));
    fireEvent.change(screen.getByLabelText('Ask the agent'), { target: { value: 'move all lines on OLD_LAYER to NEW_LAYER' } });
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(p.host.agentStart).toHaveBeenCalledWith({ sessionId: 'script-1', task: 'move all lines on OLD_LAYER to NEW_LAYER', editorText: doc.text, fileName: 'movelines.lsp', drawingId: 'dwg-1' }));
  });

  it('Ctrl+Enter in the request box sends and is marked handled (so the workbench does not also run the script)', async () => {
    const p = renderPanel();
    await waitFor(() => expect(p.host.agentTranscript).toHaveBeenCalled());
    const box = screen.getByLabelText('Ask the agent');
    fireEvent.change(box, { target: { value: 'number the doors' } });
    const notHandled = fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(notHandled).toBe(false);
    await waitFor(() => expect(p.host.agentStart).toHaveBeenCalledWith(expect.objectContaining({ task: 'number the doors' })));
    // plain Enter is a new line, left to the textarea
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true);
  });

  it('streams a session: text, a run card that opens its run, Stop, the round counter, and the verified offer', async () => {
    const p = renderPanel();
    await waitFor(() => expect(p.host.agentTranscript).toHaveBeenCalled());
    const result = run();
    p.push({ type: 'user-message', text: 'move the lines' });
    p.push({ type: 'round', turn: 1, attempt: 0, maxAttempts: 5 });
    p.push({ type: 'text-delta', delta: 'Let me ' });
    p.push({ type: 'text-delta', delta: 'run it.' });
    expect(screen.getByText('Let me run it.')).toBeTruthy();
    expect(screen.getByTestId('round-counter').textContent).toBe('turn 1 · attempt 0/5');
    p.push({ type: 'tool-call-started', callId: 'c1', name: 'run_lisp', origin: 'model' });
    p.push({ type: 'tool-call-arguments-delta', callId: 'c1', delta: '{"code":' });
    expect(screen.getByText('running…')).toBeTruthy();
    p.push({ type: 'tool-call-finished', callId: 'c1', name: 'run_lisp', args: { code: CODE }, ok: true, summary: 'ok, 0 added, 3 modified, 0 deleted, 42 steps', result: '{}', origin: 'model' });
    p.push({ type: 'run-attached', callId: 'c1', code: CODE, result, onSessionDrawing: true });
    p.push({ type: 'verification-changed', verification: { status: 'ran', codeHash: 'hash-1', testsPassed: 0, testsTotal: 0, detail: 'ran ok' } });
    expect(screen.getByText('ok, 0 added, 3 modified, 0 deleted, 42 steps')).toBeTruthy();
    expect(screen.getByText('ran ok')).toBeTruthy();

    fireEvent.click(screen.getByTestId('tool-card-c1'));
    expect(p.onShowRun).toHaveBeenCalledWith(result);

    fireEvent.click(screen.getByText('Stop'));
    expect(p.host.agentStop).toHaveBeenCalledWith('script-1');

    // events of another script are not shown here
    p.push({ type: 'text-delta', delta: 'OTHER SCRIPT' }, 'script-2');
    expect(screen.queryByText(/OTHER SCRIPT/)).toBeNull();

    p.push({ type: 'verification-changed', verification: { status: 'verified', codeHash: 'hash-1', testsPassed: 0, testsTotal: 0, detail: 'ran ok on the session drawing' } });
    p.push({ type: 'stopped', reason: 'verified', message: 'Verified: the delivered code ran on plan.dxf.', verified: true, code: CODE, codeHash: 'hash-1', run: result, unresolved: [] });
    expect(screen.queryByText('Stop')).toBeNull();
    const card = screen.getByTestId('final-code-card');
    expect(card.textContent).toContain('Verified: the delivered code ran on plan.dxf.');
    expect(card.querySelectorAll('.lw-diff-added').length).toBe(2);
    expect(card.querySelectorAll('.lw-diff-removed').length).toBe(1);
    expect(p.onAccept).not.toHaveBeenCalled();

    fireEvent.click(screen.getByText('Export Verified…'));
    await waitFor(() => expect(screen.getByText('Exported to /tmp/movelines.lsp')).toBeTruthy());
    expect(p.host.exportVerified).toHaveBeenCalledWith({ document: { ...doc, text: CODE }, run: result, testsPassed: 0, testsTotal: 0, drawingName: 'plan.dxf' });

    fireEvent.click(screen.getByText('Accept'));
    expect(p.onAccept).toHaveBeenCalledWith(CODE);
    expect(screen.getByText('Accepted into the editor')).toBeTruthy();
    expect(screen.queryByText('Reject')).toBeNull();
  });

  it('says what the agent does before the first message, and shows code fences as code blocks', async () => {
    const p = renderPanel();
    await waitFor(() => expect(p.host.agentTranscript).toHaveBeenCalled());
    expect(screen.getByText(/runs it against the current drawing/)).toBeTruthy();
    p.push({ type: 'user-message', text: 'greet' });
    expect(screen.queryByText(/runs it against the current drawing/)).toBeNull();
    p.push({ type: 'text-delta', delta: 'Done:\n\n```lisp\n(princ "hi")\n```\n\nType HELLO.' });
    const msg = document.querySelector('.lw-msg-assistant')!;
    expect(msg.textContent).not.toContain('```');
    expect(msg.querySelector('pre.lw-msg-code')!.textContent).toBe('(princ "hi")');
    expect(msg.querySelector('pre.lw-msg-code')!.getAttribute('data-lang')).toBe('lisp');
    expect([...msg.querySelectorAll('.lw-msg-text')].map((e) => e.textContent)).toEqual(['Done:', 'Type HELLO.']);
  });

  it('Reject leaves the editor alone', async () => {
    const p = renderPanel();
    await waitFor(() => expect(p.host.agentTranscript).toHaveBeenCalled());
    p.push({ type: 'user-message', text: 'x' });
    p.push({ type: 'stopped', reason: 'verified', message: 'Verified.', verified: true, code: CODE, codeHash: 'hash-1', run: run(), unresolved: [] });
    fireEvent.click(screen.getByText('Reject'));
    expect(p.onAccept).not.toHaveBeenCalled();
    expect(screen.getByText('Rejected')).toBeTruthy();
  });

  it('shows the best version and what is unresolved when not verified, with no Accept', async () => {
    const p = renderPanel();
    await waitFor(() => expect(p.host.agentTranscript).toHaveBeenCalled());
    p.push({ type: 'stopped', reason: 'stuck', message: 'Stuck: the same error twice in a row.', verified: false, best: { code: CODE, codeHash: 'h', ok: false, summary: 'error at line 2: bad argument type: lselsetp nil' }, unresolved: ['error at line 2: bad argument type: lselsetp nil'] });
    const card = screen.getByTestId('stopped-card');
    expect(card.textContent).toContain('Best version so far (not verified)');
    expect(card.querySelectorAll('li')).toHaveLength(1);
    expect(screen.queryByText('Accept')).toBeNull();
  });

  it('replays the stored transcript on open', async () => {
    const h = fakeHost([
      { type: 'user-message', text: 'earlier request' },
      { type: 'assistant-message', text: 'earlier answer' },
      { type: 'tool-call-started', callId: 'c9', name: 'inspect_drawing', origin: 'model' },
      { type: 'tool-call-finished', callId: 'c9', name: 'inspect_drawing', args: {}, ok: true, summary: '12 entities on 3 layers', result: '{}', origin: 'model' },
    ]);
    renderPanel(h);
    await waitFor(() => expect(screen.getByText('earlier answer')).toBeTruthy());
    expect(screen.getByText('12 entities on 3 layers')).toBeTruthy();
    expect(screen.queryByText('Stop')).toBeNull();
  });
});

describe('chat reducer', () => {
  it('drops a partial answer when the request is retried', () => {
    let s = emptySession();
    for (const e of [
      { type: 'round', turn: 1, attempt: 0, maxAttempts: 5 },
      { type: 'text-delta', delta: 'half an ans' },
      { type: 'retry', attempt: 1, delayMs: 1000, message: 'the model server answered 500' },
      { type: 'text-delta', delta: 'a whole answer' },
      { type: 'assistant-message', text: 'a whole answer' },
    ] as AgentEvent[])
      s = reduceChat(s, e);
    expect(s.items.map((i) => i.kind)).toEqual(['notice', 'assistant']);
    expect(s.items[1]).toMatchObject({ text: 'a whole answer', streaming: false });
  });
  it('an error notice repeated by the stop card is shown once; a different one stays', () => {
    const stop = (message: string): AgentEvent => ({ type: 'stopped', reason: 'network', message, verified: false, unresolved: [] });
    let s = reduceChat(emptySession(), { type: 'error', message: 'The model server failed twice: down' });
    s = reduceChat(s, stop('The model server failed twice: down'));
    expect(s.items.map((x) => x.kind)).toEqual(['stopped']);
    let t = reduceChat(emptySession(), { type: 'error', message: 'something else' });
    t = reduceChat(t, stop('The model server failed twice: down'));
    expect(t.items.map((x) => x.kind)).toEqual(['notice', 'stopped']);
  });

  it('marks gate runs', () => {
    const s = reduceChat(emptySession(), { type: 'tool-call-finished', callId: 'gate_2', name: 'run_lisp', args: { code: '(princ)' }, ok: true, summary: 'ok', result: '', origin: 'gate' });
    expect(s.items[0]).toMatchObject({ kind: 'tool', origin: 'gate', code: '(princ)', status: 'ok' });
  });
});

describe('splitFences', () => {
  it('splits prose and fenced code; an unclosed fence (still streaming) is code so far', () => {
    expect(splitFences('a\n```\nx\n  y\n```\nb')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'code', text: 'x\n  y' },
      { kind: 'text', text: 'b' },
    ]);
    expect(splitFences('see:\n```lisp\n(car')).toEqual([
      { kind: 'text', text: 'see:' },
      { kind: 'code', text: '(car', lang: 'lisp' },
    ]);
    expect(splitFences('no code, `inline` kept')).toEqual([{ kind: 'text', text: 'no code, `inline` kept' }]);
  });
});

describe('line diff', () => {
  it('keeps common lines and marks the rest', () => {
    expect(lineDiff('a\nb\nc', 'a\nx\nc\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
    expect(lineDiff('', 'a')).toEqual([{ kind: 'added', text: 'a' }]);
  });
});
