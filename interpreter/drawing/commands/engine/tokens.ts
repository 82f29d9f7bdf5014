/*
 * What one argument of command / vl-cmdf / command-s means at a prompt. Every LISP value becomes
 * a Token once, before any prompt looks at it: strings are typed text ("" is Enter, PAUSE is a
 * pause for the user), numbers are numbers, a list of 2 or 3 numbers is a picked point (in the
 * current UCS), an ename or a selection set answers "Select objects:", an (ename point) list is an
 * entsel pick. nil is no token at all. Anything else is `bad`: vl-cmdf refuses the whole call for
 * it, a prompt complains about it.
 * A scripted answer taken for PAUSE (the run's inputs) becomes a Token the same way, marked
 * `user` so the prompt treats it as a real pick (ORTHOMODE and SNAPMODE apply to those only).
 */
import { Cons, Ename, PickSet, Real, type Value } from '../../../core/values.js';
import { formatReal } from '../../../core/printer.js';
import type { ScriptedInput } from '../../../ports/input.js';

export type Token =
  | { k: 'text'; s: string }
  | { k: 'num'; n: number; int: boolean }
  | { k: 'point'; p: number[]; user?: boolean }
  | { k: 'ename'; e: Ename }
  | { k: 'ss'; items: readonly Ename[] }
  | { k: 'entsel'; e: Ename; p: number[] }
  | { k: 'enter' }
  | { k: 'pause' }
  | { k: 'bad'; v: Value };

/** The PAUSE symbol's value: a single backslash. */
export const PAUSE_TEXT = '\\';

export const ENTER: Token = { k: 'enter' };

const numOf = (v: Value): number | undefined => (typeof v === 'number' ? v : v instanceof Real ? v.v : undefined);

/** (x y [z]) with numbers only, or undefined. */
export function pointOf(v: Value): number[] | undefined {
  const out: number[] = [];
  let c: Value = v;
  for (; c instanceof Cons && out.length < 4; c = c.cdr) {
    const n = numOf(c.car);
    if (n === undefined) return undefined;
    out.push(n);
  }
  return c === null && out.length >= 2 && out.length <= 3 ? out : undefined;
}

/** The token for one argument; undefined for nil (skipped, as AutoCAD skips it). */
export function tokenOf(v: Value): Token | undefined {
  if (v === null) return undefined;
  if (typeof v === 'string') return v === '' ? ENTER : v === PAUSE_TEXT ? { k: 'pause' } : { k: 'text', s: v };
  if (typeof v === 'number') return { k: 'num', n: v, int: true };
  if (v instanceof Real) return { k: 'num', n: v.v, int: false };
  if (v instanceof Ename) return { k: 'ename', e: v };
  if (v instanceof PickSet) return { k: 'ss', items: v.items };
  if (v instanceof Cons) {
    const p = pointOf(v);
    if (p) return { k: 'point', p };
    if (v.car instanceof Ename && v.cdr instanceof Cons && v.cdr.cdr === null) {
      const q = pointOf(v.cdr.car);
      if (q) return { k: 'entsel', e: v.car, p: q };
    }
  }
  return { k: 'bad', v };
}

/** How a token reads when echoed after its prompt (CMDECHO 1): typed text and numbers show, picks do not. */
export function echoOf(t: Token): string {
  switch (t.k) {
    case 'text':
      return t.s;
    case 'num':
      return t.int ? String(t.n) : formatReal(t.n);
    default:
      return '';
  }
}

/** A scripted answer (RunRequest.inputs) given at a PAUSE, as a token. Esc is the caller's business. */
export function tokenOfInput(a: ScriptedInput, enameOf: (handle: string) => Ename | undefined): Token {
  if ('entity' in a) {
    const e = enameOf(a.entity);
    if (!e) return ENTER;
    return a.point ? { k: 'entsel', e, p: [...a.point] } : { k: 'ename', e };
  }
  if ('point' in a) return { k: 'point', p: [...a.point], user: true };
  if ('string' in a) return a.string === '' ? ENTER : { k: 'text', s: a.string };
  if ('keyword' in a) return { k: 'text', s: a.keyword };
  if ('int' in a) return { k: 'num', n: a.int, int: true };
  if ('real' in a) return { k: 'num', n: a.real, int: false };
  if ('file' in a) return { k: 'text', s: a.file };
  if ('selection' in a) return { k: 'ss', items: a.selection.map(enameOf).filter((e): e is Ename => e !== undefined) };
  return ENTER;
}
