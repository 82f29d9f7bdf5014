/*
 * Document commands: new, open, save, save as, close, and restoring autosaved buffers. Texts go
 * to and from the editor service; the store keeps metadata; the last saved text of each
 * document is remembered here to tell whether it is dirty.
 * Nothing is replaced without asking: Save As onto an existing file, Save over a file changed on
 * disk since it was read (the host answers WouldReplace; askConfirm asks). One path is open in
 * one tab at most: opening or restoring a path that is open switches to (or updates) its tab; Save
 * As onto a path another tab holds is refused by the host (openPaths), and should a save still
 * land on one (the same file spelt differently), that tab is closed (or, with unsaved edits, made
 * untitled).
 */
import type { AutosavedBuffer, TextDocument, WouldReplace } from '../../electron/shared/contract.js';
import { isWouldReplace } from '../../electron/shared/contract.js';
import { host } from '../app/host.js';
import { pathFor } from '../app/host-info.js';
import { editorService } from '../editor/editor-service.js';
import { askConfirm } from '../panels/confirm.js';
import { samePath } from '../project/project-run.js';
import { activeDoc, type DocMeta } from '../store/documents.js';
import { useApp } from '../store/index.js';

const savedText = new Map<string, string>();
let counter = 0;

export const newDocId = (): string => `doc-${Date.now().toString(36)}-${++counter}`;

/** Open a host document in a new tab (or switch to it when that path is already open). */
export function openDocument(doc: TextDocument, opts: { id?: string; dirtyText?: string } = {}): string {
  const st = useApp.getState();
  const existing = doc.path ? st.docs.find((d) => d.path !== null && samePath(d.path, doc.path!)) : opts.id ? st.docs.find((d) => d.id === opts.id) : undefined;
  if (existing) {
    // the path (or the restored buffer) already has its tab: bring back the unsaved text there
    if (opts.dirtyText !== undefined && opts.dirtyText.replace(/\r\n/g, '\n') !== editorService().getText(existing.id)) {
      editorService().setText(existing.id, opts.dirtyText.replace(/\r\n/g, '\n'));
      refreshDirty(existing.id);
    }
    st.setActive(existing.id);
    editorService().activate(existing.id);
    return existing.id;
  }
  const id = opts.id ?? newDocId();
  // the editor holds "\n" line endings; the document's own eol is kept for saving
  const lf = (t: string): string => t.replace(/\r\n/g, '\n');
  doc = { ...doc, text: lf(doc.text) };
  if (opts.dirtyText !== undefined) opts = { ...opts, dirtyText: lf(opts.dirtyText) };
  const meta: DocMeta = { id, name: doc.name, path: doc.path, encoding: doc.encoding, eol: doc.eol, dirty: false, ...(doc.diskHash ? { diskHash: doc.diskHash } : {}) };
  savedText.set(id, doc.text);
  editorService().open(id, doc.name, opts.dirtyText ?? doc.text, doc.eol);
  st.addDoc(meta);
  editorService().activate(id);
  if (opts.dirtyText !== undefined && opts.dirtyText !== doc.text) st.updateDoc(id, { dirty: true });
  return id;
}

/**
 * The file of a tab changed on disk (external-changes.ts): a clean tab takes the text as now on
 * disk; `sameText` (the disk holds what the tab has) only records the new hash.
 */
export function takeDiskVersion(id: string, doc: TextDocument | { diskHash: string }): void {
  const st = useApp.getState();
  if ('text' in doc) {
    const text = doc.text.replace(/\r\n/g, '\n');
    savedText.set(id, text);
    editorService().setText(id, text);
    st.updateDoc(id, { encoding: doc.encoding, eol: doc.eol, ...(doc.diskHash ? { diskHash: doc.diskHash } : {}) });
  } else {
    savedText.set(id, editorService().getText(id));
    st.updateDoc(id, { diskHash: doc.diskHash });
  }
  refreshDirty(id);
}

