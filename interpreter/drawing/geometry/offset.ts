/*
 * Offset curves (OFFSET, ActiveX Offset): every piece of a path moved the same distance to one
 * side, then neighbours joined again. Joins follow OFFSETGAPTYPE 0: two offset pieces that no
 * longer meet are extended (or cut back) to where their lines or circles cross, the crossing
 * nearest the original vertex; pieces that cannot meet are bridged by a straight segment.
 * An arc whose radius would reach zero, and a piece that the joins turn round (an inner offset
 * wider than the piece allows), drop out and their neighbours are joined instead. A closed path
 * whose offset turns inside out, or collapses, has no offset (null), as AutoCAD refuses it.
 */
import type { Piece } from './curve.js';
import { intersectPrims } from './intersect.js';
import { extendedPrim, joined, lineP, offsetPiece, pieceEnd, pieceFraction, pieceStart, sameDirection, subPiece } from './pieces.js';
import type { Vec3 } from './vec.js';

/** Signed area of a closed chain (chords plus arc segments): > 0 counter-clockwise. */
export function chainArea(pieces: readonly Piece[]): number {
  let twice = 0;
  let segs = 0;
  for (const p of pieces) {
    const a = pieceStart(p);
    const b = pieceEnd(p);
    twice += a[0] * b[1] - b[0] * a[1];
    if (p.k === 'arc') {
      const th = Math.abs(p.sweep);
      segs += Math.sign(p.sweep) * ((p.r * p.r) / 2) * (th - Math.sin(th));
    }
  }
  return twice / 2 + segs;
}

function sizeOf(pieces: readonly Piece[], d: number): number {
  let s = Math.abs(d);
  for (const p of pieces) {
    const a = pieceStart(p);
    s = Math.max(s, Math.abs(a[0]), Math.abs(a[1]), p.len, p.k === 'arc' ? p.r * 2 : 0);
  }
  return s * 4 + 1;
}

/** Where two pieces' lines/circles cross nearest `v`, or undefined. */
function corner(a: Piece, b: Piece, v: Vec3, reach: number): [number, number] | undefined {
  let best: [number, number] | undefined;
  let gap = Infinity;
  for (const [x, y] of intersectPrims(extendedPrim(a, reach), extendedPrim(b, reach), 1e-9 * reach)) {
    const g = Math.hypot(x - v[0], y - v[1]);
    if (g < gap) [best, gap] = [[x, y], g];
  }
  return best;
}

/** The piece with its end moved to (x, y) on its line or circle. */
export function moveEnd(p: Piece, x: number, y: number): Piece {
  const f = pieceFraction(p, x, y, 'near');
  return subPiece(p, 0, f);
}
/** The piece with its start moved to (x, y) on its line or circle. */
export function moveStart(p: Piece, x: number, y: number): Piece {
  const f = pieceFraction(p, x, y, 'near');
  return subPiece(p, f, 1);
}

interface Item {
  src: Piece;
  off: Piece;
}

/** Join neighbours; the index of a piece the joins turned round, or the joined chain. */
function connect(items: readonly Item[], closed: boolean, reach: number): { bad: number } | { chain: Piece[] } {
  const res = items.map((x) => x.off);
  const n = res.length;
  const out: Piece[] = [];
  const eps = 1e-9 * reach;
  const links = closed ? n : n - 1;
  const bridges = new Map<number, Piece>();
  for (let i = 0; i < links; i++) {
    const j = (i + 1) % n;
    const a = res[i]!;
    const b = res[j]!;
    if (joined(a, b, eps)) continue;
    const c = corner(a, b, pieceEnd(items[i]!.src), reach);
    if (c) {
      res[i] = moveEnd(a, c[0], c[1]);
      res[j] = j === i ? res[i]! : moveStart(res[j]!, c[0], c[1]);
    } else bridges.set(i, lineP(pieceEnd(a), pieceStart(b)));
  }
  for (let i = 0; i < n; i++) {
    if (!sameDirection(res[i]!, items[i]!.off)) return { bad: i };
    out.push(res[i]!);
    const br = bridges.get(i);
    if (br) out.push(br);
  }
  return { chain: out };
}

/**
 * The offset of a path (pieces in order, the plan of the entity's plane) by d to the left of its
 * direction of travel (negative: to the right). Null when there is none.
 */
export function offsetPath(pieces: readonly Piece[], closed: boolean, d: number): Piece[] | null {
  if (pieces.length === 0 || d === 0) return null;
  const reach = sizeOf(pieces, d);
  let items: Item[] = [];
  for (const p of pieces) {
    const off = offsetPiece(p, d);
    if (off) items.push({ src: p, off });
  }
  for (let round = 0; round <= pieces.length && items.length > 0; round++) {
    const r = connect(items, closed, reach);
    if ('chain' in r) {
      if (closed) {
        const before = chainArea(pieces);
        const after = chainArea(r.chain);
        if (Math.sign(before) !== Math.sign(after) || Math.abs(after) < 1e-12 * reach * reach) return null;
        // the offset of a closed path lies wholly on its side: a self-crossing remainder is refused
        if (Math.abs(after) > Math.abs(before) && Math.sign(d) === Math.sign(before)) return null;
      }
      return r.chain;
    }
    items = items.filter((_, i) => i !== r.bad);
  }
  return null;
}
