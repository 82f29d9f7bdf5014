/*
 * The DXF writer's byte lines (interpreter/drawing/dxf/byte-lines.ts) write the characters the
 * string writer wrote: reals as String(n) with ".0" after whole values (its own six-decimal
 * formatting included), integers, group codes, text in UTF-8 — and hand on only whole lines.
 */
import { describe, expect, it } from 'vitest';
import { DxfByteLines } from '../../interpreter/drawing/dxf/byte-lines.js';
import { rng } from '../support/dxf-mutations.js';
import { dxfReal } from '../support/legacy-dxf/writer.js';

const codeLine = (c: number) => `${String(c).padStart(3, ' ')}\n`;

function written(fill: (o: DxfByteLines) => void): { text: string; chunks: Uint8Array[] } {
  const chunks: Uint8Array[] = [];
  const o = new DxfByteLines((b) => chunks.push(b));
  fill(o);
  o.flush();
  const strict = new TextDecoder('utf-8', { fatal: true });
  return { text: chunks.map((c) => strict.decode(c)).join(''), chunks };
}

function realCases(): number[] {
  const r = rng(19);
  const out: number[] = [0, -0, 1, -1, 0.5, -0.5, 1e-6, -1e-6, 9.99999e-7, 5e-7, 1e-7, 0.1, 0.2, 0.3, 0.1 + 0.2, 1 / 3, 2 / 3, Math.PI, -Math.E];
  out.push(1e9, 1e9 - 1e-6, 999999999.999999, 999999999.9999995, 1e9 + 0.5, 2 ** 31, -(2 ** 31), 2 ** 31 - 0.5, 2 ** 53, 1e15, 1e15 - 1, 1e15 + 2, 1e21, 1e-300, 5e-324);
  out.push(Number.MAX_VALUE, -Number.MAX_VALUE, Number.EPSILON, Infinity, -Infinity, NaN, 123456.789, 0.15000000000000002, 0.000001, 0.0000015, 12.5e-6);
  for (let i = 0; i < 40_000; i++) {
    const places = Math.floor(r() * 9);
    const mag = 10 ** Math.floor(r() * 12 - 3);
    const v = Math.round(r() * mag * 10 ** places) / 10 ** places;
    out.push(r() < 0.5 ? -v : v);
    // near neighbours of short decimals: one ulp either side is never six places
    const w = Math.round(r() * 1e6) / 1e3;
    const ulp = w === 0 ? 5e-324 : Math.abs(w) * Number.EPSILON;
    out.push(w + ulp, w - ulp, w * (1 + Number.EPSILON));
    out.push((r() - 0.5) * 10 ** (r() * 40 - 20));
  }
  return out;
}

describe('DXF byte lines', () => {
  it('write every real as the string writer did (String(n), ".0" after whole values)', () => {
    const cases = realCases();
    const { text } = written((o) => {
      for (const n of cases) o.real(10, n);
    });
    const expected = cases.map((n) => codeLine(10) + dxfReal(n) + '\n').join('');
    if (text !== expected) {
      const got = text.split('\n');
      const want = expected.split('\n');
      const k = got.findIndex((l, i) => l !== want[i]);
      expect(got[k], `value ${cases[Math.floor(k / 2)]}`).toBe(want[k]);
    }
    expect(text).toBe(expected);
  });

  it('write integers and group codes as String does, right-aligned in three columns', () => {
    const ints = [0, -0, 1, -1, 7, 10, 99, 100, 255, 256, 32767, -32768, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, -(2 ** 31) - 1, 2 ** 40, 1e21, NaN, Infinity];
    const codes = [-5, -4, -3, -2, -1, 0, 1, 9, 10, 62, 99, 100, 330, 999, 1000, 1071, 1072, 2000];
    const { text } = written((o) => {
      for (const c of codes) for (const v of ints) o.int(c, v);
    });
    expect(text).toBe(codes.flatMap((c) => ints.map((v) => codeLine(c) + String(v) + '\n')).join(''));
  });

  it('encode text as UTF-8: accents, CJK, pairs, lone surrogates (U+FFFD, as TextEncoder)', () => {
    const values = ['', 'A', 'Ünïcödé', '寸法', 'a\u{1F600}b', 'lone \ud800 high', 'lone \udc00 low', 'end \ud83d', '\u0080\u07ff\u0800\uffff'];
    const { text, chunks } = written((o) => {
      for (const v of values) o.text(1, v);
    });
    const bytes = Buffer.concat(chunks);
    const expected = values.map((v) => codeLine(1) + v + '\n').join('');
    expect(bytes.equals(Buffer.from(new TextEncoder().encode(expected)))).toBe(true);
    expect(text).toBe(new TextDecoder().decode(new TextEncoder().encode(expected)));
  });

  it('hand on buffers of whole lines of at most 1 MB, and a longer value in a buffer of its own', () => {
    const long = 'x'.repeat(1_500_000) + 'é';
    const { text, chunks } = written((o) => {
      for (let i = 0; i < 200_000; i++) o.text(8, `LAYER-${i}-é`);
      o.text(1, long);
      for (let i = 0; i < 1000; i++) o.real(40, i * 0.25);
    });
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(c[c.length - 1]).toBe(10);
    expect(chunks.filter((c) => c.length > 1 << 20)).toHaveLength(1);
    let expected = '';
    for (let i = 0; i < 200_000; i++) expected += `  8\nLAYER-${i}-é\n`;
    expected += `  1\n${long}\n`;
    for (let i = 0; i < 1000; i++) expected += ` 40\n${dxfReal(i * 0.25)}\n`;
    expect(text === expected).toBe(true);
  });

  it('give each buffer away: what was handed on is never written again', () => {
    const chunks: Uint8Array[] = [];
    const o = new DxfByteLines((b) => chunks.push(b.slice() && b));
    for (let i = 0; i < 300_000; i++) o.text(8, 'ABCDEFGH');
    o.flush();
    const copies = chunks.map((c) => c.slice());
    for (let i = 0; i < 1000; i++) o.text(8, 'Z');
    o.flush();
    copies.forEach((c, i) => expect(Buffer.from(chunks[i]!).equals(Buffer.from(c))).toBe(true));
    expect(new Set(chunks.map((c) => c.buffer)).size).toBe(chunks.length);
  });
});
