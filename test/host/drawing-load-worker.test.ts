/*
 * Issue 19: a large drawing's first frame waits for parse → scene only. The host's loader thread
 * (dist/drawing-load-worker.mjs, built by npm test) answers first with the scene bytes and the
 * snapshot's head, then the whole snapshot as JSON bytes and the compact form; the host answers the
 * page before the rest is in, and the page's panels get the whole snapshot from drawingSnapshot.
 * Listing the samples parses nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDrawingLoader } from '../../interpreter/worker/drawing-loader.js';
import type { LoadedRest } from '../../interpreter/worker/protocol.js';
import { drawingFactory } from '../../interpreter/drawing/index.js';
import { drawingLoadWorkerPath, factoryLoader, workerLoader, type DrawingLoader } from '../../electron/main/services/drawing-loader.js';
import { DrawingService } from '../../electron/main/services/drawings.js';
import { sceneBytes } from '../../electron/main/services/drawing-scenes.js';
import { snapshotBytes } from '../../electron/main/services/snapshot-bytes.js';
import { readSnapshotLines, snapshotLines } from '../../interpreter/ports/snapshot-lines.js';

const FLOOR_PLAN = join('assets', 'drawings', 'floor-plan.dxf');
const text = readFileSync(FLOOR_PLAN, 'utf8');
const here = drawingFactory.fromDxf(text, 'floor-plan.dxf');
const whole = here.toUi(here.snapshot());
const json = (v: unknown): unknown => JSON.parse(JSON.stringify(v));
const parse = (b: ArrayBuffer): Promise<unknown> => readSnapshotLines(new TextDecoder().decode(b));

const split = createDrawingLoader({ workerPath: drawingLoadWorkerPath(), splitMinEntities: 1 });
const oneShot = createDrawingLoader({ workerPath: drawingLoadWorkerPath() });
afterAll(async () => {
  await split.close();
  await oneShot.close();
});

describe('the host\'s loader thread', () => {
  it('answers a large drawing with its scene and the snapshot\'s head first, then the whole snapshot and the compact form', async () => {
    const first = await split.load(text, 'floor-plan.dxf');
    expect(first.restPending).toBe(true);
    // the drawing's hash is not what the first frame waits for: it comes with the rest
    expect(first.hash).toBe('');
    expect(first.snapshot.hash).toBe('');
    expect(first.entityCount).toBe(here.entityCount());
    // the head: everything but the entities
    expect(first.snapshot.entities).toEqual([]);
    expect(first.snapshot.blocks).toEqual({});
    expect(first.snapshot.layers).toEqual(whole.layers);
    expect(first.snapshot.extents).toEqual(whole.extents);
    expect(first.snapshot.entityCount).toBe(whole.entityCount);
    expect(first.portable).toBeUndefined();
    // the drawing shown is the same as the page would build from the whole snapshot
    expect(new Uint8Array(first.scene!)).toEqual(new Uint8Array(sceneBytes(whole)));
    const rest = await first.rest!();
    expect(await parse(rest.snapshotLines)).toEqual(json(whole));
    expect(rest.hash).toBe(here.hash());
    expect(rest.portable).toBeDefined();
  });

  it('answers a small drawing whole, in one part, as the in-process loader does', async () => {
    const data = await oneShot.load(text, 'floor-plan.dxf');
    expect(data.restPending).toBeUndefined();
    expect(data.rest).toBeUndefined();
    expect(data.hash).toBe(here.hash());
    expect(json(data.snapshot)).toEqual(json(whole));
    expect(data.portable).toBeDefined();
  });

  it('with a spare thread started ahead, loads one drawing after another, and a failed load leaves the next working', async () => {
    const withSpare = createDrawingLoader({ workerPath: drawingLoadWorkerPath(), spare: true, splitMinEntities: 1 });
    try {
      await new Promise((r) => setTimeout(r, 700)); // the spare has started and is idle
      const a = await withSpare.load(text, 'floor-plan.dxf');
      expect(new Uint8Array(a.scene!)).toEqual(new Uint8Array(sceneBytes(whole)));
      await a.rest!();
      await expect(withSpare.load('0\nSECTION\n2\nENTITIES\n0\nLINE\n10\nx\n', 'bad.dxf')).rejects.toThrow(/DXF line/);
      const b = await withSpare.load(text, 'floor-plan.dxf');
      expect(await parse((await b.rest!()).snapshotLines)).toEqual(json(whole));
    } finally {
      await withSpare.close();
    }
  });

  it('a drawing it cannot read rejects with the reader\'s message', async () => {
    await expect(split.load('0\nSECTION\n2\nENTITIES\n0\nLINE\n10\nx\n', 'bad.dxf')).rejects.toThrow(/DXF line/);
  });
});

/** A loader whose second part arrives when the test says so. */
let asked = false;
function gatedLoader(): { loader: DrawingLoader; release(r?: Error): void } {
  asked = false;
  let done!: (r: LoadedRest) => void;
  let fail!: (e: Error) => void;
  const rest = new Promise<LoadedRest>((res, rej) => ((done = res), (fail = rej)));
  rest.catch(() => undefined);
  const loader: DrawingLoader = {
    load: (t, name) => {
      const port = drawingFactory.fromDxf(t, name);
      const snap = port.toUi(port.snapshot());
      // as the loader thread answers: the hash comes with the rest
      return { hash: '', entityCount: port.entityCount(), snapshot: { ...snap, entities: [], blocks: {} }, scene: sceneBytes(snap), rest: () => ((asked = true), rest) };
    },
    empty: (name) => factoryLoader(drawingFactory).empty(name),
  };
  return {
    loader,
    release: (e) => {
      if (e) return fail(e);
      const port = drawingFactory.fromDxf(text, 'floor-plan.dxf');
      done({ snapshotLines: snapshotBytes(port.toUi(port.snapshot())), hash: port.hash(), portable: port.toPortable() });
    },
  };
}

