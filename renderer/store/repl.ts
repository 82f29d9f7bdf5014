/*
 * The console pane: the expressions typed and what each gave, the input history, whether an
 * expression is running, and a prompt waiting for an answer (a pick on the drawing, or typed).
 */
import type { StateCreator } from 'zustand';
import type { OutputChunk, RunError } from '../../interpreter/runner/contract.js';
import type { AppState } from './index.js';

export interface ReplEntry {
  id: number;
  input: string;
  output: OutputChunk[];
  value?: string;
  error?: RunError;
  /** a note from the workbench (loaded a file, reset, failed to reach the host) */
  note?: string;
  running?: boolean;
}

export interface ReplAsk {
  id: number;
  kind: string;
  prompt: string;
}

export interface ReplSlice {
  replEntries: ReplEntry[];
  replHistory: string[];
  replBusy: boolean;
  replAsk: ReplAsk | null;
  replSessionId: string | null;
  addReplEntry(e: Omit<ReplEntry, 'id'>): number;
  updateReplEntry(id: number, patch: Partial<ReplEntry>): void;
  setRepl(patch: Partial<Pick<ReplSlice, 'replBusy' | 'replAsk' | 'replSessionId' | 'replEntries'>>): void;
  pushHistory(text: string): void;
}

let seq = 0;
const MAX_ENTRIES = 500;
const MAX_HISTORY = 200;

export const createReplSlice: StateCreator<AppState, [], [], ReplSlice> = (set) => ({
  replEntries: [],
  replHistory: [],
  replBusy: false,
  replAsk: null,
  replSessionId: null,
  addReplEntry: (e) => {
    const id = ++seq;
    set((s) => ({ replEntries: [...s.replEntries.slice(-(MAX_ENTRIES - 1)), { ...e, id }] }));
    return id;
  },
  updateReplEntry: (id, patch) => set((s) => ({ replEntries: s.replEntries.map((e) => (e.id === id ? { ...e, ...patch } : e)) })),
  setRepl: (patch) => set(patch),
  pushHistory: (text) => set((s) => ({ replHistory: [...s.replHistory.filter((h) => h !== text), text].slice(-MAX_HISTORY) })),
});
