// DXF reading and writing: the shared samples load with the entity mix their README lists, a
// write/read round trip keeps every record exactly, corrupted files fail naming the line, and
// encodings (code pages, UTF-8, \U+ escapes) decode.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prin1 } from '../../interpreter/index.js';
import { drawingFactory, emptyDrawing, entgetList, readDxf, type DrawingPortImpl } from '../../interpreter/drawing/index.js';
import { samplesDir, samplesMissing, skipping } from '../support/samples.js';

const dir = samplesDir();
skipping('drawing-dxf: the shared sample drawings', samplesMissing());

function counts(port: DrawingPortImpl, where: 'main' | 'all' = 'main'): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of port.db.ents) {
    if (r.deleted) continue;
    const owner = port.db.spaceOwner(r);
    if (where === 'main' && !port.db.isLayout(owner)) continue;
    out[r.type] = (out[r.type] ?? 0) + 1;
  }
  return out;
}

/** Every record's exact content keyed by handle (entities and objects). */
function fingerprint(port: DrawingPortImpl): Map<string, string> {
  const m = new Map<string, string>();
  for (const r of [...port.db.ents, ...port.db.objs]) {
    if (r.deleted) continue;
    m.set(r.handle, JSON.stringify([r.type, r.owner, r.head, r.body, r.xdata]));
  }
  return m;
}

describe.skipIf(!dir)('shared sample drawings', () => {
  const expected: Record<string, Record<string, number>> = {
    'text_alignments.dxf': { CIRCLE: 32, TEXT: 16, LINE: 10 },
    'multi_insert_with_attribs.dxf': { INSERT: 1, ATTRIB: 3, SEQEND: 1 },
    'POLI-ALL210_12.DXF': { POLYLINE: 30, VERTEX: 101, SEQEND: 30, '3DFACE': 1 },
    'hatches_2.dxf': { LWPOLYLINE: 4, HATCH: 2, MTEXT: 2, ARC: 1, SPLINE: 1, ELLIPSE: 1 },
    '3_us_main.dxf': { LINE: 10052, TEXT: 1 },
  };
  const files = dir ? readdirSync(dir).filter((f) => /\.dxf$/i.test(f)) : [];

  it('has the five documented samples', () => {
    expect(files.sort()).toEqual(Object.keys(expected).sort());
  });

  for (const f of files) {
    describe(f, () => {
      const bytes = new Uint8Array(readFileSync(join(dir!, f)));
      const port = drawingFactory.fromDxfBytes(bytes, f);

      it('loads with the entity mix the README lists', () => {
        expect(counts(port)).toEqual(expected[f]);
      });

      it('write → read gives the same records and entget lists', () => {
        const again = readDxf(port.toDxf(), f);
        const a = fingerprint(port);
        const b = fingerprint(again);
        for (const [h, v] of a) expect(b.get(h), `record ${h}`).toBe(v);
        for (const r of port.db.ents) {
          if (r.deleted) continue;
          const r2 = again.db.get(r.handle)!;
          expect(prin1(entgetList(again.db, r2, ['*']))).toBe(prin1(entgetList(port.db, r, ['*'])));
        }
        // and writing again is stable
        expect(readDxf(again.toDxf(), f).toDxf()).toBe(again.toDxf());
      });

      it('a corrupted copy fails with a clear error naming the line', () => {
        const lines = new TextDecoder().decode(bytes).split('\n');
        // break the group code of the first entity's handle
        const i = lines.findIndex((l, k) => l.trim() === 'ENTITIES' && k > 0);
        const at = i + 3; // "  0", "TYPE", then the next group code line
        lines[at] = 'x5';
        expect(() => readDxf(lines.join('\n'), f)).toThrow(new RegExp(`^DXF line ${at + 1}: expected a group code, found "x5"`));
      });
    });
  }

  it('reads HEADER variables into the sysvar store', () => {
    const port = drawingFactory.fromDxfBytes(new Uint8Array(readFileSync(join(dir!, 'text_alignments.dxf'))), 't.dxf');
    expect(port.sysvars.get('CLAYER')).toBe('0');
    expect(port.sysvars.get('DWGCODEPAGE')).toBe('ANSI_1252');
    expect(prin1(port.sysvars.get('INSBASE')!)).toBe('(0.0 0.0 0.0)');
  });

  it('keeps unknown groups, 102 groups and xdata of hatches_2.dxf', () => {
    const port = drawingFactory.fromDxfBytes(new Uint8Array(readFileSync(join(dir!, 'hatches_2.dxf'))), 'h.dxf');
    const withHead = port.db.ents.filter((r) => r.head);
    expect(withHead.length).toBeGreaterThan(0);
    const out = port.toDxf();
    expect(out).toContain('{ACAD_REACTORS');
    const hatch = port.db.ents.find((r) => r.type === 'HATCH')!;
    expect(prin1(entgetList(port.db, hatch))).toContain('(100 . "AcDbHatch")');
  });
});

