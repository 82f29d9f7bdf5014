/*
 * The agent chat in the app store: which script's conversation is shown, and the conversations
 * themselves (folded from agent events by renderer/store/chat-slice.ts).
 */
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';
import { chatState, type ChatState } from './chat-slice.js';

export interface ChatSlice extends ChatState {
  chatSessionId: string | null;
  setChatSession(id: string | null): void;
}

export const createChatSlice: StateCreator<AppState, [], [], ChatSlice> = (set) => ({
  chatSessionId: null,
  setChatSession: (chatSessionId) => set({ chatSessionId }),
  ...chatState(set as (f: (s: ChatState) => Partial<ChatState>) => void),
});
