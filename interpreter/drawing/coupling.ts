/*
 * System variables that mirror the drawing's state and move with it:
 *   CTAB ↔ TILEMODE ↔ CVPORT — setting CTAB to a layout switches to paper space (TILEMODE 0,
 *     CVPORT 1); CTAB "Model" or TILEMODE 1 goes back to model space (CVPORT 2); TILEMODE 0 goes to
 *     the last layout used (Layout1 at first). A layout shown for the first time gets its paper-space
 *     viewport (id 1) and one model viewport (id 2), as AutoCAD creates them (LAYOUTCREATEVIEWPORT 1).
 *   DBMOD — bit 1 when objects change, bit 4 when a drawing-saved variable changes (answered live,
 *     so snapshots, hashes and diffs show the drawing's contents, not this flag).
 *   CLAYER — follows its layer when the layer record is renamed through entmod.
 *   EXTMIN/EXTMAX — the current space's extents (the geometry module's, as selection measures
 *     them), grown from the stored (header) values as AutoCAD grows them; answered live like DBMOD.
 * Coupled values are stored raw and announced on the event bus like any other change.
 */
import { Cons, list, Real, type Value } from '../core/values.js';
import type { Drawing } from './drawing.js';
import { makeRecord } from './model/record.js';
import { TagBuilder, tagGet, type GV } from './model/tags.js';
import { emptyBox, growBox, isEmptyBox, recordExtents } from './geometry/extents.js';
import { lispNumber } from './geometry/groups.js';
import { selectionShapeContext } from './selection/shape.js';
import { recordShapeInput } from './record-shape.js';
import { sysvarDefinition } from './sysvars.js';

const DBMOD_OBJECTS = 1;
const DBMOD_VARIABLES = 4;

export class SysvarCoupling {
  /** the layout TILEMODE 0 returns to */
  private lastLayout: string | undefined;
  private busy = false;
  /** DBMOD's bits since the drawing was opened */
  modified = 0;
  private readonly savedModified: number[] = [];
  /** while held (heldExtents), the space's box measured once for EXTMIN and EXTMAX */
  private held: { owner: string; box: { min: number[]; max: number[] } | null } | null = null;

  constructor(private readonly d: Drawing) {
    d.events.on((e) => {
      if (e.kind === 'objectAppended' || e.kind === 'objectModified' || e.kind === 'objectErased' || e.kind === 'objectUnerased') this.dbmod(DBMOD_OBJECTS);
    });
  }

  /** After setvar changed `name` (called by the sysvar store's hook). */
  changed(name: string): void {
    if (this.busy) return;
    this.busy = true;
    try {
      if (sysvarDefinition(name)?.savedIn === 'drawing') this.dbmod(DBMOD_VARIABLES);
      if (name === 'CTAB') this.showLayout(String(this.d.sysvars.get('CTAB') ?? 'Model'));
      else if (name === 'TILEMODE') this.showLayout(this.d.sysvars.get('TILEMODE') === 1 ? 'Model' : (this.lastLayout ?? this.firstLayout()));
    } finally {
      this.busy = false;
    }
  }

  /** EXTMIN / EXTMAX now (undefined for other names). */
  extents(name: string): Value | undefined {
    if (name !== 'EXTMIN' && name !== 'EXTMAX') return undefined;
    const owner = this.currentSpaceOwner();
    let box: { min: number[]; max: number[] };
    if (this.held && this.held.owner === owner) {
      this.held.box ??= spaceExtents(this.d, owner);
      box = { min: this.held.box.min.slice(), max: this.held.box.max.slice() };
    } else box = spaceExtents(this.d, owner);
    const stored = vector(this.d.sysvars.stored(name));
    const out = name === 'EXTMIN' ? box.min : box.max;
    if (stored && Math.abs(stored[0]!) < 1e19) for (let k = 0; k < 3; k++) out[k] = name === 'EXTMIN' ? Math.min(out[k]!, stored[k] ?? 0) : Math.max(out[k]!, stored[k] ?? 0);
    if (!Number.isFinite(out[0]!)) return undefined;
    return list(out.map((n) => new Real(n)));
  }

