/*
 * Which notes a session starts with: each note is scored against the request's words, the
 * functions the editor text calls, and the error being repaired; notes that match nothing are left
 * out, and the best are taken until a fixed token budget is spent. Standards weigh a little more
 * than lessons (they are the office's rules; lessons are hints). Deterministic: ties go by id.
 */
import { estimateTokens } from '../compaction.js';
import type { MemoryNote } from './notes.js';

export const DEFAULT_MEMORY_BUDGET = 1200;

export interface SelectionContext {
  task: string;
  editorText?: string;
  /** the error being repaired, when known */
  error?: string;
}

const STOP = new Set(
  'the and for with that this from into all any are was were has have had not but you your can will what when which who how why each every on in at to of a an is it be by or as if do so no yes then than them they their there these those its one two use using make made set get put new old'.split(' '),
);

/** Lower-case words of 3+ characters, without common English words (layer names keep _ and -). */
export function words(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-z0-9][a-z0-9_\-:*]{2,}/g) ?? []) if (!STOP.has(w)) out.add(w.replace(/s$/, ''));
  return out;
}

/** The functions a piece of AutoLISP calls: the symbol after each "(". */
export function calledFunctions(code: string): Set<string> {
  const out = new Set<string>();
  for (const m of code.matchAll(/\(\s*([a-z][a-z0-9\-*:_>]*)/gi)) out.add(m[1]!.toLowerCase());
  return out;
}

/** The text a note is injected as. */
export const noteText = (n: MemoryNote): string => `## ${n.kind === 'standard' ? 'Standard' : 'Lesson'}: ${n.title}\n${n.body.trim()}`;

export function scoreNote(n: MemoryNote, ctx: SelectionContext): number {
  const request = words(ctx.task);
  const noteWords = words(`${n.title} ${n.tags.join(' ')} ${n.body}`);
  let score = 0;
  for (const w of request) if (noteWords.has(w)) score += 1;
  if (ctx.editorText) {
    const fns = calledFunctions(ctx.editorText);
    for (const t of n.tags) if (fns.has(t)) score += 2;
  }
  if (ctx.error && n.error) {
    const e = ctx.error.toLowerCase();
    const ne = n.error.toLowerCase();
    if (e.includes(ne) || ne.includes(e)) score += 6;
    else for (const w of words(ne)) if (words(e).has(w)) score += 1;
  }
  return n.kind === 'standard' ? score * 1.5 : score;
}

export interface Selection {
  chosen: Array<{ note: MemoryNote; tokens: number }>;
  tokens: number;
}

export function selectNotes(notes: readonly MemoryNote[], ctx: SelectionContext, budget = DEFAULT_MEMORY_BUDGET): Selection {
  const ranked = notes
    .map((note) => ({ note, score: scoreNote(note, ctx) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.note.id.localeCompare(b.note.id));
  const chosen: Selection['chosen'] = [];
  let tokens = 0;
  for (const { note } of ranked) {
    const t = estimateTokens(noteText(note));
    if (tokens + t > budget) continue;
    chosen.push({ note, tokens: t });
    tokens += t;
  }
  return { chosen, tokens };
}
