/*
 * Realistic drafter programs (layer tools, block counts, attribute extraction, CSV reports,
 * *error* handlers, scripted prompts...) run end to end through runRequest on the sample drawings.
 * Each case checks the program's visible results: the drawing diff, what it printed, the files
 * it wrote and its value. The .lsp files next to this one are the programs.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runRequest, type RunResult, type ScriptedInput, type SourceFile } from '../../interpreter/runner/index.js';
import { defaultDrawings } from '../../interpreter/runner/default-drawings.js';
import { samplePath, samplesMissing, skipping } from '../support/samples.js';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = join(here, '..', '..');
const DRAWINGS: Record<string, string> = {
  'floor-plan.dxf': join(ROOT, 'assets/drawings/floor-plan.dxf'),
  'site-plan.dxf': join(ROOT, 'assets/drawings/site-plan.dxf'),
  ...Object.fromEntries(['multi_insert_with_attribs.dxf', 'text_alignments.dxf'].map((n) => [n, samplePath(n) ?? ''])),
};
const NO_SHARED_SAMPLES = skipping('drafter programs on the shared sample drawings', samplesMissing('multi_insert_with_attribs.dxf', 'text_alignments.dxf'));

function runProgram(file: string, drawing: string, call: string, inputs: ScriptedInput[] = [], assertions?: string[], extra: SourceFile[] = []): RunResult {
  const text = readFileSync(join(here, file), 'utf8');
  const path = DRAWINGS[drawing] as string;
  return runRequest(
    { files: [{ name: file, text }, ...extra], drawing: { kind: 'dxf', name: drawing, text: readFileSync(path, 'utf8') }, call, inputs, assertions },
    defaultDrawings ? { drawings: defaultDrawings } : {},
  );
}

const printed = (r: RunResult): string => r.output.map((c) => c.text).join('');
const ok = (r: RunResult): RunResult => {
  expect(r.error?.message ?? '').toBe('');
  expect(r.stage).toBe('ok');
  return r;
};
const changed = (r: RunResult, kind: 'added' | 'modified' | 'deleted'): string[] =>
  (r.diff?.entities ?? []).filter((e) => e.change === kind).map((e) => e.handle);
const groupAfter = (r: RunResult, handle: string, code: number): string | null | undefined =>
  r.diff?.entities.find((e) => e.handle === handle)?.groups?.find((g) => g.code === code)?.after;
const sysvar = (r: RunResult, name: string): string | undefined => r.diff?.sysvars.find((s) => s.name === name)?.after;

describe('drafter programs: layers', () => {
  it('LAYISO freezes every other thawed layer and makes the picked one current', () => {
    const r = ok(runProgram('layer-isolate.lsp', 'floor-plan.dxf', 'c:layiso', [{ entity: '46' }]));
    expect(printed(r)).toContain('Layer A-WALL isolated, 11 layer(s) frozen.');
    expect(sysvar(r, 'CLAYER')).toBe('A-WALL');
    const layers = r.diff?.tables.filter((t) => t.table === 'LAYER' && t.change === 'modified').map((t) => t.name) ?? [];
    expect(layers).toHaveLength(11);
    expect(layers).not.toContain('A-WALL');
    expect(layers).not.toContain('X-GRID'); // already frozen
    expect(r.diff?.tables.find((t) => t.name === 'TITLE')?.groups).toEqual([{ code: 70, before: '4', after: '5' }]);
  });
  it('MKLAYERS entmakes only the missing layers and sets CLAYER', () => {
    const r = ok(runProgram('make-layers.lsp', 'floor-plan.dxf', 'c:mklayers'));
    expect(r.value).toBe('(3 1 1)');
    expect(r.diff?.tables.map((t) => `${t.name}:${t.change}`)).toEqual(['E-LITE:added', 'E-POWR:added', 'E-ANNO:added']);
    expect(sysvar(r, 'CLAYER')).toBe('E-LITE');
    expect(printed(r)).toContain('\nCreated 3, already there 1.\nCurrent layer: E-LITE');
  });
  it('layer states: locks A-* layers and restores the saved flags (defun-q bodies appended)', () => {
    const r = ok(runProgram('defunq-tools.lsp', 'floor-plan.dxf', 'c:laystate'));
    expect(r.value).toBe('(2 nil 8 7 1)');
    expect(r.diff?.tables).toEqual([]);
    expect(printed(r)).toContain('Locked 8, restored 7');
  });
});

describe('drafter programs: entity edits', () => {
  it('RECOLOR re-prompts on 0 (initget 7) and adds group 62 to BYLAYER objects', () => {
    const r = ok(runProgram('recolor.lsp', 'floor-plan.dxf', 'c:recolor', [{ int: 0 }, { int: 5 }]));
    expect(r.value).toBe('9');
    expect(printed(r)).toContain('New colour number: 0\nValue must be positive and nonzero.');
    expect(changed(r, 'modified').sort()).toEqual(['44', '45', '46', '47', '48', '49', '4A', '50', '54']);
    expect(groupAfter(r, '50', 62)).toBe('5');
  });
  it('RENUM renumbers numeric survey labels in X then Y order', () => {
    const r = ok(runProgram('renumber-text.lsp', 'site-plan.dxf', 'c:renum', [{ string: 'S-' }, { int: 10 }]));
    expect(printed(r)).toContain('Renumbered 20 text(s).');
    const values = (r.diff?.entities ?? []).map((e) => groupAfter(r, e.handle, 1)).sort();
    expect(values).toEqual(Array.from({ length: 20 }, (_, i) => `S-${i + 10}`).sort());
    expect(groupAfter(r, '3B', 1)).toBe('S-13');
  });
  it('vl-catch-all-apply guarded entmod: bad data is caught, locked layers refuse', () => {
    const r = ok(runProgram('safe-entmod.lsp', 'floor-plan.dxf', 'c:txtheight'));
    expect(r.value).toBe('(2 1 ("bad DXF group: (40 . \\"tall\\")"))');
    expect(changed(r, 'modified')).toEqual(['66', '67']);
    expect(groupAfter(r, '66', 40)).toBe('300.0');
  });
  it('string tools rewrite TEXT values and format numbers like AutoCAD', () => {
    const r = ok(runProgram('string-tools.lsp', 'floor-plan.dxf', 'c:fixtext'));
    expect(r.value).toBe(
      '(2 ("A-WALL" "A-DOOR" "" "A-GLAZ") "E-LITE-01" "1234.57" "1.235E+03" "102\'-10 1/2\\"" "1\'-5.50\\"" "1/2" 18.0 12.5 "45d0\'0\\"" "N" 0.794125 "mixed" T nil "xxyyzz" "120" "WRIGHT" 4 0)',
    );
    expect(groupAfter(r, '63', 1)).toBe('KITCHEN UNIT');
    expect(groupAfter(r, '66', 1)).toBe('LOUNGE');
  });
});

describe('drafter programs: reports', () => {
  it('BCOUNT counts inserts by name on both sample plans', () => {
    const a = ok(runProgram('count-blocks.lsp', 'floor-plan.dxf', 'c:bcount'));
    expect(a.value).toBe('(("DOOR-900" . 2) ("TABLE-4" . 1) ("WINDOW-1200" . 3))');
    expect(printed(a)).toContain('\nDOOR-900             2\nTABLE-4              1\nWINDOW-1200          3');
    const b = ok(runProgram('count-blocks.lsp', 'site-plan.dxf', 'c:bcount'));
    expect(b.value).toBe('(("NORTH" . 1) ("SPOT-LEVEL" . 4) ("TREE" . 5))');
  });
  it('ATTX walks INSERT -> ATTRIB -> SEQEND and writes a CSV', () => {
    const r = ok(runProgram('attr-extract.lsp', 'floor-plan.dxf', 'c:attx'));
    expect(r.files).toEqual([
      { name: 'attribs.csv', text: 'HANDLE,BLOCK,ATTRIBUTES,END\n50,DOOR-900,NUMBER=D01;FIRE=EI30;,SEQEND\n54,DOOR-900,NUMBER=D02;FIRE=EI60;,SEQEND\n' },
    ]);
  });
  it.skipIf(NO_SHARED_SAMPLES)('ATTX reads the attributes of a real DXF insert', () => {
    const r = ok(runProgram('attr-extract.lsp', 'multi_insert_with_attribs.dxf', 'c:attx'));
    expect(r.files[0]?.text).toBe('HANDLE,BLOCK,ATTRIBUTES,END\n3B,FLAG,NAME=Flag;XPOS=x = 0.000;YPOS=y = 0.000;,SEQEND\n');
  });
  it('PLEN measures LWPOLYLINE length (bulges included) and area', () => {
    const r = ok(runProgram('pline-length.lsp', 'floor-plan.dxf', 'c:plen'));
    // 45: 8400 + 5400 + 3900 + arc (chord 4500, bulge -0.25) + 5400 closing segment
    expect(r.value).toBe('(("A-WALL" "30000.000" "54000000.00") ("A-WALL" "27785.217" "45360000.00") ("TITLE" "1354.000" "110800.00"))');
  });
  it('LINESUM totals LINE lengths per layer with an assoc accumulator', () => {
    const r = ok(runProgram('sum-lengths.lsp', 'floor-plan.dxf', 'c:linesum'));
    expect(r.value).toBe('("A-WALL" "OLD_LAYER" "X-GRID")');
    expect(printed(r)).toContain('\nA-WALL: 9000.00 (9 m)\nOLD_LAYER: 8600.00 (8 m)\nX-GRID: 16000.00 (16 m)\nTotal: 33600.0');
  });
  it('TXTCSV writes then re-reads a CSV report', () => {
    const r = ok(runProgram('csv-report.lsp', 'floor-plan.dxf', 'c:txtcsv'));
    expect(r.value).toBe('6');
    const text = r.files.find((f) => f.name === 'text-report.csv')?.text ?? '';
    expect(text.split('\n')[0]).toBe('Handle,Layer,X,Y,Height,Value');
    expect(text).toContain('\n66,A-ANNO-TEXT,2000.00,1500.00,250.00,LIVING ROOM\n');
    expect(text).toContain('\n71,TITLE,20.00,20.00,5.00,FLAT 2B - GROUND FLOOR PLAN 1:50\n');
  });
  it('list tools: unique, grouping, vl-remove-if, vl-position, vl-every/vl-some', () => {
    const r = ok(runProgram('list-tools.lsp', 'floor-plan.dxf', 'c:listtools'));
    expect(r.value).toBe('(10 3 1500.0 32 (1500.0 250.0) T T "A-GLAZ")');
    expect(printed(r)).toContain('Types: (("LINE" . 10) ("INSERT" . 6) ("TEXT" . 4) ("LWPOLYLINE" . 3) ("CIRCLE" . 2)');
  });
  it.skipIf(NO_SHARED_SAMPLES)('TXTJUST tallies the justifications of a real DXF', () => {
    const r = ok(runProgram('text-align.lsp', 'text_alignments.dxf', 'c:txtjust'));
    expect(r.value).toBe('15');
    expect(printed(r)).toContain('\nBaseline-Left x2\nBaseline-Middle x1');
    expect(printed(r)).toContain('\nTop-Right x1');
  });
});

describe('drafter programs: vlax-curve measurements', () => {
  it('LENLABEL labels each wall curve with its length at its midpoint', () => {
    const r = ok(
      runProgram('curve-labels.lsp', 'floor-plan.dxf', 'c:lenlabel', [], [
        '(cdr (assoc 1 (entget (handent "73"))))',
        '(cdr (assoc 10 (entget (handent "73"))))',
        '(cdr (assoc 1 (entget (handent "74"))))',
        '(cdr (assoc 1 (entget (handent "7A"))))',
      ]),
    );
    // 44 (30000) + 45 (27785.2, a bulge) + four LINEs (9000) + old-style POLYLINE 4A (4500) + CIRCLE 5C (2π·1500)
    expect(r.value).toBe('(8 "80710.0" T "43651591")');
    expect(changed(r, 'added')).toHaveLength(8);
    expect(r.assertions?.map((a) => a.value)).toEqual(['"30000"', '(9000.0 6000.0 0.0)', '"27785"', '"9425"']);
  });
});

describe('drafter programs: xdata, entdel, block definitions', () => {
  it('SURVEY pairs points with labels, writes a CSV and adds xdata beside the existing app', () => {
    const r = ok(runProgram('survey-points.lsp', 'site-plan.dxf', 'c:survey'));
    expect(r.value).toBe('(20 ((1000 . "101") (1040 . 24.35)))');
    expect(printed(r)).toContain('Points: 20  min 23.710  max 25.750  mean 24.752');
    expect(r.diff?.tables.map((t) => `${t.table}/${t.name}:${t.change}`)).toEqual(['APPID/LW_SURVEY:added']);
    expect(changed(r, 'modified')).toHaveLength(20);
    const xd = r.diff?.entities.find((e) => e.handle === '3A')?.groups?.find((g) => g.code === -3);
    expect(xd?.before).not.toContain('LW_SURVEY');
    expect(xd?.after).toContain('LW_SURVEY');
    const csv = r.files.find((f) => f.name === 'points.csv')?.text ?? '';
    expect(csv.split('\n')).toHaveLength(21);
    expect(csv.startsWith('101,12.40,8.10,24.350\n102,28.75,7.62,24.100\n')).toBe(true);
  });
  it('PURGEOLD deletes a layer\'s objects; entdel again restores one', () => {
    const r = ok(runProgram('purge-old.lsp', 'floor-plan.dxf', 'c:purgeold'));
    expect(r.value).toBe('(6 1 nil 6 T)');
    expect(printed(r)).toContain('Deleted 6, left 0\nRestored old kitchen unit');
    expect(changed(r, 'deleted')).toEqual(['5E', '5F', '60', '61', '62']);
  });
  it('ROOMTAGS entmakes a block with an ATTDEF and inserts it with ATTRIB/SEQEND', () => {
    const r = ok(runProgram('block-maker.lsp', 'floor-plan.dxf', 'c:roomtags'));
    expect(r.value).toBe('("ROOMTAG" 2 3 ("101" "102" "103") "INSERT" "CIRCLE")');
    expect(r.diff?.tables.map((t) => `${t.name}:${t.change}`)).toEqual(['ROOMTAG:added']);
    expect(r.diff?.entities.filter((e) => e.change === 'added').map((e) => e.type)).toEqual(
      ['CIRCLE', 'ATTDEF', ...Array(3).fill(['INSERT', 'ATTRIB', 'SEQEND']).flat()].filter((t) => t !== 'ENDBLK'),
    );
  });
});

describe('drafter programs: picks and request files', () => {
  it('MPROPS re-prompts after a missed pick, filters the interactive selection, copies the layer', () => {
    const r = ok(runProgram('match-props.lsp', 'floor-plan.dxf', 'c:mprops', [{ enter: true }, { entity: '5C' }, { selection: ['5E', '5F', '62', '63'] }]));
    expect(r.value).toBe('3');
    expect(printed(r)).toContain('Select source object: \n\nMissed, try again.\nSelect source object: ');
    expect(changed(r, 'modified')).toEqual(['5E', '5F', '62']);
    expect(groupAfter(r, '62', 8)).toBe('A-CLNG');
  });
  it('CSVTEXT reads a request file with findfile/read-line and places TEXT per good row', () => {
    const csv = { name: 'data/labels.csv', text: 'name,x,y,h\nbath,100,200,0\n\nhall,1e3,-5,120\nbroken,abc,1\nstore,7,8.5,90\n' };
    const r = ok(runProgram('place-from-csv.lsp', 'floor-plan.dxf', 'c:csvtext', [], ['(cdr (assoc 1 (entget (entlast))))', '(cdr (assoc 40 (entget (entlast))))'], [csv]));
    expect(r.value).toBe('(3 (4) "labels" ".csv")');
    expect(printed(r)).toContain('Placed 3 label(s); bad line(s): (4)');
    expect(r.diff?.summary).toEqual({ added: 3, deleted: 0, modified: 0 });
    expect(r.assertions?.map((a) => a.value)).toEqual(['"STORE"', '90.0']);
  });
});

describe('drafter programs: attributes, programmatic selections, dictionaries', () => {
  it('FIREUP entmods one ATTRIB value and entupds its INSERT', () => {
    const r = ok(runProgram('attr-edit.lsp', 'floor-plan.dxf', 'c:fireup'));
    expect(r.value).toBe('(("EI30" "EI60") ("EI60" "EI60"))');
    expect(r.diff?.entities).toEqual([
      { handle: '52', type: 'ATTRIB', layer: 'A-DOOR', change: 'modified', groups: [{ code: 1, before: 'EI30', after: 'EI60' }] },
    ]);
  });
  it('WINSEL selects by window, crossing, fence and window polygon with filters', () => {
    const r = ok(runProgram('window-select.lsp', 'floor-plan.dxf', 'c:winsel'));
    expect(r.value).toBe('(("LINE" "LINE") ("LINE" "LINE" "LINE") ("TEXT" "TEXT"))');
    // the window holds 23: the old-style 2D POLYLINE 4A is selected through its VERTEX records, as in AutoCAD
    expect(printed(r)).toContain('Window 23, crossing 2, fence 3, polygon 2');
  });
  it('TAGSET keeps settings in an XRECORD under the named object dictionary', () => {
    const r = ok(runProgram('settings-dict.lsp', 'floor-plan.dxf', 'c:tagset'));
    expect(r.value).toBe('(nil ((1 . "RM-") (70 . 102) (40 . 250.0)) 1)');
    expect(printed(r)).toContain('Next number: 102');
  });
});

describe('drafter programs: a global *error* swap', () => {
  it('SLOPE reports a division by zero through the swapped handler and restores OSMODE', () => {
    const r = runProgram('global-error.lsp', 'floor-plan.dxf', 'c:slope', [{ entity: '46' }], ['(list (getvar "OSMODE") *error*)']);
    expect(r.error?.message).toBe('divide by zero');
    expect(r.error?.handledByUser).toBe(true);
    expect(printed(r)).toContain('\nMYCMD failed: divide by zero');
    expect(r.diff?.sysvars).toEqual([]);
    expect(r.assertions?.[0]?.value).toBe('(4133 nil)');
  });
  it('SLOPE stops with (exit) on a non-line: quit / exit abort reaches the handler', () => {
    const r = runProgram('global-error.lsp', 'floor-plan.dxf', 'c:slope', [{ entity: '66' }]);
    expect(r.error?.message).toBe('quit / exit abort');
    expect(printed(r)).toContain('\nMYCMD stopped.');
  });
  it('SLOPE prints the slope of a sloping line', () => {
    const r = ok(runProgram('global-error.lsp', 'floor-plan.dxf', 'c:slope', [{ entity: '5E' }]));
    expect(printed(r).endsWith('\nSlope: 0.0000')).toBe(true);
  });
});

describe('drafter programs: MTEXT to TEXT', () => {
  it('MTX2TXT strips formatting codes char by char and explodes the note into TEXT lines', () => {
    const r = ok(runProgram('mtext-strip.lsp', 'floor-plan.dxf', 'c:mtx2txt', [], ['(cdr (assoc 10 (entget (handent "74"))))']));
    expect(r.value).toBe('(("NOTE: verify all dimensions on site." "Do not scale this drawing.") "Bold \\\\ back\\nnext" 25.4 1.5708 50 "A" 90)');
    expect(r.diff?.entities.map((e) => `${e.handle}:${e.type}:${e.change}`)).toEqual(['68:MTEXT:deleted', '73:TEXT:added', '74:TEXT:added']);
    expect(r.assertions?.[0]?.value).toBe('(300.0 -780.0 0.0)');
  });
});

describe('drafter programs: screen functions', () => {
  it('CIRCINFO runs graphscr/grtext/redraw/acad-push-dbmod/layoutlist and reports areas', () => {
    const r = ok(runProgram('highlight-count.lsp', 'floor-plan.dxf', 'c:circinfo'));
    expect(r.value).toBe('("OLD_LAYER" "A-CLNG")');
    expect(printed(r)).toBe('\nA-CLNG: 7.069 m2\nOLD_LAYER: 0.196 m2\nLayouts: (Layout1)');
    expect(r.diff?.summary).toEqual({ added: 0, deleted: 0, modified: 0 });
  });
});

describe('drafter programs: polar and the LAYER command', () => {
  it('PARRAY makes its layer with (command "_.-LAYER" ...) and places circles with polar', () => {
    const r = ok(
      runProgram('polar-array.lsp', 'floor-plan.dxf', 'c:parray', [{ point: [1000, 1000] }, { real: 500 }, { int: 4 }], [
        '(tblsearch "LAYER" "X-ARRAY")',
        '(cdr (assoc 10 (entget (handent "75"))))',
      ]),
    );
    expect(r.value).toBe('4');
    expect(r.diff?.tables.map((t) => `${t.name}:${t.change}`)).toEqual(['X-ARRAY:added']);
    expect(sysvar(r, 'CLAYER')).toBe('X-ARRAY');
    expect(r.diff?.entities.map((e) => `${e.type}/${e.layer}`)).toEqual([...Array(4).fill('CIRCLE/X-ARRAY'), 'POINT/X-ARRAY']);
    expect(printed(r)).not.toContain('not simulated');
    expect(printed(r)).toContain('\nItem 2 at 90.00 deg: 1000.0,1500.0\nItem 3 at 180.00 deg: 500.0,1000.0');
    expect(r.assertions?.map((a) => a.value)).toEqual(['((0 . "LAYER") (2 . "X-ARRAY") (70 . 0) (62 . 4) (6 . "Continuous"))', '(1000.0 1500.0 0.0)']);
  });
});

describe('drafter programs: prompts and *error*', () => {
  it('DRAWBOX draws a closed LWPOLYLINE on A-WALL and restores the sysvars', () => {
    const r = ok(runProgram('error-handler.lsp', 'floor-plan.dxf', 'c:drawbox', [{ point: [0, 0] }, { point: [100, 50] }]));
    expect(changed(r, 'added')).toEqual(['73']);
    expect(r.diff?.entities[0]?.layer).toBe('A-WALL');
    expect((r.diff?.sysvars ?? []).map((s) => s.name)).toEqual(['LASTPOINT']);
    expect(printed(r)).toContain('Box drawn.');
  });
  it('DRAWBOX cancelled at the second prompt: *error* restores everything', () => {
    const r = runProgram('error-handler.lsp', 'floor-plan.dxf', 'c:drawbox', [{ point: [0, 0] }, { esc: true }]);
    expect(r.error?.message).toBe('Function cancelled');
    expect(r.error?.handledByUser).toBe(true);
    expect(r.diff?.sysvars).toEqual([]);
    expect(r.diff?.summary).toEqual({ added: 0, deleted: 0, modified: 0 });
    expect(printed(r)).toContain('\n*Cancel*');
  });
  it('DRAWBOX written the pre-2015 way ((command ...) in *error*) loses its cleanup, as in AutoCAD', () => {
    const text = readFileSync(join(here, 'error-handler.lsp'), 'utf8').replace('(command-s "_.UNDO" "_END")', '(command "_.UNDO" "_END")');
    const r = runRequest(
      { files: [{ name: 'legacy.lsp', text }], drawing: { kind: 'dxf', name: 'floor-plan.dxf', text: readFileSync(DRAWINGS['floor-plan.dxf'] as string, 'utf8') }, call: 'c:drawbox', inputs: [{ point: [0, 0] }, { esc: true }] },
      { drawings: defaultDrawings! },
    );
    expect(r.error?.message).toBe('Function cancelled');
    // the handler died at (command ...): no "*Cancel*" line, and the UNDO group is still open
    expect(printed(r)).not.toContain('\n*Cancel*');
    expect(r.diff?.sysvars).toEqual([{ name: 'UNDOCTL', before: '21', after: '29' }]);
  });
  it('SHAPE: getkword keywords, defaults and initget-checked getreal', () => {
    const line = ok(runProgram('keyword-input.lsp', 'floor-plan.dxf', 'c:shape', [{ keyword: 'Line' }, { point: [0, 0] }, { point: [500, 0] }]));
    expect(line.value).toBe('"LINE"');
    const circle = ok(runProgram('keyword-input.lsp', 'floor-plan.dxf', 'c:shape', [{ enter: true }, { point: [10, 10] }, { real: -1 }, { real: 25 }]));
    expect(circle.value).toBe('"CIRCLE"');
    expect(printed(circle)).toContain('Radius: -1.0\nValue must be positive and nonzero.');
    const exit = ok(runProgram('keyword-input.lsp', 'floor-plan.dxf', 'c:shape', [{ string: 'x' }]));
    expect(exit.value).toBe('nil');
    expect(printed(exit)).toContain('Nothing drawn.');
  });
});

/** A program on a new, empty drawing (Model, Layout1, Layout2), as a drafter's first test run. */
function runOnEmpty(file: string, call: string, inputs: ScriptedInput[] = []): RunResult {
  const text = readFileSync(join(here, file), 'utf8');
  return runRequest({ files: [{ name: file, text }], drawing: { kind: 'empty' }, call, inputs }, defaultDrawings ? { drawings: defaultDrawings } : {});
}
const fired = (r: RunResult): string[] => (r.reactions ?? []).map((x) => `${x.event} ${x.callback}`);

