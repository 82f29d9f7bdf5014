/*
 * System variables: every variable AutoCAD has (sysvar-inventory.ts: the generated inventory
 * under the curated table of sysvar-table.ts) with setvar's rules. The store keeps the curated
 * variables and anything set or loaded; the rest of the inventory answers getvar with its default
 * without being copied into each drawing (snapshots, hashes and diffs stay small). `set` is what (setvar ...)
 * does: unknown names, read-only variables, wrong types and out-of-range values are rejected with
 * AutoCAD's "AutoCAD variable setting rejected: "NAME" value" (ERRNO 20 read-only, 21 zero not
 * allowed, 22 out of range). Table-backed names (CLAYER, CELTYPE, TEXTSTYLE, CTAB, ...) are checked
 * through an optional hook the drawing database supplies; without it any name is accepted.
 * `setRaw` bypasses every rule (DXF HEADER loading, ERRNO, UCS changes) and keeps unknown names.
 * With an undo journal attached (undo.ts) every change records how to put the old value back,
 * except the variables that describe the session rather than the drawing (NOT_UNDONE).
 */
import { raise, showInMessage } from '../core/errors.js';
import { Cons, list, Real, type Value } from '../core/values.js';
import type { SysvarStore } from '../core/context.js';
import { allSysvarDefs, sysvarDef } from './sysvar-inventory.js';
import { COLOR_NAMES, LINEWEIGHTS, SYSVAR_DEFS, type SysvarDef } from './sysvar-table.js';
import type { Journaled, UndoJournal } from './undo.js';

/** Variables UNDO leaves alone: the command line's own state and error codes. */
const NOT_UNDONE = new Set(['ERRNO', 'CMDACTIVE', 'CMDNAMES', 'LASTPROMPT', 'UNDOCTL', 'UNDOMARKS', 'CMDECHO']);

export interface SysvarHooks {
  /** Does the symbol table (LAYER, LTYPE, STYLE, DIMSTYLE, LAYOUT, MLINESTYLE) have this entry? */
  tableHas(table: string, name: string): boolean;
  /** The entry's name as stored (so CLAYER keeps the layer's own spelling); optional. */
  canonicalName?(table: string, name: string): string | undefined;
  /** Is this existing entry one the variable may not name? (CLAYER: a frozen layer cannot be made current.) */
  refuses?(table: string, name: string): boolean;
  /** Variables whose value is the drawing's live state (DBMOD, EXTMIN/EXTMAX), read instead of the stored value. */
  live?(name: string): Value | undefined;
  /** setvar is about to change a known variable (the drawing's event bus). */
  willChange?(name: string): void;
  /** setvar changed it, or refused the value (ok false). */
  changed?(name: string, ok: boolean): void;
}

const CHECK_TABLE: Record<string, string> = {
  layer: 'LAYER', ltype: 'LTYPE', style: 'STYLE', dimstyle: 'DIMSTYLE', layout: 'LAYOUT', mlstyle: 'MLINESTYLE',
};
/** Variables a drawing may answer live (SysvarHooks.live); snapshots keep their stored value. */
const LIVE: ReadonlySet<string> = new Set(['DBMOD', 'EXTMIN', 'EXTMAX']);
const PDMODES = new Set([0, 1, 2, 3, 4, 32, 33, 34, 35, 36, 64, 65, 66, 67, 68, 96, 97, 98, 99, 100]);

/** The value a definition starts with in a new drawing (the imperial template). */
export function initialValue(d: SysvarDef): Value {
  switch (d.type) {
    case 'int':
      return d.value as number;
    case 'real':
      return new Real(d.value as number);
    case 'str':
      return d.value as string;
    default:
      return list((d.value as number[]).map((n) => new Real(n)));
  }
}

/** The definition of a system variable (for completion, docs and the agent), or undefined. */
export const sysvarDefinition = (name: string): SysvarDef | undefined => sysvarDef(name.toUpperCase());
export const sysvarNames = (): string[] => [...allSysvarDefs().keys()];

export class SysvarTable implements SysvarStore, Journaled {
  private readonly values = new Map<string, Value>();
  private hooks: SysvarHooks | undefined;
  journal: UndoJournal | null = null;

  constructor(hooks?: SysvarHooks) {
    this.hooks = hooks;
    for (const d of SYSVAR_DEFS) this.values.set(d.name, initialValue(d));
  }

  /** Attach the table lookups once the drawing exists. */
  setHooks(hooks: SysvarHooks | undefined): void {
    this.hooks = hooks;
  }

  get(name: string): Value | undefined {
    const key = name.toUpperCase();
    if (LIVE.has(key) && this.hooks?.live) {
      const l = this.hooks.live(key);
      if (l !== undefined) return l;
    }
    const v = this.values.get(key);
    if (v !== undefined) return v;
    const d = sysvarDef(key);
    return d ? initialValue(d) : undefined;
  }

  /** The stored value (a loaded drawing's header value), bypassing live answers. */
  stored(name: string): Value | undefined {
    return this.values.get(name.toUpperCase());
  }

  has(name: string): boolean {
    const key = name.toUpperCase();
    return this.values.has(key) || sysvarDef(key) !== undefined;
  }

