/*
 * --out-dxf's file. The drawing arrives in pieces while the worker writes it; they go to a
 * temporary file beside the destination, renamed over it only once the whole drawing is in. A run
 * that fails, is stopped, or breaks off mid-write leaves an existing file as it was, and a
 * destination that cannot be written is reported before the script runs.
 */
import { closeSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export class DxfOutFile {
  private fd: number | undefined;
  private readonly temp: string;
  /** why writing stopped (a full disk, a lost device): the pieces after it are dropped */
  private failed: string | undefined;
  /** throws a message naming the file when it cannot be created */
  constructor(readonly path: string) {
    this.temp = join(dirname(path), `.${basename(path)}.${process.pid}.part`);
    try {
      this.fd = openSync(this.temp, 'w');
    } catch (e) {
      throw new Error(this.cannot(e));
    }
  }

  private cannot(e: unknown): string {
    return `--out-dxf: cannot write ${this.path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`;
  }

  /** the next piece of the file (UTF-8); never throws (it is called from the worker's messages) */
  readonly write = (bytes: Uint8Array): void => {
    if (this.fd === undefined || this.failed) return;
    try {
      for (let off = 0; off < bytes.length; ) off += writeSync(this.fd, bytes, off, bytes.length - off);
    } catch (e) {
      this.failed = this.cannot(e);
    }
  };

  /** the whole drawing is in: it becomes the destination; throws the reason when it cannot */
  commit(): void {
    if (this.fd === undefined) return;
    try {
      if (this.failed) throw new Error(this.failed);
      closeSync(this.fd);
      this.fd = undefined;
      renameSync(this.temp, this.path);
    } catch (e) {
      const why = this.failed ?? this.cannot(e);
      this.discard();
      throw new Error(why);
    }
  }

  /** nothing (or not all) of the drawing came: the destination is left alone */
  discard(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    try {
      unlinkSync(this.temp);
    } catch {
      // already gone
    }
  }
}
