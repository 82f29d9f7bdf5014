/*
 * ATTSYNC: brings every reference of a block up to date with its attribute definitions. Prompts
 * [MAC:ATTSYNC-Command]: "Enter an option [?/Name/Select] <Select>:", then for Name "Enter name
 * of block to synchronize:" (a wildcard pattern: the corpus idiom is (command "_.attsync" "_n" "*")),
 * for Select "Select a block:" and "ATTSYNC block NAME? [Yes/No] <Yes>:".
 * Each INSERT gets one ATTRIB per variable ATTDEF, placed and styled by the definition as an
 * insertion would place it; values are kept by tag (new tags take the default), attributes whose
 * definition is gone are removed. Blocks without attribute definitions are skipped with
 * "Block NAME has no attributes.".
 */
import { MESSAGES } from '../../core/messages.js';
import { attribGroups, blockBase, blockDef, insertAttribs, setEntityGroups, variableAttributes } from '../blocks.js';
import { buildEntityBody } from '../entity-body.js';
import { insertTransforms } from '../geometry/shape-block.js';
import { makeRecord } from '../model/record.js';
import { TagBuilder, tagNum, tagStr } from '../model/tags.js';
import { compileWcmatch } from '../selection/wildcard.js';
import { defineCommand } from './engine/command-def.js';
import type { CommandIo } from './engine/io.js';
import { selectObjects } from './engine/select.js';

/** Rebuild the ATTRIBs of every live reference of block `name`; how many references changed. */
export function syncBlockReferences(io: CommandIo, name: string): number {
  const db = io.d.db;
  const b = blockDef(db, name);
  if (!b) return 0;
  const defs = variableAttributes(db, name);
  const base = blockBase(db, b);
  const env = io.d.env();
  let n = 0;
  for (const ins of db.ents.slice()) {
    if (ins.type !== 'INSERT' || ins.deleted || tagStr(ins.body, 2).toUpperCase() !== b.name.toUpperCase()) continue;
    const old = insertAttribs(db, ins.handle);
    const byTag = new Map(old.map((a) => [tagStr(a.body, 2).toUpperCase(), tagStr(a.body, 1)]));
    const placement = insertTransforms(ins.body, base)[0]!;
    const layer = tagStr(ins.body, 8, '0');
    for (const h of db.subentities(ins.handle)) {
      const s = db.get(h);
      if (s && !s.deleted) db.replace({ ...s, deleted: true });
    }
    for (const a of defs) {
      const g = attribGroups(a, placement, byTag.get(a.tag.toUpperCase()) ?? a.value, layer);
      const t = new TagBuilder();
      for (const [c, v] of g) t.push(c, v);
      db.addEntity(makeRecord(db.newHandle(), 'ATTRIB', ins.handle, buildEntityBody('ATTRIB', t.done(), env, true).body));
    }
    if (defs.length) db.addEntity(makeRecord(db.newHandle(), 'SEQEND', ins.handle, buildEntityBody('SEQEND', new TagBuilder().push(8, layer).done(), env, true).body));
    const has = tagNum(ins.body, 66) === 1;
    if (has !== defs.length > 0) setEntityGroups(io.d, ins, [[66, defs.length ? 1 : 0]]);
    n++;
  }
  return n;
}

function attributeBlocks(io: CommandIo): string[] {
  const db = io.d.db;
  return [...db.blocks.values()].filter((b) => !db.isLayout(b.record) && !b.name.startsWith('*') && variableAttributes(db, b.name).length > 0).map((b) => b.name);
}

export const ATTSYNC = defineCommand({
  names: ['ATTSYNC'],
  *run(io) {
    for (;;) {
      const a = yield* io.keyword('Enter an option [?/Name/Select] <Select>: ', { enter: true });
      if (a.kind === 'keyword' && a.k === '?') {
        yield* io.ask('Enter attribute block(s) to list <*>: ', { text: true, enter: true });
        io.message(attributeBlocks(io).join('\n'));
        continue;
      }
      if (a.kind === 'keyword' && a.k === 'Name') {
        const t = yield* io.text('Enter name of block to synchronize: ');
        const test = compileWcmatch(t.trim(), true);
        const names = [...io.d.db.blocks.values()].filter((b) => !io.d.db.isLayout(b.record) && !b.name.startsWith('*') && test(b.name)).map((b) => b.name);
        if (names.length === 0) {
          io.complainText(MESSAGES.blockNoSuch(t.trim()));
          return;
        }
        for (const n of names) {
          if (variableAttributes(io.d.db, n).length === 0 && !hasAttribRefs(io, n)) {
            if (names.length === 1) io.complainText(MESSAGES.noAttributes(n));
            continue;
          }
          syncBlockReferences(io, n);
        }
        return;
      }
      const items = yield* selectObjects(io, { prompt: 'Select a block: ', single: true, rejectLocked: false });
      const r = items[0] ? io.d.db.getByEname(items[0]) : undefined;
      if (!r || r.type !== 'INSERT') return;
      const name = tagStr(r.body, 2);
      const q = yield* io.keyword(`ATTSYNC block ${name}? [Yes/No] <Yes>: `, { enter: true });
      if (q.kind === 'keyword' && q.k === 'No') return;
      syncBlockReferences(io, name);
      return;
    }
  },
});

/** A block without definitions whose references still carry attributes (they are removed). */
function hasAttribRefs(io: CommandIo, name: string): boolean {
  const db = io.d.db;
  return db.ents.some((r) => r.type === 'INSERT' && !r.deleted && tagStr(r.body, 2).toUpperCase() === name.toUpperCase() && insertAttribs(db, r.handle).length > 0);
}
