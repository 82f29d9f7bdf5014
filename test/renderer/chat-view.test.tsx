// @vitest-environment jsdom
/* The chat panel with a fake host: streaming, cards, Stop, round counter, Accept / Reject, export. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostEvents, MemoryNote, MemoryNoteDraft, MemoryScope, Settings, TextDocument } from '../../electron/shared/contract.js';
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

const SETTINGS: Settings = {
  theme: 'dark', budget: 1000, fontSize: 14, recentFiles: [],
  provider: { preset: 'custom', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', temperature: 0.2, maxRounds: 5, idleTimeoutSec: 60, hasApiKey: true, key: { source: 'stored', boundOrigins: ['https://api.openai.com'], origin: 'http://127.0.0.1:9' } },
};

function fakeHost(transcript: AgentEvent[] = []) {
  const listeners = new Set<(p: HostEvents['agent:event']) => void>();
  let settings = SETTINGS;
  const notes = new Map<string, MemoryNote>();
  const host = {
    agentStart: vi.fn(async () => {}),
    agentStop: vi.fn(async () => {}),
    agentAnswer: vi.fn(async () => {}),
    agentTranscript: vi.fn(async () => transcript),
    getSettings: vi.fn(async () => settings),
    setSettings: vi.fn(async (patch: { provider?: Partial<Settings['provider']> }) => (settings = { ...settings, provider: { ...settings.provider, ...patch.provider } })),
    setApiKey: vi.fn(async () => {}),
    testConnection: vi.fn(async () => ({ ok: true, message: 'Connected: 2 model(s) available.' })),
    confirmProviderOrigin: vi.fn(async () => (settings = { ...settings, provider: { ...settings.provider, key: { source: 'stored' as const, boundOrigins: ['https://api.openai.com', 'http://127.0.0.1:9'], origin: 'http://127.0.0.1:9' } } })),
    memoryList: vi.fn(async () => ({ dir: '/work/lispwright-memory', notes: [...notes.values()] })),
    memorySave: vi.fn(async (_s: MemoryScope, d: MemoryNoteDraft) => {
      const n: MemoryNote = { id: d.id ?? `standards/${d.title.toLowerCase().replace(/\W+/g, '-')}.md`, kind: d.kind, title: d.title, tags: d.tags ?? [], body: d.body };
      notes.set(n.id, n);
      return n;
    }),
    memoryDelete: vi.fn(async (_s: MemoryScope, id: string) => void notes.delete(id)),
    exportVerified: vi.fn(async () => ({ ok: true as const, path: '/tmp/movelines.lsp', sidecar: '/tmp/movelines.verify.json' })),
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
    await waitFor(() =>
      expect(p.host.agentStart).toHaveBeenCalledWith({ sessionId: 'script-1', task: 'move all lines on OLD_LAYER to NEW_LAYER', editorText: doc.text, fileName: 'movelines.lsp', documentPath: '/work/movelines.lsp', drawingId: 'dwg-1' }),
    );
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
    await waitFor(() => expect(screen.getByText('Exported verified script to /tmp/movelines.lsp (case: /tmp/movelines.verify.json)')).toBeTruthy());
    expect(p.host.exportVerified).toHaveBeenCalledWith(expect.objectContaining({ document: { ...doc, text: CODE }, run: result, testsPassed: 0, testsTotal: 0, drawingName: 'plan.dxf' }));

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

  it('a later verified offer supersedes an earlier one: only the newest keeps Accept', async () => {
    const p = renderPanel();
    await waitFor(() => expect(p.host.agentTranscript).toHaveBeenCalled());
    p.push({ type: 'user-message', text: 'x' });
    p.push({ type: 'stopped', reason: 'verified', message: 'First.', verified: true, code: CODE, codeHash: 'hash-1', run: run(), unresolved: [] });
    p.push({ type: 'user-message', text: 'also y' });
    p.push({ type: 'stopped', reason: 'verified', message: 'Second.', verified: true, code: `${CODE}\n(princ)`, codeHash: 'hash-2', run: run(), unresolved: [] });
    const [first, second] = screen.getAllByTestId('final-code-card');
    expect(first!.textContent).toContain('Superseded by a later offer');
    expect(first!.querySelector('button')?.textContent).toBe('Export Verified…');
    expect([...second!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Accept', 'Reject', 'Export Verified…']);
    expect(screen.getAllByText('Accept')).toHaveLength(1);
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

describe('ChatView: questions, memory, log and settings', () => {
  it('a question waits with an answer box; the answer goes to the running session and stays in the history', async () => {
    const p = renderPanel();
    await waitFor(() => expect(p.host.agentTranscript).toHaveBeenCalled());
    p.push({ type: 'user-message', text: 'move the lines' });
    p.push({ type: 'question', callId: 'q1', question: 'Which layer?', choices: ['OLD_LAYER', 'OLD-LAYER'] });
    expect(screen.getByTestId('question-card').textContent).toContain('Which layer?');
    fireEvent.click(screen.getByText('OLD-LAYER'));
    await waitFor(() => expect(p.host.agentAnswer).toHaveBeenCalledWith('script-1', 'OLD-LAYER'));
    p.push({ type: 'answer', callId: 'q1', text: 'OLD-LAYER' });
    expect(screen.queryByLabelText('answer the agent')).toBeNull();
    expect(screen.getByTestId('question-card').textContent).toContain('OLD-LAYER');
  });

  it('after a restart, answering a stored question starts the next session with the answer', async () => {
    const p = renderPanel(fakeHost([{ type: 'user-message', text: 'move them' }, { type: 'question', callId: 'q1', question: 'Which layer?' }, { type: 'stopped', reason: 'aborted', message: 'Stopped.', verified: false, unresolved: [] }]));
    await waitFor(() => expect(screen.getByTestId('question-card')).toBeTruthy());
    expect(screen.queryByLabelText('answer the agent')).toBeNull(); // the session that asked has stopped
    const p2 = renderPanel(fakeHost([{ type: 'user-message', text: 'move them' }, { type: 'question', callId: 'q1', question: 'Which layer?' }]));
    await waitFor(() => expect(screen.getAllByTestId('question-card')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('answer the agent'), { target: { value: 'NEW_LAYER' } });
    fireEvent.click(screen.getByText('Answer'));
    await waitFor(() => expect(p2.host.agentStart).toHaveBeenCalledWith(expect.objectContaining({ task: 'NEW_LAYER' })));
    expect(p.host.agentAnswer).not.toHaveBeenCalled();
  });

  it('the first card lists the injected memory notes; the final card shows token usage', async () => {
    const p = renderPanel();
    await waitFor(() => expect(p.host.agentTranscript).toHaveBeenCalled());
    p.push({ type: 'user-message', text: 'count the lines' });
    p.push({ type: 'memory-injected', notes: [{ id: 'lessons/a.md', kind: 'lesson', title: '(sslength ss) → bad argument type: lselsetp nil', tokens: 80 }], tokens: 80, budget: 1200, dir: '/w/lispwright-memory' });
    expect(screen.getByTestId('memory-card').textContent).toContain('Lesson: (sslength ss) → bad argument type: lselsetp nil');
    p.push({ type: 'stopped', reason: 'no-code', message: 'no code', verified: false, unresolved: [], usage: { promptTokens: 2300, completionTokens: 130, totalTokens: 2430, turnsReported: 2, turns: 2 } });
    expect(screen.getByTestId('usage').textContent).toBe('2,430 tokens (2,300 prompt + 130 completion)');
  });

  it('the log lists every stored event with its time and origin', async () => {
    const at = '2025-01-01T10:00:00.000Z';
    const p = renderPanel(fakeHost([{ type: 'user-message', text: 'count', at, origin: 'user' }, { type: 'round', turn: 1, attempt: 0, maxAttempts: 5, at, origin: 'gate' }, { type: 'assistant-message', text: 'Counting.', at, origin: 'model' }]));
    await waitFor(() => expect(p.host.agentTranscript).toHaveBeenCalled());
    fireEvent.click(screen.getByText('Log'));
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((r) => r.children[1]!.textContent)).toEqual(['user', 'gate', 'model']);
    expect(rows[3]!.textContent).toContain('Counting.');
  });

  it('memory panel: add, edit and delete a standard', async () => {
    const p = renderPanel();
    fireEvent.click(screen.getByText('Memory'));
    fireEvent.click(await screen.findByText('New standard…'));
    fireEvent.change(screen.getByLabelText('note title'), { target: { value: 'Layer names' } });
    fireEvent.change(screen.getByLabelText('note body'), { target: { value: 'Walls on A-WALL.' } });
    fireEvent.click(screen.getByText('Save note'));
    await waitFor(() => expect(p.host.memorySave).toHaveBeenCalledWith({ documentPath: '/work/movelines.lsp' }, expect.objectContaining({ kind: 'standard', title: 'Layer names', body: 'Walls on A-WALL.' })));
    fireEvent.click(await screen.findByText('Layer names'));
    fireEvent.change(screen.getByLabelText('note body'), { target: { value: 'Walls on A-WALL, doors on A-DOOR.' } });
    fireEvent.click(screen.getByText('Save note'));
    await waitFor(() => expect(p.host.memorySave).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ id: 'standards/layer-names.md', body: 'Walls on A-WALL, doors on A-DOOR.' })));
    fireEvent.click(await screen.findByLabelText('delete Layer names'));
    await waitFor(() => expect(p.host.memoryDelete).toHaveBeenCalledWith(expect.anything(), 'standards/layer-names.md'));
  });

  it('settings panel: key status without the key, the custody confirmation, Test connection', async () => {
    const h = fakeHost();
    h.host.getSettings.mockImplementation(async () => ({ ...SETTINGS, provider: { ...SETTINGS.provider, key: { ...SETTINGS.provider.key!, problem: { kind: 'key-origin' as const, origin: 'http://127.0.0.1:9', message: 'The API key was entered for https://api.openai.com, not http://127.0.0.1:9.' } } } }));
    renderPanel(h);
    fireEvent.click(screen.getByText('Settings'));
    expect((await screen.findByTestId('key-status')).textContent).toContain('A key is set, entered in Lispwright');
    expect(screen.getByTestId('custody-warning').textContent).toContain('entered for https://api.openai.com');
    fireEvent.click(screen.getByText('Send the key to http://127.0.0.1:9'));
    await waitFor(() => expect(h.host.confirmProviderOrigin).toHaveBeenCalledWith('http://127.0.0.1:9'));
    await waitFor(() => expect(screen.queryByTestId('custody-warning')).toBeNull());
    fireEvent.change(screen.getByLabelText('model'), { target: { value: 'qwen' } });
    expect((screen.getByText('Test connection') as HTMLButtonElement).disabled).toBe(true); // save first
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(h.host.setSettings).toHaveBeenCalledWith({ provider: expect.objectContaining({ model: 'qwen', idleTimeoutSec: 60 }) }));
    fireEvent.click(screen.getByText('Test connection'));
    expect((await screen.findByTestId('connection-result')).textContent).toBe('✓ Connected: 2 model(s) available.');
  });
});
