/*
 * The seam between the runner and the drawing database. The runner never reaches into
 * interpreter/drawing/ internals: it asks a DrawingFactory for a DrawingPort, plugs the port's
 * services and sysvars into the interpreter, and uses snapshot/diff/hash to build the RunResult.
 * interpreter/drawing/port.ts implements this; test/support/fake-drawing.ts stands in for it.
 */
import type { BuiltinDef } from '../builtins/registry.js';
import type { Ctx, SysvarStore } from '../core/context.js';
import type { DrawingRunReport } from './reactions.js';
import type { DrawingDiff } from './diff.js';
import type { DrawingSnapshot, DrawingState, FirstView } from './snapshot.js';

export interface DrawingPort {
  readonly name: string;
  /** sha-256-like stable hash (hex) of the current contents */
  hash(): string;
  /** capture the current state; cheap (structural sharing), immutable afterwards */
  snapshot(): DrawingState;
  diff(before: DrawingState, after: DrawingState): DrawingDiff;
  /** the drawing as the UI draws it */
  toUi(state: DrawingState): DrawingSnapshot;
  /**
   * Optional: what a large drawing's first frame needs of toUi(state), without its view entities
   * (the host's loader thread builds the scene from it and sends the whole view later).
   * `hash`: the head's hash as given ('' when the caller sends the hash later, with the whole
   * view: hashing 100k records is not what a first frame waits for); absent: this drawing's hash().
   */
  firstView?(state: DrawingState, hash?: string): FirstView;
  /** services merged into ctx.services (at least `drawing`) */
  services(): Record<string, unknown>;
  readonly sysvars: SysvarStore;
  /**
   * Builtin families this port brings in place of the registry's drawing families
   * (runner/families.ts). The drawing database leaves it out, since its families are rows of the
   * registry; a stand-in drawing (tests) brings its own.
   */
  readonly builtins?: ReadonlyArray<readonly BuiltinDef[]>;
  toDxf(): string;
  /** Optional: toDxf's text as UTF-8, handed to `emit` in order in buffers of about 1 MB of whole lines, each the receiver's to keep or transfer (never one string of the whole drawing). */
  toDxfBytes?(emit: (bytes: Uint8Array) => void): void;
  /** a compact form for crossing threads (not one object per entity) */
  serialize(): Uint8Array;
  /**
   * Optional: the drawing as plain data and typed arrays (drawing/transfer/), posted to a worker
   * with its buffers in the transfer list and read there without parsing DXF (DrawingFactory.fromPortable).
   */
  toPortable?(): PortableDrawing;
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
  report?(ctx: Ctx): DrawingRunReport;
}

export interface DrawingFactory {
  empty(name?: string): DrawingPort;
  /** throws an Error whose message names the offending DXF line */
  fromDxf(text: string, name: string): DrawingPort;
  deserialize(data: Uint8Array): DrawingPort;
  /** Optional: the port a PortableDrawing holds; throws when `p` is not one this factory reads */
  fromPortable?(p: PortableDrawing): DrawingPort;
}

/** A drawing's compact form (opaque here): plain data whose typed arrays may go in a transfer list. */
export interface PortableDrawing {
  readonly format: string;
  readonly name: string;
}

/** The buffers of a PortableDrawing's typed arrays (to transfer them instead of copying). */
export function portableBuffers(p: PortableDrawing): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  for (const v of Object.values(p)) if (ArrayBuffer.isView(v) && v.buffer instanceof ArrayBuffer && !out.includes(v.buffer)) out.push(v.buffer);
  return out;
}
