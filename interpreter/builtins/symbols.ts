/*
 * Symbols and namespaces: set type atoms-family vl-symbol-name vl-symbol-value vl-bb-set vl-bb-ref
 * vl-doc-set vl-doc-ref vl-load-com ver.
 *
 * Lispwright runs one document with one namespace, so vl-doc-set/vl-doc-ref read and write the
 * symbol's ordinary value; the blackboard (vl-bb-*) is a separate per-run table, as in AutoCAD.
 */
import { CatchAllError, Cons, Ename, LispFile, Opaque, PickSet, Real, SafeArray, Subr, Sym, Usubr, Variant, VlaObject, type Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';
import { argInt, argList, argString, argSymbol } from './assert.js';
import { ListBuilder } from './lists.js';
import { defineBuiltins } from './registry.js';

/** What (ver) returns: we model AutoCAD 2025's Visual LISP with English messages. */
export const VERSION_STRING = 'Visual LISP 2025 (en)';

/** The symbol name `type` returns for a value (null for nil); the debugger shows the same. */
export function typeName(v: Value): string | null {
  if (v === null) return null;
  if (typeof v === 'number') return 'INT';
  if (typeof v === 'string') return 'STR';
  if (v instanceof Real) return 'REAL';
  if (v instanceof Sym) return 'SYM';
  if (v instanceof Cons) return 'LIST';
  if (v instanceof Subr) return 'SUBR';
  if (v instanceof Usubr) return 'USUBR';
  if (v instanceof Ename) return 'ENAME';
  if (v instanceof PickSet) return 'PICKSET';
  if (v instanceof LispFile) return 'FILE';
  if (v instanceof CatchAllError) return 'VL-CATCH-ALL-APPLY-ERROR';
  if (v instanceof VlaObject) return 'VLA-OBJECT';
  if (v instanceof Variant) return 'VARIANT';
  if (v instanceof SafeArray) return 'SAFEARRAY';
  if (v instanceof Opaque) return v.typeName;
  return null;
}

/** Symbols that currently have a value (the "defined" ones), in the order they were created. */
function definedSymbols(ctx: Ctx): Map<string, Sym> {
  const out = new Map<string, Sym>();
  for (const s of ctx.allSymbols()) if (s.value !== null && s.name !== '') out.set(s.name, s);
  return out;
}

function atomsFamily(ctx: Ctx, format: number, names: Value | undefined): Value {
  const asStrings = format !== 0;
  const defined = definedSymbols(ctx);
  const out = new ListBuilder();
  if (names === undefined || names === null) {
    for (const s of defined.values()) out.push(asStrings ? s.name : s);
    return out.head;
  }
  let cur = argList(names) as Value;
  while (cur instanceof Cons) {
    const s = defined.get(argString(cur.car).toUpperCase());
    out.push(s === undefined ? null : asStrings ? s.name : s);
    cur = cur.cdr;
  }
  return out.head;
}

export const SYMBOL_BUILTINS = defineBuiltins([
  {
    name: 'set', min: 2, max: 2, doc: "(set sym value) — Sets the symbol that sym evaluates to (usually 'name) to value; returns value.",
    fn: ([s, v]) => {
      argSymbol(s as Value).value = v as Value;
      return v as Value;
    },
  },
  {
    name: 'type', min: 1, max: 1, doc: '(type x) — The type of x as a symbol: INT REAL STR SYM LIST SUBR USUBR ENAME PICKSET FILE ...; nil for nil.',
    fn: ([x], ctx) => {
      const name = typeName(x as Value);
      return name === null ? null : ctx.intern(name);
    },
  },
  {
    name: 'atoms-family', min: 1, max: 2, doc: '(atoms-family format [names]) — The defined symbols (format 0) or their names (format 1); with names, each one or nil.',
    fn: ([f, names], ctx) => atomsFamily(ctx, argInt(f as Value), names),
  },
  { name: 'vl-symbol-name', min: 1, max: 1, doc: '(vl-symbol-name sym) — The name of a symbol, as an upper-case string.', fn: ([s]) => argSymbol(s as Value).name },
  { name: 'vl-symbol-value', min: 1, max: 1, doc: '(vl-symbol-value sym) — The current value of a symbol.', fn: ([s]) => argSymbol(s as Value).value },
  {
    name: 'vl-bb-set', min: 2, max: 2, doc: "(vl-bb-set 'sym value) — Stores value on the blackboard under sym; returns value.",
    fn: ([s, v], ctx) => {
      ctx.blackboard.set(argSymbol(s as Value).name, v as Value);
      return v as Value;
    },
  },
  {
    name: 'vl-bb-ref', min: 1, max: 1, doc: "(vl-bb-ref 'sym) — The blackboard value stored under sym, or nil.",
    fn: ([s], ctx) => ctx.blackboard.get(argSymbol(s as Value).name) ?? null,
  },
  {
    name: 'vl-doc-set', min: 2, max: 2, doc: "(vl-doc-set 'sym value) — Sets sym in the document's namespace (here: its ordinary value); returns value.",
    fn: ([s, v]) => {
      argSymbol(s as Value).value = v as Value;
      return v as Value;
    },
  },
  {
    name: 'vl-doc-ref', min: 1, max: 1, doc: "(vl-doc-ref 'sym) — The value of sym in the document's namespace.",
    fn: ([s]) => argSymbol(s as Value).value,
  },
  { name: 'vl-load-com', min: 0, max: 0, doc: '(vl-load-com) — Loads ActiveX support; always available here, so it does nothing and returns nil.', fn: () => null },
  { name: 'ver', min: 0, max: 0, doc: '(ver) — The Visual LISP version string.', fn: () => VERSION_STRING },
]);
