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

/** How a signature's arguments print in the doc line: optional ones in brackets. */
const readable = (args: string): string => args.split(' ').map((a) => (a.endsWith('?') ? `[${a.slice(0, -1)}]` : a)).join(' ');

/**
 * One vla- row. Its doc line is written when first read: the 2,101 rows are made at every start
 * of a run's host (the CLI's eval, a new worker), and only the editor and the agent read docs.
 */
class VlaRow implements BuiltinDef {
  readonly min = 1;
  readonly max = Infinity;
  readonly name: string;
  fn: BuiltinDef['fn'] = () => null;
  fn1?: BuiltinDef['fn1'];
  constructor(
    private readonly spelled: string,
    private readonly kind: 'get' | 'put' | 'call',
    private readonly member: string,
    private readonly args: string,
  ) {
    this.name = spelled.toLowerCase();
  }
  get doc(): string {
    const indexed = INDEXED.has(this.member.toLowerCase());
    if (this.kind === 'get') return `(${this.spelled} ${indexed ? 'Object Index' : readable(this.args)}) — Reads the ActiveX property ${this.member}.`;
    if (this.kind === 'put') return `(${this.spelled} ${indexed ? 'Object Index NewValue' : readable(this.args)}) — Sets the ActiveX property ${this.member}; returns nil.`;
    return `(${this.spelled} ${readable(this.args)}) — Calls the ActiveX method ${this.member}.`;
  }
}

function getter(name: string, prop: string, min: number, max: number, args: string): BuiltinDef {
  const key = prop.toLowerCase();
  const most = INDEXED.has(key) ? max + 1 : max;
  const has = (t: AxTarget) => hasProperty(t, prop, false);
  const row = new VlaRow(name, 'get', prop, args);
  row.fn = (a) => getProperty(checked(a, min, most, has, prop), prop, 'vla', a.slice(1));
  row.fn1 = (o) => {
    const t = argTarget(o);
    const g = t.cls.get[key];
    return g ? g(t, NO_ARGS) : getProperty(t, prop, 'vla');
  };
  return row;
}

function putter(name: string, prop: string, min: number, max: number, args: string): BuiltinDef {
  const indexed = INDEXED.has(prop.toLowerCase());
  const has = (t: AxTarget) => hasProperty(t, prop, false);
  const row = new VlaRow(name, 'put', prop, args);
  row.fn = (a) => putProperty(checked(a, indexed ? min + 1 : min, indexed ? max + 1 : max, has, prop), prop, a[a.length - 1]!, 'vla', a.slice(1, -1));
  return row;
}

function method(name: string, member: string, min: number, max: number, args: string): BuiltinDef {
  const has = (t: AxTarget) => hasMethod(t, member);
  const row = new VlaRow(name, 'call', member, args);
  row.fn = (a) => invokeMethod(checked(a, min, max, has, member), member, a.slice(1), 'vla');
  return row;
}

function generate(): BuiltinDef[] {
  const out: BuiltinDef[] = [];
  for (const [name, min, max, args] of catalogueFunctions()) {
    if (name.length < 5 || name.slice(0, 4).toLowerCase() !== 'vla-') continue;
    const prefix = name.slice(4, 8).toLowerCase();
    if (prefix === 'get-' && name.length > 8) out.push(getter(name, name.slice(8), min, max, args));
    else if (prefix === 'put-' && name.length > 8) out.push(putter(name, name.slice(8), min, max, args));
    else out.push(method(name, name.slice(4), min, max, args));
  }
  return out;
}

/** The vla- rows, made when called (activex/index.ts makes them once, on a run's first vla- name). */
export const makeVlaBuiltins = (): readonly BuiltinDef[] => defineBuiltins(generate());
