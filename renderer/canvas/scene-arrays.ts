/*
 * A scene as flat typed arrays: what the drawing path reads and what crosses a process boundary
 * as bytes (no per-entity objects, no JSON for the geometry). Every primitive is in world
 * coordinates (block parts are placed once here), with its kind, its item, its style (layer,
 * colour, linetype dash: the batch key) and its box. Items keep their handle, type, layer and box,
 * and the range of their primitives, so a scene for picking and snapping can be decoded back.
 *
 * Coordinates per kind in `coords` (from primStart[p] to primStart[p + 1]):
 *   poly  x0 y0 x1 y1 ...            (flags: closed, filled)
 *   arc   cx cy r a0 a1
 *   ell   cx cy rx ry rot p0 p1
 *   text  x y w h rot size pitch bx by flip   (the string in `texts`, in primitive order)
 *
 * Bytes (packSceneArrays): "LWSC", a format version, a small JSON header (names, tables, hatch
 * patterns, counts, the distinct item types and layers), the handles and texts as strings, then
 * each typed array 8-byte aligned, the items' types and layers last as indexes into the header's
 * lists (a page splits no 100k repeated names out of a string). The primitive types' meaning is the
 * geometry's (interpreter/geometry prims.ts); shapes an entity produces stay in scene.ts.
 */
import { emptyBox, growBoxByPrim, Growable, mapPrim, type BBox, type GrowableKind, type Prim, type TextInk } from '../../interpreter/geometry.js';
import type { SnapshotLayer } from '../../interpreter/runner/contract.js';
import type { HatchInfo } from './hatch-pattern.js';
import type { Scene, SceneItem, ScenePart } from './scene.js';
import { SpatialGrid } from './spatial-grid.js';

export const PRIM_POLY = 0;
export const PRIM_ARC = 1;
export const PRIM_ELL = 2;
export const PRIM_TEXT = 3;
/** flags above the kind (low 4 bits) */
export const PRIM_CLOSED = 16;
export const PRIM_FILLED = 32;

export interface SceneStyle {
  layer: string;
  color: string;
  /** canvas dash array in drawing units; absent: continuous */
  dash?: number[];
  /** the resolved lineweight (hundredths of a mm) when the drawing shows lineweights (ScenePart.weight) */
  weight?: number;
  /** drawn only inside this rectangle (a viewport's, ScenePart.clip) */
  clip?: readonly number[];
}

export interface SceneArrays {
  name: string;
  entityCount: number;
  bbox: BBox;
  layers: SnapshotLayer[];
  boxedReferences: number;
  notice?: string;
  styles: SceneStyle[];
  /** a paper-space layout's scene (Scene.paper): lineweights in paper units */
  paper?: { imperial: boolean };
  /** an MTEXT run's own colour, by index in `texts` (TextPrim.ink) */
  inks?: Record<number, TextInk>;
  /** per item */
  handles: string[];
  types: string[];
  itemLayer: string[];
  itemBox: Float64Array;
  /** primitives of item i: itemPrim[i] .. itemPrim[i + 1] */
  itemPrim: Uint32Array;
  hatches: Record<number, HatchInfo>;
  /** per primitive */
  primKind: Uint8Array;
  primStyle: Uint32Array;
  primStart: Uint32Array;
  primBox: Float64Array;
  coords: Float64Array;
  texts: string[];
}

const f64 = (): Growable<Float64Array> => new Growable(new Float64Array(1024), (n) => new Float64Array(n));
const u32 = (): Growable<Uint32Array> => new Growable(new Uint32Array(1024), (n) => new Uint32Array(n));

/** The key of a style: every field that changes how its primitives are stroked. */
export const styleKey = (layer: string, color: string, dash?: readonly number[], weight?: number, clip?: readonly number[]): string =>
  `${layer}\u0000${color}\u0000${dash ? dash.join(',') : ''}\u0000${weight ?? ''}\u0000${clip ? clip.join(',') : ''}`;

/** A style's record: only the fields it has. */
function styleOf(layer: string, color: string, dash?: number[], weight?: number, clip?: readonly number[]): SceneStyle {
  const st: SceneStyle = { layer, color };
  if (dash) st.dash = dash;
  if (weight !== undefined) st.weight = weight;
  if (clip) st.clip = clip;
  return st;
}

