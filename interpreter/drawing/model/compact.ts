/*
 * Compact record storage for a drawing being read: every record whose body has the same group
 * codes in the same order (all LINEs of a file, most CIRCLEs...) shares one codes array — the
 * "template" — and value arrays are copied to their exact length (arrays grown by push keep up to
 * half again as much spare room). Records stay ordinary Tags ({c, v}); nothing writes into a
 * record's arrays (records are immutable), so sharing is invisible to every reader of them.
 */
import type { Tags } from './tags.js';

export class TagCompactor {
  private readonly templates = new Map<number, Array<readonly number[]>>();

  /** One shared array per distinct code sequence. */
  codes(c: readonly number[]): readonly number[] {
    return this.codesOf(c, 0, c.length);
  }

  /** The shared array equal to c[from, to) (a reader's scratch list: copied only when new). */
  codesOf(c: readonly number[], from: number, to: number): readonly number[] {
    const n = to - from;
    let h = n;
    for (let i = from; i < to; i++) h = (Math.imul(h, 31) + c[i]!) | 0;
    let bucket = this.templates.get(h);
    if (bucket) {
      for (const t of bucket) if (sameCodes(t, c, from, n)) return t;
    } else this.templates.set(h, (bucket = []));
    const t = c.slice(from, to);
    bucket.push(t);
    return t;
  }

  tags(t: Tags): Tags {
    return { c: this.codes(t.c), v: t.v.slice() };
  }

  /** Tags whose value array is already of its exact length (nothing else holds it): only the codes are shared. */
  exact(t: Tags): Tags {
    return { c: this.codes(t.c), v: t.v };
  }

  maybe(t: Tags | null): Tags | null {
    return t && this.tags(t);
  }
}

/** Whether a equals b[from, from + n). */
function sameCodes(a: readonly number[], b: readonly number[], from: number, n: number): boolean {
  if (a.length !== n) return false;
  for (let i = 0; i < n; i++) if (a[i] !== b[from + i]) return false;
  return true;
}
