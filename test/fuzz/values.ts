/*
 * Random arguments for builtin calls, as AutoLISP source: the values drafting scripts pass (points,
 * DXF lists, names, patterns) and the ones that break builtins (extremes, wrong types, dotted and
 * deep lists, long strings, a list shared with itself 30 times). The batch script (fuzz.ts) binds
 * fz-e (an entity), fz-ss (a selection set), fz-fw / fz-fr (open files) and fz-dag.
 */
import type { BuiltinDef } from '../../interpreter/builtins/registry.js';

type Gen = (r: () => number) => string;
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;

const INTS = ['0', '1', '-1', '2', '7', '255', '256', '32767', '-32768', '65535', '2147483647', '-2147483648', '1000000'];
const REALS = ['0.0', '1.5', '-2.5', '3.14159', '1e308', '-1e308', '1e-308', '0.0001', '123456789.123', '(/ 1.0 3)', '(sqrt 2)', '(- (expt 10.0 400) (expt 10.0 400))'];
const STRINGS = [
  '""', '"a"', '"abc"', '"LINE"', '"0"', '"OSMODE"', '"CLAYER"', '"*"', '"*.*"', '"?"', '"#@.*~[a-z]`,"', '"~*"', '"[~A-Z]*"', '"%%c%%d%%p"',
  '"\\\\U+0041"', '"a\\nb\\tc"', '"  padded  "', '"C:\\\\Lispwright\\\\x.lsp"', '"fz.txt"', '"..\\\\..\\\\etc"', '"12.5"', '"1\'-6\\""', '"45d30\'"',
  '"N 45d E"', '"1/2"', '"inch"', '"sq m"', '"ÿ€漢字"', '"\\e"', '"_.LINE"', '"SHELL"', '"X"', '"W"', '"_C"', '"dim*"',
];
const SYMBOLS = ["'a", "'nil", "'t", "'car", "'+", "'foo", "'*error*", "'pi"];
const FUNCTIONS = ["'+", "'<", "'car", "'(lambda (x) x)", "(function (lambda (a b) (< a b)))", "'strcat", "'list", "'princ"];
const LISTS = [
  "'(1 2 3)", "'(1.0 2.0)", "'(1.0 2.0 3.0)", "'(1 . 2)", "'(a b . c)", "'(\"a\" \"b\" \"c\")", "'((1 . 2) (3 . 4))",
  "'((0 . \"LINE\") (8 . \"0\") (10 0.0 0.0 0.0) (11 1.0 1.0 0.0))", "'((0 . \"CIRCLE\") (10 5.0 5.0 0.0) (40 . 2.0))",
  "'((-3 (\"ACAD\" (1000 . \"x\"))))", "'((0 . \"LAYER\") (2 . \"FZ\") (70 . 0))", "'(-4 . \"<OR\")", "'((-4 . \"<OR\") (0 . \"LINE\") (-4 . \"OR>\"))",
  "(list fz-e)", "(entget fz-e)", "'(((((((((((1)))))))))))", "(vl-string->list \"hello\")", "'(nil nil)", "'(())",
];

const gens: Gen[] = [
  (r) => pick(r, INTS),
  (r) => pick(r, REALS),
  (r) => pick(r, STRINGS),
  (r) => `"${'x'.repeat(Math.floor(r() * 2000))}"`,
  (r) => pick(r, SYMBOLS),
  (r) => pick(r, FUNCTIONS),
  (r) => pick(r, LISTS),
  (r) => `'(${Array.from({ length: Math.floor(r() * 40) }, () => pick(r, [...INTS, ...REALS.slice(0, 9), ...STRINGS.slice(0, 6)])).join(' ')})`,
  (r) => `(list ${pick(r, REALS.slice(0, 9))} ${pick(r, REALS.slice(0, 9))}${r() < 0.5 ? ` ${pick(r, REALS.slice(0, 9))}` : ''})`,
  () => 'fz-e',
  () => 'fz-ss',
  (r) => pick(r, ['fz-fw', 'fz-fr']),
  () => 'fz-dag',
  () => 'nil',
  () => 't',
  () => '(entnext)',
  () => '(vl-catch-all-apply (quote /) (list 1 0))',
  () => '(vlax-3d-point 0 0 0)',
];

export const randomValue = (r: () => number): string => (pick(r, gens) as Gen)(r);

/** A call of `def` with a random number of random arguments (mostly within its arity). */
export function builtinCall(def: BuiltinDef, r: () => number): string {
  const max = Number.isFinite(def.max) ? def.max : def.min + 4;
  let n = def.min + Math.floor(r() * (max - def.min + 1));
  if (r() < 0.08) n = Math.max(0, def.min - 1);
  else if (r() < 0.08) n = max + 1;
  const args: string[] = [];
  for (let i = 0; i < n; i++) args.push(randomValue(r));
  return `(${def.name}${args.length ? ' ' : ''}${args.join(' ')})`;
}
