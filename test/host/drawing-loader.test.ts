/*
 * DXF drawings are read off the host's thread, within a memory cap (issue 10: a 227 MB DXF held
 * the host's event loop for 33 s). Uses the real worker bundle (dist/worker.mjs, built by npm test).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createDrawingLoader } from '../../interpreter/worker/drawing-loader.js';
import { countDxfEntities, workerLoader } from '../../electron/main/services/drawing-loader.js';
import { drawingFactory } from '../../interpreter/drawing/index.js';
import { DrawingService, MAX_DXF_BYTES } from '../../electron/main/services/drawings.js';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertBombDxf } from '../support/bomb-dxf.js';

/** A DXF of `n` LINEs (about 60 bytes each). */
function linesDxf(n: number): string {
  const parts = ['0', 'SECTION', '2', 'ENTITIES'];
  for (let i = 0; i < n; i++) parts.push('0', 'LINE', '8', `L${i % 7}`, '10', String(i), '20', '0', '30', '0', '11', String(i), '21', '1', '31', '0');
  parts.push('0', 'ENDSEC', '0', 'EOF', '');
  return parts.join('\n');
}

const loader = createDrawingLoader();
afterAll(() => loader.close());

describe('the worker drawing loader', () => {
  it('reads a drawing as the in-process loader does', async () => {
    const text = linesDxf(50);
    const here = drawingFactory.fromDxf(text, 'l.dxf');
    const data = await loader.load(text, 'l.dxf');
    expect(data.hash).toBe(here.hash());
    expect(data.entityCount).toBe(50);
    expect(data.snapshot.entities).toHaveLength(50);
  });

  it('keeps the event loop answering while a large drawing is read', async () => {
    const text = linesDxf(25_000);
    let last = performance.now();
    let worstGap = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 10);
    const t = performance.now();
    const data = await loader.load(text, 'big.dxf');
    const took = performance.now() - t;
    clearInterval(tick);
    expect(data.entityCount).toBe(25_000);
    // reading takes a while, and the host's timers kept firing throughout
    expect(worstGap).toBeLessThan(Math.max(250, took / 4));
  }, 30_000);

  it('a drawing too big for the memory cap fails to load with a message, and the next load works', async () => {
    const small = createDrawingLoader({ maxHeapMb: 32 });
    try {
      await expect(small.load(linesDxf(30_000), 'huge.dxf')).rejects.toThrow(/^huge\.dxf is too large to open: reading it needs more than 32 MB \(1\.\d MB of DXF; at most 1\.0 MB\)$/);
      expect((await small.load(linesDxf(3), 'ok.dxf')).entityCount).toBe(3);
    } finally {
      await small.close();
    }
  }, 30_000);

  it('an unreadable drawing rejects with the reader\'s message; the INSERT bomb loads at once', async () => {
    await expect(loader.load('0\nSECTION\n2\nENTITIES\n0\nLINE\n10\nx\n', 'bad.dxf')).rejects.toThrow(/DXF line/);
    const t = performance.now();
    expect((await loader.load(insertBombDxf(), 'bomb.dxf')).snapshot.extents).toEqual({ min: [-5, -5], max: [32766.4, 32766.4] });
    expect(performance.now() - t).toBeLessThan(2000);
  });

  it('the host registers drawings through it, and refuses a file over the size cap before reading it', async () => {
    const svc = new DrawingService('/nonexistent', workerLoader(loader, drawingFactory));
    expect(svc.newDrawing().entityCount).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'lw-big-'));
    try {
      writeFileSync(join(dir, 'small.dxf'), linesDxf(10));
      expect((await svc.openPath(join(dir, 'small.dxf'))).entityCount).toBe(10);
      const big = join(dir, 'big.dxf');
      writeFileSync(big, '');
      truncateSync(big, MAX_DXF_BYTES + 1); // sparse: nothing is written
      await expect(svc.openPath(big)).rejects.toThrow('big.dxf is too large to open (64 MB; Lispwright reads DXF files up to 64 MB)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('entity counting without a drawing database', () => {
  it('counts in one pass, not splitting the text, and skips VERTEX, SEQEND and ATTRIB', () => {
    expect(countDxfEntities(linesDxf(1234))).toBe(1234);
    const withSubs = ['0', 'SECTION', '2', 'ENTITIES', '0', 'POLYLINE', '0', 'VERTEX', '0', 'VERTEX', '0', 'SEQEND', '0', 'INSERT', '0', 'ATTRIB', '0', 'SEQEND', '0', 'ENDSEC', '0', 'EOF'].join('\r\n');
    expect(countDxfEntities(withSubs)).toBe(2);
    expect(countDxfEntities('0\nSECTION\n2\nBLOCKS\n0\nLINE\n0\nENDSEC\n')).toBe(0);
  });
});
