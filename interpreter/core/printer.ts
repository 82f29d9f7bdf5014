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

/** An atom's printed form (everything but a non-empty list). */
function printAtom(v: Value, readable: boolean, room = Infinity): string {
  if (v === null) return 'nil';
  if (typeof v === 'number') return String(v);
  // a string longer than the room left is cut first: quoting a huge string only to cut it is waste
  if (typeof v === 'string') {
    const s = v.length > room ? v.slice(0, room + 1) : v;
    return readable ? quoteString(s) : s;
  }
  if (v instanceof Real) return formatReal(v.v);
  if (v instanceof Sym) return v.printName ?? v.name;
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

/** What printing stopped at: the text, and whether it was cut at the limit. */
export interface PrintedText {
  text: string;
  cut: boolean;
}

/**
 * The most a printout for the console holds: a run's output is cut at this length anyway
 * (runner/transcript.ts uses it as its default cap), so printing more would be wasted work.
 */
export const CONSOLE_PRINT_LIMIT = 1_000_000;

/** Where a printout is cut: this marker replaces everything past the limit. */
export const CUT_MARK = '...';

/**
 * Text built from many small pieces: joined 8192 at a time, which V8 does far faster than
 * millions of `+=` (each of those makes a rope node that must be flattened later).
 */
class TextBuilder {
  length = 0;
  private pieces: string[] = [];
  private done: string[] = [];
  add(s: string): void {
    this.length += s.length;
    this.pieces.push(s);
    if (this.pieces.length >= 8192) {
      this.done.push(this.pieces.join(''));
      this.pieces = [];
    }
  }
  text(): string {
    this.done.push(this.pieces.join(''));
    this.pieces = [];
    const all = this.done.join('');
    this.done = [all];
    return all;
  }
}

/**
 * Print iteratively, in time and stack linear in the output: an explicit stack of open lists
 * (one cursor per nesting level) instead of recursion, and one text builder instead of a join
 * per level, so a value nested millions deep prints without a stack overflow or quadratic cost.
 * Printing stops once the text passes `limit` characters (a value shared many times over, a
 * DAG, may stand for far more text than memory holds); then the text ends in CUT_MARK.
 */
export function printBounded(v: Value, readable: boolean, limit = Infinity): PrintedText {
  const cut = (text: string): PrintedText => (text.length > limit ? { text: text.slice(0, limit) + CUT_MARK, cut: true } : { text, cut: false });
  if (!(v instanceof Cons)) return cut(printAtom(v, readable, limit));
  const out = new TextBuilder();
  out.add('(');
  // cursors[i]: the rest of the list open at depth i; started[i]: an element was printed there
  const cursors: Value[] = [v];
  const started: boolean[] = [false];
  while (cursors.length > 0) {
    if (out.length > limit) return cut(out.text());
    const top = cursors.length - 1;
    const cur = cursors[top] as Value;
    if (cur instanceof Cons) {
      if (started[top]) out.add(' ');
      started[top] = true;
      cursors[top] = cur.cdr;
      const item = cur.car;
      if (item instanceof Cons) {
        out.add('(');
        cursors.push(item);
        started.push(false);
      } else out.add(printAtom(item, readable, limit - out.length));
      continue;
    }
    // AutoCAD prints (quote x) as (QUOTE X); no ' abbreviation.
    out.add(cur === null ? ')' : ` . ${printAtom(cur, readable, limit - out.length)})`);
    cursors.pop();
    started.pop();
  }
  return cut(out.text());
}

/** The printed form of a value. `readable` = prin1 (escape strings); false = princ. */
export function printValue(v: Value, readable: boolean): string {
  return printBounded(v, readable).text;
}

export const prin1 = (v: Value): string => printValue(v, true);
export const princ = (v: Value): string => printValue(v, false);

/** prin1 cut to about `limit` characters: for values shown inside messages and backtraces. */
export const prin1Short = (v: Value, limit: number): string => printBounded(v, true, limit).text;
