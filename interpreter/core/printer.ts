/*
 * How values print, matching AutoCAD: reals as C's %.6g with a ".0" when no point shows and
 * 3-digit exponents (2.14748e+009), prin1 escapes strings so they read back, princ does not.
 */
import { CatchAllError, Cons, Ename, LispFile, Opaque, PickSet, Real, SafeArray, Subr, Sym, Usubr, Variant, VlaObject, type Value } from './values.js';


/** Format a double the way AutoLISP prints a REAL (default precision 6 significant digits). */
export function formatReal(n: number, precision = 6): string {
  if (Number.isNaN(n)) return '-1.#IND';
  if (n === Infinity) return '1.#INF';
  if (n === -Infinity) return '-1.#INF';
  if (n === 0) return Object.is(n, -0) ? '-0.0' : '0.0';
  const expForm = n.toExponential(precision - 1); // d.ddddde±X, already rounded
  const ePos = expForm.indexOf('e');
  const exp = Number(expForm.slice(ePos + 1));
  if (exp < -4 || exp >= precision) {
    let mant = stripZeros(expForm.slice(0, ePos));
    if (!mant.includes('.')) mant += '.0';
    const sign = exp < 0 ? '-' : '+';
    return `${mant}e${sign}${String(Math.abs(exp)).padStart(3, '0')}`;
  }
  let fixed = stripZeros(n.toFixed(Math.max(0, precision - 1 - exp)));
  if (!fixed.includes('.')) fixed += '.0';
  return fixed;
}

function stripZeros(s: string): string {
  if (!s.includes('.')) return s;
  s = s.replace(/0+$/, '');
  return s.endsWith('.') ? s.slice(0, -1) : s;
}

/** A string as prin1 writes it: quoted, with AutoLISP escapes so `read` gives it back. */
export function quoteString(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    switch (c) {
      case 0x22: out += '\\"'; break;
      case 0x5c: out += '\\\\'; break;
      case 0x0a: out += '\\n'; break;
      case 0x0d: out += '\\r'; break;
      case 0x09: out += '\\t'; break;
      case 0x1b: out += '\\e'; break;
      default:
        out += c < 0x20 ? '\\' + c.toString(8).padStart(3, '0') : s[i];
    }
  }
  return out + '"';
}

const hex16 = (n: number) => n.toString(16).padStart(16, '0');

/** The printed form of a value. `readable` = prin1 (escape strings); false = princ. */
export function printValue(v: Value, readable: boolean): string {
  if (v === null) return 'nil';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return readable ? quoteString(v) : v;
  if (v instanceof Real) return formatReal(v.v);
  if (v instanceof Sym) return v.printName ?? v.name;
  if (v instanceof Cons) return printList(v, readable);
  if (v instanceof Subr) return `#<SUBR @${hex16(v.address)} ${v.name}>`;
  if (v instanceof Usubr) return `#<USUBR @${hex16(v.address)} ${v.name ?? '-lambda-'}>`;
  if (v instanceof Ename) return `<Entity name: ${v.address.toString(16)}>`;
  if (v instanceof PickSet) return `<Selection set: ${v.id}>`;
  if (v instanceof LispFile) return `#<file "${v.name}">`;
  if (v instanceof CatchAllError) return '#<%catch-all-apply-error%>';
  if (v instanceof VlaObject) return `#<VLA-OBJECT ${v.iface} ${hex16(v.address)}>`;
  if (v instanceof Variant) return printVariant(v);
  if (v instanceof SafeArray) return '#<safearray...>';
  if (v instanceof Opaque) return v.printed;
  return String(v);
}

/** `#<variant 3 5>`, `#<variant 8 ghost>`, `#<variant 0 >`; arrays as `#<variant 8197 ...>` (AutoCAD's forms). */
function printVariant(v: Variant): string {
  if (v.vt >= 8192 || v.value instanceof SafeArray) return `#<variant ${v.vt} ...>`;
  return `#<variant ${v.vt} ${v.value === null ? '' : printValue(v.value, false)}>`;
}

function printList(v: Cons, readable: boolean): string {
  const parts: string[] = [];
  let cur: Value = v;
  // AutoCAD prints (quote x) as (QUOTE X); no ' abbreviation.
  while (cur instanceof Cons) {
    parts.push(printValue(cur.car, readable));
    cur = cur.cdr;
  }
  const body = parts.join(' ');
  return cur === null ? `(${body})` : `(${body} . ${printValue(cur, readable)})`;
}

export const prin1 = (v: Value): string => printValue(v, true);
export const princ = (v: Value): string => printValue(v, false);
