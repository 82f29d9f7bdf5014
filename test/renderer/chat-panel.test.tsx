// @vitest-environment jsdom
/* The workbench's ChatPanel: the active script's conversation, runs into the run panels, Accept into the editor. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunResult } from '../../interpreter/runner/contract.js';
import { ChatPanel, sessionIdOf } from '../../renderer/chat/ChatPanel.js';
import type { AgentEvent } from '../../agent/events.js';
import type { MemoryEditorService } from '../../renderer/editor/editor-service.js';
import type { MockHost } from '../../renderer/host/mock-host.js';
import { useApp } from '../../renderer/store/index.js';
import { setupApp } from './support/setup-app.js';

let host: MockHost;
let editor: MemoryEditorService;
beforeEach(() => ({ host, editor } = setupApp()));
afterEach(cleanup);

const CODE = '(defun c:go ()\n  (princ "went")\n  (princ))';
const result: RunResult = {
  ok: true, stage: 'ok', output: [{ kind: 'text', text: 'went' }], value: 'nil', steps: 9, elapsedMs: 1, files: [], inputsUsed: 0, inputsLeft: 0,
  unansweredPrompts: [], sandboxRefused: [], codeHash: 'h1', drawingHash: 'd', diff: { entities: [], tables: [], sysvars: [], summary: { added: 0, deleted: 0, modified: 0 } },
};

function openDoc() {
  const meta = { id: 'doc-1', name: 'go.lsp', path: '/work/go.lsp', encoding: 'utf-8', eol: '\n' as const, dirty: false };
  editor.open(meta.id, meta.name, '(defun c:go ()\n  (princ))');
  useApp.getState().addDoc(meta);
  return meta;
}

describe('ChatPanel in the workbench', () => {
  it('asks for a script when none is open', () => {
    render(<ChatPanel />);
    expect(screen.getByText(/Open or create a .lsp file/)).toBeTruthy();
  });

  it('starts the agent on the active script and its drawing, shows runs in the panels, and changes the editor only on Accept', async () => {
    const meta = openDoc();
    useApp.getState().setDrawing({ id: 'dwg-7', name: 'floor-plan.dxf', hash: 'x', entityCount: 3, snapshot: { name: 'floor-plan.dxf', hash: 'x', layers: [], entities: [], blocks: {} } });
    const start = vi.spyOn(host, 'agentStart');
    render(<ChatPanel />);
    fireEvent.change(screen.getByLabelText('Ask the agent'), { target: { value: 'make it print' } });
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(start).toHaveBeenCalledWith({ sessionId: '/work/go.lsp', task: 'make it print', editorText: '(defun c:go ()\n  (princ))', fileName: 'go.lsp', documentPath: '/work/go.lsp', drawingId: 'dwg-7' }));

    const push = (event: AgentEvent) => act(() => host.emit('agent:event', { sessionId: sessionIdOf(meta), event }));
    push({ type: 'user-message', text: 'make it print' });
    push({ type: 'tool-call-finished', callId: 'c1', name: 'run_lisp', args: { code: CODE }, ok: true, summary: 'ok, drawing unchanged, 9 steps', result: '{}', origin: 'model' });
    push({ type: 'run-attached', callId: 'c1', code: CODE, result, onSessionDrawing: true });
    fireEvent.click(screen.getByTestId('tool-card-c1'));
    expect(useApp.getState().lastRun?.result).toBe(result);
    expect(useApp.getState().lastRun?.docId).toBe('doc-1');

    push({ type: 'stopped', reason: 'verified', message: 'Verified.', verified: true, code: CODE, codeHash: 'h1', run: result, unresolved: [] });
    expect(editor.getText('doc-1')).toBe('(defun c:go ()\n  (princ))');
    fireEvent.click(screen.getByText('Accept'));
    expect(editor.getText('doc-1')).toBe(CODE);
    expect(useApp.getState().docs[0]!.dirty).toBe(true);
    // the offer now shows no difference against the editor
    await waitFor(() => expect(screen.getByText('Accepted into the editor')).toBeTruthy());
  });
});
