/*
 * The run's sandboxed file system. Scripts see a small Windows-like tree rooted at C:\Lispwright
 * (the "support path"): the request's files are readable there, every write goes to an in-memory
 * overlay that comes back in RunResult.files, and nothing reaches the real disk. Paths compare
 * case-insensitively with / and \ alike, as on Windows. Times are fixed so runs stay repeatable.
 */
import { compileGlob } from '../builtins/wcmatch.js';
import { LispFile } from '../core/values.js';
import type { SourceFile, WrittenFile } from './contract.js';
import { utf8 } from '../core/utf8.js';

export const ROOT = 'C:\\Lispwright';
export const TEMP_DIR = `${ROOT}\\Temp`;
/** the modification time every sandbox file reports: 2024-01-01 00:00:00, a Monday */
export const FIXED_SYSTIME = [2024, 1, 1, 1, 0, 0, 0, 0];

interface Entry {
  /** full display path, e.g. C:\Lispwright\lib\helpers.lsp */
  path: string;
  /** the request's name for it (request files) */
  requestName?: string;
  text: string;
  written: boolean;
}

/** A request file as it came in (its text before the run changed anything). */
interface RequestFile {
  name: string;
  text: string;
}

/** An open descriptor's state (LispFile.impl). */
interface Handle {
  key: string;
  pos: number;
  text: string;
}

/** Normalise a path to its full display form (backslashes, . and .. resolved). */
export function fullPath(name: string, cwd = ROOT): string {
  let p = name.replace(/\//g, '\\');
  if (/^[a-z]:/i.test(p) && p[2] !== '\\') p = `${p.slice(0, 2)}\\${p.slice(2)}`;
  if (p.startsWith('\\')) p = `C:${p}`;
  else if (!/^[a-z]:\\/i.test(p)) p = `${cwd}\\${p}`;
  const parts: string[] = [];
  for (const seg of p.split('\\')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (parts.length > 1) parts.pop();
    } else parts.push(seg);
  }
  return parts.length === 1 ? `${parts[0]}\\` : parts.join('\\');
}

const keyOf = (name: string): string => fullPath(name).toLowerCase();
const parentOf = (full: string): string => {
  const i = full.lastIndexOf('\\');
  return i <= 2 ? full.slice(0, 3) : full.slice(0, i);
};

/** DOS wildcard (* ?) match, case-insensitive, linear-time (never a RegExp made from the pattern). */
function dosMatcher(pattern: string): (name: string) => boolean {
  const glob = compileGlob(pattern, { caseInsensitive: true });
  return pattern === '*.*' ? (name) => !name.includes('.') || glob(name) : glob;
}

export class SandboxFs {
  private readonly entries = new Map<string, Entry>();
  /** folders: lower-case key -> display path */
  private readonly dirs = new Map<string, string>();
  private tempCounter = 0;
  /** request files by key, as given (what the code hash covers when they are read) */
  private readonly originals = new Map<string, RequestFile>();
  /** request files the run read (load, open for reading, load_dialog...), in the order first read */
  readonly readOrder: RequestFile[] = [];
  private readonly readKeys = new Set<string>();

  constructor(files: readonly SourceFile[]) {
    this.addDir(ROOT);
    this.addDir(TEMP_DIR);
    for (const f of files) {
      const path = fullPath(f.name);
      this.entries.set(path.toLowerCase(), { path, requestName: f.name, text: f.text, written: false });
      this.originals.set(path.toLowerCase(), { name: f.name, text: f.text });
      this.addDir(parentOf(path));
    }
  }

  /** Note that the run read this file (request files only, once each). */
  noteRead(name: string): void {
    const key = keyOf(name);
    const f = this.originals.get(key);
    if (!f || this.readKeys.has(key)) return;
    this.readKeys.add(key);
    this.readOrder.push(f);
  }

  private addDir(full: string): void {
    let d = fullPath(full);
    while (d.length > 3 && !this.dirs.has(d.toLowerCase())) {
      this.dirs.set(d.toLowerCase(), d);
      d = parentOf(d);
    }
    if (!this.dirs.has(d.toLowerCase())) this.dirs.set(d.toLowerCase(), d);
  }

  // ---- queries ---------------------------------------------------------------------

  isFile(name: string): boolean {
    return this.entries.has(keyOf(name));
  }
  isDir(name: string): boolean {
    return this.dirs.has(keyOf(name));
  }
  /** The display path of an existing file, or of where a new one would go. */
  displayPath(name: string): string {
    return this.entries.get(keyOf(name))?.path ?? fullPath(name);
  }
  /** A file's text; reading a request file counts towards the code hash (noteRead). */
  read(name: string): string | undefined {
    const e = this.entries.get(keyOf(name));
    if (e) this.noteRead(name);
    return e?.text;
  }
  /** The name errors and spans should use for a file: the request's own name when it has one. */
  sourceName(name: string): string {
    const e = this.entries.get(keyOf(name));
    return e?.requestName ?? e?.path ?? name;
  }
  size(name: string): number | undefined {
    if (this.isDir(name)) return 0;
    const t = this.entries.get(keyOf(name))?.text;
    return t === undefined ? undefined : utf8(t).length;
  }

