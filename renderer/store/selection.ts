/*
 * The entity the user picked (in the diff panel or a drawing view) and the one under the mouse.
 * Both views and the diff panel select on `selectedHandle`, which is how a row highlights its
 * entity and a click in a view highlights its row.
 */
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';

export interface SelectionSlice {
  selectedHandle: string | null;
  hoverHandle: string | null;
  /** the row expanded in the diff panel */
  expandedHandle: string | null;
  select(handle: string | null): void;
  hover(handle: string | null): void;
  toggleExpanded(handle: string): void;
}

export const createSelectionSlice: StateCreator<AppState, [], [], SelectionSlice> = (set) => ({
  selectedHandle: null,
  hoverHandle: null,
  expandedHandle: null,
  select: (selectedHandle) => set({ selectedHandle }),
  hover: (hoverHandle) => set((s) => (s.hoverHandle === hoverHandle ? {} : { hoverHandle })),
  toggleExpanded: (h) => set((s) => ({ expandedHandle: s.expandedHandle === h ? null : h })),
});
