// The pool's node:crypto sha-256 and the pure TypeScript one (kept for the browser) give the same
// digest for the same text: block-boundary lengths, non-ASCII, astral and lone surrogates, 1 MB.
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../interpreter/runner/sha256.js';
import { nodeSha256Hex } from '../../interpreter/worker/node-sha256.js';

describe('sha-256 on both sides', () => {
  it('agrees on every kind of text', () => {
    const texts = ['', 'abc', 'é', '中文', '😀', '\ud800', 'a\udc00b', '\ud83d', '0\r\nSECTION\r\n', 'x'.repeat(1 << 20)];
    for (const n of [55, 56, 57, 63, 64, 65, 119, 120, 128]) texts.push('a'.repeat(n), 'é'.repeat(n));
    for (const t of texts) expect(nodeSha256Hex(t), JSON.stringify(t.slice(0, 20))).toBe(sha256Hex(t));
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