/** What a scene's arrays carry besides its items (Scene's fields). */
export type SceneArraysMeta = Pick<SceneArrays, 'name' | 'entityCount' | 'bbox' | 'layers' | 'boxedReferences' | 'notice' | 'paper'>;

/**
 * Writes scene items into the arrays one at a time (encodeScene; the host's loader writes model
 * space's items as the scene builder makes them, without keeping them: scene.ts modelSceneArrays).
 */
export class SceneArraysWriter {
  private readonly styles: SceneStyle[] = [];
  private readonly styleIds = new Map<string, number>();
  private readonly itemBox = f64();
  private readonly itemPrim = u32();
  private readonly hatches: Record<number, HatchInfo> = {};
  private readonly kinds = new Growable(new Uint8Array(1024), (n) => new Uint8Array(n));
  private readonly primStyle = u32();
  private readonly primStart = u32();
  private readonly primBox = f64();
  private readonly coords = f64();
  private readonly texts: string[] = [];
  private readonly inks: Record<number, TextInk> = {};
  private inked = false;
  private readonly placed: Prim[] = [];
  private readonly box = emptyBox();
  /** the box of the item being written, when it is measured from its primitives */
  private measured: BBox | null = null;
  private readonly handles: string[] = [];
  private readonly types: string[] = [];
  private readonly itemLayer: string[] = [];

  private emit(q: Prim, style: number, ink?: TextInk): void {
    const { box, coords } = this;
    this.primStart.push(coords.n);
    this.primStyle.push(style);
    box[0] = box[1] = Infinity;
    box[2] = box[3] = -Infinity;
    if (q.k === 'poly') {
      // copied and measured in one pass: growBoxByPrim's comparisons, in its order
      const pts = q.pts;
      const n = pts.length;
      coords.reserve(n);
      const c = coords.a;
      let at = coords.n;
      for (let i = 0; i < n; i += 2) {
        const x = pts[i]!;
        c[at++] = x;
        if (i + 1 >= n) break;
        const y = pts[i + 1]!;
        c[at++] = y;
        if (x < box[0]) box[0] = x;
        if (y < box[1]) box[1] = y;
        if (x > box[2]) box[2] = x;
        if (y > box[3]) box[3] = y;
      }
      coords.n = at;
      this.kinds.push(PRIM_POLY | (q.closed ? PRIM_CLOSED : 0) | (q.filled ? PRIM_FILLED : 0));
    } else growBoxByPrim(box, q);
    const pb = this.primBox;
    pb.reserve(4);
    pb.a[pb.n++] = box[0]!;
    pb.a[pb.n++] = box[1]!;
    pb.a[pb.n++] = box[2]!;
    pb.a[pb.n++] = box[3]!;
    const m = this.measured;
    if (m) {
      // the union of the primitives' boxes is growBoxByPrim over them (scene.ts's item box), bit for bit
      if (box[0] < m[0]) m[0] = box[0];
      if (box[1] < m[1]) m[1] = box[1];
      if (box[2] > m[2]) m[2] = box[2];
      if (box[3] > m[3]) m[3] = box[3];
    }
    switch (q.k) {
      case 'poly':
        return;
      case 'arc':
        this.kinds.push(PRIM_ARC);
        coords.push(q.cx); coords.push(q.cy); coords.push(q.r); coords.push(q.a0); coords.push(q.a1);
        return;
      case 'ell':
        this.kinds.push(PRIM_ELL);
        coords.push(q.cx); coords.push(q.cy); coords.push(q.rx); coords.push(q.ry); coords.push(q.rot); coords.push(q.p0); coords.push(q.p1);
        return;
      case 'text':
        this.kinds.push(PRIM_TEXT);
        for (const v of [q.x, q.y, q.w, q.h, q.rot, q.size, q.pitch, q.bx, q.by, q.flip]) coords.push(v);
        if (ink ?? q.ink) {
          this.inks[this.texts.length] = (ink ?? q.ink)!;
          this.inked = true;
        }
        this.texts.push(q.str);
    }
  }

  /** the last part's style (most neighbours share theirs: no key made for them) */
  private last: ScenePart | null = null;
  private lastStyle = 0;
  private readonly plainIds = new Map<string, Map<string, number>>();

