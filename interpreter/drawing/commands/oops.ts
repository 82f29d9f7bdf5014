/*
 * OOPS: brings back the objects the last ERASE deleted (once; a later ERASE replaces them).
 */
import { defineCommand } from './engine/command-def.js';
import { lastErased } from './erase.js';

export const OOPS = defineCommand({
  names: ['OOPS'],
  *run(io) {
    const memo = lastErased(io);
    const db = io.d.db;
    for (const e of memo.items) {
      const r = db.getByEname(e);
      if (r && r.deleted) db.replace({ ...r, deleted: false });
    }
    memo.items = [];
  },
});
