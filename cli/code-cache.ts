/*
 * Loading a CommonJS bundle through vm.Script with a V8 code cache, so a cold start does not parse
 * and compile the interpreter again each time (Node 20 has no compile cache for ES modules). Used
 * by the CLI's worker entry (cli/worker-boot.ts) and by the CLI's guarded in-process eval
 * (cli/guarded-runner.ts), both on dist/worker-script.cjs, so they share one cache file.
 *
 * The cache is keyed by the bundle's size, modification time and inode, Node's version and the
 * architecture (cheap: nothing is hashed at start-up; a rebuilt bundle gets a new key), and V8
 * checks it again (a rejected one is rebuilt). The four newest caches of a bundle are kept. It lives in the user's own cache folder
 * ($LISPWRIGHT_CACHE_DIR, $XDG_CACHE_HOME/lispwright or ~/.cache/lispwright), never a shared one:
 * a code cache is code, so it is used only from a folder the user owns that no one else can write.
 * Any failure to read or write it only costs the cache. LISPWRIGHT_CODE_CACHE=0 turns it off.
 */
import { isAscii } from 'node:buffer';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';

export interface CachedModule {
  exports: Record<string, unknown>;
  /** a cache file was found and V8 accepted it */
  cacheUsed: boolean;
  /** write the cache now if there was none (or V8 rejected it); call after the module did its work */
  saveCache(): void;
}

export function codeCacheDir(): string | undefined {
  if (process.env.LISPWRIGHT_CODE_CACHE === '0') return undefined;
  const dir = process.env.LISPWRIGHT_CACHE_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'lispwright');
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // only a folder of our own: a code cache someone else can write is code someone else runs
    const st = statSync(dir);
    if (typeof process.getuid === 'function' && st.uid !== process.getuid()) return undefined;
    if ((st.mode & 0o022) !== 0) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}

/** The start of every cache file name of a bundle ("code-worker-script-cjs-"). */
const cacheStem = (file: string): string => `code-${basename(file).replace(/\W+/g, '-')}-`;

/** Caches kept per bundle: several builds (worktrees, an installed copy, Node versions) can share the folder. */
const KEEP_CACHES = 4;

/** The cache file's name for a bundle: its name, size, mtime and inode, Node's version and the architecture. */
export function codeCacheName(file: string): string {
  const st = statSync(file);
  return `${cacheStem(file)}${process.version}-${process.arch}-${st.size}-${Math.round(st.mtimeMs)}-${st.ino}.v8cache`;
}

/**
 * A bundle's text. The build writes the bundles as ASCII (scripts/build-node.mjs), read here as
 * Latin-1: a one-byte string made by a plain copy, where UTF-8 decoding of 1.7 MB took ~6 ms of
 * every start (and any non-ASCII byte, even in a comment, made the whole text a two-byte string).
 * A bundle that is not ASCII is decoded as UTF-8.
 */
export function bundleSource(file: string): string {
  const bytes = readFileSync(file);
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

/** Run a CommonJS bundle as a module, compiled from the code cache when there is a good one. */
export function loadCachedModule(file: string): CachedModule {
  const source = bundleSource(file);
  const dir = codeCacheDir();
  let cacheFile: string | undefined;
  let cached: Buffer | undefined;
  try {
    if (dir) {
      cacheFile = join(dir, codeCacheName(file));
      cached = readFileSync(cacheFile);
    }
  } catch {
    cached = undefined;
  }
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file, ...(cached ? { cachedData: cached } : {}) });
  const run = script.runInThisContext() as (e: object, r: NodeRequire, m: object, f: string, d: string) => void;
  const mod = { exports: {} as Record<string, unknown> };
  run.call(mod.exports, mod.exports, createRequire(file), mod, file, dirname(file));
  const cacheUsed = cached !== undefined && !script.cachedDataRejected;
  let saved = cacheUsed;
  return {
    exports: mod.exports,
    cacheUsed,
    saveCache() {
      if (saved || !cacheFile || !dir) return;
      saved = true;
      try {
        const tmp = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(tmp, script.createCachedData(), { mode: 0o600 });
        renameSync(tmp, cacheFile);
        // the oldest caches of this bundle go, past the few newest (other builds may still use theirs)
        const stem = cacheStem(file);
        const mine = readdirSync(dir)
          .filter((f) => f.startsWith(stem) && f.endsWith('.v8cache'))
          .map((f) => ({ f, at: statSync(join(dir, f)).mtimeMs }))
          .sort((a, b) => b.at - a.at);
        for (const { f } of mine.slice(KEEP_CACHES)) rmSync(join(dir, f), { force: true });
      } catch {
        // no cache this time
      }
    },
  };
}