  private styleOf(part: ScenePart): number {
    const l = this.last;
    if (l && l.layer === part.layer && l.color === part.color && l.dash === part.dash && l.weight === part.weight && l.clip === part.clip) return this.lastStyle;
    // a plain style (layer and colour only, most of a large drawing's) by layer, then colour: no key made
    const plain = !part.dash && part.weight === undefined && !part.clip;
    let byColor = plain ? this.plainIds.get(part.layer) : undefined;
    let s = byColor?.get(part.color);
    if (s === undefined) {
      const key = styleKey(part.layer, part.color, part.dash, part.weight, part.clip);
      s = this.styleIds.get(key);
      if (s === undefined) {
        s = this.styles.length;
        this.styles.push(styleOf(part.layer, part.color, part.dash, part.weight, part.clip));
        this.styleIds.set(key, s);
      }
      if (plain) {
        if (!byColor) this.plainIds.set(part.layer, (byColor = new Map()));
        byColor.set(part.color, s);
      }
    }
    this.last = part;
    this.lastStyle = s;
    return s;
  }

  /** Write an item; `measure`: its box is made from its primitives here (into it.bbox, which starts empty) instead of read. */
  add(it: SceneItem, measure = false): void {
    const i = this.handles.length;
    this.itemPrim.push(this.kinds.n);
    if (it.hatch) this.hatches[i] = it.hatch;
    this.handles.push(it.handle);
    this.types.push(it.type);
    this.itemLayer.push(it.layer);
    this.measured = measure ? it.bbox : null;
    for (const part of it.parts) {
      const s = this.styleOf(part);
      for (const q of part.prims) {
        if (!part.m) {
          this.emit(q, s);
          continue;
        }
        const placed = this.placed;
        placed.length = 0;
        mapPrim(q, part.m, placed);
        for (const p of placed) this.emit(p, s, q.k === 'text' ? q.ink : undefined);
      }
    }
    this.measured = null;
    const b = it.bbox;
    for (let k = 0; k < 4; k++) this.itemBox.push(b[k]!);
  }

  /** `views`: the typed arrays are views of the writer's buffers, not exact copies (arrays packed into bytes at once and dropped) */
  finish(meta: SceneArraysMeta, opts: { views?: boolean } = {}): SceneArrays {
    this.itemPrim.push(this.kinds.n);
    this.primStart.push(this.coords.n);
    const out = <T extends GrowableKind>(g: Growable<T>): T => (opts.views ? g.view() : g.done());
    return {
      ...arraysHead(meta, this.inked ? this.inks : undefined),
      styles: this.styles,
      handles: this.handles,
      types: this.types,
      itemLayer: this.itemLayer,
      itemBox: out(this.itemBox),
      itemPrim: out(this.itemPrim),
      hatches: this.hatches,
      primKind: out(this.kinds),
      primStyle: out(this.primStyle),
      primStart: out(this.primStart),
      primBox: out(this.primBox),
      coords: out(this.coords),
      texts: this.texts,
    };
  }
}

/** The scene's primitives in world coordinates, flattened (see the file comment). */
export function encodeScene(scene: Scene): SceneArrays {
  const w = new SceneArraysWriter();
  for (const it of scene.items) w.add(it);
  return w.finish(scene);
}

/** The arrays' fields that are the scene's own (name, count, extents, layers, notice), and the text inks if any. */
export function arraysHead(scene: SceneArraysMeta, inks?: Record<number, TextInk>): Pick<SceneArrays, 'name' | 'entityCount' | 'bbox' | 'layers' | 'boxedReferences' | 'notice' | 'paper' | 'inks'> {
  return {
    name: scene.name,
    entityCount: scene.entityCount,
    bbox: [...scene.bbox] as BBox,
    layers: scene.layers,
    boxedReferences: scene.boxedReferences,
    ...(scene.notice ? { notice: scene.notice } : {}),
    ...(scene.paper ? { paper: scene.paper } : {}),
    ...(inks ? { inks } : {}),
  };
}

