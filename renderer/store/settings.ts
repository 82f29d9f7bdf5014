/* Settings the renderer uses (theme, editor font size), mirrored from the host's settings. */
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';

export interface SettingsSlice {
  theme: 'dark' | 'light';
  fontSize: number;
  setTheme(t: 'dark' | 'light'): void;
  setFontSize(n: number): void;
}

export const createSettingsSlice: StateCreator<AppState, [], [], SettingsSlice> = (set) => ({
  theme: 'dark',
  fontSize: 14,
  setTheme: (theme) => set({ theme }),
  setFontSize: (fontSize) => set({ fontSize }),
});
