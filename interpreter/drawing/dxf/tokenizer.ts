/*
 * ASCII DXF → typed groups, one at a time (a pull reader the loader walks; no group stream is
 * ever materialised). Lines come in pairs (code, value); codes may be right-aligned, values keep
 * everything but the line ending (code-0 values are trimmed), 999 comments are skipped, reading
 * stops at `0 EOF`. Values are typed by group code (model/group-codes.ts) and point coordinates
 * merged (X with the following code+10 Y and optional code+20 Z). Any structural fault raises
 * "DXF line N: ..." naming the line.
 *
 * Why it is shaped so: a single pass of charCodeAt over the text. A line is never cut out as a
 * string unless its value is a string; numbers and group codes are parsed in place (decimal reals
 * with ≤ 15 digits and a small exponent exactly, by Clinger's fast path: both operands exact, one
 * correctly rounded operation); anything unusual falls back to the slice-and-Number path, so what
 * is accepted, and every error message, is exactly what the line-splitting reader gave.
 *
 * Each line is first tried by a fast path (fastCode, fastValue) that reads it in one walk and
 * accepts only the plain shapes writers produce (blanks around a value, "\r\n" or "\n"); any other
 * line — tabs, other blanks, the last line of the text, a number that needs Number() — is left to
 * the general path (locate, trim, parse), which decides exactly as before. Repeated strings are
 * interned through a table keyed by the characters in the text, so a known layer or marker costs
 * no substring.
 */
import { raise } from '../../core/errors.js';
import { normHandle } from '../model/handles.js';
import type { GV } from '../model/tags.js';
import { codeType, isPointCode, type CodeType } from '../model/group-codes.js';
import { BINARY_SENTINEL, decodeUnicodeEscapes } from './codepage.js';

const POW10 = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];

/** Exactly the characters String.prototype.trim removes (WhiteSpace and LineTerminator). */
function isWs(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * A string that does not keep the file's text alive: V8 makes a slice of 13 or more characters a
 * view into its parent, so one kept TEXT value would pin the whole DXF text in memory. Joining
 * makes a flat copy; the slice of that copy pins only the copy.
 */
function detach(s: string): string {
  return s.length < 13 ? s : (s + ' ').slice(0, -1);
}

/** Whether s equals src from a on (the caller has checked the length). */
function sameChars(s: string, src: string, a: number): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) !== src.charCodeAt(a + i)) return false;
  return true;
}

/** Kinds of value, resolved once per group code. */
const K_NUM = 1; // real or point coordinate
const K_INT = 2; // int or bool
const K_HANDLE = 3; // normalised handle
const K_TRIM = 4; // code 0: trimmed
const K_STR = 5; // string with \U+ escapes decoded
function computeKind(code: number): number {
  const t: CodeType = codeType(code);
  return t === 'point' || t === 'real' ? K_NUM : t === 'int' || t === 'bool' ? K_INT : t === 'handle' || code === 5 || code === 105 ? K_HANDLE : code === 0 ? K_TRIM : K_STR;
}

/** Codes -5..1071 (all the DXF reference defines) by table, others computed. */
const KIND_TABLE = Uint8Array.from({ length: 1077 }, (_v, i) => computeKind(i - 5));

function kindOf(code: number): number {
  return code >= -5 && code <= 1071 ? KIND_TABLE[code + 5]! : computeKind(code);
}

/** Codes whose values repeat across a drawing (types, markers, layers, linetypes, styles, owners, apps): one string each. */
const INTERNED = new Set([0, 2, 3, 6, 7, 8, 100, 330, 1001]);
const isInterned = (code: number): boolean => code === 8 || code === 100 || code === 330 || code === 0 || INTERNED.has(code);

/** Interned strings kept per reader (as before: a drawing with more distinct names keeps the rest uninterned). */
const INTERN_LIMIT = 65536;

