/*
 * The DXF reader's entity plans (interpreter/drawing/dxf/record-plan.ts) against its general path:
 * every drawing read with plans and without must give the same database (and the old reader's,
 * test/support/legacy-dxf), with the plans actually used. The cases are the plans' boundaries: a
 * record whose codes match a plan but whose AcDbEntity marker sits elsewhere, values in odd formats
 * under a plan made from plain ones, missing and duplicate codes, 102 groups, xdata, CRLF, more
 * record shapes than a type keeps plans for, complex entities, paper space and block contents.
 */
import { describe, expect, it } from 'vitest';
import { loadDxf, type LoadOptions } from '../../interpreter/drawing/dxf/load.js';
import { readDxfDb } from '../../interpreter/drawing/dxf/read.js';
import { GroupReader } from '../../interpreter/drawing/dxf/tokenizer.js';
import { readOutcome, type ReadOutcome } from '../support/dxf-dump.js';
import { dxfFixtureSet } from '../support/dxf-fixture-set.js';
import { mutateDxf } from '../support/dxf-mutations.js';
import { legacyReadDxfDb } from '../support/legacy-dxf/index.js';

const withOptions = (opts: LoadOptions) => (input: string | Uint8Array, sink: Parameters<typeof readDxfDb>[1]) => loadDxf(new GroupReader(input as string), sink, opts);

/** Read `text` with plans, without, and with the old reader: all three the same; returns the planned/general counts. */
function expectSame(text: string, what: string): { planned: number; general: number; outcome: ReadOutcome } {
  const counts = { planned: 0, general: 0 };
  const planned = readOutcome(withOptions({ counts }), text);
  const general = readOutcome(withOptions({ plans: false }), text);
  expect(planned, `${what}: plans against the general path`).toEqual(general);
  expect(planned, `${what}: against the old reader`).toEqual(readOutcome(legacyReadDxfDb, text));
  return { ...counts, outcome: planned };
}

const HEAD = '  0\nSECTION\n  2\nENTITIES\n';
const TAIL = '  0\nENDSEC\n  0\nEOF\n';
const drawing = (...records: string[]) => `${HEAD}${records.join('')}${TAIL}`;
const ent = (type: string, handle: string, groups: string) => `  0\n${type}\n  5\n${handle}\n${groups}`;
const line = (h: string, extra = '', a = '1.5', b = '2') =>
  ent('LINE', h, `100\nAcDbEntity\n  8\nWALLS\n${extra}100\nAcDbLine\n 10\n${a}\n 20\n${b}\n 30\n0\n 11\n4\n 21\n5\n 31\n0\n`);