describe('DXF reader errors and encodings', () => {
  const minimal = (entities: string, header = '') =>
    `  0\nSECTION\n  2\nHEADER\n${header}  0\nENDSEC\n  0\nSECTION\n  2\nENTITIES\n${entities}  0\nENDSEC\n  0\nEOF\n`;
  const text = (t: string) => `  0\nTEXT\n  8\n0\n 10\n1.0\n 20\n2.0\n 40\n2.5\n  1\n${t}\n`;

  it('names the line of a bad number', () => {
    const dxf = minimal(`  0\nLINE\n  8\n0\n 10\n1.0\n 20\nabc\n 11\n0\n 21\n0\n`);
    expect(() => readDxf(dxf)).toThrow(/^DXF line 18: invalid number "abc" for group code 20/);
  });

  it('names the line of a point without its Y', () => {
    const dxf = minimal(`  0\nLINE\n  8\n0\n 10\n1.0\n 11\n0\n 21\n0\n`);
    expect(() => readDxf(dxf)).toThrow(/^DXF line 17: point group 10 is missing its Y coordinate/);
  });

  it('reports an unclosed section and a missing value line', () => {
    expect(() => readDxf('  0\nSECTION\n  2\nENTITIES\n  0\nLINE\n  8\n0\n')).toThrow(/DXF line \d+: section ENTITIES is not closed/);
    expect(() => readDxf('  0\nSECTION\n  2\nENTITIES\n  0')).toThrow(/^DXF line 5: group code 0 has no value line/);
    expect(() => readDxf('hello\nworld\n')).toThrow(/^DXF line 1: expected a group code/);
    expect(() => readDxf('')).toThrow(/not a DXF file/);
  });

  it('keeps unknown entity types and unknown group codes, in entget and through a round trip', () => {
    const odd = `  0\nMY_CUSTOM\n  5\nA1\n100\nAcDbEntity\n  8\n0\n100\nMyCustomThing\n 10\n1.0\n 20\n2.0\n 30\n3.0\n1234\nodd value\n 90\n7\n`;
    const line = `  0\nLINE\n  5\nA2\n100\nAcDbEntity\n  8\n0\n100\nAcDbLine\n 10\n0.0\n 20\n0.0\n 30\n0.0\n 11\n1.0\n 21\n1.0\n 31\n0.0\n999\ncomment\n 77\n5\n`;
    const port = readDxf(minimal(odd + line));
    const show = (h: string) => prin1(entgetList(port.db, port.db.get(h)!));
    expect(show('A1')).toContain('(0 . "MY_CUSTOM")');
    expect(show('A1')).toContain('(100 . "MyCustomThing") (10 1.0 2.0 3.0) (1234 . "odd value") (90 . 7)');
    expect(show('A2')).toContain('(210 0.0 0.0 1.0) (77 . 5)');
    const again = readDxf(port.toDxf());
    expect(prin1(entgetList(again.db, again.db.get('A1')!))).toBe(show('A1'));
    expect(prin1(entgetList(again.db, again.db.get('A2')!))).toBe(show('A2'));
  });

  it('rejects binary DXF with a clear message', () => {
    expect(() => readDxf('AutoCAD Binary DXF\r\n\x1a\0...')).toThrow(/binary DXF is not supported/);
  });

  it('decodes \\U+XXXX escapes', () => {
    const port = readDxf(minimal(text('Caf\\U+00E9 \\U+2300 50')));
    const t = port.db.ents.find((r) => r.type === 'TEXT')!;
    expect(t.body.v[t.body.c.indexOf(1)]).toBe('Café ⌀ 50');
  });

  it('decodes pre-2007 bytes with $DWGCODEPAGE and 2007+ bytes as UTF-8', () => {
    const header = (ver: string) => `  9\n$ACADVER\n  1\n${ver}\n  9\n$DWGCODEPAGE\n  3\nANSI_1252\n`;
    const r12 = minimal(text('Stra\u00dfe \u20ac'), header('AC1009'));
    const cp1252 = Uint8Array.from([...r12].map((ch) => (ch === '\u20ac' ? 0x80 : ch.charCodeAt(0))));
    const a = drawingFactory.fromDxfBytes(cp1252, 'a.dxf');
    const ta = a.db.ents.find((r) => r.type === 'TEXT')!;
    expect(ta.body.v[ta.body.c.indexOf(1)]).toBe('Straße €');
    const utf = new TextEncoder().encode(minimal(text('Straße €'), header('AC1027')));
    const b = drawingFactory.fromDxfBytes(utf, 'b.dxf');
    const tb = b.db.ents.find((r) => r.type === 'TEXT')!;
    expect(tb.body.v[tb.body.c.indexOf(1)]).toBe('Straße €');
  });

  it('loads an R12 file without handles, block records or objects and fills in the structure', () => {
    const port = readDxf(minimal(`  0\nLINE\n  8\nWALLS\n 10\n0\n 20\n0\n 11\n5\n 21\n5\n` + text('note')));
    expect(port.entityCount()).toBe(2);
    expect(port.db.tableEntry('LAYER', '0')).toBeDefined();
    expect(port.db.block('*Model_Space')).toBeDefined();
    expect(port.db.rootDict).not.toBe('');
    const again = readDxf(port.toDxf());
    expect(fingerprint(again)).toEqual(fingerprint(port));
  });
});

