/*
 * Handle → slot for DrawingDb's indexes: a Map's part of the interface (get/has/set/delete, size,
 * entries) over a dense array for plain handles. A handle as the database writes it — upper-case
 * hex without leading zeros, at most 12 digits — is one number, and the handles of a drawing are
 * mostly a dense run of them, so its slot lives in an Int32Array at that number: no string hash and
 * no hash-table entry per record (a 100k-entity load spent a tenth of its time inserting into a
 * Map). Any other key ("1a", "001A", a handle far past the rest) goes to an ordinary Map. Every
 * plain handle below the array's length lives in the array, so a lookup tries one place only.
 */

/** The number of a plain handle (see the header comment), or -1. */
export function plainHandleNumber(h: string): number {
  const len = h.length;
  if (len === 0 || len > 12 || (len > 1 && h.charCodeAt(0) === 48)) return -1;
  let n = 0;
  for (let i = 0; i < len; i++) {
    const c = h.charCodeAt(i);
    if (c >= 48 && c <= 57) n = n * 16 + (c - 48);
    else if (c >= 65 && c <= 70) n = n * 16 + (c - 55);
    else return -1;
  }
  return n;
}

/** Array room that needs no justification by the number of entries (512 KB); beyond it, 4 numbers per entry. */
const FREE_ROOM = 1 << 17;

export class HandleSlots {
  /** slot + 1 per handle number; 0: absent */
  private dense = new Int32Array(0);
  private denseCount = 0;
  private readonly other = new Map<string, number>();

  get size(): number {
    return this.denseCount + this.other.size;
  }

  get(h: string): number | undefined {
    const n = plainHandleNumber(h);
    if (n >= 0 && n < this.dense.length) {
      const s = this.dense[n]!;
      return s === 0 ? undefined : s - 1;
    }
    return this.other.get(h);
  }

  has(h: string): boolean {
    return this.get(h) !== undefined;
  }

  set(h: string, slot: number): this {
    const n = plainHandleNumber(h);
    if (n >= 0 && (n < this.dense.length || this.grow(n))) {
      if (this.dense[n] === 0) this.denseCount++;
      this.dense[n] = slot + 1;
    } else this.other.set(h, slot);
    return this;
  }

  delete(h: string): boolean {
    const n = plainHandleNumber(h);
    if (n >= 0 && n < this.dense.length) {
      if (this.dense[n] === 0) return false;
      this.dense[n] = 0;
      this.denseCount--;
      return true;
    }
    return this.other.delete(h);
  }

  *entries(): IterableIterator<[string, number]> {
    const d = this.dense;
    for (let n = 0; n < d.length; n++) if (d[n] !== 0) yield [n.toString(16).toUpperCase(), d[n]! - 1];
    yield* this.other;
  }

  [Symbol.iterator](): IterableIterator<[string, number]> {
    return this.entries();
  }

  /** Make the array reach handle number n when the entries justify the room; moves the Map's plain handles below the new length in. */
  private grow(n: number): boolean {
    let len = Math.max(1024, this.dense.length);
    while (len <= n) len *= 2;
    if (len > FREE_ROOM + 4 * this.size) return false;
    const d = new Int32Array(len);
    d.set(this.dense);
    this.dense = d;
    for (const [h, slot] of this.other) {
      const m = plainHandleNumber(h);
      if (m >= 0 && m < len) {
        d[m] = slot + 1;
        this.denseCount++;
        this.other.delete(h);
      }
    }
    return true;
  }
}
