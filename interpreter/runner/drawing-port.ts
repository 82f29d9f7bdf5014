/*
 * The seam between the runner and the drawing database. The runner never reaches into
 * interpreter/drawing/ internals: it asks a DrawingFactory for a DrawingPort, plugs the port's
 * builtins, services and sysvars into the interpreter, and uses snapshot/diff/hash to build the
 * RunResult. interpreter/drawing/port.ts implements this.
 */
import type { BuiltinDef } from '../builtins/registry.js';
import type { Ctx, SysvarStore } from '../eval/context.js';
import type { DrawingDiff, DrawingSnapshot, RunResult } from './contract.js';

/** An immutable view of a drawing at one moment (opaque to the runner). */
export type DrawingState = { readonly __drawingState: true };

export interface DrawingPort {
  readonly name: string;
  /** sha-256-like stable hash (hex) of the current contents */
  hash(): string;
  /** capture the current state; cheap (structural sharing), immutable afterwards */
  snapshot(): DrawingState;
  diff(before: DrawingState, after: DrawingState): DrawingDiff;
  /** the drawing as the UI draws it */
  toUi(state: DrawingState): DrawingSnapshot;
  /** services merged into ctx.services (at least `drawing`) */
  services(): Record<string, unknown>;
  readonly sysvars: SysvarStore;
  /** the drawing builtin families (entities, tables, selection, sysvars, geometry) */
  readonly builtins: ReadonlyArray<readonly BuiltinDef[]>;
  toDxf(): string;
  /** a compact form for crossing threads (not one object per entity) */
  serialize(): Uint8Array;
  entityCount(): number;
  /**
   * Optional: an independent copy in its current state, cheaper than serialize + deserialize
   * (records are immutable, so a copy can share them). The worker keeps one pristine port per
   * cached drawing and clones it for each run when this exists.
   */
  clone?(): DrawingPort;
  /**
   * Optional: the editor's lisp events, announced by the runner around the evaluation it starts
   * (the request's `call`), so lisp reactors fire as when a drafter types the command.
   */
  lispWillStart?(expr: string): void;
  lispEnded?(): void;
  lispCancelled?(): void;
  /** Optional: what the drawing adds to the run's result (fired reactions, MODEMACRO's status line). */
  report?(ctx: Ctx): Pick<RunResult, 'reactions' | 'reactionsDropped' | 'statusLine'>;
}

export interface DrawingFactory {
  empty(name?: string): DrawingPort;
  /** throws an Error whose message names the offending DXF line */
  fromDxf(text: string, name: string): DrawingPort;
  deserialize(data: Uint8Array): DrawingPort;
}
