/*
 * The DXF writer's output: group lines encoded straight into UTF-8 byte buffers. There are no piece
 * strings, no joins and no separate encoding pass, which is most of what writing used to cost.
 * Group codes and integers are written as digits. Reals are written as the characters String(n)
 * gives (the shortest text that reads back as the same double), with ".0" after whole values; the
 * common case of a real with at most six decimals is formatted here without String.
 * A buffer is handed on when full and always holds whole lines, so each one is valid UTF-8 by itself.
 */
import { utf8Into } from '../../core/utf8.js';

const BUFFER_BYTES = 1 << 20;
/** room for one code line and one number line: String(n) of a double is at most 25 characters */
const NUMBER_LINE_ROOM = 48;
const NL = 10;
const DOT = 46;
const MINUS = 45;
const ZERO = 48;
const SPACE = 32;

/** Whole reals below this are written as their digits and ".0" (String(n) never uses an exponent there). */
const WHOLE_LIMIT = 1e15;
/** Reals with at most this many decimals (and below FIXED_LIMIT) are formatted here. */
const FIXED_SCALE = 1e6;
const FIXED_DIGITS = 6;
/**
 * Below this a double's rounding interval is narrower than 1e-7, so a decimal of ≤ 6 places that
 * reads back as the double is the only one that does and is the shortest: String(n)'s digits.
 */
const FIXED_LIMIT = 1e9;

export class DxfByteLines {
  private buf = new Uint8Array(BUFFER_BYTES);
  private at = 0;
  constructor(private readonly emit: (bytes: Uint8Array) => void) {}

  /** a group whose value is text (a line break in it is the caller's to escape) */
  text(code: number, value: string): void {
    this.room(value.length * 3 + NUMBER_LINE_ROOM);
    this.code(code);
    const b = this.buf;
    let n = this.at;
    const len = value.length;
    let i = 0;
    for (; i < len; i++) {
      const c = value.charCodeAt(i);
      if (c >= 0x80) break;
      b[n++] = c;
    }
    if (i < len) n = utf8Into(value, i, b, n);
    b[n++] = NL;
    this.at = n;
  }

  /** a group whose value is an integer (already truncated) */
  int(code: number, v: number): void {
    this.room(NUMBER_LINE_ROOM);
    this.code(code);
    if (v > -2147483648 && v < 2147483648 && v === Math.floor(v)) this.intDigits(v);
    else this.ascii(String(v));
    this.buf[this.at++] = NL;
  }

  /** a group whose value is a real */
  real(code: number, n: number): void {
    this.room(NUMBER_LINE_ROOM);
    this.code(code);
    this.realText(n);
    this.buf[this.at++] = NL;
  }

  /** hand on what is held (nothing when empty) */
  flush(): void {
    if (this.at === 0) return;
    const full = this.buf.subarray(0, this.at);
    this.buf = new Uint8Array(BUFFER_BYTES);
    this.at = 0;
    this.emit(full);
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.buf.length) return;
    this.flush();
    if (bytes > this.buf.length) this.buf = new Uint8Array(bytes);
  }

  /** a group code's line: right-aligned in three columns ("  0", " 10", "330", "1071") */
  private code(c: number): void {
    const b = this.buf;
    let n = this.at;
    if (c >= 0 && c < 1000) {
      if (c < 10) {
        b[n++] = SPACE;
        b[n++] = SPACE;
      } else if (c < 100) b[n++] = SPACE;
      this.at = n;
      this.uintDigits(c);
    } else {
      const s = String(c);
      for (let k = s.length; k < 3; k++) b[n++] = SPACE;
      this.at = n;
      this.ascii(s);
    }
    this.buf[this.at++] = NL;
  }

  private realText(n: number): void {
    if (Number.isInteger(n) && n < WHOLE_LIMIT && n > -WHOLE_LIMIT) {
      if (n > -2147483648 && n < 2147483648) this.intDigits(n);
      else this.ascii(String(n));
      this.buf[this.at++] = DOT;
      this.buf[this.at++] = ZERO;
      return;
    }
    const a = n < 0 ? -n : n;
    if (a < FIXED_LIMIT) {
      const m = Math.round(a * FIXED_SCALE);
      if (m / FIXED_SCALE === a) {
        const whole = Math.floor(a);
        let frac = m - whole * FIXED_SCALE;
        let places = FIXED_DIGITS;
        while (frac % 10 === 0) {
          frac /= 10;
          places--;
        }
        if (n < 0) this.buf[this.at++] = MINUS;
        this.uintDigits(whole);
        const b = this.buf;
        b[this.at++] = DOT;
        let end = this.at + places;
        this.at = end;
        for (let k = 0; k < places; k++) {
          b[--end] = ZERO + (frac % 10);
          frac = Math.floor(frac / 10);
        }
        return;
      }
    }
    this.ascii(String(n));
  }

  /** an integer in int32 range (−0 is written "0", as String does) */
  private intDigits(v: number): void {
    if (v < 0) {
      this.buf[this.at++] = MINUS;
      v = -v;
    }
    this.uintDigits(v);
  }

  /** a non-negative integer below 2^31 */
  private uintDigits(v: number): void {
    let len = 1;
    for (let t = v; t >= 10; len++) t = (t / 10) | 0;
    const b = this.buf;
    let end = this.at + len;
    this.at = end;
    do {
      const q = (v / 10) | 0;
      b[--end] = ZERO + (v - q * 10);
      v = q;
    } while (v > 0);
  }

  private ascii(s: string): void {
    const b = this.buf;
    let n = this.at;
    for (let i = 0; i < s.length; i++) b[n++] = s.charCodeAt(i);
    this.at = n;
  }
}
