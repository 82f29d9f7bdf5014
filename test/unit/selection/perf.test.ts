/*
 * Performance target (issue 3): ssget "X" with a 3-condition filter over 100k entities <= 30 ms.
 * Measured against the fake source (data() returns a prebuilt entget list, as a database with
^ * cached views would). Timing is reported, not asserted (npm run bench measures the target); the
 * measured figure is printed.
 */
import { describe, expect, it } from 'vitest';
import { PickSet } from '../../../interpreter/index.js';
import { FakeDrawing, P, R, selectionInterp } from '../../support/fake-selection-source.js';

describe('ssget performance', () => {
  it.each([true, false])('filters 100k entities with a 3-condition filter quickly (group() fast path: %s)', (fast) => {
    const d = new FakeDrawing(fast);
    const layers = ['WALLS', 'DOORS', 'TEXT', 'DIMS', '0'];
    const types = ['LINE', 'CIRCLE', 'LINE', 'ARC'];
    for (let i = 0; i < 100_000; i++) {
      const type = types[i % 4]!;
      const g: Array<[number, import('../../../interpreter/index.js').Value]> = [[100, 'AcDbLine'], [10, P(i, 0, 0)], [11, P(i, 1, 0)], [210, P(0, 0, 1)]];
      if (i % 3 === 0) g.unshift([62, 1]);
      if (type !== 'LINE') g.push([40, R(1)]);
      d.add(type, g, { layer: layers[i % 5]! });
    }
    const t = selectionInterp(d);
    const form = t.ip.readForm(`(ssget "X" '((0 . "LINE") (8 . "WALLS") (62 . 1)))`);
    const times: number[] = [];
    let count = 0;
    for (let k = 0; k < 7; k++) {
      const t0 = performance.now();
      const r = t.ip.runForms([form]);
      times.push(performance.now() - t0);
      count = (r.value as PickSet).items.length;
      t.run('(setq x nil)');
    }
    times.sort((a, b) => a - b);
    const median = times[3]!;
    // i % 4 in {0, 2} (LINE), i % 5 === 0 (WALLS), i % 3 === 0 (colour 1)
    let want = 0;
    for (let i = 0; i < 100_000; i++) if (i % 2 === 0 && i % 5 === 0 && i % 3 === 0) want++;
    expect(count).toBe(want);
    console.log(`ssget "X" 3-condition filter over 100k entities (fast path ${fast}): median ${median.toFixed(1)} ms, best ${times[0]!.toFixed(1)} ms`);
    // timing is reported, not asserted: on a shared machine building 100k entities and 7 runs can take a minute
  }, 120_000);
});
