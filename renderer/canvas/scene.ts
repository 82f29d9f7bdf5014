/*
 * A snapshot turned into what the views draw and hit-test: one item per model-space entity
 * (block references expanded through snapshot.blocks with their transform, BYBLOCK colour and
 * layer-0 inheritance; POLYLINE gathering its VERTEXes), each with resolved layer and colour per
 * part, a bounding box, and a spatial grid over the items. Built once per snapshot.
 */
import type { DrawingSnapshot, SnapshotEntity, SnapshotLayer } from '../../interpreter/runner/contract.js';
import { insertMatrix, multiply, IDENTITY, type Affine } from './affine.js';
import { resolveColor, type ColorContext, type RawColor } from './aci.js';
import { entityPrims, inPaperSpace, polylineFromVertices, rawColor } from './entity-geometry.js';
import { num, pt, str } from './groups.js';
import { emptyBox, growBoxByPrim, primDistance, type BBox, type Prim } from './prims.js';
import { SpatialGrid } from './spatial-grid.js';

export interface ScenePart {
  layer: string;
  color: string;
  prims: Prim[];
  /** block-to-world transform for parts expanded from a block definition */
  m?: Affine;
}

export interface SceneItem {
  handle: string;
  type: string;
  layer: string;
  parts: ScenePart[];
  bbox: BBox;
}

export interface Scene {
  name: string;
  items: SceneItem[];
  /** drawing entities as AutoCAD counts them: an INSERT's ATTRIBs are drawn as items but are part of it */
  entityCount: number;
  byHandle: Map<string, SceneItem>;
  bbox: BBox;
  layers: SnapshotLayer[];
  grid: SpatialGrid;
}

interface BlockPart {
  layer: string;
  color: RawColor;
  prims: Prim[];
  /** a nested reference instead of prims */
  nested?: { name: string; m: Affine[] };
}

const MAX_NESTING = 8;

/** The transforms of a block reference (several for MINSERT-style column/row arrays). */
export function insertMatrices(e: SnapshotEntity, base: [number, number]): Affine[] {
  const g = e.groups;
  const ins = pt(g, 10) ?? [0, 0];
  const sx = num(g, 41, 1) || 1;
  const sy = num(g, 42, sx) || 1;
  const rot = num(g, 50);
  const m = insertMatrix(ins, rot, sx, sy, base);
  const cols = Math.max(1, num(g, 70, 1));
  const rows = Math.max(1, num(g, 71, 1));
  if (cols * rows === 1) return [m];
  const dc = num(g, 44);
  const dr = num(g, 45);
  const out: Affine[] = [];
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  for (let r = 0; r < rows; r++)
    for (let k = 0; k < cols; k++) {
      const ox = k * dc;
      const oy = r * dr;
      out.push(multiply([1, 0, 0, 1, ox * c - oy * s, ox * s + oy * c], m));
    }
  return out;
}

class SceneBuilder {
  private readonly layerMap: Map<string, SnapshotLayer>;
  private readonly blockCache = new Map<string, BlockPart[]>();
  readonly colors: ColorContext;

  constructor(private readonly snap: DrawingSnapshot) {
    this.layerMap = new Map(snap.layers.map((l) => [l.name.toUpperCase(), l]));
    this.colors = { layerColor: (name) => this.layerMap.get(name.toUpperCase())?.color ?? 7 };
  }

  private blockParts(name: string): BlockPart[] {
    const key = name.toUpperCase();
    let parts = this.blockCache.get(key);
    if (parts) return parts;
    parts = [];
    this.blockCache.set(key, parts); // set first: a self-referencing block ends here
    const def = this.snap.blocks[name] ?? Object.entries(this.snap.blocks).find(([n]) => n.toUpperCase() === key)?.[1];
    if (!def) return parts;
    const base: [number, number] = [def.base[0], def.base[1]];
    this.collect(def.entities, (e, prims) => parts!.push({ layer: e.layer, color: rawColor(e), prims }), (e, blockName, ms) => {
      parts!.push({ layer: e.layer, color: rawColor(e), prims: [], nested: { name: blockName, m: ms } });
    }, base);
    return parts;
  }

