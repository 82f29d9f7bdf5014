/*
 * The dialogs of one run: DCL files loaded by load_dialog, the dialogs opened by new_dialog (a
 * stack: a dialog opened from an action nests over the one that opened it, at most 8 deep),
 * and start_dialog's loop. start_dialog takes answers from the run's input port, one at a time:
 * a scripted {dialog} answer, or, in an interactive run, one event from the drafter in the
 * workbench. Each answer sets tiles and may press a button (answers.ts); the loop ends when an
 * action calls done_dialog (or term_dialog). With no answer, Cancel is pressed for the user.
 *
 * While a dialog is up, functions that need the command line or the graphics screen (getXXX,
 * entsel, command, grread, grdraw, princ...) are refused as AutoCAD refuses them: all dialogs
 * close and the program gets "AutoCAD rejected function". An error inside an action closes all
 * dialogs too, before the program's *error* runs (which may print).
 */
import { LispError, makeError, raise } from '../core/errors.js';
import { MESSAGES } from '../core/messages.js';
import { list, type Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';
import type { DclProblem, DialogRecord } from '../ports/dialog-view.js';
import type { InputPort, ScriptedInput } from '../ports/input.js';
import { applyAnswer, pressTile } from './answers.js';
import { auditReport, loadDclLibrary } from './dcl-library.js';
import { OpenDialog } from './dialog-state.js';
import { DCL_PIXELS } from './layout.js';
import type { DialogFiles, DialogLibraryEntry } from './session-types.js';
import { instantiate } from './tile-tree.js';

export const MAX_NESTING = 8;

/** How a dialog is named among a run's prompts (promptsAsked, unansweredPrompts, the Esc check). */
export const dialogPromptLabel = (name: string): string => `dialog "${name}"`;
export const isDialogPrompt = (label: string): boolean => label.startsWith('dialog "');
/** where done_dialog says a dialog was when nothing placed it: centred on a 1920 x 1080 screen */
const SCREEN = { w: 1920, h: 1080 };

export interface SessionHost {
  files: DialogFiles | undefined;
  input: () => InputPort | undefined;
  /** a Lispwright notice in the run output */
  notice(text: string): void;
}

export class DialogSession {
  private readonly loaded = new Map<number, DialogLibraryEntry>();
  private nextId = 1;
  /** dialogs opened by new_dialog and not yet closed, innermost last */
  private readonly open: OpenDialog[] = [];
  /** how many start_dialog loops are running */
  private running = 0;
  readonly records: DialogRecord[] = [];
  readonly diagnostics: DclProblem[] = [];

  constructor(private readonly host: SessionHost) {}

  notice(text: string): void {
    this.host.notice(text);
  }

  // ---- files --------------------------------------------------------------------------------

  load(ctx: Ctx, name: string): number {
    const files = this.host.files;
    const withExt = /\.[^\\/.]*$/.test(name) ? name : `${name}.dcl`;
    const path = files?.find(withExt);
    if (!files || !path) return -1;
    const shown = files.sourceName(path);
    const dir = (p: string) => p.slice(0, Math.max(p.lastIndexOf('\\'), p.lastIndexOf('/')));
    const lib = loadDclLibrary(path, {
      read: (p) => files.read(p),
      resolveInclude: (inc, from) => {
        if (/^([a-z]:)?[\\/]/i.test(inc)) return files.read(inc) === undefined ? undefined : inc;
        for (const d of [files.currentDir, dir(from)]) {
          const p = `${d}\\${inc}`;
          if (files.read(p) !== undefined) return p;
        }
        return undefined;
      },
    });
    for (const d of lib.diagnostics) {
      this.diagnostics.push({ file: d.file === path ? shown : files.sourceName(d.file), line: d.line, column: d.column, severity: d.severity, message: d.message });
    }
    const dce = `${files.currentDir}\\acad.dce`;
    if (lib.diagnostics.length > 0) {
      files.write(dce, auditReport(lib, path));
      const first = lib.diagnostics.find((d) => d.severity === 'error');
      ctx.alert(first ? MESSAGES.dclLoadAlert(first.file, first.line, first.message) : MESSAGES.dclAuditAlert(path));
    } else files.delete(dce);
    if (!lib.ok) return -1;
    const id = this.nextId++;
    this.loaded.set(id, { id, path, shownPath: shown, lib });
    return id;
  }

  unload(id: number): void {
    this.loaded.delete(id);
  }

  // ---- opening and closing ------------------------------------------------------------------

  newDialog(ctx: Ctx, name: string, id: number, action: string, position: [number, number] | undefined): boolean {
    const entry = this.loaded.get(id);
    if (!entry || !entry.lib.dialogs.includes(name)) return false;
    if (this.open.length >= MAX_NESTING) {
      this.host.notice(MESSAGES.dialogAnswerRejected(name, MESSAGES.dialogNesting()));
      return false;
    }
    const tree = instantiate(entry.lib, name);
    if (!tree) return false;
    const dlg = new OpenDialog(name, entry, tree, action, position, this.open.filter((d) => d.started).length + 1);
    if (!dlg.hasExitButton()) {
      ctx.alert(MESSAGES.dclNoExitButton());
      return false;
    }
    // A dialog initialised but never started is replaced by the next new_dialog.
    const top = this.open[this.open.length - 1];
    if (top && !top.started) this.open.pop();
    this.open.push(dlg);
    return true;
  }

  /** The dialog tile functions work on: the innermost one opened and not closed. */
  current(): OpenDialog | undefined {
    for (let i = this.open.length - 1; i >= 0; i--) {
      const d = this.open[i] as OpenDialog;
      if (!d.closed) return d;
    }
    return undefined;
  }

  /** Whether a start_dialog loop is running (the restricted-function rule applies). */
  get active(): boolean {
    return this.running > 0;
  }

  startDialog(ctx: Ctx): number | null {
    const dlg = this.current();
    if (!dlg || dlg.started) {
      this.host.notice(MESSAGES.dialogNotStarted());
      return null;
    }
    dlg.started = true;
    this.running++;
    try {
      while (!dlg.closed) {
        const answer = this.nextAnswer(dlg);
        if (!answer) {
          dlg.answeredBy = 'unanswered';
          this.host.notice(MESSAGES.dialogUnanswered(dlg.name));
          const cancel = dlg.cancelTile();
          if (cancel) pressTile(this, ctx, dlg, cancel, undefined);
          if (!dlg.closed) this.close(dlg, 0);
          break;
        }
        applyAnswer(this, ctx, dlg, answer.answer);
      }
    } finally {
      this.running--;
      this.finish(dlg);
    }
    return dlg.status ?? 0;
  }

  private nextAnswer(dlg: OpenDialog): { answer: NonNullable<Extract<ScriptedInput, { dialog: unknown }>['dialog']> } | undefined {
    const port = this.host.input();
    if (!port) return undefined;
    const a = port.next('dialog', dialogPromptLabel(dlg.name), {
      silent: true,
      accepts: (x) => 'dialog' in x && (x.dialog.name === undefined || x.dialog.name === dlg.name),
      ask: () => {
        const view = dlg.view();
        return { kind: 'dialog', prompt: view.title || dlg.name, data: view };
      },
      check: (x) => {
        const checked = checkDialogEvent(x);
        if (!checked || !('dialog' in checked)) return undefined;
        dlg.answeredBy = 'user';
        return { dialog: { name: dlg.name, ...checked.dialog } };
      },
    });
    if (a === undefined) return undefined;
    if ('esc' in a) return { answer: { cancel: true } };
    if (!('dialog' in a)) return undefined;
    if (dlg.answeredBy === 'program') dlg.answeredBy = 'script';
    return { answer: a.dialog };
  }

  doneDialog(status: number | undefined): Value {
    const dlg = this.current();
    if (!dlg) return null;
    this.close(dlg, status ?? 0);
    return this.positionOf(dlg);
  }

  close(dlg: OpenDialog, status: number): void {
    dlg.closed = true;
    dlg.status = status;
  }

  /** term_dialog, errors in actions, rejected functions: every open dialog closes as cancelled. */
  terminateAll(): void {
    for (const d of this.open) if (!d.closed) this.close(d, -1);
  }

  private finish(dlg: OpenDialog): void {
    const i = this.open.indexOf(dlg);
    if (i >= 0) this.open.splice(i, 1);
    const rec: DialogRecord = {
      name: dlg.name,
      file: dlg.source.shownPath,
      status: dlg.status ?? 0,
      tiles: dlg.values(),
      answeredBy: dlg.answeredBy,
      depth: dlg.depth,
    };
    if (dlg.lastPress !== undefined) rec.press = dlg.lastPress;
    if (dlg.rejected.length) rec.rejected = [...dlg.rejected];
    this.records.push(rec);
  }

  positionOf(dlg: OpenDialog): Value {
    const p = dlg.position;
    if (p && !(p[0] === -1 && p[1] === -1)) return list([Math.round(p[0]), Math.round(p[1])]);
    const v = dlg.layout;
    return list([Math.round((SCREEN.w - v.width * DCL_PIXELS.cw) / 2), Math.round((SCREEN.h - v.height * DCL_PIXELS.ch) / 2)]);
  }

  /** Refuse a function that needs the command line or the screen while a dialog is up. */
  guard(): void {
    if (!this.active) return;
    this.terminateAll();
    raise('rejectedFunction');
  }

  /**
   * Run an action's forms with *error* held back: an error closes every dialog first, then goes
   * on to the program (and its *error*) from start_dialog, keeping where it happened.
   */
  evaluateAction(ctx: Ctx, run: () => void): void {
    let failure: LispError | undefined;
    const r = ctx.catchAll(() => {
      try {
        run();
      } catch (e) {
        if (e instanceof LispError) failure = e;
        throw e;
      }
    });
    if (r.ok) return;
    this.terminateAll();
    // A fresh error (no backtrace yet) so *error* runs once the dialogs are gone.
    const kind = failure?.kind === 'syntax' ? 'error' : failure?.kind;
    const copy = failure ? new LispError(failure.code, failure.message, kind, failure.span) : makeError('customMessage', r.message);
    if (failure?.exitValue !== undefined) copy.exitValue = failure.exitValue;
    throw copy;
  }
}

/** An interactive dialog event from the page, checked: {dialog: {tiles?, press?, cancel?, at?}}. */
export function checkDialogEvent(raw: unknown): ScriptedInput | undefined {
  if (typeof raw !== 'object' || raw === null || !('dialog' in raw)) return undefined;
  const d = (raw as { dialog: unknown }).dialog;
  if (typeof d !== 'object' || d === null) return undefined;
  const src = d as Record<string, unknown>;
  const out: { tiles?: Record<string, string>; press?: string; cancel?: true; at?: [number, number] } = {};
  if (src.tiles !== undefined) {
    if (typeof src.tiles !== 'object' || src.tiles === null) return undefined;
    const tiles: Record<string, string> = {};
    for (const [k, v] of Object.entries(src.tiles)) {
      if (typeof v !== 'string' && typeof v !== 'number') return undefined;
      tiles[k] = String(v);
    }
    out.tiles = tiles;
  }
  if (src.press !== undefined) {
    if (typeof src.press !== 'string') return undefined;
    out.press = src.press;
  }
  if (src.cancel === true) out.cancel = true;
  if (Array.isArray(src.at) && src.at.length === 2 && src.at.every((n) => typeof n === 'number' && Number.isFinite(n))) out.at = [src.at[0], src.at[1]];
  return { dialog: out };
}
