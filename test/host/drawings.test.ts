import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countDxfEntities, scanLoader } from '../../electron/main/services/drawing-loader.js';
import { DrawingService } from '../../electron/main/services/drawings.js';
import { sha256Hex } from '../../electron/main/services/code-hash.js';

export const SMALL_DXF = [
  '0', 'SECTION', '2', 'HEADER', '9', '$ACADVER', '1', 'AC1015', '0', 'ENDSEC',
  '0', 'SECTION', '2', 'ENTITIES',
  '0', 'LINE', '8', '0', '10', '0', '20', '0', '11', '10', '21', '0',
  '0', 'POLYLINE', '8', 'A', '0', 'VERTEX', '10', '1', '0', 'VERTEX', '10', '2', '0', 'SEQEND',
  '0', 'CIRCLE', '8', 'B', '10', '5', '20', '5', '40', '2',
  '0', 'ENDSEC', '0', 'EOF', '',
].join('\r\n');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lw-dwg-'));
  mkdirSync(join(dir, 'drawings'));
  writeFileSync(join(dir, 'drawings', 'site_plan.dxf'), SMALL_DXF);
  writeFileSync(join(dir, 'drawings', 'broken.dxf'), 'hello');
  writeFileSync(join(dir, 'drawings', 'notes.txt'), 'x');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('drawings', () => {
  it('counts top-level entities (not vertices)', () => {
    expect(countDxfEntities(SMALL_DXF)).toBe(3);
  });

  it('lists valid .dxf samples with a title and entity count', async () => {
    const s = new DrawingService(join(dir, 'drawings'), scanLoader);
    expect(await s.listSamples()).toEqual([{ name: 'site_plan.dxf', title: 'Site plan', entityCount: 3 }]);
  });

  it('opens a sample and resolves run references to it', async () => {
    const s = new DrawingService(join(dir, 'drawings'), scanLoader);
    const d = await s.openSample('site_plan.dxf');
    expect(d).toMatchObject({ name: 'site_plan.dxf', hash: sha256Hex(SMALL_DXF), entityCount: 3 });
    expect(await s.resolveSource({ kind: 'snapshot', id: d.id })).toEqual({ kind: 'dxf', name: 'site_plan.dxf', text: SMALL_DXF });
    expect(await s.resolveSource({ kind: 'sample', name: 'site_plan.dxf' })).toMatchObject({ kind: 'dxf', text: SMALL_DXF });
    expect(await s.resolveSource({ kind: 'empty' })).toEqual({ kind: 'empty' });
    await expect(s.resolveSource({ kind: 'snapshot', id: 'gone' })).rejects.toThrow(/no longer loaded/);
  });

  it('refuses sample names outside the list (no path tricks)', async () => {
    const s = new DrawingService(join(dir, 'drawings'), scanLoader);
    await expect(s.openSample('../drawings/site_plan.dxf')).rejects.toThrow(/no sample/);
    await expect(s.openSample('notes.txt')).rejects.toThrow(/no sample/);
  });

  it('opens a DXF by path, rejects non-DXF text, and makes empty drawings', async () => {
    const s = new DrawingService(join(dir, 'drawings'), scanLoader);
    expect((await s.openPath(join(dir, 'drawings', 'site_plan.dxf'))).entityCount).toBe(3);
    await expect(s.openPath(join(dir, 'drawings', 'broken.dxf'))).rejects.toThrow(/DXF/);
    // a missing path is said in words, not as Node's "ENOENT: no such file or directory, stat ..."
    await expect(s.openPath(join(dir, 'drawings', 'gone.dxf'))).rejects.toThrow(/^the file does not exist$/);
    const e = s.newDrawing();
    expect(e.entityCount).toBe(0);
    expect(await s.resolveSource({ kind: 'snapshot', id: e.id })).toEqual({ kind: 'empty' });
  });
});

describe('factoryLoader', async () => {
  const { factoryLoader } = await import('../../electron/main/services/drawing-loader.js');
  it('takes hash, count and the UI snapshot from the drawing factory', () => {
    const snapshot = { name: 'x.dxf', hash: 'h1', layers: [], entities: [], blocks: {} };
    const port = (name: string) => ({ name, hash: () => 'h1', entityCount: () => 7, snapshot: () => ({ s: name }), toUi: (st: unknown) => ({ ...snapshot, name: (st as { s: string }).s }) });
    const loader = factoryLoader({ fromDxf: (_t: string, n: string) => port(n), empty: (n = 'e') => port(n), deserialize: () => port('d') } as never);
    expect(loader.load('0\nEOF', 'x.dxf')).toEqual({ hash: 'h1', entityCount: 7, snapshot: { ...snapshot, name: 'x.dxf' } });
    expect(loader.empty('Drawing1.dwg').snapshot.name).toBe('Drawing1.dwg');
  });
});
