// Layers that exist only on entities are created when a DXF is read (as AutoCAD does), CLAYER
// refuses a frozen layer, and the one entity count (model space and layouts, no sub-entities)
// agrees between the drawing port, the UI snapshot and the agent's inspector.
import { describe, expect, it } from 'vitest';
import { countedEntities, entityCountOf, prin1 } from '../../interpreter/index.js';
import { openDxf } from '../../interpreter/drawing/index.js';
import { reportFromSnapshot } from '../../agent/inspector.js';
import { makeTestInterp } from '../support/make-interp.js';
import type { Interp } from '../../interpreter/index.js';

/** Evaluate and print the value (the outcome's error message when it fails). */
function ev(ip: Interp, src: string): string {
  const r = ip.runText(src, 'test.lsp');
  return r.ok ? prin1(r.value) : `error: ${r.error?.message}`;
}

/** A hand-written R12 file: no HEADER, no TABLES, layers named only by the entities. */
const R12_NO_TABLES = [
  '0', 'SECTION', '2', 'ENTITIES',
  '0', 'LINE', '8', 'WALLS', '10', '0.0', '20', '0.0', '30', '0.0', '11', '10.0', '21', '0.0', '31', '0.0',
  '0', 'CIRCLE', '8', 'Doors', '10', '5.0', '20', '5.0', '30', '0.0', '40', '1.0',
  '0', 'LINE', '8', 'walls', '10', '0.0', '20', '1.0', '30', '0.0', '11', '10.0', '21', '1.0', '31', '0.0',
  '0', 'POLYLINE', '8', 'PLINES', '66', '1', '10', '0.0', '20', '0.0', '30', '0.0',
  '0', 'VERTEX', '8', 'PLINES', '10', '0.0', '20', '0.0', '30', '0.0',
  '0', 'VERTEX', '8', 'PLINES', '10', '3.0', '20', '4.0', '30', '0.0',
  '0', 'SEQEND', '8', 'PLINES',
  '0', 'ENDSEC', '0', 'EOF', '',
].join('\n');

describe('layers named only by entities', () => {
  it('are created at load with the default colour and linetype, once per name (case-insensitive)', () => {
    const port = openDxf(R12_NO_TABLES, 'r12.dxf');
    const ui = port.toUi(port.snapshot());
    expect(ui.layers.map((l) => l.name)).toEqual(['0', 'WALLS', 'Doors', 'PLINES']);
    expect(ui.layers.find((l) => l.name === 'Doors')).toMatchObject({ color: 7, linetype: 'Continuous', frozen: false, off: false, locked: false });
    const out = { text: '' };
    const ip = makeTestInterp({ drawing: port, output: out });
    expect(ev(ip, '(tblsearch "LAYER" "doors")')).toBe('((0 . "LAYER") (2 . "Doors") (70 . 0) (62 . 7) (6 . "Continuous"))');
    expect(ev(ip, '(setvar "CLAYER" "walls")')).toBe('"walls"');
    expect(ev(ip, '(getvar "CLAYER")')).toBe('"WALLS"');
  });

  it('a file with a LAYER table keeps its own entries and gains only the missing ones', () => {
    const withTable = R12_NO_TABLES.replace(
      '0\nSECTION\n2\nENTITIES',
      ['0', 'SECTION', '2', 'TABLES', '0', 'TABLE', '2', 'LAYER', '70', '1', '0', 'LAYER', '2', 'WALLS', '70', '0', '62', '3', '6', 'CONTINUOUS', '0', 'ENDTAB', '0', 'ENDSEC', '0', 'SECTION', '2', 'ENTITIES'].join('\n'),
    );
    const ui = openDxf(withTable, 't.dxf').toUi(openDxf(withTable, 't.dxf').snapshot());
    expect(ui.layers.find((l) => l.name === 'WALLS')?.color).toBe(3);
    expect(ui.layers.map((l) => l.name).sort()).toEqual(['0', 'Doors', 'PLINES', 'WALLS']);
  });
});

describe('CLAYER and frozen layers', () => {
  it('setvar refuses a frozen layer with AutoCAD\'s rejection and leaves CLAYER as it was', () => {
    const out = { text: '' };
    const ip = makeTestInterp({ output: out });
    ev(ip, '(entmake \'((0 . "LAYER") (100 . "AcDbSymbolTableRecord") (100 . "AcDbLayerTableRecord") (2 . "ICE") (70 . 1) (62 . 5) (6 . "Continuous")))');
    ev(ip, '(entmake \'((0 . "LAYER") (100 . "AcDbSymbolTableRecord") (100 . "AcDbLayerTableRecord") (2 . "WARM") (70 . 0) (62 . 5) (6 . "Continuous")))');
    expect(ev(ip, '(vl-catch-all-error-message (vl-catch-all-apply \'setvar \'("CLAYER" "ICE")))')).toBe('"AutoCAD variable setting rejected: \\"CLAYER\\" \\"ICE\\""');
    expect(ev(ip, '(getvar "CLAYER")')).toBe('"0"');
    // thawed, it can be made current
    expect(ev(ip, '(setvar "CLAYER" "WARM")')).toBe('"WARM"');
  });
});

describe('one entity count', () => {
  it('port, snapshot and inspector count model space and layouts without sub-entities', () => {
    const port = openDxf(R12_NO_TABLES, 'r12.dxf');
    const ip = makeTestInterp({ drawing: port });
    ev(ip, '(setvar "CTAB" "Layout1")');
    ev(ip, '(entmake \'((0 . "LINE") (10 0.0 0.0 0.0) (11 1.0 1.0 0.0) (67 . 1)))');
    const snap = port.toUi(port.snapshot());
    // 3 model-space entities + the POLYLINE (its 2 VERTEX and SEQEND are not counted), and in
    // Layout1 the two VIEWPORTs its first activation made + the LINE
    expect(port.entityCount()).toBe(7);
    expect(snap.entityCount).toBe(7);
    expect(entityCountOf({ ...snap, entityCount: undefined })).toBe(7);
    expect(countedEntities(snap).map((e) => e.type)).toEqual(['LINE', 'CIRCLE', 'LINE', 'POLYLINE', 'VIEWPORT', 'VIEWPORT', 'LINE']);
    expect(reportFromSnapshot(snap, {}).report.entityCount).toBe(7);
    expect(ev(ip, '(sslength (ssget "X"))')).toBe('7');
  });
});
