/*
 * UTF-8 encoding of JS strings into byte arrays, one rule for every writer (the DXF writer's byte
 * lines, sha256's input): lone surrogates become U+FFFD, as TextEncoder does.
 */

/** Encodes `s` from unit `from` into `out` at byte `at` (room for 3 bytes per unit); returns the new end. */
export function utf8Into(s: string, from: number, out: Uint8Array, at: number): number {
  let n = at;
  for (let i = from; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      out[n++] = c;
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
        out[n++] = 0xf0 | (c >> 18);
        out[n++] = 0x80 | ((c >> 12) & 63);
        out[n++] = 0x80 | ((c >> 6) & 63);
        out[n++] = 0x80 | (c & 63);
        continue;
      }
    }
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x800) {
      out[n++] = 0xc0 | (c >> 6);
      out[n++] = 0x80 | (c & 63);
    } else {
      out[n++] = 0xe0 | (c >> 12);
      out[n++] = 0x80 | ((c >> 6) & 63);
      out[n++] = 0x80 | (c & 63);
    }
  }
  return n;
}

/** UTF-8 bytes of a string. */
export function utf8(s: string): Uint8Array {
  const out = new Uint8Array(s.length * 3);
  return out.subarray(0, utf8Into(s, 0, out, 0));
}