  /**
   * Run `read` (which must not change the drawing: the DXF writer) with the extents measured at
   * most once: its EXTMIN and EXTMAX would otherwise each walk every entity of the space.
   */
  heldExtents<T>(read: () => T): T {
    if (this.held) return read();
    this.held = { owner: this.currentSpaceOwner(), box: null };
    try {
      return read();
    } finally {
      this.held = null;
    }
  }

  /** acad-push-dbmod / acad-pop-dbmod */
  pushModified(): void {
    this.savedModified.push(this.modified);
  }
  popModified(): void {
    const v = this.savedModified.pop();
    if (v !== undefined) this.modified = v;
  }

  /** A layer record was renamed: CLAYER keeps pointing at it. */
  layerRenamed(from: string, to: string): void {
    const cur = this.d.sysvars.get('CLAYER');
    if (typeof cur === 'string' && cur.toUpperCase() === from.toUpperCase()) this.raw('CLAYER', to);
  }

  /** The layout new entities go to when the list names no space: CTAB's in paper space. */
  currentSpaceOwner(): string {
    const db = this.d.db;
    const tab = this.d.sysvars.get('CTAB');
    if (this.d.sysvars.get('TILEMODE') === 1 || typeof tab !== 'string') return db.modelSpace;
    for (const [rec, n] of db.layouts) if (n.toUpperCase() === tab.toUpperCase()) return rec;
    return db.modelSpace;
  }

  private firstLayout(): string {
    for (const n of this.d.db.layouts.values()) if (n !== 'Model') return n;
    return 'Model';
  }

  private showLayout(name: string): void {
    const model = name.toUpperCase() === 'MODEL';
    this.raw('CTAB', model ? 'Model' : name);
    this.raw('TILEMODE', model ? 1 : 0);
    this.raw('CVPORT', model ? 2 : 1);
    if (!model) {
      this.lastLayout = name;
      this.ensureViewports(name);
    }
  }

  private raw(name: string, value: Value): void {
    const old = this.d.sysvars.get(name);
    if (old === value || (old instanceof Real && value instanceof Real && old.v === value.v)) return;
    this.d.events.sysVarWillChange(name);
    this.d.sysvars.setRaw(name, value);
    this.d.events.sysVarChanged(name, true);
  }

  private dbmod(bit: number): void {
    this.modified |= bit;
  }

  /** First display of a layout: its paper viewport (id 1) and one model viewport (id 2). */
  private ensureViewports(name: string): void {
    const db = this.d.db;
    let owner: string | undefined;
    for (const [rec, n] of db.layouts) if (n.toUpperCase() === name.toUpperCase()) owner = rec;
    if (!owner) return;
    for (const h of db.ownerLists.get(owner) ?? []) if (db.get(h)?.type === 'VIEWPORT') return;
    const paper = paperSize(this.d);
    const [w, h] = paper;
    const cx = w / 2;
    const cy = h / 2;
    const ext = modelView(this.d);
    this.addViewport(owner, 1, [cx, cy, 0], w * 1.05, h * 1.05, [cx, cy], h * 1.05, 'paper');
    this.addViewport(owner, 2, [cx, cy, 0], w * 0.9, h * 0.8, ext.center, ext.height, 'model');
  }