/** Primitive p as a geometry primitive (a poly's points are a view into `coords`, not a copy). */
export function primAt(a: SceneArrays, p: number, textIndex: number): Prim {
  const k = a.primKind[p]!;
  const o = a.primStart[p]!;
  const c = a.coords;
  switch (k & 15) {
    case PRIM_ARC:
      return { k: 'arc', cx: c[o]!, cy: c[o + 1]!, r: c[o + 2]!, a0: c[o + 3]!, a1: c[o + 4]! };
    case PRIM_ELL:
      return { k: 'ell', cx: c[o]!, cy: c[o + 1]!, rx: c[o + 2]!, ry: c[o + 3]!, rot: c[o + 4]!, p0: c[o + 5]!, p1: c[o + 6]! };
    case PRIM_TEXT: {
      const t: Prim = { k: 'text', x: c[o]!, y: c[o + 1]!, w: c[o + 2]!, h: c[o + 3]!, rot: c[o + 4]!, size: c[o + 5]!, pitch: c[o + 6]!, bx: c[o + 7]!, by: c[o + 8]!, flip: c[o + 9] === 1 ? 1 : 0, str: a.texts[textIndex] ?? '' };
      const ink = a.inks?.[textIndex];
      if (ink) t.ink = ink;
      return t;
    }
    default: {
      const pts = c.subarray(o, a.primStart[p + 1]!);
      return k & PRIM_FILLED ? { k: 'poly', pts, closed: (k & PRIM_CLOSED) !== 0, filled: true } : { k: 'poly', pts, closed: (k & PRIM_CLOSED) !== 0 };
    }
  }
}

/** For each primitive of kind text, its index in `texts` (others: -1). */
export function textIndexes(a: SceneArrays): Int32Array {
  const out = new Int32Array(a.primKind.length).fill(-1);
  let t = 0;
  for (let p = 0; p < a.primKind.length; p++) if ((a.primKind[p]! & 15) === PRIM_TEXT) out[p] = t++;
  return out;
}

/** One item read from the arrays; its parts (primitive objects) are made the first time they are asked for. */
class ArrayItem implements SceneItem {
  readonly type: string;
  readonly layer: string;
  hatch?: HatchInfo;
  private made: ScenePart[] | null = null;
  private box: BBox | null = null;

  constructor(
    private readonly a: SceneArrays,
    private readonly i: number,
    private readonly texts: () => Int32Array,
  ) {
    this.type = a.types[i]!;
    this.layer = a.itemLayer[i]!;
    const h = a.hatches[i];
    if (h) this.hatch = h;
  }

  /** read when asked for (unpacked arrays split their handles the first time one is) */
  get handle(): string {
    return this.a.handles[this.i]!;
  }

  /** made the first time it is asked for (a first frame draws from the arrays, never from items' boxes) */
  get bbox(): BBox {
    if (this.box) return this.box;
    const b = this.a.itemBox;
    const i = this.i;
    return (this.box = [b[4 * i]!, b[4 * i + 1]!, b[4 * i + 2]!, b[4 * i + 3]!]);
  }

  get parts(): ScenePart[] {
    if (this.made) return this.made;
    const { a, i } = this;
    const parts: ScenePart[] = [];
    let part: ScenePart | null = null;
    let partStyle = -1;
    for (let p = a.itemPrim[i]!; p < a.itemPrim[i + 1]!; p++) {
      const s = a.primStyle[p]!;
      if (s !== partStyle || !part) {
        const st = a.styles[s]!;
        part = { layer: st.layer, color: st.color, prims: [] };
        if (st.dash) part.dash = st.dash;
        if (st.weight !== undefined) part.weight = st.weight;
        if (st.clip) part.clip = st.clip as BBox;
        parts.push(part);
        partStyle = s;
      }
      part.prims.push(primAt(a, p, (a.primKind[p]! & 15) === PRIM_TEXT ? this.texts()[p]! : -1));
    }
    return (this.made = parts);
  }
}

/**
 * A scene (for hit tests, snapping, highlights) from the arrays: one part per run of one style, in
 * world coordinates, made on demand — the items' parts and boxes, the handle map and the spatial
 * grid are made the first time they are asked for (the first frame needs none of them).
 */
export function decodeScene(a: SceneArrays): Scene {
  const n = a.handles.length;
  const items: SceneItem[] = new Array(n);
  let ti: Int32Array | null = null;
  const texts = (): Int32Array => (ti ??= textIndexes(a));
  for (let i = 0; i < n; i++) items[i] = new ArrayItem(a, i, texts);
  let byHandle: Map<string, SceneItem> | null = null;
  let grid: SpatialGrid | null = null;
  const scene: Omit<Scene, 'byHandle' | 'grid'> = {
    name: a.name,
    items,
    entityCount: a.entityCount,
    bbox: [...a.bbox] as BBox,
    layers: a.layers,
    boxedReferences: a.boxedReferences,
    ...(a.notice ? { notice: a.notice } : {}),
    ...(a.paper ? { paper: a.paper } : {}),
  };
  return Object.defineProperties(scene, {
    byHandle: { enumerable: true, get: () => (byHandle ??= new Map(items.map((it) => [it.handle, it]))) },
    grid: { enumerable: true, get: () => (grid ??= new SpatialGrid(a.bbox, items.map((it) => it.bbox))) },
  }) as Scene;
}

