/*
 * The CLI's worker entry (dist/worker-boot.mjs): runs dist/worker-script.cjs through vm.Script
 * with a V8 code cache, so a cold `lispwright eval` does not parse and compile the interpreter
 * again each time. The cache is keyed by the script's content hash, Node's version and the
 * architecture; V8 checks it again and a rejected one is rebuilt. It lives in the user's own
 * cache folder ($LISPWRIGHT_CACHE_DIR, $XDG_CACHE_HOME/lispwright or ~/.cache/lispwright), never
 * a shared one (a code cache is code). Any failure to read or write it only costs the cache.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const file = fileURLToPath(new URL('./worker-script.cjs', import.meta.url));
const source = readFileSync(file, 'utf8');

function cacheDir(): string | undefined {
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

const dir = cacheDir();
const key = createHash('sha256').update(`${process.version} ${process.arch}\n`).update(source).digest('hex').slice(0, 24);
const cacheFile = dir ? join(dir, `worker-${key}.v8cache`) : undefined;
let cached: Buffer | undefined;
try {
  if (cacheFile) cached = readFileSync(cacheFile);
} catch {
  cached = undefined;
}

const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file, ...(cached ? { cachedData: cached } : {}) });
const run = script.runInThisContext() as (e: object, r: NodeRequire, m: object, f: string, d: string) => void;
const mod = { exports: {} };
run.call(mod.exports, mod.exports, createRequire(file), mod, file, dirname(file));

if (cacheFile && dir && (!cached || script.cachedDataRejected)) {
  // after the module ran, so the cache holds the functions its start compiled too
  try {
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(tmp, script.createCachedData(), { mode: 0o600 });
    renameSync(tmp, cacheFile);
    for (const f of readdirSync(dir)) if (f.startsWith('worker-') && f !== `worker-${key}.v8cache` && !f.endsWith('.tmp')) rmSync(join(dir, f), { force: true });
  } catch {
    // no cache this time
  }
}
