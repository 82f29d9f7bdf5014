/*
 * Chat state: one conversation per script (session id), built by folding agent events. The fold
 * (`reduceChat`) is pure so it serves live events and transcript replay alike (stored transcripts
 * have no streaming deltas: the complete messages rebuild the same view). Drawing panels are not
 * touched here: a clicked run card is handed to the run slice's `showRun`.
 */
import { create } from 'zustand';
import type { RunResult } from '../../interpreter/runner/contract.js';
import type { AgentEvent, InjectedNote, StoppedEvent, ToolOrigin, Verification } from '../../agent/events.js';

export type ToolStatus = 'running' | 'ok' | 'failed';

export type ChatItem =
  | { kind: 'user'; id: string; text: string }
  | { kind: 'assistant'; id: string; text: string; streaming: boolean }
  | {
      kind: 'tool';
      id: string;
      name: string;
      argsText: string;
      args?: unknown;
      status: ToolStatus;
      summary?: string;
      origin: ToolOrigin;
      code?: string;
      run?: RunResult;
      verification?: Verification;
    }
  | { kind: 'notice'; id: string; text: string; tone: 'retry' | 'error' | 'info' }
  | { kind: 'memory'; id: string; notes: InjectedNote[]; tokens: number; budget: number; dir: string }
  | { kind: 'question'; id: string; question: string; choices?: string[]; answer?: string }
  | { kind: 'stopped'; id: string; event: StoppedEvent; offer: 'pending' | 'accepted' | 'rejected' };

export interface ChatSession {
  items: ChatItem[];
  running: boolean;
  round?: { turn: number; attempt: number; maxAttempts: number };
}

export const emptySession = (): ChatSession => ({ items: [], running: false });

let seq = 0;
const nextId = (p: string) => `${p}-${++seq}`;

function updateTool(items: ChatItem[], callId: string, f: (t: Extract<ChatItem, { kind: 'tool' }>) => Extract<ChatItem, { kind: 'tool' }>): ChatItem[] {
  const i = items.findIndex((x) => x.kind === 'tool' && x.id === callId);
  if (i < 0) return items;
  const copy = [...items];
  copy[i] = f(items[i] as Extract<ChatItem, { kind: 'tool' }>);
  return copy;
}

const finishStreaming = (items: ChatItem[]): ChatItem[] => {
  const last = items.at(-1);
  return last?.kind === 'assistant' && last.streaming ? [...items.slice(0, -1), { ...last, streaming: false }] : items;
};

