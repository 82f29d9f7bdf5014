/*
 * The DrawingPort/DrawingFactory implementation the runner uses (interpreter/ports/drawing.ts).
 * One port = one open drawing: its database, its sysvar store, snapshots,
 * diff, hash, UI view, DXF out, and a compact serialisation for crossing threads (a small JSON
 * block of system variables followed by our own DXF text, UTF-8 encoded — no per-entity objects).
 */
import type { DrawingDiff } from '../ports/diff.js';
import type { DrawingFactory, DrawingPort, PortableDrawing } from '../ports/drawing.js';
import { decodeSysvarValue, encodeSysvarValue, type PlainValue } from './transfer/values.js';
import { decodeDrawing, encodeDrawing, isCompactDrawing, type CompactDrawing } from './transfer/index.js';
import type { DrawingSnapshot, DrawingState, FirstView } from '../ports/snapshot.js';
import { DrawingDb } from './db.js';
import { diffSnaps } from './diff.js';
import { Drawing, type DrawingSysvars } from './drawing.js';
import { utf8Decode, utf8Encode } from './dxf/codepage.js';
import { headerToValue } from './dxf/header.js';
import { readDxfDb } from './dxf/read.js';
import { writeDxf, writeDxfBytes } from './dxf/writer.js';
import { hashSnap } from './hash.js';
import { takeSnapshot, type Snap } from './snapshot.js';
import { newDrawing } from './standard.js';
import { DefaultSysvars, type SysvarHooks } from './sysvars.js';
import { hashFromBase, uiBase, uiFromBase, type UiBase } from './ui-delta.js';
import { snapFirstView } from './ui.js';
import { tagNum } from './model/tags.js';
import type { DrawingDb as Db, TableName } from './db.js';
import type { Ctx } from '../core/context.js';
import type { DrawingRunReport } from '../ports/reactions.js';
import { statusLine } from './builtins/menucmd.js';
import { existingRegistry } from './reactors/registry.js';
import { couplingOf } from './coupling.js';
import { entryName } from './tables.js';

const SYMBOL_TABLES = new Set<string>(['LAYER', 'LTYPE', 'STYLE', 'DIMSTYLE']);

/** setvar's checks of table-backed variables (CLAYER, CELTYPE, TEXTSTYLE, CTAB, ...) against this database. */
function tableHooks(db: Db): SysvarHooks {
  const layout = (name: string) => [...db.layouts.values()].find((l) => l.toUpperCase() === name.toUpperCase());
  return {
    tableHas(table, name) {
      if (table === 'LAYOUT') return layout(name) !== undefined;
      if (!SYMBOL_TABLES.has(table)) return true;
      return db.tableEntry(table as TableName, name) !== undefined;
    },
    refuses(table, name) {
      // AutoCAD makes no frozen layer current ("You cannot ... make a frozen layer active")
      if (table !== 'LAYER') return false;
      const r = db.tableEntry('LAYER', name);
      return r !== undefined && (tagNum(r.body, 70) & 1) !== 0;
    },
    canonicalName(table, name) {
      if (table === 'LAYOUT') return layout(name);
      if (!SYMBOL_TABLES.has(table)) return undefined;
      const r = db.tableEntry(table as TableName, name);
      return r ? entryName(r.body) : undefined;
    },
  };
}

/** A fresh sysvar store (the class in sysvars.ts; the selection helper extends it). */
export function newSysvars(): DrawingSysvars {
  return new DefaultSysvars();
}

