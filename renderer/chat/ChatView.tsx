/*
 * The agent chat: the conversation of the current script (session id), streamed from the host's
 * `agent:event` push; a request box; Stop; the round counter; tool cards; the final offer.
 * It talks to the host only through the HostApi methods it is given (in the app: getHost()),
 * and to the rest of the workbench through two callbacks: `onShowRun` (the run slice's showRun:
 * load a run into the drawing panels) and `onAccept` (replace the editor text).
 */
import { useEffect, useRef, useState } from 'react';
import type { HostApi, TextDocument } from '../../electron/shared/contract.js';
import type { RunResult } from '../../interpreter/runner/contract.js';
import { emptySession, type ChatSession, type ChatStore } from '../store/chat-slice.js';
import type { AgentEvent } from '../../agent/events.js';
import { AgentSettings, type SettingsHost } from './AgentSettings.js';
import { FinalCodeCard } from './FinalCodeCard.js';
import { MemoryPanel, type MemoryHost } from './MemoryPanel.js';
import { MessageText } from './MessageText.js';
import { QuestionCard } from './QuestionCard.js';
import { SessionLog } from './SessionLog.js';
import { exportFlow, exportOutcomeText, type Confirm } from '../verify/export-flow.js';
import { ToolCard } from './ToolCard.js';
import './chat.css';

export type ChatHost = Pick<HostApi, 'agentStart' | 'agentStop' | 'agentTranscript' | 'agentAnswer' | 'exportVerified' | 'on'> & SettingsHost & MemoryHost;

type View = 'chat' | 'settings' | 'memory' | 'log';

export interface ChatViewProps {
  host: ChatHost;
  /** one conversation per script */
  sessionId: string;
  /** the editor document: its text is what the final code is diffed against, its name the runs' file name */
  document: TextDocument;
  drawingId?: string;
  drawingName?: string;
  onShowRun(result: RunResult): void;
  onAccept(code: string): void;
  /** the app store (useApp) or a standalone chat store */
  store: ChatStore;
  /** the error of the editor's last run, if any (the agent's memory looks for lessons about it) */
  repairing?: string;
  /** asks the drafter a yes/no question (export of code that acts outside the drawing, replacing a file); default the workbench's own dialog */
  confirm?: Confirm;
}

const EMPTY: ChatSession = emptySession();

