/*
 * A typed array that grows as numbers are pushed, doubling when full; `done()` gives an
 * exact-length copy. Used where a flat buffer is built without knowing its size first: the
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
    if (this.n === this.a.length) {
      const b = this.make(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.n++] = x;
  }
  done(): T {
    return this.a.slice(0, this.n) as T;
  }
}
