/*
 * The loop's use of the workspace memory: at session start, the notes that fit the request are
 * chosen and become one section of the system prompt (inside a data block: notes are reference, not
 * orders); after a failed run, a lesson about the same error is offered with the result; after a
 * repaired session, the lesson is written. Errors reading or writing the memory never stop a session.
 */
import type { InjectedNote } from '../events.js';
import { dataBlock } from '../untrusted.js';
import { distillLesson, type Repair } from './distill.js';
import type { MemoryNote } from './notes.js';
import { DEFAULT_MEMORY_BUDGET, noteText, selectNotes, type SelectionContext } from './select.js';
import type { MemoryStore } from './store.js';

export interface MemoryOptions {
  store: MemoryStore;
  /** tokens the injected notes may take (default 1200) */
  budgetTokens?: number;
  /** write lessons after repaired sessions (default true) */
  learn?: boolean;
}

export interface PreparedMemory {
  notes: MemoryNote[];
  /** the system-prompt section, absent when nothing was chosen */
  section?: string;
  injected: InjectedNote[];
  tokens: number;
  budget: number;
}

export async function prepareMemory(o: MemoryOptions, ctx: SelectionContext): Promise<PreparedMemory> {
  const budget = o.budgetTokens ?? DEFAULT_MEMORY_BUDGET;
  let notes: MemoryNote[] = [];
  try {
    notes = await o.store.list();
  } catch {
    notes = [];
  }
  const sel = selectNotes(notes, ctx, budget);
  const injected = sel.chosen.map(({ note, tokens }) => ({ id: note.id, kind: note.kind, title: note.title, tokens }));
  const out: PreparedMemory = { notes, injected, tokens: sel.tokens, budget };
  if (sel.chosen.length) {
    out.section =
      'Notes from this workspace\'s memory (the office\'s standards and lessons from earlier repairs). Follow the standards where they apply to the request, and use the lessons to avoid known mistakes:\n' +
      dataBlock('memory', sel.chosen.map(({ note }) => noteText(note)).join('\n\n'));
  }
  return out;
}

/** A lesson about this error (by its key), if the memory has one. */
export const lessonFor = (notes: readonly MemoryNote[], key: string): MemoryNote | undefined => notes.find((n) => n.kind === 'lesson' && n.error === key);

/** Write the lesson of a repair; returns it, or undefined when there was nothing to learn or the write failed. */
export async function learnFrom(o: MemoryOptions, repair: Repair, known: readonly MemoryNote[]): Promise<{ note: MemoryNote; updated: boolean } | undefined> {
  if (o.learn === false) return undefined;
  const draft = distillLesson(repair, known);
  if (!draft) return undefined;
  try {
    return { note: await o.store.save(draft), updated: draft.id !== undefined };
  } catch {
    return undefined;
  }
}

export type { MemoryNote } from './notes.js';
export type { MemoryStore, NoteDraft } from './store.js';
