/*
 * -BLOCK (and BLOCK from a program): a block definition from selected objects. Prompts from the
 * real transcript in "About Entity Context and Coordinate Transform Data" [ctx] and the -BLOCK
 * reference:
 *   Enter block name or [?]:
 *   Block "X" already exists. Redefine it? [Yes/No] <N>:     (EXPERT 2 and up: taken as Yes)
 *   Specify insertion base point or [Annotative]:
 *   Select objects:
 * The block's coordinate system is the UCS moved to the base point: the contents are copied in
 * UCS coordinates and the BLOCK's base point (10) is the point as given, so an insertion maps
 * it onto the insertion point. The block's insertion units are INSUNITS. What happens to the
 * selected objects follows BLOCKCREATEMODE (AutoCAD 2022 on): 0 (initial) they are erased and
 * an insertion of the new block takes their place, 1 they stay, 2 they are erased; erased ones
 * come back with OOPS, as the -BLOCK reference says. A redefinition updates every reference
 * (they draw from the definition); a block cannot contain a reference to itself.
 */
import { MESSAGES } from '../../core/messages.js';
import type { Ename } from '../../core/values.js';
import type { Vec3 } from '../geometry/vec.js';
import { blockDef, copyEntities, defineBlock, insertGroups } from '../blocks.js';
import { validSymbolName } from '../checks.js';
import { wcsToUcs } from '../coords.js';
import { tagStr } from '../model/tags.js';
import { defineCommand } from './engine/command-def.js';
import type { CommandIo } from './engine/io.js';
import { selectObjects } from './engine/select.js';
import { eraseEntities, lastErased } from './erase.js';
import { addInsert, listBlocks } from './insert.js';

/** Does any of these entities (or a block they reference, at any depth) insert block `name`? */
function references(io: CommandIo, handles: readonly string[], name: string, seen = new Set<string>()): boolean {
  const db = io.d.db;
  for (const h of handles) {
    const r = db.get(h);
    if (!r || r.type !== 'INSERT') continue;
    const bn = tagStr(r.body, 2).toUpperCase();
    if (bn === name.toUpperCase()) return true;
    if (seen.has(bn)) continue;
    seen.add(bn);
    const b = blockDef(db, bn);
    if (b && references(io, db.ownerLists.get(b.record) ?? [], name, seen)) return true;
  }
  return false;
}

/**
 * Define block `name` from selected objects (base point in the UCS), then deal with the objects
 * as BLOCKCREATEMODE / WBLOCKCREATEMODE say: 0 erased and replaced by an insertion at the base
 * point, 1 kept, 2 erased (OOPS brings erased ones back).
 */
export function blockFromObjects(io: CommandIo, items: readonly Ename[], name: string, base: Vec3, mode: number): void {
  const db = io.d.db;
  const handles = items.map((e) => db.handleOf(e)).filter((h): h is string => h !== undefined);
  const { copies } = copyEntities(io.d, handles, wcsToUcs(io.ctx.sysvars));
  const def = defineBlock(io.d, { name, base, units: io.num('INSUNITS', 0), contents: copies });
  if (mode === 1) return;
  eraseEntities(io, items);
  lastErased(io).items = items.slice();
  if (mode === 0) {
    const made = insertGroups(io.d, { name: def.name, at: io.ocs(base), rotation: io.ocsAngle(0), normal: io.normal(), layer: io.str('CLAYER', '0') });
    addInsert(io, made.groups, made.attribs.map((x) => x.groups));
  }
}

export const BLOCK = defineCommand({
  names: ['-BLOCK', 'BLOCK'],
  *run(io) {
    let name: string;
    for (;;) {
      const a = yield* io.ask('Enter block name or [?]: ', { text: true });
      if (a.kind === 'keyword') {
        yield* listBlocks(io);
        continue;
      }
      if (a.kind !== 'text') continue;
      name = a.s.trim();
      if (!validSymbolName(name) || name.startsWith('*')) {
        io.complainText(MESSAGES.blockInvalidName());
        continue;
      }
      const existing = io.d.db.block(name);
      if (existing && io.d.db.isLayout(existing.record)) {
        io.complainText(MESSAGES.blockInvalidName());
        continue;
      }
      if (existing && io.num('EXPERT', 0) < 2) {
        const q = yield* io.keyword(`Block "${existing.name}" already exists. Redefine it? [Yes/No] <N>: `, { enter: true });
        if (q.kind !== 'keyword' || q.k !== 'Yes') continue;
      }
      break;
    }
    let base;
    for (;;) {
      const a = yield* io.point('Specify insertion base point or [Annotative]: ');
      if (a.kind === 'point') {
        base = a.p;
        break;
      }
      if (a.kind === 'keyword') return io.notSimulated('-BLOCK Annotative');
    }
    const items = yield* selectObjects(io);
    if (items.length === 0) {
      io.message(MESSAGES.blockNothingSelected());
      return;
    }
    const db = io.d.db;
    const handles = items.map((e) => db.handleOf(e)!).filter(Boolean);
    if (references(io, handles, name)) {
      io.complainText(MESSAGES.blockSelfReference(name));
      return;
    }
    blockFromObjects(io, items, name, base, io.num('BLOCKCREATEMODE', 0));
  },
});
