/*
 * The drawing hash keeps the record hashes of the last whole arrays it hashed (hash.ts) and reuses
 * them slot by slot where the record is the same object. Whatever was hashed before, a state's hash
 * must be the one mixed from scratch: across edits, undo, erase, additions, two drawings hashed in
 * turn, and the same state hashed twice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawingFactory, type DrawingPortImpl } from '../../interpreter/drawing/port.js';
import { runRequest } from '../../interpreter/runner/run-request.js';
import { hashSnap, hashSnapWith, recordHashes, wholeRecordHashes } from '../../interpreter/drawing/hash.js';
import type { Snap } from '../../interpreter/drawing/snapshot.js';
import { repoRoot } from '../support/samples.js';

const text = (n: string) => readFileSync(join(repoRoot, 'assets/drawings', n), 'utf8');
/** the hash mixed from every record, using nothing kept */
const fromScratch = (s: Snap) => hashSnapWith(s, recordHashes(s.ents), recordHashes(s.objs));

function run(port: DrawingPortImpl, code: string): void {
  const r = runRequest({ files: [{ name: 'e.lsp', text: code }], budget: 2_000_000 }, { drawings: drawingFactory, port, drawingHash: 'h' });
  expect(r.stage, r.error?.message).toBe('ok');
}

describe('drawing hash with kept record hashes', () => {
  it('is the hash verified exports were made with (pinned: a change here breaks every export made before)', () => {
    expect(drawingFactory.fromDxf(text('floor-plan.dxf'), 'floor-plan.dxf').hash()).toBe('812e69f9b1445c241661281698458b37');
    expect(drawingFactory.fromDxf(text('site-plan.dxf'), 'site-plan.dxf').hash()).toBe('f210adb8b965d63db63d646d089bac73');
  });
  it('equals the hash mixed from scratch through edits, undo and a second drawing', () => {
    const a = drawingFactory.fromDxf(text('floor-plan.dxf'), 'a.dxf');
    const b = drawingFactory.fromDxf(text('site-plan.dxf'), 'b.dxf');
    const seen = new Set<string>();
    const check = (p: DrawingPortImpl) => {
      const s = p.snapshot() as Snap;
      const h = hashSnap(s);
      expect(h).toBe(fromScratch(s));
      expect(hashSnap(s)).toBe(h); // the same state again
      expect(p.hash()).toBe(h);
      return h;
    };
    const h0 = check(a);
    seen.add(h0);
    const edits = [
      '(setq e (entnext)) (setq d (entget e)) (entmod (subst (cons 8 "0") (assoc 8 d) d))',
      '(setq e (entnext (entnext))) (setq d (entget e)) (entmod (subst (cons 62 3) (assoc 62 d) (append d (list (cons 62 3)))))',
      '(entdel (entnext))',
      "(entmake '((0 . \"LINE\") (10 0.0 0.0 0.0) (11 5.0 5.0 0.0)))",
      '(command "_.MOVE" (ssget "X") "" \'(0.0 0.0) \'(1.0 2.0))',
    ];
    for (const code of edits) {
      run(a, code);
      const h = check(a);
      expect(seen.has(h), code).toBe(false);
      seen.add(h);
      // another drawing hashed in between takes the kept hashes' place
      check(b);
    }
    run(a, '(command "_.UNDO" "_Back")');
    expect(check(a)).toBe(fromScratch(a.snapshot() as Snap));
  });

  it('a copy changed in one slot gets that slot mixed again, not its source\'s hash', () => {
    const src = drawingFactory.fromDxf(text('floor-plan.dxf'), 'a.dxf');
    const h0 = check(src);
    const copy = src.clone();
    run(copy, '(setq e (entlast)) (setq d (entget e)) (entmod (subst (cons 8 "MOVED") (assoc 8 d) d))');
    const s1 = copy.snapshot() as Snap;
    expect(hashSnap(s1)).toBe(fromScratch(s1));
    expect(hashSnap(s1)).not.toBe(h0);
    expect(check(src)).toBe(h0);
    function check(p: DrawingPortImpl) {
      const s = p.snapshot() as Snap;
      expect(hashSnap(s)).toBe(fromScratch(s));
      return hashSnap(s);
    }
  });

  it('reuses the kept hash of every unchanged slot (no slot mixed twice for the same record)', () => {
    const p = drawingFactory.fromDxf(text('site-plan.dxf'), 'b.dxf');
    const s0 = p.snapshot() as Snap;
    const first = wholeRecordHashes(s0.ents, 'ents');
    // the same array again: the kept hashes themselves
    expect(wholeRecordHashes(s0.ents, 'ents')).toBe(first);
    run(p, '(setq e (entnext)) (setq d (entget e)) (entmod (subst (cons 8 "0") (assoc 8 d) d))');
    const s1 = p.snapshot() as Snap;
    const next = wholeRecordHashes(s1.ents, 'ents');
    expect(next).not.toBe(first);
    let differing = 0;
    for (let i = 0; i < next.length; i++) if (next[i] !== first[i]) differing++;
    expect(differing).toBe(1);
    expect([...next]).toEqual([...recordHashes(s1.ents)]);
  });
});
