/*
 * The DIESEL functions AutoCAD documents (DIESEL Functions Reference), one entry each. A
 * function returns its text, or null when its arguments are wrong (the caller writes
 * ` $(NAME,??) `). Numbers are read like C's sscanf "%lf" (leading blanks, trailing text
 * ignored) and integers like "%i" (0x.. hex, 0.. octal); reals print in the shortest form that
 * keeps 12 decimals ("2.5", "3", not "3.0").
 */
import type { DieselAnswer, DieselCall, DieselFunction } from './diesel.js';
import { editTime } from './edtime.js';

const REAL_RE = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/;

export function dieselReal(s: string): number | undefined {
  const m = REAL_RE.exec(s);
  return m ? Number(m[1]) : undefined;
}

/** C's "%i": optional sign, then 0x hex, 0 octal or decimal digits. */
export function dieselInt(s: string): number | undefined {
  const m = /^\s*([+-]?)(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9]\d*)/.exec(s);
  if (!m) return undefined;
  const body = m[2]!;
  const n = /^0[xX]/.test(body) ? parseInt(body.slice(2), 16) : body.length > 1 && body[0] === '0' ? parseInt(body, 8) : parseInt(body, 10);
  return (m[1] === '-' ? -n : n) | 0;
}

/** A real as DIESEL prints it: 12 decimals, trailing zeros and a bare ".0" dropped. */
export function dieselFormat(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  let s = n.toFixed(12);
  if (s.includes('.')) s = s.replace(/0+$/, '').replace(/\.$/, '');
  return s === '-0' ? '0' : s;
}

const realArg = (c: DieselCall, i: number): number | undefined => {
  const t = c.text(i);
  return t === undefined ? undefined : dieselReal(t);
};
const intArg = (c: DieselCall, i: number): number | undefined => {
  const t = c.text(i);
  return t === undefined ? undefined : dieselInt(t);
};
const count = (c: DieselCall, min: number, max: number): boolean => c.args.length >= min && c.args.length <= max;
const bool = (b: boolean): string => (b ? '1' : '0');

/** + - * /: one to nine numbers folded left. */
function fold(op: (a: number, b: number) => number | undefined): DieselFunction {
  return (c) => {
    if (!count(c, 1, 9)) return null;
    let acc = realArg(c, 0);
    for (let i = 1; acc !== undefined && i < c.args.length; i++) {
      const v = realArg(c, i);
      acc = v === undefined ? undefined : op(acc, v);
    }
    return acc === undefined || !Number.isFinite(acc) ? null : dieselFormat(acc);
  };
}

/** = < > != <= >=: two numbers, 1 or 0 (equality within 1e-10, as DIESEL has it). */
function compare(test: (a: number, b: number) => boolean): DieselFunction {
  return (c) => {
    if (!count(c, 2, 2)) return null;
    const a = realArg(c, 0);
    const b = realArg(c, 1);
    return a === undefined || b === undefined ? null : bool(test(a, b));
  };
}

/** and / or / xor: bitwise over one to nine integers. */
function bits(op: (a: number, b: number) => number): DieselFunction {
  return (c) => {
    if (!count(c, 1, 9)) return null;
    let acc = intArg(c, 0);
    for (let i = 1; acc !== undefined && i < c.args.length; i++) {
      const v = intArg(c, i);
      acc = v === undefined ? undefined : op(acc, v);
    }
    return acc === undefined ? null : String(acc | 0);
  };
}

/** rtos / angtos: value [, mode, precision]; omitted ones come from the units variables. */
function units(kind: 'rtos' | 'angtos'): DieselFunction {
  return (c) => {
    if (!count(c, 1, 3)) return null;
    const v = realArg(c, 0);
    if (v === undefined) return null;
    let mode: number | undefined;
    let prec: number | undefined;
    if (c.args.length > 1 && (mode = intArg(c, 1)) === undefined) return null;
    if (c.args.length > 2 && (prec = intArg(c, 2)) === undefined) return null;
    return (kind === 'rtos' ? c.host.rtos(v, mode, prec) : c.host.angtos(v, mode, prec)) ?? null;
  };
}

