/*
 * Text encodings of .lsp files. Many existing AutoLISP files are not UTF-8: Western European
 * drafters save in Windows-1252, Chinese offices in GBK. We detect the encoding on open and write
 * the same bytes back on save, so round-tripping a file through the editor never changes anything
 * but the edited text.
 *
 * Detection order: BOM (UTF-8, UTF-16) → strict UTF-8 (pure ASCII counts as UTF-8) → a choice
 * between GBK and Windows-1252 by scoring runs of high bytes (see `scoreLegacy`).
 */
import iconv from 'iconv-lite';

export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'gbk';

export const ENCODINGS: readonly TextEncoding[] = ['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252', 'gbk'];

export const isTextEncoding = (s: unknown): s is TextEncoding => typeof s === 'string' && (ENCODINGS as readonly string[]).includes(s);

export interface DecodedText {
  /** the text with line endings normalised to "\n" */
  text: string;
  encoding: TextEncoding;
  eol: '\n' | '\r\n';
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Decode file bytes, detecting the encoding and the dominant line ending. */
export function decodeText(bytes: Uint8Array, fallbackEol: '\n' | '\r\n' = '\n'): DecodedText {
  const { raw, encoding } = decodeRaw(bytes);
  const eol = detectEol(raw, fallbackEol);
  return { text: normalizeEol(raw), encoding, eol };
}

function decodeRaw(bytes: Uint8Array): { raw: string; encoding: TextEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { raw: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { raw: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { raw: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    return { raw: strictUtf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    const encoding = scoreLegacy(bytes) > 0 ? 'gbk' : 'windows-1252';
    return { raw: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding), encoding };
  }
}

const isAsciiLetter = (b: number | undefined): boolean => b !== undefined && ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a));
/** GB2312 hanzi and CJK punctuation rows, the bulk of real Chinese text in GBK. */
const isGb2312Pair = (lead: number, trail: number): boolean => lead >= 0xa1 && lead <= 0xf7 && trail >= 0xa1 && trail <= 0xfe;

/**
 * Positive: the non-UTF-8 bytes look like GBK; zero or negative: Windows-1252.
 * Latin text has short runs of high bytes inside words ("Größe", "café"); Chinese has even-length
 * runs of GB2312 pairs, usually next to spaces, digits or punctuation. A run that cannot be GBK
 * (odd length, a trail byte outside the GBK range) settles it for Windows-1252. Ties go to 1252.
 */
export function scoreLegacy(bytes: Uint8Array): number {
  let score = 0;
  let i = 0;
  while (i < bytes.length) {
    if (bytes[i]! < 0x80) {
      i++;
      continue;
    }
    // GBK pairs: lead 0x81–0xFE, trail 0x40–0xFE except 0x7F (trail may be ASCII-range).
    const start = i;
    let pairs = 0;
    let gb2312 = 0;
    while (i < bytes.length && bytes[i]! >= 0x81 && bytes[i]! <= 0xfe) {
      const trail = bytes[i + 1];
      if (trail === undefined || trail < 0x40 || trail === 0x7f || trail === 0xff) return -1;
      if (isGb2312Pair(bytes[i]!, trail)) gb2312++;
      pairs++;
      i += 2;
      if (trail < 0x80) break;
    }
    if (pairs === 0) return -1; // 0x80 or 0xFF: not a GBK lead byte
    const runLen = i - start;
    const latinLike = runLen <= 2 && (isAsciiLetter(bytes[start - 1]) || isAsciiLetter(bytes[i]));
    score += latinLike ? gb2312 - 1.5 : gb2312;
    if (gb2312 < pairs) score -= pairs - gb2312;
  }
  return score;
}

function detectEol(raw: string, fallback: '\n' | '\r\n'): '\n' | '\r\n' {
  let crlf = 0;
  let lf = 0;
  for (let i = raw.indexOf('\n'); i !== -1; i = raw.indexOf('\n', i + 1)) {
    if (i > 0 && raw.charCodeAt(i - 1) === 13) crlf++;
    else lf++;
  }
  if (crlf === 0 && lf === 0) return fallback;
  return crlf > lf ? '\r\n' : '\n';
}

export const normalizeEol = (s: string): string => (s.includes('\r\n') ? s.replace(/\r\n/g, '\n') : s);

export interface EncodedText {
  bytes: Buffer;
  encoding: TextEncoding;
  /** set when the text could not be written in the requested encoding and UTF-8 was used instead */
  fellBackFrom?: TextEncoding;
}

/**
 * Encode editor text ("\n" or mixed line endings) for writing with the given encoding and line
 * ending. Characters a legacy code page cannot hold would be written as "?" by iconv; rather than
 * lose them silently we write UTF-8 and say so.
 */
export function encodeText(text: string, encoding: TextEncoding, eol: '\n' | '\r\n'): EncodedText {
  const body = eol === '\r\n' ? normalizeEol(text).replace(/\n/g, '\r\n') : normalizeEol(text);
  switch (encoding) {
    case 'utf-8':
      return { bytes: Buffer.from(body, 'utf8'), encoding };
    case 'utf-8-bom':
      return { bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body, 'utf8')]), encoding };
    case 'utf-16le':
      return { bytes: Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(body, 'utf-16le')]), encoding };
    case 'utf-16be':
      return { bytes: Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(body, 'utf-16be')]), encoding };
    case 'windows-1252':
    case 'gbk': {
      const bytes = iconv.encode(body, encoding);
      if (iconv.decode(bytes, encoding) === body) return { bytes, encoding };
      return { bytes: Buffer.from(body, 'utf8'), encoding: 'utf-8', fellBackFrom: encoding };
    }
  }
}
