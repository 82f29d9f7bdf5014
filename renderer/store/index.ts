/*
 * The workbench store: one zustand store combined from slices, one slice per file. Components
 * select narrowly (`useApp((s) => s.running)`); host pushes and commands update it from outside
 * React with `useApp.getState()` / `useApp.setState()`.
 */
import { create } from 'zustand';
import { createAskSlice, type AskSlice } from './ask.js';
import { createCasesSlice, type CasesSlice } from './cases.js';
import { createChatSlice, type ChatSlice } from './chat.js';
import { createConsoleSlice, type ConsoleSlice } from './console.js';
import { createDocumentsSlice, type DocumentsSlice } from './documents.js';
import { createDrawingSlice, type DrawingSlice } from './drawing.js';
import { createPlotSlice, type PlotSlice } from './plot.js';
import { createProjectSlice, type ProjectSlice } from './project.js';
import { createRecoverySlice, type RecoverySlice } from './recovery.js';
import { createRunSlice, type RunSlice } from './run.js';
import { createSelectionSlice, type SelectionSlice } from './selection.js';
import { createSettingsSlice, type SettingsSlice } from './settings.js';
import { createViewSlice, type ViewSlice } from './view.js';
import { createDebugSlice, type DebugSlice } from './debug.js';
import { createReplSlice, type ReplSlice } from './repl.js';

export type AppState = AskSlice & DocumentsSlice & RunSlice & DrawingSlice & SelectionSlice & ViewSlice & SettingsSlice & ConsoleSlice & PlotSlice & ChatSlice & RecoverySlice & ProjectSlice & CasesSlice & DebugSlice & ReplSlice;

export const createAppStore = () =>
  create<AppState>()((...a) => ({
    ...createDocumentsSlice(...a),
    ...createRunSlice(...a),
    ...createDrawingSlice(...a),
    ...createSelectionSlice(...a),
    ...createViewSlice(...a),
    ...createSettingsSlice(...a),
    ...createConsoleSlice(...a),
    ...createPlotSlice(...a),
    ...createChatSlice(...a),
    ...createRecoverySlice(...a),
    ...createAskSlice(...a),
    ...createProjectSlice(...a),
    ...createCasesSlice(...a),
    ...createDebugSlice(...a),
    ...createReplSlice(...a),
  }));

export const useApp = createAppStore();

/** The initial state, whose actions are bound to `useApp` (another store's would write there). */
const initialState = useApp.getState();

/** Tests: put the store back to its initial state. */
export function resetApp(): void {
  useApp.setState(initialState, true);
}
