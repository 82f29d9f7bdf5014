/*
 * Bytes → text for DXF files. R2007 and later files are UTF-8; older ones use the code page named
 * by $DWGCODEPAGE (e.g. ANSI_1252). Text given as a JS string is taken as already decoded. Both
 * paths decode \U+XXXX escapes (characters outside the code page) in string values.
 *
 * Decoding uses the host's TextDecoder when there is one (Node and browsers both have it, with the
 * windows-125x code pages); without it we fall back to our own UTF-8 decoder and a cp1252 table
 * (other ANSI pages then decode as cp1252 — a documented limitation).
 */
interface DecoderLike {
  decode(b: Uint8Array): string;
}
type DecoderCtor = new (label: string, opts?: { fatal?: boolean }) => DecoderLike;
type EncoderCtor = new () => { encode(s: string): Uint8Array };

const TD = (globalThis as { TextDecoder?: DecoderCtor }).TextDecoder;
const TE = (globalThis as { TextEncoder?: EncoderCtor }).TextEncoder;

/** cp1252 bytes 0x80..0x9F (the rest of the page equals Latin-1). */
const CP1252_HIGH = [
  0x20ac, 0xfffd, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0xfffd, 0x017d, 0xfffd,
  0xfffd, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0xfffd, 0x017e, 0x0178,
];

export const BINARY_SENTINEL = 'AutoCAD Binary DXF';

function latin1(bytes: Uint8Array, limit = bytes.length): string {
  let s = '';
  const n = Math.min(limit, bytes.length);
  for (let i = 0; i < n; i += 8192) s += String.fromCharCode(...bytes.subarray(i, Math.min(n, i + 8192)));
  return s;
}

function cp1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    chunk.push(b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : b);
    if (chunk.length === 8192) {
      parts.push(String.fromCharCode(...chunk));
      chunk = [];
    }
  }
  parts.push(String.fromCharCode(...chunk));
  return parts.join('');
}

export function utf8Decode(bytes: Uint8Array): string {
  if (TD) return new TD('utf-8').decode(bytes);
  const out: number[] = [];
  let s = '';
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i++]!;
    let cp = b;
    if (b >= 0xf0) cp = ((b & 7) << 18) | ((bytes[i++]! & 63) << 12) | ((bytes[i++]! & 63) << 6) | (bytes[i++]! & 63);
    else if (b >= 0xe0) cp = ((b & 15) << 12) | ((bytes[i++]! & 63) << 6) | (bytes[i++]! & 63);
    else if (b >= 0xc0) cp = ((b & 31) << 6) | (bytes[i++]! & 63);
    out.push(cp);
    if (out.length >= 8192) {
      s += String.fromCodePoint(...out);
      out.length = 0;
    }
  }
  return s + String.fromCodePoint(...out);
}

export function utf8Encode(s: string): Uint8Array {
  if (TE) return new TE().encode(s);
  const out: number[] = [];
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return Uint8Array.from(out);
}

/** The value of a header variable found by a quick scan of the first part of the file. */
function headerValue(head: string, name: string): string | undefined {
  const m = new RegExp('\\$' + name + '\\r?\\n\\s*\\d+\\r?\\n([^\\r\\n]*)').exec(head);
  return m?.[1]?.trim();
}

/** Decode DXF bytes: UTF-8 for AC1021+, else the $DWGCODEPAGE code page. */
export function decodeDxfBytes(bytes: Uint8Array): string {
  const head = latin1(bytes, 65536);
  if (head.startsWith(BINARY_SENTINEL)) return head.slice(0, BINARY_SENTINEL.length);
  const ver = headerValue(head, 'ACADVER') ?? 'AC1009';
  if (ver >= 'AC1021') return utf8Decode(bytes.subarray(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0));
  const cp = (headerValue(head, 'DWGCODEPAGE') ?? 'ANSI_1252').toUpperCase();
  const m = /^ANSI_(\d+)$/.exec(cp);
  // Node decodes "windows-1252" as ISO-8859-1 (no € in 0x80), so 1252 always uses our table
  if (m && m[1] !== '1252' && TD) {
    try {
      return new TD(`windows-${m[1]}`).decode(bytes);
    } catch {
      // unknown label in this host: fall through to cp1252
    }
  }
  return cp1252(bytes);
}

/** Replace \U+XXXX escapes with the character they name. */
export function decodeUnicodeEscapes(s: string): string {
  if (s.indexOf('\\U+') < 0 && s.indexOf('\\u+') < 0) return s;
  return s.replace(/\\[Uu]\+([0-9A-Fa-f]{4})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}