describe('a new empty drawing', () => {
  const port = emptyDrawing();
  it('has AutoCAD\'s standard tables', () => {
    const db = port.db;
    expect(db.tableEntry('LAYER', '0')).toBeDefined();
    for (const lt of ['ByBlock', 'ByLayer', 'Continuous']) expect(db.tableEntry('LTYPE', lt)).toBeDefined();
    expect(db.tableEntry('STYLE', 'Standard')).toBeDefined();
    expect(db.tableEntry('DIMSTYLE', 'Standard')).toBeDefined();
    expect(db.tableEntry('APPID', 'ACAD')).toBeDefined();
    expect(db.block('*Model_Space')).toBeDefined();
    expect(db.block('*Paper_Space')).toBeDefined();
    expect(port.entityCount()).toBe(0);
  });
  it('writes a DXF with every section, handles and owners, and reads it back', () => {
    const out = port.toDxf();
    for (const s of ['HEADER', 'CLASSES', 'TABLES', 'BLOCKS', 'ENTITIES', 'OBJECTS']) expect(out).toContain(`  2\n${s}\n`);
    expect(out).toContain('$HANDSEED');
    expect(out.endsWith('  0\nEOF\n')).toBe(true);
    const again = readDxf(out);
    expect(fingerprint(again)).toEqual(fingerprint(port));
  });
});
