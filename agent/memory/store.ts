/*
 * Where memory notes live: a folder (`lispwright-memory/` in the workspace) with standards/ and
 * lessons/ inside, one Markdown file per note. Ids are checked (notes.ts isNoteId) so a caller can
 * name only files inside those two folders. Writes go through a temporary file and a rename.
 * `memoryStoreInMemory` serves tests and hosts without a workspace.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatNote, isNoteId, kindOfId, MAX_NOTE_CHARS, NOTE_DIRS, parseNote, slug, type MemoryNote, type NoteKind } from './notes.js';

export const MEMORY_DIR_NAME = 'lispwright-memory';
/** notes read per kind at most (a folder with thousands of files is not read whole) */
const MAX_NOTES = 500;

export interface NoteDraft {
  /** omitted: a new note named after its title */
  id?: string;
  kind: NoteKind;
  title: string;
  tags?: string[];
  error?: string;
  seen?: number;
  body: string;
}

export interface MemoryStore {
  /** a description of where the notes are (the folder) */
  readonly where: string;
  list(): Promise<MemoryNote[]>;
  save(draft: NoteDraft): Promise<MemoryNote>;
  remove(id: string): Promise<void>;
}

export class MemoryError extends Error {}

function checkDraft(d: NoteDraft): void {
  if (d.kind !== 'standard' && d.kind !== 'lesson') throw new MemoryError('a note is a standard or a lesson');
  if (typeof d.title !== 'string' || !d.title.trim()) throw new MemoryError('a note needs a title');
  if (typeof d.body !== 'string') throw new MemoryError('a note needs a body');
  if (d.body.length > MAX_NOTE_CHARS) throw new MemoryError(`a note may hold at most ${MAX_NOTE_CHARS} characters`);
  if (d.id !== undefined && !isNoteId(d.id)) throw new MemoryError(`not a note id: ${String(d.id).slice(0, 80)}`);
  if (d.tags !== undefined && (!Array.isArray(d.tags) || d.tags.some((t) => typeof t !== 'string'))) throw new MemoryError('tags must be strings');
}

function toNote(d: NoteDraft, id: string, now: string): MemoryNote {
  return {
    id,
    kind: d.kind,
    title: d.title.trim().slice(0, 200),
    tags: (d.tags ?? []).map((t) => t.trim().toLowerCase()).filter(Boolean).slice(0, 30),
    ...(d.error ? { error: d.error } : {}),
    ...(d.seen ? { seen: d.seen } : {}),
    updated: now,
    body: d.body,
  };
}

/** A new id for a draft: its kind's folder and its title's slug, numbered when taken. */
function newId(d: NoteDraft, taken: (id: string) => boolean): string {
  const base = `${NOTE_DIRS[d.kind]}/${slug(d.title)}`;
  let id = `${base}.md`;
  for (let k = 2; taken(id); k++) id = `${base}-${k}.md`;
  return id;
}

export function dirMemoryStore(dir: string, now: () => Date = () => new Date()): MemoryStore {
  const path = (id: string) => join(dir, ...id.split('/'));
  const readKind = async (kind: NoteKind): Promise<MemoryNote[]> => {
    let names: string[];
    try {
      names = (await readdir(join(dir, NOTE_DIRS[kind]))).filter((n) => n.endsWith('.md')).sort().slice(0, MAX_NOTES);
    } catch {
      return [];
    }
    const out: MemoryNote[] = [];
    for (const name of names) {
      const id = `${NOTE_DIRS[kind]}/${name}`;
      if (!isNoteId(id)) continue;
      try {
        out.push(parseNote(id, (await readFile(path(id), 'utf8')).slice(0, MAX_NOTE_CHARS + 2000)));
      } catch {
        // unreadable: left out
      }
    }
    return out;
  };
  return {
    where: dir,
    async list() {
      return [...(await readKind('standard')), ...(await readKind('lesson'))];
    },
    async save(d) {
      checkDraft(d);
      const existing = new Set((await this.list()).map((n) => n.id));
      const id = d.id ?? newId(d, (x) => existing.has(x));
      const note = toNote(d, id, now().toISOString());
      await mkdir(join(dir, NOTE_DIRS[kindOfId(id)]), { recursive: true });
      const tmp = `${path(id)}.${process.pid}.tmp`;
      await writeFile(tmp, formatNote(note), 'utf8');
      await rename(tmp, path(id));
      return note;
    },
    async remove(id) {
      if (!isNoteId(id)) throw new MemoryError(`not a note id: ${String(id).slice(0, 80)}`);
      await rm(path(id), { force: true });
    },
  };
}

export function memoryStoreInMemory(initial: MemoryNote[] = [], now: () => Date = () => new Date()): MemoryStore & { notes: Map<string, MemoryNote> } {
  const notes = new Map(initial.map((n) => [n.id, n]));
  return {
    where: '(memory)',
    notes,
    async list() {
      return [...notes.values()].sort((a, b) => a.id.localeCompare(b.id));
    },
    async save(d) {
      checkDraft(d);
      const id = d.id ?? newId(d, (x) => notes.has(x));
      const note = toNote(d, id, now().toISOString());
      notes.set(id, note);
      return note;
    },
    async remove(id) {
      if (!isNoteId(id)) throw new MemoryError(`not a note id: ${String(id).slice(0, 80)}`);
      notes.delete(id);
    },
  };
}
