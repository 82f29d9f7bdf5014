/* Placeholder slice for the agent chat (the agent helper fills it in): the current session id. */
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';

export interface ChatSlice {
  chatSessionId: string | null;
  setChatSession(id: string | null): void;
}

export const createChatSlice: StateCreator<AppState, [], [], ChatSlice> = (set) => ({
  chatSessionId: null,
  setChatSession: (chatSessionId) => set({ chatSessionId }),
});
