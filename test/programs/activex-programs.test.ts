/*
 * Realistic ActiveX programs (test/programs/ax-*.lsp): layer tools, attribute edits, text edits,
 * polyline vertex tools, bounding-box labels, intersections, undo-marked batches, true colours,
 * xdata and LISP data — the vla-/vlax- idioms of public AutoLISP code — run end to end through
 * runRequest on the floor plan. Each case checks the drawing diff, what the program printed, the
 * files it wrote and its value, so a property that wrote the wrong group shows up here.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runRequest, type RunResult, type ScriptedInput } from '../../interpreter/runner/index.js';
import { defaultDrawings } from '../../interpreter/runner/default-drawings.js';

const here = dirname(fileURLToPath(import.meta.url));
const PLAN = readFileSync(join(here, '..', '..', 'assets/drawings/floor-plan.dxf'), 'utf8');

function run(file: string, call: string, inputs: ScriptedInput[] = [], text?: string): RunResult {
  const source = text ?? readFileSync(join(here, file), 'utf8');
  return runRequest({ files: [{ name: file, text: source }], drawing: { kind: 'dxf', name: 'floor-plan.dxf', text: PLAN }, call, inputs, wantSnapshots: true }, defaultDrawings ? { drawings: defaultDrawings } : {});
}

const printed = (r: RunResult): string => r.output.map((c) => c.text).join('');
const ok = (r: RunResult): RunResult => {
  expect(r.error?.message ?? '').toBe('');
  expect(r.stage).toBe('ok');
  expect(r.sandboxRefused).toEqual([]);
  return r;
};
const entities = (r: RunResult, change: 'added' | 'modified' | 'deleted'): Array<{ handle: string; type: string }> =>
  (r.diff?.entities ?? []).filter((e) => e.change === change).map((e) => ({ handle: e.handle, type: e.type }));
const groups = (r: RunResult, handle: string): Record<number, string | null | undefined> =>
  Object.fromEntries((r.diff?.entities.find((e) => e.handle === handle)?.groups ?? []).map((g) => [g.code, g.after]));
const tables = (r: RunResult): string[] => (r.diff?.tables ?? []).map((t) => `${t.table} ${t.name} ${t.change}`);

describe('ActiveX programs: layers', () => {
  it('LAYREP reports every layer with its object count and writes the CSV', () => {
    const r = ok(run('ax-layer-report.lsp', 'c:layrep'));
    expect(printed(r)).toContain('13 layers written to layers.csv');
    const csv = r.files.find((f) => f.name === 'layers.csv')!.text.split('\n');
    expect(csv[0]).toBe('Layer,On,Frozen,Locked,Color,Linetype,Objects');
    expect(csv).toContain('A-WALL,Y,-,-,7,Continuous,7');
    expect(csv).toContain('X-GRID,Y,Y,-,9,Continuous,2');
    expect(csv).toContain('TITLE,Y,-,Y,7,Continuous,0'); // its title block is in paper space
    expect(csv).toContain('NOPLOT,-,-,-,11,Continuous,0');
    expect(csv).toContain('OLD_LAYER,Y,-,-,6,DASHED,6');
    expect(r.diff?.entities).toEqual([]);
  });

  it('THAWALL thaws, unlocks and turns on every layer in one undo group', () => {
    const r = ok(run('ax-thaw-all.lsp', 'c:thawall'));
    expect(r.value).toBe('3');
    expect(r.diff?.tables.map((t) => [t.name, t.groups])).toEqual([
      ['X-GRID', [{ code: 70, before: '1', after: '0' }]],
      ['TITLE', [{ code: 70, before: '4', after: '0' }]],
      ['NOPLOT', [{ code: 62, before: '-11', after: '11' }]],
    ]);
  });

  it('OLD2NEW moves a layer\'s objects in an undo-marked batch, colours back to ByLayer', () => {
    const r = ok(run('ax-relayer-batch.lsp', 'c:old2new'));
    expect(r.value).toBe('6');
    expect(entities(r, 'modified').map((e) => e.handle)).toEqual(['5E', '5F', '60', '61', '62', '63']);
    for (const h of ['5E', '62', '63']) expect(groups(r, h)[8]).toBe('NEW_LAYER');
    expect(groups(r, '61')).toEqual({ 8: 'NEW_LAYER', 62: null });
  });

  it('LAYPURGE deletes only the unused layers; the refusals come back as catch-all errors', () => {
    const r = ok(run('ax-purge-layers.lsp', 'c:laypurge'));
    expect(r.value).toBe('("NEW_LAYER" "NOPLOT")');
    expect(printed(r)).toContain('kept 11');
    expect(tables(r)).toEqual(['LAYER NEW_LAYER deleted', 'LAYER NOPLOT deleted']);
  });
});

describe('ActiveX programs: blocks and attributes', () => {
  it('FIREUPX upgrades the EI30 door through GetAttributes / put-TextString', () => {
    const r = ok(run('ax-door-fire.lsp', 'c:fireupx'));
    expect(r.value).toBe('1');
    expect(r.diff?.entities.map((e) => [e.handle, e.type, e.groups])).toEqual([['52', 'ATTRIB', [{ code: 1, before: 'EI30', after: 'EI60' }]]]);
  });

  it('ATTOUT exports every attribute through the variant and safearray route', () => {
    const r = ok(run('ax-attr-export.lsp', 'c:attout'));
    expect(r.value).toBe('("DOOR-900,50,NUMBER=D01;FIRE=EI30;" "DOOR-900,54,NUMBER=D02;FIRE=EI60;")');
    expect(r.files.find((f) => f.name === 'attributes.csv')?.text).toBe('Block,Handle,Attributes\nDOOR-900,50,NUMBER=D01;FIRE=EI30;\nDOOR-900,54,NUMBER=D02;FIRE=EI60;\n');
  });

  it('BCOUNT counts references by effective name over the Blocks collection', () => {
    const r = ok(run('ax-block-count.lsp', 'c:bcount'));
    expect(r.value).toBe('(("DOOR-900" . 2) ("TABLE-4" . 1) ("WINDOW-1200" . 3))');
    expect(printed(r)).toBe('\nDOOR-900: 2\nTABLE-4: 1\nWINDOW-1200: 3');
  });

  it('BLKTAG labels each block above its bounding box (GetBoundingBox with quoted symbols)', () => {
    const r = ok(run('ax-bbox-labels.lsp', 'c:blktag'));
    expect(r.value).toBe('6');
    expect(entities(r, 'added').every((e) => e.type === 'MTEXT')).toBe(true);
    const first = r.after!.entities.find((e) => e.handle === entities(r, 'added')[0]!.handle)!;
    const g = Object.fromEntries(first.groups.map(([c, v]) => [c, v]));
    expect(g[1]).toBe('DOOR-900');
    expect(g[8]).toBe('A-ANNO-TEXT');
    expect(g[40]).toBe(100);
    expect(g[71]).toBe(7);
  });

  it('TAGDOORS writes xdata with SetXData and reads it back with GetXData', () => {
    const r = ok(run('ax-xdata-tags.lsp', 'c:tagdoors'));
    expect(r.value).toBe('(1 2)');
    expect(groups(r, '50')[-3]).toBe('(1001 . LW_DOORS) (1070 . 1) (1010 . (5000.0 2400.0 0.0))');
    expect(tables(r)).toEqual(['APPID LW_DOORS added']);
  });
});

describe('ActiveX programs: text and polylines', () => {
  it('TXTUP upper-cases annotation text; the locked TITLE layer is skipped, not fatal', () => {
    const r = ok(run('ax-text-case.lsp', 'c:txtup'));
    expect(r.value).toBe('(1 0)');
    expect(groups(r, '68')[1]).toBe('NOTE: VERIFY ALL DIMENSIONS ON SITE.\\PDO NOT SCALE THIS DRAWING.');
  });

  it('TXTH sets the height of the selected texts with vlax-put', () => {
    const r = ok(run('ax-text-height.lsp', 'c:txth', [{ selection: ['66', '67', '68'] }, { real: 300 }]));
    expect(r.value).toBe('(250.0 250.0 120.0)');
    expect(['66', '67', '68'].map((h) => groups(r, h)[40])).toEqual(['300.0', '300.0', '300.0']);
  });

  it('PLVERT numbers a polyline\'s vertices from its Coordinates', () => {
    const r = ok(run('ax-pline-label.lsp', 'c:plvert', [{ entity: '45' }]));
    expect(r.value).toBe('5');
    const added = entities(r, 'added');
    expect(added.map((e) => e.type)).toEqual(['TEXT', 'TEXT', 'TEXT', 'TEXT', 'TEXT']);
    const t1 = r.after!.entities.find((e) => e.handle === added[0]!.handle)!;
    const g = Object.fromEntries(t1.groups.map(([c, v]) => [c, v]));
    expect([g[1], g[8], g[10]]).toEqual(['1', 'A-WALL', [300, 300, 0]]);
  });

  it('PLCLOSE measures the closed walls with vla-get-Area', () => {
    const r = ok(run('ax-close-plines.lsp', 'c:plclose'));
    expect(r.value).toBe('(54.0 43.6516)');
  });

  it('PLCLOSE closes an opened wall: vla-put-Closed is group 70 bit 1', () => {
    const src = readFileSync(join(here, 'ax-close-plines.lsp'), 'utf8') + '\n(defun c:openclose () (entmod (subst (cons 70 0) (assoc 70 (entget (handent "45"))) (entget (handent "45")))) (c:plclose))';
    const r = ok(run('ax-close-plines.lsp', 'c:openclose', [], src));
    expect(printed(r)).toContain('Closed 1;');
    expect(r.diff?.entities).toEqual([]);
  });

  it('RECTX draws a closed, wide rectangle with vla-AddLightWeightPolyline from a safearray', () => {
    const r = ok(run('ax-rectangle.lsp', 'c:rectx', [{ point: [100, 100] }, { point: [600, 400] }]));
    expect(r.value).toBe('150000.0');
    const pl = r.after!.entities.find((e) => e.handle === entities(r, 'added')[0]!.handle)!;
    const g = pl.groups;
    expect(g.filter(([c]) => c === 10).map(([, v]) => v)).toEqual([[100, 100], [600, 100], [600, 400], [100, 400]]);
    expect(g.find(([c]) => c === 70)![1]).toBe(1);
    expect(g.find(([c]) => c === 43)![1]).toBe(10);
  });
});

describe('ActiveX programs: geometry', () => {
  it('GRIDX marks the grid/wall crossings found by IntersectWith', () => {
    const r = ok(run('ax-grid-intersections.lsp', 'c:gridx'));
    expect(r.value).toBe('4');
    expect(entities(r, 'added').map((e) => e.type)).toEqual(['POINT', 'POINT', 'POINT', 'POINT']);
  });

  it('FURNMIR mirrors the furniture with vla-Mirror, originals kept', () => {
    const r = ok(run('ax-mirror-furniture.lsp', 'c:furnmir'));
    expect(r.value).toBe('("AcDbBlockReference" "AcDbEllipse")');
    expect(entities(r, 'added').map((e) => e.type)).toEqual(['INSERT', 'ELLIPSE']);
    expect(entities(r, 'modified')).toEqual([]);
    const ins = r.after!.entities.find((e) => e.type === 'INSERT' && e.handle === entities(r, 'added')[0]!.handle)!;
    const at = ins.groups.find(([c]) => c === 10)![1] as number[];
    expect(at[0]).toBeCloseTo(6500, 6);
    expect(at[1]).toBeCloseTo(3000, 6);
  });

  it('MOVEIT picks with Utility.GetEntity, asks with GetPoint and moves the line', () => {
    const r = ok(run('ax-utility-move.lsp', 'c:moveit', [{ entity: '46' }, { point: [100, 100, 0] }]));
    expect(r.value).toBe('(100.0 2200.0 0.0)');
    expect(groups(r, '46')).toEqual({ 10: '(100.0 100.0 0.0)', 11: '(100.0 2200.0 0.0)' });
    const none = ok(run('ax-utility-move.lsp', 'c:moveit', [{ enter: true }]));
    expect(printed(none)).toContain('Nothing selected.');
    expect(none.diff?.entities).toEqual([]);
  });
});

describe('ActiveX programs: colours and stored data', () => {
  it('FURNRGB paints with an AcCmColor from GetInterfaceObject: 62 nearest index and 420', () => {
    const r = ok(run('ax-truecolor.lsp', 'c:furnrgb'));
    expect(r.value).toBe('2');
    expect(groups(r, '5B')).toEqual({ 62: '42', 420: String((200 << 16) | (120 << 8) | 40) });
  });

  it('LWSET keeps LISP data in the drawing (vlax-ldata), found again by the same run', () => {
    const r = ok(run('ax-settings-ldata.lsp', 'c:lwset'));
    expect(r.value).toBe('((2.5 "0") (5.0 "A-ANNO-TEXT") 1)');
    expect(tables(r)).toContain('XRECORD 74 added');
  });

  it('a COM server outside AutoCAD is refused and listed in sandboxRefused', () => {
    const r = run('fso.lsp', 'c:fso', [], '(defun c:fso () (vl-load-com) (vlax-create-object "Scripting.FileSystemObject"))');
    expect(r.stage).toBe('execution');
    expect(r.error?.message).toBe('COM server "Scripting.FileSystemObject" is not available in the Lispwright sandbox');
    expect(r.sandboxRefused).toEqual(['COM server "Scripting.FileSystemObject"']);
  });
});