describe('drafter programs: load-time banners, DIESEL and the status line', () => {
  it('DATESTAMP prints its DIESEL date banner and stamps every layout', () => {
    const r = ok(runOnEmpty('date-stamp.lsp', 'c:datestamp'));
    expect(printed(r)).toBe('\nDateStamp 2.3 loaded 01-Jan-2025. Type DATESTAMP.\nStamped 2 layout(s).');
    expect(r.diff?.entities.filter((e) => e.type === 'TEXT').map((e) => e.layer)).toEqual(['PLOTSTAMP', 'PLOTSTAMP']);
    // each layout shown for the first time gets its two viewports; CTAB ends where it began
    expect(r.diff?.entities.filter((e) => e.type === 'VIEWPORT')).toHaveLength(4);
    expect(r.diff?.sysvars).toEqual([]);
  });
  it('STATUSLINE puts layer, style, date and space on the status line through MODEMACRO', () => {
    const r = ok(runProgram('status-line.lsp', 'floor-plan.dxf', 'c:showstatus'));
    expect(printed(r)).toBe('\nL:0 | S:Standard | 01/01/25 | MODEL');
    expect(r.value).toBe('"L:0 | S:Standard | 01/01/25 | PAPER"');
    expect(r.statusLine).toBe('L:0 | S:Standard | 01/01/25 | PAPER');
  });
  it('PLOTSTAMP builds names with DIESEL string functions and treats DIESEL errors as missing', () => {
    const r = ok(runProgram('plot-stamp.lsp', 'floor-plan.dxf', 'c:plotstamp'));
    expect(r.value).toBe('("FLOOR-PLAN" "1" "2025-01-01" nil "9")');
  });
});

