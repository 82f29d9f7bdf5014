/*
 * The console pane's commands: one console session on the host (opened on first use with the
 * workbench's drawing and open documents), expressions evaluated in order, Load selection /
 * Load file from the editor, Reset back to the opened drawing, Esc to stop an expression or
 * refuse a prompt, and prompts answered by a pick on the drawing or typed text. After each
 * expression the drawing since the last reset is what the views and the Diff tab show.
 */
import { host } from '../app/host.js';
import { editorService } from '../editor/editor-service.js';
import { activeDoc } from '../store/documents.js';
import { useApp } from '../store/index.js';
import { answerFromPick, answerFromText } from '../panels/console-answer.js';
import type { ConsoleEvalResult } from '../../electron/shared/contract.js';

let sessionId: string | null = null;
let opening: Promise<string> | null = null;
let offAsk: (() => void) | null = null;
let seq = 0;
/** The expressions typed so far, evaluated one after another. */
let queue: Promise<void> = Promise.resolve();

function openSession(): Promise<string> {
  if (sessionId) return Promise.resolve(sessionId);
  if (opening) return opening;
  const st = useApp.getState();
  const id = `console-${Date.now().toString(36)}-${++seq}`;
  offAsk ??= host().on('console:ask', (p) => {
    if (p.sessionId === sessionId) useApp.getState().setRepl({ replAsk: { id: p.id, kind: p.kind, prompt: p.prompt } });
  });
  const files = st.docs.map((d) => ({ name: d.name, text: editorService().getText(d.id) }));
  opening = host()
    .consoleOpen({ sessionId: id, drawing: st.drawing ? { kind: 'snapshot', id: st.drawing.id } : { kind: 'empty' }, files, budget: st.budget })
    .then(() => {
      sessionId = id;
      useApp.getState().setRepl({ replSessionId: id });
      return id;
    })
    .finally(() => {
      opening = null;
    });
  return opening;
}

async function evaluate(input: string, run: (id: string) => Promise<ConsoleEvalResult>): Promise<void> {
  const st = useApp.getState();
  const entry = st.addReplEntry({ input, output: [], running: true });
  st.setRepl({ replBusy: true });
  try {
    const id = await openSession();
    const r = await run(id);
    useApp.getState().updateReplEntry(entry, { output: r.output, running: false, ...(r.ok ? { value: r.value } : {}), ...(r.error ? { error: r.error } : {}) });
    await showConsoleDrawing();
  } catch (e) {
    useApp.getState().updateReplEntry(entry, { running: false, note: `The console could not run this: ${(e as Error).message}` });
  } finally {
    useApp.getState().setRepl({ replBusy: false, replAsk: null });
  }
}

/** Enter in the console: an answer to the waiting prompt, or an expression to evaluate. */
export async function consoleSubmit(text: string): Promise<void> {
  const st = useApp.getState();
  const ask = st.replAsk;
  if (ask && sessionId) {
    st.setRepl({ replAsk: null });
    const input = answerFromText(ask.kind, text);
    await host().consoleAnswer(sessionId, ask.id, input);
    return;
  }
  if (!text.trim()) return;
  st.pushHistory(text);
  // An expression entered while the previous one still runs (or its drawing is still being shown)
  // waits for it: the console evaluates in order and never drops what was typed.
  const turn = queue.then(() => evaluate(text, (id) => host().consoleEval(id, text)));
  queue = turn.catch(() => undefined);
  await turn;
}

/** Load the active document (or its selection) into the console. */
export async function consoleLoad(selectionOnly: boolean): Promise<void> {
  const st = useApp.getState();
  const meta = activeDoc(st);
  if (!meta || st.replBusy) return;
  st.setBottomTab('console');
  const text = selectionOnly ? editorService().getSelection(meta.id) : editorService().getText(meta.id);
  if (!text.trim()) {
    st.notify('info', selectionOnly ? 'Select the forms to load first.' : 'The document is empty.');
    return;
  }
  await evaluate(selectionOnly ? `; load selection of ${meta.name}` : `; load ${meta.name}`, (id) => host().consoleLoad(id, { name: meta.name, text }));
}

/** Reset: a fresh interpreter on the drawing the workbench has open. */
export async function consoleReset(): Promise<void> {
  const st = useApp.getState();
  if (sessionId) await host().consoleClose(sessionId).catch(() => undefined);
  sessionId = null;
  st.setRepl({ replAsk: null, replBusy: false });
  try {
    await openSession();
    st.addReplEntry({ input: '', output: [], note: `Reset: a fresh session on ${st.drawing ? st.drawing.name : 'an empty drawing'}.` });
    await showConsoleDrawing();
  } catch (e) {
    st.addReplEntry({ input: '', output: [], note: `Reset failed: ${(e as Error).message}` });
  }
}

/** Esc: refuse the prompt, or stop the running expression. */
export async function consoleEscape(): Promise<boolean> {
  const st = useApp.getState();
  if (!sessionId) return false;
  if (st.replAsk) {
    const ask = st.replAsk;
    st.setRepl({ replAsk: null });
    await host().consoleAnswer(sessionId, ask.id, { esc: true });
    return true;
  }
  if (st.replBusy) {
    await host().consoleCancel(sessionId);
    return true;
  }
  return false;
}

/** A click on a drawing view while a prompt waits: answer it with the pick. Returns whether it did. */
export function consolePick(handle: string | null, point: [number, number]): boolean {
  const st = useApp.getState();
  const ask = st.replAsk;
  if (!ask || !sessionId) return false;
  const input = answerFromPick(ask.kind, handle, point);
  if (!input) {
    st.notify('info', 'Nothing there to pick: click an entity, type an answer, or press Esc.');
    return true;
  }
  st.setRepl({ replAsk: null });
  void host().consoleAnswer(sessionId, ask.id, input);
  return true;
}

async function showConsoleDrawing(): Promise<void> {
  if (!sessionId) return;
  const d = await host().consoleDrawing(sessionId).catch(() => null);
  if (!d) return;
  useApp.getState().setDebug({ drawingOverride: { kind: 'console', label: 'the console, since its last reset', before: d.before, after: d.after, diff: d.diff } });
}
