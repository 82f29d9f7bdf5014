/*
 * Drafter programs on the block, attribute, hatch, dimension, linetype and file commands: a
 * door-tag schedule (ATTDEF, BLOCK, INSERT with attributes), room hatching from internal points,
 * dimensioning a picked rectangle, an attributed title block (placed, then revised with ATTEDIT
 * and ATTSYNC), centre lines with loaded linetypes, and a block library written with WBLOCK and
 * purged. Each runs end to end through runRequest; the checks read the diff, the output, the
 * files written and assertions evaluated in the run's own interpreter.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runRequest, type RunResult, type ScriptedInput } from '../../interpreter/runner/index.js';
import { drawingFactory, type DrawingPortImpl } from '../../interpreter/drawing/index.js';
import { ok, printed } from '../support/program-checks.js';

const here = dirname(fileURLToPath(import.meta.url));

function run(file: string, call: string, inputs: ScriptedInput[], opts: { port?: DrawingPortImpl; assertions?: string[] } = {}): RunResult {
  const text = readFileSync(join(here, file), 'utf8');
  const port = opts.port ?? drawingFactory.empty();
  return runRequest({ files: [{ name: file, text }], call, inputs, wantSnapshots: true, ...(opts.assertions ? { assertions: opts.assertions } : {}) }, { port });
}
/** A drawing prepared by a setup script (the program then runs on the same port). */
function drawing(setup: string): DrawingPortImpl {
  const port = drawingFactory.empty();
  const r = runRequest({ files: [{ name: 'setup.lsp', text: `(setvar "CMDECHO" 0) (setvar "OSMODE" 0) ${setup}` }] }, { port });
  expect(r.error?.message ?? '').toBe('');
  return port;
}
/** Entities the run added to a space (not the contents of block definitions it made), by type and layer. */
const added = (r: RunResult): Record<string, number> => {
  const out: Record<string, number> = {};
  const inSpace = new Set((r.after?.entities ?? []).filter((e) => !e.block).map((e) => e.handle));
  for (const e of r.diff?.entities ?? []) if (e.change === 'added' && inSpace.has(e.handle) && !['ATTRIB', 'SEQEND', 'VERTEX'].includes(e.type)) out[`${e.type}@${e.layer}`] = (out[`${e.type}@${e.layer}`] ?? 0) + 1;
  return out;
};