/** Called on every text change: keep the dirty flag right (undoing back to the saved text is clean). */
export function refreshDirty(id: string): boolean {
  const dirty = editorService().getText(id) !== (savedText.get(id) ?? '');
  useApp.getState().updateDoc(id, { dirty });
  return dirty;
}

export function documentOf(meta: DocMeta): TextDocument {
  const doc: TextDocument = { path: meta.path, name: meta.name, text: editorService().getText(meta.id), encoding: meta.encoding, eol: meta.eol };
  if (meta.diskHash) doc.diskHash = meta.diskHash;
  return doc;
}

export async function newDocument(): Promise<void> {
  openDocument(await host().newDocument());
}

export async function openFileCommand(path?: string): Promise<void> {
  const p = path ?? (await pathFor('Open which .lsp file?'));
  if (p === null) return;
  try {
    const doc = await host().openFile(p);
    if (doc) openDocument(doc);
  } catch (e) {
    useApp.getState().notify('error', `Could not open ${p ?? 'the file'}: ${(e as Error).message}`);
  }
}

async function afterSave(id: string, saved: TextDocument): Promise<void> {
  savedText.set(id, saved.text);
  useApp.getState().updateDoc(id, { name: saved.name, path: saved.path, encoding: saved.encoding, eol: saved.eol, ...(saved.diskHash ? { diskHash: saved.diskHash } : {}) });
  refreshDirty(id);
  useApp.getState().notify('info', `Saved ${saved.path ?? saved.name}`);
  if (saved.warning) useApp.getState().notify('error', saved.warning);
  await host().discardAutosaved(id).catch(() => undefined);
  if (saved.path) releasePath(saved.path, id);
}

/** Another tab that held `path` gives it up: closed when clean, made untitled (its edits kept) when not. */
function releasePath(path: string, keeper: string): void {
  for (const other of useApp.getState().docs) {
    if (other.id === keeper || !other.path || !samePath(other.path, path)) continue;
    if (!other.dirty) {
      editorService().close(other.id);
      savedText.delete(other.id);
      useApp.getState().closeDoc(other.id);
    } else {
      useApp.getState().updateDoc(other.id, { path: null, name: `${other.name} (unsaved copy)` });
      useApp.getState().notify('info', `${path} was replaced; the other tab that had it open keeps its unsaved edits as an untitled document.`);
    }
  }
  const active = useApp.getState().activeId;
  if (active) editorService().activate(active);
}

/** Ask before a write the host held back (WouldReplace); true: the user agreed. */
export function confirmReplace(r: WouldReplace, what: string): Promise<boolean> {
  return askConfirm(
    r.changedOnDisk
      ? { title: 'The file changed on disk', message: `${r.wouldReplace} was changed by another program since it was opened. ${what} would replace those changes.`, confirmLabel: 'Replace it' }
      : { title: 'Replace the existing file?', message: `${r.wouldReplace} already exists. ${what} would replace it.`, confirmLabel: 'Replace' },
  );
}

export async function saveActive(as = false): Promise<boolean> {
  const meta = activeDoc(useApp.getState());
  if (!meta) return false;
  try {
    const doc = documentOf(meta);
    let saved: TextDocument | null | WouldReplace;
    if (as || !meta.path) {
      const p = await pathFor('Save as', meta.name);
      if (p === null) return false;
      // a tab never ends on a file another tab holds (both would silently lose work)
      const openPaths = useApp.getState().docs.filter((d) => d.id !== meta.id && d.path).map((d) => d.path!);
      let r = await host().saveFileAs(doc, p, { openPaths });
      if (isWouldReplace(r)) {
        if (!(await confirmReplace(r, 'Save As'))) return false;
        r = await host().saveFileAs(doc, r.wouldReplace, { openPaths, overwrite: true });
      }
      if (r && 'openInTab' in r) {
        useApp.getState().notify('error', `${r.openInTab} is open in another tab: close that tab first, or save under another name.`);
        return false;
      }
      saved = r;
    } else {
      saved = await host().saveFile(doc);
      if (isWouldReplace(saved)) {
        if (!(await confirmReplace(saved, 'Saving'))) return false;
        saved = await host().saveFile(doc, { overwrite: true });
      }
    }
    if (!saved || isWouldReplace(saved)) return false;
    await afterSave(meta.id, { ...saved, text: doc.text });
    return true;
  } catch (e) {
    useApp.getState().notify('error', `Could not save ${meta.name}: ${(e as Error).message}`);
    return false;
  }
}