export class DrawingPortImpl implements DrawingPort {
  readonly drawing: Drawing;
  /** the first view built whole, shared with this port's clones: later views are built from it (ui-delta.ts) */
  private uiFamily: { base?: UiBase } = {};
  constructor(
    readonly db: DrawingDb,
    readonly sysvars: DrawingSysvars,
    readonly name: string,
  ) {
    this.drawing = new Drawing(db, sysvars, name);
    const events = this.drawing.events;
    const coupling = couplingOf(this.drawing);
    sysvars.setHooks({
      ...tableHooks(db),
      live: (n) => (n === 'DBMOD' ? coupling.modified : coupling.extents(n)),
      willChange: (n) => events.sysVarWillChange(n),
      changed: (n, ok) => {
        if (ok) coupling.changed(n);
        events.sysVarChanged(n, ok);
      },
    });
    sysvars.setRaw('DWGNAME', name);
    // what the drawing was opened with is the bottom of the undo stack
    this.drawing.undo.reset();
  }
  hash(): string {
    const base = this.uiFamily.base;
    return base ? hashFromBase(base, this.snap()) : hashSnap(this.snap());
  }
  private snap(): Snap {
    return takeSnapshot(this.db, this.sysvars);
  }
  snapshot(): DrawingState {
    return this.snap();
  }
  diff(before: DrawingState, after: DrawingState): DrawingDiff {
    return diffSnaps(before as Snap, after as Snap);
  }
  toUi(state: DrawingState): DrawingSnapshot {
    const s = state as Snap;
    const family = this.uiFamily;
    const ui = family.base && uiFromBase(family.base, s, this.name);
    if (ui) return ui;
    const built = uiBase(s, this.name);
    family.base ??= built;
    return built.ui;
  }
  firstView(state: DrawingState, hash?: string): FirstView {
    return snapFirstView(state as Snap, this.name, hash ?? this.hash());
  }
  services(): Record<string, unknown> {
    return { drawing: this.drawing };
  }
  toDxf(): string {
    // EXTMIN/EXTMAX are live (coupling.ts): measured once for the whole write
    return couplingOf(this.drawing).heldExtents(() => writeDxf(this.db, this.sysvars));
  }
  toDxfBytes(emit: (bytes: Uint8Array) => void): void {
    couplingOf(this.drawing).heldExtents(() => writeDxfBytes(this.db, this.sysvars, emit));
  }
  /** A fresh copy for the next run without a DXF round trip (the worker keeps this port pristine). */
  clone(): DrawingPortImpl {
    const sv = newSysvars();
    for (const [k, v] of this.sysvars.entries()) sv.setRaw(k, v);
    const port = new DrawingPortImpl(this.db.copy(), sv, this.name);
    port.drawing.undo.reset();
    port.uiFamily = this.uiFamily;
    return port;
  }
  /** The compact form for a worker (drawing/transfer/): typed arrays and a string table, no DXF. */
  toPortable(): CompactDrawing {
    return encodeDrawing(this);
  }
  serialize(): Uint8Array {
    const vars: Array<[string, unknown]> = [];
    for (const [k, v] of this.sysvars.entries()) {
      const e = encodeSysvarValue(v);
      if (e !== undefined) vars.push([k, e]);
    }
    return utf8Encode(`LWDB1\n${JSON.stringify({ name: this.name, vars })}\n${this.toDxf()}`);
  }
  lispWillStart(expr: string): void {
    this.drawing.events.lispWillStart(expr);
  }
  lispEnded(): void {
    this.drawing.events.lispEnded();
  }
  lispCancelled(): void {
    this.drawing.events.lispCancelled();
  }
  report(ctx: Ctx): DrawingRunReport {
    const out: DrawingRunReport = {};
    const reg = existingRegistry(this.drawing);
    if (reg && reg.fired.length) out.reactions = reg.fired.slice();
    if (reg && reg.dropped) out.reactionsDropped = reg.dropped;
    const line = ctx.catchAll(() => statusLine(ctx));
    if (line.ok && line.value !== '') out.statusLine = line.value;
    return out;
  }
  entityCount(): number {
    let n = 0;
    for (const r of this.db.ents) if (!r.deleted && this.db.isMain(r)) n++;
    return n;
  }
}

/** Open a DXF (text or bytes) with its HEADER loaded into a new sysvar store (`read`: the reader, for tests that compare readers). */
export function openDxf(input: string | Uint8Array, name: string, read: typeof readDxfDb = readDxfDb): DrawingPortImpl {
  const sv = newSysvars();
  const db = read(input, {
    header(vname, groups) {
      if (vname === 'ACADVER' || vname === 'HANDSEED') return;
      const v = headerToValue(vname, groups);
      if (v !== undefined) sv.setRaw(vname, v);
    },
  });
  return new DrawingPortImpl(db, sv, name);
}

export function emptyDrawing(name = 'Drawing1.dwg'): DrawingPortImpl {
  return new DrawingPortImpl(newDrawing(new DrawingDb()), newSysvars(), name);
}

/** The factory, typed with the concrete port (plus reading bytes with code-page decoding). */
export interface DrawingFactoryImpl extends DrawingFactory {
  empty(name?: string): DrawingPortImpl;
  fromDxf(text: string, name: string): DrawingPortImpl;
  fromDxfBytes(bytes: Uint8Array, name: string): DrawingPortImpl;
  deserialize(data: Uint8Array): DrawingPortImpl;
  fromPortable(p: PortableDrawing): DrawingPortImpl;
}

export const drawingFactory: DrawingFactoryImpl = {
  empty: (name?: string) => emptyDrawing(name),
  fromDxf: (text: string, name: string) => openDxf(text, name),
  fromDxfBytes: (bytes: Uint8Array, name: string) => openDxf(bytes, name),
  fromPortable(p: PortableDrawing): DrawingPortImpl {
    if (!isCompactDrawing(p)) throw new Error('not a compact Lispwright drawing');
    return decodeDrawing(p);
  },
  deserialize(data: Uint8Array): DrawingPortImpl {
    const text = utf8Decode(data);
    const a = text.indexOf('\n');
    const b = text.indexOf('\n', a + 1);
    if (text.slice(0, a) !== 'LWDB1' || b < 0) throw new Error('not a serialized Lispwright drawing');
    const meta = JSON.parse(text.slice(a + 1, b)) as { name: string; vars: Array<[string, PlainValue]> };
    const port = openDxf(text.slice(b + 1), meta.name);
    for (const [k, v] of meta.vars) port.sysvars.setRaw(k, decodeSysvarValue(v));
    // the restored variables are where this drawing starts, not changes UNDO could take back
    port.drawing.undo.reset();
    return port;
  },
};
