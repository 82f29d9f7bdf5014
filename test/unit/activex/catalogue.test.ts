/*
 * The object model against its catalogue (assets/activex/, generated from Autodesk's data): the
 * vla- functions are exactly the catalogue's, every member a class implements is one the
 * catalogue gives that class (so no invented names), writable properties have a putter or answer
 * "not simulated", and the generator's rules and corrections hold in the committed data.
 */
import { describe, expect, it } from 'vitest';
import { catalogueClass, catalogueClassIds, catalogueConstants, catalogueFunctions, catalogueMembers } from '../../../interpreter/drawing/activex/catalogue.js';
import { implementedClasses } from '../../../interpreter/drawing/activex/objects.js';
import { ACTIVEX_CONSTANTS, ACTIVEX_OBJECT_BUILTINS } from '../../../interpreter/drawing/activex/index.js';
import data from '../../../assets/activex/activex-catalogue.json' with { type: 'json' };

describe('the ActiveX catalogue', () => {
  it('has Autodesk\'s 156 classes and names its sources and licence', () => {
    expect(catalogueClassIds()).toHaveLength(156);
    expect(data.source).toContain('Autodesk-AutoCAD/AutoLispExt');
    expect(data.source).toMatch(/@ [0-9a-f]{40}/);
    expect(data.licence).toContain('Apache-2.0');
  });

  it('registers a vla- function for exactly each catalogue function', () => {
    const registered = ACTIVEX_OBJECT_BUILTINS.load().filter((d) => d.name.startsWith('vla-')).map((d) => d.name).sort();
    const listed = catalogueFunctions().map(([n]) => n.toLowerCase()).sort();
    expect(registered).toEqual(listed);
    expect(listed.length).toBeGreaterThan(2000);
    expect(registered).toContain('vla-get-objectname');
    expect(registered).not.toContain('vla-put-setbulge');
  });

  it('every implemented member is a member the catalogue gives the class', () => {
    const wrong: string[] = [];
    for (const [id, impl] of implementedClasses()) {
      const cat = catalogueClass(id)!;
      for (const k of Object.keys(impl.get)) if (!cat.props.has(k)) wrong.push(`${id}.get.${k}`);
      for (const k of Object.keys(impl.put)) if (!cat.writable.has(k)) wrong.push(`${id}.put.${k}`);
      for (const k of Object.keys(impl.call)) if (!cat.methods.has(k)) wrong.push(`${id}.call.${k}`);
    }
    expect(wrong).toEqual([]);
  });

  it('read-only flags follow the data and the ActiveX reference corrections', () => {
    expect(catalogueClass('Line')!.writable.has('startpoint')).toBe(true);
    expect(catalogueClass('Arc')!.writable.has('startpoint')).toBe(false);
    expect(catalogueClass('Circle')!.writable.has('area')).toBe(true);
    expect(catalogueClass('LWPolyline')!.writable.has('area')).toBe(false);
    expect(catalogueClass('Line')!.props.has('length')).toBe(true);
    expect(catalogueClass('Line')!.writable.has('length')).toBe(false);
    expect(catalogueClass('Line')!.writable.has('handle')).toBe(false);
    // deprecated Color is still a member (the 2021 lists leave it out)
    expect(catalogueClass('LWPolyline')!.props.has('color')).toBe(true);
    // ModelSpace has Block's members
    expect(catalogueClass('ModelSpace')!.props.has('islayout')).toBe(true);
  });

  it('corrected signatures: AddArc takes both angles, AddHatch\'s object type is optional', () => {
    const row = (n: string) => catalogueFunctions().find(([f]) => f === n)!;
    expect(row('vla-AddArc').slice(1, 3)).toEqual([5, 5]);
    expect(row('vla-AddHatch').slice(1, 3)).toEqual([4, 5]);
  });

  it('enum constants carry the type library\'s values', () => {
    const c = catalogueConstants();
    expect([c['acByLayer'], c['acExtendBoth'], c['acAlignmentMiddleCenter'], c['acLnWtByLayer'], c['acModelSpace'], c['acTextFlagBackward']]).toEqual([256, 3, 10, -1, 1, 2]);
    expect(ACTIVEX_CONSTANTS.load().find((d) => d.name === 'acbylayer')?.constant).toEqual({ value: 256 });
  });

  it('lists each member with the classes that have it', () => {
    const sp = catalogueMembers().get('property:startpoint')!;
    expect(sp.classes).toEqual(expect.arrayContaining(['Arc', 'Ellipse', 'Line']));
    expect(sp.readOnlyOn).toEqual(expect.arrayContaining(['Arc', 'Ellipse']));
    expect(sp.readOnlyOn).not.toContain('Line');
  });
});
