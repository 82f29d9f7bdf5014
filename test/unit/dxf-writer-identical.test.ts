/*
 * The streaming DXF writer (issue 19) writes the same bytes as the writer it replaced
 * (test/support/legacy-dxf): for every hand-made fixture, every shared sample, damaged drawings the
 * reader accepted, and drawings a script edited (entmake, entmod, entdel, paper space, xdata, a
 * new block); its chunks join to that text and none is huge.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAll } from '../../interpreter/index.js';
import { writeDxfBytes } from '../../interpreter/drawing/dxf/writer.js';
import { drawingFactory, type DrawingPortImpl } from '../../interpreter/drawing/index.js';
import { mutateDxf } from '../support/dxf-mutations.js';
import { legacyWriteDxf } from '../support/legacy-dxf/index.js';
import { makeTestInterp } from '../support/make-interp.js';
import { dxfFixtureSet } from '../support/dxf-fixture-set.js';
import { samplesDir, skipping } from '../support/samples.js';

function expectIdentical(port: DrawingPortImpl, what: string): void {
  const before = legacyWriteDxf(port.db, port.sysvars);
  const chunks: Uint8Array[] = [];
  writeDxfBytes(port.db, port.sysvars, (c) => chunks.push(c));
  const after = port.toDxf();
  expect(after === before, `${what}: the streaming writer's text differs from the old writer's`).toBe(true);
  // each buffer is whole lines of valid UTF-8, at most about 1 MB
  const strict = new TextDecoder('utf-8', { fatal: true });
  const texts = chunks.map((c) => strict.decode(c));
  expect(texts.join('') === after, what).toBe(true);
  expect(Buffer.concat(chunks).equals(Buffer.from(before, 'utf8')), what).toBe(true);
  for (const c of chunks) {
    expect(c.length).toBeLessThanOrEqual(1 << 20);
    expect(c[c.length - 1]).toBe(10);
  }
}

const FIXTURES = dxfFixtureSet(3000);

const EDITS = `
(entmake '((0 . "LINE") (8 . "NEW") (10 1.5 2.25 0.0) (11 3.0 4.0 0.0) (62 . 1)))
(entmake '((0 . "TEXT") (8 . "0") (10 0.0 0.0 0.0) (40 . 2.5) (1 . "two\\nlines \\U+00E9") (50 . 0.7853981633974483)))
(entmake '((0 . "CIRCLE") (10 5.0 5.0 0.0) (40 . 1.0) (-3 ("LW_APP" (1000 . "x") (1040 . 2.5) (1070 . 7)))))
(regapp "LW_APP")
(setq e (entlast) d (entget e))
(entmod (subst (cons 40 9.75) (assoc 40 d) d))
(entdel (entnext))
(setvar "CLAYER" "NEW")
(entmake '((0 . "BLOCK") (2 . "B1") (70 . 0) (10 0.0 0.0 0.0)))
(entmake '((0 . "LINE") (10 0.0 0.0 0.0) (11 1.0 1.0 0.0)))
(entmake '((0 . "ENDBLK")))
(entmake '((0 . "INSERT") (2 . "B1") (10 2.0 2.0 0.0) (50 . 1.0)))
(entmake '((0 . "LINE") (67 . 1) (10 0.0 0.0 0.0) (11 1.0 0.0 0.0)))
`;

describe('the streaming DXF writer writes what the old writer wrote', () => {
  it('for the hand-made fixtures, before and after a script edits them', () => {
    for (const [name, text] of FIXTURES) {
      const port = drawingFactory.fromDxf(text, name);
      expectIdentical(port, name);
      const ip = makeTestInterp({ drawing: port, budget: 1e7 });
      const r = ip.runForms(readAll(EDITS, { intern: (s) => ip.intern(s) }));
      expect(r.ok, `${name}: ${r.error?.message}`).toBe(true);
      expectIdentical(port, `${name} after edits`);
    }
    expectIdentical(drawingFactory.empty('new.dwg'), 'a new drawing');
  });

  it('for the shared samples', () => {
    const dir = samplesDir();
    if (skipping('shared-sample writer identity', dir ? undefined : 'the shared sample drawings are not here (set LISPWRIGHT_SAMPLES)')) return;
    for (const f of readdirSync(dir!).filter((n) => /\.dxf$/i.test(n))) expectIdentical(drawingFactory.fromDxfBytes(new Uint8Array(readFileSync(join(dir!, f))), f), f);
  });

  it('for 40 damaged drawings the reader accepted', () => {
    let accepted = 0;
    for (let seed = 1; seed <= 150 && accepted < 40; seed++) {
      // the three drawings (the bombs make every write compute huge extents, the mixed one is large)
      const [name, source] = FIXTURES[seed % 3]!;
      let port: DrawingPortImpl;
      try {
        port = drawingFactory.fromDxf(mutateDxf(source, seed).text, name);
      } catch {
        continue;
      }
      accepted++;
      expectIdentical(port, `${name} seed ${seed}`);
    }
    expect(accepted).toBeGreaterThan(20);
  });
});
