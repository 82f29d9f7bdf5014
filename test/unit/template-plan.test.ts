// The planned template layout (entities/template-plan.ts) against the one-pass algorithm it
// replaced (test/support/legacy-dxf/template.ts): every entity type's template, strict (DXF) and
// loose (entmake/entmod) mode, over the bodies of the fixture drawings and random variations of
// them — groups dropped, shuffled, repeated, unknown codes and markers added, and values changed
// to what a template omits or pads — each input laid out twice so a cached plan is used too.
import { describe, expect, it } from 'vitest';
import { openDxf } from '../../interpreter/drawing/port.js';
import { COMMON_TEMPLATE, splitBody } from '../../interpreter/drawing/entities/common.js';
import { ENTMAKE_TYPES, entityType } from '../../interpreter/drawing/entities/registry.js';
import { applyTemplate, DXF_ENV, type NormalizeEnv, type TItem } from '../../interpreter/drawing/entities/schema.js';
import type { GV, Tags } from '../../interpreter/drawing/model/tags.js';
import { legacyApplyTemplate } from '../support/legacy-dxf/template.js';
import { legacyLwpolylineNormalize } from '../support/legacy-dxf/lwpolyline.js';
import { dxfFixtureSet } from '../support/dxf-fixture-set.js';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 0x100000000;
  };
}

const ENTMAKE_ENV: NormalizeEnv = { layer: 'WALLS', color: 3, linetype: 'DASHED', textSize: 0.2, textStyle: 'Standard' };

/** A variation of `t`: codes and values changed the ways inputs differ. */
function vary(t: Tags, r: () => number): Tags {
  const c = [...t.c];
  const v: GV[] = [...t.v];
  const n = 1 + Math.floor(r() * 4);
  for (let k = 0; k < n; k++) {
    const i = Math.floor(r() * (c.length + 1));
    const what = Math.floor(r() * 8);
    if (what === 0 && c.length) {
      c.splice(Math.min(i, c.length - 1), 1);
      v.splice(Math.min(i, v.length - 1), 1);
    } else if (what === 1 && c.length > 1) {
      const j = Math.floor(r() * c.length);
      const a = Math.min(i, c.length - 1);
      [c[a], c[j]] = [c[j]!, c[a]!];
      [v[a], v[j]] = [v[j]!, v[a]!];
    } else if (what === 2 && c.length) {
      const a = Math.min(i, c.length - 1);
      c.splice(a, 0, c[a]!);
      v.splice(a, 0, v[a]!);
    } else if (what === 3) {
      c.splice(i, 0, 1000 + Math.floor(r() * 70));
      v.splice(i, 0, 'x');
    } else if (what === 4) {
      c.splice(i, 0, 100);
      v.splice(i, 0, r() < 0.5 ? 'AcDbUnknown' : 'AcDbEntity');
    } else if (c.length) {
      const a = Math.min(i, c.length - 1);
      const old = v[a];
      if (Array.isArray(old)) v[a] = r() < 0.5 ? [old[0]!, old[1]!] : [0, 0, 1];
      else if (typeof old === 'number') v[a] = [0, 1, 256, -1, 3][Math.floor(r() * 5)]!;
      else if (typeof old === 'string') v[a] = ['BYLAYER', 'bylayer', '', 'Standard'][Math.floor(r() * 4)]!;
    }
  }
  return { c, v };
}

function both(part: Tags, items: readonly TItem[], env: NormalizeEnv, loose: boolean, flat: boolean): void {
  const want = legacyApplyTemplate(part, items, env, loose, flat);
  // twice: the first call may make the plan, the second uses it
  expect(applyTemplate(part, items, env, loose, flat)).toEqual(want);
  expect(applyTemplate(part, items, env, loose, flat)).toEqual(want);
}

describe('template plans lay groups out as the one-pass algorithm did', () => {
  const bodies = new Map<string, Tags[]>();
  for (const [, text] of dxfFixtureSet(400)) {
    const db = openDxf(text, 'x.dxf').db;
    for (const r of db.ents) {
      const list = bodies.get(r.type) ?? [];
      if (list.length < 40) list.push(r.body);
      bodies.set(r.type, list);
    }
  }

  it('covers every template type the fixtures hold, and more than a few inputs each', () => {
    expect([...bodies.keys()].filter((t) => entityType(t).template).length).toBeGreaterThanOrEqual(8);
  });

  for (const type of [...ENTMAKE_TYPES, 'VIEWPORT']) {
    const def = entityType(type);
    if (!def.template) continue;
    it(`${type}: fixture bodies and 60 variations, strict and loose`, () => {
      const r = rng(type.length * 7919 + type.charCodeAt(0));
      const seeds = bodies.get(type) ?? [{ c: [100, 10, 40], v: ['AcDb' + type, [1, 2], 0.5] }];
      const inputs: Tags[] = [];
      for (const b of seeds) inputs.push(b);
      for (let k = 0; k < 60; k++) inputs.push(vary(seeds[k % seeds.length]!, r));
      for (const body of inputs) {
        for (const loose of [false, true]) {
          const sp = splitBody(body, loose);
          both(sp.part, def.template!, loose ? ENTMAKE_ENV : DXF_ENV, loose, def.flatPoints ?? false);
          both(sp.common, COMMON_TEMPLATE, loose ? ENTMAKE_ENV : DXF_ENV, true, false);
          both(body, def.template!, DXF_ENV, loose, def.flatPoints ?? false);
        }
      }
    });
  }

  it('the same codes with values a template omits or pads give each input its own result', () => {
    const circle = entityType('CIRCLE').template!;
    const a: Tags = { c: [100, 39, 10, 40, 210], v: ['AcDbCircle', 0, [1, 2], 3, [0, 0, 1]] };
    const b: Tags = { c: [100, 39, 10, 40, 210], v: ['AcDbCircle', 5, [1, 2, 7], 3, [0, 1, 0]] };
    const ra = applyTemplate(a, circle, DXF_ENV, false);
    const rb = applyTemplate(b, circle, DXF_ENV, false);
    expect(ra).toEqual(legacyApplyTemplate(a, circle, DXF_ENV, false));
    expect(rb).toEqual(legacyApplyTemplate(b, circle, DXF_ENV, false));
    expect(ra.c).not.toContain(39); // thickness 0 is omitted
    expect(rb.v[rb.c.indexOf(39)]).toBe(5);
    expect(ra.v[ra.c.indexOf(10)]).toEqual([1, 2, 0]); // padded to 3D
  });

  it('LWPOLYLINE (slots instead of a map per vertex) lays out groups as before', () => {
    const r = rng(4242);
    const seeds = bodies.get('LWPOLYLINE') ?? [];
    seeds.push({ c: [100, 90, 70, 43, 10, 40, 41, 42, 10, 42, 42, 91, 10, 70, 38, 210, 39], v: ['AcDbPolyline', 3, 1, 0.5, [0, 0], 1, 2, 0.3, [1, 1], 0.4, 0.5, 7, [2, 0], 9, 4, [0, 0, 1], 2] });
    const def = entityType('LWPOLYLINE');
    let n = 0;
    for (let k = 0; k < 400; k++) {
      const body = k < seeds.length ? seeds[k]! : vary(seeds[k % seeds.length]!, r);
      for (const loose of [false, true]) {
        const part = splitBody(body, loose).part;
        expect(def.normalize(part, DXF_ENV, loose)).toEqual(legacyLwpolylineNormalize(part));
        n++;
      }
    }
    expect(n).toBe(800);
  });
});