  private addViewport(owner: string, id: number, center: number[], width: number, height: number, viewCenter: number[], viewHeight: number, kind: 'paper' | 'model'): void {
    const db = this.d.db;
    const b = new TagBuilder();
    const g: Array<[number, GV]> = [
      [100, 'AcDbEntity'], [8, '0'], [100, 'AcDbViewport'], [10, center], [40, width], [41, height], [68, id === 1 ? 1 : 2], [69, id],
      [12, viewCenter], [13, [0, 0]], [14, [0.5, 0.5]], [15, [0.5, 0.5]], [16, [0, 0, 1]], [17, [0, 0, 0]], [42, 50], [43, 0], [44, 0],
      [45, viewHeight], [50, 0], [51, 0], [72, 1000], [90, kind === 'paper' ? 819232 : 819296], [1, ''], [281, 0], [71, 1], [74, 0],
      [110, [0, 0, 0]], [111, [1, 0, 0]], [112, [0, 1, 0]], [79, 0], [146, 0], [170, 0], [61, 5],
    ];
    for (const [c, v] of g) b.push(c, v);
    const handle = db.newHandle();
    db.addEntity(makeRecord(handle, 'VIEWPORT', owner, b.done()));
    this.d.events.objectAppended(handle);
  }
}

/** The layout's paper size in drawing units (the LAYOUT's limits; 12 x 9 when unknown). */
function paperSize(d: Drawing): [number, number] {
  const lim = d.sysvars.get('LIMMAX');
  const nums: number[] = [];
  for (let c: Value | undefined = lim; c && typeof c === 'object' && 'car' in c; c = c.cdr) {
    const x = c.car;
    nums.push(x instanceof Real ? x.v : typeof x === 'number' ? x : 0);
  }
  return nums.length >= 2 && nums[0]! > 0 && nums[1]! > 0 ? [nums[0]!, nums[1]!] : [12, 9];
}

/** Where a new model viewport looks: the centre and height of the model-space points (or the limits). */
function modelView(d: Drawing): { center: number[]; height: number } {
  const db = d.db;
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const h of db.ownerLists.get(db.modelSpace) ?? []) {
    const r = db.get(h);
    if (!r || r.deleted) continue;
    for (const code of [10, 11]) {
      const p = tagGet(r.body, code);
      if (Array.isArray(p)) {
        minX = Math.min(minX, p[0]!); maxX = Math.max(maxX, p[0]!);
        minY = Math.min(minY, p[1]!); maxY = Math.max(maxY, p[1]!);
      }
    }
  }
  if (!(minX <= maxX)) {
    const [w, h] = paperSize(d);
    return { center: [w / 2, h / 2], height: h };
  }
  return { center: [(minX + maxX) / 2, (minY + maxY) / 2], height: Math.max(maxY - minY, (maxX - minX) * 0.75, 1) };
}

function vector(v: Value | undefined): number[] | undefined {
  const out: number[] = [];
  for (let c: Value | undefined = v; c instanceof Cons; c = c.cdr) out.push(c.car instanceof Real ? c.car.v : typeof c.car === 'number' ? c.car : 0);
  return out.length ? out : undefined;
}

/**
 * The extents of a space's live entities, from the geometry module (as selection and the drawing
 * views measure them); z is 0, the plan view's. Infinite when the space is empty.
 */
function spaceExtents(d: Drawing, owner: string): { min: number[]; max: number[] } {
  const db = d.db;
  const box = emptyBox();
  const ctx = selectionShapeContext(d, lispNumber(d.sysvars.get('TEXTSIZE'), 0.2));
  db.forEachOwned(owner, (r) => {
    if (r.deleted || r.type === 'VIEWPORT') return;
    // the stored groups straight (what the record's selectable view gives), with no view kept per record
    const b = recordExtents(recordShapeInput(db, r), ctx);
    if (b) {
      growBox(box, b[0], b[1]);
      growBox(box, b[2], b[3]);
    }
  });
  if (isEmptyBox(box)) return { min: [Infinity, Infinity, Infinity], max: [-Infinity, -Infinity, -Infinity] };
  return { min: [box[0], box[1], 0], max: [box[2], box[3], 0] };
}

const KEY = 'coupling';

export function couplingOf(d: Drawing): SysvarCoupling {
  let c = d.extensions.get(KEY) as SysvarCoupling | undefined;
  if (!c) d.extensions.set(KEY, (c = new SysvarCoupling(d)));
  return c;
}
