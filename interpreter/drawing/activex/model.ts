/*
 * The ActiveX object model's moving parts. A VLA-object (core/values.ts) points at an AxTarget:
 * which class implementation serves it and, for database objects, the record's handle — never a
 * copy of the record, so every property is computed from the groups the database holds right now
 * and entget and vla-get-* cannot disagree. An AxSession (one per run) hands out the VLA-objects:
 * one per underlying object, so `eq` is identity, with addresses counted from a fixed base in the
 * order objects are first reached (the same run prints the same addresses).
 */
import { raise } from '../../core/errors.js';
import { VlaObject, type Sym, type Value, type VlaTarget } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import type { Drawing } from '../drawing.js';
import type { DbRecord } from '../model/record.js';
import { catalogueClass, type CatalogueClass } from './catalogue.js';

/**
 * How a call hands values over: 'vla' (vla-* and vlax-get-property/-put-property/-invoke-method)
 * speaks variants, safearrays and :vlax-true/:vlax-false; 'lisp' (vlax-get/-put/-invoke) speaks
 * plain lists and -1/0.
 */
export type AxStyle = 'vla' | 'lisp';

/** Reads a property: the value in vla form (dispatch converts for the lisp style). */
export type Getter = (t: AxTarget, args: readonly Value[]) => Value;
/** Writes a property from a value in either style. */
export type Putter = (t: AxTarget, v: Value, style: AxStyle, args: readonly Value[]) => void;
/** Runs a method; returns its result in vla form, or as the style asks when `styled` is set. */
export type Method = (t: AxTarget, args: readonly Value[], style: AxStyle) => Value;

/** How one ActiveX class behaves. Names are the catalogue's canonical spellings, keyed lower-case. */
export interface ClassImpl {
  /** catalogue id ("Line", "ModelSpace", "Document") */
  readonly id: string;
  /** the interface name objects print with ("IAcadLine") */
  readonly iface: string;
  /** vlax-dump-object's first line: "; IAcadLine: <title>" */
  readonly title: string;
  readonly get: Readonly<Record<string, Getter>>;
  readonly put: Readonly<Record<string, Putter>>;
  readonly call: Readonly<Record<string, Method>>;
  /** a collection's members in iteration order */
  readonly members?: (t: AxTarget) => Value[];
  /** the catalogue's view of the class (members, writable flags) */
  readonly catalogue: CatalogueClass;
}

/**
 * A part of a class: its getters, putters, methods. A `shared` part (what every database object or
 * entity has) gives each class only the members the catalogue lists for it; any other part must
 * name catalogue members only (test/unit/activex/catalogue.test.ts checks it).
 */
export type ClassPart = Partial<Pick<ClassImpl, 'get' | 'put' | 'call' | 'members'>> & { readonly shared?: true };

/**
 * Build a class from parts (later parts win). The members are merged on first use, so a run
 * pays only for the classes it reaches; the catalogue id is checked then.
 */
export function defineClass(id: string, iface: string, title: string, parts: readonly ClassPart[]): ClassImpl {
  return new LazyClass(id, iface, title, parts);
}

interface Built {
  get: Record<string, Getter>;
  put: Record<string, Putter>;
  call: Record<string, Method>;
  members: ClassImpl['members'];
  catalogue: CatalogueClass;
}

class LazyClass implements ClassImpl {
  private built: Built | undefined;
  constructor(
    readonly id: string,
    readonly iface: string,
    readonly title: string,
    private readonly parts: readonly ClassPart[],
  ) {}

  private build(): Built {
    if (this.built) return this.built;
    const catalogue = catalogueClass(this.id);
    if (!catalogue) throw new Error(`ActiveX class ${this.id} is not in the catalogue`);
    const b: Built = { get: {}, put: {}, call: {}, members: undefined, catalogue };
    for (const p of this.parts) {
      const keep = (k: string, listed: { has(k: string): boolean }) => !p.shared || listed.has(k);
      for (const [k, f] of Object.entries(p.get ?? {})) if (keep(k.toLowerCase(), catalogue.props)) b.get[k.toLowerCase()] = f;
      for (const [k, f] of Object.entries(p.put ?? {})) if (keep(k.toLowerCase(), catalogue.writable)) b.put[k.toLowerCase()] = f;
      for (const [k, f] of Object.entries(p.call ?? {})) if (keep(k.toLowerCase(), catalogue.methods)) b.call[k.toLowerCase()] = f;
      if (p.members) b.members = p.members;
    }
    return (this.built = b);
  }

