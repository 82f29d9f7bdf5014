/*
 * A snapshot turned into what the views draw and hit-test: one item per model-space entity
 * (block references expanded through snapshot.blocks with the geometry's insertion transforms,
 * BYBLOCK colour and layer-0 inheritance; POLYLINE gathering its VERTEXes), each with resolved
 * layer and colour per part, a bounding box, and a spatial grid over the items. Built once per
 * snapshot. The primitives, extents and distances are the geometry module's (interpreter/geometry);
 * a block's primitives are made once, in block coordinates, and placed with a 2D map per reference.
 *
 * The build has a primitive budget (SCENE_PRIMITIVE_BUDGET): each block reference is costed before
 * it is expanded (placements x the block's primitives, nested blocks multiplied out, nothing built
 * to count) and one that does not fit is drawn as its outline box; the scene's `notice` says so.
 */
import {
  AFFINE_IDENTITY, affineApply, affineMultiply, cornerTransforms, emptyBox, growBox, growBoxByPrim, insertTransforms, isEmptyBox, MAX_BLOCK_DEPTH, placementCount, planAffine,
  primDistance, shapeOf, str, UNBOUNDED_TYPES, type Affine, type BBox, type Prim, type ShapeInput, type Tags,
} from '../../interpreter/geometry.js';
import type { DrawingSnapshot, FirstView, SnapshotEntity, SnapshotLayer } from '../../interpreter/runner/contract.js';
import { resolveColor, type ColorContext, type RawColor } from './aci.js';
import { groupsOf, inPaperSpace, rawColor } from './snapshot-shapes.js';
import { SceneArraysWriter, type SceneArrays } from './scene-arrays.js';
import { SpatialGrid } from './spatial-grid.js';
import { hatchInfo, type HatchInfo } from './hatch-pattern.js';
import { dashOf } from './linetype.js';
import { viewportItems, viewportWindow } from './viewport.js';
import { ownStyle, StyleResolver, TOP_LEVEL, type Inherited, type OwnStyle } from './entity-style.js';

export interface ScenePart {
  layer: string;
  color: string;
  prims: Prim[];
  /** block-to-world transform for parts expanded from a block definition */
  m?: Affine;
  /** the linetype's canvas dash array in drawing units (linetype.ts); absent: continuous */
  dash?: number[];
  /** the resolved lineweight in hundredths of a mm, when the drawing shows lineweights (LWDISPLAY) */
  weight?: number;
  /** drawn only inside this rectangle (model space seen through a paper-space viewport, viewport.ts) */
  clip?: BBox;
}

export interface SceneItem {
  handle: string;
  type: string;
  layer: string;
  parts: ScenePart[];
  bbox: BBox;
  /** a model-space HATCH: solid or its pattern (hatch-fill.ts) */
  hatch?: HatchInfo;
  /** model space seen through this VIEWPORT (its handle): drawn, not counted or hit-tested */
  via?: string;
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
  /** block references drawn as outline boxes because expanding them would pass the budget */
  boxedReferences: number;
  /** what to tell the user about a partial drawing (boxed references), if anything */
  notice?: string;
  /** a paper-space layout's scene: lineweights are drawn in paper units (entity-style.ts) */
  paper?: { imperial: boolean };
}

/** Most primitives a scene draws; block references that would pass it are drawn as boxes. */
export const SCENE_PRIMITIVE_BUDGET = 2_000_000;

interface BlockPart {
  layer: string;
  color: RawColor;
  style: OwnStyle;
  hatch: boolean;
  prims: Prim[];
  /** a nested reference instead of prims (its placements are made only when it is expanded) */
  nested?: { name: string; g: Tags; dimension: boolean };
}

/** The 2D placements of a block reference (several for MINSERT column/row arrays). */
export function insertMatrices(g: Tags, base: [number, number, number]): Affine[] {
  return insertTransforms(g, base).map((m) => planAffine(m));
}

/** An entity as the scene walks it: a snapshot entity, or a drawing's record read directly (ModelEntityView). */
interface WalkedEntity {
  handle: string;
  type: string;
  layer: string;
  deleted?: boolean;
}

/**
 * Walk an entity list: plain entities to `onPrims` (`alone`: shaped on its own, no sub-entities),
 * references to `onRef` (POLYLINE+VERTEX folded); `empty` hears an entity shaped alone into nothing.
 */