export class GroupReader {
  /** the current group (valid while !done) */
  code = 0;
  value: GV = '';
  /** 1-based line number of the current group's code line (kept at the last group's once done) */
  line = 1;
  done = false;
  /** set when the reader itself raised: the text is damaged at `line` */
  failed = false;
  private pos = 0;
  /** 0-based index of the line starting at pos */
  private k = 0;
  /** the line just located: [ls, le) without its \r, nl = index of its \n or -1 on the last line */
  private ls = 0;
  private le = 0;
  private nl = -1;
  /** intern table: open addressing over `istr` indexes (-1 = empty), the hash of each string in `ihash` */
  private itab = new Int32Array(1024).fill(-1);
  private readonly istr: string[] = [];
  private readonly ihash: number[] = [];

  constructor(private readonly text: string) {
    if (text.startsWith(BINARY_SENTINEL)) raise('dxfBinary');
  }

  /** Move to the next group (skipping 999 comments); sets `done` after `0 EOF` or at the end. */
  next(): void {
    if (this.done) return;
    try {
      this.read();
    } catch (e) {
      this.failed = true;
      throw e;
    }
  }

  /**
   * Move past the current group and read the groups up to the next 0 group (or the end) into
   * `into` (as `next` one at a time would give them, without a call per group); returns a hash of
   * their codes.
   */
  readInto(into: { c: number[]; v: GV[]; n: number }): number {
    const gc = into.c;
    const gv = into.v;
    let n = 0;
    let h = 0;
    try {
      for (;;) {
        if (this.done) break;
        this.read();
        const c = this.code;
        // done: code is NaN
        if (c === 0 || c !== c) break;
        gc[n] = c;
        gv[n] = this.value;
        n++;
        h = (Math.imul(h, 31) + c) | 0;
      }
    } catch (e) {
      this.failed = true;
      into.n = n;
      throw e;
    }
    into.n = n;
    return h;
  }

  /** Read to the end, so that a fault later in the text is reported as the old two-pass reader did. */
  drain(): void {
    while (!this.done) this.next();
  }

  /** Locate line k at pos: sets ls/le/nl (le excludes one trailing \r). */
  private locate(): void {
    const t = this.text;
    const nl = t.indexOf('\n', this.pos);
    const end = nl < 0 ? t.length : nl;
    this.ls = this.pos;
    this.le = end > this.pos && t.charCodeAt(end - 1) === 13 ? end - 1 : end;
    this.nl = nl;
  }

  private advance(): void {
    this.pos = this.nl + 1;
    this.k++;
  }

  /** the located line's trimmed bounds [ta, tb), set by trim() */
  private ta = 0;
  private tb = 0;
  /** Trim the located line into ta/tb (fields, not a returned pair: no allocation per line). */
  private trim(): void {
    const t = this.text;
    let a = this.ls;
    let b = this.le;
    while (a < b && isWs(t.charCodeAt(a))) a++;
    while (b > a && isWs(t.charCodeAt(b - 1))) b--;
    this.ta = a;
    this.tb = b;
  }

  private rawLine(): string {
    return this.text.slice(this.ls, this.le);
  }

  /** The located line as a group code (the old reader's parseCode). */
  private parseCode(lineNo: number): number {
    const t = this.text;
    this.trim();
    const a = this.ta;
    const b = this.tb;
    if (b > a && b - a <= 9) {
      let n = 0;
      let i = a;
      for (; i < b; i++) {
        const c = t.charCodeAt(i) - 48;
        if (c < 0 || c > 9) break;
        n = n * 10 + c;
      }
      if (i === b) return n;
    }
    const s = this.rawLine();
    const tr = s.trim();
    const n = Number(tr);
    if (tr === '' || !Number.isInteger(n)) return raise('dxfMalformed', lineNo, `expected a group code, found ${JSON.stringify(s.slice(0, 40))}`);
    return n;
  }

  /** Whether the located line, trimmed, is exactly the decimal text of `code`. */
  private lineIsCode(code: number): boolean {
    this.trim();
    const a = this.ta;
    const b = this.tb;
    if (b - a > 10 || b === a) return false;
    if (b - a > 1 && this.text.charCodeAt(a) === 48) return false;
    let n = 0;
    for (let i = a; i < b; i++) {
      const c = this.text.charCodeAt(i) - 48;
      if (c < 0 || c > 9) return false;
      n = n * 10 + c;
    }
    return n === code;
  }

