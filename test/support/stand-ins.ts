/*
 * A few list and string builtins for runner tests (car cdr cons list append strcat), used only
 * while the language-core families that own them are not merged: each is included only when
 * LANGUAGE_CORE lacks it, so once the real ones land the tests exercise those instead.
 */
import { LANGUAGE_CORE, Cons, list, toArray, type BuiltinDef, type Value } from '../../interpreter/index.js';
import { defineBuiltins } from '../../interpreter/builtins/registry.js';

const have = new Set(LANGUAGE_CORE.map((d) => d.name));

const ALL: BuiltinDef[] = [
  { name: 'car', min: 1, max: 1, doc: '(car l) — stand-in', fn: ([l]) => (l instanceof Cons ? l.car : null) },
  { name: 'cdr', min: 1, max: 1, doc: '(cdr l) — stand-in', fn: ([l]) => (l instanceof Cons ? l.cdr : null) },
  { name: 'cons', min: 2, max: 2, doc: '(cons a b) — stand-in', fn: ([a, b]) => new Cons(a as Value, b as Value) },
  { name: 'list', min: 0, max: Infinity, doc: '(list ...) — stand-in', fn: (a) => list(a) },
  { name: 'append', min: 0, max: Infinity, doc: '(append ...) — stand-in', fn: (a) => list(a.flatMap((l) => toArray(l as Value))) },
  { name: 'strcat', min: 0, max: Infinity, doc: '(strcat ...) — stand-in', fn: (a) => a.map(String).join('') },
];

export const STAND_INS: readonly BuiltinDef[] = defineBuiltins(ALL.filter((d) => !have.has(d.name)));
