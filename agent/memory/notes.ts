/*
 * Memory notes: small Markdown files in a workspace's `lispwright-memory/` folder, in two kinds:
 *   standards/  what the office uses (layer names, colours, text styles, block names, units),
 *               written and edited by the drafter;
 *   lessons/    an error and the fix that worked, written by the loop after a failed run was
 *               repaired and verified (and editable like any note).
 * A note is a front-matter header and a body:
 *
 *   ---
 *   kind: lesson
 *   title: (sslength nil) after an empty ssget
 *   tags: sslength, ssget
 *   error: bad argument type: lselsetp nil in C:MOVELINES
 *   seen: 2
 *   updated: 2025-01-01T00:00:00.000Z
 *   ---
 *   body …
 *
 * A hand-written file without a header is still a note: its kind comes from its folder, its title
 * from its first "# heading" or its file name.
 */

export type NoteKind = 'standard' | 'lesson';

export interface MemoryNote {
  /** "standards/layer-names.md" or "lessons/bad-argument-type.md" */
  id: string;
  kind: NoteKind;
  title: string;
  tags: string[];
  /** lessons: the error key the lesson is about */
  error?: string;
  /** lessons: how many repaired sessions taught it */
  seen?: number;
  updated?: string;
  body: string;
}

export const NOTE_DIRS: Readonly<Record<NoteKind, string>> = { standard: 'standards', lesson: 'lessons' };
export const MAX_NOTE_CHARS = 16_000;

const ID = /^(standards|lessons)\/[a-z0-9][a-z0-9._-]{0,80}\.md$/;

/** Whether `id` names a note file (no paths outside the memory folder, nothing but .md). */
export const isNoteId = (id: unknown): id is string => typeof id === 'string' && ID.test(id) && !id.includes('..');

export const kindOfId = (id: string): NoteKind => (id.startsWith('lessons/') ? 'lesson' : 'standard');

/** "Layer names & colours" -> "layer-names-colours" */
export function slug(title: string): string {
  const s = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return s || 'note';
}

export function parseNote(id: string, text: string): MemoryNote {
  const kind = kindOfId(id);
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  const head: Record<string, string> = {};
  let body = text;
  if (m) {
    for (const line of m[1]!.split(/\r?\n/)) {
      const kv = /^([a-z]+):\s*(.*)$/i.exec(line.trim());
      if (kv) head[kv[1]!.toLowerCase()] = kv[2]!.trim();
    }
    body = m[2]!;
  }
  body = body.trim();
  const heading = /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
  const title = head.title || heading || id.replace(/^.*\//, '').replace(/\.md$/, '').replace(/-/g, ' ');
  const note: MemoryNote = {
    id,
    kind: head.kind === 'lesson' || head.kind === 'standard' ? head.kind : kind,
    title: title.slice(0, 200),
    tags: (head.tags ?? '').split(',').map((t) => t.trim().toLowerCase()).filter(Boolean),
    body: body.slice(0, MAX_NOTE_CHARS),
  };
  if (head.error) note.error = head.error;
  const seen = Number(head.seen);
  if (Number.isInteger(seen) && seen > 0) note.seen = seen;
  if (head.updated) note.updated = head.updated;
  return note;
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

export function formatNote(n: Omit<MemoryNote, 'id'>): string {
  const head = [`kind: ${n.kind}`, `title: ${oneLine(n.title)}`];
  if (n.tags.length) head.push(`tags: ${n.tags.map(oneLine).join(', ')}`);
  if (n.error) head.push(`error: ${oneLine(n.error)}`);
  if (n.seen) head.push(`seen: ${n.seen}`);
  if (n.updated) head.push(`updated: ${n.updated}`);
  return `---\n${head.join('\n')}\n---\n${n.body.trim()}\n`;
}
