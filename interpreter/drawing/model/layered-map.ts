/*
 * A map that copies in O(1): copies share a frozen base and keep their own writes (and removals)
 * in a small layer on top. DrawingDb's handle → slot indexes use it, so the worker's copy of a
 * 100k-entity drawing for each run does not rebuild a 100k-entry map. A base is never written
 * after it is shared; forking a map with writes of its own first folds them into a new base.
 * Values are never undefined (undefined means absent). A base, and the first map's own layer
 * (which becomes the first base), can be any store with a Map's part of the interface (`store`
 * makes one: handle-slots.ts for DrawingDb's handles); a copy's own layer is a small Map.
 */
export interface MapStore<K, V> {
  get(k: K): V | undefined;
  has(k: K): boolean;
  set(k: K, v: V): unknown;
  delete(k: K): boolean;
  readonly size: number;
  [Symbol.iterator](): Iterator<[K, V]>;
}

const newMap = <K, V>(): MapStore<K, V> => new Map<K, V>();

export class LayeredMap<K, V> {
  private own: MapStore<K, V>;
  private gone: Set<K> | null = null;
  constructor(
    private base: MapStore<K, V> | null = null,
    private readonly store: () => MapStore<K, V> = newMap,
  ) {
    this.own = base === null ? store() : new Map();
  }

  get(k: K): V | undefined {
    const v = this.own.get(k);
    if (v !== undefined || this.base === null) return v;
    return this.gone !== null && this.gone.has(k) ? undefined : this.base.get(k);
  }
  has(k: K): boolean {
    return this.get(k) !== undefined;
  }
  set(k: K, v: V): this {
    this.own.set(k, v);
    if (this.gone !== null) this.gone.delete(k);
    return this;
  }
  delete(k: K): boolean {
    const had = this.has(k);
    this.own.delete(k);
    if (this.base !== null && this.base.has(k)) (this.gone ??= new Set()).add(k);
    return had;
  }
  /** An independent copy; this map and the copy share one frozen base from here on. */
  fork(): LayeredMap<K, V> {
    if (this.base === null) {
      // nothing shared yet: this map's own entries become the base as they are (no copy)
      this.base = this.own;
      this.own = new Map();
    } else if (this.own.size > 0 || this.gone !== null) {
      const merged = this.store();
      if (this.base) for (const [k, v] of this.base) if (!this.gone?.has(k)) merged.set(k, v);
      for (const [k, v] of this.own) merged.set(k, v);
      this.base = merged;
      this.own = new Map();
      this.gone = null;
    }
    return new LayeredMap(this.base, this.store);
  }
}