export function reduceChat(s: ChatSession, e: AgentEvent): ChatSession {
  const items = s.items;
  switch (e.type) {
    case 'user-message':
      return { ...s, running: true, items: [...items, { kind: 'user', id: nextId('u'), text: e.text }] };
    case 'round':
      return { ...s, running: true, round: { turn: e.turn, attempt: e.attempt, maxAttempts: e.maxAttempts }, items: finishStreaming(items) };
    case 'text-delta': {
      const last = items.at(-1);
      if (last?.kind === 'assistant' && last.streaming) return { ...s, items: [...items.slice(0, -1), { ...last, text: last.text + e.delta }] };
      return { ...s, items: [...items, { kind: 'assistant', id: nextId('a'), text: e.delta, streaming: true }] };
    }
    case 'assistant-message': {
      const last = items.at(-1);
      if (last?.kind === 'assistant' && last.streaming) return { ...s, items: [...items.slice(0, -1), { ...last, text: e.text, streaming: false }] };
      // text deltas end before tool calls stream; the finished message may land after the cards
      const i = items.findLastIndex((x) => x.kind === 'assistant' && x.streaming);
      if (i >= 0) return { ...s, items: items.map((x, k) => (k === i ? { ...(x as Extract<ChatItem, { kind: 'assistant' }>), text: e.text, streaming: false } : x)) };
      return { ...s, items: [...items, { kind: 'assistant', id: nextId('a'), text: e.text, streaming: false }] };
    }
    case 'tool-call-started':
      if (items.some((x) => x.kind === 'tool' && x.id === e.callId)) return s;
      return { ...s, items: [...items, { kind: 'tool', id: e.callId, name: e.name, argsText: '', status: 'running', origin: e.origin }] };
    case 'tool-call-arguments-delta':
      return { ...s, items: updateTool(items, e.callId, (t) => ({ ...t, argsText: t.argsText + e.delta })) };
    case 'tool-call-finished': {
      const base = items.some((x) => x.kind === 'tool' && x.id === e.callId)
        ? items
        : [...items, { kind: 'tool' as const, id: e.callId, name: e.name, argsText: '', status: 'running' as const, origin: e.origin }];
      return {
        ...s,
        items: updateTool(base, e.callId, (t) => ({
          ...t,
          args: e.args,
          argsText: t.argsText || (typeof e.args === 'string' ? e.args : JSON.stringify(e.args)),
          status: e.ok ? 'ok' : 'failed',
          summary: e.summary,
          origin: e.origin,
          ...(codeOf(e.args) !== undefined ? { code: codeOf(e.args)! } : {}),
        })),
      };
    }
    case 'run-attached':
      return { ...s, items: updateTool(items, e.callId, (t) => ({ ...t, run: e.result, code: e.code })) };
    case 'verification-changed': {
      const i = items.findLastIndex((x) => x.kind === 'tool' && x.run !== undefined && x.run.codeHash === e.verification.codeHash);
      if (i < 0) return s;
      return { ...s, items: items.map((x, k) => (k === i ? { ...(x as Extract<ChatItem, { kind: 'tool' }>), verification: e.verification } : x)) };
    }
    case 'retry': {
      // the partial answer of the failed request is dropped (and calls it had begun); the retry streams it again
      const last = items.at(-1);
      const kept = (last?.kind === 'assistant' && last.streaming ? items.slice(0, -1) : items).filter((x) => !(x.kind === 'tool' && x.status === 'running' && x.origin === 'model'));
      const wait = e.delayMs >= 1000 ? `${Math.round(e.delayMs / 100) / 10} s` : `${e.delayMs} ms`;
      const why = e.fromServer ? ' (the server asked to wait)' : '';
      return { ...s, items: [...kept, { kind: 'notice', id: nextId('n'), text: `${e.message} — retrying in ${wait}${why}, try ${e.attempt + 1} of ${e.maxRetries + 1}`, tone: 'retry' }] };
    }
    case 'notice':
      return { ...s, items: [...items, { kind: 'notice', id: nextId('n'), text: e.message, tone: 'info' }] };
    case 'memory-injected':
      return { ...s, items: [...items, { kind: 'memory', id: nextId('m'), notes: e.notes, tokens: e.tokens, budget: e.budget, dir: e.dir }] };
    case 'memory-written':
      return { ...s, items: [...items, { kind: 'notice', id: nextId('n'), text: `${e.updated ? 'Lesson updated' : 'Lesson saved'} in the workspace memory: ${e.title}`, tone: 'info' }] };
    case 'question':
      return { ...s, items: [...finishStreaming(items), { kind: 'question', id: e.callId, question: e.question, ...(e.choices ? { choices: e.choices } : {}) }] };
    case 'answer': {
      const i = items.findIndex((x) => x.kind === 'question' && x.id === e.callId);
      if (i < 0) return s;
      return { ...s, items: items.map((x, k) => (k === i ? { ...(x as Extract<ChatItem, { kind: 'question' }>), answer: e.text } : x)) };
    }
    case 'usage':
      return s;
    case 'error':
      return { ...s, items: [...items, { kind: 'notice', id: nextId('n'), text: e.message, tone: 'error' }] };
    case 'stopped': {
      // an error notice saying exactly what the stop card says is not shown twice
      const last = items.at(-1);
      const kept = last?.kind === 'notice' && last.tone === 'error' && last.text === e.message ? items.slice(0, -1) : items;
      return { ...s, running: false, items: [...finishStreaming(kept), { kind: 'stopped', id: nextId('s'), event: e, offer: 'pending' }] };
    }
  }
}

function codeOf(args: unknown): string | undefined {
  const c = (args as { code?: unknown } | null)?.code;
  return typeof c === 'string' ? c : undefined;
}

/** The chat state and its actions, as the chat view needs them (the app store has them too). */
export interface ChatState {
  chats: Record<string, ChatSession>;
  applyAgentEvent(sessionId: string, event: AgentEvent): void;
  loadTranscript(sessionId: string, events: AgentEvent[]): void;
  /** record the user's answer to a final-code offer (the editor is changed by the caller) */
  settleOffer(sessionId: string, itemId: string, answer: 'accepted' | 'rejected'): void;
}

/** A store the chat view can read: the app store (useApp) or the standalone one below. */
export interface ChatStore {
  <T>(selector: (s: ChatState) => T): T;
  getState(): ChatState;
}

type SetChat = (f: (s: ChatState) => Partial<ChatState>) => void;

/** The chat state and actions over any zustand `set` whose state includes ChatState. */
export function chatState(set: SetChat): ChatState {
  return {
    chats: {},
    applyAgentEvent: (id, event) => set((st) => ({ chats: { ...st.chats, [id]: reduceChat(st.chats[id] ?? emptySession(), event) } })),
    loadTranscript: (id, events) => {
      const session = events.reduce(reduceChat, emptySession());
      // a replayed transcript of a session that did not stop (app closed mid-run) is not running now
      set((st) => ({ chats: { ...st.chats, [id]: { ...session, running: false } } }));
    },
    settleOffer: (id, itemId, answer) =>
      set((st) => {
        const chat = st.chats[id];
        if (!chat) return {};
        return { chats: { ...st.chats, [id]: { ...chat, items: chat.items.map((x) => (x.kind === 'stopped' && x.id === itemId ? { ...x, offer: answer } : x)) } } };
      }),
  };
}

/** A store holding only the chat state (tests, embedding); the app keeps it in useApp. */
export const createChatStore = () => create<ChatState>()((set) => chatState(set));