describe('drafter programs: reactors set up at load time', () => {
  it('CMDLOG logs LAYER and ZOOM through a command reactor, a cancel included', () => {
    const r = ok(runProgram('command-log.lsp', 'floor-plan.dxf', 'c:cmdlogtest'));
    expect(r.value).toBe('6');
    expect(printed(r)).toContain('\nstart -LAYER on 0\nend -LAYER on E-POWR\nstart ZOOM on E-POWR\nend ZOOM on E-POWR\nstart -LAYER on E-POWR\ncancel -LAYER on E-POWR');
    expect(fired(r)).toEqual([
      ':vlr-commandWillStart CMDLOG:START', ':vlr-commandEnded CMDLOG:END',
      ':vlr-commandWillStart CMDLOG:START', ':vlr-commandEnded CMDLOG:END',
      ':vlr-commandWillStart CMDLOG:START', ':vlr-commandCancelled CMDLOG:CANCEL',
    ]);
    expect(r.diff?.tables.map((t) => `${t.name}:${t.change}`)).toEqual(['E-POWR:added']);
  });
  it('OSNAP keeper sees OSMODE go off and back through a sysvar reactor; the refused value is reported nil', () => {
    const r = ok(runProgram('osnap-keeper.lsp', 'floor-plan.dxf', 'c:offsnaps'));
    expect(r.value).toBe('((0 T) (4133 T) (4133 nil))');
    expect(printed(r)).toBe('\nSnaps off, ortho 1\nOSMODE back to 4133');
    expect(r.diff?.sysvars.map((s) => s.name)).toEqual(['ERRNO']);
  });
  it('LINKLABEL keeps a label in step with its circle through an object reactor', () => {
    const r = ok(runOnEmpty('linked-label.lsp', 'c:linklabel'));
    expect(r.value).toBe('("R=4.00" "(circle erased)")');
    expect(fired(r)).toEqual([':vlr-modified LL:MODIFIED', ':vlr-erased LL:ERASED']);
  });
  it('LISPTIMER times the command through a lisp reactor on the run clock', () => {
    const r = ok(runOnEmpty('lisp-timer.lsp', 'c:busy'));
    expect(r.value).toBe('199990000');
    expect(fired(r)).toEqual([':vlr-lispWillStart LT:START', ':vlr-lispEnded LT:END']);
    expect(r.reactions?.[0]?.args[1]).toBe('("(C:BUSY)")');
  });
  it('ERASEAUDIT records erased and appended objects through a database reactor', () => {
    const r = ok(runProgram('erase-audit.lsp', 'floor-plan.dxf', 'c:cleanold'));
    expect(r.value).toBe('(6 7 ("erased" ENAME) ("added" "TEXT" "NOTES"))');
    expect(r.diff?.summary).toEqual({ added: 1, deleted: 6, modified: 0 });
  });
});

