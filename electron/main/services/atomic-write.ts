/*
 * Atomic file writes: write a temp file next to the target, flush it, rename it over the target,
 * then flush the folder so the rename itself survives a power cut. A crash mid-write leaves either
 * the old file or the new one, never a truncated mix — and at worst a temp file, which
 * `removeStaleTemps` deletes at the next start-up. The temp file sits in the same directory so the
 * rename never crosses file systems; its name carries the writer's pid, so a live writer's temp
 * file is never taken for a stale one.
 */
import { promises as fs } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** `.NAME.PID.RANDOM.tmp`, as writeFileAtomic names its temp files. */
const TEMP_NAME = /^\.(.+)\.(\d+)\.([0-9a-f]{12})\.tmp$/;

export const tempPathFor = (path: string): string => join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);

export async function writeFileAtomic(path: string, data: Uint8Array | string): Promise<void> {
  const dir = dirname(path);
  const tmp = tempPathFor(path);
  let mode: number | undefined;
  try {
    mode = (await fs.stat(path)).mode & 0o777;
  } catch {
    mode = undefined; // new file: default mode
  }
  const fh = await fs.open(tmp, 'wx', mode ?? 0o666);
  try {
    await fh.writeFile(data);
    await fh.sync();
  } catch (e) {
    await fh.close().catch(() => {});
    await fs.rm(tmp, { force: true });
    throw e;
  }
  await fh.close();
  try {
    await fs.rename(tmp, path);
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw e;
  }
  await syncFolder(dir);
}

/** Flush a folder's entries (the rename just made). Windows cannot open a folder for this: skipped there. */
export async function syncFolder(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  let fh: fs.FileHandle | undefined;
  try {
    fh = await fs.open(dir, 'r');
    await fh.sync();
  } catch {
    // a file system that cannot sync folders: the file itself was synced
  } finally {
    await fh?.close().catch(() => {});
  }
}

const alive = (pid: number): boolean => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // exists, but not ours to signal
  }
};

/** Delete the temp files a killed writer left in `dir` (writers still running keep theirs). Returns the names removed. */
export async function removeStaleTemps(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const n of names) {
    const m = TEMP_NAME.exec(n);
    if (!m || alive(Number(m[2]))) continue;
    try {
      const st = await fs.lstat(join(dir, n));
      if (!st.isFile()) continue;
      await fs.rm(join(dir, n), { force: true });
      removed.push(n);
    } catch {
      // gone already, or not ours to remove
    }
  }
  return removed;
}