  /** Set without validation (DXF HEADER loading, ERRNO); unknown names are kept. */
  setRaw(name: string, value: Value): void {
    this.store(name.toUpperCase(), value);
  }

  private store(key: string, value: Value): void {
    const j = this.journal;
    if (j && !NOT_UNDONE.has(key)) {
      const had = this.values.has(key);
      const old = this.values.get(key);
      j.record(() => {
        if (had) this.values.set(key, old as Value);
        else this.values.delete(key);
      });
    }
    this.values.set(key, value);
  }

  entries(): IterableIterator<[string, Value]> {
    return this.values.entries();
  }

  set(name: string, value: Value): Value {
    const key = name.toUpperCase();
    const def = sysvarDef(key);
    if (!def) {
      if (this.values.has(key)) {
        // a HEADER variable we keep but do not model: same type as stored
        if (typeof value !== typeof this.values.get(key)) this.reject(name, value, 22);
        this.store(key, value);
        return value;
      }
      return this.reject(name, value, 0);
    }
    if (def.readOnly) return this.reject(name, value, 20);
    const h = this.hooks;
    h?.willChange?.(key);
    let checked: Value;
    try {
      checked = this.validate(def, name, value);
    } catch (e) {
      h?.changed?.(key, false);
      throw e;
    }
    this.store(key, checked);
    h?.changed?.(key, true);
    return value;
  }

  private reject(name: string, value: Value, errno: number): never {
    if (errno) this.values.set('ERRNO', errno);
    return raise('sysvarRejected', showInMessage(name), showInMessage(value));
  }

  private validate(def: SysvarDef, name: string, value: Value): Value {
    switch (def.type) {
      case 'int': {
        if (typeof value !== 'number') return this.reject(name, value, 22);
        if ((def.min !== undefined && value < def.min) || (def.max !== undefined && value > def.max)) return this.reject(name, value, 22);
        if (def.check === 'lweight' && !LINEWEIGHTS.has(value)) return this.reject(name, value, 22);
        if (def.check === 'pdmode' && !PDMODES.has(value)) return this.reject(name, value, 22);
        return value;
      }
      case 'real': {
        const n = typeof value === 'number' ? value : value instanceof Real ? value.v : NaN;
        if (!Number.isFinite(n)) return this.reject(name, value, 22);
        if (def.check === 'positive' && n <= 0) return this.reject(name, value, n === 0 ? 21 : 22);
        if (def.check === 'nonneg' && n < 0) return this.reject(name, value, 22);
        if ((def.min !== undefined && n < def.min) || (def.max !== undefined && n > def.max)) return this.reject(name, value, 22);
        return new Real(n);
      }
      case 'str': {
        if (typeof value !== 'string') return this.reject(name, value, 22);
        return this.checkString(def, name, value);
      }
      default: {
        const pts: number[] = [];
        let c: Value = value;
        for (; c instanceof Cons; c = c.cdr) {
          const x = c.car;
          if (typeof x === 'number') pts.push(x);
          else if (x instanceof Real) pts.push(x.v);
          else return this.reject(name, value, 22);
        }
        if (c !== null || pts.length < 2 || pts.length > 3) return this.reject(name, value, 22);
        const want = def.type === 'pt2' ? 2 : 3;
        while (pts.length < want) pts.push(0);
        return list(pts.slice(0, want).map((n) => new Real(n)));
      }
    }
  }

  private checkString(def: SysvarDef, name: string, value: string): Value {
    const up = value.toUpperCase();
    switch (def.check) {
      case 'color': {
        if (up === 'BYLAYER' || up === 'BYBLOCK') return up;
        if (COLOR_NAMES.has(up)) return String(COLOR_NAMES.get(up));
        if (/^\d{1,3}$/.test(value) && +value >= 1 && +value <= 255) return String(+value);
        const rgb = /^RGB:(\d{1,3}),(\d{1,3}),(\d{1,3})$/.exec(up.replace(/\s+/g, ''));
        if (rgb && rgb.slice(1).every((n) => +n <= 255)) return `RGB:${rgb[1]},${rgb[2]},${rgb[3]}`;
        return this.reject(name, value, 27);
      }
      case 'ltype':
        if (up === 'BYLAYER') return 'ByLayer';
        if (up === 'BYBLOCK') return 'ByBlock';
        return this.tableName('LTYPE', name, value, 26);
      case undefined:
      case 'positive':
      case 'nonneg':
      case 'lweight':
      case 'pdmode':
        return value;
      default:
        return this.tableName(CHECK_TABLE[def.check]!, name, value, def.check === 'layer' ? 25 : def.check === 'style' ? 28 : 22);
    }
  }

  private tableName(table: string, name: string, value: string, errno: number): Value {
    if (value === '') return this.reject(name, value, errno);
    const h = this.hooks;
    if (!h) return value;
    if (!h.tableHas(table, value) || h.refuses?.(table, value)) return this.reject(name, value, errno);
    return h.canonicalName?.(table, value) ?? value;
  }
}

/** The name the language core and the drawing database already use. */
export const DefaultSysvars = SysvarTable;
export type DefaultSysvars = SysvarTable;
