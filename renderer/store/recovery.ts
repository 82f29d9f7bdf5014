/* Autosaved buffers found at start-up, offered back to the user until restored or discarded. */
import type { StateCreator } from 'zustand';
import type { AutosavedBuffer } from '../../electron/shared/contract.js';
import type { AppState } from './index.js';

export interface RecoverySlice {
  recovered: AutosavedBuffer[];
  setRecovered(b: AutosavedBuffer[]): void;
  dropRecovered(id: string): void;
}

export const createRecoverySlice: StateCreator<AppState, [], [], RecoverySlice> = (set) => ({
  recovered: [],
  setRecovered: (recovered) => set({ recovered }),
  dropRecovered: (id) => set((s) => ({ recovered: s.recovered.filter((b) => b.id !== id) })),
});
