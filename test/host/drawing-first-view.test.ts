/*
 * Issue 19: a large drawing's first answer is built from model space's records (DrawingPort.firstView,
 * renderer/canvas/scene.ts modelSceneArrays) without the whole view snapshot. Its scene bytes must be
 * the in-process scene's byte for byte and its head toUi's head, on every drawing we have (block
 * references, boxed references past the budget, old-style polylines, infinite lines, paper-space
 * flags, entities with no geometry, -0 coordinates); and the loader must answer before it builds
 * the whole snapshot (toUi only for the rest).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawingFactory } from '../../interpreter/drawing/index.js';
import type { DrawingPort } from '../../interpreter/ports/drawing.js';
import { firstAnswer } from '../../electron/main/services/drawing-answers.js';
import { firstViewSceneBytes, sceneBytes } from '../../electron/main/services/drawing-scenes.js';
import { headOfSnapshot } from '../../electron/main/services/snapshot-bytes.js';
import { readSnapshotLines } from '../../interpreter/ports/snapshot-lines.js';
import { buildScene, modelSceneArrays } from '../../renderer/canvas/scene.js';
import { encodeScene, packSceneArrays, SceneArraysWriter } from '../../renderer/canvas/scene-arrays.js';
import { emptyBox, growBoxByPrim, type Prim } from '../../interpreter/geometry.js';
import { dxfFixtureSet } from '../support/dxf-fixture-set.js';
import { samplesDir, samplesMissing, skipping } from '../support/samples.js';
import { makeMixedDxf } from '../bench/browser-render-bench.js';
import { trickyDxf } from '../support/tricky-dxf.js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const drawings: Array<[string, string]> = [...dxfFixtureSet(3000), ['tricky', trickyDxf()], ['bench mix 2000', makeMixedDxf(2000)]];
const dir = samplesDir();
if (!skipping('first view on the shared samples', samplesMissing('3_us_main.dxf'))) for (const f of readdirSync(dir!).filter((n) => /\.dxf$/i.test(n))) drawings.push([f, readFileSync(join(dir!, f), 'utf8')]);

const bytes = (b: ArrayBuffer): Buffer => Buffer.from(new Uint8Array(b));
const json = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

describe('the first view: the scene and head from model space\'s records', () => {
  it.each(drawings)('%s: scene bytes and head equal the whole snapshot\'s', (name, text) => {
    // two reads of the text: nothing remembered from one way helps the other
    const a = drawingFactory.fromDxf(text, name);
    const b = drawingFactory.fromDxf(text, name);
    const view = a.firstView!(a.snapshot());
    const fast = firstViewSceneBytes(view);
    const head = view.finish();
    const whole = b.toUi(b.snapshot());
    expect(bytes(fast).equals(bytes(sceneBytes(whole)))).toBe(true);
    // Object.is on every number (a -0 extent stays -0) and the fields in toUi's order
    expect(head).toStrictEqual(headOfSnapshot(whole));
    expect(Object.keys(head)).toEqual(Object.keys(headOfSnapshot(whole)));
    // and the whole view made after the first view is the same as one made alone
    expect(json(a.toUi(a.snapshot()))).toEqual(json(whole));
  });

  it('past the primitive budget, references are boxed as buildScene boxes them', () => {
    const [, text] = drawings.find(([n]) => n === 'insert-bomb')!;
    for (const budget of [0, 5, 500]) {
      const a = drawingFactory.fromDxf(text, 'bomb');
      const b = drawingFactory.fromDxf(text, 'bomb');
      const fast = packSceneArrays(modelSceneArrays(a.firstView!(a.snapshot()), { budget }));
      const slow = packSceneArrays(encodeScene(buildScene(b.toUi(b.snapshot()), undefined, { budget })));
      expect(bytes(fast).equals(bytes(slow))).toBe(true);
    }
  });

  it('the tricky drawing has what it is meant to test: a layout entity, the XLINE and the paper-space LINE out of the extents, the reference in', () => {
    const p = drawingFactory.fromDxf(trickyDxf(), 'tricky');
    const view = p.firstView!(p.snapshot());
    const head = view.finish();
    const { min, max } = head.extents!;
    expect([min, max].flat().every(Number.isFinite)).toBe(true);
    expect(max[0]).toBe(32); // the reference's placed block
    expect(min[0]).toBe(-21.25); // the rotated TEXT
    expect(head.layouts).toEqual(['Layout1']);
    expect(view.model.map((e) => e.type)).toEqual(['LINE', 'POLYLINE', 'VERTEX', 'VERTEX', 'VERTEX', 'SEQEND', 'XLINE', 'LINE', 'TEXT', 'INSERT', 'INSERT']);
    expect(head.entityCount).toBe(8);
  });

  it('an item\'s box measured from its primitives is growBoxByPrim over them, -0 and 0 ties too', () => {
    const prims: Prim[] = [
      { k: 'poly', pts: [-0, 0, 1, 1], closed: false },
      { k: 'poly', pts: [0, -0, 2, 2], closed: false },
      { k: 'arc', cx: 0, cy: 0, r: 1, a0: 0, a1: Math.PI },
    ];
    const item = { handle: '1', type: 'LWPOLYLINE', layer: '0', parts: [{ layer: '0', color: '#fff', prims }], bbox: emptyBox() };
    new SceneArraysWriter().add(item, true);
    const direct = emptyBox();
    for (const q of prims) growBoxByPrim(direct, q);
    expect(item.bbox).toStrictEqual(direct);
    expect(Object.is(item.bbox[0], -1)).toBe(true);
    const ties: Prim[] = [prims[0]!, prims[1]!];
    const tied = { ...item, parts: [{ layer: '0', color: '#fff', prims: ties }], bbox: emptyBox() };
    new SceneArraysWriter().add(tied, true);
    expect(Object.is(tied.bbox[0], -0)).toBe(true);
    expect(Object.is(tied.bbox[1], 0)).toBe(true);
  });
});

/** A drawing whose toUi is counted (the whole view snapshot). */
function counting(port: DrawingPort): { port: DrawingPort; calls: () => number } {
  let n = 0;
  const toUi = port.toUi.bind(port);
  port.toUi = (s) => (n++, toUi(s));
  return { port, calls: () => n };
}

