/*
 * A patched scene's drawing batches from its base's (batches.ts), so a run that changes a few
 * entities re-makes only the Path2Ds those entities are in: a stroke batch none of whose
 * primitives went away keeps its path (its primitive list renumbered), one that lost some is
 * re-made from the rest, and the new primitives join the batch of their style, tile and size
 * class (re-made) or make new batches, drawn after the base's. Fills and text runs are kept by
 * their item and primitive, the new ones added. What is drawn is what buildBatches would draw
 * from the patched arrays: every primitive once, in its style, in a tile whose box holds it.
 */
import type { ArraysPatch } from './arrays-patch.js';
import { fillOf, strokeBatchOf, strokePath, strokeStyle, textRunAt, type Batches, type FillBatch, type StrokeBatch, type TextRun } from './batches.js';
import type { Scene, SceneItem } from './scene.js';
import type { ScenePatch } from './scene-patch.js';
import { PRIM_TEXT, styleKey, type SceneArrays } from './scene-arrays.js';
import type { TileGrid } from './tiles.js';

const batchKey = (s: StrokeBatch, weight: string): string => `${s.layer}\u0000${s.color}\u0000${s.dash ? s.dash.join(',') : ''}\u0000${weight}\u0000${s.clip ? s.clip.join(',') : ''}\u0000${s.tile}\u0000${s.sizeClass}`;
const weightOf = (s: { px?: number; world?: number }): string => (s.world !== undefined ? `w${s.world}` : s.px !== undefined ? `p${s.px}` : '');

/**
 * The plain (own-colour) batches of `scene` from `b0`, the base scene's plain batches; null when
 * they cannot be patched (batches of several sources, or made before they recorded their fills).
 */
export function patchBatches(b0: Batches, scene: Scene, sp: ScenePatch, a: SceneArrays, g: TileGrid, ap: ArraysPatch): Batches | null {
  if (!b0.fillItems || !b0.textPrims) return null;
  const t0 = performance.now();
  const removed = new Set<SceneItem>(sp.removed.map((i) => sp.base.items[i]!));
  // fills: the kept items' own, then the made items'
  const fills: FillBatch[] = [];
  const fillItems: SceneItem[] = [];
  b0.fills.forEach((f, i) => {
    const it = b0.fillItems![i]!;
    if (removed.has(it)) return;
    fills.push(f);
    fillItems.push(it);
  });
  const fillOnly = new Set<number>();
  for (const q of sp.added) {
    const it = scene.items[q]!;
    const f = fillOf(it, {});
    if (!f) continue;
    fills.push(f);
    fillItems.push(it);
    // a HATCH shows its fill only (batches.ts collectStrokes)
    if (it.hatch) fillOnly.add(q);
  }
  // text runs: kept by their primitive, then the made ones
  const texts: TextRun[] = [];
  const textPrims: number[] = [];
  const map = ap.primMap;
  b0.texts.forEach((t, i) => {
    const q = map[b0.textPrims![i]!]!;
    if (q < 0) return;
    texts.push(t);
    textPrims.push(q);
  });
  // stroke batches: renumbered; those that lost a primitive are re-made
  const strokes: StrokeBatch[] = [];
  const fresh: StrokeBatch[] = [];
  /** batches whose path is re-made: they lost primitives or gained some */
  const grown = new Set<{ s: StrokeBatch; list: number[] | null }>();
  const byKey = new Map<string, { s: StrokeBatch; list: number[] | null }>();
  for (const s0 of b0.strokes) {
    const prims = new Uint32Array(s0.prims.length);
    let n = 0;
    for (const p of s0.prims) {
      const q = map[p]!;
      if (q >= 0) prims[n++] = q;
    }
    if (n === 0) continue;
    const s: StrokeBatch = { ...s0, prims: n === prims.length ? prims : prims.slice(0, n) };
    strokes.push(s);
    const b = { s, list: n === prims.length ? null : Array.from(s.prims) };
    byKey.set(batchKey(s, weightOf(s)), b);
    if (b.list) grown.add(b);
  }
  // the new primitives: into their batch (re-made) or a new one
  let textIndex: Uint32Array | null = null;
  for (const q of sp.added) {
    if (fillOnly.has(q)) continue;
    for (let p = a.itemPrim[q]!; p < a.itemPrim[q + 1]!; p++) {
      const sst = a.styles[a.primStyle[p]!]!;
      const st = strokeStyle(a, sst, sst.color);
      if ((a.primKind[p]! & 15) === PRIM_TEXT) {
        textIndex ??= textNumbers(a);
        texts.push(textRunAt(a, p, textIndex[p]!, st, false));
        textPrims.push(p);
        continue;
      }
      const probe = strokeBatchOf(st, g.tileOf[p]!, g.classOf[p]!);
      const key = batchKey(probe, weightOf(probe));
      let b = byKey.get(key);
      if (!b) {
        byKey.set(key, (b = { s: probe, list: [] }));
        fresh.push(probe);
      }
      b.list ??= Array.from(b.s.prims);
      b.list.push(p);
      grown.add(b);
    }
  }
  for (const b of grown) {
    const list = b.list!.sort((x, y) => x - y);
    b.s.prims = Uint32Array.from(list);
    b.s.path = strokePath(a, b.s.prims);
    delete b.s.dots;
  }
  // new batches after the base's, by style then tile (as buildBatches orders its own)
  const order = (s: StrokeBatch): string => styleKey(s.layer, s.color, s.dash, undefined, s.clip);
  fresh.sort((x, y) => (order(x) < order(y) ? -1 : order(x) > order(y) ? 1 : 0) || x.tile - y.tile || x.sizeClass - y.sizeClass);
  strokes.push(...fresh);
  return { strokes, fills, texts, buildMs: performance.now() - t0, arrays: a, tiles: g, fillItems, textPrims };
}

/** For each primitive, its index in the arrays' texts (meaningful for text primitives). */
function textNumbers(a: SceneArrays): Uint32Array {
  const out = new Uint32Array(a.primKind.length);
  for (let p = 0, t = 0; p < a.primKind.length; p++) if ((a.primKind[p]! & 15) === PRIM_TEXT) out[p] = t++;
  return out;
}
