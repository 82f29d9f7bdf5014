/*
 * Document commands: new, open, save, save as, close, and restoring autosaved buffers. Texts go
 * to and from the editor service; the store keeps metadata; the last saved text of each
 * document is remembered here to tell whether it is dirty.
 */
import type { AutosavedBuffer, TextDocument } from '../../electron/shared/contract.js';
import { host } from '../app/host.js';
import { pathFor } from '../app/host-info.js';
import { editorService } from '../editor/editor-service.js';
import { activeDoc, type DocMeta } from '../store/documents.js';
import { useApp } from '../store/index.js';

const savedText = new Map<string, string>();
let counter = 0;

export const newDocId = (): string => `doc-${Date.now().toString(36)}-${++counter}`;

/** Open a host document in a new tab (or switch to it when that path is already open). */
export function openDocument(doc: TextDocument, opts: { id?: string; dirtyText?: string } = {}): string {
  const st = useApp.getState();
  const existing = doc.path ? st.docs.find((d) => d.path === doc.path) : undefined;
  if (existing && !opts.dirtyText) {
    st.setActive(existing.id);
    editorService().activate(existing.id);
    return existing.id;
  }
  const id = opts.id ?? newDocId();
  // the editor holds "\n" line endings; the document's own eol is kept for saving
  const lf = (t: string): string => t.replace(/\r\n/g, '\n');
  doc = { ...doc, text: lf(doc.text) };
  if (opts.dirtyText !== undefined) opts = { ...opts, dirtyText: lf(opts.dirtyText) };
  const meta: DocMeta = { id, name: doc.name, path: doc.path, encoding: doc.encoding, eol: doc.eol, dirty: false };
  savedText.set(id, doc.text);
  editorService().open(id, doc.name, opts.dirtyText ?? doc.text, doc.eol);
  st.addDoc(meta);
  editorService().activate(id);
  if (opts.dirtyText !== undefined && opts.dirtyText !== doc.text) st.updateDoc(id, { dirty: true });
  return id;
}

/** Called on every text change: keep the dirty flag right (undoing back to the saved text is clean). */
export function refreshDirty(id: string): boolean {
  const dirty = editorService().getText(id) !== (savedText.get(id) ?? '');
  useApp.getState().updateDoc(id, { dirty });
  return dirty;
}

export function documentOf(meta: DocMeta): TextDocument {
  return { path: meta.path, name: meta.name, text: editorService().getText(meta.id), encoding: meta.encoding, eol: meta.eol };
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
  useApp.getState().updateDoc(id, { name: saved.name, path: saved.path, encoding: saved.encoding, eol: saved.eol });
  refreshDirty(id);
  useApp.getState().notify('info', `Saved ${saved.path ?? saved.name}`);
  await host().discardAutosaved(id).catch(() => undefined);
}

/**
 * Save As: an existing file is replaced only after the drafter says so, and a tab never ends on
 * a file another tab holds (both would silently lose work).
 */
async function saveAs(meta: DocMeta, doc: TextDocument, confirm: (m: string) => boolean): Promise<TextDocument | null> {
  const p = await pathFor('Save as', meta.name);
  if (p === null) return null;
  const openPaths = useApp.getState().docs.filter((d) => d.id !== meta.id && d.path).map((d) => d.path!);
  let r = await host().saveFileAs(doc, p, { openPaths });
  if (r && 'exists' in r) {
    if (!confirm(`${r.exists} already exists. Replace it?`)) return null;
    r = await host().saveFileAs(doc, r.exists, { openPaths, overwrite: true });
  }
  if (r && 'openInTab' in r) {
    useApp.getState().notify('error', `${r.openInTab} is open in another tab: close that tab first, or save under another name.`);
    return null;
  }
  return r as TextDocument | null;
}

export async function saveActive(as = false, confirm: (m: string) => boolean = (m) => window.confirm(m)): Promise<boolean> {
  const meta = activeDoc(useApp.getState());
  if (!meta) return false;
  try {
    const doc = documentOf(meta);
    let saved: TextDocument | null;
    if (as || !meta.path) saved = await saveAs(meta, doc, confirm);
    else saved = await host().saveFile(doc);
    if (!saved) return false;
    await afterSave(meta.id, { ...saved, text: doc.text });
    return true;
  } catch (e) {
    useApp.getState().notify('error', `Could not save ${meta.name}: ${(e as Error).message}`);
    return false;
  }
}

export async function closeDocument(id: string, confirmClose: (name: string) => boolean = (n) => window.confirm(`${n} has unsaved changes. Close it anyway?`)): Promise<void> {
  const meta = useApp.getState().docs.find((d) => d.id === id);
  if (!meta) return;
  if (meta.dirty && !confirmClose(meta.name)) return;
  editorService().close(id);
  savedText.delete(id);
  useApp.getState().closeDoc(id);
  await host().discardAutosaved(id).catch(() => undefined);
  const next = useApp.getState().activeId;
  if (next) editorService().activate(next);
}

/** Put an autosaved buffer back in a tab, dirty, keeping its id so later autosaves replace it. */
export function restoreBuffer(b: AutosavedBuffer): void {
  const name = b.name;
  openDocument({ path: b.path, name, text: '', encoding: 'utf-8', eol: b.text.includes('\r\n') ? '\r\n' : '\n' }, { id: b.id, dirtyText: b.text });
  useApp.getState().dropRecovered(b.id);
}

export async function discardBuffer(b: AutosavedBuffer): Promise<void> {
  useApp.getState().dropRecovered(b.id);
  await host().discardAutosaved(b.id);
}

/** Test hook. */
export function resetDocumentCommands(): void {
  savedText.clear();
}
