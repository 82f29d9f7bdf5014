/*
 * Questions from the running script (interactive runs, see interpreter/runner/interaction.ts):
 * the one the run is waiting on, and the dialog last shown live, which stays on screen (busy)
 * while a tile change goes to the run and its next question comes back.
 */
import type { StateCreator } from 'zustand';
import type { AskRequest, DialogView, TransientGraphics } from '../../interpreter/runner/contract.js';
import type { AppState } from './index.js';

export interface PendingAsk {
  runId: string;
  askId: number;
  ask: AskRequest;
}

export interface AskSlice {
  pendingAsk: PendingAsk | null;
  liveDialog: { view: DialogView; busy: boolean } | null;
  /** the run is reading the mouse (its last question was a grread); stays set between questions */
  grreadActive: boolean;
  /** the temporary graphics the last grread question showed (kept between questions) */
  grreadGraphics: TransientGraphics | null;
  receiveAsk(p: PendingAsk): void;
  /** the pending question was answered: a dialog stays up, busy, unless `closeDialog` */
  answered(closeDialog: boolean): void;
  clearAsks(): void;
}

export const createAskSlice: StateCreator<AppState, [], [], AskSlice> = (set) => ({
  pendingAsk: null,
  liveDialog: null,
  grreadActive: false,
  grreadGraphics: null,
  receiveAsk: (p) =>
    set({
      pendingAsk: p,
      liveDialog: p.ask.kind === 'dialog' ? { view: p.ask.data, busy: false } : null,
      grreadActive: p.ask.kind === 'grread',
      grreadGraphics: p.ask.kind === 'grread' ? p.ask.data.graphics : null,
    }),
  answered: (closeDialog) => set((s) => ({ pendingAsk: null, liveDialog: s.liveDialog && !closeDialog ? { ...s.liveDialog, busy: true } : null })),
  clearAsks: () => set({ pendingAsk: null, liveDialog: null, grreadActive: false, grreadGraphics: null }),
});