describe('drafter programs: layouts, symbol sysvar names, renamed layers', () => {
  it('TITLES writes a sheet title on each layout and counts them by (410 . name)', () => {
    const r = ok(runOnEmpty('layout-titles.lsp', 'c:titles'));
    expect(r.value).toBe('(("Layout1" . 3) ("Layout2" . 3))');
    expect(printed(r)).toBe('\nBack in Model, TILEMODE 1');
  });
  it('UNITSGUARD saves and restores sysvars named by symbols, also from *error*', () => {
    const r = runProgram('units-guard.lsp', 'floor-plan.dxf', 'c:metricreport');
    expect(r.error?.message).toBe('AutoCAD variable setting rejected: "LUNITS" 99');
    expect(r.error?.handledByUser).toBe(true);
    expect(printed(r)).toBe('\nMetric: 1250.5 3 0.13\nBack to LUNITS 2, 3.0000\nRestored after: AutoCAD variable setting rejected: "LUNITS" 99');
    expect(r.diff?.sysvars.map((s) => s.name)).toEqual(['ERRNO']);
  });
  it('LAYPREFIX renames layer records; their objects and CLAYER follow the new names', () => {
    const r = ok(runProgram('layer-prefix.lsp', 'floor-plan.dxf', 'c:layprefix'));
    expect(r.value).toBe('(("Z-OLD" "S-GRID") "Z-OLD" 6 nil)');
    expect(r.diff?.tables.map((t) => `${t.name}:${t.change}`)).toEqual(['Z-OLD:modified', 'S-GRID:modified']);
    expect(r.diff?.summary.modified).toBe(8);
  });
});
