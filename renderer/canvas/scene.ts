/*
 * A snapshot turned into what the views draw and hit-test: one item per model-space entity
 * (block references expanded through snapshot.blocks with the geometry's insertion transforms,
 * BYBLOCK colour and layer-0 inheritance; POLYLINE gathering its VERTEXes), each with resolved
 * layer and colour per part, a bounding box, and a spatial grid over the items. Built once per
 * snapshot. The primitives, extents and distances are the geometry module's (interpreter/geometry);
 * a block's primitives are made once, in block coordinates, and placed with a 2D map per reference.
 */
import {
  AFFINE_IDENTITY, affineMultiply, emptyBox, growBoxByPrim, insertTransforms, MAX_BLOCK_DEPTH, planAffine, primDistance, shapeOf, str, UNBOUNDED_TYPES,
  type Affine, type BBox, type Prim, type Tags,
} from '../../interpreter/geometry.js';
import type { DrawingSnapshot, SnapshotEntity, SnapshotLayer } from '../../interpreter/runner/contract.js';
import { resolveColor, type ColorContext, type RawColor } from './aci.js';
import { groupsOf, inPaperSpace, rawColor, snapshotInput } from './snapshot-shapes.js';
import { SpatialGrid } from './spatial-grid.js';
import { hatchInfo, type HatchInfo } from './hatch-pattern.js';
import { entityDash } from './linetype.js';

export interface ScenePart {
  layer: string;
  color: string;
  prims: Prim[];
  /** block-to-world transform for parts expanded from a block definition */
  m?: Affine;
  /** the linetype's canvas dash array in drawing units (linetype.ts); absent: continuous */
  dash?: number[];
}

export interface SceneItem {
  handle: string;
  type: string;
  layer: string;
  parts: ScenePart[];
  bbox: BBox;
  /** a model-space HATCH: solid or its pattern (hatch-fill.ts) */
  hatch?: HatchInfo;
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

/** The 2D placements of a block reference (several for MINSERT column/row arrays). */
export function insertMatrices(g: Tags, base: [number, number, number]): Affine[] {
  return insertTransforms(g, base).map((m) => planAffine(m));
}

class SceneBuilder {
  private readonly layerMap: Map<string, SnapshotLayer>;
  private readonly blockCache = new Map<string, BlockPart[]>();
  readonly colors: ColorContext;

  constructor(private readonly snap: DrawingSnapshot) {
    this.layerMap = new Map(snap.layers.map((l) => [l.name.toUpperCase(), l]));
    this.colors = { layerColor: (name) => this.layerMap.get(name.toUpperCase())?.color ?? 7 };
  }

  private blockDef(name: string): DrawingSnapshot['blocks'][string] | undefined {
    const key = name.toUpperCase();
    return this.snap.blocks[name] ?? Object.entries(this.snap.blocks).find(([n]) => n.toUpperCase() === key)?.[1];
  }

  private blockParts(name: string): BlockPart[] {
    const key = name.toUpperCase();
    let parts = this.blockCache.get(key);
    if (parts) return parts;
    parts = [];
    this.blockCache.set(key, parts); // set first: a self-referencing block ends here
    const def = this.blockDef(name);
    if (!def) return parts;
    const out = parts;
    this.collect(
      def.entities,
      true,
      (e, g, prims) => out.push({ layer: e.layer, color: rawColor(g), prims }),
      (e, g, blockName, ms) => out.push({ layer: e.layer, color: rawColor(g), prims: [], nested: { name: blockName, m: ms } }),
    );
    return parts;
  }

  /** Walk an entity list: plain entities to `onPrims`, references to `onRef` (POLYLINE+VERTEX folded). */
  collect(
    ents: SnapshotEntity[],
    inBlock: boolean,
    onPrims: (e: SnapshotEntity, g: Tags, prims: Prim[]) => void,
    onRef: (e: SnapshotEntity, g: Tags, block: string, ms: Affine[]) => void,
    /** a layout's scene: paper-space entities are what it draws */
    paper = false,
  ): void {
    const ctx = { inBlock };
    for (let i = 0; i < ents.length; i++) {
      const e = ents[i] as SnapshotEntity;
      if (e.deleted || e.type === 'VERTEX' || e.type === 'SEQEND') continue;
      const g = groupsOf(e);
      if (!paper && inPaperSpace(g)) continue;
      if (e.type === 'INSERT' || e.type === 'DIMENSION') {
        const name = str(g, 2);
        if (!name) continue;
        const def = this.blockDef(name);
        onRef(e, g, name, e.type === 'INSERT' ? insertMatrices(g, def ? def.base : [0, 0, 0]) : [AFFINE_IDENTITY]);
        continue;
      }
      let input = snapshotInput(e, g);
      if (e.type === 'POLYLINE') {
        let j = i + 1;
        while (j < ents.length && ents[j]!.type === 'VERTEX') j++;
        input = snapshotInput(e, g, ents.slice(i + 1, j));
        i = j - 1;
      }
      const prims = shapeOf(input, ctx);
      if (prims.length) onPrims(e, g, prims);
    }
  }

  /** Expand a block reference into world parts (a block that references itself is drawn once). */
  expand(block: string, ms: Affine[], layer: string, color: string, out: ScenePart[], path: string[]): void {
    const key = block.toUpperCase();
    if (path.length > MAX_BLOCK_DEPTH || path.includes(key)) return;
    const parts = this.blockParts(block);
    const inner = [...path, key];
    for (const m of ms)
      for (const p of parts) {
        const pl = p.layer === '0' ? layer : p.layer;
        const pc = resolveColor(p.color, pl, this.colors, color);
        if (p.nested) this.expand(p.nested.name, p.nested.m.map((n) => affineMultiply(m, n)), pl, pc, out, inner);
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
    false,
    (e, g, prims) => {
      const part: ScenePart = { layer: e.layer, color: resolveColor(rawColor(g), e.layer, b.colors, null), prims };
      const dash = e.type === 'HATCH' ? null : entityDash(snap, g, e.layer);
      if (dash) part.dash = dash;
      const item: SceneItem = { handle: e.handle, type: e.type, layer: e.layer, parts: [part], bbox: emptyBox() };
      if (e.type === 'HATCH') item.hatch = hatchInfo(g);
      items.push(item);
    },
    (e, g, block, ms) => {
      const parts: ScenePart[] = [];
      b.expand(block, ms, e.layer, resolveColor(rawColor(g), e.layer, b.colors, null), parts, []);
      items.push({ handle: e.handle, type: e.type, layer: e.layer, parts, bbox: emptyBox() });
    },
    layout !== undefined,
  );
  const bbox = emptyBox();
  for (const it of items) {
    for (const p of it.parts) for (const q of p.prims) growBoxByPrim(it.bbox, q, p.m);
    // infinite lines (XLINE, RAY) do not stretch the drawing's extents
    if (Number.isFinite(it.bbox[0]) && !UNBOUNDED_TYPES.has(it.type)) {
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
