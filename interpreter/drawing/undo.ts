/*
 * UNDO as a real state stack. Records are immutable and the database only ever appends to or
 * replaces slots of its arrays, so the cheapest exact way back is a journal: every change the
 * database (db.ts) and the system-variable store (sysvars.ts) make pushes the small step that
 * reverses it. An undo point is just a position in the journal; going back pops and runs the steps
 * down to it, so the records, tables, dictionaries, indexes and system variables are exactly what
 * they were (an entity made and undone is gone again, so the run's diff does not report it).
 * Handles are not reused after an undo (the handle seed stays where it got to), as in AutoCAD.
 *
 * UndoHistory is the one API for the UNDO/U commands and for ActiveX StartUndoMark/EndUndoMark:
 *   command(label)  each command opens a step (inside a BEgin/End group it joins the group)
 *   beginGroup()    UNDO BEgin / StartUndoMark (a group already open is ended first)
 *   endGroup()      UNDO End / EndUndoMark
 *   mark()          UNDO Mark
 *   back()          UNDO Back: to the last mark, or everything
 *   undo(n)         UNDO n / U: the last n steps (a group is one); never past an open group's start
 * Changes made outside any command (entmake, setvar) belong to the step they follow; the run's
 * start is the bottom of the stack.
 */

/** One reversing step, pushed by the database or the sysvar store. */
export type UndoOp = () => void;

export class UndoJournal {
  private readonly ops: UndoOp[] = [];
  /** false while an undo runs (its own changes are not journaled) and when UNDO Control None */
  enabled = true;

  record(op: UndoOp): void {
    if (this.enabled) this.ops.push(op);
  }
  get position(): number {
    return this.ops.length;
  }
  /** Run the reversing steps down to `pos`. */
  rollback(pos: number): void {
    const was = this.enabled;
    this.enabled = false;
    try {
      while (this.ops.length > pos) this.ops.pop()!();
    } finally {
      this.enabled = was;
    }
  }
  /** Forget everything journaled (UNDO Control None). */
  clear(): void {
    this.ops.length = 0;
  }
}

/** Something the journal can be attached to (DrawingDb, the sysvar store). */
export interface Journaled {
  journal: UndoJournal | null;
}

interface Step {
  /** journal position where the step starts */
  at: number;
  /** what U prints when it undoes the step: the command name, "GROUP", or "Mark" */
  label: string;
  kind: 'command' | 'group' | 'mark';
}

export type UndoControl = 'all' | 'none' | 'one';

export class UndoHistory {
  private readonly steps: Step[] = [];
  /** the open BEgin group, if any */
  private group: Step | null = null;
  control: UndoControl = 'all';
  auto = true;

  constructor(readonly journal: UndoJournal) {}

  get hasMark(): boolean {
    return this.steps.some((s) => s.kind === 'mark');
  }

  get groupOpen(): boolean {
    return this.group !== null;
  }

  /** A command starts: a new step (inside an open group it is folded into the group at End). */
  command(label: string): void {
    if (this.control === 'none') return;
    if (this.control === 'one') this.steps.length = 0;
    this.steps.push({ at: this.journal.position, label, kind: 'command' });
  }

  beginGroup(): void {
    if (this.control !== 'all') return;
    if (this.group) this.endGroup();
    this.group = { at: this.journal.position, label: 'GROUP', kind: 'group' };
    this.steps.push(this.group);
  }

  /** Close the open group: its commands become one step. False when none is open. */
  endGroup(): boolean {
    const g = this.group;
    if (!g) return false;
    this.steps.length = this.steps.indexOf(g) + 1;
    this.group = null;
    return true;
  }

  mark(): void {
    if (this.control !== 'all') return;
    this.steps.push({ at: this.journal.position, label: 'Mark', kind: 'mark' });
  }

  /** UNDO Back: undo to the last mark (removing it); 'everything' when there was none. */
  back(): { labels: string[]; toMark: boolean } {
    const labels: string[] = [];
    const floor = this.floor();
    while (this.steps.length > floor) {
      const s = this.steps.pop()!;
      this.journal.rollback(s.at);
      if (s === this.group) this.group = null;
      if (s.kind === 'mark') return { labels, toMark: true };
      labels.push(s.label);
    }
    if (floor === 0) this.journal.rollback(0);
    return { labels, toMark: false };
  }

  /** UNDO n / U: the labels undone, latest first ("GROUP" for a group). Marks are stepped over. */
  undo(n: number): string[] {
    const labels: string[] = [];
    const floor = this.floor();
    while (labels.length < n && this.steps.length > floor) {
      const s = this.steps.pop()!;
      this.journal.rollback(s.at);
      if (s.kind !== 'mark') labels.push(s.label);
    }
    if (labels.length < n && floor === 0 && this.steps.length === 0 && this.journal.position > 0) {
      // changes made before the first command (entmake, setvar) go last
      this.journal.rollback(0);
    }
    return labels;
  }

  /** Steps that can still be undone (an open group is a floor: Number never backs past it). */
  private floor(): number {
    if (!this.group) return 0;
    return this.steps.indexOf(this.group) + 1;
  }

  get canUndo(): boolean {
    return this.steps.length > this.floor() || (this.floor() === 0 && this.journal.position > 0);
  }

  /** Make the present state the bottom of the stack (a drawing just opened or restored). */
  reset(): void {
    this.steps.length = 0;
    this.group = null;
    this.journal.clear();
  }

  /** UNDO Control None: undo is off and what was recorded is discarded. */
  setControl(c: UndoControl): void {
    this.control = c;
    if (c !== 'all') this.group = null;
    if (c === 'none') {
      this.steps.length = 0;
      this.journal.clear();
      this.journal.enabled = false;
    } else this.journal.enabled = true;
  }

  /** UNDOCTL as AutoCAD reports it: 1 on, 2 one only, 4 auto, 8 group active, 16 combine zoom/pan (initial 21). */
  undoctl(): number {
    if (this.control === 'none') return 0;
    return 1 + (this.control === 'one' ? 2 : 0) + (this.auto ? 4 : 0) + (this.group ? 8 : 0) + 16;
  }
}
