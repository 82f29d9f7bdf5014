/*
 * A patched scene's flat arrays (scene-arrays.ts) and tiles (tiles.ts) from its base's, in work
 * that is a few memory copies of the unchanged primitives plus the encoding of the changed items:
 * runs of kept items are copied whole (their coordinates moved by one offset), the items the patch
 * made are encoded on their own and spliced in, new styles go after the base's. The arrays keep
 * every invariant of encodeScene's (item i's primitives are itemPrim[i] .. itemPrim[i + 1], text
 * in primitive order), so whatever reads arrays reads these. The tiles keep the base's frame (a
 * primitive outside it goes to the nearest edge tile, whose box grows): culling stays exact, as
 * every tile's box holds its primitives' boxes.
 */
import type { TextInk } from '../../interpreter/geometry.js';
import type { HatchInfo } from './hatch-pattern.js';
import type { Scene } from './scene.js';
import type { ScenePatch } from './scene-patch.js';
import { arraysHead, encodeScene, PRIM_TEXT, styleKey, type SceneArrays, type SceneStyle } from './scene-arrays.js';
import { placePrim, tileFrame, tileLists, type TileGrid } from './tiles.js';

/** How the patched arrays' primitives relate to the base's. */
export interface ArraysPatch {
  /** base primitive p is primitive primMap[p] of the patched arrays, or -1 */
  primMap: Int32Array;
  /** the patched arrays' primitives that are new (ascending) */
  addedPrims: Uint32Array;
}

const textStarts = new WeakMap<SceneArrays, Uint32Array>();
/** textStart[p]: how many text primitives come before primitive p (m + 1 entries). */
function textStartOf(a: SceneArrays): Uint32Array {
  let t = textStarts.get(a);
  if (t) return t;
  const m = a.primKind.length;
  t = new Uint32Array(m + 1);
  for (let p = 0; p < m; p++) t[p + 1] = t[p]! + ((a.primKind[p]! & 15) === PRIM_TEXT ? 1 : 0);
  textStarts.set(a, t);
  return t;
}

