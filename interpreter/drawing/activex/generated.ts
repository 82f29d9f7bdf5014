/*
 * The vla- functions, one per name the catalogue lists (vla-get-X, vla-put-X, vla-X — 2,101 of
 * them) and no others, so (vla-put-SetBulge ...) is "no function definition" as in AutoCAD. Each
 * reaches its member through dispatch.ts in the vla style; a name the object does not have is
 * AutoCAD's "unknown name" error with the member spelled as the type library spells it. As in
 * AutoCAD, the name is looked up on the object before the argument count is checked
 * ((vla-SetBulge modelSpace pline 0 0.5) is "unknown name: SetBulge"), so the registry takes any
 * number of arguments after the object. The indexed Coordinate property takes its index after the
 * object ((vla-get-Coordinate pl 0)).
 */
import { raise } from '../../core/errors.js';
import type { Value } from '../../core/values.js';
import { defineBuiltins, type BuiltinDef } from '../../builtins/registry.js';
import { catalogueFunctions } from './catalogue.js';
import { argTarget, getProperty, hasMethod, hasProperty, invokeMethod, putProperty } from './dispatch.js';
import type { AxTarget } from './model.js';

const NO_ARGS: readonly Value[] = [];
/** Properties with an index argument the signatures leave out. */
const INDEXED = new Set(['coordinate']);

/** The object of a call, once its member is known to exist there with this many arguments. */
function checked(a: readonly Value[], min: number, max: number, has: (t: AxTarget) => boolean, name: string): AxTarget {
  const t = argTarget(a[0]!);
  if (!has(t)) return raise('axUnknownName', name);
  if (a.length < min) return raise('tooFewArgs');
  if (a.length > max) return raise('tooManyArgs');
  return t;
}

function getter(name: string, prop: string, min: number, max: number, args: string): BuiltinDef {
  const key = prop.toLowerCase();
  const indexed = INDEXED.has(key);
  const most = indexed ? max + 1 : max;
  const has = (t: AxTarget) => hasProperty(t, prop, false);
  return {
    name: name.toLowerCase(),
    min: 1,
    max: Infinity,
    doc: `(${name} ${indexed ? 'Object Index' : args}) — Reads the ActiveX property ${prop}.`,
    fn: (a) => getProperty(checked(a, min, most, has, prop), prop, 'vla', a.slice(1)),
    fn1: (o) => {
      const t = argTarget(o);
      const g = t.cls.get[key];
      return g ? g(t, NO_ARGS) : getProperty(t, prop, 'vla');
    },
  };
}

function putter(name: string, prop: string, min: number, max: number, args: string): BuiltinDef {
  const indexed = INDEXED.has(prop.toLowerCase());
  const has = (t: AxTarget) => hasProperty(t, prop, false);
  return {
    name: name.toLowerCase(),
    min: 1,
    max: Infinity,
    doc: `(${name} ${indexed ? 'Object Index NewValue' : args}) — Sets the ActiveX property ${prop}; returns nil.`,
    fn: (a) => putProperty(checked(a, indexed ? min + 1 : min, indexed ? max + 1 : max, has, prop), prop, a[a.length - 1]!, 'vla', a.slice(1, -1)),
  };
}

function method(name: string, member: string, min: number, max: number, args: string): BuiltinDef {
  const has = (t: AxTarget) => hasMethod(t, member);
  return {
    name: name.toLowerCase(),
    min: 1,
    max: Infinity,
    doc: `(${name} ${args}) — Calls the ActiveX method ${member}.`,
    fn: (a) => invokeMethod(checked(a, min, max, has, member), member, a.slice(1), 'vla'),
  };
}

function generate(): BuiltinDef[] {
  const out: BuiltinDef[] = [];
  for (const [name, min, max, args] of catalogueFunctions()) {
    const m = /^vla-(get-|put-)?(.+)$/i.exec(name);
    if (!m) continue;
    const kind = m[1]?.toLowerCase();
    const member = m[2]!;
    const sig = args.replace(/\?/g, '');
    const readable = args.split(' ').map((a) => (a.endsWith('?') ? `[${a.slice(0, -1)}]` : a)).join(' ');
    if (kind === 'get-') out.push(getter(name, member, min, max, readable || sig));
    else if (kind === 'put-') out.push(putter(name, member, min, max, readable || sig));
    else out.push(method(name, member, min, max, readable || sig));
  }
  return out;
}

export const VLA_BUILTINS = defineBuiltins(generate());
