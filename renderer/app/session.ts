/*
 * The session a reload or restart restores: the open tabs (saved files read again from disk,
 * unsaved texts from their autosaved buffers, each in its own tab: a path is never opened twice),
 * the active tab, the drawing (loaded again from where it came from), the Call field, the inputs
 * and each document's test-case panel. It is written to the host shortly after anything in it
 * changes. Autosaved buffers that no session tab names (a crash before the session was written)
 * are restored too; every unsaved document restored is listed once, with the time it was saved.
 */
import type { AutosavedBuffer, SessionState } from '../../electron/shared/contract.js';
import { openDocument, restoreBuffer } from '../commands/documents.js';
import { restoreDrawing } from '../commands/drawings.js';
import { editorService } from '../editor/editor-service.js';
import type { CaseSet } from '../store/cases.js';
import { useApp } from '../store/index.js';
import { host } from './host.js';

export const SESSION_DELAY_MS = 400;

/** The session as it is now. */
export function currentSession(): SessionState {
  const st = useApp.getState();
  const cases: Record<string, unknown> = {};
  for (const [id, set] of Object.entries(st.cases)) {
    // results and Esc reports are not worth keeping; cases and what is selected are
    const { results: _r, esc: _e, ...keep } = set;
    cases[id] = keep;
  }
  return {
    tabs: st.docs.map((d) => ({ id: d.id, name: d.name, path: d.path })),
    activeId: st.activeId,
    drawing: st.drawingSource,
    call: st.call,
    budget: st.budget,
    inputsText: st.inputsText,
    cases,
    savedAt: new Date().toISOString(),
  };
}

/** Write the session shortly after what it holds changes. */
export function startSessionSync(delay = SESSION_DELAY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = '';
  const write = (): void => {
    timer = undefined;
    const s = currentSession();
    const key = JSON.stringify({ ...s, savedAt: '' });
    if (key === last) return;
    last = key;
    void host().saveSession(s).catch(() => undefined);
  };
  const off = useApp.subscribe((s, p) => {
    if (s.docs === p.docs && s.activeId === p.activeId && s.drawingSource === p.drawingSource && s.call === p.call && s.budget === p.budget && s.inputsText === p.inputsText && s.cases === p.cases) return;
    clearTimeout(timer);
    timer = setTimeout(write, delay);
  });
  return () => {
    off();
    clearTimeout(timer);
  };
}

const isCaseSet = (v: unknown): v is Omit<CaseSet, 'results'> =>
  typeof v === 'object' && v !== null && Array.isArray((v as CaseSet).cases) && typeof (v as CaseSet).selected === 'number' && typeof (v as CaseSet).scratch === 'object';

/** Newest buffer per path (untitled ones by id): two autosaves of one file are one document. */
function onePerDocument(buffers: readonly AutosavedBuffer[]): { keep: AutosavedBuffer[]; stale: AutosavedBuffer[] } {
  const byKey = new Map<string, AutosavedBuffer>();
  const stale: AutosavedBuffer[] = [];
  for (const b of [...buffers].sort((x, y) => y.savedAt.localeCompare(x.savedAt))) {
    const key = b.path ? `path:${b.path.replace(/\\/g, '/').toLowerCase()}` : `id:${b.id}`;
    if (byKey.has(key)) stale.push(b);
    else byKey.set(key, b);
  }
  return { keep: [...byKey.values()], stale };
}

/**
 * Bring back the last session and every autosaved buffer. Returns whether any tab was opened
 * (otherwise the caller opens the starter document).
 */
export async function restoreSession(): Promise<boolean> {
  const h = host();
  const st = useApp.getState();
  const [session, buffers] = await Promise.all([h.loadSession().catch(() => null), h.listAutosaved().catch(() => [] as AutosavedBuffer[])]);
  const { keep, stale } = onePerDocument(buffers);
  for (const b of stale) void h.discardAutosaved(b.id).catch(() => undefined);
  const byId = new Map(keep.map((b) => [b.id, b]));
  const byPath = new Map(keep.filter((b) => b.path).map((b) => [b.path!.replace(/\\/g, '/').toLowerCase(), b]));
  const restored: AutosavedBuffer[] = [];
  const used = new Set<string>();
  const restoreOne = async (b: AutosavedBuffer, tabId?: string): Promise<void> => {
    used.add(b.id);
    const id = await restoreBuffer(b, tabId);
    if (id && useApp.getState().docs.find((d) => d.id === id)?.dirty) restored.push(b);
  };
  for (const tab of session?.tabs ?? []) {
    const b = byId.get(tab.id) ?? (tab.path ? byPath.get(tab.path.replace(/\\/g, '/').toLowerCase()) : undefined);
    if (b && !used.has(b.id)) {
      await restoreOne(b, tab.id);
      continue;
    }
    if (!tab.path) continue; // an untitled tab without edits has nothing to bring back
    try {
      const doc = await h.openFile(tab.path);
      if (doc) openDocument(doc, { id: tab.id });
    } catch {
      st.notify('error', `${tab.path} could not be opened again (moved or deleted?).`);
    }
  }
  for (const b of keep) if (!used.has(b.id)) await restoreOne(b);
  // the test-case panels and the working copy
  if (session) {
    const docs = useApp.getState().docs;
    for (const [id, v] of Object.entries(session.cases)) {
      const doc = docs.find((d) => d.id === id);
      if (doc && isCaseSet(v)) useApp.getState().setCaseSet(id, { ...(v as CaseSet), results: {} });
    }
    const active = session.activeId && docs.some((d) => d.id === session.activeId) ? session.activeId : docs[0]?.id;
    useApp.setState({ call: session.call, inputsText: session.inputsText });
    if (session.budget > 0) st.setBudget(session.budget);
    if (active) {
      useApp.getState().setActive(active);
      editorService().activate(active);
    }
    if (session.drawing) await restoreDrawing(session.drawing).catch(() => undefined);
  }
  useApp.getState().setRecovered(restored);
  return useApp.getState().docs.length > 0;
}