  /** A decimal number in [a, b) parsed exactly, or NaN when it needs Number(). */
  private fastNumber(a: number, b: number, intOnly: boolean): number {
    const t = this.text;
    let i = a;
    let neg = false;
    const s0 = t.charCodeAt(i);
    if (s0 === 45 || s0 === 43) {
      neg = s0 === 45;
      i++;
    }
    let m = 0;
    let digits = 0;
    let frac = 0;
    let c = 0;
    for (; i < b; i++) {
      c = t.charCodeAt(i) - 48;
      if (c < 0 || c > 9) break;
      m = m * 10 + c;
      digits++;
    }
    if (i < b && c === 46 - 48 && !intOnly) {
      for (i++; i < b; i++) {
        c = t.charCodeAt(i) - 48;
        if (c < 0 || c > 9) break;
        m = m * 10 + c;
        digits++;
        frac++;
      }
    }
    if (digits === 0 || digits > 15) return NaN;
    let e = -frac;
    if (i < b) {
      if (intOnly || (c !== 69 - 48 && c !== 101 - 48)) return NaN;
      i++;
      let eneg = false;
      const s = t.charCodeAt(i);
      if (s === 45 || s === 43) {
        eneg = s === 45;
        i++;
      }
      let x = 0;
      let ed = 0;
      for (; i < b; i++) {
        const d = t.charCodeAt(i) - 48;
        if (d < 0 || d > 9) return NaN;
        x = x * 10 + d;
        if (++ed > 4) return NaN;
      }
      if (ed === 0) return NaN;
      e += eneg ? -x : x;
    }
    if (e < -22 || e > 22) return NaN;
    const v = e === 0 ? m : e > 0 ? m * POW10[e]! : m / POW10[-e]!;
    return neg ? -v : v;
  }

