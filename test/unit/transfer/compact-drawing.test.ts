/*
 * The compact form a drawing crosses threads in (interpreter/drawing/transfer/) must read back as
 * the very database the DXF reader built: every record (head, body, xdata, deleted), the tables'
 * indexes, block definitions, layouts, owner lists, cursors, HANDSEED (the next handle given out),
 * the CLASSES and HEADER codes, and the system variables. Checked over the hand-made drawings, the
 * shared samples, and drawings a script has edited (extension dictionaries, xdata, new blocks,
 * deleted records, a block definition half made).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawingFactory, type DrawingPortImpl } from '../../../interpreter/drawing/port.js';
import type { DrawingDb } from '../../../interpreter/drawing/db.js';
import { compactTransferList, copyCompact, decodeDrawing, encodeDrawing } from '../../../interpreter/drawing/transfer/index.js';
import { runRequest } from '../../../interpreter/runner/run-request.js';
import { portableBuffers } from '../../../interpreter/ports/drawing.js';
import { repoRoot, samplePath, samplesMissing, skipping } from '../../support/samples.js';

const FIXTURES = ['assets/drawings/floor-plan.dxf', 'assets/drawings/site-plan.dxf', 'test/agent/fixtures/hostile-plan.dxf'];
const SAMPLES = ['3_us_main.dxf', 'POLI-ALL210_12.DXF', 'hatches_2.dxf', 'multi_insert_with_attribs.dxf', 'text_alignments.dxf'];

/** Everything a DrawingDb holds that a run can observe, as plain data. */
function dbState(db: DrawingDb) {
  return {
    ents: db.ents,
    objs: db.objs,
    slots: [...db.ents, ...db.objs].map((r) => [r.handle, db.get(r.handle) === r, db.isEntity(r.handle), db.entIndex(r.handle)]),
    tables: [...db.tables],
    blocks: [...db.blocks],
    blockByRecord: [...db.blockByRecord],
    layouts: [...db.layouts],
    ownerLists: [...db.ownerLists],
    spaces: [db.modelSpace, db.paperSpace, db.rootDict, db.plotStyleNormal],
    handSeed: db.handSeed,
    entEdits: db.entEdits,
    cursors: [[...db.tblCursor], [...db.dictCursor]],
    headerCodes: [...db.headerCodes],
    classes: db.classes,
    pending: db.pending,
    pendingBlock: db.pendingBlock,
  };
}

// JSON text compares large states fast; the hash (float64 bits of every number) catches what JSON rounds
// (keys sorted: the order an object's fields were written in is not the drawing's)
const text = (x: unknown): string =>
  JSON.stringify(x, (_k, v: unknown) => {
    if (v instanceof Map) return [...v];
    if (v && typeof v === 'object' && !Array.isArray(v)) return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)));
    return v;
  });

function expectSame(a: DrawingPortImpl, b: DrawingPortImpl, opts: { dxf?: boolean } = {}): void {
  expect(text(dbState(b.db))).toBe(text(dbState(a.db)));
  expect([...b.sysvars.entries()]).toEqual([...a.sysvars.entries()]);
  expect(b.name).toBe(a.name);
  expect(b.hash()).toBe(a.hash());
  if (opts.dxf !== false) expect(b.toDxf()).toBe(a.toDxf());
  expect(text(b.toUi(b.snapshot()))).toBe(text(a.toUi(a.snapshot())));
}

/** Through a real structured clone with the buffers transferred, as a worker receives it. */
function posted(port: DrawingPortImpl): DrawingPortImpl {
  const c = encodeDrawing(port);
  const copy = structuredClone(c, { transfer: compactTransferList(c) });
  expect(c.recs.byteLength).toBe(0); // transferred, not copied
  return decodeDrawing(copy);
}

