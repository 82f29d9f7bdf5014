/*
 * The workbench's DCL preview: a file's text (and the texts it may @include) read and audited
 * exactly as load_dialog reads it, and every dialog it defines laid out with its initial tile
 * values, ready to draw. Pure, so the renderer can call it on every edit.
 */
import type { DclProblem } from '../ports/dialog-view.js';
import { loadDclLibrary } from './dcl-library.js';
import { OpenDialog } from './dialog-state.js';
import type { DialogLibraryEntry } from './session-types.js';
import { instantiate } from './tile-tree.js';
import type { DialogView } from './view.js';

export interface DclPreview {
  /** the dialogs the file defines, in order */
  dialogs: string[];
  views: DialogView[];
  diagnostics: DclProblem[];
  /** false when load_dialog would refuse the file */
  loads: boolean;
}

/** `others`: texts of other DCL files by name, for @include. */
export function previewDcl(text: string, name: string, others: Record<string, string> = {}): DclPreview {
  const files: Record<string, string> = { ...others, [name]: text };
  const byLower = new Map(Object.keys(files).map((k) => [k.toLowerCase(), k]));
  const base = (p: string) => p.slice(Math.max(p.lastIndexOf('\\'), p.lastIndexOf('/')) + 1).toLowerCase();
  const lib = loadDclLibrary(name, {
    read: (p) => files[byLower.get(base(p)) ?? p],
    resolveInclude: (inc) => byLower.get(base(inc)),
  });
  const entry: DialogLibraryEntry = { id: 0, path: name, shownPath: name, lib };
  const views: DialogView[] = [];
  for (const d of lib.dialogs) {
    const tree = instantiate(lib, d);
    if (tree) views.push(new OpenDialog(d, entry, tree, '', undefined, 1).view());
  }
  const diagnostics = lib.diagnostics.map((x) => ({ file: x.file, line: x.line, column: x.column, severity: x.severity, message: x.message }));
  return { dialogs: lib.dialogs, views, diagnostics, loads: lib.ok };
}