const MAGIC = 0x4353574c; // "LWSC" little-endian
/** 2: items' types and layers as indexes into the header's lists (1 had them as strings) */
const VERSION = 2;
const ARRAYS = ['itemBox', 'itemPrim', 'primKind', 'primStyle', 'primStart', 'primBox', 'coords'] as const;
type ArrayField = (typeof ARRAYS)[number];
const CTORS = { itemBox: Float64Array, itemPrim: Uint32Array, primKind: Uint8Array, primStyle: Uint32Array, primStart: Uint32Array, primBox: Float64Array, coords: Float64Array };
/** string tables joined with a separator no handle, type, layer name or text contains */
const SEP = '\u0000';

/** A list of names as its distinct names (in first-seen order) and each entry's index among them. */
function interned(list: readonly string[]): { names: string[]; ix: Uint32Array } {
  const names: string[] = [];
  const ids = new Map<string, number>();
  const ix = new Uint32Array(list.length);
  let last: string | undefined;
  let lastId = 0;
  for (let i = 0; i < list.length; i++) {
    const s = list[i]!;
    if (s !== last) {
      let k = ids.get(s);
      if (k === undefined) {
        ids.set(s, (k = names.length));
        names.push(s);
      }
      last = s;
      lastId = k;
    }
    ix[i] = lastId;
  }
  return { names, ix };
}

/** The arrays as one buffer (a binary HTTP body, a WebSocket frame, an IPC ArrayBuffer). */
export function packSceneArrays(a: SceneArrays): ArrayBuffer {
  const types = interned(a.types);
  const layers = interned(a.itemLayer);
  const header = {
    name: a.name, entityCount: a.entityCount, bbox: a.bbox, layers: a.layers, boxedReferences: a.boxedReferences, notice: a.notice,
    styles: a.styles, hatches: a.hatches, paper: a.paper, inks: a.inks, lengths: ARRAYS.map((k) => a[k].length), typeNames: types.names, layerNames: layers.names,
  };
  const enc = new TextEncoder();
  const head = enc.encode(JSON.stringify(header));
  const strings = enc.encode(`${a.handles.join(SEP)}\u0001${a.texts.map((t) => t.replaceAll(SEP, '')).join(SEP)}`);
  const align = (x: number): number => (x + 7) & ~7;
  let size = align(16 + head.length);
  size = align(size + strings.length);
  const offsets: number[] = [];
  for (const k of ARRAYS) {
    offsets.push(size);
    size = align(size + a[k].byteLength);
  }
  const namesAt = size;
  size += 8 * a.types.length;
  const buf = new ArrayBuffer(size);
  const view = new DataView(buf);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, VERSION, true);
  view.setUint32(8, head.length, true);
  view.setUint32(12, strings.length, true);
  const bytes = new Uint8Array(buf);
  bytes.set(head, 16);
  bytes.set(strings, align(16 + head.length));
  ARRAYS.forEach((k, i) => bytes.set(new Uint8Array(a[k].buffer, a[k].byteOffset, a[k].byteLength), offsets[i]!));
  new Uint32Array(buf, namesAt, a.types.length).set(types.ix);
  new Uint32Array(buf, namesAt + 4 * a.types.length, a.types.length).set(layers.ix);
  return buf;
}

/** How many times `sep` occurs in `s`. */
function occurrences(s: string, sep: string): number {
  let n = 0;
  for (let i = s.indexOf(sep); i >= 0; i = s.indexOf(sep, i + 1)) n++;
  return n;
}

