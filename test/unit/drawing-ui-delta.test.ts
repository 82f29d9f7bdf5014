/*
 * Views built from an earlier view (drawing/ui-delta.ts) must be the views built whole (snapToUi
 * with hashSnap): the same entities in the same order, extents, counts, layers and hash, after
 * seeded random edits on real drawings and a synthetic one. Edits that take the short way
 * (entities of model space added, moved, erased inside the extents) must take it, and the ones
 * that cannot (block definitions, complex entities, extents that shrink) must fall back. Also:
 * copies and snapshots share record arrays until a write (db.ts), which must never reach the
 * other side.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawingFactory, type DrawingPortImpl } from '../../interpreter/drawing/port.js';
import { runRequest } from '../../interpreter/runner/run-request.js';
import { snapToUi } from '../../interpreter/drawing/ui.js';
import { hashSnap } from '../../interpreter/drawing/hash.js';
import { uiBase, uiFromBase } from '../../interpreter/drawing/ui-delta.js';
import type { Snap } from '../../interpreter/drawing/snapshot.js';
import { makeLinesDxf } from '../bench/runner-bench.js';
import { repoRoot } from '../support/samples.js';

const DRAWINGS = [
  ...['floor-plan.dxf', 'site-plan.dxf'].map((n) => ({ name: n, text: readFileSync(join(repoRoot, 'assets/drawings', n), 'utf8') })),
  { name: 'lines.dxf', text: makeLinesDxf(2000) },
];

const whole = (s: Snap, name: string) => snapToUi(s, name, hashSnap(s));

function run(port: DrawingPortImpl, code: string) {
  return runRequest({ files: [{ name: 'e.lsp', text: code }], budget: 2_000_000 }, { drawings: drawingFactory, port, drawingHash: 'h' });
}

describe('views built from an earlier view', () => {
  let seed = 1919;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n);
  const num = () => (rnd(2000) - 1000) / 10;
  // an entity of model space picked by index (the middle ones lie inside the extents)
  const pick = (filter = '') => `(setq ss (ssget "X" ${filter || "'((410 . \"Model\"))"})) (setq e (ssname ss (/ (sslength ss) ${2 + rnd(3)})))`;
  const SHORT = [
    () => `(entmake (list '(0 . "LINE") (cons 8 "E${rnd(3)}") (list 10 ${num() / 100} ${num() / 100} 0.0) (list 11 ${num() / 100} ${num() / 100} 0.0)))`,
    () => `(entmake (list '(0 . "CIRCLE") (list 10 ${num()} ${num()} 0.0) (cons 40 ${1 + rnd(50)}.0)))`,
    () => `${pick()} (setq d (entget e)) (entmod (subst (cons 8 "0") (assoc 8 d) d))`,
    () => `${pick()} (entdel e)`,
    () => `${pick()} (entdel e) (entdel e)`,
    () => `(setvar "LTSCALE" ${1 + rnd(4)}.0) (command "_.LAYER" "_M" "R${rnd(5)}" "_C" "${1 + rnd(7)}" "" "")`,
  ];
  const LONG = [
    () => `(entmake '((0 . "BLOCK") (2 . "RB${rnd(3)}") (10 0.0 0.0 0.0) (70 . 0))) (entmake '((0 . "CIRCLE") (10 0.0 0.0 0.0) (40 . 1.0))) (entmake '((0 . "ENDBLK"))) (entmake (list '(0 . "INSERT") (cons 2 "RB${rnd(3)}") (list 10 ${num()} ${num()} 0.0)))`,
    () => `(if (setq ss (ssget "X" '((0 . "INSERT")))) (command "_.ERASE" ss ""))`,
    () => `(command "_.ERASE" (ssget "X") "")`,
    () => `(if (setq ss (ssget "X" '((0 . "LWPOLYLINE")))) (command "_.EXPLODE" (ssname ss 0)))`,
    () => `(entmake '((0 . "POLYLINE") (66 . 1) (10 0.0 0.0 0.0))) (entmake '((0 . "VERTEX") (10 1.0 1.0 0.0))) (entmake '((0 . "VERTEX") (10 2.0 5.0 0.0))) (entmake '((0 . "SEQEND")))`,
    () => `(command "_.MOVE" (ssget "X") "" '(0.0 0.0) '(${num()} ${num()}))`,
  ];

  it.each(DRAWINGS)('equal the whole build after seeded random edits on $name', ({ name, text }) => {
    const pristine = drawingFactory.fromDxf(text, name);
    const start = pristine.snapshot() as Snap;
    const base = uiBase(start, name);
    expect(base.ui).toEqual(whole(start, name));
    let short = 0;
    let long = 0;
    for (let k = 0; k < 16; k++) {
      const useLong = k % 4 === 3;
      const list = useLong ? LONG : SHORT;
      const script = Array.from({ length: 1 + rnd(3) }, () => list[rnd(list.length)]!()).join('\n');
      const port = pristine.clone();
      const r = run(port, script);
      expect(r.stage, `${script}\n${r.error?.message}`).toBe('ok');
      const after = port.snapshot() as Snap;
      const built = uiFromBase(base, after, name);
      if (built) {
        short++;
        expect(built, script).toEqual(whole(after, name));
      } else long++;
      // the port's own toUi (short or whole) is the whole build too
      expect(port.toUi(after), script).toEqual(whole(after, name));
      // and its hash, read partly from the first view's record hashes
      expect(port.hash()).toBe(hashSnap(after));
    }
    expect(short).toBeGreaterThan(6);
    expect(long).toBeGreaterThan(0);
    // nothing the runs did reached the pristine drawing
    expect(pristine.toUi(pristine.snapshot())).toEqual(base.ui);
  });

  it('takes the short way for additions and inside edits, and falls back for block definitions and complex entities', () => {
    const name = 'lines.dxf';
    const pristine = drawingFactory.fromDxf(makeLinesDxf(2000), name);
    const base = uiBase(pristine.snapshot() as Snap, name);
    const shortWay = (code: string) => {
      const port = pristine.clone();
      expect(run(port, code).stage).toBe('ok');
      const after = port.snapshot() as Snap;
      const built = uiFromBase(base, after, name);
      if (built) expect(built).toEqual(whole(after, name));
      return built !== undefined;
    };
    expect(shortWay('(entmake \'((0 . "LINE") (10 1.0 1.0 0.0) (11 2.0 2.0 0.0)))')).toBe(true);
    // line 1010 lies inside the extents (x 100, y 250)
    expect(shortWay('(setq e (ssname (ssget "X") 1010)) (entmod (subst (cons 8 "0") (assoc 8 (entget e)) (entget e)))')).toBe(true);
    expect(shortWay('(entdel (ssname (ssget "X") 1010))')).toBe(true);
    // far outside: the extents grow
    expect(shortWay('(entmake \'((0 . "LINE") (10 -1e6 1.0 0.0) (11 2.0 2e6 0.0)))')).toBe(true);
    // the first line lies on the extents' corner: erasing it may shrink them
    expect(shortWay('(entdel (entnext))')).toBe(false);
    expect(shortWay('(entmake \'((0 . "BLOCK") (2 . "B") (10 0.0 0.0 0.0) (70 . 0))) (entmake \'((0 . "CIRCLE") (10 0.0 0.0 0.0) (40 . 1.0))) (entmake \'((0 . "ENDBLK")))')).toBe(false);
    expect(shortWay('(entmake \'((0 . "POLYLINE") (66 . 1) (10 0.0 0.0 0.0))) (entmake \'((0 . "VERTEX") (10 1.0 1.0 0.0))) (entmake \'((0 . "SEQEND")))')).toBe(false);
    // a run that changes nothing gives the very same view
    const port = pristine.clone();
    run(port, '(+ 1 2)');
    expect(uiFromBase(base, port.snapshot() as Snap, name)).toBe(base.ui);
  });
});

describe('record arrays shared until written', () => {
  it('a copy and its source, and snapshots of either, never see each other\'s writes', () => {
    const pristine = drawingFactory.fromDxf(makeLinesDxf(50), 'l.dxf');
    const s0 = pristine.snapshot() as Snap;
    const h0 = hashSnap(s0);
    const a = pristine.clone();
    const b = pristine.clone();
    expect(a.db.ents).toBe(pristine.db.ents);
    run(a, '(entmake \'((0 . "LINE") (10 0.0 0.0 0.0) (11 1.0 1.0 0.0))) (entdel (entnext))');
    run(b, '(command "_.ERASE" (ssget "X") "")');
    expect(a.db.ents).not.toBe(pristine.db.ents);
    expect(pristine.db.ents.length).toBe(s0.ents.length);
    expect(hashSnap(pristine.snapshot() as Snap)).toBe(h0);
    expect(hashSnap(s0)).toBe(h0);
    expect(a.db.ents.length).toBe(51);
    expect(b.db.ents.every((r) => r.deleted || r.type !== 'LINE')).toBe(true);
    expect(a.db.ents.filter((r) => r.deleted).length).toBe(1);
    // the model space's owner list: the copy's push did not reach the source's
    expect(pristine.db.ownerLists.get(pristine.db.modelSpace)?.length).toBe(50);
    expect(a.db.ownerLists.get(a.db.modelSpace)?.length).toBe(51);
  });

  it('a snapshot keeps its records while the database is written and undone', () => {
    const port = drawingFactory.fromDxf(makeLinesDxf(20), 'l.dxf');
    const before = port.snapshot() as Snap;
    const ents = [...before.ents];
    run(port, '(entmake \'((0 . "LINE") (10 0.0 0.0 0.0) (11 1.0 1.0 0.0))) (entdel (entnext)) (command "_.UNDO" "1") (entmod (subst (cons 8 "0") (assoc 8 (entget (entlast))) (entget (entlast))))');
    expect(before.ents).toEqual(ents);
    const diff = port.diff(before, port.snapshot());
    expect(diff.summary.added + diff.summary.modified + diff.summary.deleted).toBeGreaterThan(0);
    const same = port.snapshot();
    expect(port.diff(same, port.snapshot()).entities).toEqual([]);
  });
});
