/*
 * What the dialog session needs from the run around it, and what it keeps per loaded file.
 * The runner supplies these (sandbox files, scripted input, the transcript); tests can supply
 * their own.
 */
import type { DclLibrary } from './dcl-library.js';

/** A DCL file load_dialog read. */
export interface DialogLibraryEntry {
  id: number;
  /** the sandbox path it was read from */
  path: string;
  /** the name shown in records and messages (the request's own name when it has one) */
  shownPath: string;
  lib: DclLibrary;
}

/** The run's files as the dialog functions use them. */
export interface DialogFiles {
  /** search the support path; the full path, or undefined */
  find(name: string): string | undefined;
  read(path: string): string | undefined;
  write(path: string, text: string): void;
  delete(path: string): boolean;
  /** the name errors should use for a path */
  sourceName(path: string): string;
  /** the folder acad.dce is written to (AutoCAD: the current directory) */
  currentDir: string;
}
