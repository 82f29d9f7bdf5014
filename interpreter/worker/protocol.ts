/*
 * Messages between a runner pool and its worker. Transport-agnostic (node:worker_threads or a
 * Web Worker): plain data plus transferable bytes. A drawing crosses once per worker: the pool
 * names it by key, and sends the DXF text or serialized bytes only when the worker lacks it.
 */
import type { RunRequest, RunResult } from '../runner/contract.js';
import type { AskRequest } from '../ports/ask.js';

export interface WorkerInit {
  type: 'init';
  /** Int32Array over this: slot 0 set non-zero cancels the current run */
  cancel?: SharedArrayBuffer;
  /** user-function nesting limit (the worker has a larger stack than the main thread) */
  maxDepth?: number;
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
}

export interface RunMessage {
  type: 'run';
  id: number;
  /** the request, with `drawing` left out when `drawing` below names it */
  req: RunRequest;
  drawing?: DrawingRef;
}

export type ToWorker = WorkerInit | RunMessage | { type: 'ping'; id: number };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'result'; id: number; result: RunResult }
  /** the worker no longer holds the drawing `key`: send the run again with its data */
  | { type: 'need-drawing'; id: number; key: string }
  /** an interactive run asks the host and blocks until the answer is in the ask buffer */
  | { type: 'ask'; id: number; seq: number; ask: AskRequest }
  | { type: 'pong'; id: number };

/** What the worker core needs from its transport. */
export interface WorkerEndpoint {
  post(msg: FromWorker): void;
  onMessage(handler: (msg: ToWorker) => void): void;
}