function walkEntities<E extends WalkedEntity>(
  ents: readonly E[],
  tagsOf: (e: E) => Tags,
  inBlock: boolean,
  onPrims: (e: E, g: Tags, prims: Prim[], alone: boolean) => void,
  onRef: (e: E, g: Tags, block: string) => void,
  paper: boolean,
  empty?: (e: E) => void,
): void {
  const ctx = { inBlock };
  for (let i = 0; i < ents.length; i++) {
    const e = ents[i] as E;
    if (e.deleted || e.type === 'VERTEX' || e.type === 'SEQEND') continue;
    const g = tagsOf(e);
    if (!paper && inPaperSpace(g)) continue;
    if (e.type === 'INSERT' || e.type === 'DIMENSION') {
      const name = str(g, 2);
      if (!name) continue;
      onRef(e, g, name);
      continue;
    }
    let input: ShapeInput = { type: e.type, groups: g };
    if (e.type === 'POLYLINE') {
      let j = i + 1;
      while (j < ents.length && ents[j]!.type === 'VERTEX') j++;
      const subs = ents.slice(i + 1, j);
      input = { type: e.type, groups: g, subs: () => subs.map((v) => ({ type: v.type, groups: tagsOf(v) })) };
      i = j - 1;
    }
    const prims = shapeOf(input, ctx);
    if (prims.length) onPrims(e, g, prims, !input.subs);
    else if (empty && !input.subs) empty(e);
  }
}

class SceneBuilder {
  private readonly layerMap: Map<string, SnapshotLayer>;
  private readonly blockCache = new Map<string, BlockPart[]>();
  private readonly costCache = new Map<string, number>();
  private readonly boxCache = new Map<string, BBox | null>();
  readonly colors: ColorContext;
  readonly styles: StyleResolver;
  /** primitives the scene may still draw */
  budget = SCENE_PRIMITIVE_BUDGET;
  boxed = 0;
  boxedCost = 0;