const EQ_TOL = 1e-10;

export const DIESEL_FUNCTIONS: Readonly<Record<string, DieselFunction>> = {
  '+': fold((a, b) => a + b),
  '-': fold((a, b) => a - b),
  '*': fold((a, b) => a * b),
  '/': fold((a, b) => (b === 0 ? undefined : a / b)),
  '=': compare((a, b) => Math.abs(a - b) < EQ_TOL),
  '!=': compare((a, b) => !(Math.abs(a - b) < EQ_TOL)),
  '<': compare((a, b) => a < b),
  '>': compare((a, b) => a > b),
  '<=': compare((a, b) => a <= b),
  '>=': compare((a, b) => a >= b),
  and: bits((a, b) => a & b),
  or: bits((a, b) => a | b),
  xor: bits((a, b) => a ^ b),
  angtos: units('angtos'),
  rtos: units('rtos'),
  edtime: (c) => {
    if (!count(c, 2, 2)) return null;
    const t = realArg(c, 0);
    const pic = c.text(1);
    if (t === undefined || pic === undefined) return null;
    return editTime(Math.abs(t) < EQ_TOL ? c.host.now() : t, pic);
  },
  eq: (c) => {
    if (!count(c, 2, 2)) return null;
    const a = c.text(0);
    const b = c.text(1);
    return a === undefined || b === undefined ? null : bool(a === b);
  },
  eval: (c) => {
    if (!count(c, 1, 1)) return null;
    const s = c.text(0);
    return s === undefined ? null : (c.evaluate(s) ?? null);
  },
  fix: (c) => {
    if (!count(c, 1, 1)) return null;
    const v = realArg(c, 0);
    return v === undefined ? null : String(Math.trunc(v) | 0);
  },
  getenv: (c) => {
    if (!count(c, 1, 1)) return null;
    const n = c.text(0);
    return n === undefined ? null : c.host.getenv(n.trim());
  },
  getvar: (c) => {
    if (!count(c, 1, 1)) return null;
    const n = c.text(0);
    return n === undefined ? null : (c.host.getvar(n.trim()) ?? null);
  },
  if: (c) => {
    if (!count(c, 2, 3)) return null;
    const test = intArg(c, 0);
    if (test === undefined) return null;
    if (test !== 0) return c.text(1) ?? null;
    return c.args.length > 2 ? (c.text(2) ?? null) : '';
  },
  index: (c) => {
    if (!count(c, 2, 2)) return null;
    const which = intArg(c, 0);
    const s = c.text(1);
    if (which === undefined || which < 0 || s === undefined) return null;
    return s.split(',')[which] ?? '';
  },
  linelen: (c) => (count(c, 0, 0) ? String(c.host.lineLength()) : null),
  nth: (c): DieselAnswer => {
    if (!count(c, 2, 9)) return null;
    const which = intArg(c, 0);
    if (which === undefined || which < 0 || which + 1 >= c.args.length) return null;
    return c.text(which + 1) ?? null;
  },
  strlen: (c) => {
    if (!count(c, 1, 1)) return null;
    const s = c.text(0);
    return s === undefined ? null : String(s.length);
  },
  substr: (c) => {
    if (!count(c, 2, 3)) return null;
    const s = c.text(0);
    const start = intArg(c, 1);
    const len = c.args.length > 2 ? intArg(c, 2) : Infinity;
    if (s === undefined || start === undefined || len === undefined) return null;
    if (start < 1 || start - 1 >= s.length || len <= 0) return '';
    return s.slice(start - 1, len === Infinity ? undefined : start - 1 + len);
  },
  upper: (c) => {
    if (!count(c, 1, 1)) return null;
    const s = c.text(0);
    return s === undefined ? null : s.toUpperCase();
  },
};

/** The documented function names, for completion and docs. */
export const DIESEL_FUNCTION_NAMES: readonly string[] = Object.keys(DIESEL_FUNCTIONS);
