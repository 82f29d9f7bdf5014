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
  /** throws a message naming the file when it cannot be created */
  constructor(readonly path: string) {
    this.temp = join(dirname(path), `.${basename(path)}.${process.pid}.part`);
    try {
      this.fd = openSync(this.temp, 'w');
    } catch (e) {
      throw new Error(`--out-dxf: cannot write ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
  }

  /** the next piece of the file (UTF-8) */
  readonly write = (bytes: Uint8Array | string): void => {
    if (this.fd === undefined) return;
    if (typeof bytes === 'string') writeSync(this.fd, bytes);
    else for (let off = 0; off < bytes.length; ) off += writeSync(this.fd, bytes, off, bytes.length - off);
  };

  /** the whole drawing is in: it becomes the destination */
  commit(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
    renameSync(this.temp, this.path);
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