  constructor(readonly snap: DrawingSnapshot) {
    this.layerMap = new Map(snap.layers.map((l) => [l.name.toUpperCase(), l]));
    const byName = new Map<string, number>();
    this.colors = {
      layerColor: (name) => {
        let c = byName.get(name);
        if (c === undefined) byName.set(name, (c = this.layerMap.get(name.toUpperCase())?.color ?? 7));
        return c;
      },
    };
    this.styles = new StyleResolver(snap);
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
      (e, g, prims) => out.push({ layer: e.layer, color: rawColor(g), style: ownStyle(g), hatch: e.type === 'HATCH', prims }),
      (e, g, blockName) => out.push({ layer: e.layer, color: rawColor(g), style: ownStyle(g), hatch: false, prims: [], nested: { name: blockName, g, dimension: e.type === 'DIMENSION' } }),
    );
    return parts;
  }

  /** Walk an entity list: plain entities to `onPrims`, references to `onRef` (POLYLINE+VERTEX folded). */
  collect(
    ents: SnapshotEntity[],
    inBlock: boolean,
    onPrims: (e: SnapshotEntity, g: Tags, prims: Prim[]) => void,
    onRef: (e: SnapshotEntity, g: Tags, block: string) => void,
    /** a layout's scene: paper-space entities are what it draws */
    paper = false,
  ): void {
    walkEntities(ents, groupsOf, inBlock, onPrims, onRef, paper);
  }

  /** The 2D placements of a reference (made only for references that are expanded). */
  placements(name: string, g: Tags, dimension: boolean): Affine[] {
    if (dimension) return [AFFINE_IDENTITY];
    const def = this.blockDef(name);
    return insertMatrices(g, def ? def.base : [0, 0, 0]);
  }

  /** Primitives a reference would draw, counted from the block definitions alone (Infinity past any size). */
  refCost(name: string, g: Tags, dimension: boolean, path: string[]): number {
    // each placement costs at least one: an array of an empty or missing block still makes its transforms
    return (dimension ? 1 : placementCount(g)) * Math.max(1, this.blockCost(name, path));
  }

  private blockCost(name: string, path: string[]): number {
    const key = name.toUpperCase();
    if (path.length > MAX_BLOCK_DEPTH || path.includes(key)) return 0;
    const hit = this.costCache.get(key);
    if (hit !== undefined) return hit;
    this.costCache.set(key, 0);
    let n = 0;
    for (const p of this.blockParts(name)) n += p.nested ? this.refCost(p.nested.name, p.nested.g, p.nested.dimension, [...path, key]) : Math.max(1, p.prims.length);
    this.costCache.set(key, n);
    return n;
  }

  /** A block's plan box in its own coordinates, from its parts and its nested blocks' boxes (nothing expanded). */
  blockBox(name: string, path: string[]): BBox | null {
    const key = name.toUpperCase();
    if (path.length > MAX_BLOCK_DEPTH || path.includes(key)) return null;
    if (this.boxCache.has(key)) return this.boxCache.get(key) ?? null;
    this.boxCache.set(key, null);
    const box = emptyBox();
    for (const p of this.blockParts(name)) {
      if (!p.nested) {
        for (const q of p.prims) growBoxByPrim(box, q);
        continue;
      }
      const cb = this.blockBox(p.nested.name, [...path, key]);
      if (cb) this.growByPlacedBox(box, cb, this.cornerPlacements(p.nested.name, p.nested.g, p.nested.dimension));
    }
    const out = isEmptyBox(box) ? null : box;
    this.boxCache.set(key, out);
    return out;
  }

  /** The placements at the corners of a MINSERT array: enough to bound all of them. */
  cornerPlacements(name: string, g: Tags, dimension: boolean): Affine[] {
    if (dimension) return [AFFINE_IDENTITY];
    const def = this.blockDef(name);
    return cornerTransforms(g, def ? def.base : [0, 0, 0]).map((m) => planAffine(m));
  }

  growByPlacedBox(box: BBox, b: BBox, ms: Affine[]): void {
    for (const m of ms)
      for (const [x, y] of [[b[0], b[1]], [b[2], b[1]], [b[2], b[3]], [b[0], b[3]]] as const) {
        const [px, py] = affineApply(m, x, y);
        growBox(box, px, py);
      }
  }

  /** Expand a block reference into world parts (a block that references itself is drawn once). */
  expand(block: string, ms: Affine[], layer: string, color: string, out: ScenePart[], path: string[], inh: Inherited): void {
    const key = block.toUpperCase();
    if (path.length > MAX_BLOCK_DEPTH || path.includes(key)) return;
    const parts = this.blockParts(block);
    const inner = [...path, key];
    // what each part resolves to is the same for every placement: worked out once
    const resolved = parts.map((p) => {
      const pl = p.layer === '0' ? layer : p.layer;
      const linetype = p.hatch || p.nested ? null : this.styles.linetype(p.style, pl, inh);
      return {
        layer: pl,
        color: resolveColor(p.color, pl, this.colors, color),
        linetype,
        scale: linetype ? this.styles.patternScale(p.style, inh) : 1,
        weight: this.snap.lwdisplay && !p.nested ? this.styles.lineweight(p.style, pl, inh) : undefined,
        inherit: p.nested ? this.styles.inherit(p.style, pl, inh) : undefined,
      };
    });
    for (const m of ms)
      for (let i = 0; i < parts.length; i++) {
        const p = parts[i]!;
        const r = resolved[i]!;
        if (p.nested) {
          const placed = this.placements(p.nested.name, p.nested.g, p.nested.dimension).map((n) => affineMultiply(m, n));
          this.expand(p.nested.name, placed, r.layer, r.color, out, inner, r.inherit!);
          continue;
        }
        const part: ScenePart = { layer: r.layer, color: r.color, prims: p.prims, m };
        // the pattern is laid out in block coordinates: the reference's scale stretches it
        const dash = r.linetype ? dashOf(this.snap, r.linetype, r.scale * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]))) : null;
        if (dash) part.dash = dash;
        if (r.weight !== undefined) part.weight = r.weight;
        out.push(part);
      }
  }

  /** A top-level reference: expanded when it fits the budget, else its outline box. */
  reference(e: WalkedEntity, g: Tags, block: string, color: string): ScenePart[] {
    const dimension = e.type === 'DIMENSION';
    const cost = this.refCost(block, g, dimension, []);
    const parts: ScenePart[] = [];
    if (cost <= this.budget) {
      this.budget -= cost;
      this.expand(block, this.placements(block, g, dimension), e.layer, color, parts, [], this.styles.inherit(ownStyle(g), e.layer, TOP_LEVEL));
      return parts;
    }
    this.boxed++;
    this.boxedCost += cost;
    const b = this.blockBox(block, []);
    if (!b) return parts;
    const box = emptyBox();
    this.growByPlacedBox(box, b, this.cornerPlacements(block, g, dimension));
    const pts = [box[0], box[1], box[2], box[1], box[2], box[3], box[0], box[3]];
    parts.push({ layer: e.layer, color, prims: [{ k: 'poly', pts, closed: true }] });
    return parts;
  }
}

/**
 * The items of an entity list as the builder makes them, in order, to `push` (their boxes empty:
 * measured by the caller). `shaped`, when given, hears each entity shaped on its own (no
 * sub-entities) with its item's box as `push` left it (null: it made no primitives).
 */
