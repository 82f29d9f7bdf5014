/*
 * The agent chat in the workbench: ChatView wired to the app. The conversation belongs to the
 * active script (its path, or its tab id while untitled); the drawing is the one the next run uses;
 * a clicked run card goes to the run panels through the run slice (finishRun); Accept replaces
 * the editor text through the editor service, and only then.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { RunResult } from '../../interpreter/runner/contract.js';
import { host } from '../app/host.js';
import { editorService, subscribeEditorChanges } from '../editor/editor-service.js';
import { activeDoc } from '../store/documents.js';
import { useApp } from '../store/index.js';
import { ChatView } from './ChatView.js';

/** The conversation id of a script: stable across restarts once the file is saved. */
export const sessionIdOf = (doc: { id: string; path: string | null }): string => doc.path ?? `untitled:${doc.id}`;

export function ChatPanel() {
  const meta = useApp(activeDoc);
  const drawing = useApp((s) => s.drawing);
  // the error of this script's last run: the agent's memory looks for a lesson about it
  const repairing = useApp((s) => (s.lastRun && s.lastRun.docId === meta?.id ? s.lastRun.result.error?.message : undefined));
  const docId = meta?.id ?? null;
  const subscribe = useCallback((cb: () => void) => subscribeEditorChanges((id) => id === docId && cb()), [docId]);
  const text = useSyncExternalStore(subscribe, () => (docId && editorService().has(docId) ? editorService().getText(docId) : ''));

  if (!meta) {
    return (
      <section className="chat-panel" aria-label="agent chat">
        <header>Agent</header>
        <p className="hint">Open or create a .lsp file: the agent works on the active script and keeps one conversation per script.</p>
      </section>
    );
  }
  const showRun = (result: RunResult) => useApp.getState().finishRun({ result, docId: meta.id, testCount: 0, plotExpr: null });
  const accept = (code: string) => {
    editorService().setText(meta.id, code);
    useApp.getState().updateDoc(meta.id, { dirty: true });
  };
  return (
    <div className="chat-panel">
      <ChatView
        host={host()}
        sessionId={sessionIdOf(meta)}
        document={{ path: meta.path, name: meta.name, text, encoding: meta.encoding, eol: meta.eol }}
        {...(drawing ? { drawingId: drawing.id, drawingName: drawing.name } : {})}
        onShowRun={showRun}
        onAccept={accept}
        store={useApp}
        {...(repairing ? { repairing } : {})}
      />
    </div>
  );
}
