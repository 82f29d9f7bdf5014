/*
 * What the dialogs layer hands up: a dialog as the workbench draws it (the laid-out tile tree
 * with each tile's current state, plain JSON, built by dialogs/view.ts), and what a run records
 * of the dialogs it showed and the DCL files it read (RunResult.dialogs, .dclDiagnostics).
 */

export type ImageOp =
  | { op: 'vector'; x1: number; y1: number; x2: number; y2: number; color: number }
  | { op: 'fill'; x: number; y: number; w: number; h: number; color: number }
  | { op: 'slide'; x: number; y: number; w: number; h: number; name: string };

export interface TileView {
  /** primitive type: dialog cluster radio_cluster button edit_box list_box popup_list toggle radio_button slider image image_button text spacer */
  type: string;
  /** the named tile it was made from (row, boxed_column, ok_button, a user prototype) */
  proto: string;
  key?: string;
  label?: string;
  /** content box in pixels, relative to the dialog's client area */
  x: number;
  y: number;
  w: number;
  h: number;
  /** edit_box / popup_list: where the field starts (pixels, same origin) */
  fieldX?: number;
  value: string;
  enabled: boolean;
  /** list_box / popup_list items */
  list?: string[];
  boxed?: boolean;
  vertical?: boolean;
  isDefault?: boolean;
  isCancel?: boolean;
  isBold?: boolean;
  multiple?: boolean;
  password?: string;
  editLimit?: number;
  /** slider range */
  min?: number;
  max?: number;
  /** image / image_button background colour (ACI or a negative dialog colour) */
  color?: number;
  image?: ImageOp[];
  highlighted?: boolean;
  focus?: boolean;
  children: TileView[];
}

export interface DialogView {
  name: string;
  /** the DCL file it came from */
  file: string;
  title: string;
  /** client-area size in pixels */
  width: number;
  height: number;
  root: TileView;
  /** nesting depth (1 for a top-level dialog) */
  depth: number;
}

/** One dialog shown by start_dialog. */
export interface DialogRecord {
  /** the dialog's name in its DCL file */
  name: string;
  /** the DCL file it came from */
  file: string;
  /** what start_dialog returned */
  status: number;
  /** the last button pressed (its key), if any */
  press?: string;
  /** every keyed tile's value when the dialog closed */
  tiles: Record<string, string>;
  /** who answered it */
  answeredBy: 'script' | 'user' | 'unanswered' | 'program';
  /** parts of scripted answers that could not apply (missing tile, disabled tile, bad value) */
  rejected?: string[];
  /** nesting depth (1 for a top-level dialog) */
  depth: number;
}

/** A problem found in a DCL file, located. */
export interface DclProblem {
  file: string;
  line: number;
  column: number;
  severity: 'error' | 'warning' | 'hint';
  message: string;
}
