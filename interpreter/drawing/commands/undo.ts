/*
 * UNDO: a number of steps, Auto, Control (All/None/One/Combine/Layer), BEgin (and the older
 * "Group") / End groups, Mark and Back, on the drawing's undo history (drawing/undo.ts), which
 * really puts records, tables, dictionaries and system variables back. It prints the name of each
 * command it steps past ("GROUP" for a group), "Everything has been undone" at the bottom.
 * Prompts: AutoCAD UNDO command reference (2011-2022); "Group" from Autodesk's *pop-error-mode* example.
 */
import { defineCommand } from './engine/command-def.js';
import type { CommandIo } from './engine/io.js';

const CONTROL = 'Enter an UNDO control option [All/None/One/Combine/Layer] <All>: ';

/** Tell UNDOCTL / UNDOMARKS what the history now is. */
export function syncUndoVars(io: CommandIo): void {
  io.setVar('UNDOCTL', io.d.undo.undoctl());
}

/** Undo n steps and say what was undone. */
export function undoSteps(io: CommandIo, n: number): void {
  const undo = io.d.undo;
  const had = undo.canUndo;
  const labels = undo.undo(n);
  if (labels.length) io.message(labels.join(' '));
  if (!had || !undo.canUndo) io.message('Everything has been undone');
  syncUndoVars(io);
}

export const UNDO = defineCommand({
  names: ['UNDO'],
  undoable: false,
  *run(io) {
    const undo = io.d.undo;
    const yes = (b: boolean): string => (b ? 'Yes' : 'No');
    io.message(`Current settings: Auto = ${undo.auto ? 'On' : 'Off'}, Control = ${undo.control === 'all' ? 'All' : undo.control === 'one' ? 'One' : 'None'}, Combine = ${yes(true)}, Layer = ${yes(true)}`);
    if (undo.control === 'none') {
      const c = yield* io.keyword(CONTROL, { enter: true });
      undo.setControl(c.kind === 'keyword' && c.k === 'None' ? 'none' : c.kind === 'keyword' && c.k === 'One' ? 'one' : 'all');
      return syncUndoVars(io);
    }
    const a = yield* io.integer('Enter the number of operations to undo or [Auto/Control/BEgin/End/Mark/Back] <1>: ', { enter: true, keywords: 'Group', positive: true, nonzero: true });
    if (a.kind === 'enter') return undoSteps(io, 1);
    if (a.kind === 'number') return undoSteps(io, a.n);
    if (a.kind !== 'keyword') return;
    switch (a.k) {
      case 'Auto': {
        const b = yield* io.keyword(`Enter UNDO Auto mode [ON/OFF] <${undo.auto ? 'On' : 'Off'}>: `, { enter: true });
        if (b.kind === 'keyword') undo.auto = b.k === 'ON';
        break;
      }
      case 'Control': {
        const c = yield* io.keyword(CONTROL, { enter: true });
        if (c.kind !== 'keyword' || c.k === 'All') undo.setControl('all');
        else if (c.k === 'None') undo.setControl('none');
        else if (c.k === 'One') undo.setControl('one');
        else if (c.k === 'Combine') yield* io.keyword('Combine zoom and pan commands? [Yes/No] <Yes>: ', { enter: true });
        else yield* io.keyword('Combine layer property change operations? [Yes/No] <Yes>: ', { enter: true });
        break;
      }
      case 'BEgin':
      case 'Group':
        undo.beginGroup();
        break;
      case 'End':
        undo.endGroup();
        break;
      case 'Mark':
        undo.mark();
        break;
      case 'Back': {
        if (!undo.hasMark) {
          const ok = yield* io.keyword('This will undo everything. OK? <Y>: ', { keywords: 'Yes No', enter: true });
          if (ok.kind === 'keyword' && ok.k === 'No') break;
        }
        const r = undo.back();
        if (r.labels.length) io.message(r.labels.join(' '));
        io.message(r.toMark ? 'Mark encountered' : 'Everything has been undone');
        break;
      }
    }
    syncUndoVars(io);
  },
});

/** U: undo the last step (a group counts as one). */
export const U = defineCommand({
  names: ['U'],
  undoable: false,
  *run(io) {
    if (io.d.undo.control === 'none') {
      io.message('U command disabled. Use UNDO command to turn it on');
      return;
    }
    undoSteps(io, 1);
  },
});
