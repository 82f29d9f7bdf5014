/*
 * Start-up and the things that run for the life of the page: settings from the host, the last
 * session restored (tabs, unsaved texts, drawing, Call, cases: session.ts), the first document,
 * host pushes (menu commands, files opened from outside, questions from interactive runs),
 * keyboard shortcuts in browser mode, debounced autosave of unsaved buffers, the session and the
 * test cases kept in step, and the warning before closing with unsaved changes. Returns a
 * function that undoes it all (tests).
 */
import { host } from './host.js';
import { subscribeAsks } from '../commands/ask.js';
import { subscribeRunOutput } from '../commands/run-output.js';
import { watchExternalChanges } from '../commands/external-changes.js';
import { openDocument, refreshDirty } from '../commands/documents.js';
import { runCommand, shortcutFor } from '../commands/registry.js';
import { editorService, subscribeEditorChanges } from '../editor/editor-service.js';
import { useApp } from '../store/index.js';
import { startCaseSync } from '../tests/case-files.js';
import { restoreSession, startSessionSync } from './session.js';

export const AUTOSAVE_DELAY_MS = 1000;

export const STARTER = `;; Lispwright — write AutoLISP, press F5 (or Ctrl+Enter) to run it against the drawing.
(defun c:hello (/ pts)
  (setq pts '((0.0 0.0) (10.0 0.0) (10.0 5.0)))
  (princ "Hello from Lispwright")
  pts)
(c:hello)
`;

export function startAutosave(delay = AUTOSAVE_DELAY_MS): () => void {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const off = subscribeEditorChanges((id) => {
    const dirty = refreshDirty(id);
    clearTimeout(timers.get(id));
    if (!dirty) return;
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        const meta = useApp.getState().docs.find((d) => d.id === id);
        if (!meta || !meta.dirty) return;
        host()
          .autosave({ id, name: meta.name, path: meta.path, text: editorService().getText(id), savedAt: new Date().toISOString() })
          .catch((e: unknown) => useApp.getState().notify('error', `Autosave failed: ${(e as Error).message}`));
      }, delay),
    );
  });
  return () => {
    off();
    for (const t of timers.values()) clearTimeout(t);
  };
}

export function hasUnsaved(): boolean {
  return useApp.getState().docs.some((d) => d.dirty);
}

export async function startWorkbench(opts: { starter?: boolean } = {}): Promise<() => void> {
  const h = host();
  const cleanups: Array<() => void> = [];
  cleanups.push(startAutosave());
  cleanups.push(h.on('menu:command', ({ command }) => runCommand(command)));
  cleanups.push(h.on('file:opened', ({ document }) => openDocument(document)));
  cleanups.push(subscribeAsks());
  cleanups.push(subscribeRunOutput());
  cleanups.push(watchExternalChanges());

  const onKey = (e: KeyboardEvent): void => {
    if (e.defaultPrevented) return;
    const c = shortcutFor(e);
    if (!c) return;
    e.preventDefault();
    runCommand(c);
  };
  window.addEventListener('keydown', onKey);
  cleanups.push(() => window.removeEventListener('keydown', onKey));

  const onBeforeUnload = (e: BeforeUnloadEvent): void => {
    if (!hasUnsaved()) return;
    e.preventDefault();
    e.returnValue = '';
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  cleanups.push(() => window.removeEventListener('beforeunload', onBeforeUnload));

  const st = useApp.getState();
  try {
    const s = await h.getSettings();
    st.setTheme(s.theme);
    st.setFontSize(s.fontSize);
    st.setBudget(s.budget);
  } catch (e) {
    st.notify('error', `Could not read settings: ${(e as Error).message}`);
  }
  try {
    await restoreSession();
  } catch (e) {
    st.notify('error', `Could not restore the last session: ${(e as Error).message}`);
  }
  if (useApp.getState().docs.length === 0) {
    const doc = await h.newDocument();
    openDocument(opts.starter === false || doc.text ? doc : { ...doc, text: STARTER });
  }
  cleanups.push(startCaseSync());
  cleanups.push(startSessionSync());
  return () => cleanups.forEach((c) => c());
}