/** Arrays from packSceneArrays' bytes (views into `buf`, not copies); a clear error on anything else. */
export function unpackSceneArrays(buf: ArrayBuffer): SceneArrays {
  if (buf.byteLength < 16) throw new Error('scene data: too short');
  const view = new DataView(buf);
  if (view.getUint32(0, true) !== MAGIC) throw new Error('scene data: not a Lispwright scene');
  if (view.getUint32(4, true) !== VERSION) throw new Error(`scene data: format ${view.getUint32(4, true)}, this app reads ${VERSION}`);
  const headLen = view.getUint32(8, true);
  const strLen = view.getUint32(12, true);
  const align = (x: number): number => (x + 7) & ~7;
  const dec = new TextDecoder();
  const strAt = align(16 + headLen);
  if (strAt + strLen > buf.byteLength) throw new Error('scene data: truncated');
  const h = JSON.parse(dec.decode(new Uint8Array(buf, 16, headLen))) as Omit<SceneArrays, ArrayField | 'handles' | 'types' | 'itemLayer' | 'texts'> & {
    lengths: number[];
    typeNames: string[];
    layerNames: string[];
  };
  const items = Math.max(0, (h.lengths[1] ?? 1) - 1);
  const tables = dec.decode(new Uint8Array(buf, strAt, strLen)).split('\u0001');
  let at = align(strAt + strLen);
  const arrays = {} as Record<ArrayField, Float64Array | Uint32Array | Uint8Array>;
  ARRAYS.forEach((k, i) => {
    const C = CTORS[k];
    const len = h.lengths[i] ?? 0;
    if (at + len * C.BYTES_PER_ELEMENT > buf.byteLength) throw new Error('scene data: truncated');
    arrays[k] = new C(buf, at, len);
    at = align(at + len * C.BYTES_PER_ELEMENT);
  });
  if (at + 8 * items > buf.byteLength) throw new Error('scene data: truncated');
  const named = (list: string[], ix: Uint32Array): string[] => {
    const out = new Array<string>(ix.length);
    for (let i = 0; i < ix.length; i++) {
      const name = list[ix[i]!];
      if (name === undefined) throw new Error('scene data: string tables do not match the arrays');
      out[i] = name;
    }
    return out;
  };
  const types = named(h.typeNames, new Uint32Array(buf, at, items));
  const layers = named(h.layerNames, new Uint32Array(buf, at + 4 * items, items));
  let textCount = 0;
  for (const k of arrays.primKind as Uint8Array) if ((k & 15) === PRIM_TEXT) textCount++;
  // a table of one empty string joins to '' as an empty table does: the count tells them apart
  const table = (s: string | undefined, count: number): string[] => (count === 0 ? [] : count === 1 ? [s ?? ''] : (s ?? '').split(SEP));
  const handleTable = tables[0] ?? '';
  const texts = table(tables[1], textCount);
  // the handles are split the first time they are read (a first frame reads none): counted now
  if ((items > 1 ? occurrences(handleTable, SEP) + 1 : items) !== items || tables.length !== 2 || texts.length !== textCount) throw new Error('scene data: string tables do not match the arrays');
  const { lengths: _lengths, typeNames: _types, layerNames: _layers, ...rest } = h;
  let handles: string[] | null = null;
  const out = {
    ...rest,
    ...(h.notice ? { notice: h.notice } : {}),
    types,
    itemLayer: layers,
    texts,
    ...(arrays as Pick<SceneArrays, ArrayField>),
  } as Omit<SceneArrays, 'handles'> as SceneArrays;
  return Object.defineProperty(out, 'handles', { enumerable: true, get: () => (handles ??= table(handleTable, items)) });
}

const arraysCache = new WeakMap<Scene, SceneArrays>();

/** The arrays of a scene, encoded once (or the ones it was decoded from). */
export function arraysOf(scene: Scene): SceneArrays {
  let a = arraysCache.get(scene);
  if (!a) arraysCache.set(scene, (a = encodeScene(scene)));
  return a;
}

/** The arrays of a scene if they were made already (a patch starts from them, arrays-patch.ts). */
export const cachedArrays = (scene: Scene): SceneArrays | undefined => arraysCache.get(scene);

/** Arrays made for a scene some other way (patched from its base's): arraysOf returns them. */
export function primeArrays(scene: Scene, a: SceneArrays): void {
  arraysCache.set(scene, a);
}

/** A scene decoded from arrays that arrived as bytes: draw from those arrays, do not encode again. */
export function sceneFromArrays(a: SceneArrays): Scene {
  const scene = decodeScene(a);
  arraysCache.set(scene, a);
  return scene;
}
