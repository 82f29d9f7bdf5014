/*
 * Graphical ssget on the drawing database itself (not the fake source): the geometry reads the
 * stored groups, old-style POLYLINEs through their VERTEX records, INSERTs through their block
 * definition and attributes, as AutoCAD selects what it draws.
 */
import { describe, expect, it } from 'vitest';
import { prin1 } from '../../../interpreter/index.js';
import { makeTestInterp } from '../../support/make-interp.js';

function drawing() {
  const ip = makeTestInterp({ budget: 1e8 });
  const run = (src: string): string => {
    const r = ip.runText(src, 'test.lsp');
    if (!r.ok) throw new Error(r.error?.message);
    return prin1(r.value);
  };
  run(`(entmake '((0 . "BLOCK") (2 . "BAR") (70 . 0) (10 1.0 0.0 0.0)))
       (entmake '((0 . "LINE") (10 1.0 0.0 0.0) (11 2.0 0.0 0.0)))
       (entmake '((0 . "ENDBLK")))
       (entmake '((0 . "INSERT") (2 . "BAR") (10 100.0 100.0 0.0) (41 . 10.0) (42 . 10.0) (43 . 1.0) (50 . 1.5707963267949)))
       (entmake '((0 . "POLYLINE") (66 . 1) (70 . 0)))
       (entmake '((0 . "VERTEX") (10 0.0 0.0 0.0) (42 . 1.0)))
       (entmake '((0 . "VERTEX") (10 10.0 0.0 0.0)))
       (entmake '((0 . "SEQEND")))`);
  const types = (ss: string): string => run(`(if (setq ss ${ss}) (progn (setq i 0 out nil) (repeat (sslength ss) (setq out (cons (cdr (assoc 0 (entget (ssname ss i)))) out) i (1+ i))) (reverse out)))`);
  return { run, types };
}

describe('ssget W / C / F on the database', () => {
  const d = drawing();
  it('an INSERT is selected by its block contents (the line (100,100)-(100,110)), not its insertion point', () => {
    expect(d.types(`(ssget "W" '(99 99) '(101 111))`)).toBe('("INSERT")');
    expect(d.types(`(ssget "W" '(99 99) '(101 101))`)).toBe('nil');
    expect(d.types(`(ssget "C" '(99 105) '(101 106))`)).toBe('("INSERT")');
  });
  it('an old-style POLYLINE is selected through its VERTEX records, bulges included', () => {
    expect(d.types(`(ssget "W" '(-1 -5.1) '(11 1))`)).toBe('("POLYLINE")');
    expect(d.types(`(ssget "W" '(-1 -1) '(11 1))`)).toBe('nil');
    expect(d.types(`(ssget "F" '((5 -6) (5 -4)))`)).toBe('("POLYLINE")');
  });
});
