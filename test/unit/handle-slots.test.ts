/*
 * HandleSlots (DrawingDb's handle → slot store): the same answers as a Map under random edits,
 * for plain handles in the dense array, others (lower case, leading zeros, not hex, too long, far
 * past the rest) in its Map, and handles that move from the Map to the array as it grows; and as
 * the store under LayeredMap, across forks.
 */
import { describe, expect, it } from 'vitest';
import { HandleSlots, plainHandleNumber } from '../../interpreter/drawing/model/handle-slots.js';
import { LayeredMap } from '../../interpreter/drawing/model/layered-map.js';

function keyGen(seed: number): () => string {
  let s = seed;
  const rnd = (n: number) => ((s = (s * 1103515245 + 12345) & 0x7fffffff) % n);
  const odd = ['1a', '001A', '0', '00', 'G1', '', 'FFFFFFFFFFFF', '1000000000000', 'ABCDEF0123456', ' 1A', '1A '];
  return () => {
    const k = rnd(10);
    if (k < 6) return (1 + rnd(3000)).toString(16).toUpperCase();
    if (k < 8) return (0x30000 + rnd(200000)).toString(16).toUpperCase();
    return odd[rnd(odd.length)]!;
  };
}

describe('HandleSlots', () => {
  it('numbers only the handles the database writes', () => {
    expect(plainHandleNumber('1A')).toBe(26);
    expect(plainHandleNumber('0')).toBe(0);
    expect(plainHandleNumber('FFFFFFFFFFFF')).toBe(0xffffffffffff);
    for (const h of ['', '1a', '01A', '00', 'G', ' 1', '1000000000000']) expect(plainHandleNumber(h), h).toBe(-1);
  });

  it('answers as a Map does under random edits, while its array grows', () => {
    const key = keyGen(11);
    const m = new HandleSlots();
    const model = new Map<string, number>();
    let bad = 0;
    for (let step = 0; step < 20000; step++) {
      const k = key();
      const op = step % 7;
      if (op < 4) {
        m.set(k, step);
        model.set(k, step);
      } else if (op < 6) {
        if (m.delete(k) !== model.delete(k)) bad++;
      } else if (m.get(k) !== model.get(k) || m.has(k) !== model.has(k)) bad++;
      if (m.size !== model.size) bad++;
    }
    expect(bad).toBe(0);
    expect(new Map(m.entries())).toEqual(model);
  });

  it('keeps handles far past the rest out of the array, and moves them in once the entries justify it', () => {
    const m = new HandleSlots();
    m.set('40000', 1); // 2^18: beyond the free room, in the Map until the array grows past it
    m.set('100000000', 2); // never in the array
    for (let i = 1; i < 0x40000; i += 2) m.set(i.toString(16).toUpperCase(), i);
    expect(m.size).toBe(0x20000 + 2);
    expect(m.get('40000')).toBe(1);
    expect(m.get('100000000')).toBe(2);
    expect(m.get('3FFFF')).toBe(0x3ffff);
    expect(m.get('3FFFE')).toBeUndefined();
    expect(m.delete('40000')).toBe(true);
    expect(m.get('40000')).toBeUndefined();
    expect(m.size).toBe(0x20000 + 1);
  });

  it('under LayeredMap: forks independent of each other', () => {
    const key = keyGen(5);
    const maps: Array<{ m: LayeredMap<string, number>; model: Map<string, number> }> = [{ m: new LayeredMap<string, number>(null, () => new HandleSlots()), model: new Map() }];
    let bad = 0;
    for (let step = 0; step < 4000; step++) {
      const t = maps[step % maps.length]!;
      const k = key();
      const op = (step * 7) % 10;
      if (op < 5) {
        t.m.set(k, step);
        t.model.set(k, step);
      } else if (op < 8) {
        if (t.m.delete(k) !== t.model.delete(k)) bad++;
      } else if (op === 8 && maps.length < 12) maps.push({ m: t.m.fork(), model: new Map(t.model) });
      for (const { m, model } of maps) if (m.get(k) !== model.get(k) || m.has(k) !== model.has(k)) bad++;
    }
    expect(bad).toBe(0);
    expect(maps.length).toBeGreaterThan(5);
  });
});
