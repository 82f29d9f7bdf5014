/*
 * A typed array that grows as numbers are pushed, doubling when full; `done()` gives an
 * exact-length copy, `view()` a view of the numbers pushed. Used where a flat buffer is built without knowing its size first: the
 * drawing's compact transfer form (drawing/transfer/compact.ts) and the canvas's scene arrays.
 */
export type GrowableKind = Int32Array | Uint32Array | Uint8Array | Float64Array;

export class Growable<T extends GrowableKind> {
  n = 0;
  constructor(
    public a: T,
    private readonly make: (size: number) => T,
  ) {}
  push(x: number): void {
    if (this.n === this.a.length) this.grow(1);
    this.a[this.n++] = x;
  }
  /** Room for `k` more numbers: then `a[n++] = x` k times needs no check. */
  reserve(k: number): void {
    if (this.n + k > this.a.length) this.grow(k);
  }
  private grow(k: number): void {
    let size = this.a.length * 2;
    while (size < this.n + k) size *= 2;
    const b = this.make(size);
    b.set(this.a);
    this.a = b;
  }
  done(): T {
    return this.a.slice(0, this.n) as T;
  }
  /** The numbers pushed as a view of the growing buffer, not a copy (for arrays copied on at once: packed into bytes). */
  view(): T {
    return this.a.subarray(0, this.n) as T;
  }
}
