/*
 * One open drawing as the builtins see it (`ctx.services.drawing`): the database, its system
 * variables, the defaults entmake takes from them, ERRNO, the undo history (undo.ts; its journal
 * is attached to the database and the sysvar store here, after the drawing was read), and the
 * SelectionSource view that ssget reads. Builtins reach it only through `drawingOf(ctx)`.
 */
import { raise } from '../core/errors.js';
import { Cons, Real, type Ename, type Value } from '../core/values.js';
import type { Ctx, SysvarStore } from '../core/context.js';
import type { DrawingDb } from './db.js';
import { DrawingEvents } from './events.js';
import type { NormalizeEnv } from './entities/schema.js';
import type { DbRecord } from './model/record.js';
import type { ShapeInput } from './geometry/shape.js';
import { blockContents, recordShapeInput } from './record-shape.js';
import type { BlockGeometry, LayerState, SelectableEntity, SelectionSource } from '../ports/selection.js';
import { entgetList, groupToLisp, valueToLisp } from './view.js';
import { tagGet } from './model/tags.js';
import { UndoHistory, UndoJournal } from './undo.js';

/** The sysvar store API the drawing relies on (DefaultSysvars and its successor provide it). */
export interface DrawingSysvars extends SysvarStore {
  setRaw(name: string, value: Value): void;
  /** the stored value, bypassing the drawing's live answers (DBMOD, EXTMIN...) */
  stored(name: string): Value | undefined;
  entries(): IterableIterator<[string, Value]>;
  setHooks(hooks: import('./sysvars.js').SysvarHooks | undefined): void;
  /** where changes are journaled for UNDO (optional for stores that cannot undo) */
  journal?: UndoJournal | null;
}

const ALL_APPS = ['*'];

export class Drawing implements SelectionSource {
  private readonly selectables = new WeakMap<DbRecord, SelectableEntity>();
  /** UNDO / U, StartUndoMark / EndUndoMark */
  readonly undo: UndoHistory;
  /** the editor's event bus (commands, objects, system variables, lisp evaluation) */
  readonly events = new DrawingEvents();
  /** per-drawing state of other areas (reactors, ...), keyed by the area */
  readonly extensions = new Map<string, unknown>();
  constructor(
    readonly db: DrawingDb,
    readonly sysvars: DrawingSysvars,
    public name: string,
  ) {
    const journal = new UndoJournal();
    this.undo = new UndoHistory(journal);
    db.journal = journal;
    if ('journal' in sysvars) sysvars.journal = journal;
  }

  /** Record a failure code in ERRNO (left alone on success, as AutoCAD does). */
  errno(code: number): void {
    this.sysvars.setRaw('ERRNO', code);
  }

  private sv(name: string): Value | undefined {
    return this.sysvars.get(name);
  }
  private svString(name: string, dflt: string): string {
    const v = this.sv(name);
    return typeof v === 'string' && v !== '' ? v : dflt;
  }
  private svNumber(name: string, dflt: number): number {
    const v = this.sv(name);
    return typeof v === 'number' ? v : v instanceof Real ? v.v : dflt;
  }

  /** Defaults for entmake: CLAYER, CECOLOR, CELTYPE, TEXTSIZE, TEXTSTYLE. */
  env(): NormalizeEnv {
    return {
      layer: this.svString('CLAYER', '0'),
      color: colorOf(this.svString('CECOLOR', 'BYLAYER')),
      linetype: this.svString('CELTYPE', 'BYLAYER'),
      textSize: this.svNumber('TEXTSIZE', 2.5),
      textStyle: this.svString('TEXTSTYLE', 'Standard'),
    };
  }

  /** The live record behind an ename (undefined when foreign or deleted). */
  live(e: Ename): DbRecord | undefined {
    const r = this.db.getByEname(e);
    return r && this.db.isLive(r) ? r : undefined;
  }

  // ---- SelectionSource ----------------------------------------------------------------

  selectable(r: DbRecord): SelectableEntity {
    let s = this.selectables.get(r);
    if (!s) {
      s = new RecordSelectable(this.db, r);
      this.selectables.set(r, s);
    }
    return s;
  }

