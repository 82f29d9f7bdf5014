/*
 * Console lines that are not run output: saves, exports, recovery notices and host failures.
 * Run output itself is read from the last RunResult.
 */
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';

export interface Notice {
  id: number;
  kind: 'info' | 'error';
  text: string;
}

export interface ConsoleSlice {
  notices: Notice[];
  notify(kind: Notice['kind'], text: string): void;
  clearNotices(): void;
}

let seq = 0;
const MAX_NOTICES = 200;

export const createConsoleSlice: StateCreator<AppState, [], [], ConsoleSlice> = (set) => ({
  notices: [],
  notify: (kind, text) => set((s) => ({ notices: [...s.notices.slice(-(MAX_NOTICES - 1)), { id: ++seq, kind, text }] })),
  clearNotices: () => set({ notices: [] }),
});