describe('block and annotation programs on the command line', () => {
  it('DOORS: the tag block made once, four insertions answering NUMBER and DTYPE, settings restored', () => {
    const r = ok(run('cmd-door-schedule.lsp', 'c:doors', [], {
      assertions: [
        '(= (cdr (assoc 70 (tblsearch "BLOCK" "DOORTAG"))) 2)',
        // the values in schedule order, each insertion's ATTRIBs in definition order
        `(equal (mapcar '(lambda (e) (list (cdr (assoc 1 (entget (entnext e)))) (cdr (assoc 1 (entget (entnext (entnext e)))))))
                 (mapcar 'cadr (ssnamex (ssget "X" '((0 . "INSERT") (2 . "DOORTAG"))))))
               '(("D01" "A") ("D02" "B") ("D03" "A") ("D04" "C")))`,
        '(equal (cdr (assoc 10 (entget (entlast)))) \'(1000.0 3000.0 0.0))',
        '(= (getvar "ATTDIA") 0)',
        '(= (getvar "CLAYER") "0")',
      ],
    }));
    // the circle and the definitions went into the block (BLOCKCREATEMODE 2 for the run)
    expect(added(r)).toEqual({ 'INSERT@A-DOOR-IDEN': 4 });
    expect(r.diff?.tables.map((t) => `${t.table}:${t.name}:${t.change}`)).toEqual(expect.arrayContaining(['LAYER:A-DOOR-IDEN:added']));
    expect(printed(r)).toContain('4 door tags placed.');
  });

  it('HROOMS: each labelled room hatched from its label, WET rooms with ANSI37, on A-AREA-PATT', () => {
    const port = drawing(`
      (command "_.-LAYER" "_M" "A-AREA" "_M" "A-AREA-IDEN" "_S" "A-AREA" "")
      (command "_.RECTANG" '(0 0) '(5000 4000) "_.RECTANG" '(5000 0) '(7000 2500) "_.RECTANG" '(0 4000) '(3000 6000))
      (command "_.-LAYER" "_S" "A-AREA-IDEN" "")
      (command "_.TEXT" '(2000 2000) 200 0 "LIVING" "_.TEXT" '(5500 1000) 200 0 "WC" "_.TEXT" '(20000 20000) 200 0 "STORE")
      (command "_.-LAYER" "_S" "0" "")`);
    const r = ok(run('cmd-hatch-rooms.lsp', 'c:hrooms', [], {
      port,
      assertions: [
        `(equal (mapcar '(lambda (e) (cdr (assoc 2 (entget e)))) (mapcar 'cadr (ssnamex (ssget "X" '((0 . "HATCH")))))) '("ANSI31" "ANSI37"))`,
        // the living room hatch is bounded by the 5000 x 4000 outline; its pattern is at scale 20
        `(equal (cdr (assoc 41 (entget (ssname (ssget "X" '((0 . "HATCH") (2 . "ANSI31"))) 0)))) 20.0)`,
        '(= (getvar "HPNAME") "ANSI31")',
        '(= (getvar "HPLAYER") ".")',
      ],
    }));
    expect(added(r)).toEqual({ 'HATCH@A-AREA-PATT': 2 });
    // the outlines of the two hatched rooms got the hatch's reactor
    expect(r.diff?.entities.filter((e) => e.change === 'modified').map((e) => e.type)).toEqual(['LWPOLYLINE', 'LWPOLYLINE']);
    expect(printed(r)).toContain('2 room(s) hatched.');
  });

  it('DIMRECT: width and height dimensions of the picked rectangle, DIMSCALE put back', () => {
    const port = drawing(`(command "_.RECTANG" '(100 100) '(2500 1300))`);
    const rect = port.db.lastMain()!.handle;
    const r = ok(run('cmd-dim-rect.lsp', 'c:dimrect', [{ entity: rect, point: [100, 700, 0] }, { real: 50 }], { port }));
    expect(added(r)).toEqual({ 'DIMENSION@A-ANNO-DIMS': 2 });
    expect(printed(r)).toContain('Width 2400, height 1200.');
    expect(r.diff?.sysvars.find((s) => s.name === 'DIMSCALE')).toBeUndefined();
  });

  it('TBATT: the title block defined and placed with its values; run again, the revision goes up', () => {
    const port = drawingFactory.empty();
    const first = ok(run('cmd-titleblock-attr.lsp', 'c:tbatt', [{ string: 'GROUND FLOOR PLAN' }], {
      port,
      assertions: [
        `(equal (mapcar '(lambda (c) (cdr (assoc 2 (entget c)))) (list (entnext (entlast)) (entnext (entnext (entlast))))) '("TITLE" "DWGNO"))`,
        '(= (cdr (assoc 1 (entget (entnext (entlast))))) "GROUND FLOOR PLAN")',
      ],
    }));
    expect(added(first)).toEqual({ 'INSERT@TITLE': 1 });
    expect(printed(first)).toContain('Title block placed.');
    const again = ok(run('cmd-titleblock-attr.lsp', 'c:tbatt', [], {
      port,
      assertions: [
        '(= (cdr (assoc 1 (entget (tb:rev (entlast))))) "B")',
        // ATTSYNC kept the values by tag
        '(= (cdr (assoc 1 (entget (entnext (entlast))))) "GROUND FLOOR PLAN")',
      ],
    }));
    expect(printed(again)).toContain('Revision raised.');
  });

  it('CMARK: CENTER and HIDDEN loaded from acad.lin, two centre lines per circle, CELTYPE put back', () => {
    const port = drawing(`(command "_.CIRCLE" '(0 0) 50 "_.CIRCLE" '(200 0) 10 "_.CIRCLE" '(0 200) 5)`);
    const r = ok(run('cmd-centerlines.lsp', 'c:cmark', [{ real: 10 }], {
      port,
      assertions: [
        '(= (cdr (assoc 6 (tblsearch "LAYER" "S-CENTER"))) "CENTER")',
        '(equal (cdr (assoc 40 (tblsearch "LTYPE" "CENTER"))) 2.0)',
        // the circles smaller than 2 x scale got HIDDEN lines, the large one ByLayer (no 6 group)
        `(equal (mapcar '(lambda (e) (cdr (assoc 6 (entget e)))) (mapcar 'cadr (ssnamex (ssget "X" '((0 . "LINE")))))) '(nil nil "HIDDEN" "HIDDEN" "HIDDEN" "HIDDEN"))`,
        '(= (getvar "CELTYPE") "ByLayer")',
        '(= (getvar "LTSCALE") 1.0)',
      ],
    }));
    expect(added(r)).toEqual({ 'LINE@S-CENTER': 6 });
    expect(r.diff?.tables.filter((t) => t.table === 'LTYPE').map((t) => t.name).sort()).toEqual(['CENTER', 'HIDDEN']);
  });

  it('BLIB: every named block written to C:/library as a drawing file, the unused ones purged', () => {
    const port = drawing(`
      (foreach n '("BOLT" "NUT" "WASHER")
        (entmake (list '(0 . "BLOCK") (cons 2 n) '(70 . 0) '(10 0.0 0.0 0.0)))
        (entmake '((0 . "CIRCLE") (10 0.0 0.0 0.0) (40 . 3.0)))
        (entmake '((0 . "ENDBLK"))))
      (command "_.-INSERT" "NUT" '(10 10) 1 1 0)`);
    const r = ok(run('cmd-block-library.lsp', 'c:blib', [], { port, assertions: ['(and (tblsearch "BLOCK" "NUT") (not (tblsearch "BLOCK" "BOLT")))'] }));
    expect(r.files.map((f) => f.name).sort()).toEqual(['C:\\library\\BOLT.dwg', 'C:\\library\\NUT.dwg', 'C:\\library\\WASHER.dwg']);
    // the files are DXF drawings holding the block's circle in model space
    const bolt = r.files.find((f) => f.name.endsWith('BOLT.dwg'))!.text;
    expect(bolt.startsWith('  0\nSECTION')).toBe(true);
    expect(drawingFactory.fromDxf(bolt, 'BOLT.dxf').entityCount()).toBe(1);
    expect(printed(r)).toContain('Written: 3, purged: 2.');
  });
});