describe('the host answers a large drawing before its whole snapshot is in', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lw-split-'));
  const file = join(dir, 'floor-plan.dxf');
  writeFileSync(file, text);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens with the head and the scene at once; drawingSnapshot waits for the rest, then gives the whole snapshot', async () => {
    const g = gatedLoader();
    const svc = new DrawingService(dir, g.loader);
    const d = await svc.openPath(file);
    expect(d.snapshotPending).toBe(true);
    expect(d.snapshot.entities).toEqual([]);
    expect(d.hash).toBe('');
    // the first frame's bytes are there before the rest
    expect(new Uint8Array(svc.sceneBytes(d.id)!)).toEqual(new Uint8Array(sceneBytes(whole)));
    // the loader is asked for the rest only when the snapshot is asked for
    expect(asked).toBe(false);
    let answered: unknown = null;
    const asking = svc.snapshotBytes(d.id).then((b) => (answered = b));
    expect(asked).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(answered).toBeNull();
    g.release();
    await asking;
    expect(await parse(answered as unknown as ArrayBuffer)).toEqual(json(whole));
    // the host's record of the drawing has the hash the rest brought
    expect(svc.get(d.id)?.hash).toBe(here.hash());
    expect(await svc.snapshotBytes('dwg-unknown')).toBeNull();
  });

  it('a rest that fails is reported to whoever asks for the snapshot', async () => {
    const g = gatedLoader();
    const svc = new DrawingService(dir, g.loader);
    const d = await svc.openPath(file);
    g.release(new Error('the loader stopped'));
    await expect(svc.snapshotBytes(d.id)).rejects.toThrow('the loader stopped');
  });

  it('through the real loader thread: the whole snapshot equals the in-process one and runs get the compact form', async () => {
    const svc = new DrawingService(dir, workerLoader(split, drawingFactory));
    const d = await svc.openPath(file);
    expect(d.snapshotPending).toBe(true);
    expect(await parse((await svc.snapshotBytes(d.id))!)).toEqual(json(whole));
    const { dxfKey } = await import('../../interpreter/worker/pool.js');
    expect(svc.portableFor(dxfKey(text))).toBeDefined();
  });

  it('the hash that came late is the runner\'s: a run right after open works, and runs against the whole snapshot get changes and cached results', async () => {
    const { createRunnerPool } = await import('../../interpreter/worker/pool.js');
    const svc = new DrawingService(dir, workerLoader(split, drawingFactory));
    const pool = createRunnerPool({ resolvePortable: (k) => svc.portableFor(k) });
    try {
      const d = await svc.openPath(file);
      expect(d.hash).toBe('');
      const files = [{ name: 'a.lsp', text: '(entmake \'((0 . "LINE") (10 0.0 0.0 0.0) (11 5.0 5.0 0.0))) (princ)' }];
      // before the rest is asked for: the runner reads the DXF text itself
      const early = await pool.run({ files, drawing: await svc.resolveSource({ kind: 'snapshot', id: d.id }) });
      expect(early.stage).toBe('ok');
      expect(early.diff?.entities.length).toBe(1);
      expect(early.drawingHash).toBe(here.hash());
      // the page's whole snapshot (as it reads it) names the drawing the runner sees
      const snapshot = (await parse((await svc.snapshotBytes(d.id))!)) as typeof whole;
      expect(snapshot.hash).toBe(here.hash());
      const req = { files, drawing: await svc.resolveSource({ kind: 'snapshot', id: d.id }), wantSnapshots: true, snapshotBase: snapshot.hash };
      const first = await pool.run(req);
      expect(first.snapshotDelta?.base).toBe(snapshot.hash);
      const again = await pool.run(req);
      expect(again.cached).toBe(true);
      expect(again.snapshotDelta?.base).toBe(snapshot.hash);
    } finally {
      await pool.close();
    }
  });
});

