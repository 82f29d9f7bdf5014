/*
 * ERASE: "Select objects:" then the objects are deleted (like entdel: the records stay, flagged
 * deleted, so OOPS and UNDO can bring them back). The erased set is kept for OOPS.
 */
import type { Ename } from '../../core/values.js';
import { defineCommand } from './engine/command-def.js';
import type { CommandIo } from './engine/io.js';
import { selectObjects } from './engine/select.js';

/** The objects the last ERASE removed (OOPS restores them). */
export const lastErased = (io: CommandIo): { items: Ename[] } => io.memory('oops', () => ({ items: [] as Ename[] }));

/** Delete entities (main entities of a space; their subentities follow them). */
export function eraseEntities(io: CommandIo, items: readonly Ename[]): void {
  const db = io.d.db;
  for (const e of items) {
    const r = db.getByEname(e);
    if (r && !r.deleted) db.replace({ ...r, deleted: true });
  }
}

export const ERASE = defineCommand({
  names: ['ERASE'],
  *run(io) {
    const items = yield* selectObjects(io);
    if (items.length === 0) return;
    eraseEntities(io, items);
    lastErased(io).items = items;
  },
});
