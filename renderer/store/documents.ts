/*
 * Open documents (tabs): metadata only. The text of each lives in its editor model (see
 * renderer/editor/editor-service.ts), never here, so typing does not re-render the workbench.
 */
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';

export interface DocMeta {
  id: string;
  name: string;
  path: string | null;
  encoding: string;
  eol: '\n' | '\r\n';
  dirty: boolean;
  /** the file's hash when last read or written (a save asks when the file changed since) */
  diskHash?: string;
}

export interface DocumentsSlice {
  docs: DocMeta[];
  activeId: string | null;
  addDoc(meta: DocMeta): void;
  closeDoc(id: string): void;
  setActive(id: string): void;
  updateDoc(id: string, patch: Partial<Omit<DocMeta, 'id'>>): void;
}

export const createDocumentsSlice: StateCreator<AppState, [], [], DocumentsSlice> = (set) => ({
  docs: [],
  activeId: null,
  addDoc: (meta) => set((s) => ({ docs: [...s.docs, meta], activeId: meta.id })),
  closeDoc: (id) =>
    set((s) => {
      const i = s.docs.findIndex((d) => d.id === id);
      if (i < 0) return {};
      const docs = s.docs.filter((d) => d.id !== id);
      const activeId = s.activeId === id ? (docs[Math.min(i, docs.length - 1)]?.id ?? null) : s.activeId;
      return { docs, activeId };
    }),
  setActive: (id) => set((s) => (s.docs.some((d) => d.id === id) ? { activeId: id } : {})),
  updateDoc: (id, patch) =>
    set((s) => {
      const d = s.docs.find((x) => x.id === id);
      if (!d || Object.entries(patch).every(([k, v]) => d[k as keyof DocMeta] === v)) return {};
      return { docs: s.docs.map((x) => (x.id === id ? { ...x, ...patch } : x)) };
    }),
});

export const activeDoc = (s: AppState): DocMeta | undefined => s.docs.find((d) => d.id === s.activeId);
