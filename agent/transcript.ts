/*
 * Transcripts: the session's events, kept per script and persisted through an injected store so a
 * conversation survives a restart. What is stored is compacted: streaming deltas are dropped (the
 * complete assistant message and tool-call records carry the same text) and drawing snapshots are
 * left out of run results (the diff stays). Earlier requests and answers become model history
 * when the user continues the conversation.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunResult } from '../interpreter/runner/contract.js';
import type { AgentEvent } from './events.js';
import type { ChatMessage } from './llm-client.js';

export interface TranscriptStore {
  load(sessionId: string): Promise<AgentEvent[] | null>;
  save(sessionId: string, events: AgentEvent[]): Promise<void>;
}

export function memoryStore(): TranscriptStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    load: async (id) => (data.has(id) ? (JSON.parse(data.get(id)!) as AgentEvent[]) : null),
    save: async (id, events) => void data.set(id, JSON.stringify(events)),
  };
}

/** One JSON file per session in `dir` (written atomically through a temporary file). */
export function jsonFileStore(dir: string): TranscriptStore {
  const file = (id: string) => join(dir, `${encodeURIComponent(id)}.json`);
  return {
    async load(id) {
      try {
        return JSON.parse(await readFile(file(id), 'utf8')) as AgentEvent[];
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async save(id, events) {
      await mkdir(dir, { recursive: true });
      const tmp = `${file(id)}.tmp`;
      await writeFile(tmp, JSON.stringify(events), 'utf8');
      await rename(tmp, file(id));
    },
  };
}

const withoutSnapshots = (r: RunResult): RunResult => {
  const { before: _b, after: _a, ...rest } = r;
  return rest;
};

/** The events worth keeping, without deltas and snapshots. */
export function compactForStorage(events: readonly AgentEvent[]): AgentEvent[] {
  const out: AgentEvent[] = [];
  for (const e of events) {
    if (e.type === 'text-delta' || e.type === 'tool-call-arguments-delta') continue;
    if (e.type === 'run-attached') out.push({ ...e, result: withoutSnapshots(e.result) });
    else if (e.type === 'stopped' && e.run) out.push({ ...e, run: withoutSnapshots(e.run) });
    else out.push(e);
  }
  return out;
}

/** Earlier conversation as model history: each request, questions asked and answered, and the code it ended with. */
export function historyFrom(events: readonly AgentEvent[]): ChatMessage[] {
  const out: ChatMessage[] = [];
  for (const e of events) {
    if (e.type === 'user-message') out.push({ role: 'user', content: e.text });
    else if (e.type === 'question') out.push({ role: 'assistant', content: `I asked: ${e.question}` });
    else if (e.type === 'answer') out.push({ role: 'user', content: `My answer: ${e.text}` });
    else if (e.type === 'stopped') {
      const code = e.code ?? e.best?.code;
      const head = e.verified ? 'Delivered (verified):' : `Session ended (${e.reason}): ${e.message}${code ? ' Best version so far:' : ''}`;
      out.push({ role: 'assistant', content: code ? `${head}\n\`\`\`lisp\n${code}\n\`\`\`` : head });
    }
  }
  return out;
}
