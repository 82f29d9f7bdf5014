/*
 * A debug run: the same runRequest as any run (same builtins, drawing, scripted inputs, result),
 * with a Debugger attached. The session owns the drawing so that, at each stop, it can show the
 * drawing as it is at that moment (the After view) and what changed since the run began. Hosts
 * (the worker for the workbench and `lispwright dap`, tests in-process) bring a DebugHost that
 * blocks at stops and answers requests through `handle`.
 */
import type { DebugHooks } from '../eval/debug-hooks.js';
import { Debugger } from '../debug/debugger.js';
import { handleRequest, type DapRequestLike, type RequestOutcome } from '../debug/requests.js';
import type { BreakpointSpec, DebugHost, ExceptionFilters } from '../debug/types.js';
import type { DrawingDiff, DrawingSnapshot, OutputChunk, RunRequest } from './contract.js';
import { openDrawing } from './drawing-source.js';
import type { DrawingPort } from '../ports/drawing.js';
import type { DrawingState } from '../ports/snapshot.js';
import { failedResult } from './result.js';
import { runRequestDetailed, type RunnerDeps, type RunOutcome } from './run-request.js';
import { codeHashOf } from './code-hash.js';
import { sha256Hex } from './sha256.js';
import { Transcript } from './transcript.js';

export interface DebugSessionOptions {
  host: DebugHost;
  stopOnEntry?: boolean;
  /** slot 0 non-zero: the host has messages for the session (read through host.poll) */
  attention?: Int32Array;
  /** program output as it is printed */
  onOutput?: (chunk: OutputChunk) => void;
  breakpoints?: Record<string, BreakpointSpec[]>;
  functionBreakpoints?: string[];
  exceptions?: ExceptionFilters;
}

export interface DrawingAtStop {
  after: DrawingSnapshot;
  diff: DrawingDiff;
}

export class DebugSession {
  readonly debugger: Debugger;
  private readonly transcript: Transcript;
  private port: DrawingPort | undefined;
  private before: DrawingState | undefined;
  private openError: string | undefined;

  constructor(
    private readonly req: RunRequest,
    private readonly deps: RunnerDeps,
    opts: DebugSessionOptions,
  ) {
    this.transcript = new Transcript(deps.outputCap);
    const onOutput = opts.onOutput;
    if (onOutput) this.transcript.listener = (kind, text) => onOutput({ kind, text });
    this.debugger = new Debugger({
      host: opts.host,
      divertOutput: (fn) => this.transcript.divert(fn),
      sources: req.files,
      ...(opts.attention ? { attention: opts.attention } : {}),
      ...(opts.stopOnEntry ? { stopOnEntry: true } : {}),
    });
    for (const [file, specs] of Object.entries(opts.breakpoints ?? {})) this.debugger.breakpoints.set(file, specs);
    if (opts.functionBreakpoints) this.debugger.setFunctionBreakpoints(opts.functionBreakpoints);
    if (opts.exceptions) this.debugger.exceptions = opts.exceptions;
    try {
      this.port = deps.port ?? openDrawing(req.drawing, deps);
    } catch (e) {
      this.openError = e instanceof Error ? e.message : String(e);
    }
  }

  /** Answer a DAP request on the session's thread (`stopped`: the program is at a stop). */
  handle(req: DapRequestLike, stopped: boolean): RequestOutcome {
    return handleRequest(this.debugger, req, stopped, {
      'lispwright/drawing': () => {
        const d = this.drawingNow();
        return d ? { body: d } : { error: 'this run has no drawing' };
      },
    });
  }

  /** The drawing as it is now and what changed since the run began. */
  drawingNow(): DrawingAtStop | undefined {
    if (!this.port || !this.before) return undefined;
    const now = this.port.snapshot();
    return { after: this.port.toUi(now), diff: this.port.diff(this.before, now) };
  }

  /** Run the program to its end (stopping where the debugger says). */
  run(): RunOutcome {
    if (this.openError !== undefined) {
      const r = failedResult('syntax', `cannot read the drawing: ${this.openError}`, codeHashOf(this.req.files, this.deps.hash ?? sha256Hex));
      return { result: r, port: undefined };
    }
    this.before = this.port?.snapshot();
    const deps: RunnerDeps = { ...this.deps, debug: this.debugger as DebugHooks, transcript: this.transcript };
    if (this.port) deps.port = this.port;
    return runRequestDetailed(this.req, deps);
  }
}
