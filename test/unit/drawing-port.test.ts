// The DrawingPort the runner uses: snapshots, diff, hash, UI view, serialisation and the
// SelectionSource view, exercised on the hand-made sample drawings in assets/drawings/.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prin1, readAll, type Interp } from '../../interpreter/index.js';
import { drawingFactory, entgetList } from '../../interpreter/drawing/index.js';
import { BUILTIN_FAMILIES } from '../../interpreter/runner/index.js';
import { makeTestInterp } from '../support/make-interp.js';
import { repoRoot } from '../support/samples.js';

const assets = join(repoRoot, 'assets/drawings');
const load = (f: string) => drawingFactory.fromDxf(readFileSync(join(assets, f), 'utf8'), f);

function run(ip: Interp, src: string): string {
  const r = ip.runForms(readAll(src, { intern: (n) => ip.intern(n) }));
  if (!r.ok) throw new Error(r.error?.message);
  return prin1(r.value);
}

const MOVE_LINES = `
(defun c:movelines (/ e d n)
  (setq e (entnext) n 0)
  (while e
    (setq d (entget e))
    (if (and (= (cdr (assoc 0 d)) "LINE") (= (cdr (assoc 8 d)) "OLD_LAYER"))
      (progn (entmod (subst (cons 8 "NEW_LAYER") (assoc 8 d) d)) (setq n (1+ n))))
    (setq e (entnext e)))
  n)
(c:movelines)`;

describe('sample drawings in assets/drawings', () => {
  const files = readdirSync(assets).filter((f) => f.endsWith('.dxf'));
  it('has the floor plan and the site plan, each small', () => {
    expect(files.sort()).toEqual(['floor-plan.dxf', 'site-plan.dxf']);
    for (const f of files) expect(readFileSync(join(assets, f)).length).toBeLessThan(100 * 1024);
  });
  for (const f of files) {
    it(`${f} loads and writes back the same`, () => {
      const port = load(f);
      expect(port.entityCount()).toBeGreaterThan(20);
      expect(drawingFactory.fromDxf(port.toDxf(), f).toDxf()).toBe(port.toDxf());
    });
  }
  it('the floor plan has what drafters expect', () => {
    const port = load('floor-plan.dxf');
    const ip = makeTestInterp({ drawing: port });
    expect(run(ip, '(cdr (assoc 2 (tblsearch "BLOCK" "DOOR-900")))')).toBe('"DOOR-900"');
    expect(run(ip, '(cdr (assoc 70 (tblsearch "LAYER" "X-GRID")))')).toBe('1');
    expect(run(ip, '(cdr (assoc 62 (tblsearch "LAYER" "NOPLOT")))')).toBe('-11');
    const types = port.db.ents.filter((r) => port.db.isMain(r)).map((r) => r.type);
    for (const t of ['LINE', 'LWPOLYLINE', 'POLYLINE', 'INSERT', 'TEXT', 'MTEXT', 'DIMENSION', 'CIRCLE', 'ELLIPSE']) expect(types).toContain(t);
  });
  it('the site plan has survey points with elevations and xdata', () => {
    const port = load('site-plan.dxf');
    const ip = makeTestInterp({ drawing: port });
    expect(run(ip, '(cdr (assoc 0 (entget (entnext))))')).toBe('"POINT"');
    expect(run(ip, '(assoc 10 (entget (entnext)))')).toBe('(10 12.4 8.1 24.35)');
    expect(run(ip, '(assoc -3 (entget (entnext) \'("LISPWRIGHT_SURVEY")))')).toBe('(-3 ("LISPWRIGHT_SURVEY" (1070 . 101) (1040 . 24.35)))');
    expect(port.db.ents.filter((r) => r.type === 'POINT').length).toBe(20);
  });
});

