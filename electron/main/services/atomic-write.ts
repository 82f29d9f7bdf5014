/*
 * Atomic file writes: write a temp file next to the target, flush it, then rename over the
 * target. A crash mid-write leaves either the old file or the new one, never a truncated mix.
 * The temp file sits in the same directory so the rename never crosses file systems.
 */
import { promises as fs } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

export async function writeFileAtomic(path: string, data: Uint8Array | string): Promise<void> {
  const dir = dirname(path);
  const tmp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
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
}
