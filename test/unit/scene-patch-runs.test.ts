/*
 * The page's After scene after real runs (issue 19): the asset drawings read by the drawing
 * database, seeded random scripts run on copies (entmake, entmod, entdel, vertices of a POLYLINE,
 * block references copied and erased, layer colours), the result's changes applied to the page's
 * own copy as the page does (runner/snapshot-delta.ts), and the After scene patched from the
 * Before's (renderer/canvas/scene-patch.ts) compared with a whole rebuild
 * (test/support/scene-compare.ts). Layer colour changes must be built whole.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { drawingFactory, type DrawingPortImpl } from '../../interpreter/drawing/port.js';
import { runRequest } from '../../interpreter/runner/run-request.js';
import { applySnapshotDelta, snapshotDelta } from '../../interpreter/runner/snapshot-delta.js';
import type { DrawingSnapshot } from '../../interpreter/runner/contract.js';
import { rng } from '../support/dxf-mutations.js';
import { repoRoot } from '../support/samples.js';
import { expectPatchedEqualsWhole, installRecordingPath } from '../support/scene-compare.js';

installRecordingPath();

function run(port: DrawingPortImpl, code: string) {
  return runRequest({ files: [{ name: 'e.lsp', text: code }], budget: 2_000_000 }, { drawings: drawingFactory, port, drawingHash: 'h' });
}

/** The page's before/after of a run: its own copy of the drawing and the result's changes applied to it (entities shared). */
function pageSnapshots(start: DrawingSnapshot, before: DrawingSnapshot, after: DrawingSnapshot, page: DrawingSnapshot) {
  const delta = JSON.parse(JSON.stringify(snapshotDelta(start, before, after)));
  return applySnapshotDelta(page, delta);
}

describe('the After scene patched after real runs', () => {
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

});
