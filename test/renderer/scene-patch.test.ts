/*
 * A run's After scene patched from its Before scene (scene-patch.ts), its arrays and tiles
 * (arrays-patch.ts) and its plain batches (batches-patch.ts) must draw and hit-test what a whole
 * rebuild does: after seeded random edits (adds, deletes, modifies, POLYLINE vertices, block
 * references, layer and linetype changes) made by real runs on the asset drawings and by direct
 * edits of a synthetic snapshot, the items (world primitives, styles, boxes, hatches), extents,
 * count, handle lookups and hit tests equal buildScene's; the arrays decode to the same items;
 * every primitive sits in one tile whose box holds it; the batches stroke every primitive once
 * in its own style, tile and class, with the same text runs and fills. Edits that could change
 * an unchanged entity's look (layer colours, block definitions) must fall back to a whole build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mapPrim, type Prim } from '../../interpreter/geometry.js';
import { drawingFactory, type DrawingPortImpl } from '../../interpreter/drawing/port.js';
import { runRequest } from '../../interpreter/runner/run-request.js';
import { applySnapshotDelta, snapshotDelta } from '../../interpreter/runner/snapshot-delta.js';
import type { DrawingSnapshot, SnapshotEntity } from '../../interpreter/runner/contract.js';
import { buildBatches, type Batches } from '../../renderer/canvas/batches.js';
import { buildScene, hitTest, type Scene } from '../../renderer/canvas/scene.js';
import { arraysOf, cachedArrays, decodeScene, type SceneArrays } from '../../renderer/canvas/scene-arrays.js';
import { plainBatches, sceneOf } from '../../renderer/canvas/scene-cache.js';
import { matchEntities, patchScene } from '../../renderer/canvas/scene-patch.js';
import { sizeClass, type TileGrid } from '../../renderer/canvas/tiles.js';
import { syntheticSnapshot, sampleSnapshot } from '../../renderer/host/mock-drawings.js';
import { rng } from '../support/dxf-mutations.js';
import { repoRoot } from '../support/samples.js';

/** A Path2D that records where each subpath starts (what a batch strokes). */
class RecordingPath {
  starts: string[] = [];
  moveTo(x: number, y: number): void {
    this.starts.push(`${x.toFixed(6)},${y.toFixed(6)}`);
  }
  lineTo(): void {}
  arc(): void {}
  ellipse(): void {}
  closePath(): void {}
  rect(): void {}
  addPath(): void {}
}
const g = globalThis as { Path2D?: unknown; DOMMatrix?: unknown };
const saved = [g.Path2D, g.DOMMatrix];
beforeAll(() => {
  g.Path2D = RecordingPath;
  g.DOMMatrix = class {};
});
afterAll(() => {
  [g.Path2D, g.DOMMatrix] = saved;
});

const plainPrim = (q: Prim): unknown => (q.k === 'poly' ? { ...q, pts: Array.from(q.pts, (v) => +v.toFixed(9)) } : q);
/** An item as drawn: its world primitives with each part's style, box, hatch. */
function drawnItems(scene: Scene): unknown[] {
  return scene.items.map((it) => ({
    handle: it.handle,
    type: it.type,
    layer: it.layer,
    bbox: it.bbox,
    hatch: it.hatch ?? null,
    parts: it.parts.map((p) => {
      const prims: Prim[] = [];
      for (const q of p.prims) if (p.m) mapPrim(q, p.m, prims);
      else prims.push(q);
      return { layer: p.layer, color: p.color, dash: p.dash ?? null, weight: p.weight ?? null, prims: prims.map(plainPrim) };
    }),
  }));
}

/** Parts of one style merged (arrays make one part per run of a style). */
const drawnFlat = (scene: Scene): unknown[] =>
  (drawnItems(scene) as Array<{ parts: Array<{ prims: unknown[] }> } & Record<string, unknown>>).map((it) => ({ ...it, parts: it.parts.flatMap((p) => p.prims.map((q) => ({ ...p, prims: [q] }))) }));

