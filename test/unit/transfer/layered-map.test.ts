/* LayeredMap (DrawingDb's handle slots): copies in O(1), and no copy's writes reach another. */
import { describe, expect, it } from 'vitest';
import { LayeredMap } from '../../../interpreter/drawing/model/layered-map.js';

describe('LayeredMap', () => {
  it('behaves as a Map under random edits, across forks, each fork independent', () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n);
    const maps: Array<{ m: LayeredMap<string, number>; model: Map<string, number> }> = [{ m: new LayeredMap(), model: new Map() }];
    let bad = 0;
    for (let step = 0; step < 2000; step++) {
      const t = maps[rnd(maps.length)]!;
      const k = `h${rnd(60)}`;
      const op = rnd(10);
      if (op < 5) {
        t.m.set(k, step);
        t.model.set(k, step);
      } else if (op < 8) {
        if (t.m.delete(k) !== t.model.delete(k)) bad++;
      }
      else if (op === 8 && maps.length < 12) maps.push({ m: t.m.fork(), model: new Map(t.model) });
      for (const { m, model } of maps) for (let i = 0; i < 60; i += 7) if (m.get(`h${i}`) !== model.get(`h${i}`) || m.has(`h${i}`) !== model.has(`h${i}`)) bad++;
    }
    expect(bad).toBe(0);
    expect(maps.length).toBeGreaterThan(5);
  });
});