describe('the loader\'s first answer', () => {
  const text = makeMixedDxf(3000);

  it('a large drawing answers its scene and head without building the whole snapshot or hashing it; the rest builds both', async () => {
    const { port, calls } = counting(drawingFactory.fromDxf(text, 'mix.dxf'));
    let hashed = 0;
    const hash = port.hash.bind(port);
    port.hash = () => (hashed++, hash());
    const first = firstAnswer(port, 1000);
    expect(calls()).toBe(0);
    expect(hashed).toBe(0);
    expect(first.data.restPending).toBe(true);
    expect(first.data.snapshot.entities).toEqual([]);
    expect(first.transfer).toEqual([first.data.scene]);
    const other = drawingFactory.fromDxf(text, 'mix.dxf');
    const whole = other.toUi(other.snapshot());
    // the hash comes with the rest: the first answer's is '' (its head's too)
    expect(first.data.hash).toBe('');
    expect(first.data.snapshot.hash).toBe('');
    expect(whole.hash).toBe(other.hash());
    expect(first.data.entityCount).toBe(other.entityCount());
    expect(bytes(first.data.scene!).equals(bytes(sceneBytes(whole)))).toBe(true);
    const rest = first.rest!();
    expect(calls()).toBe(1);
    expect(json(await readSnapshotLines(new TextDecoder().decode(rest.data.snapshotLines)))).toEqual(json(whole));
    expect(rest.data.hash).toBe(whole.hash);
    expect(rest.data.portable).toBeDefined();
  });

  it('a drawing without firstView (a stand-in) still answers its scene first, from its whole view', () => {
    const p = drawingFactory.fromDxf(text, 'mix.dxf');
    const { port, calls } = counting(Object.assign(Object.create(p) as DrawingPort, { firstView: undefined }));
    const first = firstAnswer(port, 1000);
    expect(calls()).toBe(1);
    expect(bytes(first.data.scene!).equals(bytes(sceneBytes(p.toUi(p.snapshot()))))).toBe(true);
  });

  it('a small drawing answers once, whole', () => {
    const p = drawingFactory.fromDxf(text, 'mix.dxf');
    const first = firstAnswer(p, 10_000);
    expect(first.rest).toBeUndefined();
    expect(first.data.snapshotJson).toBeDefined();
    expect(first.data.scene).toBeUndefined();
  });
});
