/*
 * What Check Text reads first, for all files together: each file's forms (or its reader error),
 * and the definitions they make — each defun's argument count and every symbol some form assigns
 * (it may hold a function), so a call into another checked file is known.
 */
import { LispError } from '../core/errors.js';
import { Cons, Sym, type Value } from '../core/values.js';
import { readAll } from '../reader/reader.js';
import { SourceMap } from './source-map.js';

export interface SourceText {
  name: string;
  text: string;
}

export interface ReadFile {
  file: string;
  map: SourceMap;
  forms: Value[];
  syntax?: LispError;
}

export function readFile(f: SourceText): ReadFile {
  const map = new SourceMap(f.text);
  const syms = new Map<string, Sym>();
  try {
    return { file: f.name, map, forms: readAll(f.text, { file: f.name, intern: (n) => syms.get(n) ?? (syms.set(n, new Sym(n)), syms.get(n)!) }) };
  } catch (e) {
    if (!(e instanceof LispError)) throw e;
    return { file: f.name, map, forms: [], syntax: e };
  }
}

/** The defuns of all files (name -> argument counts) and every symbol ever assigned (maybe a function). */
export class Definitions {
  readonly arities = new Map<string, Set<number>>();
  readonly assigned = new Set<string>();

  collect(v: Value): void {
    if (!(v instanceof Cons)) return;
    const head = v.car instanceof Sym ? v.car.name : '';
    if (head === 'QUOTE') {
      const d = (v.cdr as Cons | null)?.car;
      if (d instanceof Cons && d.car instanceof Sym && d.car.name === 'LAMBDA') this.collect(d);
      return;
    }
    if ((head === 'DEFUN' || head === 'DEFUN-Q') && v.cdr instanceof Cons && v.cdr.car instanceof Sym) {
      const name = v.cdr.car.name;
      const params = v.cdr.cdr instanceof Cons ? v.cdr.cdr.car : null;
      let n = 0;
      for (let c: Value = params; c instanceof Cons && !(c.car instanceof Sym && c.car.name === '/'); c = c.cdr) n++;
      const set = this.arities.get(name) ?? new Set<number>();
      set.add(n);
      this.arities.set(name, set);
    }
    if (head === 'SETQ') for (let c: Value = v.cdr; c instanceof Cons; c = c.cdr instanceof Cons ? c.cdr.cdr : null) if (c.car instanceof Sym) this.assigned.add(c.car.name);
    // (set 'name ...) and (defun-q-list-set 'name ...) define at run time
    if ((head === 'SET' || head === 'DEFUN-Q-LIST-SET') && v.cdr instanceof Cons) {
      const q = v.cdr.car;
      if (q instanceof Cons && q.car instanceof Sym && q.car.name === 'QUOTE' && (q.cdr as Cons | null)?.car instanceof Sym) this.assigned.add(((q.cdr as Cons).car as Sym).name);
    }
    for (let c: Value = v; c instanceof Cons; c = c.cdr) this.collect(c.car);
  }
}