  /** The located line as the value of `code` (the old reader's parseValue); lineNo is the code line's. */
  private parseValue(code: number, lineNo: number): GV {
    const kind = kindOf(code);
    const t = this.text;
    if (kind === K_NUM || kind === K_INT) {
      this.trim();
      const a = this.ta;
      const b = this.tb;
      if (b > a) {
        const f = this.fastNumber(a, b, kind === K_INT);
        if (f === f) return f;
      }
      const s = this.rawLine();
      const n = Number(s.trim());
      if (Number.isNaN(n) || s.trim() === '')
        return raise('dxfMalformed', lineNo + 1, `invalid ${kind === K_NUM ? 'number' : 'integer'} ${JSON.stringify(s.slice(0, 40))} for group code ${code}`);
      return kind === K_NUM ? n : Math.trunc(n);
    }
    if (kind === K_HANDLE) {
      this.trim();
      const a0 = this.ta;
      const b = this.tb;
      let a = a0;
      while (b - a > 1 && t.charCodeAt(a) === 48) a++;
      let plain = true;
      for (let i = a; i < b; i++) {
        const c = t.charCodeAt(i);
        if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 70))) {
          plain = false;
          break;
        }
      }
      const h = plain ? t.slice(a, b) : normHandle(this.rawLine());
      return code === 330 ? this.intern(h) : h;
    }
    if (kind === K_TRIM) {
      this.trim();
      const a = this.ta;
      const b = this.tb;
      return this.intern(t.slice(a, b));
    }
    const raw = this.rawLine();
    const s = decodeUnicodeEscapes(raw);
    if (isInterned(code)) return this.intern(s);
    return s === raw ? detach(s) : s;
  }

  private intern(s: string): string {
    return this.internIn(s, 0, s.length, s);
  }

  /**
   * The one string equal to src[a, b) (src is the text or a string already cut out, `cut` when
   * there is one): found by hash and characters, so a known string costs no substring. A new one
   * is stored detached (a flat copy), so interned names never keep the file's text alive.
   */
  private internIn(src: string, a: number, b: number, cut: string | null): string {
    const len = b - a;
    let h = len;
    for (let i = a; i < b; i++) h = (Math.imul(h, 31) + src.charCodeAt(i)) | 0;
    const tab = this.itab;
    const mask = tab.length - 1;
    let slot = h & mask;
    for (let k = tab[slot]!; k >= 0; k = tab[slot]!) {
      if (this.ihash[k] === h) {
        const s = this.istr[k]!;
        if (s.length === len && sameChars(s, src, a)) return s;
      }
      slot = (slot + 1) & mask;
    }
    const s = detach(cut ?? src.slice(a, b));
    if (this.istr.length >= INTERN_LIMIT) return s;
    tab[slot] = this.istr.length;
    this.istr.push(s);
    this.ihash.push(h);
    if (this.istr.length * 2 > tab.length) this.growInterned();
    return s;
  }

  private growInterned(): void {
    const tab = new Int32Array(this.itab.length * 2).fill(-1);
    const mask = tab.length - 1;
    for (let k = 0; k < this.istr.length; k++) {
      let slot = this.ihash[k]! & mask;
      while (tab[slot]! >= 0) slot = (slot + 1) & mask;
      tab[slot] = k;
    }
    this.itab = tab;
  }

  /**
   * The line at pos as a group code when it is plain: blanks, decimal digits without a leading
   * zero, blanks, "\r\n" or "\n". Sets nl and returns the code, or -1 for the general path.
   */
  private fastCode(): number {
    const t = this.text;
    let i = this.pos;
    let c = t.charCodeAt(i);
    while (c === 32) c = t.charCodeAt(++i);
    const a = i;
    let n = 0;
    while (c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      c = t.charCodeAt(++i);
    }
    const len = i - a;
    if (len === 0 || len > 9 || (len > 1 && t.charCodeAt(a) === 48)) return -1;
    while (c === 32) c = t.charCodeAt(++i);
    if (c === 13) c = t.charCodeAt(++i);
    if (c !== 10) return -1;
    this.nl = i;
    return n;
  }

  /**
   * The line at pos as the value of `code`, read in one walk when it is plain (see fastCode);
   * sets nl. undefined: the general path decides (locate + parseValue).
   */
  private fastValue(code: number): GV | undefined {
    const kind = kindOf(code);
    const t = this.text;
    let i = this.pos;
    let c = t.charCodeAt(i);
    if (kind === K_STR) {
      // the whole line but its \r; \U+ escapes only where there is a backslash
      let bs = false;
      while (c !== 10) {
        if (c !== c) return undefined; // the last line: no \n
        if (c === 92) bs = true;
        c = t.charCodeAt(++i);
      }
      const a = this.pos;
      const e = i > a && t.charCodeAt(i - 1) === 13 ? i - 1 : i;
      this.nl = i;
      if (bs) {
        const raw = t.slice(a, e);
        const s = decodeUnicodeEscapes(raw);
        if (isInterned(code)) return this.intern(s);
        return s === raw ? detach(s) : s;
      }
      if (isInterned(code)) return this.internIn(t, a, e, null);
      return detach(t.slice(a, e));
    }
    while (c === 32) c = t.charCodeAt(++i);
    const a = i;
    if (kind === K_NUM || kind === K_INT) {
      let neg = false;
      if (c === 45 || c === 43) {
        neg = c === 45;
        c = t.charCodeAt(++i);
      }
      let m = 0;
      let digits = 0;
      let frac = 0;
      while (c >= 48 && c <= 57) {
        m = m * 10 + (c - 48);
        digits++;
        c = t.charCodeAt(++i);
      }
      if (c === 46 && kind === K_NUM) {
        c = t.charCodeAt(++i);
        while (c >= 48 && c <= 57) {
          m = m * 10 + (c - 48);
          digits++;
          frac++;
          c = t.charCodeAt(++i);
        }
      }
      if (digits === 0 || digits > 15) return undefined;
      let e = -frac;
      if ((c === 69 || c === 101) && kind === K_NUM) {
        c = t.charCodeAt(++i);
        let eneg = false;
        if (c === 45 || c === 43) {
          eneg = c === 45;
          c = t.charCodeAt(++i);
        }
        let x = 0;
        let ed = 0;
        while (c >= 48 && c <= 57) {
          x = x * 10 + (c - 48);
          if (++ed > 4) return undefined;
          c = t.charCodeAt(++i);
        }
        if (ed === 0) return undefined;
        e += eneg ? -x : x;
      }
      while (c === 32) c = t.charCodeAt(++i);
      if (c === 13) c = t.charCodeAt(++i);
      if (c !== 10 || e < -22 || e > 22) return undefined;
      this.nl = i;
      const v = e === 0 ? m : e > 0 ? m * POW10[e]! : m / POW10[-e]!;
      return neg ? -v : v;
    }
    if (kind === K_HANDLE) {
      while ((c >= 48 && c <= 57) || (c >= 65 && c <= 70)) c = t.charCodeAt(++i);
      const b = i;
      while (c === 32) c = t.charCodeAt(++i);
      if (c === 13) c = t.charCodeAt(++i);
      if (c !== 10 || b === a) return undefined;
      this.nl = i;
      let s = a;
      while (b - s > 1 && t.charCodeAt(s) === 48) s++;
      return code === 330 ? this.internIn(t, s, b, null) : t.slice(s, b);
    }
    // K_TRIM (code 0): printable ASCII with blanks around
    let b = i;
    while (c >= 32 && c < 127) {
      if (c !== 32) b = i + 1;
      c = t.charCodeAt(++i);
    }
    if (c === 13) c = t.charCodeAt(++i);
    if (c !== 10 || b === a) return undefined;
    this.nl = i;
    return this.internIn(t, a, b, null);
  }

  private read(): void {
    const t = this.text;
    for (;;) {
      if (this.pos > t.length) return this.end();
      const codeLine = this.k + 1;
      let code = this.fastCode();
      if (code < 0) {
        this.locate();
        const last = this.nl < 0;
        if (last) {
          this.trim();
          if (this.ta === this.tb) return this.end();
        }
        code = this.parseCode(codeLine);
        if (last) return raise('dxfMalformed', codeLine, `group code ${code} has no value line (file ends)`);
      }
      this.advance();
      if (code === 999) {
        this.locate();
        if (this.nl < 0) return this.end();
        this.advance();
        continue;
      }
      let v = this.fastValue(code);
      if (v === undefined) {
        this.locate();
        v = this.parseValue(code, codeLine);
      }
      const valueWasLast = this.nl < 0;
      if (isPointCode(code)) {
        // Y must follow
        if (valueWasLast) return raise('dxfMalformed', this.k + 2, `point group ${code} is missing its Y coordinate (group ${code + 10})`);
        this.advance();
        const yc = this.fastCode();
        if (yc < 0) {
          this.locate();
          if (this.nl < 0 || this.parseCode(this.k + 1) !== code + 10)
            return raise('dxfMalformed', this.k + 1, `point group ${code} is missing its Y coordinate (group ${code + 10})`);
        } else if (yc !== code + 10) return raise('dxfMalformed', this.k + 1, `point group ${code} is missing its Y coordinate (group ${code + 10})`);
        const yLine = this.k + 1;
        this.advance();
        let y = this.fastValue(code + 10);
        if (y === undefined) {
          this.locate();
          y = this.parseValue(code + 10, yLine);
        }
        let z: GV | undefined;
        if (this.nl >= 0) {
          this.advance();
          const zc = this.fastCode();
          let isZ: boolean;
          if (zc >= 0) isZ = zc === code + 20;
          else {
            this.locate();
            isZ = this.nl >= 0 && this.lineIsCode(code + 20);
          }
          if (isZ) {
            const zLine = this.k + 1;
            this.advance();
            z = this.fastValue(code + 20);
            if (z === undefined) {
              this.locate();
              z = this.parseValue(code + 20, zLine);
            }
            if (this.nl >= 0) this.advance();
            else this.pos = t.length + 1;
          }
        } else this.pos = t.length + 1;
        this.set(code, z === undefined ? [v as number, y as number] : [v as number, y as number, z as number], codeLine);
        return;
      }
      if (valueWasLast) this.pos = t.length + 1;
      else this.advance();
      this.set(code, v, codeLine);
      if (code === 0 && v === 'EOF') this.pos = t.length + 1;
      return;
    }
  }

  private set(code: number, value: GV, line: number): void {
    this.code = code;
    this.value = value;
    this.line = line;
  }

  private end(): void {
    this.done = true;
    // no group: a code nothing compares equal to (the loader tests codes before values)
    this.code = NaN;
  }
}
