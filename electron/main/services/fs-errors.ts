/*
 * File-system failures in words a drafter reads in the notice line ("Could not open X: the file
 * does not exist") rather than Node's "ENOENT: no such file or directory, stat '…'". Errors that
 * are not file-system errors pass through unchanged.
 */
import { dirname } from 'node:path';

const WORDS: Record<string, (path: string) => string> = {
  ENOENT: () => 'the file does not exist',
  ENOTDIR: (p) => `${dirname(p)} is not a folder`,
  EISDIR: (p) => `${p} is a folder, not a file`,
  EACCES: () => 'permission denied',
  EPERM: () => 'permission denied',
  EROFS: () => 'the disk is read-only',
  ENOSPC: () => 'the disk is full',
  EBUSY: () => 'the file is in use by another program',
};

/** The same error, reworded when it is a known file-system error about `path`. */
export function friendlyFsError(e: unknown, path: string, writing = false): Error {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  const word = code ? WORDS[code] : undefined;
  if (!word) return e instanceof Error ? e : new Error(String(e));
  // writing: a missing file means its folder is missing (the file itself is being created)
  const text = writing && code === 'ENOENT' ? `the folder ${dirname(path)} does not exist` : word(path);
  const out = new Error(text);
  (out as NodeJS.ErrnoException).code = code;
  return out;
}

/** Run a file-system step on `path`, rewording its failure. */
export async function withFsWords<T>(path: string, step: () => Promise<T>, writing = false): Promise<T> {
  try {
    return await step();
  } catch (e) {
    throw friendlyFsError(e, path, writing);
  }
}