function sceneItems<E extends WalkedEntity>(b: SceneBuilder, ents: readonly E[], tagsOf: (e: E) => Tags, paper: boolean, push: (it: SceneItem) => void, shaped?: (e: E, box: BBox | null) => void): void {
  const snap = b.snap;
  const styled = !!snap.linetypes || !!snap.lwdisplay;
  walkEntities(
    ents,
    tagsOf,
    false,
    (e, g, prims, alone) => {
      const part: ScenePart = { layer: e.layer, color: resolveColor(rawColor(g), e.layer, b.colors, null), prims };
      // a drawing without linetypes and lineweights shown (most large ones) skips the style lookups
      if (styled) {
        const own = ownStyle(g);
        const dash = e.type === 'HATCH' ? null : dashOf(snap, b.styles.linetype(own, e.layer, TOP_LEVEL), b.styles.patternScale(own, TOP_LEVEL));
        if (dash) part.dash = dash;
        if (snap.lwdisplay) part.weight = b.styles.lineweight(own, e.layer, TOP_LEVEL);
      }
      const item: SceneItem = { handle: e.handle, type: e.type, layer: e.layer, parts: [part], bbox: emptyBox() };
      if (e.type === 'HATCH') item.hatch = hatchInfo(g);
      push(item);
      if (alone) shaped?.(e, item.bbox);
    },
    (e, g, block) => {
      const parts = b.reference(e, g, block, resolveColor(rawColor(g), e.layer, b.colors, null));
      push({ handle: e.handle, type: e.type, layer: e.layer, parts, bbox: emptyBox() });
    },
    paper,
    shaped && ((e) => shaped(e, null)),
  );
}

/** The drawing's extents in a scene: its items' boxes, infinite lines (XLINE, RAY) left out. */
function growSceneBox(bbox: BBox, it: SceneItem): void {
  if (Number.isFinite(it.bbox[0]) && !UNBOUNDED_TYPES.has(it.type)) {
    bbox[0] = Math.min(bbox[0], it.bbox[0]);
    bbox[1] = Math.min(bbox[1], it.bbox[1]);
    bbox[2] = Math.max(bbox[2], it.bbox[2]);
    bbox[3] = Math.max(bbox[3], it.bbox[3]);
  }
}

/** A scene with nothing to bound shows 0,0 to 10,10. */
function settleSceneBox(bbox: BBox): void {
  if (!Number.isFinite(bbox[0])) bbox.splice(0, 4, 0, 0, 10, 10);
}

const sceneNotice = (b: SceneBuilder, budget: number): { notice?: string } => (b.boxed ? { notice: boxedNotice(b.boxed, b.boxedCost, budget) } : {});

/** The scene of model space, or of one paper-space layout ("Layout1"). */
export function buildScene(snap: DrawingSnapshot, layout?: string, opts: { budget?: number; model?: () => Scene } = {}): Scene {
  const b = new SceneBuilder(snap);
  const budget = opts.budget ?? SCENE_PRIMITIVE_BUDGET;
  b.budget = budget;
  const items: SceneItem[] = [];
  if (layout !== undefined) {
    // model space through the layout's viewports first: the layout's own entities draw over it
    let model: Scene | undefined;
    for (const e of snap.entities) {
      if (e.layout !== layout || e.type !== 'VIEWPORT' || e.deleted) continue;
      const win = viewportWindow(groupsOf(e));
      if (!win) continue;
      model ??= opts.model ? opts.model() : buildScene(snap, undefined, { budget });
      items.push(...viewportItems(e.handle, win, model.items));
    }
  }
  collectItems(b, snap.entities.filter(layout ? (e) => e.layout === layout : (e) => !e.block), items, layout !== undefined);
  for (const it of items) if (!it.via) growItemBox(it);
  const bbox = sceneExtents(items);
  return {
    name: snap.name,
    items,
    entityCount: sceneEntityCount(items),
    byHandle: new Map(items.filter((it) => !it.via).map((it) => [it.handle, it])),
    bbox,
    layers: snap.layers,
    grid: new SpatialGrid(bbox, items.map((it) => it.bbox)),
    boxedReferences: b.boxed,
    ...sceneNotice(b, budget),
    ...(layout !== undefined ? { paper: { imperial: snap.imperial === true } } : {}),
  };
}

/** Items of model space (or a layout's paper space) for entities `ents`, appended to `items` (boxes not yet grown). */
function collectItems(b: SceneBuilder, ents: readonly SnapshotEntity[], items: SceneItem[], paper: boolean): void {
  sceneItems(b, ents, groupsOf, paper, (it) => items.push(it));
}

