import { describe, expect, it } from 'vitest';
import { Real } from '../../../interpreter/index.js';
import { SYSVAR_DEFS } from '../../../interpreter/drawing/sysvar-table.js';
import { DefaultSysvars, SysvarTable, sysvarDefinition } from '../../../interpreter/drawing/sysvars.js';
import { cdateOf } from '../../../interpreter/drawing/builtins/sysvars.js';
import { selectionInterp, FakeDrawing } from '../../support/fake-selection-source.js';

const hooks = {
  tableHas: (table: string, name: string) =>
    (table === 'LAYER' && ['0', 'WALLS'].includes(name.toUpperCase())) ||
    (table === 'LTYPE' && ['CONTINUOUS', 'DASHED'].includes(name.toUpperCase())) ||
    (table === 'STYLE' && name.toUpperCase() === 'STANDARD') ||
    (table === 'LAYOUT' && ['MODEL', 'LAYOUT1'].includes(name.toUpperCase())),
  canonicalName: (table: string, name: string) => (table === 'LAYER' && name.toUpperCase() === 'WALLS' ? 'Walls' : undefined),
};

describe('system variable table', () => {
  it('has well over 120 variables with unique names and sane defaults', () => {
    expect(SYSVAR_DEFS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(SYSVAR_DEFS.map((d) => d.name)).size).toBe(SYSVAR_DEFS.length);
    for (const d of SYSVAR_DEFS) {
      if (d.type === 'int') expect(Number.isInteger(d.value), d.name).toBe(true);
      if (d.min !== undefined && typeof d.value === 'number') expect(d.value, d.name).toBeGreaterThanOrEqual(d.min);
      if (d.max !== undefined && typeof d.value === 'number') expect(d.value, d.name).toBeLessThanOrEqual(d.max);
    }
    for (const n of ['CLAYER', 'CECOLOR', 'CELTYPE', 'OSMODE', 'ORTHOMODE', 'CMDECHO', 'LUNITS', 'LUPREC', 'AUNITS', 'AUPREC', 'DIMZIN',
      'UNITMODE', 'ANGBASE', 'ANGDIR', 'TEXTSIZE', 'TEXTSTYLE', 'INSUNITS', 'LTSCALE', 'PDMODE', 'PDSIZE', 'EXTMIN', 'EXTMAX', 'ACADVER',
      'DWGNAME', 'DWGPREFIX', 'CTAB', 'TILEMODE', 'ERRNO', 'MILLISECS', 'DATE', 'CDATE'])
      expect(sysvarDefinition(n), n).toBeDefined();
  });
  it('keeps the DefaultSysvars name and the store methods the database uses', () => {
    const s = new DefaultSysvars();
    expect(s).toBeInstanceOf(SysvarTable);
    s.setRaw('$CUSTOM', 5);
    s.setRaw('handseed', '1F');
    expect(s.get('handseed')).toBe('1F');
    expect([...s.entries()].some(([k]) => k === 'HANDSEED')).toBe(true);
    expect(s.set('HANDSEED', '2A')).toBe('2A');
  });
});

