/*
 * Messages between a runner pool and its worker. Transport-agnostic (node:worker_threads or a
 * Web Worker): plain data plus transferable bytes. A drawing crosses once per worker: the pool
 * names it by key, and sends the DXF text or serialized bytes only when the worker lacks it.
 */
import type { DrawingSnapshot, OutputChunk, RunRequest, RunResult } from '../runner/contract.js';
import type { AskRequest } from '../ports/ask.js';
import type { PortableDrawing } from '../ports/drawing.js';

export interface WorkerInit {
  type: 'init';
  /** Int32Array over this: slot 0 set non-zero cancels the current run */
  cancel?: SharedArrayBuffer;
  /** user-function nesting limit (the worker has a larger stack than the main thread) */
  maxDepth?: number;
  /** allocation budget per run, estimated bytes */
  memoryBudget?: number;
  /** where interactive runs receive answers (ask-channel.ts) */
  ask?: SharedArrayBuffer;
}

export interface DrawingRef {
  /** stable name of the drawing's contents (sha-256 of the DXF text, sample:NAME, snapshot:ID) */
  key: string;
  name: string;
  /** DXF text, sent when the worker does not have the drawing */
  dxf?: string;
  /** DrawingPort.serialize() bytes (transferred), sent when the worker does not have the drawing */
  bytes?: Uint8Array;
  /** the drawing's compact form (drawing/transfer/, its buffers transferred): read without parsing DXF; preferred over dxf */
  portable?: PortableDrawing;
}

/**
 * Where a run's time went (ms), for benchmarks and the lead's profile. The pool adds `serialise`
 * (making the compact form when it had to), `post` (request sent → received) and `resultPost`
 * (result sent → received), from wall clocks shared by both threads (timeOrigin + now).
 */
export interface RunPhases {
  /** the compact form made on the host for this send (0 when it was held already or not sent) */
  serialise?: number;
  post?: number;
  /** reading a drawing the worker did not hold: compact decode, or DXF parse (`readFrom`) */
  read?: number;
  readFrom?: 'portable' | 'dxf' | 'bytes';
  /** making this run's copy of the drawing (0 when a spare was ready) */
  copy?: number;
  /** the run itself: evaluation, snapshots, diff, the result (runRequest) */
  run?: number;
  /** of which: evaluating the program */
  evaluate?: number;
  /** of which: the after snapshot, the diff and the views' snapshots */
  diff?: number;
  resultPost?: number;
  /** worker-side stamps (timeOrigin + now) the pool turns into post / resultPost */
  receivedAt?: number;
  postedAt?: number;
}

export interface RunMessage {
  type: 'run';
  id: number;
  /** the request, with `drawing` left out when `drawing` below names it */
  req: RunRequest;
  drawing?: DrawingRef;
  /** answer with the drawing as the run left it, as DXF text (the CLI's --out-dxf) */
  wantDxf?: boolean;
  /** with wantDxf: send that DXF as 'dxf' messages of UTF-8 bytes while it is written, not in the result */
  dxfChunks?: boolean;
  /** when the pool posted it (timeOrigin + now), for RunPhases.post */
  sentAt?: number;
  /** post the output while the run prints ('output' messages, coalesced: output-stream.ts) */
  stream?: boolean;
}

/** Read a DXF drawing off the host's thread: what the views need to show it. */
export interface LoadMessage {
  type: 'load';
  id: number;
  name: string;
  dxf: string;
  /** a loader that answers in two parts does so from this many entities (default: its own) */
  splitMinEntities?: number;
}

/** A drawing as the host registers it (LoadedDrawing without its id). */
export interface LoadedDrawingData {
  /** the drawing's hash (DrawingPort.hash); '' in a first answer with `restPending`: LoadedRest.hash has it */
  hash: string;
  entityCount: number;
  snapshot: DrawingSnapshot;
  /** the drawing's compact form, for the runner's workers (the host keeps it; never sent to the page) */
  portable?: PortableDrawing;
  /** the whole views' snapshot as UTF-8 JSON bytes; `snapshot` is then its head only (no entities, no block contents) */
  snapshotJson?: ArrayBuffer;
  /** the drawing view's model-space scene as bytes (renderer/canvas/scene-arrays.ts), built by the loader */
  scene?: ArrayBuffer;
  /** a 'loaded-rest' follows with the whole snapshot and `portable` (a large drawing's first answer is what its first frame needs) */
  restPending?: true;
  /**
   * host side only (the loader client): asks for the 'loaded-rest' part, when `restPending` (the
   * loader makes it only when asked, so it does not take the CPU from the page's first frames)
   */
  rest?: () => Promise<LoadedRest>;
}

/** The part of a large drawing's load that its first frame does not wait for. */
export interface LoadedRest {
  /** the whole views' snapshot as UTF-8 snapshot lines (interpreter/ports/snapshot-lines.ts) */
  snapshotLines: ArrayBuffer;
  /** the drawing's hash, when the first answer left it out (its `hash` was ''); the snapshot lines' head has it too */
  hash?: string;
  portable?: PortableDrawing;
}

export type ToWorker = WorkerInit | RunMessage | LoadMessage | { type: 'ping'; id: number } | { type: 'load-rest'; id: number };

export type FromWorker =
  | { type: 'ready' }
  /** `dxfDone`: every 'dxf' message of the run came before this result, and together they are the whole drawing */
  | { type: 'result'; id: number; result: RunResult; dxf?: string; dxfDone?: true; phases?: RunPhases }
  /** the next pieces (UTF-8, buffers transferred) of the drawing's DXF, for a run sent with dxfChunks, in order */
  | { type: 'dxf'; id: number; bytes: Uint8Array[] }
  /** output the run (sent with `stream`) printed since the last such message; all of it comes before the result */
  | { type: 'output'; id: number; chunks: OutputChunk[] }
  /** the drawing the run was sent with is read: the run itself starts (the pool's backstop times it from here) */
  | { type: 'started'; id: number }
  /** the worker no longer holds the drawing `key`: send the run again with its data */
  | { type: 'need-drawing'; id: number; key: string }
  /** an interactive run asks the host and blocks until the answer is in the ask buffer */
  | { type: 'ask'; id: number; seq: number; ask: AskRequest }
  | { type: 'pong'; id: number }
  | { type: 'loaded'; id: number; data: LoadedDrawingData }
  | ({ type: 'loaded-rest'; id: number } & LoadedRest)
  | { type: 'load-failed'; id: number; message: string };

/** What the worker core needs from its transport. */
export interface WorkerEndpoint {
  /** `transfer`: buffers handed over instead of copied (a loaded drawing's compact form) */
  post(msg: FromWorker, transfer?: ArrayBuffer[]): void;
  onMessage(handler: (msg: ToWorker) => void): void;
}
