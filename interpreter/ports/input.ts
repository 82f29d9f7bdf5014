/*
 * Scripted user input as builtins see it. The runner implements InputPort over the request's
 * input queue and puts it in ctx.services.input; getXXX, entsel, interactive ssget, getfiled,
 * start_dialog and grread read from it. `next` also records the prompt in the run output the way
 * AutoCAD's command line shows it (prompt, then what was typed, or *Cancel*), so callers only
 * pass the prompt text. An exhausted queue answers as pressing Enter (undefined here) and the
 * prompt is reported in RunResult.unansweredPrompts; an interactive run first asks the host
 * (ask.ts).
 */
import type { AskRequest } from './ask.js';

/** One scripted answer to a prompt (getpoint, getstring, entsel, ssget, start_dialog, grread...). */
export type ScriptedInput =
  | { point: [number, number] | [number, number, number] }
  | { int: number }
  | { real: number }
  | { string: string }
  | { keyword: string }
  /** an entity by handle (entsel/nentsel), with an optional pick point */
  | { entity: string; point?: [number, number, number] }
  /** a selection (interactive ssget) by handles */
  | { selection: string[] }
  /** a file name (getfiled) */
  | { file: string }
  /** press Enter (nil) */
  | { enter: true }
  /** press Esc: Function cancelled */
  | { esc: true }
  /** the next start_dialog: tiles set as a user would (each change runs its action), then a button pressed */
  | { dialog: DialogAnswer }
  /** the next grread: a mouse move or pick, a key, a menu item */
  | { grread: GrreadInput };

/**
 * A scripted answer for a dialog shown by start_dialog. Tiles are set in the order given (each
 * change runs the tile's action with AutoCAD's $reason), then `press` presses a button (running
 * its action; "accept" and "cancel" close with 1 and 0 unless the program's actions decide
 * otherwise). Without `press` the dialog stays open and takes the next dialog answer.
 */
export interface DialogAnswer {
  /** the dialog this answers (its DCL name); when given, only that dialog takes the answer */
  name?: string;
  /** tile key -> value as get_tile shows it: "1"/"0" toggles, "2" a popup index, "0 3" list rows, a radio button's key for its cluster */
  tiles?: Record<string, string | number>;
  /** the key of the button (or image button, or list box: a double-click) to press */
  press?: string;
  /** where an image button is clicked ($x $y), in its own pixel coordinates */
  at?: [number, number];
  /** press Esc (the cancel button) */
  cancel?: true;
}

/** A scripted answer for grread. Exactly one field. */
export interface GrreadInput {
  /** pointer moved (type 5, returned only while tracking) */
  move?: [number, number] | [number, number, number];
  /** point picked (type 3) */
  pick?: [number, number] | [number, number, number];
  /** a key: character code or a one-character string (type 2); 27 is Esc */
  key?: number | string;
  /** screen or pull-down menu item number (type 4) */
  menu?: number;
  /** BUTTONS menu button number (type 6) */
  buttons?: number;
  /** AUX menu button number (type 11) */
  aux?: number;
  /** secondary pointer button, screen x coordinate (type 25) */
  right?: number;
}

export interface NextOptions {
  /** which queued answers this prompt takes; one it does not take stays queued (default: any) */
  accepts?: (a: ScriptedInput) => boolean;
  /** nothing in the transcript: no prompt text, no echo (dialogs, grread) */
  silent?: boolean;
  /** what to ask the host when the queue has no answer and the run is interactive */
  ask?: () => AskRequest;
  /** the answer the host gave, checked; undefined when it is unusable */
  check?: (a: unknown) => ScriptedInput | undefined;
  /** don't list this prompt in unansweredPrompts when it finds no answer */
  quietWhenUnanswered?: boolean;
}

export interface InputPort {
  /** The next scripted answer for a prompt, or undefined (Enter) when there is none. */
  next(kind: string, prompt: string, opts?: NextOptions): ScriptedInput | undefined;
}