describe('getvar / setvar', () => {
  const t = selectionInterp(new FakeDrawing(), undefined, new SysvarTable(hooks));
  it('returns typed defaults, case-insensitively; nil for unknown names', () => {
    expect(t.run('(getvar "lunits")')).toBe('2');
    expect(t.run('(getvar "TEXTSIZE")')).toBe('0.2');
    expect(t.run('(getvar "CLAYER")')).toBe('"0"');
    expect(t.run('(getvar "OSMODE")')).toBe('4133');
    expect(t.run('(getvar "EXTMIN")')).toBe('(1.0e+020 1.0e+020 1.0e+020)');
    expect(t.run('(getvar "LIMMAX")')).toBe('(12.0 9.0)');
    expect(t.run('(getvar "ANGBASE")')).toBe('0.0');
    expect(t.run('(getvar "ACADVER")')).toBe('"25.0s (LMS Tech)"');
    expect(t.run('(getvar "NOSUCHVAR")')).toBe('nil');
    expect(t.run('(getvar 1)')).toBe('error: bad argument type: stringp 1');
  });
  it('sets and coerces values, returning the argument', () => {
    expect(t.run('(setvar "TEXTSIZE" 2)')).toBe('2');
    expect(t.run('(getvar "TEXTSIZE")')).toBe('2.0');
    expect(t.run('(setvar "osmode" 0)')).toBe('0');
    expect(t.run('(getvar "OSMODE")')).toBe('0');
    expect(t.run(`(setvar "LIMMAX" '(420 297))`)).toBe('(420 297)');
    expect(t.run('(getvar "LIMMAX")')).toBe('(420.0 297.0)');
    expect(t.run('(setvar "USERS1" "abc")')).toBe('"abc"');
    expect(t.run('(setvar "ERRNO" 0)')).toBe('0');
  });
  it('rejects unknown, read-only, mistyped and out-of-range settings with AutoCAD wording', () => {
    expect(t.run('(setvar "FOO" 1)')).toBe('error: AutoCAD variable setting rejected: "FOO" 1');
    expect(t.run('(setvar "ACADVER" "x")')).toBe('error: AutoCAD variable setting rejected: "ACADVER" "x"');
    expect(t.run('(getvar "ERRNO")')).toBe('20');
    expect(t.run('(setvar "osmode" nil)')).toBe('error: AutoCAD variable setting rejected: "osmode" nil');
    expect(t.run('(setvar "OSMODE" 1.5)')).toBe('error: AutoCAD variable setting rejected: "OSMODE" 1.5');
    expect(t.run('(setvar "LUNITS" 9)')).toBe('error: AutoCAD variable setting rejected: "LUNITS" 9');
    expect(t.run('(getvar "ERRNO")')).toBe('22');
    expect(t.run('(setvar "TEXTSIZE" 0)')).toBe('error: AutoCAD variable setting rejected: "TEXTSIZE" 0');
    expect(t.run('(getvar "ERRNO")')).toBe('21');
    expect(t.run('(setvar "CELWEIGHT" 26)')).toBe('error: AutoCAD variable setting rejected: "CELWEIGHT" 26');
    expect(t.run('(setvar "CELWEIGHT" 25)')).toBe('25');
    expect(t.run('(setvar "PDMODE" 5)')).toBe('error: AutoCAD variable setting rejected: "PDMODE" 5');
    expect(t.run('(setvar "PDMODE" 35)')).toBe('35');
    expect(t.run('(getvar "LUNITS")')).toBe('2');
    expect(t.run('(setvar 1 2)')).toBe('error: bad argument type: stringp 1');
  });
  it('checks table-backed names through the hook, keeping the stored spelling', () => {
    expect(t.run('(setvar "CLAYER" "walls")')).toBe('"walls"');
    expect(t.run('(getvar "CLAYER")')).toBe('"Walls"');
    expect(t.run('(setvar "CLAYER" "NOPE")')).toBe('error: AutoCAD variable setting rejected: "CLAYER" "NOPE"');
    expect(t.run('(getvar "ERRNO")')).toBe('25');
    expect(t.run('(setvar "CELTYPE" "bylayer")')).toBe('"bylayer"');
    expect(t.run('(getvar "CELTYPE")')).toBe('"ByLayer"');
    expect(t.run('(setvar "CELTYPE" "dashed")')).toBe('"dashed"');
    expect(t.run('(setvar "CELTYPE" "HIDDEN9")')).toBe('error: AutoCAD variable setting rejected: "CELTYPE" "HIDDEN9"');
    expect(t.run('(setvar "TEXTSTYLE" "Fancy")')).toBe('error: AutoCAD variable setting rejected: "TEXTSTYLE" "Fancy"');
    expect(t.run('(setvar "CTAB" "Layout2")')).toBe('error: AutoCAD variable setting rejected: "CTAB" "Layout2"');
  });
  it('normalises CECOLOR', () => {
    t.run('(setvar "CECOLOR" "red")');
    expect(t.run('(getvar "CECOLOR")')).toBe('"1"');
    t.run('(setvar "CECOLOR" "bylayer")');
    expect(t.run('(getvar "CECOLOR")')).toBe('"BYLAYER"');
    t.run('(setvar "CECOLOR" "rgb:10,20,30")');
    expect(t.run('(getvar "CECOLOR")')).toBe('"RGB:10,20,30"');
    expect(t.run('(setvar "CECOLOR" "300")')).toBe('error: AutoCAD variable setting rejected: "CECOLOR" "300"');
  });
  it('accepts any table name when no drawing hook is attached', () => {
    const u = selectionInterp();
    expect(u.run('(setvar "CLAYER" "ANY") (getvar "CLAYER")')).toBe('"ANY"');
    expect(u.run('(setvar "CLAYER" "")')).toBe('error: AutoCAD variable setting rejected: "CLAYER" ""');
  });
});

describe('deterministic clock variables', () => {
  it('MILLISECS advances with the step count, identically on every run', () => {
    const runA = selectionInterp();
    const runB = selectionInterp();
    const a = runA.ip.runText('(getvar "MILLISECS")');
    const b = runB.ip.runText('(getvar "MILLISECS")');
    expect(a.value).toBe(b.value);
    const t0 = runA.run('(getvar "MILLISECS")');
    runA.run('(repeat 100000 (setq x 1))');
    const t1 = runA.run('(getvar "MILLISECS")');
    expect(Number(t1)).toBeGreaterThan(Number(t0));
  });
  it('DATE and CDATE start at the fixed run start (2025-01-01 00:00)', () => {
    const t = selectionInterp();
    expect(t.run('(getvar "CDATE")')).toBe('2.02501e+007');
    const cd = t.ip.runText('(getvar "CDATE")').value as Real;
    expect(Math.floor(cd.v)).toBe(20250101);
    expect(t.run('(getvar "DATE")')).toBe('2.46068e+006');
    expect(cdateOf(2460677.5)).toBeCloseTo(20250101.12, 6);
  });
});
