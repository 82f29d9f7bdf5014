/*
 * The members of a selection set, in selection order, with every edit O(1) or O(log n) so the
 * everyday loops stay linear on 100k-member sets: `(while (setq e (ssname ss 0)) (ssdel e ss))`
 * and the same deleting the last member each time.
 *
 * Shape: an append-only slot array where a deleted member leaves a hole (tombstone), a map from
 * entity address to slot, and a Fenwick tree over the slots (1 = live, 0 = hole) that finds the
 * n-th live member in O(log n). Holes at the end are popped at once; the array is compacted when
 * holes among the members outnumber them, so the cost is amortised O(1) per edit. A cursor stays
 * on the first live slot, so the delete-first idiom neither searches the tree nor compacts. A set
 * without holes answers `at(n)` by plain indexing.
 *
 * The address map is built on first need: a set made by ssget (members known distinct) and
 * emptied from either end, or only read by index, never builds it — at 100k members the map costs
 * more than the scan that found them. Removing the first or the last member is recognised without it.
 */
import type { Ename } from './values.js';

export class MemberList {
  private slots: (Ename | undefined)[] = [];
  /** address → slot of every live member; null until a lookup needs it */
  private slotOf: Map<number, number> | null = null;
  private count = 0;
  /** Fenwick tree, 1-based: tree[j] counts the live slots in (j - lowbit(j), j] */
  private tree = new Int32Array(16);
  private holes = 0;
  /** no live slot before this one */
  private head = 0;
  private dense: Ename[] | null = null;

  /** `distinct`: the caller knows no two items share an address (ssget's scan), so no map is built yet. */
  constructor(items: readonly Ename[] = [], distinct = false) {
    this.reset(items, distinct);
  }

  get size(): number {
    return this.count;
  }

  /** Whether the address map has been built (tests: ssget's sets emptied from either end never build it). */
  get indexed(): boolean {
    return this.slotOf !== null;
  }

  has(address: number): boolean {
    return this.index().has(address);
  }

  /** The member at a zero-based position, or undefined past either end. */
  at(n: number): Ename | undefined {
    if (!(n >= 0 && n < this.count)) return undefined;
    if (this.holes === 0) return this.slots[n];
    if (n === 0) {
      while (this.slots[this.head] === undefined) this.head++;
      return this.slots[this.head];
    }
    if (n === this.count - 1) return this.slots[this.slots.length - 1]; // trailing holes are popped
    return this.slots[this.findLive(n + 1) - 1];
  }

  /** Appends e unless a member has its address; false when it was already there. */
  add(e: Ename): boolean {
    if (this.index().has(e.address)) return false;
    this.push(e);
    this.dense = null;
    return true;
  }

  /** Removes the member with e's address; false when there is none. */
  remove(e: Ename): boolean {
    const slots = this.slots;
    const slot = this.slotOfMember(e.address);
    if (slot === undefined) return false;
    this.slotOf?.delete(e.address);
    this.count--;
    this.dense = null;
    slots[slot] = undefined;
    this.holes++;
    this.treeAdd(slot + 1, -1);
    while (slots.length && slots[slots.length - 1] === undefined) {
      slots.pop();
      this.holes--;
    }
    if (this.head > slots.length) this.head = slots.length;
    // the first member went: step over the holes in front (amortised O(1) for the delete-first idiom)
    if (slot === this.head) while (this.head < slots.length && slots[this.head] === undefined) this.head++;
    // holes in front cost nothing (at(0) starts at head); compact only for holes among the members
    if (this.holes - this.head > 64 && this.holes > this.count) this.reset(this.toArray(), true);
    return true;
  }

  /** The members in order; a fresh array after each edit, never changed afterwards. */
  toArray(): Ename[] {
    if (!this.dense) this.dense = this.holes === 0 ? this.slots.slice() as Ename[] : this.slots.filter((e): e is Ename => e !== undefined);
    return this.dense;
  }

  /** Replaces every member (duplicates by address keep the first; `distinct`: there are none). */
  reset(items: readonly Ename[], distinct = false): void {
    let slots: Ename[];
    let slotOf: Map<number, number> | null = null;
    if (distinct) slots = items.slice();
    else {
      slots = [];
      slotOf = new Map<number, number>();
      for (let i = 0; i < items.length; i++) {
        const e = items[i] as Ename;
        if (slotOf.has(e.address)) continue;
        slotOf.set(e.address, slots.length);
        slots.push(e);
      }
    }
    // every slot is live: tree[j] counts the slots in (j - lowbit(j), j], which is lowbit(j)
    const tree = new Int32Array(Math.max(16, slots.length + 1));
    for (let j = 1; j <= slots.length; j++) tree[j] = j & -j;
    this.slots = slots;
    this.slotOf = slotOf;
    this.count = slots.length;
    this.tree = tree;
    this.holes = 0;
    this.head = 0;
    this.dense = null;
  }

  /** The address map, built from the live slots the first time it is needed. */
  private index(): Map<number, number> {
    if (this.slotOf === null) {
      const m = new Map<number, number>();
      const slots = this.slots;
      for (let i = this.head; i < slots.length; i++) {
        const e = slots[i];
        if (e !== undefined) m.set(e.address, i);
      }
      this.slotOf = m;
    }
    return this.slotOf;
  }

  /** The slot of the live member with this address: the first and the last are found without the map. */
  private slotOfMember(address: number): number | undefined {
    const slots = this.slots;
    if (this.count === 0) return undefined;
    const last = slots.length - 1; // trailing holes are popped: the last slot is live
    if (slots[last]!.address === address) return last;
    while (slots[this.head] === undefined) this.head++;
    if (slots[this.head]!.address === address) return this.head;
    return this.index().get(address);
  }

  private push(e: Ename): void {
    const j = this.slots.length + 1;
    this.slots.push(e);
    this.count++;
    this.slotOf?.set(e.address, j - 1);
    if (j >= this.tree.length) {
      const grown = new Int32Array(this.tree.length * 2);
      grown.set(this.tree);
      this.tree = grown;
    }
    // tree[j] covers (j - lowbit(j), j]: the new slot plus the live slots before it in that range
    this.tree[j] = 1 + this.prefix(j - 1) - this.prefix(j - (j & -j));
  }

  private prefix(j: number): number {
    let s = 0;
    for (; j > 0; j -= j & -j) s += this.tree[j]!;
    return s;
  }

  private treeAdd(j: number, d: number): void {
    const n = this.slots.length;
    for (; j <= n; j += j & -j) this.tree[j]! += d;
  }

  /** The 1-based slot holding the k-th live member (1 <= k <= size). */
  private findLive(k: number): number {
    const n = this.slots.length;
    let pos = 0;
    let step = 1;
    while (step * 2 <= n) step *= 2;
    for (; step > 0; step >>= 1) {
      const next = pos + step;
      if (next <= n && this.tree[next]! < k) {
        pos = next;
        k -= this.tree[next]!;
      }
    }
    return pos + 1;
  }
}