  /** Search the support path (the root, then each folder holding request files), like findfile. */
  find(name: string): string | undefined {
    if (/^([a-z]:)?[\\/]/i.test(name)) return this.isFile(name) ? this.displayPath(name) : undefined;
    const roots = [ROOT, ...[...this.dirs.values()].filter((d) => d.toLowerCase() !== ROOT.toLowerCase())];
    for (const r of roots) {
      const candidate = fullPath(name, r);
      if (this.isFile(candidate)) return this.displayPath(candidate);
    }
    return undefined;
  }

  list(dir: string, pattern: string, mode: number): string[] {
    const d = keyOf(dir);
    if (!this.dirs.has(d)) return [];
    const out: string[] = [];
    if (mode <= 0) {
      out.push('.', '..');
      for (const [sub, shown] of this.dirs) if (sub !== d && parentOf(sub) === d) out.push(shown.slice(shown.lastIndexOf('\\') + 1));
    }
    if (mode >= 0) for (const [k, e] of this.entries) if (parentOf(k) === d) out.push(e.path.slice(e.path.lastIndexOf('\\') + 1));
    const matches = dosMatcher(pattern);
    return out.filter((n) => n === '.' || n === '..' || matches(n));
  }

  // ---- changes (all in the overlay) ------------------------------------------------

  write(name: string, text: string, append = false): void {
    const key = keyOf(name);
    const e = this.entries.get(key);
    if (e) {
      e.text = append ? e.text + text : text;
      e.written = true;
      return;
    }
    const path = fullPath(name);
    this.entries.set(key, { path, text, written: true });
    this.addDir(parentOf(path));
  }
  delete(name: string): boolean {
    return this.entries.delete(keyOf(name));
  }
  rename(from: string, to: string): boolean {
    const e = this.entries.get(keyOf(from));
    if (!e || this.isFile(to) || this.isDir(to)) return false;
    this.entries.delete(keyOf(from));
    this.write(to, e.text);
    return true;
  }
  mkdir(name: string): boolean {
    const full = fullPath(name);
    if (this.isDir(full) || this.isFile(full) || !this.isDir(parentOf(full))) return false;
    this.dirs.set(full.toLowerCase(), full);
    return true;
  }
  mktemp(pattern: string | undefined, dir: string | undefined, ext: string | undefined): string {
    const pat = pattern ?? '$VL~~';
    const slash = Math.max(pat.lastIndexOf('\\'), pat.lastIndexOf('/'));
    const folder = dir ?? (slash >= 0 ? pat.slice(0, slash) : TEMP_DIR);
    const file = slash >= 0 ? pat.slice(slash + 1) : pat;
    const dot = file.lastIndexOf('.');
    const base = dot > 0 ? file.slice(0, dot) : file;
    const extension = ext ?? (dot > 0 ? file.slice(dot) : '');
    for (;;) {
      this.tempCounter++;
      const candidate = fullPath(`${base}${String(this.tempCounter).padStart(3, '0')}${extension}`, fullPath(folder));
      if (!this.isFile(candidate)) return candidate;
    }
  }

  // ---- descriptors (open / read-line / write-line ...) ------------------------------

  open(name: string, mode: 'r' | 'w' | 'a'): LispFile | null {
    const key = keyOf(name);
    if (this.dirs.has(key)) return null;
    if (mode === 'r') {
      const e = this.entries.get(key);
      if (!e) return null;
      this.noteRead(name);
      return new LispFile(e.path, 'r', { key, pos: 0, text: e.text } satisfies Handle);
    }
    if (mode === 'w' || !this.entries.has(key)) this.write(name, '');
    const e = this.entries.get(key) as Entry;
    e.written = true;
    return new LispFile(e.path, mode, { key, pos: 0, text: '' } satisfies Handle);
  }

  close(f: LispFile): void {
    f.open = false;
  }

  /** output.ts writes princ/prin1/print to a descriptor through this. */
  writeText(f: LispFile, text: string): void {
    if (!f.open || f.mode === 'r') return;
    const h = f.impl as Handle;
    const e = this.entries.get(h.key);
    if (!e) return;
    e.text += text;
    e.written = true;
  }

  readLine(f: LispFile): string | null {
    const h = f.impl as Handle;
    if (f.mode !== 'r' || h.pos >= h.text.length) return null;
    let end = h.pos;
    while (end < h.text.length && h.text[end] !== '\n' && h.text[end] !== '\r') end++;
    const line = h.text.slice(h.pos, end);
    if (h.text[end] === '\r' && h.text[end + 1] === '\n') end++;
    h.pos = end + 1;
    return line;
  }

  readChar(f: LispFile): number | null {
    const h = f.impl as Handle;
    if (f.mode !== 'r' || h.pos >= h.text.length) return null;
    const c = h.text.charCodeAt(h.pos);
    if (c === 13 && h.text.charCodeAt(h.pos + 1) === 10) {
      h.pos += 2;
      return 10;
    }
    const cp = h.text.codePointAt(h.pos) as number;
    h.pos += cp > 0xffff ? 2 : 1;
    return cp;
  }

  /** Files the run created or changed, root-relative names with / (others as full paths). */
  written(): WrittenFile[] {
    const out: WrittenFile[] = [];
    const rootKey = `${ROOT.toLowerCase()}\\`;
    for (const [k, e] of this.entries) {
      if (!e.written) continue;
      const name = e.requestName ?? (k.startsWith(rootKey) ? e.path.slice(rootKey.length).replace(/\\/g, '/') : e.path);
      out.push({ name, text: e.text });
    }
    return out;
  }
}
