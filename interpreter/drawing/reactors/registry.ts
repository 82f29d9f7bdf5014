/*
 * The reactors of one drawing (one run) and the dispatcher that turns drawing events into
 * callback calls. Callbacks run in the run's interpreter, under its step budget: an error inside
 * a callback is printed as "; error: ..." and recorded, and the operation that fired the event
 * goes on (a reactor notification cannot fail a command in AutoCAD); a budget or cancel stops the
 * whole run as usual. Every call is recorded for RunResult.reactions.
 *
 * Owners of object reactors are VLA-objects in AutoCAD. Until the ActiveX layer exists enames are
 * accepted; `ownerHandle` is the seam: any owner value whose data carries a `handle` (a future
 * VLA-object) is matched the same way.
 */
import { prin1 } from '../../core/printer.js';
import { Cons, Ename, list, Opaque, Sym, Usubr, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import type { FiredReaction } from '../../ports/reactions.js';
import type { Drawing } from '../drawing.js';
import type { DrawingEvent } from '../events.js';
import { eventSpelling, EVENTS_FOR, OBJECT_EVENTS, type ReactorTypeInfo } from './types.js';

/** Fired reactions kept per run; later ones are counted, not kept. */
export const MAX_RECORDED_REACTIONS = 1000;
/** Callbacks that fire events whose callbacks fire events...: deeper chains are not followed. */
const MAX_NESTING = 8;

export class Reactor {
  added = true;
  persistent = false;
  notification: 'all-documents' | 'active-document-only' = 'active-document-only';
  /** the Lisp value: (type r) is VLR-object and it prints as #<VLR-Command-Reactor> */
  readonly value: Opaque;
  constructor(
    readonly type: ReactorTypeInfo,
    public data: Value,
    /** upper-case event name → callback (a symbol or a function) */
    readonly reactions: Map<string, Value>,
    public owners: Value[],
  ) {
    this.value = new Opaque('VLR-object', `#<${type.name.slice(1)}>`, this);
  }
}

/** The reactor behind a value, or undefined. */
export function reactorOf(v: Value): Reactor | undefined {
  return v instanceof Opaque && v.data instanceof Reactor ? v.data : undefined;
}

/** The handle an owner stands for: an ename of this drawing, or an object carrying a handle. */
export function ownerHandle(d: Drawing, owner: Value): string | undefined {
  if (owner instanceof Ename) return d.db.handleOf(owner);
  if (owner instanceof Opaque && owner.data && typeof (owner.data as { handle?: unknown }).handle === 'string') return (owner.data as { handle: string }).handle;
  return undefined;
}

export class ReactorRegistry {
  readonly reactors: Reactor[] = [];
  readonly fired: FiredReaction[] = [];
  dropped = 0;
  /** the event whose callback is running (vlr-current-reaction-name), upper case */
  current: string | null = null;
  private depth = 0;

  constructor(
    private readonly d: Drawing,
    private readonly ctx: Ctx,
  ) {
    d.events.on((e) => this.dispatch(e));
  }

  add(r: Reactor): Reactor {
    this.reactors.push(r);
    return r;
  }

  private dispatch(e: DrawingEvent): void {
    if (this.depth >= MAX_NESTING) return;
    const named = EVENTS_FOR[e.kind];
    if (named) {
      const params = paramsFor(e, this.ctx);
      for (const r of this.reactors.slice()) {
        if (!r.added || r.type.owners) continue;
        const fn = r.reactions.get(named);
        if (fn !== undefined) this.call(r, named, fn, [r.value, params]);
      }
      return;
    }
    const obj = OBJECT_EVENTS[e.kind];
    if (!obj || !('handle' in e)) return;
    const ename = this.d.db.ename(e.handle);
    for (const r of this.reactors.slice()) {
      if (!r.added) continue;
      if (r.type.owners) {
        if (!obj.object) continue;
        const fn = r.reactions.get(obj.object);
        if (fn === undefined) continue;
        for (const owner of r.owners) if (ownerHandle(this.d, owner) === e.handle) this.call(r, obj.object, fn, [owner, r.value, null]);
      } else if (r.type.name === ':VLR-AcDb-Reactor') {
        const fn = r.reactions.get(obj.acdb);
        // the first element is the database VLA-object in AutoCAD (nil until ActiveX exists)
        if (fn !== undefined) this.call(r, obj.acdb, fn, [r.value, list([null, ename])]);
      }
    }
  }

  private call(r: Reactor, event: string, fn: Value, args: Value[]): void {
    const rec: FiredReaction = {
      reactor: r.type.name,
      event: eventSpelling(event),
      callback: fn instanceof Sym ? fn.name : fn instanceof Usubr && fn.name ? fn.name : '-lambda-',
      args: args.map((a) => prin1(a)),
      ok: true,
    };
    if (this.fired.length < MAX_RECORDED_REACTIONS) this.fired.push(rec);
    else this.dropped++;
    const saved = this.current;
    this.current = event;
    this.depth++;
    try {
      const out = this.ctx.catchAll(() => this.ctx.apply(fn, args));
      if (!out.ok) {
        rec.ok = false;
        rec.error = out.message;
        this.ctx.write(`; error: ${out.message}\n`);
      }
    } finally {
      this.depth--;
      this.current = saved;
    }
  }
}

function paramsFor(e: DrawingEvent, ctx: Ctx): Value {
  switch (e.kind) {
    case 'commandWillStart':
    case 'commandEnded':
    case 'commandCancelled':
    case 'commandFailed':
    case 'unknownCommand':
      return list([e.command]);
    case 'lispWillStart':
      return list([e.expr.split('\n')[0] ?? '']);
    case 'sysVarWillChange':
      return list([e.name]);
    case 'sysVarChanged':
      return list([e.name, e.ok ? ctx.T : null]);
    default:
      return null;
  }
}

const KEY = 'reactors';

/** The drawing's reactor registry, made (and subscribed to its events) on first use. */
export function registryOf(d: Drawing, ctx: Ctx): ReactorRegistry {
  let r = d.extensions.get(KEY) as ReactorRegistry | undefined;
  if (!r) {
    r = new ReactorRegistry(d, ctx);
    d.extensions.set(KEY, r);
  }
  return r;
}

/** The registry if any reactor was ever made in this drawing. */
export const existingRegistry = (d: Drawing): ReactorRegistry | undefined => d.extensions.get(KEY) as ReactorRegistry | undefined;

/** (event . callback) pairs → the reactions map (events upper-cased; AutoCAD matches them so). */
export function reactionsFrom(v: Value, bad: (v: Value) => never): Map<string, Value> {
  const m = new Map<string, Value>();
  for (let c: Value = v; c instanceof Cons; c = c.cdr) {
    const pair = c.car;
    if (!(pair instanceof Cons) || !(pair.car instanceof Sym)) bad(pair);
    m.set((pair.car as Sym).name, pair.cdr);
  }
  return m;
}
