/*
 * A stable content hash (hex) of a snapshot. Records are immutable and keep their slots, so the
 * hashes of the last whole record arrays hashed are kept (beside a weak reference to each array):
 * hashing a later state of the same drawing mixes only the slots whose record is not the same
 * object. (A WeakMap per record cost more than the mixing itself at 500k records, and slowed every
 * later full GC.) The mix is
 * a 2×32-bit FNV-1a variant over codes, numbers (as their float64 bits) and string characters —
 * not cryptographic; it identifies drawing states, it does not protect them.
 */
import type { DbRecord } from './model/record.js';
import type { GV, Tags } from './model/tags.js';
import type { Snap } from './snapshot.js';

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);

class H {
  a = 0x811c9dc5;
  b = 0x01000193 ^ 0x5bd1e995;
  int(n: number): void {
    this.a = Math.imul(this.a ^ (n | 0), 0x01000193);
    this.b = Math.imul(this.b ^ (n | 0), 0x5bd1e995) ^ (this.b >>> 13);
  }
  num(n: number): void {
    f64[0] = n;
    this.int(u32[0]!);
    this.int(u32[1]!);
  }
  str(s: string): void {
    this.int(s.length);
    for (let i = 0; i < s.length; i++) this.int(s.charCodeAt(i));
  }
  gv(v: GV): void {
    if (typeof v === 'string') this.str(v);
    else if (typeof v === 'number') this.num(v);
    else {
      this.int(v.length | 0x4000);
      for (const n of v) this.num(n);
    }
  }
  tags(t: Tags | null): void {
    if (!t) return this.int(-1);
    this.int(t.c.length);
    for (let i = 0; i < t.c.length; i++) {
      this.int(t.c[i]!);
      this.gv(t.v[i]!);
    }
  }
}

/*
 * One record's hash: H's mix, the same arithmetic (so the same hashes), written out on two local
 * words: it runs over every record of every drawing read (500k records: ~1 s as calls on
 * module-level words). `mixed` carries the two words between the record's parts.
 */
const mixed = new Int32Array(2);

function mixStrInto(s: string): void {
  let a = mixed[0]!;
  let b = mixed[1]!;
  let x = s.length | 0;
  a = Math.imul(a ^ x, 0x01000193);
  b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 13);
  for (let i = 0; i < s.length; i++) {
    x = s.charCodeAt(i);
    a = Math.imul(a ^ x, 0x01000193);
    b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 13);
  }
  mixed[0] = a;
  mixed[1] = b;
}

function mixTagsInto(t: Tags | null): void {
  let a = mixed[0]!;
  let b = mixed[1]!;
  if (!t) {
    a = Math.imul(a ^ -1, 0x01000193);
    b = Math.imul(b ^ -1, 0x5bd1e995) ^ (b >>> 13);
    mixed[0] = a;
    mixed[1] = b;
    return;
  }
  const c = t.c;
  const v = t.v;
  let x = c.length | 0;
  a = Math.imul(a ^ x, 0x01000193);
  b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 13);
  for (let i = 0; i < c.length; i++) {
    x = c[i]! | 0;
    a = Math.imul(a ^ x, 0x01000193);
    b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 13);
    const val = v[i]!;
    if (typeof val === 'string') {
      mixed[0] = a;
      mixed[1] = b;
      mixStrInto(val);
      a = mixed[0]!;
      b = mixed[1]!;
    } else if (typeof val === 'number') {
      f64[0] = val;
      x = u32[0]! | 0;
      a = Math.imul(a ^ x, 0x01000193);
      b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 13);
      x = u32[1]! | 0;
      a = Math.imul(a ^ x, 0x01000193);
      b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 13);
    } else {
      x = (val.length | 0x4000) | 0;
      a = Math.imul(a ^ x, 0x01000193);
      b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 13);
      for (let k = 0; k < val.length; k++) {
        f64[0] = val[k]!;
        x = u32[0]! | 0;
        a = Math.imul(a ^ x, 0x01000193);
        b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 13);
        x = u32[1]! | 0;
        a = Math.imul(a ^ x, 0x01000193);
        b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 13);
      }
    }
  }
  mixed[0] = a;
  mixed[1] = b;
}

function recordHash(r: DbRecord): number {
  mixed[0] = 0x811c9dc5;
  mixed[1] = 0x01000193 ^ 0x5bd1e995;
  mixStrInto(r.handle);
  mixStrInto(r.type);
  mixStrInto(r.owner);
  let a = mixed[0]!;
  let b = mixed[1]!;
  const x = r.deleted ? 1 : 0;
  a = Math.imul(a ^ x, 0x01000193);
  b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 13);
  mixed[0] = a;
  mixed[1] = b;
  mixTagsInto(r.head);
  mixTagsInto(r.body);
  mixTagsInto(r.xdata);
  return (mixed[0]! ^ Math.imul(mixed[1]!, 0x27d4eb2d)) >>> 0;
}

export function hashSnap(s: Snap): string {
  return hashSnapWith(s, wholeRecordHashes(s.ents, 'ents'), wholeRecordHashes(s.objs, 'objs'));
}

interface Hashed {
  arr: WeakRef<readonly DbRecord[]>;
  hashes: Uint32Array;
}
/** the last whole entity and object arrays hashed (per thread) */
const lastWhole: { ents?: Hashed; objs?: Hashed } = {};

/**
 * recordHashes of a snapshot's whole entity or object array, taking the hash of each slot whose
 * record is the one the last such array held (the returned array is shared: never written to).
 */
export function wholeRecordHashes(arr: readonly DbRecord[], kind: 'ents' | 'objs'): Uint32Array {
  const prev = lastWhole[kind];
  const prevArr = prev?.arr.deref();
  if (prev && prevArr === arr && prev.hashes.length === arr.length) return prev.hashes;
  const hashes = prevArr && prev ? recordHashes(arr, prevArr, prev.hashes) : recordHashes(arr);
  lastWhole[kind] = { arr: new WeakRef(arr), hashes };
  return hashes;
}

/** Each record's hash, in order; where `from[i]` is the same record, `fromHashes[i]` is taken as is. */
export function recordHashes(arr: readonly DbRecord[], from?: readonly DbRecord[], fromHashes?: Uint32Array): Uint32Array {
  const out = new Uint32Array(arr.length);
  for (let i = 0; i < arr.length; i++) {
    const r = arr[i]!;
    out[i] = from && fromHashes && i < fromHashes.length && from[i] === r ? fromHashes[i]! : recordHash(r);
  }
  return out;
}

/** hashSnap with the records' hashes given (recordHashes of s.ents and s.objs): ui-delta.ts keeps them between views. */
export function hashSnapWith(s: Snap, entHashes: Uint32Array, objHashes: Uint32Array): string {
  const lanes = [new H(), new H()];
  lanes[1]!.int(0x9e3779b9);
  for (const arr of [entHashes, objHashes]) {
    for (const l of lanes) l.int(arr.length);
    for (let i = 0; i < arr.length; i++) {
      const h = arr[i]!;
      lanes[0]!.int(h);
      lanes[1]!.int(h ^ 0x85ebca6b);
    }
  }
  for (const [k, v] of [...s.sysvars].sort((p, q) => (p[0] < q[0] ? -1 : 1))) for (const l of lanes) {
      l.str(k);
      l.str(v);
    }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return lanes.map((l) => hex(l.a) + hex(l.b)).join('');
}