export function ChatView({ host, sessionId, document, drawingId, drawingName, onShowRun, onAccept, store, repairing, confirm }: ChatViewProps) {
  const chat = store((s) => s.chats[sessionId] ?? EMPTY);
  const [view, setView] = useState<View>('chat');
  const [task, setTask] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [exportStatus, setExportStatus] = useState<Record<string, string>>({});
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    const { applyAgentEvent, loadTranscript } = store.getState();
    const buffered: AgentEvent[] = [];
    let loaded = false;
    const off = host.on('agent:event', (p) => {
      if (p.sessionId !== sessionId) return;
      if (loaded) applyAgentEvent(sessionId, p.event as AgentEvent);
      else buffered.push(p.event as AgentEvent);
    });
    host
      .agentTranscript(sessionId)
      .then((events) => {
        if (!live) return;
        if (!store.getState().chats[sessionId]) loadTranscript(sessionId, events as AgentEvent[]);
      })
      .catch((e: Error) => live && setProblem(`Could not load the conversation: ${e.message}`))
      .finally(() => {
        loaded = true;
        for (const e of buffered.splice(0)) applyAgentEvent(sessionId, e);
      });
    return () => {
      live = false;
      off();
    };
  }, [host, sessionId, store]);

  useEffect(() => {
    // a block body: newer Chromium returns a promise from scrollIntoView, and an effect must return a function or nothing
    void bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.items.length]);

  const start = async (text: string) => {
    setProblem(null);
    try {
      await host.agentStart({
        sessionId,
        task: text,
        editorText: document.text,
        fileName: document.name,
        documentPath: document.path,
        ...(drawingId ? { drawingId } : {}),
        ...(repairing ? { repairing } : {}),
      });
      return true;
    } catch (e) {
      setProblem((e as Error).message);
      return false;
    }
  };
  const send = async () => {
    const text = task.trim();
    if (!text || chat.running) return;
    if (await start(text)) setTask('');
  };
  /** A running session waits for the answer; after a restart the answer starts the next session. */
  const answer = async (text: string) => {
    setProblem(null);
    try {
      if (chat.running) await host.agentAnswer(sessionId, text);
      else await start(text);
    } catch (e) {
      setProblem((e as Error).message);
    }
  };
  const pendingQuestion = chat.items.findLast((x) => x.kind === 'question');
  const waiting = pendingQuestion?.kind === 'question' && pendingQuestion.answer === undefined && chat.items.at(-1) === pendingQuestion ? pendingQuestion.id : null;
  const back = () => setView('chat');
  const scope = { documentPath: document.path };

  const exportVerified = async (itemId: string, e: Extract<AgentEvent, { type: 'stopped' }>) => {
    const run = e.run!;
    const c = e.case;
    const r = await exportFlow(
      host,
      {
        document: { ...document, text: e.code!, ...(c?.fileName ? { name: c.fileName } : {}) },
        run,
        ...(c ? { case: { ...(c.call ? { call: c.call } : {}), ...(c.inputs ? { inputs: c.inputs } : {}), ...(c.assertions ? { assertions: c.assertions } : {}), ...(c.expect ? { expect: c.expect } : {}) } } : {}),
        ...(drawingId ? { drawingId } : {}),
        testsPassed: e.tests?.filter((t) => t.passed).length ?? 0,
        testsTotal: e.tests?.length ?? 0,
        ...(e.tests?.length ? { testNames: e.tests.map((t) => t.name) } : {}),
        drawingName: drawingName ?? 'drawing',
      },
      run.screening ?? [],
      confirm,
    );
    const said = exportOutcomeText(r);
    setExportStatus((s) => ({ ...s, [itemId]: said ? said.text : '' }));
  };

  const { settleOffer } = store.getState();
  // only the newest verified offer can be accepted; earlier ones are superseded
  const lastOfferId = chat.items.findLast((x) => x.kind === 'stopped' && x.event.verified)?.id;
  return (
    <section className="lw-chat" aria-label="agent chat">
      <header className="lw-chat-head">
        <span className="lw-chat-title">Agent</span>
        {chat.round && (
          <span className="lw-round" data-testid="round-counter">
            turn {chat.round.turn} · attempt {chat.round.attempt}/{chat.round.maxAttempts}
          </span>
        )}
        {chat.running && (
          <button type="button" className="lw-stop" onClick={() => void host.agentStop(sessionId)}>
            Stop
          </button>
        )}
        <button type="button" className="lw-head-btn" aria-pressed={view === 'log'} onClick={() => setView(view === 'log' ? 'chat' : 'log')} title="Every event of this conversation with its time and origin">
          Log
        </button>
        <button type="button" className="lw-head-btn" aria-pressed={view === 'memory'} onClick={() => setView(view === 'memory' ? 'chat' : 'memory')} title="The office standards and lessons the agent learns from">
          Memory
        </button>
        <button type="button" className="lw-head-btn" aria-pressed={view === 'settings'} onClick={() => setView(view === 'settings' ? 'chat' : 'settings')} title="Provider, model, limits, API key">
          Settings
        </button>
      </header>
      {view === 'settings' && <AgentSettings host={host} onClose={back} />}
      {view === 'memory' && <MemoryPanel host={host} scope={scope} onClose={back} />}
      {view === 'log' && <SessionLog host={host} sessionId={sessionId} onClose={back} />}
      <div className="lw-chat-log" role="log" aria-live="polite" hidden={view !== 'chat'}>
        {chat.items.length === 0 && (
          <p className="lw-chat-empty">
            Describe the command you need. The agent writes AutoLISP, runs it against the current drawing, and offers the verified code; your script changes only when you press Accept.
          </p>
        )}
        {chat.items.map((item) => {
          switch (item.kind) {
            case 'user':
              return (
                <div key={item.id} className="lw-msg lw-msg-user">
                  {item.text}
                </div>
              );
            case 'assistant':
              return (
                <div key={item.id} className={`lw-msg lw-msg-assistant${item.streaming ? ' lw-streaming' : ''}`}>
                  <MessageText text={item.text} />
                </div>
              );
            case 'tool':
              return <ToolCard key={item.id} item={item} onShowRun={onShowRun} />;
            case 'notice':
              return (
                <div key={item.id} className={`lw-notice lw-notice-${item.tone}`}>
                  {item.text}
                </div>
              );
            case 'memory':
              return (
                <div key={item.id} className="lw-memory-card" data-testid="memory-card">
                  {item.notes.length ? (
                    <>
                      <span>
                        Memory: {item.notes.length} note{item.notes.length === 1 ? '' : 's'} ({item.tokens} of {item.budget} tokens)
                      </span>
                      <ul>
                        {item.notes.map((n) => (
                          <li key={n.id}>
                            {n.kind === 'standard' ? 'Standard' : 'Lesson'}: {n.title}
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <span>Memory: no note matches this request.</span>
                  )}
                </div>
              );
            case 'question':
              return <QuestionCard key={item.id} item={item} waiting={waiting === item.id} onAnswer={(t) => void answer(t)} />;
            case 'stopped':
              return (
                <FinalCodeCard
                  key={item.id}
                  item={item}
                  stale={item.id !== lastOfferId}
                  editorText={document.text}
                  onAccept={() => {
                    settleOffer(sessionId, item.id, 'accepted');
                    onAccept(item.event.code!);
                  }}
                  onReject={() => settleOffer(sessionId, item.id, 'rejected')}
                  onExport={() => void exportVerified(item.id, item.event)}
                  {...(exportStatus[item.id] ? { exportStatus: exportStatus[item.id] } : {})}
                />
              );
          }
        })}
        <div ref={bottom} />
      </div>
      {problem && (
        <div className="lw-notice lw-notice-error" role="alert">
          {problem}
          {/custody|confirm|key|base URL|provider|model/i.test(problem) && view !== 'settings' && (
            <button type="button" className="lw-inline-btn" onClick={() => setView('settings')}>
              Open the agent settings
            </button>
          )}
        </div>
      )}
      <form
        hidden={view !== 'chat'}
        className="lw-chat-input"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <textarea
          aria-label="Ask the agent"
          placeholder="Describe the command you need, e.g. move all lines on OLD_LAYER to NEW_LAYER (Ctrl+Enter sends)"
          value={task}
          onChange={(e) => setTask(e.target.value)}
          onKeyDown={(e) => {
            // Ctrl+Enter sends; marking it handled keeps the workbench's Ctrl+Enter (run the script) out of it
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void send();
            }
          }}
          disabled={chat.running}
        />
        <button type="submit" disabled={chat.running || !task.trim()}>
          Send
        </button>
      </form>
    </section>
  );
}
