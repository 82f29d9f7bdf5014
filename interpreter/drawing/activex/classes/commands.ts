/*
 * Document.StartUndoMark / EndUndoMark and SendCommand. The undo marks are the drawing's undo
 * history's group (undo.ts), the one UNDO BEgin/End opens and closes, so a later UNDO or U takes
 * the whole batch back as one step; EndUndoMark with no mark open does nothing, as the many
 * programs that call it from *error* expect. UNDOCTL follows, as after UNDO BEgin/End. SendCommand types its string at the command line: the string is
 * split at spaces and newlines (each an Enter, as AutoCAD reads it) and run through `command`,
 * the same command line (command ...) uses.
 */
import { Sym, type Value } from '../../../core/values.js';
import type { AxTarget } from '../model.js';

export function startUndoMark(t: AxTarget): Value {
  const d = t.drawing;
  d.undo.beginGroup();
  d.sysvars.setRaw('UNDOCTL', d.undo.undoctl());
  return null;
}

export function endUndoMark(t: AxTarget): Value {
  const d = t.drawing;
  d.undo.endGroup();
  d.sysvars.setRaw('UNDOCTL', d.undo.undoctl());
  return null;
}

/** The command-line tokens of a SendCommand string ("_.LINE 0,0 10,0 " → "_.LINE" "0,0" "10,0" ""). */
export function commandTokens(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  let started = false;
  for (const ch of text) {
    if (ch === ' ' || ch === '\n' || ch === '\r') {
      out.push(cur);
      cur = '';
      started = true;
    } else cur += ch;
  }
  if (cur !== '' || !started) out.push(cur);
  // a leading token sequence ends at the last Enter; "" stands for an Enter after an argument
  return out.filter((tok, i) => tok !== '' || i > 0);
}

export function sendCommand(t: AxTarget, text: string): Value {
  const ctx = t.session.ctx;
  const command = ctx.intern('COMMAND').value;
  if (!(command instanceof Object) || command instanceof Sym) return null;
  ctx.apply(command, commandTokens(text));
  return null;
}
