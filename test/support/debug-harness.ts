/*
 * Debug runs in-process for tests: a scripted DebugHost whose `stopped` hands each stop to the
 * test, which inspects it (frames, locals, evaluate) and says how to go on. Stops are recorded
 * as short lines ("breakpoint before 3:3 (setq a 1)") so a whole stepping session reads as a
 * list.
 */
import { drawingFactory } from '../../interpreter/drawing/index.js';
import type { RunRequest, RunResult } from '../../interpreter/runner/contract.js';
import { DebugSession, type DebugSessionOptions } from '../../interpreter/runner/debug-session.js';
import type { ResumeAction, StopInfo } from '../../interpreter/debug/types.js';

export interface StopCtl {
  stop: StopInfo;
  /** frame names, innermost first */
  frames(): string[];
  /** the frame's variables as name -> printed value */
  locals(frame?: number): Record<string, string>;
  globals(): Record<string, string>;
  evaluate(expr: string, frame?: number): string;
  session: DebugSession;
}

export interface DebugOutcome {
  result: RunResult;
  stops: string[];
}

export function describe(stop: StopInfo): string {
  const at = stop.span ? ` ${stop.span.line}:${stop.span.col}` : '';
  const value = stop.value !== undefined ? ` => ${stop.value}` : '';
  const err = stop.error !== undefined ? ` !${stop.error}` : '';
  return `${stop.reason} ${stop.phase}${at} ${stop.form}${value}${err}`;
}

type Script = (ctl: StopCtl, n: number) => ResumeAction;

export function debugRun(
  text: string,
  script: Script | ResumeAction[],
  opts: Partial<DebugSessionOptions> & { request?: Partial<RunRequest>; attention?: Int32Array } = {},
): DebugOutcome {
  const stops: string[] = [];
  const steps = Array.isArray(script) ? script : null;
  const { request, ...sessionOpts } = opts;
  let failure: unknown;
  const host = {
    ...(opts.host ?? {}),
    output: opts.host?.output,
    stopped(stop: StopInfo): ResumeAction {
      const n = stops.length;
      stops.push(describe(stop));
      if (n > 200) return 'terminate';
      if (steps) return steps[n] ?? 'continue';
      try {
        return (script as Script)(ctl(stop, session), n);
      } catch (e) {
        // an assertion inside a stop: end the run and report it to the test
        failure ??= e;
        return 'terminate';
      }
    },
  };
  const req: RunRequest = { files: [{ name: 'main.lsp', text }], ...request };
  const session: DebugSession = new DebugSession(req, { drawings: drawingFactory }, { ...sessionOpts, host });
  const { result } = session.run();
  if (failure !== undefined) throw failure;
  return { result, stops };
}

function ctl(stop: StopInfo, session: DebugSession): StopCtl {
  const ins = session.debugger.inspector;
  const rows = (list: Array<{ name: string; value: string }>): Record<string, string> => Object.fromEntries(list.map((v) => [v.name, v.value]));
  return {
    stop,
    session,
    frames: () => ins.frames().map((f) => f.name),
    locals: (frame = 0) => rows(ins.locals(frame)),
    globals: () => rows(ins.globals()),
    evaluate: (expr, frame = 0) => {
      const r = ins.evaluate(expr, frame);
      return r.ok ? r.printed : `error: ${r.message}`;
    },
  };
}
