/*
 * Realistic dialog programs (temporary-file DCL, popups filled from tables, validation with
 * the error tile, radio clusters, multiple selection, nested dialogs, hide-and-pick, image
 * swatches, mode_tile on a cluster, sliders, @include, list double-click, *error* cleanup) and
 * a grread rubber band, run end to end on the floor plan with scripted answers. Each case checks
 * what a drafter would: the drawing diff, the output, the dialogs' records and files left behind.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runRequest, type RunResult, type ScriptedInput } from '../../interpreter/runner/index.js';
import { defaultDrawings } from '../../interpreter/runner/default-drawings.js';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = join(here, '..', '..');
const PLAN = readFileSync(join(ROOT, 'assets/drawings/floor-plan.dxf'), 'utf8');

function run(file: string, call: string, inputs: ScriptedInput[], dcl: string[] = [], assertions: string[] = []): RunResult {
  const files = [file, ...dcl].map((name) => ({ name, text: readFileSync(join(here, name), 'utf8') }));
  return runRequest({ files, drawing: { kind: 'dxf', name: 'floor-plan.dxf', text: PLAN }, call, inputs, assertions }, defaultDrawings ? { drawings: defaultDrawings } : {});
}
/** The values of a run's assertions (AutoLISP expressions evaluated after it). */
const values = (r: RunResult) => r.assertions?.map((a) => a.error ?? a.value);
const printed = (r: RunResult) => r.output.map((c) => c.text).join('');
const ok = (r: RunResult): RunResult => {
  expect(r.error?.message ?? '').toBe('');
  expect(r.stage).toBe('ok');
  return r;
};
const modified = (r: RunResult) => r.diff?.entities.filter((e) => e.change === 'modified') ?? [];
const added = (r: RunResult) => r.diff?.entities.filter((e) => e.change === 'added') ?? [];

