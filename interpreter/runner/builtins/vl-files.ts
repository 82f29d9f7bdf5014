/*
 * Visual LISP file functions over the sandbox: vl-file-* vl-directory-files vl-filename-* vl-mkdir.
 * Copies, renames and deletes change only the run's overlay; times are the sandbox's fixed time.
 */
import { list, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { argInt, argString } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { FIXED_SYSTIME, ROOT } from '../vfs.js';
import { fsOf } from './files-kit.js';

const T = (ctx: Ctx, ok: boolean): Value => (ok ? ctx.T : null);
const optString = (v: Value | undefined): string | undefined => (v === undefined || v === null ? undefined : argString(v));

/** Split "dir\name.ext" at the last separator and the last dot of the name. */
function splitName(p: string): { dir: string; base: string; ext: string } {
  const slash = Math.max(p.lastIndexOf('\\'), p.lastIndexOf('/'));
  const dir = slash >= 0 ? p.slice(0, slash) : '';
  const file = slash >= 0 ? p.slice(slash + 1) : p;
  const dot = file.lastIndexOf('.');
  return dot > 0 ? { dir, base: file.slice(0, dot), ext: file.slice(dot) } : { dir, base: file, ext: '' };
}

export const VL_FILE_BUILTINS = defineBuiltins([
  {
    name: 'vl-file-copy', min: 2, max: 3,
    doc: '(vl-file-copy source dest [append]) — Copies (or appends) a file; returns the bytes copied, or nil.',
    fn: ([src, dst, app], ctx) => {
      const fs = fsOf(ctx);
      const s = argString(src as Value);
      const d = argString(dst as Value);
      const text = fs?.read(s);
      if (!fs || text === undefined) return null;
      const append = app !== undefined && app !== null;
      if (!append && fs.isFile(d)) return null;
      fs.write(d, text, append);
      return fs.size(s) ?? 0;
    },
  },
  {
    name: 'vl-file-delete', min: 1, max: 1, doc: '(vl-file-delete filename) — Deletes a file; T, or nil when it is not there.',
    fn: ([n], ctx) => T(ctx, fsOf(ctx)?.delete(argString(n as Value)) ?? false),
  },
  {
    name: 'vl-file-rename', min: 2, max: 2, doc: '(vl-file-rename old new) — Renames a file; T, or nil if old is missing or new exists.',
    fn: ([a, b], ctx) => T(ctx, fsOf(ctx)?.rename(argString(a as Value), argString(b as Value)) ?? false),
  },
  {
    name: 'vl-file-size', min: 1, max: 1, doc: '(vl-file-size filename) — Size in bytes (0 for a folder), or nil.',
    fn: ([n], ctx) => fsOf(ctx)?.size(argString(n as Value)) ?? null,
  },
  {
    name: 'vl-file-systime', min: 1, max: 1,
    doc: '(vl-file-systime filename) — Modification time as (year month weekday day hour minute second ms), or nil.',
    fn: ([n], ctx) => (fsOf(ctx)?.isFile(argString(n as Value)) ? list(FIXED_SYSTIME) : null),
  },
  {
    name: 'vl-file-directory-p', min: 1, max: 1, doc: '(vl-file-directory-p name) — T if name is a folder.',
    fn: ([n], ctx) => T(ctx, fsOf(ctx)?.isDir(argString(n as Value)) ?? false),
  },
  {
    name: 'vl-directory-files', min: 0, max: 3,
    doc: '(vl-directory-files [dir pattern what]) — Names in a folder matching pattern; what -1 folders, 1 files, 0 both.',
    fn: ([dir, pat, what], ctx) => {
      const fs = fsOf(ctx);
      const mode = what === undefined || what === null ? 0 : argInt(what);
      const names = fs?.list(optString(dir) ?? ROOT, optString(pat) ?? '*.*', mode < 0 ? -1 : mode > 0 ? 1 : 0) ?? [];
      return names.length ? list(names) : null;
    },
  },
  {
    name: 'vl-mkdir', min: 1, max: 1, doc: '(vl-mkdir dir) — Creates a folder (its parent must exist); T, or nil.',
    fn: ([n], ctx) => T(ctx, fsOf(ctx)?.mkdir(argString(n as Value)) ?? false),
  },
  {
    name: 'vl-filename-base', min: 1, max: 1, doc: '(vl-filename-base path) — The file name without folder and extension.',
    fn: ([p]) => splitName(argString(p as Value)).base,
  },
  {
    name: 'vl-filename-directory', min: 1, max: 1, doc: '(vl-filename-directory path) — The folder part of a path, in the case it was written.',
    fn: ([p]) => splitName(argString(p as Value)).dir,
  },
  {
    name: 'vl-filename-extension', min: 1, max: 1, doc: '(vl-filename-extension path) — The extension with its dot, or nil.',
    fn: ([p]) => splitName(argString(p as Value)).ext || null,
  },
  {
    name: 'vl-filename-mktemp', min: 0, max: 3,
    doc: '(vl-filename-mktemp [pattern dir ext]) — A new unique temporary file name in the sandbox.',
    fn: ([pat, dir, ext], ctx) => fsOf(ctx)?.mktemp(optString(pat), optString(dir), optString(ext)) ?? null,
  },
]);
