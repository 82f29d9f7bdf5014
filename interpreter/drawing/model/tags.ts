/*
 * Group-code data as the database stores it: two parallel arrays (codes, values) per record rather
 * than one object per group, so a 100k-entity drawing stays small and copying a record is cheap.
 * Values are kept in entget form: points merged into number arrays, angles in radians, pointers as
 * handle strings. Whether a number is an INT or a REAL comes from the group code (group-codes.ts
 * codeType), the way AutoCAD's result-buffer types do.
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