const SCRIPTS = [
  '(entmake \'((0 . "LINE") (8 . "NEW") (10 0.0 0.0 0.0) (11 5.0 5.0 0.0))) (cdr (assoc 5 (entget (entlast))))',
  '(regapp "LW_T") (entmake \'((0 . "CIRCLE") (10 1.0 2.0 0.0) (40 . 3.0) (-3 ("LW_T" (1000 . "x") (1040 . 2.5) (1010 1.0 2.0 3.0))))) (entget (entlast) \'("LW_T"))',
  '(setq d (namedobjdict)) (dictadd d "LW_T" (entmakex \'((0 . "XRECORD") (100 . "AcDbXrecord") (1 . "x") (70 . 3)))) (dictsearch d "LW_T")',
  '(vl-load-com) (setq o (vlax-ename->vla-object (entnext))) (vla-GetExtensionDictionary o) (entget (entnext))',
  '(entdel (entnext)) (command "_.LAYER" "_M" "T2" "") (setvar "CLAYER" "0") (list (getvar "CLAYER") (tblsearch "LAYER" "T2"))',
  '(entmake \'((0 . "BLOCK") (2 . "B1") (10 0.0 0.0 0.0) (70 . 0))) (entmake \'((0 . "CIRCLE") (10 0.0 0.0 0.0) (40 . 1.0))) (entmake \'((0 . "ENDBLK"))) (entmake \'((0 . "INSERT") (2 . "B1") (10 3.0 3.0 0.0)))',
  // a block definition left half made (the pending state crosses too)
  '(entmake \'((0 . "BLOCK") (2 . "HALF") (10 0.0 0.0 0.0) (70 . 0))) (entmake \'((0 . "LINE") (10 0.0 0.0 0.0) (11 1.0 1.0 0.0)))',
  '(setvar "USERR1" 2.5) (setvar "USERI2" 7) (setvar "USERS3" "text") (setvar "LASTPOINT" \'(1.0 2.0 3.0))',
];

function runOn(port: DrawingPortImpl, code: string) {
  const r = runRequest({ files: [{ name: 't.lsp', text: code }] }, { drawings: drawingFactory, port, drawingHash: 'h' });
  return { ok: r.ok, value: r.value, output: r.output, error: r.error?.message, diff: r.diff, hash: port.hash() };
}

describe('compact drawing transfer', () => {
  it.each(FIXTURES)('reads back as the DXF reader built it: %s', (file) => {
    const port = drawingFactory.fromDxf(readFileSync(join(repoRoot, file), 'utf8'), file);
    expectSame(port, posted(port));
  });

  it.each(SAMPLES)('reads back as the DXF reader built it (shared sample %s)', (name) => {
    if (skipping(`compact transfer of ${name}`, samplesMissing(name))) return;
    const port = drawingFactory.fromDxfBytes(readFileSync(samplePath(name)!), name);
    expectSame(port, posted(port), { dxf: false });
  });

  it.each(SCRIPTS)('an edited drawing crosses whole, and runs on as the original: %s', (code) => {
    const port = drawingFactory.fromDxf(readFileSync(join(repoRoot, FIXTURES[0]!), 'utf8'), 'floor-plan.dxf');
    const r = runOn(port, code);
    expect(r.ok, r.error).toBe(true);
    const copy = posted(port);
    expectSame(port, copy);
    // the next handle, entnext order, tables: a second script sees the same drawing
    const next = '(entmake \'((0 . "POINT") (10 9.0 9.0 0.0))) (list (cdr (assoc 5 (entget (entlast)))) (sslength (ssget "X")) (tblnext "LAYER" T) (getvar "HANDSEED"))';
    expect(runOn(copy, next)).toEqual(runOn(port, next));
  });

  it('keeps the sender\'s copy when asked to, and hands its typed arrays to the transfer list', () => {
    const port = drawingFactory.fromDxf(readFileSync(join(repoRoot, FIXTURES[1]!), 'utf8'), 'site-plan.dxf');
    const c = encodeDrawing(port);
    expect(portableBuffers(c).sort()).toEqual(compactTransferList(c).sort());
    const sent = copyCompact(c);
    structuredClone(sent, { transfer: compactTransferList(sent) });
    expect(c.recs.byteLength).toBeGreaterThan(0);
    expectSame(port, decodeDrawing(c));
  });

  it('refuses what is not a compact drawing', () => {
    expect(() => drawingFactory.fromPortable({ format: 'dxf', name: 'x' })).toThrow(/not a compact Lispwright drawing/);
    const c = encodeDrawing(drawingFactory.empty());
    expect(() => drawingFactory.fromPortable({ ...c, recs: [1, 2] } as unknown as typeof c)).toThrow(/not a compact/);
  });
});
