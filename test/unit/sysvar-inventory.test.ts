/*
 * The generated system-variable inventory: size, provenance, the variables real programs read at
 * load time, metric defaults, and the merge with the curated table (curated facts win).
 */
import { describe, expect, it } from 'vitest';
import inventory from '../../assets/sysvars/autocad-sysvars.json' with { type: 'json' };
import help from '../../assets/sysvars/autocad-sysvars-help.json' with { type: 'json' };
import { allSysvarDefs, inventorySize } from '../../interpreter/drawing/sysvar-inventory.js';
import { sysvarInfo } from '../../interpreter/drawing/sysvar-info.js';
import { sysvarDefinition, sysvarNames, SysvarTable } from '../../interpreter/drawing/sysvars.js';

describe('system-variable inventory', () => {
  it('names its source and licence and holds over a thousand AutoCAD variables', () => {
    expect(inventory.source).toMatch(/help\.autodesk\.com/);
    expect(help.licence).toBe(inventory.licence);
    expect(inventory.licence).toMatch(/AGPL-3\.0/);
    expect(inventory.generatedBy).toMatch(/scripts\/build-sysvars\.ts/);
    expect(inventorySize()).toBeGreaterThan(1000);
    expect(sysvarNames().length).toBeGreaterThanOrEqual(inventorySize());
  });
  it('every row has a type, a default of that type and where it is saved', () => {
    for (const [name, d] of allSysvarDefs()) {
      expect(['int', 'real', 'str', 'pt2', 'pt3'], name).toContain(d.type);
      if (d.type === 'str') expect(typeof d.value, name).toBe('string');
      else if (d.type === 'pt2' || d.type === 'pt3') expect(Array.isArray(d.value), name).toBe(true);
      else expect(typeof d.value, name).toBe('number');
      if (d.savedIn !== undefined) expect(['drawing', 'registry', 'user-settings', 'not-saved'], name).toContain(d.savedIn);
    }
  });
  it('knows the variables the issue found missing', () => {
    for (const n of ['MODEMACRO', 'ROAMABLEROOTPREFIX', 'LOGFILEMODE', 'CANNOSCALEVALUE', 'CTABLESTYLE', 'HPCOLOR', 'SECURELOAD', 'TRUSTEDPATHS', 'PRESELECTIONEFFECT', 'EXTNAMES', 'MAXSORT'])
      expect(sysvarDefinition(n), n).toBeDefined();
  });
  it('keeps metric defaults where the templates differ, and the help page', () => {
    const dimzin = sysvarDefinition('DIMZIN')!;
    expect([dimzin.value, dimzin.metricValue]).toEqual([0, 8]);
    expect(sysvarDefinition('LIMMAX')!.metricValue).toEqual([420, 297]);
    expect(sysvarInfo().find((v) => v.name === 'OSMODE')?.help).toBe('https://help.autodesk.com/view/ACD/2026/ENU/?guid=GUID-DD9B3216-A533-4D47-95D8-7585F738FD75');
    expect(sysvarInfo().find((v) => v.name === 'OSMODE')).toMatchObject({ type: 'integer', default: '4133', savedIn: 'registry', bitcoded: true, range: '0..32767' });
  });
  it('the curated table wins over the inventory (sandbox values, table checks)', () => {
    expect(sysvarDefinition('PRODUCT')!.value).toBe('AutoCAD');
    expect(sysvarDefinition('CLAYER')!.check).toBe('layer');
    expect(sysvarDefinition('CLAYER')!.savedIn).toBe('drawing');
  });
  it('inventory variables answer getvar without being stored in the drawing until set', () => {
    const t = new SysvarTable();
    expect(t.get('MAXSORT')).toBe(1000);
    expect([...t.entries()].some(([k]) => k === 'MAXSORT')).toBe(false);
    t.set('MAXSORT', 50);
    expect([...t.entries()].find(([k]) => k === 'MAXSORT')?.[1]).toBe(50);
  });
});