describe('dialog programs', () => {
  it('LAYMOVE: temp-file DCL, popups from the layer table; one answer moves OLD_LAYER to NEW_LAYER and removes the file', () => {
    const r = ok(run('dlg-layer-move.lsp', 'c:laymove', [{ dialog: { tiles: { from: '10', to: '8' }, press: 'accept' } }]));
    expect(printed(r)).toBe('\nMoved 6 object(s) from OLD_LAYER to NEW_LAYER.');
    expect(modified(r).map((e) => [e.type, e.layer])).toEqual([['LINE', 'NEW_LAYER'], ['LINE', 'NEW_LAYER'], ['LINE', 'NEW_LAYER'], ['LINE', 'NEW_LAYER'], ['CIRCLE', 'NEW_LAYER'], ['TEXT', 'NEW_LAYER']]);
    expect(r.dialogs).toEqual([{ name: 'laymove', file: 'C:\\Lispwright\\Temp\\laymv001.dcl', status: 1, press: 'accept', tiles: { from: '10', to: '8', lines: '0' }, answeredBy: 'script', depth: 1 }]);
    expect(r.files).toEqual([]); // the temporary DCL was deleted
  });

  it('LAYMOVE: the same layer twice raises an alert and keeps the dialog open; Lines only narrows the move', () => {
    const r = ok(run('dlg-layer-move.lsp', 'c:laymove', [{ dialog: { tiles: { from: '10', to: '10' }, press: 'accept' } }, { dialog: { tiles: { to: '8', lines: '1' }, press: 'accept' } }]));
    expect(r.output.find((o) => o.kind === 'alert')?.text).toBe('Choose two different layers.');
    expect(modified(r).map((e) => e.type)).toEqual(['LINE', 'LINE', 'LINE', 'LINE']);
  });

  it('RING: edit boxes validated in their actions and on OK; the error tile explains, then the circles are drawn', () => {
    const r = ok(run('dlg-offset-validate.lsp', 'c:ring', [{ dialog: { tiles: { radius: '-3' }, press: 'accept' } }, { dialog: { tiles: { radius: '4', count: '2' }, press: 'accept' } }, { point: [10, 10] }], ['ring.dcl']));
    expect(added(r).map((e) => e.type)).toEqual(['CIRCLE', 'CIRCLE']);
    expect(r.dialogs?.[0]?.tiles).toMatchObject({ radius: '4', count: '2', step: '2.50', error: '' });
    expect(r.inputsUsed).toBe(3);
  });

  it('NOTE: a radio row read through its cluster action, a popup of text styles; the TEXT is centred', () => {
    const last = (code: number) => `(cdr (assoc ${code} (entget (entlast))))`;
    const r = ok(run('dlg-text-justify.lsp', 'c:note', [{ dialog: { tiles: { text: 'KITCHEN', just: 'center', style: '1' }, press: 'accept' } }, { point: [5, 5] }], [], [last(0), last(1), last(72), last(7), last(11)]));
    expect(printed(r)).toContain('Note placed, justified center.');
    expect(added(r)).toHaveLength(1);
    expect(values(r)).toEqual(['"TEXT"', '"KITCHEN"', '1', '"NOTES"', '(5.0 5.0 0.0)']);
  });

  it('LAYFRZ: a multiple-selection list box; "Select All" sets it from the action; the picked layers freeze', () => {
    const some = ok(run('dlg-freeze-layers.lsp', 'c:layfrz', [{ dialog: { tiles: { layers: '0 2' }, press: 'accept' } }], ['layfrz.dcl']));
    expect(some.diff?.tables.map((t) => [t.name, t.groups?.find((g) => g.code === 70)?.after])).toEqual([['A-ANNO-DIMS', '1'], ['A-CLNG', '1']]);
    const all = ok(run('dlg-freeze-layers.lsp', 'c:layfrz', [{ dialog: { press: 'all' } }, { dialog: { press: 'accept' } }], ['layfrz.dcl']));
    expect(printed(all)).toBe('\nFroze 11 layer(s).');
  });

  it('GRIDPTS: a nested options dialog opened from a button; its values reach the main dialog and the grid', () => {
    const r = ok(run('dlg-nested-options.lsp', 'c:gridpts', [{ dialog: { press: 'options' } }, { dialog: { name: 'gridopt', tiles: { dx: '2', label: '1' }, press: 'accept' } }, { dialog: { tiles: { cols: '2' }, press: 'accept' } }], ['gridpts.dcl']));
    expect(added(r).map((e) => e.type)).toEqual(['POINT', 'TEXT', 'POINT', 'TEXT', 'POINT', 'TEXT', 'POINT', 'TEXT']);
    expect(r.dialogs?.map((d) => [d.name, d.depth, d.status])).toEqual([['gridopt', 2, 1], ['gridpts', 1, 1]]);
    expect(r.dialogs?.[1]?.tiles.summary).toBe('Spacing 2.0 x 5.0, labelled');
    // Cancel in the options keeps the old spacing
    const kept = ok(run('dlg-nested-options.lsp', 'c:gridpts', [{ dialog: { press: 'options' } }, { dialog: { name: 'gridopt', tiles: { dx: '9' }, press: 'cancel' } }, { dialog: { press: 'accept' } }], ['gridpts.dcl']));
    expect(kept.dialogs?.[1]?.tiles.summary).toBe('Spacing 5.0 x 5.0');
  });

  it('MARK: the dialog hides for a pick (done_dialog 2), reopens at its place, OK enabled once there is a point', () => {
    const circle = '(entget (ssname (ssget "X" \'((0 . "CIRCLE") (40 . 2.0))) 0))';
    const r = ok(run('dlg-hide-pick.lsp', 'c:mark', [{ dialog: { press: 'accept' } }, { dialog: { tiles: { rad: '2' }, press: 'pick' } }, { point: [3, 4] }, { dialog: { press: 'accept' } }], ['mark.dcl'], [`(cdr (assoc 10 ${circle}))`]));
    expect(r.dialogs?.map((d) => [d.status, d.press, d.rejected ?? []])).toEqual([[2, 'pick', ['tile "accept" is disabled']], [1, 'accept', []]]);
    expect(r.dialogs?.[1]?.tiles.where).toBe('At 3.00,4.00');
    expect(added(r).map((e) => e.type)).toEqual(['CIRCLE', 'POINT']);
    expect(values(r)).toEqual(['(3.0 4.0 0.0)']);
  });

  it('RECOLR: image-button swatches filled with their colour; a click picks it, the preview is redrawn', () => {
    const r = ok(run('dlg-color-swatch.lsp', 'c:recolr', [{ dialog: { press: 'c30' } }, { dialog: { tiles: { type: '1' }, press: 'accept' } }], ['recolr.dcl']));
    expect(printed(r)).toBe('\n2 object(s) set to colour 30.');
    expect(modified(r).map((e) => [e.type, e.groups?.find((g) => g.code === 62)?.after])).toEqual([['CIRCLE', '30'], ['CIRCLE', '30']]);
    expect(r.dialogs?.[0]?.tiles.aci).toBe('Color 30');
  });

  it('SPOKES: a toggle enables a boxed group through mode_tile on its key; a slider sets the count', () => {
    const r = ok(run('dlg-toggle-slider.lsp', 'c:spokes', [{ dialog: { tiles: { rimr: '5' } } }, { dialog: { tiles: { n: '12', rim: '1', rimr: '9' }, press: 'accept' } }], ['spokes.dcl'], ['(cdr (assoc 40 (entget (entlast))))']));
    expect(r.dialogs?.[0]?.rejected).toEqual(['tile "rimr" is disabled']);
    expect(r.dialogs?.[0]?.tiles).toMatchObject({ n: '12', shown: '12 spokes', rim: '1', rimr: '9' });
    expect(added(r).map((e) => e.type)).toEqual([...Array(12).fill('LINE'), 'CIRCLE']);
    expect(values(r)).toEqual(['9.0']);
  });

  it('TAGNUM: a DCL file with @include; a radio column chooses the order; tags renumbered top to bottom', () => {
    const r = ok(run('dlg-renumber.lsp', 'c:tagnum', [{ dialog: { tiles: { layer: 'A-ANNO-TEXT', prefix: 'RM', start: '101', order: 'bytop' }, press: 'accept' } }], ['tagnum.dcl', 'tagnum-parts.dcl']));
    expect(modified(r).map((e) => e.groups?.find((g) => g.code === 1)?.after).sort()).toEqual(['RM101', 'RM102']);
    const bad = ok(run('dlg-renumber.lsp', 'c:tagnum', [{ dialog: { tiles: { layer: 'NOPE' }, press: 'accept' } }], ['tagnum.dcl', 'tagnum-parts.dcl']));
    expect(bad.dialogs?.[0]).toMatchObject({ status: 0, answeredBy: 'unanswered' });
    expect(bad.dialogs?.[0]?.tiles.error).toBe('No layer NOPE');
  });

  it('DWGINFO: a read-only list with tabs and ok_only; a double-click (reason 4) selects that type', () => {
    const r = ok(run('dlg-drawing-report.lsp', 'c:dwginfo', [{ dialog: { tiles: { types: '1' }, press: 'types' } }], ['dwginfo.dcl']));
    expect(printed(r)).toBe('\nSelected every DIMENSION.');
    expect(r.value).toBe('9');
    const esc = ok(run('dlg-drawing-report.lsp', 'c:dwginfo', [{ dialog: { cancel: true } }], ['dwginfo.dcl']));
    expect(esc.dialogs?.[0]).toMatchObject({ status: 1, press: 'accept' }); // ok_only's OK is also its cancel button
  });

  it('BOMLIST: *error* unloads the dialog, deletes the temporary DCL and restores CMDECHO, on OK and on Cancel', () => {
    const r = ok(run('dlg-cleanup.lsp', 'c:bomlist', [{ dialog: { tiles: { file: 'out.csv' }, press: 'accept' } }]));
    expect(r.files).toEqual([{ name: 'out.csv', text: 'Block,Count\nDOOR-900,2\nWINDOW-1200,3\nTABLE-4,1\n' }]);
    const cancelled = run('dlg-cleanup.lsp', 'c:bomlist', [{ dialog: { cancel: true } }]);
    expect(cancelled.stage).toBe('execution');
    expect(cancelled.error).toMatchObject({ message: 'quit / exit abort', handledByUser: true });
    expect(cancelled.files).toEqual([]);
    expect(cancelled.diff?.sysvars).toEqual([]);
  });

  it('RLINE: grread tracks a rubber band drawn with grdraw, picks fix the lines, Enter ends', () => {
    const r = ok(run('grread-rubber-line.lsp', 'c:rline', [{ point: [0, 0] }, { grread: { move: [1, 1] } }, { grread: { move: [2, 0] } }, { grread: { pick: [3, 0] } }, { grread: { move: [3, 2] } }, { grread: { pick: [3, 4] } }, { grread: { key: 13 } }]));
    expect(added(r).map((e) => e.type)).toEqual(['LINE', 'LINE']);
    expect(r.graphics?.vectors.map((v) => [v.from, v.to, v.frame])).toEqual([[[0, 0], [1, 1], 1], [[0, 0], [2, 0], 2], [[3, 0], [3, 2], 4]]);
    expect(r.graphics?.frames).toBe(6);
    expect(r.graphics?.texts).toEqual([]);
    expect(printed(r)).toContain('2 line(s).');
  });
});

describe('a dialog program from the command line', () => {
  it('lispwright run with one dialog answer and --report shows the dialog and the diff', () => {
    const answer = JSON.stringify([{ dialog: { tiles: { from: '10', to: '8' }, press: 'accept' } }]);
    const r = spawnSync(process.execPath, ['bin/lispwright.mjs', 'run', join(here, 'dlg-layer-move.lsp'), '--call', 'c:laymove', '--drawing', join(ROOT, 'assets/drawings/floor-plan.dxf'), '--input', answer, '--report'], { encoding: 'utf8', cwd: ROOT });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Moved 6 object(s) from OLD_LAYER to NEW_LAYER.');
    expect(r.stdout).toContain('; dialog "laymove" (C:\\Lispwright\\Temp\\laymv001.dcl): accept pressed, start_dialog returned 1 (script)');
    expect(r.stdout).toContain('; drawing: 0 added, 0 deleted, 6 modified');
    expect(r.stdout).toContain('modified CIRCLE 62 on NEW_LAYER (8: OLD_LAYER -> NEW_LAYER)');
  });
});