const askClose = (name: string): Promise<boolean> =>
  askConfirm({ title: 'Close without saving?', message: `${name} has unsaved changes. Closing it throws them away.`, confirmLabel: 'Close without saving' });

export async function closeDocument(id: string, confirmClose: (name: string) => boolean | Promise<boolean> = askClose): Promise<void> {
  const meta = useApp.getState().docs.find((d) => d.id === id);
  if (!meta) return;
  if (meta.dirty && !(await confirmClose(meta.name))) return;
  editorService().close(id);
  savedText.delete(id);
  useApp.getState().closeDoc(id);
  await host().discardAutosaved(id).catch(() => undefined);
  const next = useApp.getState().activeId;
  if (next) editorService().activate(next);
}

/**
 * Put an autosaved buffer back in a tab, dirty, over the file's text on disk (so undoing back to
 * it is clean). A path already open gets the text in its own tab, never a second one. The tab
 * keeps `tabId` (the session's) or the buffer's id; the buffer is re-saved under the tab's id so a
 * second reload still finds it. Returns the tab's id.
 */
export async function restoreBuffer(b: AutosavedBuffer, tabId?: string): Promise<string> {
  let base: TextDocument = { path: b.path, name: b.name, text: '', encoding: 'utf-8', eol: b.text.includes('\r\n') ? '\r\n' : '\n' };
  if (b.path) {
    try {
      const d = await host().openFile(b.path);
      if (d) base = d;
    } catch {
      // the file is gone: the buffer alone brings it back (saving recreates it)
    }
  }
  const id = openDocument(base, { id: tabId ?? b.id, dirtyText: b.text });
  useApp.getState().dropRecovered(b.id);
  const dirty = useApp.getState().docs.find((d) => d.id === id)?.dirty ?? false;
  if (!dirty) await host().discardAutosaved(b.id).catch(() => undefined);
  else if (id !== b.id) {
    await host().autosave({ ...b, id, text: editorService().getText(id) }).catch(() => undefined);
    await host().discardAutosaved(b.id).catch(() => undefined);
  }
  return id;
}

/** Throw away a restored document's unsaved edits: back to the file on disk, or closed when it has none. */
export async function discardRestored(b: AutosavedBuffer): Promise<void> {
  useApp.getState().dropRecovered(b.id);
  const meta = useApp.getState().docs.find((d) => d.id === b.id) ?? (b.path ? useApp.getState().docs.find((d) => d.path !== null && samePath(d.path, b.path!)) : undefined);
  if (!meta) {
    await host().discardAutosaved(b.id).catch(() => undefined);
    return;
  }
  const saved = savedText.get(meta.id);
  if (meta.path && saved !== undefined) {
    editorService().setText(meta.id, saved);
    refreshDirty(meta.id);
    await host().discardAutosaved(meta.id).catch(() => undefined);
  } else await closeDocument(meta.id, () => true);
  await host().discardAutosaved(b.id).catch(() => undefined);
}

export async function discardBuffer(b: AutosavedBuffer): Promise<void> {
  useApp.getState().dropRecovered(b.id);
  await host().discardAutosaved(b.id);
}

/** Test hook. */
export function resetDocumentCommands(): void {
  savedText.clear();
}
