/*
 * Where the CLI prints. `process.stdout` and `process.stderr` are made on first use, and making one
 * loads Node's stream, net or tty modules: about a tenth of `lispwright eval 1`'s own start-up
 * (issue 19). `eval` prints through `fdOutput` instead, writing its text straight to fds 1 and 2.
 * Node's stdio is synchronous for files, pipes and terminals on Linux, so nothing changes in
 * order or in what is written; a write the fd does not take whole at once (a non-blocking pipe
 * that is full: EAGAIN) or that fails (EPIPE ...) goes to the stream from then on, which handles it
 * as it always did. Windows keeps the streams (its console is written as text).
 */
import { writeSync } from 'node:fs';

export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

/** Node's own streams. */
export const processOutput: CliOutput = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};

/** fds whose writes go to the stream (after a write the fd would not take). */
const toStream = new Set<number>();

/** Write `text` to fd 1 or 2, the rest through the stream when the fd does not take it. */
export function writeToFd(fd: 1 | 2, text: string): void {
  if (text === '') return;
  const stream = () => (fd === 1 ? process.stdout : process.stderr);
  if (toStream.has(fd)) {
    stream().write(text);
    return;
  }
  const bytes = Buffer.from(text, 'utf8');
  let done = 0;
  try {
    while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
  } catch {
    toStream.add(fd);
    stream().write(bytes.subarray(done));
  }
}

/** Straight to fds 1 and 2 (Node's streams on Windows, whose console takes text, not bytes). */
export const fdOutput: CliOutput =
  process.platform === 'win32'
    ? processOutput
    : {
        out: (text) => writeToFd(1, text),
        err: (text) => writeToFd(2, text),
      };