describe('snapshots and diff', () => {
  it('the product example: moving LINEs from OLD_LAYER to NEW_LAYER shows exactly those, in group 8', () => {
    const port = load('floor-plan.dxf');
    const ip = makeTestInterp({ drawing: port });
    const old = port.db.ents.filter((r) => r.type === 'LINE' && !r.deleted && r.body.v[r.body.c.indexOf(8)] === 'OLD_LAYER').map((r) => r.handle);
    expect(old.length).toBe(4);
    const before = port.snapshot();
    expect(run(ip, MOVE_LINES)).toBe('4');
    const after = port.snapshot();
    const diff = port.diff(before, after);
    expect(diff.summary).toEqual({ added: 0, deleted: 0, modified: 4 });
    expect(diff.entities.map((e) => e.handle).sort()).toEqual(old.sort());
    for (const e of diff.entities) {
      expect(e.type).toBe('LINE');
      expect(e.layer).toBe('NEW_LAYER');
      expect(e.groups).toEqual([{ code: 8, before: 'OLD_LAYER', after: 'NEW_LAYER' }]);
    }
    expect(diff.tables).toEqual([]);
    // the before snapshot did not change
    const ui = port.toUi(before);
    expect(ui.entities.filter((e) => e.layer === 'OLD_LAYER' && e.type === 'LINE').length).toBe(4);
  });

  it('reports added, deleted, moved (with delta), new layers and sysvars', () => {
    const port = load('floor-plan.dxf');
    const ip = makeTestInterp({ drawing: port });
    const before = port.snapshot();
    run(ip, `(entmake '((0 . "CIRCLE") (8 . "BRAND_NEW") (10 1.0 1.0 0.0) (40 . 5.0)))`);
    run(ip, `(setq e (entnext)) (entdel e)`);
    run(ip, `(setq x (entnext e)) (setq d (entget x))`);
    const moved = run(ip, `(cdr (assoc 0 d))`);
    expect(moved).toBe('"LWPOLYLINE"');
    run(ip, `(entmod (subst '(10 0.0 0.0) (assoc 10 d) d))`);
    run(ip, `(setq l (entnext x)) (setq ld (entget l)) (entmod (subst (list 10 (+ 10.0 (car (cdr (assoc 10 ld)))) (car (cdr (cdr (assoc 10 ld)))) 0.0) (assoc 10 ld) ld))`);
    port.sysvars.setRaw('ERRNO', 7);
    const diff = port.diff(before, port.snapshot());
    expect(diff.summary).toEqual({ added: 1, deleted: 1, modified: 2 });
    const added = diff.entities.find((e) => e.change === 'added')!;
    expect(added).toMatchObject({ type: 'CIRCLE', layer: 'BRAND_NEW' });
    expect(diff.entities.find((e) => e.change === 'deleted')!.type).toBe('LWPOLYLINE');
    const line = diff.entities.find((e) => e.type === 'LINE')!;
    expect(line.delta).toEqual([10, 0, 0]);
    expect(diff.tables).toContainEqual({ table: 'LAYER', name: 'BRAND_NEW', change: 'added' });
    expect(diff.sysvars).toContainEqual({ name: 'ERRNO', before: '0', after: '7' });
  });

  it('diff of a snapshot with itself is empty, and entdel twice restores the hash', () => {
    const port = load('site-plan.dxf');
    const s = port.snapshot();
    expect(port.diff(s, s)).toEqual({ entities: [], tables: [], sysvars: [], summary: { added: 0, deleted: 0, modified: 0 } });
    const h = port.hash();
    expect(h).toMatch(/^[0-9a-f]{32}$/);
    const ip = makeTestInterp({ drawing: port });
    run(ip, '(setq h (cdr (assoc 5 (entget (entlast))))) (entdel (entlast))');
    expect(port.hash()).not.toBe(h);
    expect(port.diff(s, port.snapshot()).summary).toEqual({ added: 0, deleted: 1, modified: 0 });
    run(ip, '(entdel (handent h))');
    expect(port.hash()).toBe(h);
    expect(port.diff(s, port.snapshot()).entities).toEqual([]);
    expect(load('site-plan.dxf').hash()).toBe(h);
  });

  it('toUi shows layers with their states, entities, blocks and extents', () => {
    const port = load('floor-plan.dxf');
    const ui = port.toUi(port.snapshot());
    expect(ui.hash).toBe(port.hash());
    expect(ui.layers.find((l) => l.name === 'X-GRID')).toMatchObject({ frozen: true, off: false });
    expect(ui.layers.find((l) => l.name === 'TITLE')).toMatchObject({ locked: true });
    expect(ui.layers.find((l) => l.name === 'NOPLOT')).toMatchObject({ off: true, color: 11 });
    expect(Object.keys(ui.blocks)).toEqual(expect.arrayContaining(['DOOR-900', 'WINDOW-1200', 'TABLE-4', '*D1']));
    expect(ui.blocks['DOOR-900']!.entities.map((e) => e.type)).toEqual(['LINE', 'ARC', 'ATTDEF', 'ATTDEF']);
    expect(ui.entities.some((e) => e.block === '*Paper_Space')).toBe(true);
    expect(ui.extents!.min[0]).toBeLessThanOrEqual(0);
    expect(ui.extents!.max[0]).toBeGreaterThanOrEqual(9000);
    const line = ui.entities.find((e) => e.type === 'LINE')!;
    expect(line.groups).toContainEqual([8, line.layer]);
  });

  it('serialize/deserialize keeps entities, handles and system variables', () => {
    const port = load('floor-plan.dxf');
    port.sysvars.setRaw('USERI1', 42);
    const data = port.serialize();
    expect(data).toBeInstanceOf(Uint8Array);
    const back = drawingFactory.deserialize(data);
    expect(back.name).toBe('floor-plan.dxf');
    expect(back.entityCount()).toBe(port.entityCount());
    expect(back.sysvars.get('USERI1')).toBe(42);
    for (const r of port.db.ents) {
      const r2 = back.db.get(r.handle)!;
      expect(prin1(entgetList(back.db, r2, ['*']))).toBe(prin1(entgetList(port.db, r, ['*'])));
    }
    expect(back.hash()).toBe(port.hash());
  });
});