describe('entity plans build what the general path builds', () => {
  it('on the hand-made fixtures, most entities by a plan', () => {
    for (const [name, text] of dxfFixtureSet(400)) {
      const r = expectSame(text, name);
      expect(r.outcome.ok, name).toBe(true);
      if (name.startsWith('mixed')) expect(r.planned, name).toBeGreaterThanOrEqual(400);
    }
  });

  it('on 300 damaged drawings', () => {
    const fixtures = dxfFixtureSet(60);
    let planned = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const [name, source] = fixtures[seed % fixtures.length]!;
      const m = mutateDxf(source, seed);
      planned += expectSame(m.text, `${name} seed ${seed}: ${m.steps.join('; ')}`).planned;
    }
    expect(planned).toBeGreaterThan(1000);
  });

  it('when a record has a plan\'s codes but its AcDbEntity marker elsewhere, or none', () => {
    const other = ent('LINE', 'B1', `100\nAcDbOther\n  8\nWALLS\n100\nAcDbEntity\n 10\n1\n 20\n2\n 30\n0\n 11\n4\n 21\n5\n 31\n0\n`);
    const none = ent('LINE', 'B2', `100\nAcDbX\n  8\nWALLS\n100\nAcDbLine\n 10\n1\n 20\n2\n 30\n0\n 11\n4\n 21\n5\n 31\n0\n`);
    const second = ent('LINE', 'B3', `100\nAcDbLine\n  8\nWALLS\n100\nAcDbEntity\n 10\n1\n 20\n2\n 30\n0\n 11\n4\n 21\n5\n 31\n0\n`);
    const r = expectSame(drawing(line('A1'), other, line('A2'), none, second, line('A3'), other.replace('B1', 'B4')), 'markers');
    expect(r.planned).toBe(7);
  });

  it('with values in odd formats under a plan made from plain ones', () => {
    const odd = [
      ['1e5', '-2.5E-3'],
      ['.5', '1.'],
      ['-0', '+0.0'],
      ['123456789012345.6', '0.1234567890123456789'],
      ['1e400', '-1e-400'],
      ['  7.25  ', '\t8'],
      ['0x1F', 'Infinity'],
    ];
    const text = drawing(line('A1'), ...odd.map(([a, b], i) => line(`A${i + 2}`, '', a, b)));
    expectSame(text, 'odd reals');
    expectSame(text.replace(/\n/g, '\r\n'), 'odd reals, CRLF');
    // colour and layer values a template leaves out or keeps, under the same codes
    const colours = ['256', '0', '7', '-3', '256.0', ' 1 '];
    expectSame(drawing(...colours.map((c, i) => line(`C${i + 1}`, ` 62\n${c}\n`)), line('C9', '  6\nBYLAYER\n'), line('CA', '  6\nbylayer\n'), line('CB', '  6\nDASHED\n')), 'omitted values');
  });

  it('with codes missing, repeated or out of their usual place', () => {
    const variants = [
      ent('LINE', 'D1', '100\nAcDbEntity\n100\nAcDbLine\n 10\n1\n 20\n2\n'),
      ent('LINE', 'D2', '100\nAcDbEntity\n  8\nA\n  8\nB\n 62\n1\n 62\n2\n100\nAcDbLine\n 10\n1\n 20\n2\n 10\n3\n 20\n4\n 11\n5\n 21\n6\n'),
      ent('LINE', 'D3', '100\nAcDbEntity\n 67\n1\n  8\nA\n410\nLayout1\n 67\n0\n100\nAcDbLine\n 10\n1\n 20\n2\n'),
      ent('LINE', 'D4', '100\nAcDbEntity\n 67\n1\n  8\nA\n100\nAcDbLine\n 10\n1\n 20\n2\n 67\n0\n'),
      `  0\nLINE\n330\n1F\n  5\nD5\n100\nAcDbEntity\n  8\nA\n100\nAcDbLine\n 10\n1\n 20\n2\n`,
      `  0\nLINE\n  5\nD6\n  5\nD7\n100\nAcDbEntity\n  8\nA\n100\nAcDbLine\n  5\nD8\n 10\n1\n 20\n2\n`,
      `  0\nLINE\n100\nAcDbEntity\n  5\nD9\n  8\nA\n100\nAcDbLine\n 10\n1\n 20\n2\n`,
      `  0\nLINE\n  8\nA\n 62\n3\n 10\n1\n 20\n2\n 11\n3\n 21\n4\n`,
      `  0\nLINE\n  8\nA\n 10\n1\n 20\n2\n  8\nB\n 67\n1\n 11\n3\n 21\n4\n`,
      `  0\nLINE\n  5\nDA\n100\nAcDbEntity\n  8\nA\n 39\n0\n 39\n2\n100\nAcDbLine\n 39\n0\n210\n0\n220\n0\n230\n1\n 10\n1\n 20\n2\n`,
    ];
    // each twice: the second of each is built by the plan the first made
    const r = expectSame(drawing(...variants, ...variants.map((v) => v.replace(/\n  5\nD/g, '\n  5\nE'))), 'codes');
    expect(r.planned).toBe(variants.length * 2);
  });

  it('with 102 groups (the general path), xdata and a 1001 where the head ends', () => {
    const reactors = `  0\nLINE\n  5\nF1\n102\n{ACAD_REACTORS\n330\n2A\n102\n}\n330\n1F\n100\nAcDbEntity\n  8\nA\n100\nAcDbLine\n 10\n1\n 20\n2\n`;
    const inBody = `  0\nLINE\n  5\nF2\n100\nAcDbEntity\n  8\nA\n100\nAcDbLine\n102\n{X\n102\n}\n 10\n1\n 20\n2\n`;
    const xdata = (h: string) => `${line(h)}1001\nAPP\n1000\ntext\n1010\n1\n1020\n2\n1030\n3\n1040\n2.5\n1070\n7\n`;
    const headX = `  0\nLINE\n  5\nF5\n1001\nAPP\n1000\nx\n`;
    const r = expectSame(drawing(reactors, inBody, xdata('F3'), xdata('F4'), headX, headX.replace('F5', 'F6'), reactors.replace('F1', 'F7')), '102 and xdata');
    expect(r.general).toBe(3);
    expect(r.planned).toBe(4);
  });

  it('for every kind of entity: angles, calc items, complex entities, paper space, blocks, unknown types', () => {
    const text = [
      '  0\nSECTION\n  2\nBLOCKS\n  0\nBLOCK\n  5\n20\n100\nAcDbEntity\n  8\n0\n100\nAcDbBlockBegin\n  2\nB1\n 70\n0\n 10\n0\n 20\n0\n  3\nB1\n',
      line('21'),
      ent('CIRCLE', '22', '100\nAcDbEntity\n  8\n0\n100\nAcDbCircle\n 10\n1\n 20\n1\n 40\n2\n'),
      '  0\nENDBLK\n  5\n23\n100\nAcDbEntity\n  8\n0\n100\nAcDbBlockEnd\n  0\nENDSEC\n',
      HEAD,
      ...[0, 1].flatMap((k) => [
        ent('TEXT', `3${k}0`, `100\nAcDbEntity\n  8\nT\n100\nAcDbText\n 10\n1\n 20\n2\n 30\n0\n 40\n0.2\n  1\nP-${k}\n 50\n${30 + k}\n 51\n15\n  7\nStandard\n100\nAcDbText\n 73\n2\n`),
        ent('TEXT', `3${k}1`, `100\nAcDbEntity\n 67\n1\n  8\nT\n100\nAcDbText\n 10\n1\n 20\n2\n  1\nshort\n100\nAcDbText\n`),
        ent('ARC', `3${k}2`, `100\nAcDbEntity\n  8\nA\n100\nAcDbCircle\n 10\n0\n 20\n0\n 40\n1\n100\nAcDbArc\n 50\n0\n 51\n${90 + k}\n`),
        ent('POLYLINE', `3${k}3`, `100\nAcDbEntity\n  8\nP\n100\nAcDb2dPolyline\n 66\n1\n 10\n0\n 20\n0\n 30\n0\n 70\n1\n`),
        ent('VERTEX', `3${k}4`, `100\nAcDbEntity\n  8\nP\n100\nAcDbVertex\n100\nAcDb2dVertex\n 10\n1\n 20\n1\n 42\n0.5\n`),
        ent('VERTEX', `3${k}5`, `100\nAcDbEntity\n  8\nP\n100\nAcDbVertex\n100\nAcDb2dVertex\n 10\n2\n 20\n1\n`),
        ent('SEQEND', `3${k}6`, `100\nAcDbEntity\n  8\nP\n`),
        ent('INSERT', `3${k}7`, `100\nAcDbEntity\n  8\nI\n100\nAcDbBlockReference\n 66\n1\n  2\nB1\n 10\n5\n 20\n5\n 50\n45\n`),
        ent('ATTRIB', `3${k}8`, `100\nAcDbEntity\n  8\nI\n100\nAcDbText\n 10\n5\n 20\n5\n 40\n1\n  1\nV\n100\nAcDbAttribute\n  2\nTAG\n 70\n0\n`),
        ent('SEQEND', `3${k}9`, `100\nAcDbEntity\n  8\nI\n`),
        ent('LWPOLYLINE', `3${k}A`, `100\nAcDbEntity\n  8\nL\n100\nAcDbPolyline\n 90\n9\n 70\n1\n 43\n0.1\n 10\n0\n 20\n0\n 30\n7\n 40\n1\n 10\n1\n 20\n0\n 42\n0.5\n 91\n3\n 10\n1\n 20\n1\n 41\n2\n 40\n3\n210\n0\n220\n0\n230\n-1\n`),
        ent('LWPOLYLINE', `3${k}B`, `100\nAcDbEntity\n  8\nL\n100\nAcDbPolyline\n 90\n2\n 10\n0\n 20\n0\n 10\n1\n 20\n${k}\n100\nAcDbExtra\n1001\nAPP\n1070\n1\n`),
        ent('ELLIPSE', `3${k}C`, `100\nAcDbEntity\n  8\nE\n100\nAcDbEllipse\n 10\n0\n 20\n0\n 11\n2\n 21\n0\n 40\n0.5\n 41\n0\n 42\n6.283185307179586\n`),
        ent('ACAD_PROXY_ENTITY', `3${k}D`, `100\nAcDbEntity\n  8\nX\n100\nAcDbProxyEntity\n 90\n498\n 91\n${k}\n`),
        ent('MTEXT', `3${k}E`, `100\nAcDbEntity\n  8\nM\n100\nAcDbMText\n 10\n0\n 20\n0\n 40\n1\n  1\nline one\\Pline two\n 50\n${k * 10}\n`),
        ent('POINT', `3${k}F`, `100\nAcDbEntity\n  8\nP\n100\nAcDbPoint\n 10\n0\n 20\n0\n 30\n0\n 50\n${k}\n`),
      ]),
      TAIL,
    ].join('');
    const r = expectSame(text, 'every kind');
    expect(r.outcome.ok).toBe(true);
    expect(r.general).toBe(0);
    expect(r.planned).toBe(2 + 2 * 16);
  });

  it('beyond the plans a type keeps: the rest by the general path, the same result', () => {
    // 300 LINEs of 300 different shapes (1 to 300 xdata strings)
    const lines = Array.from({ length: 300 }, (_v, i) => `${line((0x100 + i).toString(16).toUpperCase())}1001\nAPP\n${'1000\nx\n'.repeat(i + 1)}`);
    const r = expectSame(drawing(...lines), 'many shapes');
    expect(r.planned).toBeGreaterThan(200);
    expect(r.general).toBeGreaterThan(0);
  });

  it('over a drawing read twice by one reader state: no plan keeps values of an earlier record', () => {
    const text = drawing(line('A1', '', '1', '2'), line('A2', '', '3', '4'));
    const db = readDxfDb(text, { header: () => undefined });
    const [a, b] = db.ents.filter((r) => r.type === 'LINE');
    expect(a!.body.v[a!.body.c.indexOf(10)]).toEqual([1, 2, 0]);
    expect(b!.body.v[b!.body.c.indexOf(10)]).toEqual([3, 4, 0]);
    // the codes are one shared array, the values each record's own
    expect(a!.body.c).toBe(b!.body.c);
    expect(a!.body.v).not.toBe(b!.body.v);
    expect(a!.body.v.length).toBe(a!.body.c.length);
  });
});
