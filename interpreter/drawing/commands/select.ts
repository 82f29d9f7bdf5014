/*
 * SELECT and PSELECT: the "Select objects:" sub-prompt on its own. SELECT's only effect is the
 * Previous set (ssget "P", "P" at a later Select objects); PSELECT (the Express Tools command
 * drafters' scripts call as (command "_.pselect" ss "")) also makes it the PICKFIRST set, as
 * sssetfirst does (ssget "I", ssgetfirst). Neither rejects objects on locked layers.
 */
import { PickSet } from '../../core/values.js';
import { selectionState } from '../selection/state.js';
import { defineCommand } from './engine/command-def.js';
import { selectObjects } from './engine/select.js';

export const SELECT = defineCommand({
  names: ['SELECT'],
  undoable: false,
  *run(io) {
    yield* selectObjects(io, { rejectLocked: false });
  },
});

export const PSELECT = defineCommand({
  names: ['PSELECT'],
  undoable: false,
  *run(io) {
    const items = yield* selectObjects(io, { rejectLocked: false });
    const st = selectionState(io.ctx);
    st.implied = items.length ? (st.previous ?? new PickSet(st.nextId++, items)) : null;
  },
});