/** The arrays of `scene` (patched from patch.base, whose arrays are `a0`). */
export function patchArrays(a0: SceneArrays, scene: Scene, patch: ScenePatch): { arrays: SceneArrays; patch: ArraysPatch } {
  const items = scene.items;
  const n = items.length;
  const fresh = encodeScene({ ...scene, items: patch.added.map((q) => items[q]!) });
  // each new item's source: base item i (>= 0) or made item k (-(k + 1))
  const src = new Int32Array(n);
  const itemMap = patch.itemMap;
  for (let i = 0; i < itemMap.length; i++) if (itemMap[i]! >= 0) src[itemMap[i]!] = i;
  for (let k = 0; k < patch.added.length; k++) src[patch.added[k]!] = -(k + 1);
  const handles: string[] = new Array(n);
  const types: string[] = new Array(n);
  const itemLayer: string[] = new Array(n);
  // styles: the base's, then those only the made items use
  const styles: SceneStyle[] = a0.styles.slice();
  const ids = new Map<string, number>();
  styles.forEach((st, i) => ids.set(styleKey(st.layer, st.color, st.dash, st.weight, st.clip), i));
  const styleOfFresh = fresh.styles.map((st) => {
    const key = styleKey(st.layer, st.color, st.dash, st.weight, st.clip);
    let id = ids.get(key);
    if (id === undefined) {
      ids.set(key, (id = styles.length));
      styles.push(st);
    }
    return id;
  });
  // sizes: the kept items' primitives, coordinates and texts, plus the made ones'
  const t0 = textStartOf(a0);
  let m = fresh.primKind.length;
  let c = fresh.coords.length;
  let tx = fresh.texts.length;
  for (let i = 0; i < patch.itemMap.length; i++) {
    if (patch.itemMap[i]! < 0) continue;
    const p0 = a0.itemPrim[i]!, p1 = a0.itemPrim[i + 1]!;
    m += p1 - p0;
    c += a0.primStart[p1]! - a0.primStart[p0]!;
    tx += t0[p1]! - t0[p0]!;
  }
  const itemBox = new Float64Array(4 * n);
  const itemPrim = new Uint32Array(n + 1);
  const primKind = new Uint8Array(m);
  const primStyle = new Uint32Array(m);
  const primStart = new Uint32Array(m + 1);
  const primBox = new Float64Array(4 * m);
  const coords = new Float64Array(c);
  const texts: string[] = new Array(tx);
  const primMap = new Int32Array(a0.primKind.length).fill(-1);
  const addedPrims = new Uint32Array(fresh.primKind.length);
  const textMap = new Int32Array(a0.texts.length).fill(-1);
  const freshText0 = new Int32Array(fresh.texts.length);
  let added = 0;
  // made items come in their own order: their texts are read in step
  let ft = 0;
  let P = 0;
  let C = 0;
  let T = 0;
  for (let q = 0; q < n; ) {
    const s = src[q]!;
    if (s >= 0) {
      // a run of base items in order: copied in one go
      let r = 1;
      while (q + r < n && src[q + r] === s + r) r++;
      const p0 = a0.itemPrim[s]!, p1 = a0.itemPrim[s + r]!;
      const c0 = a0.primStart[p0]!, c1 = a0.primStart[p1]!;
      for (let t = 0; t < r; t++) {
        itemPrim[q + t] = P + a0.itemPrim[s + t]! - p0;
        handles[q + t] = a0.handles[s + t]!;
        types[q + t] = a0.types[s + t]!;
        itemLayer[q + t] = a0.itemLayer[s + t]!;
      }
      itemBox.set(a0.itemBox.subarray(4 * s, 4 * (s + r)), 4 * q);
      primKind.set(a0.primKind.subarray(p0, p1), P);
      primStyle.set(a0.primStyle.subarray(p0, p1), P);
      primBox.set(a0.primBox.subarray(4 * p0, 4 * p1), 4 * P);
      coords.set(a0.coords.subarray(c0, c1), C);
      const shift = C - c0;
      for (let p = p0; p < p1; p++) {
        primStart[P + p - p0] = a0.primStart[p]! + shift;
        primMap[p] = P + p - p0;
      }
      for (let t = t0[p0]!; t < t0[p1]!; t++) {
        texts[T] = a0.texts[t]!;
        textMap[t] = T++;
      }
      P += p1 - p0;
      C += c1 - c0;
      q += r;
      continue;
    }
    const k = -s - 1;
    const f0 = fresh.itemPrim[k]!, f1 = fresh.itemPrim[k + 1]!;
    itemPrim[q] = P;
    handles[q] = fresh.handles[k]!;
    types[q] = fresh.types[k]!;
    itemLayer[q] = fresh.itemLayer[k]!;
    itemBox.set(fresh.itemBox.subarray(4 * k, 4 * k + 4), 4 * q);
    const fc0 = fresh.primStart[f0]!, fc1 = fresh.primStart[f1]!;
    coords.set(fresh.coords.subarray(fc0, fc1), C);
    primBox.set(fresh.primBox.subarray(4 * f0, 4 * f1), 4 * P);
    for (let f = f0; f < f1; f++) {
      primKind[P] = fresh.primKind[f]!;
      primStyle[P] = styleOfFresh[fresh.primStyle[f]!]!;
      primStart[P] = fresh.primStart[f]! - fc0 + C;
      if ((fresh.primKind[f]! & 15) === PRIM_TEXT) {
        texts[T] = fresh.texts[ft]!;
        freshText0[ft++] = T++;
      }
      addedPrims[added++] = P++;
    }
    C += fc1 - fc0;
    q++;
  }
  itemPrim[n] = P;
  primStart[m] = C;
  const hatches: Record<number, HatchInfo> = {};
  for (const key of Object.keys(a0.hatches)) {
    const q = patch.itemMap[Number(key)]!;
    if (q >= 0) hatches[q] = a0.hatches[Number(key)]!;
  }
  for (const key of Object.keys(fresh.hatches)) hatches[patch.added[Number(key)]!] = fresh.hatches[Number(key)]!;
  const inks: Record<number, TextInk> = {};
  let inked = false;
  for (const [key, ink] of Object.entries(a0.inks ?? {})) {
    const t = textMap[Number(key)]!;
    if (t >= 0) [inks[t], inked] = [ink, true];
  }
  for (const [key, ink] of Object.entries(fresh.inks ?? {})) [inks[freshText0[Number(key)]!], inked] = [ink, true];
  const arrays: SceneArrays = {
    ...arraysHead(scene, inked ? inks : undefined),
    styles,
    handles,
    types,
    itemLayer,
    itemBox,
    itemPrim,
    hatches,
    primKind,
    primStyle,
    primStart,
    primBox,
    coords,
    texts,
  };
  return { arrays, patch: { primMap, addedPrims: addedPrims.subarray(0, added) } };
}

/** The tiles of patched arrays `a` from the base's tiles `g0` (the base's frame kept). */
export function patchTiles(a0: SceneArrays, g0: TileGrid, a: SceneArrays, p: ArraysPatch): TileGrid {
  const m = a.primKind.length;
  const f = g0.frame ?? tileFrame(a0.bbox, a0.primKind.length);
  const tileOf = new Uint32Array(m);
  const classOf = new Int8Array(m);
  const tileBox = g0.tileBox.slice();
  const map = p.primMap;
  for (let i = 0; i < map.length; i++) {
    const q = map[i]!;
    if (q < 0) continue;
    tileOf[q] = g0.tileOf[i]!;
    classOf[q] = g0.classOf[i]!;
  }
  for (const q of p.addedPrims) placePrim(f, a.primBox, q, q, tileOf, classOf, tileBox);
  return { cols: g0.cols, rows: g0.rows, count: g0.count, tileOf, classOf, tileBox, ...tileLists(g0.count, tileOf), frame: f };
}
