/*
 * DIESEL, the string macro language of menu macros, MODEMACRO and (menucmd "M=..."). Text is
 * copied to the output until `$(`; a macro's arguments are split at top-level commas (quotes
 * group, a doubled quote is a literal quote, and are removed), the function name is looked up
 * case-insensitively and the function evaluates the arguments it needs (`if` and `nth` only the
 * chosen branch). Everything is a string. Errors are not raised: like AutoCAD, DIESEL writes a
 * marker into its output and stops — `$?` for a syntax error (an unclosed macro), ` $(FUNC,??) `
 * for bad arguments, ` $(FUNC)?? ` for an unknown function, ` $(++)` when the output grows past
 * the limit (markers as in John Walker's DIESEL, from which AutoCAD's derives).
 */
import { DIESEL_FUNCTIONS } from './functions.js';

/** What DIESEL may ask of its host: system variables, the environment, units, the clock. */
export interface DieselHost {
  /** a system variable as DIESEL text, or undefined when there is no such variable */
  getvar(name: string): string | undefined;
  /** an environment variable, "" when unset */
  getenv(name: string): string;
  /** the DATE (Julian day.fraction) at the moment the outermost macro started */
  now(): number;
  rtos(value: number, mode: number | undefined, precision: number | undefined): string | undefined;
  angtos(value: number, mode: number | undefined, precision: number | undefined): string | undefined;
  /** $(linelen): the width of the status line in characters */
  lineLength(): number;
}

/** A function's answer: text, `null` for bad arguments (the ` $(F,??) ` marker), or a marker it made. */
export type DieselAnswer = string | null | { marker: string };

export interface DieselCall {
  /** the raw (unevaluated) arguments after the name */
  readonly args: readonly string[];
  /** evaluate argument i as DIESEL; undefined when its evaluation hit an error (the call fails) */
  text(i: number): string | undefined;
  readonly host: DieselHost;
  /** evaluate any DIESEL text (for $(eval)); undefined on error */
  evaluate(text: string): string | undefined;
}

export type DieselFunction = (call: DieselCall) => DieselAnswer;

/** At most 10 parameters including the function name (Autodesk's DIESEL reference). */
export const MAX_ARGS = 10;
/** The longest output before ` $(++)`. */
export const OUTPUT_LIMIT = 4096;
const MAX_EVAL_DEPTH = 32;
export const OVERFLOW = ' $(++)';

interface Outcome {
  text: string;
  /** false once a marker was written: the evaluation stopped there */
  ok: boolean;
}

/** Evaluate a DIESEL string; the result carries any error marker, as AutoCAD's does. */
export function evalDiesel(input: string, host: DieselHost): string {
  return new Evaluator(host).run(input, 0).text;
}

class Evaluator {
  constructor(readonly host: DieselHost) {}

  run(input: string, depth: number): Outcome {
    let out = '';
    let inString = false;
    let i = 0;
    while (i < input.length) {
      const ch = input[i]!;
      if (ch === '"') {
        if (inString && input[i + 1] === '"') {
          out += '"';
          i += 2;
        } else {
          inString = !inString;
          i++;
        }
        continue;
      }
      if (ch === '$' && !inString && input[i + 1] === '(') {
        const scanned = scanMacro(input, i + 2);
        if (scanned === 'syntax') return { text: `${out}$?`, ok: false };
        if (scanned === 'overflow') return { text: out + OVERFLOW, ok: false };
        const value = this.call(scanned.args, depth);
        if (out.length + value.text.length > OUTPUT_LIMIT) return { text: out + OVERFLOW, ok: false };
        out += value.text;
        if (!value.ok) return { text: out, ok: false };
        i = scanned.end;
        continue;
      }
      out += ch;
      i++;
      if (out.length > OUTPUT_LIMIT) return { text: out + OVERFLOW, ok: false };
    }
    return { text: out, ok: true };
  }

  private call(parts: string[], depth: number): Outcome {
    const nameOut = this.run(parts[0] ?? '', depth);
    if (!nameOut.ok) return nameOut;
    const name = nameOut.text.toUpperCase();
    const fn = DIESEL_FUNCTIONS[name.toLowerCase()];
    if (!fn) return { text: ` $(${name})?? `, ok: false };
    const args = parts.slice(1);
    const call: DieselCall = {
      args,
      host: this.host,
      text: (k) => {
        const a = args[k];
        if (a === undefined) return undefined;
        const r = this.run(a, depth);
        return r.ok ? r.text : undefined;
      },
      evaluate: (text) => {
        if (depth + 1 >= MAX_EVAL_DEPTH) return undefined;
        const r = this.run(text, depth + 1);
        return r.ok ? r.text : undefined;
      },
    };
    const answer = fn(call);
    if (answer === null) return { text: ` $(${name},??) `, ok: false };
    if (typeof answer === 'object') return { text: answer.marker, ok: false };
    return { text: answer, ok: true };
  }
}

/** Split `name,arg,...)` starting after `$(`; quotes group and are removed ("" is a quote). */
function scanMacro(s: string, start: number): { args: string[]; end: number } | 'syntax' | 'overflow' {
  const args: string[] = [];
  let cur = '';
  let depth = 0;
  let inString = false;
  for (let i = start; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === '"') {
      if (inString && s[i + 1] === '"') {
        cur += '"';
        i++;
      } else inString = !inString;
      continue;
    }
    if (!inString) {
      if (ch === '(') depth++;
      else if (ch === ')') {
        if (depth === 0) {
          args.push(cur);
          return { args, end: i + 1 };
        }
        depth--;
      } else if (ch === ',' && depth === 0) {
        if (args.length >= MAX_ARGS - 1) return 'overflow';
        args.push(cur);
        cur = '';
        continue;
      }
    }
    cur += ch;
    if (cur.length > OUTPUT_LIMIT) return 'overflow';
  }
  return 'syntax';
}