/** Grow an item's box by its primitives (placed by their parts' transforms). */
function growItemBox(it: SceneItem): void {
  for (const p of it.parts) for (const q of p.prims) growBoxByPrim(it.bbox, q, p.m);
}

/** The drawing's extents from its items' boxes (infinite lines left out; an empty drawing 0,0–10,10). */
export function sceneExtents(items: readonly SceneItem[]): BBox {
  const bbox = emptyBox();
  for (let i = 0; i < items.length; i++) growSceneBox(bbox, items[i]!);
  settleSceneBox(bbox);
  return bbox;
}

/** Drawing entities as AutoCAD counts them among scene items (Scene.entityCount). */
export function sceneEntityCount(items: readonly SceneItem[]): number {
  let n = 0;
  for (let i = 0; i < items.length; i++) if (items[i]!.type !== 'ATTRIB' && !items[i]!.via) n++;
  return n;
}

/**
 * Model-space items for some of a drawing's entities (a run's changed ones, scene-patch.ts), made
 * as buildScene makes them, under `budget` primitives for block references; `boxed` counts the
 * references that did not fit (the caller then builds the scene whole).
 */
export function modelItemsOf(snap: DrawingSnapshot, ents: SnapshotEntity[], budget: number): { items: SceneItem[]; boxed: number; cost: number } {
  const b = new SceneBuilder(snap);
  b.budget = budget;
  const items: SceneItem[] = [];
  collectItems(b, ents, items, false);
  for (const it of items) growItemBox(it);
  return { items, boxed: b.boxed, cost: budget - b.budget };
}

/** The primitive budget block references among `ents` (model-space entities) take in a whole build. */
export function referenceCost(snap: DrawingSnapshot, ents: readonly SnapshotEntity[]): number {
  let b: SceneBuilder | null = null;
  let n = 0;
  for (const e of ents) {
    if (e.deleted || (e.type !== 'INSERT' && e.type !== 'DIMENSION')) continue;
    const g = groupsOf(e);
    if (inPaperSpace(g)) continue;
    const name = str(g, 2);
    if (!name) continue;
    b ??= new SceneBuilder(snap);
    n += b.refCost(name, g, e.type === 'DIMENSION', []);
  }
  return n;
}

/**
 * Model space's scene straight into its arrays, the same bytes as
 * encodeScene(buildScene(snapshot)) (test/unit/scene-first-view.test.ts): from a drawing's
 * FirstView (its head with the block definitions, model space's records read directly), without
 * view entities, scene objects kept, a spatial grid or a second measure of each item. Each entity
 * shaped on its own is told its primitives (ModelEntityView.shaped: the drawing's extents come from them).
 * `views`: its typed arrays are views of the writer's buffers (for arrays packed into bytes at once).
 */
export function modelSceneArrays(view: FirstView, opts: { budget?: number; views?: boolean } = {}): SceneArrays {
  const snap = view.head;
  const b = new SceneBuilder(snap);
  const budget = opts.budget ?? SCENE_PRIMITIVE_BUDGET;
  b.budget = budget;
  const w = new SceneArraysWriter();
  const bbox = emptyBox();
  let entityCount = 0;
  sceneItems(
    b,
    view.model,
    (e) => e.groups as Tags,
    false,
    (it) => {
      w.add(it, true);
      growSceneBox(bbox, it);
      if (it.type !== 'ATTRIB') entityCount++;
    },
    // the item's box is its primitives' box (SceneArraysWriter measures it): the entity's own extents
    (e, box) => e.shaped?.(box),
  );
  settleSceneBox(bbox);
  return w.finish({ name: snap.name, entityCount, bbox, layers: snap.layers, boxedReferences: b.boxed, ...sceneNotice(b, budget) }, { views: opts.views === true });
}

const count = (n: number): string => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'too many');

function boxedNotice(refs: number, cost: number, budget: number): string {
  return `${refs} block reference${refs === 1 ? '' : 's'} drawn as outline box${refs === 1 ? '' : 'es'}: drawing ${refs === 1 ? 'it' : 'them'} in full would take ${count(cost)} primitives, past the view's limit of ${count(budget)}.`;
}

/** The item nearest to (x, y) within `tol` world units, skipping hidden layers. */
export function hitTest(scene: Scene, x: number, y: number, tol: number, hidden: (layer: string) => boolean = () => false): SceneItem | null {
  let best: SceneItem | null = null;
  let bestD = tol;
  for (const i of scene.grid.query(x, y, tol)) {
    const it = scene.items[i] as SceneItem;
    if (it.via) continue;
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