/** Two lists equal element by element (JSON), reporting the first that differs (toEqual on thousands is slow). */
function expectSameList(a: readonly unknown[], b: readonly unknown[], label: string): void {
  expect(a.length, label).toBe(b.length);
  for (let i = 0; i < a.length; i++) if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) expect(a[i], `${label}: element ${i}`).toEqual(b[i]);
}

function expectSameTiles(a: SceneArrays, t: TileGrid): void {
  const seen = new Uint8Array(a.primKind.length);
  for (let tile = 0; tile < t.count; tile++)
    for (let i = t.tileStart[tile]!; i < t.tileStart[tile + 1]!; i++) {
      const p = t.tilePrims[i]!;
      seen[p]!++;
      const b = a.primBox;
      const finite = Number.isFinite(b[4 * p]!);
      const ok =
        t.tileOf[p] === tile &&
        (!finite ||
          (t.classOf[p] === sizeClass(Math.max(b[4 * p + 2]! - b[4 * p]!, b[4 * p + 3]! - b[4 * p + 1]!)) &&
            t.tileBox[4 * tile]! <= b[4 * p]! && t.tileBox[4 * tile + 1]! <= b[4 * p + 1]! && t.tileBox[4 * tile + 2]! >= b[4 * p + 2]! && t.tileBox[4 * tile + 3]! >= b[4 * p + 3]!));
      if (!ok) expect.fail(`tile ${tile} does not hold primitive ${p} (its tile ${t.tileOf[p]}, class ${t.classOf[p]})`);
    }
  expect([...seen].every((s) => s === 1), 'every primitive in one tile').toBe(true);
}

/** What batches stroke, fill and write, as sorted lists (order between batches aside). */
function drawnBatches(b: Batches): { strokes: string[]; texts: string[]; fills: string[] } {
  const strokes: string[] = [];
  const a = b.arrays!;
  for (const s of b.strokes) {
    const starts = (s.path as unknown as RecordingPath).starts;
    expect(starts.length).toBe(s.prims.length);
    const wrong = Array.from(s.prims).filter((p) => {
      const st = a.styles[a.primStyle[p]!]!;
      return b.tiles!.tileOf[p] !== s.tile || b.tiles!.classOf[p] !== s.sizeClass || st.layer !== s.layer || st.color !== s.color || (st.dash ?? null) !== (s.dash ?? null);
    });
    expect(wrong, 'primitives in a batch not of its tile, class and style').toEqual([]);
    strokes.push(...starts.map((x) => `${s.layer}|${s.color}|${s.dash ?? ''}|${s.px ?? ''}|${x}`));
  }
  return {
    strokes: strokes.sort(),
    texts: b.texts.map((t) => JSON.stringify(t)).sort(),
    fills: b.fills.map((f) => JSON.stringify([f.layer, f.color, f.bbox, f.pattern ?? null, f.clip ?? null])).sort(),
  };
}

/**
 * The patched After scene (through the page's cache: scene, arrays, tiles, batches) against a
 * whole rebuild; returns whether it was patched.
 */
