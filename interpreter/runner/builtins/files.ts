/*
 * File builtins over the sandbox (vfs.ts): open close read-line write-line read-char write-char
 * findfile load. Without a file argument read-line/read-char read the keyboard (the input queue)
 * and write-line/write-char print. `load` resolves like AutoCAD's support path (with and without
 * ".lsp") and evaluates the file's forms with their own file name, so errors point into it.
 */
import { raise } from '../../core/errors.js';
import { prin1 } from '../../core/printer.js';
import { Cons, LispFile, Subr, Usubr, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { readAll } from '../../reader/reader.js';
import { argFile, argInt, argString } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { classify, inputPort } from './input-kit.js';
import { fsOf } from './files-kit.js';

function openFile(_ctx: Ctx, file: Value): LispFile {
  const f = argFile(file);
  if (!f.open) return raise('badArgType', 'streamp', prin1(f));
  return f;
}

/** Resolve a load name: as given, then with .lsp, on the support path. */
export function resolveLoad(ctx: Ctx, name: string): string | undefined {
  const fs = fsOf(ctx);
  if (!fs) return undefined;
  const hasExt = /\.[^\\/.]+$/.test(name);
  const tries = hasExt ? [name] : [`${name}.lsp`, name];
  for (const t of tries) {
    const found = fs.find(t);
    if (found) return found;
  }
  return undefined;
}

function load(args: Value[], ctx: Ctx): Value {
  const name = argString(args[0] as Value);
  const path = resolveLoad(ctx, name);
  const fs = fsOf(ctx);
  if (!path || !fs) {
    if (args.length < 2) return raise('loadFailed', name);
    const onFailure = args[1] as Value;
    const callable = onFailure instanceof Subr || onFailure instanceof Usubr || (onFailure instanceof Cons && onFailure.car === ctx.intern('LAMBDA'));
    return callable ? ctx.apply(onFailure, []) : onFailure;
  }
  const forms = readAll(fs.read(path) as string, { file: fs.sourceName(path), intern: (n) => ctx.intern(n) });
  let v: Value = null;
  for (const f of forms) v = ctx.evaluate(f);
  return v;
}

function keyboardLine(ctx: Ctx, kind: string): string | null {
  const raw = inputPort(ctx).next(kind, '');
  if (raw === undefined || 'enter' in raw) return null;
  if ('esc' in raw) return raise('cancelled');
  const a = classify(raw);
  return a.kind === 'typed' ? a.text : null;
}

export const FILE_BUILTINS = defineBuiltins([
  {
    name: 'open', min: 2, max: 3,
    doc: '(open filename mode [encoding]) — Opens a sandbox file for "r"ead, "w"rite or "a"ppend; nil if it cannot.',
    fn: ([name, mode, enc], ctx) => {
      const n = argString(name as Value);
      const m = argString(mode as Value).toLowerCase();
      if (enc !== undefined && enc !== null) argString(enc);
      const fs = fsOf(ctx);
      if (!fs || (m !== 'r' && m !== 'w' && m !== 'a')) return null;
      return fs.open(n, m);
    },
  },
  {
    name: 'close', min: 1, max: 1, doc: '(close file) — Closes an open file; returns nil.',
    fn: ([f], ctx) => {
      const file = openFile(ctx, f as Value);
      fsOf(ctx)?.close(file);
      file.open = false;
      return null;
    },
  },
  {
    name: 'read-line', min: 0, max: 1, doc: '(read-line [file]) — Reads the next line (without its newline); nil at the end.',
    fn: ([f], ctx) => {
      if (f === undefined) return keyboardLine(ctx, 'read-line');
      const file = openFile(ctx, f);
      return fsOf(ctx)?.readLine(file) ?? null;
    },
  },
  {
    name: 'read-char', min: 0, max: 1, doc: '(read-char [file]) — Reads one character and returns its code; nil at the end.',
    fn: ([f], ctx) => {
      if (f === undefined) {
        const line = keyboardLine(ctx, 'read-char');
        return line === null ? 10 : line === '' ? 10 : (line.codePointAt(0) as number);
      }
      const file = openFile(ctx, f);
      return fsOf(ctx)?.readChar(file) ?? null;
    },
  },
  {
    name: 'write-line', min: 1, max: 2, doc: '(write-line string [file]) — Writes string and a newline; returns the string.',
    fn: ([s, f], ctx) => {
      const text = argString(s as Value);
      if (f === undefined || f === null) ctx.write(`${text}\n`);
      else fsOf(ctx)?.writeText(openFile(ctx, f), `${text}\n`);
      return text;
    },
  },
  {
    name: 'write-char', min: 1, max: 2, doc: '(write-char code [file]) — Writes the character with that code; returns the code.',
    fn: ([c, f], ctx) => {
      const code = argInt(c as Value);
      const ch = String.fromCodePoint(Math.max(0, Math.min(0x10ffff, code)));
      if (f === undefined || f === null) ctx.write(ch);
      else fsOf(ctx)?.writeText(openFile(ctx, f), ch);
      return code;
    },
  },
  {
    name: 'findfile', min: 1, max: 1, doc: '(findfile filename) — Full path of a file on the support path, or nil.',
    fn: ([n], ctx) => fsOf(ctx)?.find(argString(n as Value)) ?? null,
  },
  {
    name: 'findtrustedfile', min: 1, max: 1, doc: '(findtrustedfile filename) — Like findfile; every sandbox folder is trusted.',
    fn: ([n], ctx) => fsOf(ctx)?.find(argString(n as Value)) ?? null,
  },
  {
    name: 'load', min: 1, max: 2,
    doc: '(load filename [onfailure]) — Evaluates a file from the support path (".lsp" optional); returns its last value.',
    fn: load,
  },
]);