describe('listing the samples', () => {
  it('counts entities by scanning the text, loading nothing, with the counts a load gives', async () => {
    const never: DrawingLoader = {
      load: () => {
        throw new Error('listSamples must not load a drawing');
      },
      empty: (name) => factoryLoader(drawingFactory).empty(name),
    };
    const samples = await new DrawingService(join('assets', 'drawings'), never).listSamples();
    expect(samples.map((s) => s.name)).toEqual(['floor-plan.dxf', 'site-plan.dxf']);
    for (const s of samples) expect(s.entityCount).toBe(drawingFactory.fromDxf(readFileSync(join('assets', 'drawings', s.name), 'utf8'), s.name).entityCount());
  });
});

describe('snapshot lines', () => {
  it('read back equal to the snapshot, entities and blocks in order, in runs the reader pauses between', async () => {
    const entities = Array.from({ length: 1200 }, (_, i) => ({ handle: (0x100 + i).toString(16), type: 'LINE', layer: `L${i % 3}`, groups: [[10, [i, 0, 0]], [40, i / 3], [1, 'a\nb "q"']] as Array<[number, string | number | number[]]> }));
    const blocks = Object.fromEntries(Array.from({ length: 3 }, (_, b) => [`B${b}`, { base: [b, 0, 0] as [number, number, number], entities: entities.slice(0, 400) }]));
    const snap = { ...whole, entities, blocks };
    const text = snapshotLines(snap);
    expect(text.split('\n').map((l) => l[0])).toEqual(['{', 'E', 'E', 'E', 'B', 'B']);
    let pauses = 0;
    const back = await readSnapshotLines(text, async () => void pauses++);
    expect(back).toEqual(json(snap));
    expect(Object.keys(back.blocks)).toEqual(['B0', 'B1', 'B2']);
    expect(pauses).toBe(5);
    await expect(readSnapshotLines('')).rejects.toThrow(/no snapshot lines/);
    await expect(readSnapshotLines(`${JSON.stringify(whole)}\nX[]`)).rejects.toThrow(/not a snapshot line/);
  });
});