  get get(): Readonly<Record<string, Getter>> {
    return (this.built ?? this.build()).get;
  }
  get put(): Readonly<Record<string, Putter>> {
    return (this.built ?? this.build()).put;
  }
  get call(): Readonly<Record<string, Method>> {
    return (this.built ?? this.build()).call;
  }
  get members(): ClassImpl['members'] {
    return (this.built ?? this.build()).members;
  }
  get catalogue(): CatalogueClass {
    return (this.built ?? this.build()).catalogue;
  }
}

/** What a VLA-object stands for: a class and, for database objects, a handle. */
export class AxTarget implements VlaTarget {
  constructor(
    readonly session: AxSession,
    readonly cls: ClassImpl,
    /** the record's handle ("" for objects outside the database: Application, Utility, colours) */
    readonly handle: string,
    /** per-object data of objects outside the database (an AcCmColor's colour, a selection set) */
    public data: unknown = undefined,
  ) {}

  members(): Value[] | undefined {
    return this.cls.members?.(this);
  }

  get drawing(): Drawing {
    return this.session.drawing();
  }

  /** The record as the database holds it now; an erased object raises AutoCAD's error. */
  rec(): DbRecord {
    const db = this.session.drawing().db;
    const r = db.get(this.handle);
    if (!r || !db.isLive(r)) return raise('axAutomation', 'Object was erased');
    return r;
  }

  /** The record, or undefined when erased (vlax-erased-p, vlax-dump-object). */
  recIfLive(): DbRecord | undefined {
    const db = this.session.drawing().db;
    const r = db.get(this.handle);
    return r && db.isLive(r) ? r : undefined;
  }
}

const ADDRESS_BASE = 0x2a1b4c3d000;
const ADDRESS_STEP = 0x58;

/** One run's ActiveX state: the objects handed out, and the symbols the vla form uses. */
export class AxSession {
  private readonly objects = new Map<string, VlaObject>();
  private next = ADDRESS_BASE;
  readonly vlaxTrue: Sym;
  readonly vlaxFalse: Sym;
  readonly vlaxNull: Sym;

  constructor(readonly ctx: Ctx) {
    this.vlaxTrue = ctx.intern(':VLAX-TRUE');
    this.vlaxFalse = ctx.intern(':VLAX-FALSE');
    this.vlaxNull = ctx.intern(':VLAX-NULL');
  }

  /** The run's drawing (raises when the run has none). */
  drawing(): Drawing {
    const d = this.ctx.services['drawing'] as Drawing | undefined;
    if (!d) return raise('noDrawing');
    return d;
  }

  /** The one VLA-object for `key`, made by `make` the first time it is asked for. */
  object(key: string, make: () => AxTarget): VlaObject {
    let o = this.objects.get(key);
    if (!o || o.released) {
      const t = make();
      o = new VlaObject(t.cls.iface, this.nextAddress(), t);
      this.objects.set(key, o);
    }
    return o;
  }

  /** A fresh object that is never shared (a new AcCmColor from GetInterfaceObject, a Variant-like helper). */
  fresh(t: AxTarget): VlaObject {
    return new VlaObject(t.cls.iface, this.nextAddress(), t);
  }

  private nextAddress(): number {
    const a = this.next;
    this.next += ADDRESS_STEP;
    return a;
  }

  bool(b: boolean): Sym {
    return b ? this.vlaxTrue : this.vlaxFalse;
  }
}

const sessions = new WeakMap<Ctx, AxSession>();

/** The run's ActiveX session (made on first use). */
export function sessionOf(ctx: Ctx): AxSession {
  let s = sessions.get(ctx);
  if (!s) {
    s = new AxSession(ctx);
    sessions.set(ctx, s);
  }
  return s;
}

/** The target behind a VLA-object of this object model, or undefined (a released or foreign object). */
export function targetOf(o: VlaObject): AxTarget | undefined {
  return o.target instanceof AxTarget ? o.target : undefined;
}
