/*
 * Group-code data as the database stores it: two parallel arrays (codes, values) per record rather
 * than one object per group, so a 100k-entity drawing stays small and copying a record is cheap.
 * Values are kept in entget form: points merged into number arrays, angles in radians, pointers as
 * handle strings. Whether a number is an INT or a REAL comes from the group code (codeType), the
 * way AutoCAD's result-buffer types do.
 */

/** One group value: string, number, or a point (2 or 3 numbers). */
export type GV = string | number | number[];

export interface Tags {
  readonly c: readonly number[];
  readonly v: readonly GV[];
}

export const EMPTY_TAGS: Tags = Object.freeze({ c: Object.freeze([]) as readonly number[], v: Object.freeze([]) as readonly GV[] });

/** A growable tag list used while building a record. */
export class TagBuilder {
  readonly c: number[] = [];
  readonly v: GV[] = [];
  push(code: number, value: GV): this {
    this.c.push(code);
    this.v.push(value);
    return this;
  }
  append(t: Tags, from = 0, to = t.c.length): this {
    for (let i = from; i < to; i++) {
      this.c.push(t.c[i]!);
      this.v.push(t.v[i]!);
    }
    return this;
  }
  get length(): number {
    return this.c.length;
  }
  done(): Tags {
    return { c: this.c, v: this.v };
  }
}

export type CodeType = 'str' | 'real' | 'int' | 'point' | 'handle' | 'bool' | 'binary';

const TYPE_CACHE = new Map<number, CodeType>();

/** The value type of a group code (entity-model.md §7). */
export function codeType(code: number): CodeType {
  let t = TYPE_CACHE.get(code);
  if (t === undefined) {
    t = computeType(code);
    TYPE_CACHE.set(code, t);
  }
  return t;
}

function computeType(c: number): CodeType {
  if (c === -2 || c === -1) return 'handle';
  if (c === 5 || c === 105) return 'str';
  if (c >= 0 && c <= 9) return 'str';
  if (isPointCode(c)) return 'point';
  if (c >= 10 && c <= 59) return 'real';
  if (c >= 60 && c <= 99) return 'int';
  if (c === 100 || c === 101 || c === 102) return 'str';
  if (c >= 110 && c <= 149) return 'real';
  if (c >= 160 && c <= 169) return 'int';
  if (c >= 170 && c <= 179) return 'int';
  if (c >= 210 && c <= 239) return 'real';
  if (c >= 270 && c <= 289) return 'int';
  if (c >= 290 && c <= 299) return 'bool';
  if (c >= 310 && c <= 319) return 'binary';
  if (c >= 320 && c <= 369) return 'handle';
  if (c >= 370 && c <= 389) return 'int';
  if (c >= 390 && c <= 399) return 'handle';
  if (c >= 400 && c <= 409) return 'int';
  if (c >= 420 && c <= 429) return 'int';
  if (c >= 440 && c <= 459) return 'int';
  if (c >= 460 && c <= 469) return 'real';
  if (c >= 480 && c <= 481) return 'handle';
  if (c >= 1010 && c <= 1059) return 'real';
  if (c >= 1060 && c <= 1071) return 'int';
  return 'str';
}

/** X codes of points whose Y and Z follow at code + 10 and code + 20. */
export function isPointCode(c: number): boolean {
  return (c >= 10 && c <= 18) || (c >= 110 && c <= 112) || (c >= 210 && c <= 213) || (c >= 1010 && c <= 1013);
}

/** Pointer codes shown as enames by entget (330, 340, 350, 360 ranges, 390, 480...). */
export function isPointerCode(c: number): boolean {
  return (c >= 320 && c <= 369) || (c >= 390 && c <= 399) || c === 480 || c === 481;
}

/** Numeric codes that hold integers (INT in entget). */
export function isIntCode(c: number): boolean {
  const t = codeType(c);
  return t === 'int' || t === 'bool';
}

/** Structural equality of two group values. */
export function gvEqual(a: GV | undefined, b: GV | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }
  return false;
}

/** First value of `code` in tags, or undefined. */
export function tagGet(t: Tags, code: number): GV | undefined {
  const i = t.c.indexOf(code);
  return i < 0 ? undefined : t.v[i];
}

export function tagStr(t: Tags, code: number, dflt = ''): string {
  const v = tagGet(t, code);
  return typeof v === 'string' ? v : dflt;
}

export function tagNum(t: Tags, code: number, dflt = 0): number {
  const v = tagGet(t, code);
  return typeof v === 'number' ? v : dflt;
}

/** A copy of t with the first `code` set to value (appended when absent). */
export function tagSet(t: Tags, code: number, value: GV): Tags {
  const i = t.c.indexOf(code);
  const c = t.c.slice();
  const v = t.v.slice();
  if (i < 0) {
    c.push(code);
    v.push(value);
  } else v[i] = value;
  return { c, v };
}
