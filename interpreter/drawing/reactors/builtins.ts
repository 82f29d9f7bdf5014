/*
 * The vlr-* family: reactor constructors for every reactor type, and the functions that query,
 * enable, disable and edit reactors. Reactors live in the run's drawing (registry.ts) and fire
 * from the drawing's event bus. Persistence is recorded (vlr-pers-list answers) but a run never
 * saves reactors anywhere.
 */
import { argList, argSymbol } from '../../builtins/assert.js';
import { defineBuiltins, selfEvaluating, type BuiltinDef } from '../../builtins/registry.js';
import { raiseBadArg } from '../../core/errors.js';
import { Cons, list, toArray, type Sym, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { drawingOf } from '../drawing.js';
import { ownerHandle, reactionsFrom, Reactor, reactorOf, registryOf, type ReactorRegistry } from './registry.js';
import { REACTOR_TYPES, TYPE_BY_NAME, type ReactorTypeInfo } from './types.js';

/** A reactor type's symbol (self-evaluating, printing as AutoCAD spells it: :VLR-Command-Reactor). */
const typeSym = (ctx: Ctx, t: ReactorTypeInfo): Sym => ctx.intern(t.name);

/** Reactor type and event names evaluate to themselves, so programs may write them unquoted. */
function names(): BuiltinDef[] {
  const out = new Map<string, BuiltinDef>();
  for (const t of REACTOR_TYPES) {
    out.set(t.name.toUpperCase(), selfEvaluating(t.name, `${t.name} — A reactor type (evaluates to itself).`));
    for (const e of t.events) if (!out.has(e.toUpperCase())) out.set(e.toUpperCase(), selfEvaluating(e.toUpperCase(), `${e} — A reactor event (evaluates to itself).`));
  }
  return [...out.values()];
}

const argReactor = (v: Value): Reactor => reactorOf(v) ?? raiseBadArg('VLR-object-p', v);
const registry = (ctx: Ctx): ReactorRegistry => registryOf(drawingOf(ctx), ctx);

function argType(v: Value): ReactorTypeInfo {
  const s = argSymbol(v);
  return TYPE_BY_NAME.get(s.name) ?? raiseBadArg('VLR-type-p', v);
}

function argOwners(ctx: Ctx, v: Value): Value[] {
  const d = drawingOf(ctx);
  const owners = toArray(argList(v));
  for (const o of owners) if (ownerHandle(d, o) === undefined) raiseBadArg('VLA-object', o);
  return owners;
}

/** ((:VLR-Command-Reactor #<...> ...) ...) for the given types (all when none). */
function grouped(ctx: Ctx, reactors: readonly Reactor[], types: readonly ReactorTypeInfo[] | null): Value {
  const out: Value[] = [];
  for (const t of REACTOR_TYPES) {
    if (types && !types.includes(t)) continue;
    const of = reactors.filter((r) => r.type === t);
    if (of.length) out.push(list([typeSym(ctx, t), ...of.map((r) => r.value)]));
  }
  return list(out);
}

function constructor(t: ReactorTypeInfo): BuiltinDef {
  const sig = t.owners ? `(${t.ctor} owners data callbacks)` : `(${t.ctor} data callbacks)`;
  return {
    name: t.ctor,
    min: t.owners ? 3 : 2,
    max: t.owners ? 3 : 2,
    doc: `${sig} — Makes an enabled ${t.name.slice(1)}; callbacks is a list of (event . function).`,
    fn: (args, ctx) => {
      const [ownersArg, data, callbacks] = t.owners ? args : [null, ...args];
      const owners = t.owners ? argOwners(ctx, ownersArg as Value) : [];
      const reactions = reactionsFrom(argList(callbacks as Value), (bad) => raiseBadArg('consp', bad));
      return registry(ctx).add(new Reactor(t, data as Value, reactions, owners)).value;
    },
  };
}

const one = (name: string, doc: string, fn: (r: Reactor, ctx: Ctx) => Value): BuiltinDef => ({
  name, min: 1, max: 1, doc, fn: ([r], ctx) => fn(argReactor(r as Value), ctx),
});

export const REACTOR_BUILTINS = defineBuiltins([
  ...names(),
  ...REACTOR_TYPES.map(constructor),
  {
    name: 'vlr-reactors', min: 0, max: Infinity, doc: '(vlr-reactors [type ...]) — The enabled reactors, grouped by type: ((:VLR-Command-Reactor #<VLR-Command-Reactor>) ...).',
    fn: (args, ctx) => grouped(ctx, registry(ctx).reactors.filter((r) => r.added), args.length ? args.map(argType) : null),
  },
  {
    name: 'vlr-remove-all', min: 0, max: Infinity, doc: '(vlr-remove-all [type ...]) — Disables every reactor (of the given types); returns them grouped by type, or nil.',
    fn: (args, ctx) => {
      const types = args.length ? args.map(argType) : null;
      const gone = registry(ctx).reactors.filter((r) => r.added && (!types || types.includes(r.type)));
      for (const r of gone) r.added = false;
      return grouped(ctx, gone, types);
    },
  },
  one('vlr-add', '(vlr-add reactor) — Enables a disabled reactor; returns it.', (r) => ((r.added = true), r.value)),
  one('vlr-remove', '(vlr-remove reactor) — Disables a reactor (it can be enabled again with vlr-add); returns it.', (r) => ((r.added = false), r.value)),
  one('vlr-added-p', '(vlr-added-p reactor) — T when the reactor is enabled, nil otherwise.', (r, ctx) => (r.added ? ctx.T : null)),
  one('vlr-data', '(vlr-data reactor) — The application data stored with the reactor.', (r) => r.data),
  {
    name: 'vlr-data-set', min: 2, max: 2, doc: '(vlr-data-set reactor data) — Replaces the reactor\'s application data; returns data.',
    fn: ([r, v]) => ((argReactor(r as Value).data = v as Value), v as Value),
  },
  one('vlr-owners', '(vlr-owners reactor) — The objects an object reactor watches.', (r) => list(r.owners)),
  {
    name: 'vlr-owner-add', min: 2, max: 2, doc: '(vlr-owner-add reactor owner) — Adds an object to an object reactor\'s owners; returns the owner.',
    fn: ([r, o], ctx) => {
      const re = argReactor(r as Value);
      const [owner] = argOwners(ctx, list([o as Value]));
      if (!re.owners.includes(owner as Value)) re.owners.push(owner as Value);
      return owner as Value;
    },
  },
  {
    name: 'vlr-owner-remove', min: 2, max: 2, doc: '(vlr-owner-remove reactor owner) — Removes an object from an object reactor\'s owners; returns the owner.',
    fn: ([r, o]) => {
      const re = argReactor(r as Value);
      re.owners = re.owners.filter((x) => x !== o);
      return o as Value;
    },
  },
  one('vlr-pers', '(vlr-pers reactor) — Makes the reactor persistent (saved with the drawing in AutoCAD); returns it.', (r) => ((r.persistent = true), r.value)),
  one('vlr-pers-release', '(vlr-pers-release reactor) — Makes a persistent reactor transient again; returns it.', (r) => ((r.persistent = false), r.value)),
  one('vlr-pers-p', '(vlr-pers-p reactor) — The reactor when it is persistent, nil otherwise.', (r) => (r.persistent ? r.value : null)),
  {
    name: 'vlr-pers-list', min: 0, max: 1, doc: '(vlr-pers-list [type]) — The persistent reactors (of a type), or nil.',
    fn: ([t], ctx) => {
      const type = t === undefined || t === null ? null : argType(t);
      return list(registry(ctx).reactors.filter((r) => r.persistent && (!type || r.type === type)).map((r) => r.value));
    },
  },
  {
    name: 'vlr-reaction-set', min: 3, max: 3, doc: '(vlr-reaction-set reactor event function) — Sets (or replaces) the callback for an event; returns the function.',
    fn: ([r, e, f]) => {
      argReactor(r as Value).reactions.set(argSymbol(e as Value).name, f as Value);
      return f as Value;
    },
  },
  one('vlr-reactions', '(vlr-reactions reactor) — The reactor\'s (event . function) pairs.', (r, ctx) => list([...r.reactions].map(([e, f]) => new Cons(ctx.intern(e), f)))),
  one('vlr-type', '(vlr-type reactor) — The reactor\'s type, e.g. :VLR-Command-Reactor.', (r, ctx) => typeSym(ctx, r.type)),
  { name: 'vlr-types', min: 0, max: 0, doc: '(vlr-types) — Every reactor type.', fn: (_a, ctx) => list(REACTOR_TYPES.map((t) => typeSym(ctx, t))) },
  {
    name: 'vlr-reaction-name', min: 1, max: 1, doc: '(vlr-reaction-name type) — The events a reactor type can answer.',
    fn: ([t], ctx) => list(argType(t as Value).events.map((e) => ctx.intern(e))),
  },
  {
    name: 'vlr-current-reaction-name', min: 0, max: 0, doc: '(vlr-current-reaction-name) — The event whose callback is running, or nil outside callbacks.',
    fn: (_a, ctx) => {
      const cur = registry(ctx).current;
      return cur ? ctx.intern(cur) : null;
    },
  },
  one('vlr-notification', "(vlr-notification reactor) — 'active-document-only (the default) or 'all-documents.", (r, ctx) => ctx.intern(r.notification.toUpperCase())),
  {
    name: 'vlr-set-notification', min: 2, max: 2, doc: "(vlr-set-notification reactor 'all-documents|'active-document-only) — When the reactor fires; returns the reactor.",
    fn: ([r, range]) => {
      const re = argReactor(r as Value);
      const s = argSymbol(range as Value).name;
      if (s !== 'ALL-DOCUMENTS' && s !== 'ACTIVE-DOCUMENT-ONLY') raiseBadArg('symbolp', range as Value);
      re.notification = s === 'ALL-DOCUMENTS' ? 'all-documents' : 'active-document-only';
      return re.value;
    },
  },
  {
    name: 'vlr-trace-reaction', min: 0, max: Infinity, doc: '(vlr-trace-reaction args ...) — A ready-made callback that traces its arguments (to the run\'s fired reactions); returns nil.',
    fn: () => null,
  },
  { name: 'vl-load-reactors', min: 0, max: 0, doc: '(vl-load-reactors) — Loads reactor support (always loaded here); returns nil.', fn: () => null },
  { name: 'vlr-beep-reaction', min: 0, max: Infinity, doc: '(vlr-beep-reaction args ...) — A ready-made callback that beeps; returns nil.', fn: () => null },
]);
