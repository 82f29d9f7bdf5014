/*
 * Workbench layout state: which right-hand tab shows, the chat column, and one-shot view
 * commands (zoom extents / in / out) that the visible drawing view consumes by sequence number.
 */
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';

export type RightTab = 'before' | 'after' | 'overlay' | 'diff' | 'plot' | 'dialog';
export type ViewCommandKind = 'extents' | 'in' | 'out';
export type BottomTab = 'output' | 'console' | 'debug';

export interface ViewSlice {
  rightTab: RightTab;
  chatOpen: boolean;
  viewCommand: { kind: ViewCommandKind; seq: number } | null;
  status: string;
  bottomTab: BottomTab;
  setBottomTab(t: BottomTab): void;
  setRightTab(t: RightTab): void;
  toggleChat(): void;
  viewCmd(kind: ViewCommandKind): void;
  setStatus(s: string): void;
}

export const createViewSlice: StateCreator<AppState, [], [], ViewSlice> = (set) => ({
  rightTab: 'overlay',
  chatOpen: true,
  viewCommand: null,
  status: '',
  bottomTab: 'output',
  setBottomTab: (bottomTab) => set({ bottomTab }),
  setRightTab: (rightTab) => set({ rightTab }),
  toggleChat: () => set((s) => ({ chatOpen: !s.chatOpen })),
  viewCmd: (kind) => set((s) => ({ viewCommand: { kind, seq: (s.viewCommand?.seq ?? 0) + 1 } })),
  setStatus: (status) => set({ status }),
});
