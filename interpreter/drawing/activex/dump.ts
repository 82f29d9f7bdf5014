/*
 * An object's property listing as vlax-dump-object prints it — each property with (RO) when it
 * cannot be written and its value in the LISP form the dump shows (booleans -1/0, arrays as lists
 * cut after six items, the indexed Coordinate not shown) — and the methods with their argument
 * counts. vlax-dump-object and the workbench's inspector both read it.
 */
import { prin1 } from '../../core/printer.js';
import { Cons, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { catalogueFunctions } from './catalogue.js';
import { lispify } from './convert.js';
import { getProperty } from './dispatch.js';
import type { AxTarget } from './model.js';

export interface DumpRow {
  name: string;
  readOnly: boolean;
  /** the value as the dump prints it; "(not simulated in Lispwright)" for members Lispwright does not model */
  shown: string;
}

/** A dumped value: lists longer than six elements end in "...". */
function dumpValue(v: Value): string {
  const l = lispify(v);
  if (l instanceof Cons) {
    const items: string[] = [];
    let n = 0;
    let c: Value = l;
    for (; c instanceof Cons && n < 6; c = c.cdr, n++) items.push(prin1(c.car));
    return c instanceof Cons ? `(${items.join(' ')} ... )` : prin1(l);
  }
  return prin1(l);
}

export function dumpProperties(ctx: Ctx, t: AxTarget): DumpRow[] {
  const cat = t.cls.catalogue;
  const rows: DumpRow[] = [];
  for (const [key, name] of cat.props) {
    let shown: string;
    if (key === 'coordinate') shown = '...Indexed contents not shown...';
    else if (!t.cls.get[key]) shown = '(not simulated in Lispwright)';
    else {
      const r = ctx.catchAll(() => getProperty(t, name, 'vla'));
      shown = r.ok ? dumpValue(r.value) : 'Exception occurred';
    }
    rows.push({ name, readOnly: !cat.writable.has(key), shown });
  }
  return rows;
}

let methodArity: Map<string, number> | undefined;
/** How many arguments (after the object) a method takes, as vlax-dump-object lists it. */
export function methodArgCount(method: string): number {
  if (!methodArity) {
    methodArity = new Map();
    for (const [name, , max] of catalogueFunctions()) if (!/^vla-(get|put)-/i.test(name)) methodArity.set(name.slice(4).toLowerCase(), max - 1);
  }
  return methodArity.get(method.toLowerCase()) ?? 0;
}

/** The dump's text (what vlax-dump-object prints). */
export function dumpText(ctx: Ctx, t: AxTarget, methods: boolean): string {
  const lines = [`; ${t.cls.iface}: ${t.cls.title}`, '; Property values:'];
  for (const r of dumpProperties(ctx, t)) lines.push(`;   ${r.name}${r.readOnly ? ' (RO)' : ''} = ${r.shown}`);
  if (methods) {
    lines.push('; Methods supported:');
    for (const name of t.cls.catalogue.methods.values()) lines.push(`;   ${name} (${methodArgCount(name)})`);
  }
  return `${lines.join('\n')}\n`;
}