  /** Walk an entity list: plain entities to `onPrims`, references to `onRef` (POLYLINE+VERTEX folded). */
  collect(
    ents: SnapshotEntity[],
    onPrims: (e: SnapshotEntity, prims: Prim[]) => void,
    onRef: (e: SnapshotEntity, block: string, ms: Affine[]) => void,
    _base: [number, number] = [0, 0],
  ): void {
    for (let i = 0; i < ents.length; i++) {
      const e = ents[i] as SnapshotEntity;
      if (e.deleted || inPaperSpace(e)) continue;
      if (e.type === 'INSERT' || e.type === 'DIMENSION') {
        const name = str(e.groups, 2);
        if (!name) continue;
        const def = this.snap.blocks[name];
        const base: [number, number] = def ? [def.base[0], def.base[1]] : [0, 0];
        onRef(e, name, e.type === 'INSERT' ? insertMatrices(e, base) : [IDENTITY]);
        continue;
      }
      if (e.type === 'POLYLINE') {
        const verts = [];
        let j = i + 1;
        for (; j < ents.length && ents[j]!.type === 'VERTEX'; j++) verts.push(ents[j]!.groups);
        if (ents[j]?.type === 'SEQEND') j++;
        i = j - 1;
        onPrims(e, polylineFromVertices(e.groups, verts));
        continue;
      }
      if (e.type === 'VERTEX' || e.type === 'SEQEND') continue;
      const prims = entityPrims(e);
      if (prims.length) onPrims(e, prims);
    }
  }

  /** Expand a block reference into world parts (a block that references itself is drawn once). */
  expand(block: string, ms: Affine[], layer: string, color: string, out: ScenePart[], path: string[]): void {
    const key = block.toUpperCase();
    if (path.length > MAX_NESTING || path.includes(key)) return;
    const parts = this.blockParts(block);
    const inner = [...path, key];
    for (const m of ms)
      for (const p of parts) {
        const pl = p.layer === '0' ? layer : p.layer;
        const pc = resolveColor(p.color, pl, this.colors, color);
        if (p.nested) this.expand(p.nested.name, p.nested.m.map((n) => multiply(m, n)), pl, pc, out, inner);
        else out.push({ layer: pl, color: pc, prims: p.prims, m });
      }
  }
}

/** The scene of model space, or of one paper-space layout ("Layout1"). */
export function buildScene(snap: DrawingSnapshot, layout?: string): Scene {
  const b = new SceneBuilder(snap);
  const items: SceneItem[] = [];
  b.collect(
    snap.entities.filter(layout ? (e) => e.layout === layout : (e) => !e.block),
    (e, prims) => {
      items.push({ handle: e.handle, type: e.type, layer: e.layer, parts: [{ layer: e.layer, color: resolveColor(rawColor(e), e.layer, b.colors, null), prims }], bbox: emptyBox() });
    },
    (e, block, ms) => {
      const parts: ScenePart[] = [];
      b.expand(block, ms, e.layer, resolveColor(rawColor(e), e.layer, b.colors, null), parts, []);
      items.push({ handle: e.handle, type: e.type, layer: e.layer, parts, bbox: emptyBox() });
    },
  );
  const bbox = emptyBox();
  for (const it of items) {
    for (const p of it.parts) for (const q of p.prims) growBoxByPrim(it.bbox, q, p.m);
    if (Number.isFinite(it.bbox[0])) {
      bbox[0] = Math.min(bbox[0], it.bbox[0]);
      bbox[1] = Math.min(bbox[1], it.bbox[1]);
      bbox[2] = Math.max(bbox[2], it.bbox[2]);
      bbox[3] = Math.max(bbox[3], it.bbox[3]);
    }
  }
  if (!Number.isFinite(bbox[0])) bbox.splice(0, 4, 0, 0, 10, 10);
  return {
    name: snap.name,
    items,
    entityCount: items.reduce((n, it) => (it.type === 'ATTRIB' ? n : n + 1), 0),
    byHandle: new Map(items.map((it) => [it.handle, it])),
    bbox,
    layers: snap.layers,
    grid: new SpatialGrid(bbox, items.map((it) => it.bbox)),
  };
}

/** The item nearest to (x, y) within `tol` world units, skipping hidden layers. */
export function hitTest(scene: Scene, x: number, y: number, tol: number, hidden: (layer: string) => boolean = () => false): SceneItem | null {
  let best: SceneItem | null = null;
  let bestD = tol;
  for (const i of scene.grid.query(x, y, tol)) {
    const it = scene.items[i] as SceneItem;
    const bb = it.bbox;
    if (x < bb[0] - tol || x > bb[2] + tol || y < bb[1] - tol || y > bb[3] + tol) continue;
    for (const p of it.parts) {
      if (hidden(p.layer)) continue;
      for (const q of p.prims) {
        const d = primDistance(x, y, q, p.m);
        if (d <= bestD) {
          bestD = d;
          best = it;
        }
      }
    }
  }
  return best;
}