function expectPatchedEqualsWhole(before: DrawingSnapshot, after: DrawingSnapshot, label: string, r: () => number): boolean {
  // the Before as the page has it: scene, arrays, tiles and batches made
  const base = sceneOf(before).scene;
  plainBatches(base);
  const { scene } = sceneOf(after, undefined, before);
  const whole = buildScene(after);
  const patched = scene !== whole && cachedArrays(scene) !== undefined && patchScene(before, base, after) !== null;
  expectSameList(drawnItems(scene), drawnItems(whole), label);
  expect([scene.bbox, scene.entityCount, scene.boxedReferences, scene.name, scene.layers], label).toEqual([whole.bbox, whole.entityCount, whole.boxedReferences, whole.name, whole.layers]);
  const handles = [...before.entities, ...after.entities].map((e) => e.handle);
  expectSameList(handles.map((h) => scene.byHandle.get(h)?.handle ?? null), handles.map((h) => whole.byHandle.get(h)?.handle ?? null), `${label}: handles`);
  // hit tests at random points near items (exact spots and misses) find the same item
  const [x0, y0, x1, y1] = whole.bbox;
  for (let k = 0; k < 60; k++) {
    const it = whole.items[Math.floor(r() * whole.items.length)];
    const x = it && k % 2 && Number.isFinite(it.bbox[0]) ? it.bbox[0] : x0 + r() * (x1 - x0);
    const y = it && k % 2 && Number.isFinite(it.bbox[1]) ? it.bbox[1] : y0 + r() * (y1 - y0);
    const tol = (x1 - x0) * (k % 3 === 0 ? 0.05 : 0.002);
    expect(hitTest(scene, x, y, tol)?.handle ?? null, `${label}: hit at ${x},${y}`).toBe(hitTest(whole, x, y, tol)?.handle ?? null);
  }
  // the arrays decode to the whole build's items; tiles and batches draw the same
  const a = arraysOf(scene);
  expectSameList(drawnFlat(decodeScene(a)), drawnFlat(decodeScene(arraysOf(whole))), `${label}: arrays`);
  const [b] = plainBatches(scene);
  expectSameTiles(a, b!.tiles!);
  const [mine, theirs] = [drawnBatches(b!), drawnBatches(buildBatches([{ scene: whole }]))];
  for (const k of ['strokes', 'texts', 'fills'] as const) expectSameList(mine[k], theirs[k], `${label}: batches' ${k}`);
  return patched;
}

function run(port: DrawingPortImpl, code: string) {
  return runRequest({ files: [{ name: 'e.lsp', text: code }], budget: 2_000_000 }, { drawings: drawingFactory, port, drawingHash: 'h' });
}

/** The page's before/after of a run: its own copy of the drawing and the result's changes applied to it (entities shared). */
function pageSnapshots(start: DrawingSnapshot, before: DrawingSnapshot, after: DrawingSnapshot, page: DrawingSnapshot) {
  const delta = JSON.parse(JSON.stringify(snapshotDelta(start, before, after)));
  return applySnapshotDelta(page, delta);
}