  selectableEntities(): Iterable<SelectableEntity> {
    // An array, not a generator: ssget "X" walks every entity and the iterator protocol shows up.
    const { db } = this;
    const out: SelectableEntity[] = [];
    const ents = db.ents;
    for (let i = 0; i < ents.length; i++) {
      const r = ents[i]!;
      if (!r.deleted && db.isMain(r)) out.push(this.selectable(r));
    }
    return out;
  }
  scanSelectable(keep: (e: SelectableEntity) => boolean): Ename[] {
    const { db } = this;
    const out: Ename[] = [];
    const view = new RecordSelectable(db, null);
    const ents = db.ents;
    // isMain depends on the owner alone, and entities come in runs of one owner
    let owner: string | undefined;
    let main = false;
    for (let i = 0; i < ents.length; i++) {
      const r = ents[i]!;
      if (r.deleted) continue;
      if (r.owner !== owner) {
        owner = r.owner;
        main = db.isMain(r);
      }
      if (main && keep(view.point(r))) out.push(db.enameAt(i));
    }
    return out;
  }
  lastSelectable(): SelectableEntity | undefined {
    const r = this.db.lastMain();
    return r ? this.selectable(r) : undefined;
  }
  selectableByHandle(handle: string): SelectableEntity | undefined {
    const r = this.db.get(handle.toUpperCase());
    return r && !r.deleted && this.db.isEntity(r.handle) ? this.selectable(r) : undefined;
  }
  selectableByEname(ename: Ename): SelectableEntity | undefined {
    const r = this.live(ename);
    return r && this.db.isEntity(r.handle) ? this.selectable(r) : undefined;
  }
  layerState(name: string): LayerState | undefined {
    return this.db.layerState(name);
  }
  blockGeometry(name: string): BlockGeometry | undefined {
    const c = blockContents(this.db, name);
    return c && { base: c.base, entities: c.records.map((r) => this.selectable(r)) };
  }
}

/** CECOLOR text → ACI number (256 BYLAYER, 0 BYBLOCK). */
export function colorOf(s: string): number {
  const u = s.trim().toUpperCase();
  if (u === 'BYLAYER') return 256;
  if (u === 'BYBLOCK') return 0;
  const n = Number(u);
  if (Number.isInteger(n) && n >= 0 && n <= 256) return n;
  const names: Record<string, number> = { RED: 1, YELLOW: 2, GREEN: 3, CYAN: 4, BLUE: 5, MAGENTA: 6, WHITE: 7 };
  return names[u] ?? 256;
}

/** The open drawing of this run, or undefined when the run has none. */
export function drawingIfAny(ctx: Ctx): Drawing | undefined {
  const d = ctx.services['drawing'];
  return d instanceof Drawing ? d : undefined;
}

/** The open drawing of this run; raises when the run has none. */
export function drawingOf(ctx: Ctx): Drawing {
  const d = ctx.services['drawing'];
  if (d instanceof Drawing) return d;
  return raise('noDrawing');
}

/**
 * A record as ssget sees it: one small object per record, methods on the prototype. A scan
 * (scanSelectable) re-points one of them at each record in turn instead.
 */
class RecordSelectable implements SelectableEntity {
  private cached: Value | undefined;
  private enameValue: Ename | undefined;
  private r: DbRecord;
  constructor(
    private readonly db: DrawingDb,
    r: DbRecord | null,
  ) {
    this.r = r as DbRecord;
  }
  /** This view, now of `r` (scanSelectable's reused view). */
  point(r: DbRecord): this {
    this.r = r;
    this.cached = undefined;
    this.enameValue = undefined;
    return this;
  }
  get ename(): Ename {
    return (this.enameValue ??= this.db.ename(this.r.handle));
  }
  get type(): string {
    return this.r.type;
  }
  data(): Value {
    return (this.cached ??= entgetList(this.db, this.r, ALL_APPS));
  }
  /** The stored groups for the geometry (window, crossing, fence, pick): no entget list is built. */
  shapeInput(): ShapeInput {
    return recordShapeInput(this.db, this.r);
  }
  /** group() unconverted: the stored value (67 and 410 are derived from the owner as there). */
  rawGroup(code: number): string | number | readonly number[] | undefined {
    if (code === 67 || code === 410) return this.group(code) as string | number | undefined;
    return tagGet(this.r.body, code);
  }
  /** ssget's fast path for groups that occur at most once: no entget list is built. */
  group(code: number): Value | undefined {
    const { db, r } = this;
    if (code === 67 || code === 410) {
      const layout = db.layouts.get(db.spaceOwner(r));
      if (code === 410) return layout;
      return layout !== undefined && layout !== 'Model' ? 1 : 0;
    }
    const v = tagGet(r.body, code);
    if (v === undefined) return undefined;
    return Array.isArray(v) ? (groupToLisp(db, code, v) as Cons).cdr : valueToLisp(db, code, v);
  }
}