describe('the SelectionSource view', () => {
  const port = load('floor-plan.dxf');
  const d = port.drawing;
  it('lists live main entities with entget data including xdata', () => {
    const all = [...d.selectableEntities()];
    expect(all.length).toBe(port.entityCount());
    expect(all.some((s) => s.type === 'VERTEX' || s.type === 'ATTRIB')).toBe(false);
    const room = all.find((s) => prin1(s.data()).includes('LIVING ROOM'))!;
    expect(prin1(room.data())).toContain('(-3 ("LISPWRIGHT" (1000 . "room") (1040 . 27.72)))');
    expect(prin1(room.data())).toContain(`(-1 . ${prin1(room.ename)})`);
  });
  it('answers last, by handle, by ename and layer states', () => {
    const last = d.lastSelectable()!;
    expect(last.ename).toBe(port.db.ename(port.db.lastMain()!.handle));
    const h = port.db.lastMain()!.handle;
    expect(d.selectableByHandle(h.toLowerCase())?.ename).toBe(last.ename);
    expect(d.selectableByEname(last.ename)?.type).toBe(last.type);
    expect(d.layerState('X-GRID')).toEqual({ frozen: true, locked: false, off: false });
    expect(d.layerState('nosuch')).toBeUndefined();
    const ip = makeTestInterp({ drawing: port });
    run(ip, '(entdel (entlast))');
    expect(d.selectableByHandle(h)).toBeUndefined();
    expect(d.selectableByEname(last.ename)).toBeUndefined();
  });
  it('its builtin families are the registry\'s drawing rows', () => {
    const names = BUILTIN_FAMILIES.filter((f) => f.drawing).flatMap((f) => f.defs.map((b) => b.name));
    for (const n of ['entget', 'entmod', 'entmake', 'entmakex', 'entdel', 'entnext', 'entlast', 'entupd', 'handent', 'tblsearch', 'tblnext', 'tblobjname', 'namedobjdict', 'dictsearch', 'dictnext', 'dictadd', 'dictremove', 'dictrename', 'regapp', 'xdroom', 'xdsize'])
      expect(names).toContain(n);
    expect(port.services()['drawing']).toBe(d);
  });
});