describe('a run\'s After scene patched from its Before', () => {
  let seed = 1931;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n);
  const num = () => (rnd(2000) - 1000) / 10;
  const pick = (filter: string) => `(setq ss (ssget "X" ${filter})) (setq e (if ss (ssname ss (/ (sslength ss) ${2 + rnd(3)}))))`;
  const EDITS = [
    () => `(entmake (list '(0 . "LINE") (cons 8 "0") (list 10 ${num()} ${num()} 0.0) (list 11 ${num()} ${num()} 0.0)))`,
    () => `(entmake (list '(0 . "CIRCLE") (list 10 ${num() / 20} ${num() / 20} 0.0) (cons 40 ${1 + rnd(5)}.0) (cons 62 ${1 + rnd(6)})))`,
    () => `(entmake (list '(0 . "TEXT") (list 10 ${num() / 20} ${num() / 20} 0.0) (cons 40 1.5) (cons 1 "T${rnd(99)}")))`,
    () => `(entmake '((0 . "POLYLINE") (66 . 1) (10 0.0 0.0 0.0))) (entmake '((0 . "VERTEX") (10 1.0 1.0 0.0))) (entmake '((0 . "VERTEX") (10 ${num() / 50} 5.0 0.0))) (entmake '((0 . "SEQEND")))`,
    () => `${pick(`'((410 . "Model"))`)} (if e (progn (setq d (entget e)) (entmod (subst (cons 8 "0") (assoc 8 d) d))))`,
    () => `${pick(`'((410 . "Model"))`)} (if e (entdel e))`,
    () => `${pick(`'((0 . "LINE"))`)} (if e (progn (setq d (entget e)) (entmod (subst (list 11 ${num() / 20} ${num() / 20} 0.0) (assoc 11 d) d))))`,
    () => `${pick(`'((0 . "CIRCLE"))`)} (if e (progn (setq d (entget e)) (entmod (append d (list (cons 62 ${1 + rnd(6)}))))))`,
    () => `(if (setq ss (ssget "X" '((0 . "INSERT")))) (progn (setq d (entget (ssname ss 0))) (entmake (subst (list 10 ${num() / 20} ${num() / 20} 0.0) (assoc 10 d) (vl-remove (assoc 66 d) (vl-remove (assoc 5 d) (vl-remove (assoc -1 d) d)))))))`,
    () => `(if (setq ss (ssget "X" '((0 . "INSERT")))) (entdel (ssname ss 0)))`,
    () => `(if (setq ss (ssget "X" '((0 . "POLYLINE")))) (progn (setq v (entnext (ssname ss 0)) d (entget v)) (entmod (subst (list 10 ${num() / 30} ${num() / 30} 0.0) (assoc 10 d) d)) (entupd (ssname ss 0))))`,
    () => `(command "_.LAYER" "_C" "${1 + rnd(7)}" "0" "")`,
  ];
  const DRAWINGS = [
    ...['floor-plan.dxf', 'site-plan.dxf'].map((n) => ({ name: n, text: readFileSync(join(repoRoot, 'assets/drawings', n), 'utf8') })),
  ];

  test.each(DRAWINGS)('runs on $name: each After scene equals a whole rebuild', ({ name, text }) => {
    const pristine = drawingFactory.fromDxf(text, name);
    const start = pristine.toUi(pristine.snapshot());
    const page = JSON.parse(JSON.stringify(start)) as DrawingSnapshot;
    const r = rng(seed);
    let patched = 0;
    let whole = 0;
    for (let k = 0; k < 24; k++) {
      // every sixth run recolours a layer: the items of unchanged entities change too
      const recolour = k % 6 === 5;
      const script = recolour ? `(command "_.LAYER" "_C" "${1 + rnd(6)}" "0" "") ${EDITS[rnd(4)]!()}` : Array.from({ length: 1 + rnd(3) }, () => EDITS[rnd(EDITS.length - 1)]!()).join('\n');
      const port = pristine.clone();
      const before = port.toUi(port.snapshot());
      const res = run(port, script);
      expect(res.stage, `${script}\n${res.error?.message}`).toBe('ok');
      const after = port.toUi(port.snapshot());
      const views = pageSnapshots(start, before, after, page);
      const short = expectPatchedEqualsWhole(views.before, views.after, script, r);
      if (recolour) expect(short, script).toBe(false);
      if (short) patched++;
      else whole++;
    }
    // most runs take the short way; layer colour changes must not
    expect(patched).toBeGreaterThan(12);
    expect(whole).toBeGreaterThanOrEqual(4);
  });

  test('direct edits of a synthetic drawing: adds, deletes, modifies anywhere, layer and block changes', () => {
    const r = rng(77);
    const start = syntheticSnapshot(1500);
    const sample = sampleSnapshot();
    let h = 0x90000;
    const fresh = (): SnapshotEntity => {
      const x = (r() - 0.3) * 500;
      const y = (r() - 0.3) * 500;
      const handle = (h++).toString(16).toUpperCase();
      const kinds: SnapshotEntity[] = [
        { handle, type: 'LINE', layer: 'L1', groups: [[0, 'LINE'], [5, handle], [8, 'L1'], [10, [x, y, 0]], [11, [x + 5, y + 3, 0]]] },
        { handle, type: 'CIRCLE', layer: 'L2', groups: [[0, 'CIRCLE'], [5, handle], [8, 'L2'], [10, [x, y, 0]], [40, 2], [62, 5]] },
        { handle, type: 'TEXT', layer: 'L3', groups: [[0, 'TEXT'], [5, handle], [8, 'L3'], [10, [x, y, 0]], [40, 2], [1, `N${handle}`]] },
        { handle, type: 'HATCH', layer: 'L4', groups: [[0, 'HATCH'], [5, handle], [8, 'L4'], [2, 'SOLID'], [70, 1], [91, 1], [92, 2], [72, 0], [73, 1], [93, 3], [10, [x, y]], [10, [x + 4, y]], [10, [x, y + 4]], [97, 0]] },
      ];
      return kinds[Math.floor(r() * kinds.length)]!;
    };
    let patched = 0;
    for (let k = 0; k < 30; k++) {
      const ents = start.entities.slice();
      const kind = k % 10;
      for (let n = 1 + Math.floor(r() * 6); n > 0; n--) {
        const i = Math.floor(r() * ents.length);
        const op = Math.floor(r() * 4);
        if (op === 0) ents.splice(i, 0, fresh());
        else if (op === 1) ents.splice(i, 1);
        else if (op === 2) {
          const e = ents[i]!;
          ents[i] = { ...e, layer: `L${Math.floor(r() * 8)}`, groups: e.groups.map(([c, v]) => (c === 10 && Array.isArray(v) ? [c, [Number(v[0]) + 3, Number(v[1]) - 2, 0]] : [c, v])) as SnapshotEntity['groups'] };
        } else ents.push(fresh());
      }
      let after: DrawingSnapshot = { ...start, hash: `edit-${k}`, entities: ents };
      if (kind === 7) after = { ...after, layers: after.layers.map((l, i) => (i === 2 ? { ...l, color: 1 } : l)) };
      if (kind === 8) after = { ...after, blocks: sample.blocks, entities: [...ents, ...sample.entities.filter((e) => e.type === 'INSERT')] };
      if (expectPatchedEqualsWhole(start, after, `edit ${k}`, r)) patched++;
      else expect([7, 8], `edit ${k} was built whole`).toContain(kind);
    }
    expect(patched).toBeGreaterThanOrEqual(24);
  });

  test('a patch that keeps a stale item is caught by the comparison (the check can fail)', () => {
    const start = syntheticSnapshot(400);
    const ents = start.entities.slice();
    const e = ents[100]!;
    ents[100] = { ...e, groups: e.groups.map(([c, v]) => (c === 10 && Array.isArray(v) ? [c, [Number(v[0]) + 50, Number(v[1]), 0]] : [c, v])) as SnapshotEntity['groups'] };
    const after = { ...start, hash: 'moved', entities: ents };
    const base = buildScene(start);
    const good = patchScene(start, base, after)!.scene;
    expect(drawnItems(good)).toEqual(drawnItems(buildScene(after)));
    const stale = { ...good, items: good.items.map((it, i) => (i === 100 ? base.items[100]! : it)) };
    expect(drawnItems(stale)).not.toEqual(drawnItems(buildScene(after)));
  });

  test('entities matched by identity: in step, inserted, deleted, replaced; mostly changed lists are refused', () => {
    const mk = (h: string): SnapshotEntity => ({ handle: h, type: 'LINE', layer: '0', groups: [] });
    const from = Array.from({ length: 40 }, (_, i) => mk(`H${i}`));
    const to = from.slice();
    to.splice(5, 0, mk('N1'));
    to.splice(20, 1);
    to[30] = { ...to[30]!, layer: 'X' };
    to.push(mk('N2'));
    const m = matchEntities(from, to, 10)!;
    expect(Array.from(m).map((j, i) => (j >= 0 ? from[j] === to[i] : true)).every(Boolean)).toBe(true);
    expect([m[5], m[30], m[to.length - 1]]).toEqual([-1, -1, -1]);
    expect(Array.from(m).filter((j) => j >= 0).length).toBe(38);
    // reordered: what moved back counts as new; matches only ever rise
    const back = matchEntities(from, [...from].reverse(), 100)!;
    const hits = Array.from(back).filter((j) => j >= 0);
    expect(hits.every((j, i) => i === 0 || j > hits[i - 1]!)).toBe(true);
    expect(matchEntities(from, [...from].reverse(), 10)).toBeNull();
    expect(matchEntities(from, from.map((e) => ({ ...e })), 10)).toBeNull();
  });

  test('a run that changes nothing keeps the Before scene and its batches', () => {
    const start = syntheticSnapshot(500);
    const base = sceneOf(start).scene;
    const [b] = plainBatches(base);
    const same = { ...start, hash: 'same', entities: start.entities.slice() };
    expect(sceneOf(same, undefined, start).scene).toBe(base);
    expect(plainBatches(base)[0]).toBe(b);
  });
});
