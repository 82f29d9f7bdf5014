/*
 * What a DXF reader built, as plain data two readers' results can be compared by (every record,
 * table, block, layout, owner list, header call), or the error it refused the text with.
 */
import type { DrawingDb } from '../../interpreter/drawing/db.js';
import type { HeaderSink } from '../../interpreter/drawing/dxf/load.js';
import type { GV } from '../../interpreter/drawing/model/tags.js';

export type ReadOutcome = { ok: true; dump: unknown } | { ok: false; error: string };

export function dumpDb(db: DrawingDb, header: Array<[string, Array<[number, GV]>]>): unknown {
  const rec = (r: DrawingDb['ents'][number]) => ({ ...r, body: { c: [...r.body.c], v: [...r.body.v] } });
  return {
    ents: db.ents.map(rec),
    objs: db.objs.map(rec),
    tables: [...db.tables].map(([k, t]) => [k, t.handle, [...t.entries], t.order]),
    blocks: [...db.blocks],
    blockByRecord: [...db.blockByRecord],
    layouts: [...db.layouts],
    ownerLists: [...db.ownerLists],
    spaces: [db.modelSpace, db.paperSpace, db.rootDict, db.plotStyleNormal, db.handSeed],
    headerCodes: [...db.headerCodes],
    classes: db.classes.map((t) => ({ c: [...t.c], v: [...t.v] })),
    header,
  };
}

/** Read `input` with `read`: its dump, or the error's name and message. */
export function readOutcome(read: (input: string | Uint8Array, sink: HeaderSink) => DrawingDb, input: string | Uint8Array): ReadOutcome {
  const header: Array<[string, Array<[number, GV]>]> = [];
  try {
    const db = read(input, { header: (name, groups) => void header.push([name, groups]) });
    return { ok: true, dump: dumpDb(db, header) };
  } catch (e) {
    return { ok: false, error: `${(e as Error).name}: ${(e as Error).message}` };
  }
}
